/*
 * Input: the lines of the operand files (or of stdin), of any length,
 * numbered, each with the file it came from.  The reader never writes;
 * out.h decides when the answers go out around its reads.
 */
#ifndef WITS_LINE_H
#define WITS_LINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/types.h>

#include "diag.h"

/* A watcher's record of one input, of the watcher's own type. */
struct input_watch;

struct input {
	char **operands;	/* file names still to open; "-" is stdin */
	int noperands;
	int fd;			/* -1 between files */
	const char *name;	/* the file being read */
	const char *operand;	/* as given ("-" for stdin), for TSV rows */
	bool named;		/* messages name the file */
	struct diag_where where;	/* the line last taken, for messages */
	char *buf;
	size_t cap, start, end;	/* unread bytes are buf[start..end) */
	size_t scanned;		/* how many of those hold no newline */
	bool eof;
	/* No byte of the file is taken yet: a byte-order mark may start it. */
	bool mark_unseen;
	uint64_t lines_read, bytes_read;	/* of every file so far */
	struct input_watch *watch;	/* NULL when nobody watches */
};

/* What input_take returns when it has no line to give. */
enum { INPUT_END = -1, INPUT_MORE = -2 };

/* Opens the operands (file names, "-" for stdin); none means stdin. */
void input_open(struct input *in, int noperands, char **operands);

/*
 * One watcher may follow every input the program opens: the progress
 * line does, from a module above this one, which knows nothing of it.
 * input_open calls open, which returns the watcher's record of the input
 * or NULL to leave it unwatched.  lines is called on the first line taken
 * and on every INPUT_WATCH_LINES-th after it (see lines_read and
 * bytes_read); end when the input ends; close from input_close, to end
 * the watch (again, if need be) and free the record.
 */
struct input_watcher {
	struct input_watch *(*open)(struct input *in);
	void (*lines)(struct input *in);
	void (*end)(struct input *in);
	void (*close)(struct input *in);
};

enum { INPUT_WATCH_LINES = 4096 };

/* Sets the watcher of the inputs opened from now on; NULL for none. */
void input_watch(const struct input_watcher *w);

/* Calls the watcher's lines function: input_take_at's rare case. */
void input_watched(struct input *in);

/* Returns the bytes of all the operands when each is a regular file; else 0. */
uint64_t input_size(const struct input *in);

/*
 * Does input_take's work when the next line is not whole in memory: at
 * the end of a file, or when more must be read first.
 */
ssize_t input_take_rest(struct input *in, char **line);

/*
 * Takes the line that ends at nl, a newline in memory (or the end of what
 * was read), and returns its length as input_take does.
 */
static inline ssize_t
input_take_at(struct input *in, char **line, char *nl)
{
	size_t len;

	*line = in->buf + in->start;
	len = (size_t)(nl - *line);
	in->start += len + (nl < in->buf + in->end);
	in->bytes_read += len + 1;
	in->lines_read++;
	if (in->watch != NULL && in->lines_read % INPUT_WATCH_LINES == 1)
		input_watched(in);
	if (len > 0 && (*line)[len - 1] == '\r')
		len--;
	(*line)[len] = '\0';
	in->where.line++;
	return (ssize_t)len;
}

/*
 * Takes the next line when it is whole in memory (or is the last of its
 * file): *line points to it without its "\n" or "\r\n", NUL-terminated
 * (it may hold other NULs: the length tells).  Returns the length;
 * INPUT_MORE when input_read must come first; INPUT_END when every file
 * is done.  It never reads, so that what was answered can go out before
 * the program waits (out.h).
 *
 * This is a measured hot path: in nim-safe the call and its bookkeeping
 * were a tenth of the instructions.  A line whole in memory, nearly every
 * line, is taken inline; the rest goes through input_take_rest.
 */
static inline ssize_t
input_take(struct input *in, char **line)
{
	char *nl;

	if (in->fd >= 0 && in->scanned == 0 && in->end > in->start) {
		nl = memchr(in->buf + in->start, '\n', in->end - in->start);
		if (nl != NULL)
			return input_take_at(in, line, nl);
		/* What was read holds no newline: it is not searched again. */
		in->scanned = in->end - in->start;
	}
	return input_take_rest(in, line);
}

/*
 * Reads more of the file, or opens the next one: the one call where the
 * program may wait.  A file that cannot be read is reported and skipped.
 * A UTF-8 byte-order mark at the start of a file is skipped too: the
 * first line is what follows it (a mark anywhere else is part of its
 * line).
 */
void input_read(struct input *in);

/* Closes the file being read, ends a watch, and frees the buffer. */
void input_close(struct input *in);

/* Returns whether s holds nothing but blanks: a line that separates games. */
bool line_blank(const char *s, size_t len);

/*
 * Returns whether the line last taken is the first of its file.  A file
 * boundary ends a game or a session as a blank line does: two logs read
 * one after the other are never glued into one game.
 */
static inline bool
input_file_starts(const struct input *in)
{
	return in->where.line == 1;
}

/*
 * Returns where the line last taken stands, with its file named as the
 * command line gave it ("-" for stdin, also when no operand was given),
 * which is how a TSV row names it.  Messages name the file as in->where
 * does instead: "stdin", or not at all when no operand named one.
 */
static inline struct diag_where
input_where(const struct input *in)
{
	return (struct diag_where){ in->operand, in->where.line };
}

#endif
