/* Input: the lines of the operand files (or stdin), any length, numbered. */
#ifndef WITS_LINE_H
#define WITS_LINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "diag.h"
#include "progress.h"

struct input {
	char **operands;	/* file names still to open; "-" is stdin */
	int noperands;
	int fd;			/* -1 between files */
	const char *name;	/* the file being read */
	bool named;		/* messages name the file: operands were given */
	struct diag_where where;	/* the line last taken, for messages */
	char *buf;
	size_t cap, start, end;	/* unread bytes are buf[start..end) */
	size_t scanned;		/* how many of them are known to hold no newline */
	bool eof;
	uint64_t lines_read, bytes_read;	/* of every file, for the progress line */
	struct progress progress;
};

/* What input_take returns when it has no line to give. */
enum { INPUT_END = -1, INPUT_MORE = -2 };

/* argv-style operands; none means stdin.  A long read shows progress (see progress.h). */
void input_open(struct input *in, int noperands, char **operands);

/*
 * The next line, if it is whole in memory (or is the last of its file),
 * without its "\n" or "\r\n", NUL-terminated (it may hold other NULs: the
 * length tells).  Returns the length; INPUT_MORE when input_read must
 * come first; INPUT_END when every file is done.  It never reads, so
 * that what was answered can go out before the program waits (out.h).
 */
ssize_t input_take(struct input *in, char **line);

/*
 * Reads more of the file, or opens the next one: where the program may
 * wait.  A file that cannot be read is reported and skipped.
 */
void input_read(struct input *in);

void input_close(struct input *in);

/* Nothing but blanks: the line that separates games in a log. */
bool line_blank(const char *s, size_t len);

#endif
