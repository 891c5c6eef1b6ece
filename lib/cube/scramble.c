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

struct cube_scrambler {
	struct cube_solver *s;
	/* The cubes a listed scramble length reaches (see below): a bit each. */
	uint64_t *listed;
	uint32_t *listed_before;	/* how many are listed in the words before each */
	uint64_t nlisted;
	unsigned listed_length, listed_min;
	/* The fast writer's tables; NULL where the plain writer writes. */
	struct fast_tries *tries;
	uint64_t searched;	/* the fast road's search nodes before the distance table */
	unsigned char *near;	/* see near_table; NULL until the search needs it */
};

static struct fast_tries *fast_tries_new(const struct cube_solver *s);

struct cube_scrambler *
cube_scrambler_new(struct cube_solver *s)
{
	struct cube_scrambler *sc = xreallocarray(NULL, 1, sizeof(*sc));

	*sc = (struct cube_scrambler){ .s = s };
	if (!s->held)
		sc->tries = fast_tries_new(s);
	return sc;
}

void
cube_scrambler_plain(struct cube_scrambler *sc)
{
	free(sc->tries);
	sc->tries = NULL;
}

void
cube_scrambler_free(struct cube_scrambler *sc)
{
	if (sc == NULL)
		return;
	free(sc->listed);
	free(sc->listed_before);
	free(sc->tries);
	free(sc->near);
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
static unsigned
grip_cost(struct cube_turn before, struct cube_turn t)
{
	bool f = t.face == CUBE_F, half = t.quarters == 2;
	bool f_before = before.face == CUBE_F, half_before = before.quarters == 2;

	return (f ? 3 : 1) + half + ((f && half_before) || (half && f_before));
}

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

static const uint32_t factorial[CUBE_HOME_TURNS + 1] = {
	1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880
};

/*
 * Puts the n candidates in a random order, every order equally likely
 * (one draw, read as a number in the factorial base), then sorts them by
 * cost, keeping that order among equals.
 */
static void
order_candidates(struct rng *r, struct candidate *c, unsigned n)
{
	uint64_t draw = rng_below(r, factorial[n]);
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
 * The fast road of the writer: write_on's turns and its draws from the
 * rng, byte for byte and draw for draw, for a solver that holds the cube
 * one way (its walks' tries, s->try_column, list the turns in write_on's
 * order).  Measured on 100,000 scrambles of 11 turns: write_on's 7,100
 * instructions a scramble down to about 4,700.  Its twin is write_on;
 * libtest's "scramble-roads" holds the two together.
 *
 * Before the solver's distance table is built (233 million instructions,
 * a hundred times the solver's start), it searches for the distances it
 * needs instead (within, down to the cubes near solved that near_table
 * lists), at some 140,000 instructions a scramble; when that has cost as
 * much as the table (RENT), or the batch is known to be large enough to
 * (cube_scramble_expect), the table is built and read from then on.
 * Either way each distance is exact, so the scrambles are the same.
 *
 * It takes these short cuts.  The turns a cube may take next, their
 * faces and what each costs after each kind of turn before it are tables
 * made once (struct fast_tries), and so is the shuffle of up to SHUFFLED
 * candidates for each draw.  The candidates are kept as the indices of
 * their turns, and taken in order one at a time, the cheapest first and
 * among equals the first in the shuffle (what order_candidates's sort
 * puts first), as the writer goes on to them.
 *
 * And it rules out a turn only where a turn could be ruled out.  A turn
 * changes the distance by one at most, so from a cube v from solved with
 * `left` turns to go after the next, 1 <= v - 1 and v + 1 <= left rule
 * out none by their distance.  A cube passed through at turn i comes
 * again at turn j + 1 only if j + 1 - i >= 3 (a turn is never the
 * identity, and a turn and its inverse are of one face) and j + 1 - i <=
 * slack, the scramble's length less the root's distance d: the cube of
 * turn i is d - i or more from solved, and a turn to it at j + 1 is taken
 * only when that is at most left = length - j - 1.  Where neither rules a
 * turn out, every turn of the table is a candidate, and where each one
 * leads is found only when the writer goes there.
 */
enum {
	/*
	 * Search nodes worth one build of the distance table, as search.c
	 * rents before it buys: measured, about 335 instructions a node
	 * searched (400 nodes a scramble of 11 turns) against 233 million
	 * for the table, so some 1,700 scrambles.
	 */
	RENT = 700000, RENT_SCRAMBLES = 1700,
	NEAR = 6, FAR = 0xff,	/* near_table's depth, and its entry for the cubes beyond */
	GRIPS = 4,	/* the turn before: F or not, a half turn or not */
	SHUFFLED = 6	/* 720 orders of 6: every turn of two faces */
};

struct fast_tries {
	struct cube_turn turn[CUBE_FACES + 1][CUBE_HOME_TURNS];
	unsigned char face[CUBE_FACES + 1][CUBE_HOME_TURNS];	/* the solver's k */
	unsigned char cost[GRIPS][CUBE_FACES + 1][CUBE_HOME_TURNS];
	/*
	 * order_candidates's shuffle of n <= SHUFFLED candidates for each
	 * draw, as the place each candidate takes
	 */
	unsigned char *place[SHUFFLED + 1];
	unsigned char places[SHUFFLED * 720 + 5 * 120 + 4 * 24 + 3 * 6 + 2 * 2 + 1];
};

struct fast_writer {
	const struct cube_solver *s;
	const struct fast_tries *tries;
	uint64_t *searched;	/* nodes searched, while there is no distance table */
	const unsigned char *near;	/* and the cubes near solved (near_table) */
	struct rng *r;
	struct cube_path *p;
	unsigned length, slack;
	uint32_t visited[CUBE_PATH_MAX + 1];
};

/* Returns the kind of turn t is for grip_cost's regrips: 0 .. GRIPS - 1. */
static unsigned
grip(struct cube_turn t)
{
	return (t.face == CUBE_F) | (t.quarters == 2) << 1;
}

/*
 * Sets place[c] to the place order_candidates's shuffle for the draw
 * gives candidate c of n.
 */
static void
shuffle_places(uint64_t draw, unsigned char *place, unsigned n)
{
	unsigned char order[CUBE_HOME_TURNS], t;
	unsigned i, j;

	for (i = 0; i < n; i++)
		order[i] = (unsigned char)i;
	for (i = n; i > 1; i--) {
		j = (unsigned)(draw % i);
		draw /= i;
		t = order[i - 1];
		order[i - 1] = order[j];
		order[j] = t;
	}
	for (i = 0; i < n; i++)
		place[order[i]] = (unsigned char)i;
}

static struct fast_tries *
fast_tries_new(const struct cube_solver *s)
{
	static const struct cube_turn kind[GRIPS] = {
		{ CUBE_R, 1 }, { CUBE_F, 1 }, { CUBE_R, 2 }, { CUBE_F, 2 }
	};
	struct fast_tries *f = xreallocarray(NULL, 1, sizeof(*f));
	unsigned char *at = f->places;
	unsigned last, i, g, n;

	for (last = 0; last <= CUBE_FACES; last++)
		for (i = 0; i < s->ntries[last]; i++) {
			unsigned code = s->try_turn[last][i];
			struct cube_turn t = { s->turn[0][code >> 2].face,
			    (unsigned char)(code & 3) };

			f->turn[last][i] = t;
			f->face[last][i] = (unsigned char)(code >> 2);
			for (g = 0; g < GRIPS; g++)
				f->cost[g][last][i] = (unsigned char)grip_cost(kind[g], t);
		}
	for (n = 0; n <= SHUFFLED; n++) {
		f->place[n] = at;
		for (i = 0; i < factorial[n]; i++, at += n)
			shuffle_places(i, at, n);
	}
	return f;
}

/*
 * Whether the cube (perm, twist) is at most k turns from solved, for the
 * fast road before the distance table is built: read from the table of
 * the cubes near solved (x->near), or by a depth-first search down to
 * them bounded by the permutation's and the twist's own distances.  Each
 * cube searched from counts one in *x->searched.
 */
static bool
within(const struct fast_writer *x, unsigned perm, unsigned twist, int k, unsigned last)
{
	const struct cube_solver *s = x->s;
	const uint16_t *perm_turn = s->permutation_turn[perm], *twist_turn = s->twist_turn[twist];
	const unsigned char *column = s->try_column[last], *code = s->try_turn[last];
	unsigned d = x->near[perm * CUBE_TWISTS + twist], i;

	if (d != FAR)
		return (int)d <= k;
	if (k <= NEAR || s->permutation_distance[perm] > k || s->twist_distance[twist] > k)
		return false;
	++*x->searched;
	/* a face turned twice running is one turn of it, or none: the search turns it once */
	for (i = 0; i < s->ntries[last]; i++)
		if (within(x, perm_turn[column[i]], twist_turn[column[i]], k - 1, code[i] >> 2))
			return true;
	return false;
}

/*
 * The cubes at most NEAR turns from solved, by breadth-first search: a
 * byte a position, its distance, or FAR.  Built once, for the fast road
 * before the distance table: NEAR = 6 reaches 62,360 cubes, and a search
 * for a cube's distance then stops 6 turns short of solved.
 */
static unsigned char *
near_table(const struct cube_solver *s)
{
	unsigned char *near = xreallocarray(NULL, POSITIONS, 1);
	uint32_t *layer = xreallocarray(NULL, 1, sizeof(*layer)), *next = NULL, *swap;
	size_t n = 1, nnext, room = 0, i, k;
	unsigned d;

	memset(near, FAR, POSITIONS);
	near[0] = 0;
	layer[0] = 0;
	for (d = 0; d < NEAR; d++) {
		for (nnext = 0, i = 0; i < n; i++)
			for (k = 0; k < s->ntries[CUBE_FACES]; k++) {
				unsigned m = s->try_column[CUBE_FACES][k];
				uint32_t at = (uint32_t)s->permutation_turn[layer[i] / CUBE_TWISTS][m] *
				    CUBE_TWISTS + s->twist_turn[layer[i] % CUBE_TWISTS][m];

				if (near[at] != FAR)
					continue;
				near[at] = (unsigned char)(d + 1);
				if (nnext == room) {
					room = room * 2 + 64;
					next = xreallocarray(next, room, sizeof(*next));
				}
				next[nnext++] = at;
			}
		swap = layer;
		layer = next;
		next = swap;
		n = nnext;
		room = 0;
		free(next);
		next = NULL;
	}
	free(layer);
	return near;
}

/*
 * The distance of the cube numbered at, a turn from a cube v from solved:
 * read from the table by its entry *e (the neighbour's entry on entry),
 * or searched for while there is none.
 */
static inline int
distance_next(const struct fast_writer *x, uint32_t at, int v, unsigned *e)
{
	unsigned from = *e;

	if (x->s->distance != NULL) {
		*e = entry(x->s->distance, at);
		return step(v, from, *e);
	}
	if (within(x, at / CUBE_TWISTS, at % CUBE_TWISTS, v - 1, CUBE_FACES))
		return v - 1;
	return within(x, at / CUBE_TWISTS, at % CUBE_TWISTS, v, CUBE_FACES) ? v : v + 1;
}

/*
 * Whether the cube numbered at is one the scramble passed through that a
 * turn after turn j may come back to (see the fast road's comment).
 */
static inline bool
passed(const struct fast_writer *x, unsigned j, uint32_t at)
{
	unsigned i;

	for (i = j + 1 > x->slack ? j + 1 - x->slack : 0; i + 2 <= j; i++)
		if (x->visited[i] == at)
			return true;
	return false;
}

/*
 * Writes turns j + 1 .. length as write_on does, from the cube (perm,
 * twist), entry e and distance v, the last turn of the solver's face
 * k == last (CUBE_FACES: none yet), after a turn of kind g (grip; the
 * first turn, with none before, as a quarter turn of R or U).
 */
static bool
write_fast(struct fast_writer *x, unsigned j, unsigned perm, unsigned twist, unsigned e,
    int v, unsigned last, unsigned g)
{
	const struct cube_solver *s = x->s;
	const uint64_t *table = s->distance;
	const uint16_t *perm_turn = s->permutation_turn[perm], *twist_turn = s->twist_turn[twist];
	const unsigned char *column = s->try_column[last];
	const unsigned char *cost = x->tries->cost[g][last];
	unsigned tries = s->ntries[last];
	int left = (int)(x->length - j) - 1;	/* turns left after the next */
	/* a cube passed through that might come again: turns j + 1 - slack .. j - 2 */
	bool again = x->slack >= 3 && j >= 2;
	unsigned char pick[CUBE_HOME_TURNS], key[CUBE_HOME_TURNS], place[CUBE_HOME_TURNS];
	const unsigned char *placed = place;
	unsigned n = 0, i;
	uint64_t draw;

	if (v - 1 >= 1 && v + 1 <= left && !again) {
		for (n = 0; n < tries; n++)
			pick[n] = (unsigned char)n;
	} else if (table != NULL) {
		for (i = 0; i < tries; i++) {
			unsigned m = column[i];
			uint32_t at = (uint32_t)perm_turn[m] * CUBE_TWISTS + twist_turn[m];
			int nv = step(v, e, entry(table, at));

			/* Only the solved cube is 0 from solved: it ends the scramble and nothing else. */
			if (nv > left || (nv == 0) != (left == 0) || (again && passed(x, j, at)))
				continue;
			pick[n++] = (unsigned char)i;
		}
	} else {
		for (i = 0; i < tries; i++) {
			unsigned m = column[i];
			uint32_t at = (uint32_t)perm_turn[m] * CUBE_TWISTS + twist_turn[m];

			if ((at == 0) != (left == 0) || v - 1 > left || (v + 1 > left &&
			    !within(x, perm_turn[m], twist_turn[m], left, CUBE_FACES)) ||
			    (again && passed(x, j, at)))
				continue;
			pick[n++] = (unsigned char)i;
		}
	}
	draw = rng_below(x->r, factorial[n]);
	if (n <= SHUFFLED)
		placed = x->tries->place[n] + draw * n;
	else
		shuffle_places(draw, place, n);
	/* order_candidates's sort: by cost, then by place in the shuffle */
	for (i = 0; i < n; i++)
		key[i] = (unsigned char)(cost[pick[i]] << 4 | placed[i]);
	for (;;) {
		unsigned c = 0, m, ne;
		int nv;
		uint32_t at;
		struct cube_turn turn;

		for (i = 1; i < n; i++)
			if (key[i] < key[c])
				c = i;
		if (n == 0 || key[c] == 0xff)
			return false;
		key[c] = 0xff;
		turn = x->tries->turn[last][pick[c]];
		x->p->turn[j] = turn;
		if (left == 0)
			return true;
		m = column[pick[c]];
		at = (uint32_t)perm_turn[m] * CUBE_TWISTS + twist_turn[m];
		x->visited[j + 1] = at;
		ne = e;
		nv = distance_next(x, at, v, &ne);
		if (write_fast(x, j + 1, perm_turn[m], twist_turn[m], ne, nv,
		    x->tries->face[last][pick[c]], grip(turn)))
			return true;
	}
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
	struct stop from = { at->permutation, at->twist,
	    s->distance != NULL ? entry_at(s, at) : 0, distance };
	struct writer x;
	struct fast_writer f;

	if (length == 0)
		length = (unsigned)distance;
	if (length < (unsigned)distance || length > CUBE_PATH_MAX)
		return -1;
	p->n = p->length = length;
	if (length == 0)
		return distance;
	if (sc->tries == NULL) {
		x = (struct writer){ s, r, p, length, { number(from) } };
		return write_on(&x, 0, from, CUBE_FACES) ? distance : -1;
	}
	f.s = s;
	f.tries = sc->tries;
	f.searched = &sc->searched;
	f.near = sc->near;
	f.r = r;
	f.p = p;
	f.length = length;
	f.slack = length - (unsigned)distance;
	f.visited[0] = number(from);
	return write_fast(&f, 0, from.perm, from.twist, from.e, distance, CUBE_FACES, 0) ?
	    distance : -1;
}

void
cube_scramble_expect(struct cube_solver *s, uint64_t scrambles)
{
	if (scrambles >= RENT_SCRAMBLES)
		cube_distances(s);
}

/*
 * The position of c's inverse in *at, and c's distance; -1 when the
 * scrambler's faces cannot make c.  The sequences that make c are the
 * solutions of its inverse.
 */
static int
inverse_at(struct cube_scrambler *sc, const struct cube *c, struct cube_position *at,
    struct cube_path *p)
{
	struct cube undo;

	cube_inverse(c, &undo);
	cube_position(sc->s, &undo, at);
	if (sc->tries != NULL && sc->s->distance == NULL && sc->searched < RENT) {
		struct fast_writer x = { .s = sc->s, .searched = &sc->searched };
		int k;

		if (sc->near == NULL)
			sc->near = near_table(sc->s);
		x.near = sc->near;
		for (k = 0; k <= CUBE_PATH_MAX; k++)
			if (within(&x, at->permutation, at->twist, k, CUBE_FACES))
				return k;
		return -1;
	}
	cube_distances(sc->s);
	return cube_solve_at(sc->s, at, p);
}

int
cube_scramble_write(struct cube_scrambler *sc, struct rng *r, const struct cube *c,
    const struct cube_scramble_form *form, struct cube_path *p)
{
	struct cube_position at;
	int distance = inverse_at(sc, c, &at, p);

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
		distance = inverse_at(sc, c, &at, p);
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
