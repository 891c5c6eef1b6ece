/* A growing text buffer: the formatters build lines in one, the programs write it. */
#ifndef WITS_TEXT_H
#define WITS_TEXT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct text {
	char *s;
	size_t len, cap;
};

void text_add(struct text *t, const char *s, size_t len);
void text_str(struct text *t, const char *s);
void text_char(struct text *t, char c);
void text_u64(struct text *t, uint64_t v);
/* c repeated n times */
void text_fill(struct text *t, char c, size_t n);

/* Writes the text to fp and empties it. */
void text_put(struct text *t, FILE *fp);

void text_free(struct text *t);

#endif
