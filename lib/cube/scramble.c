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
#include "down.h"
#include "scramble.h"
#include "writefast.h"
#include "writer.h"

struct cube_scrambler {
	struct cube_solver *s;
	/* The cubes a listed scramble length reaches (see below): a bit each. */
	uint64_t *listed;
	uint32_t *listed_before;	/* how many are listed in the words before each */
	uint64_t nlisted;
	unsigned listed_length, listed_min;
	struct cube_fast *fast;	/* the fast road; NULL where write_on writes */
};

struct cube_scrambler *
cube_scrambler_new(struct cube_solver *s)
{
	struct cube_scrambler *sc = xreallocarray(NULL, 1, sizeof(*sc));

	*sc = (struct cube_scrambler){ .s = s };
	sc->fast = cube_fast_new(s);
	return sc;
}

void
cube_scrambler_plain(struct cube_scrambler *sc)
{
	cube_fast_free(sc->fast);
	sc->fast = NULL;
}

void
cube_scrambler_free(struct cube_scrambler *sc)
{
	if (sc == NULL)
		return;
	free(sc->listed);
	free(sc->listed_before);
	cube_fast_free(sc->fast);
	free(sc);
}

bool
cube_scramble_possible(unsigned min_moves, unsigned length)
{
	return min_moves <= CUBE_GODS_NUMBER && (length == 0 || length >= min_moves);
}

/*
 * How a cube is written as a scramble.  The sequences of the length
 * asked that make the cube are many; the writer takes the easiest to
 * turn, turn by turn from the first, by the grip model below, and among
 * turns equally easy one at random.  It never returns to a cube it has
 * passed through, so no run of turns inside the scramble does nothing.
 * No run can be shortened by more than the whole scramble can: a run
 * shorter by k turns would make the whole k turns shorter too.
 */


/*
 * A cube that a sequence of turns passes through: its coordinates, its
 * entry in the solver's table of distances and its distance from solved.
 * Small enough to pass in registers.
 */
struct stop {
	unsigned perm, twist, e;
	int v;
};

/* Returns the stop's number in the solver's table. */
static inline uint32_t
number(struct stop at)
{
	return at.perm * CUBE_TWISTS + at.twist;
}

/*
 * Returns the stop that the q-th turn (1 quarter, 2 half, 3 inverse) of
 * the held face h takes `from` to.  The writer and the listing both walk
 * by it: every turn of the solver's faces (s->turn[0][k]) but those of
 * the face last turned, its quarter, half then inverse turn.
 */
static inline struct stop
turned(const struct cube_solver *s, struct stop from,
    const struct cube_held_turn *h, unsigned q)
{
	unsigned m = h->turn[q - 1];
	struct stop to = { s->permutation_turn[from.perm][m],
	    s->twist_turn[from.twist][m], 0, 0 };

	to.e = entry(s->distance, number(to));
	to.v = step(from.v, from.e, to.e);
	return to;
}

/*
 * A turn the writer may take next, the solver's index of its face, what
 * the turn costs and where it leads.
 */
struct candidate {
	struct cube_turn turn;
	unsigned k, cost;
	struct stop to;
};

/* What the writer keeps while it writes. */
struct writer {
	const struct cube_solver *s;
	struct rng *r;
	struct cube_path *p;
	unsigned length;
	/* the cubes passed through: visited[j] after j turns, in the solver's numbers */
	uint32_t visited[CUBE_PATH_MAX + 1];
};

/*
 * Puts the n candidates in a random order, every order equally likely
 * (one draw, read as a number in the factorial base), then sorts them by
 * cost, keeping that order among equals.
 */
static void
order_candidates(struct rng *r, struct candidate *c, unsigned n)
{
	uint64_t draw = rng_below(r, factorial(n));
	struct candidate t;
	unsigned i, j;

	for (i = n; i > 1; i--) {
		j = (unsigned)(draw % i);
		draw /= i;
		t = c[i - 1];
		c[i - 1] = c[j];
		c[j] = t;
	}
	for (i = 1; i < n; i++)
		for (j = i; j > 0 && c[j - 1].cost > c[j].cost; j--) {
			t = c[j];
			c[j] = c[j - 1];
			c[j - 1] = t;
		}
}

/* Whether the cube numbered i is among the first n passed through. */
static bool
visited(const struct writer *x, unsigned n, uint32_t i)
{
	unsigned j;

	for (j = 0; j < n; j++)
		if (x->visited[j] == i)
			return true;
	return false;
}

/*
 * Writes turns j + 1 .. length from the cube `from` reached after j
 * turns, the last of the solver's face k == last.  Returns whether they
 * reach solved, passing through no cube twice.
 */
static bool
write_on(struct writer *x, unsigned j, struct stop from, unsigned last)
{
	const struct cube_solver *s = x->s;
	struct candidate c[CUBE_HOME_TURNS];
	struct cube_turn before = j > 0 ? x->p->turn[j - 1] :
	    (struct cube_turn){ CUBE_FACES, 0 };
	int left = (int)(x->length - j) - 1;	/* turns left after the next */
	unsigned n = 0, k, q, i;

	for (k = 0; k < s->nfaces; k++) {
		const struct cube_held_turn *h = &s->turn[0][k];

		if (k == last)
			continue;
		for (q = 1; q <= 3; q++) {
			struct stop to = turned(s, from, h, q);
			struct cube_turn t = { h->face, (unsigned char)q };

			if (to.v > left || (left == 0) != (number(to) == 0) ||
			    visited(x, j + 1, number(to)))
				continue;
			c[n++] = (struct candidate){ t, k, grip_cost(before, t), to };
		}
	}
	order_candidates(x->r, c, n);
	for (i = 0; i < n; i++) {
		x->p->turn[j] = c[i].turn;
		if (left == 0)
			return true;
		x->visited[j + 1] = number(c[i].to);
		if (write_on(x, j + 1, c[i].to, c[i].k))
			return true;
	}
	return false;
}

/*
 * Writes the cube whose inverse is at `at`, `distance` from solved, in
 * exactly `length` turns (0: `distance`), as cube_scramble_write.
 */
static int
write_inverse_of(struct cube_scrambler *sc, struct rng *r, const struct cube_position *at,
    int distance, unsigned length, struct cube_path *p)
{
	const struct cube_solver *s = sc->s;
	struct writer x;
	struct stop from;

	if (length == 0)
		length = (unsigned)distance;
	if (length < (unsigned)distance || length > CUBE_PATH_MAX)
		return -1;
	p->n = p->length = length;
	if (length == 0)
		return distance;
	if (sc->fast != NULL)
		return cube_fast_write(sc->fast, r, at, distance, length, p) ? distance : -1;
	from = (struct stop){ at->permutation, at->twist, entry_at(s, at), distance };
	x = (struct writer){ s, r, p, length, { number(from) } };
	return write_on(&x, 0, from, CUBE_FACES) ? distance : -1;
}

void
cube_scramble_expect(struct cube_solver *s, uint64_t scrambles)
{
	if (scrambles >= CUBE_FAST_RENT_SCRAMBLES)
		cube_distances(s);
}

/*
 * The position of c's inverse in *at, and c's distance; -1 when the
 * scrambler's faces cannot make c.  The sequences that make c are the
 * solutions of its inverse.  permutation is c's permutation coordinate,
 * or -1 when not known.
 */
static int
inverse_at(struct cube_scrambler *sc, const struct cube *c, int permutation,
    struct cube_position *at, struct cube_path *p)
{
	struct cube undo;
	int distance;

	if (sc->fast != NULL && permutation >= 0) {
		cube_fast_inverse(sc->fast, c, (unsigned)permutation, at);
	} else {
		cube_inverse(c, &undo);
		cube_position(sc->s, &undo, at);
	}
	if (sc->fast != NULL && (distance = cube_fast_distance(sc->fast, at)) >= 0)
		return distance;
	cube_distances(sc->s);
	return cube_solve_at(sc->s, at, p);
}

int
cube_scramble_write(struct cube_scrambler *sc, struct rng *r, const struct cube *c,
    const struct cube_scramble_form *form, struct cube_path *p)
{
	struct cube_position at;
	int distance = inverse_at(sc, c, -1, &at, p);

	if (distance < 0)
		return -1;
	return write_inverse_of(sc, r, &at, distance, form->length, p);
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
 * Lists the cubes that `left` more turns take `from` to, the last turn's
 * face (the solver's face k == last) not turned again and the solved
 * cube not passed through (as cube_scramble_write's sequences).
 */
static void
list_reached(struct listing *x, struct stop from, unsigned left, unsigned last)
{
	const struct cube_solver *s = x->s;
	unsigned k, q;
	uint32_t i;

	for (k = 0; k < s->nfaces; k++) {
		const struct cube_held_turn *h = &s->turn[0][k];

		if (k == last)
			continue;
		for (q = 1; q <= 3; q++) {
			struct stop to = turned(s, from, h, q);

			i = number(to);
			if (left == 1) {
				if (to.v >= x->min_moves)
					x->listed[i >> 6] |= (uint64_t)1 << (i & 63);
			} else if (i != 0) {
				list_reached(x, to, left - 1, k);
			}
		}
	}
}

static void
build_listing(struct cube_scrambler *sc, unsigned min_moves, unsigned length)
{
	struct listing x = { sc->s, NULL, (int)min_moves };
	struct stop solved = { 0, 0, 0, 0 };
	size_t w;

	if (sc->listed == NULL) {
		sc->listed = xreallocarray(NULL, LISTED_WORDS, sizeof(*sc->listed));
		sc->listed_before = xreallocarray(NULL, LISTED_WORDS, sizeof(*sc->listed_before));
	}
	memset(sc->listed, 0, LISTED_WORDS * sizeof(*sc->listed));
	x.listed = sc->listed;
	list_reached(&x, solved, length, CUBE_FACES);
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

int
cube_scramble_random(struct cube_scrambler *sc, struct rng *r, unsigned min_moves,
    const struct cube_scramble_form *form, struct cube *c, struct cube_path *p)
{
	struct cube_solver *s = sc->s;
	uint64_t sequences = CUBE_HOME_TURNS;
	unsigned length = form->length, i;
	int distance;

	for (i = 1; i < length && sequences < POSITIONS; i++)
		sequences *= CUBE_HOME_TURNS - 3;
	if (length > 0 && sequences < POSITIONS) {
		cube_distances(s);
		if (sc->listed == NULL || sc->listed_length != length ||
		    sc->listed_min != min_moves)
			build_listing(sc, min_moves, length);
		/* A listed cube that only runs doing nothing reach is drawn again. */
		do {
			uint32_t at = listed_position(sc, rng_below(r, sc->nlisted));

			cube_from_coordinates(c, at / CUBE_TWISTS, at % CUBE_TWISTS);
		} while ((distance = cube_scramble_write(sc, r, c, form, p)) < 0);
		return distance;
	}
	/* The competition's rule: a state nearer solved than min_moves is drawn again. */
	for (;;) {
		uint64_t drawn = rng_below(r, POSITIONS);
		struct cube_position at;

		cube_from_coordinates(c, (unsigned)(drawn / CUBE_TWISTS),
		    (unsigned)(drawn % CUBE_TWISTS));
		distance = inverse_at(sc, c, (int)(drawn / CUBE_TWISTS), &at, p);
		if (distance >= (int)min_moves &&
		    write_inverse_of(sc, r, &at, distance, length, p) >= 0)
			return distance;
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
