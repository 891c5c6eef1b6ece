/*
 * A turn as one token of cube notation, private to lib/cube/: its face or
 * axis, its count of quarter turns and "'", the time stamp a timer writes
 * after it, and the gaps between turns.  Pure functions.
 */
#ifndef WITS_CUBE_MOVE_H
#define WITS_CUBE_MOVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cube.h"

/*
 * A turn, in quarters clockwise: of a face (what < CUBE_FACES, as U R F
 * D L B) or of the whole cube (x y z).  Quarters are 1 to 3, or 0 for a
 * count that turns the face round to where it was (R4), which turns
 * nothing.
 */
struct cube_move {
	unsigned char what, quarters;
};

/*
 * The most turns a line may stand for, its repeats counted out, and the
 * largest count of a turn: far past any scramble (cube-scramble --moves
 * writes up to a million) or alg, so only a count no one means is
 * refused; the sums of alg.c stay in 64 bits.
 */
#define CUBE_TURNS_MAX 1000000000u

static inline bool
cube_digit(char ch)
{
	return ch >= '0' && ch <= '9';
}

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

/* What a token read as a turn is: none, a turn, or a turn with a count past CUBE_TURNS_MAX. */
enum cube_turn_read { CUBE_TURN_NONE, CUBE_TURN_OK, CUBE_TURN_COUNT_PAST };

/*
 * Reads a turn written as one token into *m: U R F D L B, a wide turn
 * (Rw or r), or x y z, then nothing, "'", or a count of quarter turns
 * clockwise with perhaps a "'" before or after it that reverses them
 * ("2", "2'" and "'2" are half turns, Kociemba's "1" and "3" are U and
 * U', "4" turns the face round to where it was, quarters 0).
 */
enum cube_turn_read cube_read_turn(const char *s, size_t len, struct cube_move *m);

/*
 * Returns the length of the token at s (before end) that should be a
 * turn: a letter, perhaps "w", and its suffix of digits and primes; else
 * one character.
 */
size_t cube_turn_length(const char *s, const char *end);

/*
 * Reads a turn as cube_read_turn does; false for a token that is no turn,
 * and for one that comes to no turn at all ("R4"), which only the whole
 * notation reads (cube_read_alg).
 */
bool cube_read_move(const char *s, size_t len, struct cube_move *m);

/* c after the move m. */
void cube_apply_move(struct cube *c, struct cube_move m);

/*
 * A turn of a line counted out one by one: the turn as written, the move
 * it makes where it stands (inverted inside an inverted group and in the
 * undoing half of a bracket, and then written as its inverse), and its
 * time stamp as written (NULL when it has none), with its milliseconds
 * (of the first 19 digits) and how many digits they have.
 */
struct cube_listed_turn {
	const char *tok;
	size_t len;
	struct cube_move move;
	bool inverted;
	char inverse[3];
	const char *stamp;
	size_t stamp_len;
	uint64_t ms;
	unsigned ms_digits;
};

/*
 * Reads the time stamp of a turn from at, just after the turn: "@" and
 * the milliseconds (csTimer's), taken with the turn; or, after blanks, a
 * comment holding nothing but them, which is a gap to the reader.  Fills
 * in t's stamp (NULL when there is none) and returns where the turn and
 * its stamp end; NULL for an "@" with no milliseconds.
 */
const char *cube_read_stamp(const char *at, const char *end, struct cube_listed_turn *t);

/* t turned into its inverse, and named so. */
void cube_listed_invert(struct cube_listed_turn *t);

/* The listed turn as written, or as its inverse when it is inverted; *len its bytes. */
const char *cube_listed_text(const struct cube_listed_turn *t, size_t *len);

#endif
