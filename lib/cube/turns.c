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
#include "../diag.h"
#include "solver.h"

/*
 * What a byte is to the reader: a face's letter (1 + the face, U R F D L
 * B), a blank, the "#" of a comment, or a turn's suffix; 0 for anything
 * else, which sends the line to cube_parse.  One look-up a byte.
 */
enum { BLANK = CUBE_FACES + 1, COMMENT, HALF, PRIME };
static const unsigned char plain_byte[256] = {
	['U'] = 1 + CUBE_U, ['R'] = 1 + CUBE_R, ['F'] = 1 + CUBE_F,
	['D'] = 1 + CUBE_D, ['L'] = 1 + CUBE_L, ['B'] = 1 + CUBE_B,
	[' '] = BLANK, ['\t'] = BLANK, ['#'] = COMMENT, ['2'] = HALF, ['\''] = PRIME
};

/* The solver's plain steps (solver.h), built once, when first read. */
static const struct cube_plain_step (*plain_steps(struct cube_solver *s))[CUBE_FACES][4]
{
	static const unsigned char every_face[CUBE_FACES] = {
		CUBE_U, CUBE_R, CUBE_F, CUBE_D, CUBE_L, CUBE_B
	};
	struct cube_held_turn held[CUBE_ROTATIONS][CUBE_FACES];
	unsigned o, f, q;

	if (s->plain_step == NULL) {
		s->plain_step = xreallocarray(NULL, CUBE_ROTATIONS, sizeof(*s->plain_step));
		cube_held_turns(every_face, CUBE_FACES, held);
		for (o = 0; o < CUBE_ROTATIONS; o++)
			for (f = 0; f < CUBE_FACES; f++)
				for (q = 1; q <= 3; q++)
					s->plain_step[o][f][q] = (struct cube_plain_step){
						held[o][f].turn[q - 1], held[o][f].next[q - 1] };
	}
	return (const struct cube_plain_step (*)[CUBE_FACES][4])s->plain_step;
}

bool
cube_read_plain(struct cube_solver *s, const char *line, size_t len, struct cube_position *at)
{
	const unsigned char *c = (const unsigned char *)line, *end = c + len;
	const struct cube_plain_step (*step)[CUBE_FACES][4];
	uint16_t (*permutation_turn)[CUBE_HOME_TURNS] = s->permutation_turn;
	uint16_t (*twist_turn)[CUBE_HOME_TURNS] = s->twist_turn;
	unsigned perm = 0, twist = 0, o = 0;
	bool any = false;

	/* a solver that holds the cube turned (its faces not among R, U, F) is left to cube_parse */
	if (!cube_table_exact(s) || s->rotation != 0)
		return false;
	step = plain_steps(s);
	while (c < end) {
		unsigned face = plain_byte[*c], q = 1, after;
		struct cube_plain_step t;

		if (face == BLANK) {
			c++;
			continue;
		}
		if (face == COMMENT)
			break;
		if (face == 0 || face > CUBE_FACES)
			return false;
		/*
		 * A suffix, then a blank (taken with the turn, saving a pass of
		 * the loop), a comment or the end (as a comment, stopping it).
		 */
		after = ++c < end ? plain_byte[*c] : COMMENT;
		if (after == HALF || after == PRIME) {
			q = after == HALF ? 2 : 3;
			after = ++c < end ? plain_byte[*c] : COMMENT;
		}
		if (after == BLANK)
			c++;
		else if (after != COMMENT)
			return false;
		t = step[o][face - 1][q];
		perm = permutation_turn[perm][t.turn];
		twist = twist_turn[twist][t.turn];
		o = t.next;
		any = true;
	}
	at->permutation = (uint16_t)perm;
	at->twist = (uint16_t)twist;
	return any;
}
