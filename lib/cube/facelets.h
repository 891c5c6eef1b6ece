/*
 * Facelet strings: a cube read from its 24 stickers, in any six symbols
 * and held any way round, checked to be a cube that turning can make, and
 * when it is not, the corner to blame.  Pure functions.  struct cube_bad
 * is public (cube_parse reports with it); the rest serves lib/cube/.
 */
#ifndef WITS_CUBE_FACELETS_H
#define WITS_CUBE_FACELETS_H

#include <stddef.h>

#include "cube.h"

/* Where a line failed to parse, and why. */
struct cube_bad {
	const char *tok;
	size_t len;
	char reason[128];
};

void cube_bad_at(struct cube_bad *bad, const char *tok, size_t len, const char *reason);

/* A word of a line: bytes that are no blank. */
struct cube_word {
	const char *s;
	size_t len;
};

/*
 * The cube whose stickers the words show: one word of 24, or six words of
 * four (a face each), a printable character (ASCII or UTF-8) for each
 * sticker.  Returns 1, or -1 with *bad saying why not (bad->tok spans
 * the words).
 */
int cube_read_facelets(const struct cube_word *word, int nwords, struct cube *c,
    struct cube_bad *bad);

/*
 * c held again with DBL at home, after a whole-cube turn or a turn of D,
 * L or B took it away: the corner now at DBL names the colours.
 */
void cube_home(struct cube *c);

#endif
