/*
 * The hot path of cube-solve on a file of scrambles: a line of plain
 * face turns read straight into the solver's position, two look-ups in
 * the move tables a turn, where cube_parse turns a struct cube corner by
 * corner and the solver takes its coordinates at the end (measured: 1,400
 * instructions a line of ten turns there, about 200 here).
 *
 * The coordinates keep DBL at home.  A turn of D, L or B moves it: it is
 * a turn of U, R or F and then the whole cube turned, so the cube is
 * followed as the held solvers follow it (holding.h), and the turns
 * after it are the turns of whichever face each now is.  The cube read
 * is the one cube_parse reads, which takes that whole-cube turn out at
 * the end.  Anything else is left to cube_parse, errors and all.
 */
#include <stdlib.h>

#include "../diag.h"
#include "solver.h"

/* The faces' letters as the turns below number them, U R F D L B, one more than each face. */
static const unsigned char face_of[256] = {
	['U'] = 1 + CUBE_U, ['R'] = 1 + CUBE_R, ['F'] = 1 + CUBE_F,
	['D'] = 1 + CUBE_D, ['L'] = 1 + CUBE_L, ['B'] = 1 + CUBE_B
};

static bool
blank(unsigned char ch)
{
	return ch == ' ' || ch == '\t';
}

/* How every face turns the cube held every way: built once, when first read. */
static const struct cube_held_turn (*plain_turns(struct cube_solver *s))[CUBE_FACES]
{
	static const unsigned char every_face[CUBE_FACES] = {
		CUBE_U, CUBE_R, CUBE_F, CUBE_D, CUBE_L, CUBE_B
	};

	if (s->plain_turn == NULL) {
		s->plain_turn = xreallocarray(NULL, CUBE_ROTATIONS, sizeof(*s->plain_turn));
		cube_held_turns(every_face, CUBE_FACES, s->plain_turn);
	}
	return (const struct cube_held_turn (*)[CUBE_FACES])s->plain_turn;
}

bool
cube_read_plain(struct cube_solver *s, const char *line, size_t len, struct cube_position *at)
{
	const unsigned char *c = (const unsigned char *)line, *end = c + len;
	const struct cube_held_turn (*turn)[CUBE_FACES];
	unsigned perm = 0, twist = 0, o = 0, face, q;
	bool any = false;

	/* a solver that holds the cube turned (its faces not among R, U, F) is left to cube_parse */
	if (!cube_table_exact(s) || s->rotation != 0)
		return false;
	turn = plain_turns(s);
	for (;;) {
		const struct cube_held_turn *h;

		while (c < end && blank(*c))
			c++;
		if (c == end || *c == '#')
			break;
		if ((face = face_of[*c++]) == 0)
			return false;
		q = 1;
		if (c < end && *c == '2') {
			q = 2;
			c++;
		} else if (c < end && *c == '\'') {
			q = 3;
			c++;
		}
		if (c < end && !blank(*c) && *c != '#')
			return false;
		h = &turn[o][face - 1];
		perm = s->permutation_turn[perm][h->turn[q - 1]];
		twist = s->twist_turn[twist][h->turn[q - 1]];
		o = h->next[q - 1];
		any = true;
	}
	at->permutation = (uint16_t)perm;
	at->twist = (uint16_t)twist;
	return any;
}
