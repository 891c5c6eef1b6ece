/*
 * Scrambles.  The patent's cube, "disarranged by a random sequence of
 * rotations, ... serves as a device whose object is the restoration of
 * the original arrangement"; competitions draw the arrangement instead,
 * uniformly, draw again one solved in fewer than 4 turns, and write a
 * short sequence of R, U and F turns that makes it.
 */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "../rng.h"
#include "scramble.h"
#include "solver.h"

struct cube_scrambler {
	struct cube_solver *s;
	struct cube_f_turns f_turns;	/* for the fewest-F search */
	/* The cubes a listed scramble length reaches (see below): a bit each. */
	uint64_t *listed;
	uint32_t *listed_before;	/* how many are listed in the words before each */
	uint64_t nlisted;
	unsigned listed_length, listed_min;
};

struct cube_scrambler *
cube_scrambler_new(struct cube_solver *s)
{
	struct cube_scrambler *sc = xreallocarray(NULL, 1, sizeof(*sc));

	*sc = (struct cube_scrambler){ .s = s };
	return sc;
}

void
cube_scrambler_free(struct cube_scrambler *sc)
{
	if (sc == NULL)
		return;
	free(sc->listed);
	free(sc->listed_before);
	free(sc);
}

bool
cube_scramble_possible(unsigned min_moves, unsigned length)
{
	return min_moves <= CUBE_GODS_NUMBER && (length == 0 || length >= min_moves);
}

int
cube_scramble_for(struct cube_scrambler *sc, const struct cube *c, unsigned length,
    struct cube_path *p)
{
	struct cube_solver *s = sc->s;
	struct cube undo;
	unsigned slack, f_turns;
	int optimal;

	/* The sequences that make c are the solutions of its inverse. */
	cube_inverse(c, &undo);
	cube_distances(s);
	if (length == 0 && cube_table_exact(s))
		return cube_solve_fewest_f(s, &sc->f_turns, &undo, p);
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
build_listing(struct cube_scrambler *sc, unsigned min_moves, unsigned length)
{
	struct listing x = { sc->s, NULL, (int)min_moves };
	size_t w;

	if (sc->listed == NULL) {
		sc->listed = xreallocarray(NULL, LISTED_WORDS, sizeof(*sc->listed));
		sc->listed_before = xreallocarray(NULL, LISTED_WORDS, sizeof(*sc->listed_before));
	}
	memset(sc->listed, 0, LISTED_WORDS * sizeof(*sc->listed));
	x.listed = sc->listed;
	list_reached(&x, 0, 0, 0, 0, length, -1);
	sc->nlisted = 0;
	for (w = 0; w < LISTED_WORDS; w++) {
		sc->listed_before[w] = (uint32_t)sc->nlisted;
		sc->nlisted += bit_count(sc->listed[w]);
	}
	sc->listed_length = length;
	sc->listed_min = min_moves;
}

/* The listed position numbered n (0 .. nlisted - 1) in position order. */
static uint32_t
listed_position(const struct cube_scrambler *sc, uint64_t n)
{
	size_t lo = 0, hi = LISTED_WORDS, mid;
	uint64_t word;

	/* The last word with at most n listed before it holds it. */
	while (hi - lo > 1) {
		mid = lo + (hi - lo) / 2;
		if (sc->listed_before[mid] <= n)
			lo = mid;
		else
			hi = mid;
	}
	word = sc->listed[lo];
	for (n -= sc->listed_before[lo]; n > 0; n--)
		word &= word - 1;
	return (uint32_t)(lo * 64 + lowest_bit(word));
}

void
cube_scramble_random(struct cube_scrambler *sc, struct rng *r, unsigned min_moves,
    unsigned length, struct cube *c, struct cube_path *p)
{
	struct cube_solver *s = sc->s;
	uint64_t sequences = CUBE_HOME_TURNS;
	unsigned i;

	for (i = 1; i < length && sequences < POSITIONS; i++)
		sequences *= CUBE_HOME_TURNS - 3;
	if (length > 0 && sequences < POSITIONS) {
		uint32_t at;

		cube_distances(s);
		if (sc->listed == NULL || sc->listed_length != length ||
		    sc->listed_min != min_moves)
			build_listing(sc, min_moves, length);
		at = listed_position(sc, rng_below(r, sc->nlisted));
		cube_from_coordinates(c, at / CUBE_TWISTS, at % CUBE_TWISTS);
		cube_scramble_for(sc, c, length, p);
		return;
	}
	/* The competition's rule: a state nearer solved than min_moves is drawn again. */
	for (;;) {
		uint64_t at = rng_below(r, POSITIONS);

		cube_from_coordinates(c, (unsigned)(at / CUBE_TWISTS),
		    (unsigned)(at % CUBE_TWISTS));
		/* As short as can be, a scramble's length is the cube's distance. */
		if (length == 0 && cube_scramble_for(sc, c, 0, p) >= (int)min_moves)
			return;
		if (length > 0 && cube_solve(s, c, p) >= (int)min_moves &&
		    cube_scramble_for(sc, c, length, p) >= 0)
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
