/*
 * Diagnostics: every message in one shape, "prog: [file: ]line N:
 * 'token': reason", and the exit status the messages imply.
 */
#ifndef WITS_DIAG_H
#define WITS_DIAG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

enum {
	/* a bad line, an unreadable file, a failed write */
	EXIT_BAD_DATA = 1,
	EXIT_USAGE = 2
};

/*
 * Where a bad line stands: its file (NULL when no operand named one) and
 * its number.
 */
struct diag_where {
	const char *file;
	unsigned long long line;
};

/* Takes the program's name, which starts every message, from argv[0]. */
void diag_init(const char *argv0);

/* Returns the program's name ("wits" before diag_init). */
const char *diag_prog(void);

/*
 * Sets the function called before the shared layer writes to stdout or
 * stderr (a message, text_put): the progress line, a module above this
 * one, sets it to clear itself from the terminal first.  NULL calls none.
 */
void diag_set_before_write(void (*before)(FILE *fp));

/* Calls the function set by diag_set_before_write, if any. */
void diag_before_write(FILE *fp);

/*
 * Writes "prog: msg" on stderr, and makes the exit status 1; a format
 * ending in ':' appends the system error.  What fills the format in (a
 * file name, an option's value) is shown with the bytes a terminal would
 * act on escaped.
 */
void diag_warn(const char *fmt, ...);

/* Writes the message as diag_warn does, then exits with status 1. */
_Noreturn void diag_fatal(const char *fmt, ...);

/*
 * Writes "prog: [file: ]line N: 'token': reason" on stderr, the token
 * shown escaped and cut short, and makes the exit status 1.
 */
void diag_bad(const struct diag_where *at, const char *tok, size_t len,
    const char *reason);

/*
 * Writes "'token': reason", as diag_bad shows them, into s (at most cap
 * bytes, no NUL), for the comment line that answers a bad line (row.h).
 * Returns the length written.
 */
size_t diag_bad_reason(char *s, size_t cap, const char *tok, size_t len,
    const char *reason);

/*
 * Writes diag_bad's message for input that is refused and asked for
 * again (a live game), and leaves the exit status as it was.
 */
void diag_refuse(const struct diag_where *at, const char *tok, size_t len,
    const char *reason);

/* Writes "prog: msg" (when fmt is not NULL) and the usage line; exits 2. */
_Noreturn void diag_usage(const char *usage, const char *fmt, ...);

/*
 * Writes "prog: what 'value': reason" and the usage line, then exits 2:
 * an option's value is shown as diag_bad shows a token.
 */
_Noreturn void diag_usage_value(const char *usage, const char *what,
    const char *value, const char *fmt, ...);

/*
 * Returns realloc(3) of p for n items of size bytes.  Running out of
 * memory, or a size past SIZE_MAX, is fatal.
 */
void *xreallocarray(void *p, size_t n, size_t size);

/* Returns n zeroed items of size bytes, as xreallocarray allocates them. */
void *xcallocarray(size_t n, size_t size);

/*
 * Returns whether writing stdout has failed (a full disk, a closed pipe).
 * The error is kept as it was then, for the message diag_finish gives.
 */
bool diag_output_failed(void);

/*
 * Flushes stdout and returns the exit status: 1 after any error message
 * or a failed write (reported, except a closed pipe, which is not worth
 * a word), else 0.
 */
int diag_finish(void);

#endif
