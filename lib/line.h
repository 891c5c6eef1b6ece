/* Input: the lines of the operand files (or stdin), any length, numbered. */
#ifndef WITS_LINE_H
#define WITS_LINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "progress.h"

struct input {
	char **operands;	/* file names still to open; "-" is stdin */
	int noperands;
	int fd;			/* -1 between files */
	const char *name;	/* the file being read, for messages */
	bool named;		/* messages name the file: operands were given */
	unsigned long long lineno;
	char *buf;
	size_t cap, start, end;	/* unread bytes are buf[start..end) */
	bool eof;
	bool stopped;		/* stdout failed: nothing more to do */
	uint64_t bytes_read;	/* for the progress line */
	struct progress progress;
};

struct text;

/* argv-style operands; none means stdin.  A long read shows progress (see progress.h). */
void input_open(struct input *in, int noperands, char **operands);

/*
 * The next line without its "\n" or "\r\n", NUL-terminated (it may hold
 * other NULs: the length tells).  A file that cannot be read is reported
 * and skipped.  Returns the length, or -1 when every file is done or
 * stdout has failed.
 */
ssize_t input_line(struct input *in, char **line);

/*
 * Hands the answers gathered in t to stdout once they are many, and
 * flushes them when the next line is not yet in memory: the answer to a
 * line is out before the program waits for the next, without a write for
 * every line.  A failed stdout ends the input.
 */
void input_answered(struct input *in, struct text *t);

/*
 * For an answer too long to gather whole (a trace of thousands of lines):
 * hands what t holds to stdout once it is many bytes, so memory stays
 * small and the first bytes go out early.  False once stdout has failed,
 * when the input ends too: the rest of the answer is not worth making.
 */
bool input_spill(struct input *in, struct text *t);

void input_close(struct input *in);

/* Nothing but blanks: the line that separates games in a log. */
bool line_blank(const char *s, size_t len);

#endif
