/*
 * A file written beside stdout, named by an option (--save, --svg):
 * opened before the work, so that one that cannot be written is refused
 * before anything is played, and never one that would destroy what the
 * program reads or writes elsewhere.
 */
#ifndef WITS_OUTFILE_H
#define WITS_OUTFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

struct input;
struct text;

/* An output not asked for is all zero: writing it does nothing. */
struct outfile {
	const char *option;	/* that names it, for messages */
	const char *path;
	FILE *fp;
	bool failed;	/* a write failed: reported, the file given up */
};

/*
 * Opens path for o, refused with usage (exit 2) when it is the same file
 * as stdout, as one of the files that the n readers in[] read (asked
 * before they read), or as one of the nopen files already open: the same
 * file of any kind (a regular file, a pipe, a terminal) under any name,
 * but for /dev/null, which loses nothing.  One that cannot be made is
 * fatal.
 */
void outfile_open(struct outfile *o, const char *option, const char *path,
    const struct input *const in[], size_t n, const struct outfile *open,
    size_t nopen, const char *usage);

/*
 * Writes the line and its newline at once: what was written stays if the
 * program is stopped.  A write that fails is reported with its reason
 * (the status 1), and the file is given up: o->failed says so, so that
 * a session whose record is lost is not played on.
 */
void outfile_line(struct outfile *o, const char *line, size_t len);

/* Writes the text at once, as outfile_line does, and empties it. */
void outfile_put(struct outfile *o, struct text *t);

/* Closes the file; a failed close is reported as a failed write is. */
void outfile_close(struct outfile *o);

#endif
