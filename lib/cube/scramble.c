/*
 * Scrambles.  The patent's cube, "disarranged by a random sequence of
 * rotations, ... serves as a device whose object is the restoration of
 * the original arrangement"; competitions draw the arrangement instead,
 * uniformly, draw again one solved in fewer than 4 turns, and write a
 * short sequence of R, U and F turns that makes it.
 */
#include <string.h>

#include "../diag.h"
#include "../rng.h"
#include "scramble.h"
#include "solver.h"

bool
cube_scramble_possible(unsigned min_moves, unsigned length)
{
	return min_moves <= CUBE_GODS_NUMBER && (length == 0 || length >= min_moves);
}

int
cube_scramble_for(struct cube_solver *s, const struct cube *c, unsigned length,
    struct cube_path *p)
{
	struct cube undo;
	unsigned slack, f_turns;
	int optimal;

	/* The sequences that make c are the solutions of its inverse. */
	cube_inverse(c, &undo);
	cube_distances(s);
	if (length == 0 && cube_table_exact(s))
		return cube_solve_fewest_f(s, &undo, p);
	optimal = cube_search(s, &undo, 0, -1, -1, cube_keep_first, p);
	if (optimal < 0 || (length != 0 && length < (unsigned)optimal))
		return -1;
	if (length == 0)
		length = (unsigned)optimal;
	slack = length - (unsigned)optimal;
	/* The first with the fewest F turns is the first of those with at most that many. */
	for (f_turns = 0; f_turns <= length; f_turns++)
		if (cube_search(s, &undo, slack, (int)slack, (int)f_turns, cube_keep_first, p) >= 0)
			return (int)length;
	return -1;
}

/*
 * Random-state scrambles of a fixed length.  While the sequences of that
 * length are fewer than the positions, listing the cubes they reach costs
 * less than one pass over the positions, and a cube is drawn from the list
 * directly; longer ones reach most cubes (four in five at 9 turns), and a
 * cube drawn from all of them is drawn again until it qualifies, as is a
 * scramble of any length.
 */

enum { LISTED_WORDS = (POSITIONS + 63) / 64 };

struct listing {
	const struct cube_solver *s;
	uint64_t *listed;
	int min_moves;
};

/*
 * Lists the cubes that `left` more turns take (perm, twist) to, v turns
 * from solved, e its entry, the last turn's face not turned again and the
 * solved cube not passed through (as cube_scramble_for's sequences).
 */
static void
list_reached(struct listing *x, unsigned perm, unsigned twist, int v, unsigned e, unsigned left,
    int last)
{
	const struct cube_solver *s = x->s;
	unsigned k, q;

	for (k = 0; k < s->nfaces; k++) {
		const struct cube_held_turn *h = &s->turn[0][k];
		unsigned f = h->face;

		if ((int)f == last)
			continue;
		for (q = 1; q <= 3; q++) {
			unsigned m = h->turn[q - 1];
			unsigned np = s->permutation_turn[perm][m], nt = s->twist_turn[twist][m];
			uint32_t i = np * CUBE_TWISTS + nt;
			unsigned ne = entry(s->distance, i);
			int nv = step(v, e, ne);

			if (left == 1) {
				if (nv >= x->min_moves)
					x->listed[i >> 6] |= (uint64_t)1 << (i & 63);
			} else if (i != 0) {
				list_reached(x, np, nt, nv, ne, left - 1, (int)f);
			}
		}
	}
}

static void
build_listing(struct cube_solver *s, unsigned min_moves, unsigned length)
{
	struct listing x = { s, NULL, (int)min_moves };
	size_t w;

	if (s->listed == NULL) {
		s->listed = xreallocarray(NULL, LISTED_WORDS, sizeof(*s->listed));
		s->listed_before = xreallocarray(NULL, LISTED_WORDS, sizeof(*s->listed_before));
	}
	memset(s->listed, 0, LISTED_WORDS * sizeof(*s->listed));
	x.listed = s->listed;
	list_reached(&x, 0, 0, 0, 0, length, -1);
	s->nlisted = 0;
	for (w = 0; w < LISTED_WORDS; w++) {
		s->listed_before[w] = (uint32_t)s->nlisted;
		s->nlisted += bit_count(s->listed[w]);
	}
	s->listed_length = length;
	s->listed_min = min_moves;
}

/* The listed position numbered n (0 .. nlisted - 1) in position order. */
static uint32_t
listed_position(const struct cube_solver *s, uint64_t n)
{
	size_t lo = 0, hi = LISTED_WORDS, mid;
	uint64_t word;

	/* The last word with at most n listed before it holds it. */
	while (hi - lo > 1) {
		mid = lo + (hi - lo) / 2;
		if (s->listed_before[mid] <= n)
			lo = mid;
		else
			hi = mid;
	}
	word = s->listed[lo];
	for (n -= s->listed_before[lo]; n > 0; n--)
		word &= word - 1;
	return (uint32_t)(lo * 64 + lowest_bit(word));
}

void
cube_scramble_random(struct cube_solver *s, struct rng *r, unsigned min_moves, unsigned length,
    struct cube *c, struct cube_path *p)
{
	uint64_t sequences = CUBE_HOME_TURNS;
	unsigned i;

	for (i = 1; i < length && sequences < POSITIONS; i++)
		sequences *= CUBE_HOME_TURNS - 3;
	if (length > 0 && sequences < POSITIONS) {
		uint32_t at;

		cube_distances(s);
		if (s->listed == NULL || s->listed_length != length || s->listed_min != min_moves)
			build_listing(s, min_moves, length);
		at = listed_position(s, rng_below(r, s->nlisted));
		cube_from_coordinates(c, at / CUBE_TWISTS, at % CUBE_TWISTS);
		cube_scramble_for(s, c, length, p);
		return;
	}
	/* The competition's rule: a state nearer solved than min_moves is drawn again. */
	for (;;) {
		uint64_t at = rng_below(r, POSITIONS);

		cube_from_coordinates(c, (unsigned)(at / CUBE_TWISTS), (unsigned)(at % CUBE_TWISTS));
		/* as short as can be: its length is the cube's distance */
		if (length == 0 ? cube_scramble_for(s, c, 0, p) >= (int)min_moves :
		    cube_solve(s, c, p) >= (int)min_moves && cube_scramble_for(s, c, length, p) >= 0)
			return;
	}
}

/* A turn of R, U or F drawn uniformly, of a face other than last_face (-1: any). */
static struct cube_turn
random_turn(struct rng *r, int last_face)
{
	unsigned i = (unsigned)rng_below(r, last_face < 0 ? CUBE_HOME_TURNS : CUBE_HOME_TURNS - 3);
	unsigned f = i / 3;

	/* Skip the last face: the faces after it move down one. */
	if (last_face >= 0) {
		unsigned skip;

		for (skip = 0; cube_home_face[skip] != last_face; skip++)
			;
		f += f >= skip;
	}
	return (struct cube_turn){ cube_home_face[f], (unsigned char)(i % 3 + 1) };
}

void
cube_scramble_moves(struct rng *r, struct cube_turn *turn, size_t n, struct cube *c)
{
	int last = -1;
	size_t i;

	*c = cube_solved;
	for (i = 0; i < n; i++) {
		turn[i] = random_turn(r, last);
		cube_turn(c, turn[i]);
		last = turn[i].face;
	}
}
