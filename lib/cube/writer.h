/*
 * What the scramble writer's two roads share (private to lib/cube/): the
 * grip model that orders the turns, and the count of the orders a draw
 * picks among.  scramble.c's write_on is the plain road, writefast.c's
 * cube_fast_write the fast one.
 */
#ifndef WITS_CUBE_WRITER_H
#define WITS_CUBE_WRITER_H

#include <stdbool.h>
#include <stdint.h>

#include "cube.h"

/*
 * The grip model: what a turn costs a cuber holding the cube with the
 * thumbs in front, after the costs speedcubers give finger tricks (the
 * man page states it).  A quarter turn of
 * R or U is a flick of one finger (1); F needs the index finger brought
 * round the front or a regrip (3); a half turn costs one more than its
 * quarter turn; and a turn of F right after a half turn, or a half turn
 * right after F, one more for the regrip between them.  R and U, and
 * each turn and its inverse, cost alike, so that a mirror of the cube
 * that exchanges R and U keeps every cost.
 */
static inline unsigned
grip_cost(struct cube_turn before, struct cube_turn t)
{
	bool f = t.face == CUBE_F, half = t.quarters == 2;
	bool f_before = before.face == CUBE_F, half_before = before.quarters == 2;

	return (f ? 3 : 1) + half + ((f && half_before) || (half && f_before));
}

/* Returns n! for n <= CUBE_HOME_TURNS: the orders of n candidates, each drawn alike. */
static inline uint32_t
factorial(unsigned n)
{
	static const uint32_t f[CUBE_HOME_TURNS + 1] = {
		1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880
	};

	return f[n];
}

#endif
