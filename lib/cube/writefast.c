/*
 * The fast road of the scramble writer (see writefast.h): write_on's
 * scrambles from tables made once, and, before the solver's distance
 * table is built, from a search for the distances it needs.
 */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "../rng.h"
#include "down.h"
#include "writefast.h"
#include "writer.h"

/*
 * The fast road of the writer: write_on's turns and its draws from the
 * rng, byte for byte and draw for draw, for a solver that holds the cube
 * one way (its walks' tries, s->try_column, list the turns in write_on's
 * order).  Measured on 100,000 scrambles of 11 turns: write_on's 7,100
 * instructions a scramble down to about 4,400.  Its twin is write_on;
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
 * leads is found only when the writer goes there.  Where the scramble has
 * no slack left (v == left + 1), the candidates are the turns one nearer:
 * those whose entry is the cube's less one, mod 3; with one turn of slack
 * (v == left), every turn but those one further.
 */
enum {
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
		for (i = 0; i < factorial(n); i++, at += n)
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
				unsigned perm = layer[i] / CUBE_TWISTS;
				unsigned twist = layer[i] % CUBE_TWISTS;
				uint32_t at = (uint32_t)s->permutation_turn[perm][m] * CUBE_TWISTS +
				    s->twist_turn[twist][m];

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
	} else if (table != NULL && v == left + 1 && !again) {
		/* no slack left: the turns one nearer, whose entry is this one's less one */
		unsigned down = (e + 2) % 3;

		for (i = 0; i < tries; i++) {
			unsigned m = column[i];
			uint32_t at = (uint32_t)perm_turn[m] * CUBE_TWISTS + twist_turn[m];

			if (entry(table, at) == down)
				pick[n++] = (unsigned char)i;
		}
	} else if (table != NULL && v == left && v >= 2 && !again) {
		/* one turn of slack, 2 or more from solved: every turn but those one further */
		unsigned up = (e + 1) % 3;

		for (i = 0; i < tries; i++) {
			unsigned m = column[i];
			uint32_t at = (uint32_t)perm_turn[m] * CUBE_TWISTS + twist_turn[m];

			if (entry(table, at) != up)
				pick[n++] = (unsigned char)i;
		}
	} else if (table != NULL) {
		for (i = 0; i < tries; i++) {
			unsigned m = column[i];
			uint32_t at = (uint32_t)perm_turn[m] * CUBE_TWISTS + twist_turn[m];
			int nv = step(v, e, entry(table, at));

			/* Only the solved cube is 0 from solved: it ends the scramble. */
			if (nv > left || (nv == 0) != (left == 0) ||
			    (again && passed(x, j, at)))
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
	draw = rng_below(x->r, factorial(n));
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

struct cube_fast {
	const struct cube_solver *s;
	struct fast_tries *tries;
	uint64_t searched;	/* nodes searched before the distance table */
	unsigned char *near;	/* near_table's; NULL until the search needs it */
	uint16_t *inverse;	/* each permutation's inverse; NULL until the table's road */
};

struct cube_fast *
cube_fast_new(const struct cube_solver *s)
{
	struct cube_fast *f;

	if (s->held)
		return NULL;
	f = xreallocarray(NULL, 1, sizeof(*f));
	*f = (struct cube_fast){ .s = s, .tries = fast_tries_new(s) };
	return f;
}

void
cube_fast_free(struct cube_fast *f)
{
	if (f == NULL)
		return;
	free(f->tries);
	free(f->near);
	free(f->inverse);
	free(f);
}

int
cube_fast_distance(struct cube_fast *f, const struct cube_position *at)
{
	struct fast_writer x;
	int k;

	if (f->s->distance != NULL || f->searched >= CUBE_FAST_RENT)
		return -1;
	if (f->near == NULL)
		f->near = near_table(f->s);
	x.s = f->s;
	x.searched = &f->searched;
	x.near = f->near;
	for (k = 0; k <= CUBE_PATH_MAX; k++)
		if (within(&x, at->permutation, at->twist, k, CUBE_FACES))
			return k;
	return -1;
}

bool
cube_fast_write(struct cube_fast *f, struct rng *r, const struct cube_position *at,
    int distance, unsigned length, struct cube_path *p)
{
	const struct cube_solver *s = f->s;
	unsigned e = s->distance != NULL ? entry_at(s, at) : 0;
	struct fast_writer x;

	x.s = s;
	x.tries = f->tries;
	x.searched = &f->searched;
	x.near = f->near;
	x.r = r;
	x.p = p;
	x.length = length;
	x.slack = length - (unsigned)distance;
	x.visited[0] = (uint32_t)at->permutation * CUBE_TWISTS + at->twist;
	return write_fast(&x, 0, at->permutation, at->twist, e, distance, CUBE_FACES, 0);
}

void
cube_fast_inverse(struct cube_fast *f, const struct cube *c, unsigned permutation,
    struct cube_position *at)
{
	struct cube undo, x, y;
	unsigned i;

	cube_inverse(c, &undo);
	/* Few runs pass the distance table's price: the others leave the table unmade. */
	if (f->s->distance == NULL || f->s->rotation != 0) {
		cube_position(f->s, &undo, at);
		return;
	}
	if (f->inverse == NULL) {
		f->inverse = xreallocarray(NULL, CUBE_PERMUTATIONS, sizeof(*f->inverse));
		for (i = 0; i < CUBE_PERMUTATIONS; i++) {
			cube_from_coordinates(&x, i, 0);
			cube_inverse(&x, &y);
			f->inverse[i] = (uint16_t)cube_permutation(&y);
		}
	}
	at->permutation = f->inverse[permutation];
	at->twist = (uint16_t)cube_twist(&undo);
}
