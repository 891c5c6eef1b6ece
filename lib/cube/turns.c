/*
 * The hot path of cube-solve on a file of scrambles: a line of plain
 * turns of R, U and F read straight into the solver's position, two
 * look-ups in the move tables a turn, where cube_parse turns a struct
 * cube corner by corner and the solver takes its coordinates at the end
 * (measured: 1,400 instructions a line of ten turns there, 400 here).
 *
 * R, U and F are the turns that keep DBL at home, as the coordinates do.
 * A turn of D, L or B moves it, and cube_parse takes the whole-cube turn
 * that brings it back out on the side of the turns before it (the
 * colours are read again from the corner at DBL), which relabels them:
 * move tables, which follow a cube forwards, cannot.  Such a line, and
 * anything else, is left to cube_parse, errors and all.  Scramblers for
 * this cube write R, U and F alone.
 */
#include "notation.h"
#include "solver.h"

/*
 * What a byte is to the reader: R, U or F (1 + its column in the move
 * tables' order, cube_home_face), a blank, the "#" of a comment, or a
 * turn's suffix; 0 for anything else, which sends the line to cube_parse.
 * The reader makes one look-up per byte.
 */
enum { BLANK = CUBE_HOME_FACES + 1, COMMENT, HALF, PRIME };
static const unsigned char plain_byte[256] = {
	['R'] = 1, ['U'] = 2, ['F'] = 3,
	[' '] = BLANK, ['\t'] = BLANK, ['#'] = COMMENT, ['2'] = HALF, ['\''] = PRIME
};

/*
 * Reads a line of plain turns of R, U and F (the faces the coordinates
 * keep home), each with "", "'" or "2", between blanks and perhaps before
 * a "#" comment, straight into *at through the move tables, with no
 * struct cube between.  This reader is used only once the distance table is
 * built and its distances are the solver's own, and the cube is held as
 * it is read.  Returns true when taken, *at then being the position of
 * the cube cube_parse would read.  Returns false for a solver not ready
 * or for any other line (blank, comment alone, D L B turns, notation of
 * any other kind, stickers, a bad line), which cube_parse must read.
 * Inline in cube_read_line: as a call of its own it costs 25
 * instructions a line, 1% of cube-solve's.
 */
static inline bool
read_plain(struct cube_solver *s, const char *line, size_t len, struct cube_position *at)
{
	const unsigned char *c = (const unsigned char *)line, *end = c + len;
	uint16_t (*permutation_turn)[CUBE_HOME_TURNS] = s->permutation_turn;
	uint16_t (*twist_turn)[CUBE_HOME_TURNS] = s->twist_turn;
	unsigned perm = 0, twist = 0;
	bool any = false;

	/* A solver that holds the cube turned (faces not among R, U, F) is cube_parse's. */
	if (!cube_table_exact(s) || s->rotation != 0)
		return false;
	while (c < end) {
		unsigned face = plain_byte[*c], q = 1, after, m;

		if (face == BLANK) {
			c++;
			continue;
		}
		if (face == COMMENT)
			break;
		if (face == 0 || face > CUBE_HOME_FACES)
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
		m = cube_home_turn(face - 1, q);
		perm = permutation_turn[perm][m];
		twist = twist_turn[twist][m];
		any = true;
	}
	at->permutation = (uint16_t)perm;
	at->twist = (uint16_t)twist;
	return any;
}

int
cube_read_line(struct cube_solver *s, const char *line, size_t len, bool want_cube,
    struct cube_read *r, struct cube_bad *bad)
{
	r->line = line;
	r->len = len;
	r->positioned = !want_cube && read_plain(s, line, len, &r->at);
	return r->positioned ? 1 : cube_parse(line, len, &r->cube, bad);
}
