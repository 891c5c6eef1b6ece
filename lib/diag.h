/* Diagnostics: one shape for every message, and the exit status they imply. */
#ifndef WITS_DIAG_H
#define WITS_DIAG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

enum {
	EXIT_BAD_DATA = 1,	/* a bad line, an unreadable file, a failed write */
	EXIT_USAGE = 2
};

/* Where a bad line stands: its file (NULL when no operand named one) and its number. */
struct diag_where {
	const char *file;
	unsigned long long line;
};

void diag_init(const char *argv0);
const char *diag_prog(void);

/*
 * Sets the function called before the shared layer writes to stdout or
 * stderr (a message, text_put): the progress line, a module above this
 * one, sets it to clear itself from the terminal first.  NULL calls none.
 */
void diag_set_before_write(void (*before)(FILE *fp));

/* Calls the function set by diag_set_before_write, if any, before fp is written. */
void diag_before_write(FILE *fp);

/*
 * "prog: msg"; a format ending in ':' appends the system error.  What
 * fills the format in (a file name, an option's value) is shown with the
 * bytes a terminal would act on escaped.
 */
void diag_warn(const char *fmt, ...);
_Noreturn void diag_fatal(const char *fmt, ...);

/* "prog: [file: ]line N: 'token': reason", the token shown escaped and cut short. */
void diag_bad(const struct diag_where *at, const char *tok, size_t len, const char *reason);

/*
 * "'token': reason" as diag_bad shows them, into s (at most cap bytes, no
 * NUL): the comment line that answers a bad line (row.h).  Returns the length.
 */
size_t diag_bad_reason(char *s, size_t cap, const char *tok, size_t len, const char *reason);

/* The same message for input refused and asked again (a live game): the status stays. */
void diag_refuse(const struct diag_where *at, const char *tok, size_t len, const char *reason);

/* "prog: msg" and the usage line, then exit 2. */
_Noreturn void diag_usage(const char *usage, const char *fmt, ...);

/*
 * "prog: what 'value': reason" and the usage line, then exit 2: an
 * option's value shown as diag_bad shows a token.
 */
_Noreturn void diag_usage_value(const char *usage, const char *what, const char *value, const char *fmt, ...);

/* realloc(3) for n items of size bytes; running out of memory is fatal. */
void *xreallocarray(void *p, size_t n, size_t size);

/*
 * Whether writing stdout has failed (a full disk, a closed pipe): the
 * error is kept as it was then, for the message diag_finish gives.
 */
bool diag_output_failed(void);

/* Flush stdout; a write error is an error, a closed pipe is not worth a word.  Returns the exit status. */
int diag_finish(void);

#endif
