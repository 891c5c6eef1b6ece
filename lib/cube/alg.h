/*
 * Move sequences as cubers write them, private to lib/cube/: a turn token,
 * and a whole line of the notation with its groups and brackets.  Pure
 * functions.
 */
#ifndef WITS_CUBE_ALG_H
#define WITS_CUBE_ALG_H

#include <stdbool.h>
#include <stddef.h>

#include "cube.h"
#include "facelets.h"

/*
 * A turn, in quarters: of a face (what < CUBE_FACES, as U R F D L B) or
 * of the whole cube (x y z).
 */
struct cube_move {
	unsigned char what, quarters;
};

/*
 * Whether ch parts turns: a blank, or a pause "." (as reconstructions
 * mark a stop to look), which turns nothing.
 */
static inline bool
cube_blank(char ch)
{
	return ch == ' ' || ch == '\t' || ch == '.';
}

/*
 * Returns the end of the gap at s: blanks, pauses, and comments as C's
 * block comments are written (a timer's time stamps among them); s when
 * there is none.  A comment that nothing closes is no gap: the reader
 * names it.
 */
const char *cube_gap(const char *s, const char *end);

/* Whether the bytes at s open a comment: a slash, then a star. */
static inline bool
cube_comment_opens(const char *s, const char *end)
{
	return end - s >= 2 && s[0] == '/' && s[1] == '*';
}

/* The bytes of a prime at s, "'" or the typographic apostrophe, or 0. */
size_t cube_prime(const char *s, size_t len);

/*
 * A turn written as one token: U R F D L B, a wide turn (Rw or r, and so
 * on), or x y z, then nothing, "'", "2", "2'" or "'2".  False for a token
 * that is no turn.
 */
bool cube_read_move(const char *s, size_t len, struct cube_move *m);

/* c after the move m. */
void cube_apply_move(struct cube *c, struct cube_move m);

/*
 * s[0 .. n), no comment, read in full as notation (turns spaced or run
 * together, groups "(A)" and brackets "[A, B]", "[A: B]", each with a
 * repeat count and "'"): 1 with *c the cube it makes of the solved one,
 * -1 with *bad naming the token to blame and why, and *first_is_no_turn
 * set when the line's first token is no turn (the line may be a state).
 */
int cube_read_alg(const char *s, size_t n, struct cube *c, struct cube_bad *bad,
    bool *first_is_no_turn);

#endif
