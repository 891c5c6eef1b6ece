/*
 * A growing text buffer: the formatters build lines in one, and the
 * programs write it out.
 */
#ifndef WITS_TEXT_H
#define WITS_TEXT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "num.h"

struct text {
	char *s;
	size_t len, cap;
};

/* Makes room for `more` bytes past the end: the inline writers' rare case. */
void text_grow(struct text *t, size_t more);

/* Returns where the next `more` bytes go: write them, then add to t->len. */
static inline char *
text_room(struct text *t, size_t more)
{
	if (t->cap - t->len < more)
		text_grow(t, more);
	return t->s + t->len;
}

static inline void
text_add(struct text *t, const char *s, size_t len)
{
	if (len == 0)
		return;
	if (t->cap - t->len < len)
		text_grow(t, len);
	memcpy(t->s + t->len, s, len);
	t->len += len;
}

static inline void
text_char(struct text *t, char c)
{
	if (t->cap == t->len)
		text_grow(t, 1);
	t->s[t->len++] = c;
}

static inline void
text_u64(struct text *t, uint64_t v)
{
	if (t->cap - t->len < U64_DIGITS)
		text_grow(t, U64_DIGITS);
	t->len += num_format(t->s + t->len, v);
}

static inline void
text_str(struct text *t, const char *s)
{
	text_add(t, s, strlen(s));
}
/*
 * Appends a line as it was read, and its newline: how comment lines and
 * blank lines pass through.
 */
static inline void
text_passthrough(struct text *t, const char *s, size_t len)
{
	text_add(t, s, len);
	text_char(t, '\n');
}

/* Appends as printf(3) writes: for lines where speed does not matter. */
void text_printf(struct text *t, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/*
 * Appends s as XML character data or an attribute's value: & < > " as their
 * entities, a control byte (a label is one line) as '?', each byte that
 * is not part of a UTF-8 character XML holds as U+FFFD (the replacement
 * character); other UTF-8 as it is.
 */
void text_xml(struct text *t, const char *s, size_t len);

/* Appends c repeated n times. */
void text_fill(struct text *t, char c, size_t n);

/*
 * Writes the text to fp and empties it.  Calls diag_before_write first,
 * so that a progress line on the terminal is cleared.
 */
void text_put(struct text *t, FILE *fp);

/* Frees the buffer and leaves t empty, ready for use again. */
void text_free(struct text *t);

#endif
