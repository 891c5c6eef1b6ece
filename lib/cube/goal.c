/*
 * The first face and the first layer (goal.h).  Only the four corners
 * that carry a colour matter to its goal, and of each only where its
 * sticker of that colour is: a place, one of the 24 (a corner position
 * and which of its three stickers, cube_corner_facelet), which a turn
 * moves by a table of 24 entries.  The four places, one on each of four
 * positions, are an arrangement: 24 * 21 * 18 * 15 of them, each with its
 * distance from the goal in a table found by breadth-first search from
 * the arrangements that are the goal.  Solutions are searches down it,
 * each turn followed only while its arrangement can still make the goal
 * in the turns left, which with exact distances wastes nothing.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "goal.h"

enum {
	PLACES = CUBE_CORNERS * 3,
	ARRANGEMENTS = 24 * 21 * 18 * 15,
	/*
	 * An arrangement's entry: its distance in the low four bits, and in
	 * the half-turn metric the first turn down from it in canonical
	 * order (its column, R R2 R' U .. F') in the high four; NONE there
	 * for none.  FAR for an arrangement not reached.
	 */
	DISTANCE = 0x0f,
	NONE = 0x0f,
	FAR = 0xff,
	/* Positions for each arrangement a turn of R, U and F can reach (cube.h). */
	POSITIONS = CUBE_PERMUTATIONS * CUBE_TWISTS
};

struct cube_goals {
	enum cube_goal goal;
	bool qtm;
	/* place_turn[p][m]: where the turn in column m (R R2 R' U .. F') takes place p. */
	unsigned char place_turn[PLACES][CUBE_HOME_TURNS];
	/*
	 * Corner k's sticker n is member[k][n] of the four of its colour, which
	 * are numbered in the order of the corners (cube.h).
	 */
	unsigned char member[CUBE_CORNERS][3];
	/* Each colour's table of entries, NULL until asked. */
	unsigned char *distance[CUBE_FACES];
	/* The place each facelet is. */
	unsigned char place_of[CUBE_FACELETS];
};

static unsigned
position_of(unsigned place)
{
	return place / 3;
}

/* The facelet (0 .. 23, six faces of four in reading order) at a place. */
static unsigned
facelet_of(unsigned place)
{
	return cube_corner_facelet[place / 3][place % 3];
}

/*
 * Returns the arrangement's index in the tables: each place numbered
 * among those on positions the places before it leave free.
 */
static inline uint32_t
index_of(const unsigned char a[4])
{
	unsigned p0 = position_of(a[0]), p1 = position_of(a[1]), p2 = position_of(a[2]);
	unsigned p3 = position_of(a[3]);
	unsigned i1 = a[1] - 3u * (p0 < p1);
	unsigned i2 = a[2] - 3u * ((p0 < p2) + (p1 < p2));
	unsigned i3 = a[3] - 3u * ((p0 < p3) + (p1 < p3) + (p2 < p3));

	return ((a[0] * 21u + i1) * 18u + i2) * 15u + i3;
}

/*
 * The arrangement of each colour's stickers on c, all six in one pass
 * over the corners (measured: 270 instructions for one colour found
 * apart, 320 for all six so, which --face any asks for).
 */
static void
arrange(const struct cube_goals *g, const struct cube *c, unsigned char a[CUBE_FACES][4])
{
	unsigned i, n;

	for (i = 0; i < CUBE_CORNERS; i++) {
		static const unsigned char mod3[5] = { 0, 1, 2, 0, 1 };
		unsigned k = c->corner[i], twist = c->corner_twist[i];

		for (n = 0; n < 3; n++)
			a[cube_corner_face[k][n]][g->member[k][n]] =
			    (unsigned char)(i * 3 + mod3[n + twist]);
	}
}

/*
 * A face's places in clockwise order, seen from outside: a face's
 * facelets are in reading order, so the clockwise round is 0, 1, 3, 2.
 */
static unsigned
clockwise_rank(unsigned facelet)
{
	static const unsigned char rank[4] = { 0, 1, 3, 2 };

	return rank[facelet % 4];
}

/*
 * Whether the arrangement is the goal: the four stickers on one face,
 * and for the layer, the corners round it in the order they have on the
 * solved cube (each a quarter turn of the face further on, the same for
 * all four), so that their other stickers match too.
 */
static bool
is_goal(const struct cube_goals *g, unsigned colour, const unsigned char a[4])
{
	unsigned home[4], j, k, n, turned;

	for (j = 1; j < 4; j++)
		if (facelet_of(a[j]) / 4 != facelet_of(a[0]) / 4)
			return false;
	if (g->goal == CUBE_GOAL_FACE)
		return true;
	for (k = 0; k < CUBE_CORNERS; k++)
		for (n = 0; n < 3; n++)
			if (cube_corner_face[k][n] == colour)
				home[g->member[k][n]] = clockwise_rank(facelet_of(k * 3 + n));
	turned = (clockwise_rank(facelet_of(a[0])) - home[0]) & 3;
	for (j = 1; j < 4; j++)
		if (((clockwise_rank(facelet_of(a[j])) - home[j]) & 3) != turned)
			return false;
	return true;
}

/* The turns that count one each in the metric, as move table columns; returns how many. */
static unsigned
metric_turns(const struct cube_goals *g, unsigned char turn[CUBE_HOME_TURNS])
{
	unsigned m, n = 0;

	for (m = 0; m < CUBE_HOME_TURNS; m++)
		if (!g->qtm || m % 3 != 1)
			turn[n++] = (unsigned char)m;
	return n;
}

/*
 * Calls each(g, colour, a, ctx) for every arrangement: four places on
 * four positions.
 */
static void
every_arrangement(struct cube_goals *g, unsigned colour,
    void (*each)(struct cube_goals *g, unsigned colour, const unsigned char a[4], void *ctx),
    void *ctx)
{
	unsigned char a[4];
	unsigned used = 0;
	int j = 0;

	a[0] = 0;
	/* an odometer over the places, skipping positions already used */
	for (;;) {
		if (a[j] >= PLACES) {
			if (--j < 0)
				return;
			used &= ~(1u << position_of(a[j]));
			a[j]++;
			continue;
		}
		if (used & 1u << position_of(a[j])) {
			a[j]++;
			continue;
		}
		if (j == 3) {
			each(g, colour, a, ctx);
			a[j]++;
			continue;
		}
		used |= 1u << position_of(a[j]);
		a[++j] = 0;
	}
}

struct queue {
	uint32_t *packed;	/* four places a byte each */
	size_t tail;
};

/* Returns the arrangement's four places, a byte each. */
static inline uint32_t
pack(const unsigned char a[4])
{
	return (uint32_t)a[0] | (uint32_t)a[1] << 8 | (uint32_t)a[2] << 16 | (uint32_t)a[3] << 24;
}

static void
enqueue(struct queue *q, const unsigned char a[4])
{
	q->packed[q->tail++] = pack(a);
}

/*
 * Enqueues the arrangements that are the colour's goal, at distance 0:
 * those with its four stickers on one face, in any order, that is_goal
 * takes.
 */
static void
add_goals(struct cube_goals *g, unsigned colour, struct queue *q)
{
	unsigned char a[4];
	unsigned face, order, j, used;

	for (face = 0; face < CUBE_FACES; face++)
		for (order = 0; order < 256; order++) {
			for (j = 0, used = 0; j < 4; j++) {
				used |= 1u << (order >> 2 * j & 3);
				a[j] = g->place_of[face * 4 + (order >> 2 * j & 3)];
			}
			if (used == 15 && is_goal(g, colour, a)) {
				g->distance[colour][index_of(a)] = NONE << 4;
				enqueue(q, a);
			}
		}
}

/* The column of the turn that undoes the turn in column m. */
static unsigned
undoing(unsigned m)
{
	return m / 3 * 3 + 2 - m % 3;
}

/*
 * The colour's table: breadth-first from every arrangement that is the
 * goal.  Every turn's inverse is a turn, so the distance out from the
 * goal is the distance to it, and each turn out from a that reaches b
 * one farther is undone by a turn down from b: the first of those in
 * canonical order begins b's first solution, in the half-turn metric,
 * where a turn down is never of the face turned last (the two would be
 * one turn) and so never stops a walk down.
 */
static void
build(struct cube_goals *g, unsigned colour)
{
	unsigned char *d = xreallocarray(NULL, ARRANGEMENTS, 1), turn[CUBE_HOME_TURNS];
	struct queue q = { xreallocarray(NULL, ARRANGEMENTS, sizeof(uint32_t)), 0 };
	/*
	 * The tables in locals: a write to d, a char, might be to any of g's
	 * fields, which the compiler would read again after each (measured:
	 * 1,040 instructions an arrangement so, 800 this way).
	 */
	unsigned char (*place_turn)[CUBE_HOME_TURNS] = g->place_turn;
	uint32_t *packed = q.packed;
	unsigned nturns = metric_turns(g, turn), k, j;
	bool qtm = g->qtm;
	size_t head, tail;

	memset(d, FAR, ARRANGEMENTS);
	g->distance[colour] = d;
	add_goals(g, colour, &q);
	for (head = 0, tail = q.tail; head < tail; head++) {
		unsigned char a[4], b[4];
		unsigned next;

		for (j = 0; j < 4; j++)
			a[j] = (unsigned char)(packed[head] >> 8 * j);
		next = (d[index_of(a)] & DISTANCE) + 1u;
		for (k = 0; k < nturns; k++) {
			unsigned m = turn[k], down = qtm ? NONE : undoing(m);
			uint32_t i;

			b[0] = place_turn[a[0]][m];
			b[1] = place_turn[a[1]][m];
			b[2] = place_turn[a[2]][m];
			b[3] = place_turn[a[3]][m];
			if (d[i = index_of(b)] == FAR) {
				d[i] = (unsigned char)(down << 4 | next);
				packed[tail++] = pack(b);
			} else if ((d[i] & DISTANCE) == next && down < d[i] >> 4u) {
				d[i] = (unsigned char)(down << 4 | next);
			}
		}
	}
	free(packed);
}

static const unsigned char *
table(struct cube_goals *g, unsigned colour)
{
	if (g->distance[colour] == NULL)
		build(g, colour);
	return g->distance[colour];
}

struct cube_goals *
cube_goals_new(enum cube_goal goal, enum cube_metric metric)
{
	struct cube_goals *g = xreallocarray(NULL, 1, sizeof(*g));
	unsigned count[CUBE_FACES] = { 0 }, k, n, m, j, s;

	memset(g, 0, sizeof(*g));
	g->goal = goal;
	g->qtm = metric == CUBE_QTM;
	for (k = 0; k < CUBE_CORNERS; k++)
		for (n = 0; n < 3; n++) {
			g->member[k][n] = (unsigned char)count[cube_corner_face[k][n]]++;
			g->place_of[facelet_of(k * 3 + n)] = (unsigned char)(k * 3 + n);
		}
	for (m = 0; m < CUBE_HOME_TURNS; m++) {
		struct cube t = cube_solved;

		/* the corner at k goes to j, twisted as the turn twists the solved cube's */
		cube_turn(&t, (struct cube_turn){ cube_home_face[m / 3],
		    (unsigned char)(m % 3 + 1) });
		for (j = 0; j < CUBE_CORNERS; j++)
			for (s = 0; s < 3; s++)
				g->place_turn[t.corner[j] * 3 + s][m] =
				    (unsigned char)(j * 3 + (s + t.corner_twist[j]) % 3);
	}
	return g;
}

void
cube_goals_free(struct cube_goals *g)
{
	unsigned colour;

	if (g == NULL)
		return;
	for (colour = 0; colour < CUBE_FACES; colour++)
		free(g->distance[colour]);
	free(g);
}

/* A search for the solutions of one colour, of one length. */
struct search {
	const struct cube_goals *g;
	const unsigned char *distance;
	unsigned colour;
	unsigned length;
	bool stop;
	struct cube_path path;
	bool (*each)(const struct cube_path *p, unsigned colour, void *ctx);
	void *ctx;
};

/*
 * Follows, in canonical order, each turn but of the face `last` whose
 * arrangement can make the goal in the turns left after it, from a, the
 * turns so far costing `spent`; reports those that make it with none
 * left.  A path that makes the goal early ends there.
 */
static void
dfs(struct search *x, const unsigned char a[4], unsigned last, unsigned spent)
{
	unsigned room = x->length - spent, k, q, j;

	for (k = 0; k < CUBE_HOME_FACES; k++) {
		if (k == last)
			continue;
		for (q = 1; q <= 3; q++) {
			unsigned m = cube_home_turn(k, q), cost = x->g->qtm && q == 2 ? 2 : 1, d;
			unsigned char b[4];

			for (j = 0; j < 4; j++)
				b[j] = x->g->place_turn[a[j]][m];
			d = x->distance[index_of(b)] & DISTANCE;
			if (cost + d > room)
				continue;
			x->path.turn[x->path.n++] =
			    (struct cube_turn){ cube_home_face[k], (unsigned char)q };
			if (d == 0) {
				if (cost == room) {
					x->path.length = x->length;
					x->stop = !x->each(&x->path, x->colour, x->ctx);
				}
			} else if (x->path.n < CUBE_PATH_MAX) {
				dfs(x, b, k, spent + cost);
			}
			x->path.n--;
			if (x->stop)
				return;
		}
	}
}

unsigned
cube_goal_solve_each(struct cube_goals *g, const struct cube *c, unsigned colours,
    unsigned slack, bool (*each)(const struct cube_path *p, unsigned colour, void *ctx),
    void *ctx)
{
	unsigned char a[CUBE_FACES][4];
	unsigned distance[CUBE_FACES], nearest = UINT_MAX, colour, length;
	struct search x = { .g = g, .each = each, .ctx = ctx };

	arrange(g, c, a);
	for (colour = 0; colour < CUBE_FACES; colour++)
		if (colours & 1u << colour) {
			distance[colour] = table(g, colour)[index_of(a[colour])] & DISTANCE;
			if (distance[colour] < nearest)
				nearest = distance[colour];
		}
	for (length = nearest; length <= nearest + slack && !x.stop; length++)
		for (colour = 0; colour < CUBE_FACES && !x.stop; colour++) {
			if (!(colours & 1u << colour) || distance[colour] > length)
				continue;
			x.colour = colour;
			x.distance = g->distance[colour];
			x.length = length;
			x.path.n = 0;
			if (length == 0)
				x.stop = !each(&x.path, colour, ctx);
			else
				dfs(&x, a[colour], CUBE_HOME_FACES, 0);
		}
	return nearest;
}

struct first {
	struct cube_path *p;
	unsigned colour;
};

static bool
keep_first(const struct cube_path *p, unsigned colour, void *ctx)
{
	struct first *f = ctx;

	*f->p = *p;
	f->colour = colour;
	return false;
}

/*
 * The first solution in the half-turn metric: the walk down the first
 * turns the table keeps, no search (measured: 1,600 instructions a cube
 * in the search, 600 in the walk).  Its twin is dfs(), the search.
 */
static unsigned
walk(const struct cube_goals *g, const unsigned char *table, unsigned char a[4],
    struct cube_path *p)
{
	unsigned n = 0, e, m, j;

	while (((e = table[index_of(a)]) & DISTANCE) != 0) {
		m = e >> 4;
		p->turn[n++] = (struct cube_turn){ cube_home_face[m / 3],
			(unsigned char)(m % 3 + 1) };
		for (j = 0; j < 4; j++)
			a[j] = g->place_turn[a[j]][m];
	}
	p->n = p->length = n;
	return n;
}

unsigned
cube_goal_solve(struct cube_goals *g, const struct cube *c, unsigned colours,
    struct cube_path *p, unsigned *colour)
{
	struct first f = { p, 0 };
	unsigned char a[CUBE_FACES][4];
	unsigned nearest = UINT_MAX, d, k;

	if (g->qtm) {
		nearest = cube_goal_solve_each(g, c, colours, 0, keep_first, &f);
		*colour = f.colour;
		return nearest;
	}
	arrange(g, c, a);
	for (k = 0; k < CUBE_FACES; k++)
		if (colours & 1u << k && (d = table(g, k)[index_of(a[k])] & DISTANCE) < nearest) {
			nearest = d;
			*colour = k;
		}
	return walk(g, g->distance[*colour], a[*colour], p);
}

/*
 * Whether a cube held with DBL at home can have the arrangement: DBL
 * never moves, so its sticker of the colour, if it has one, is at home,
 * and no other corner is at DBL.
 */
static bool
held_home(const struct cube_goals *g, unsigned colour, const unsigned char a[4])
{
	unsigned j, n;

	for (n = 0; n < 3; n++)
		if (cube_corner_face[CUBE_DBL][n] == colour)
			return a[g->member[CUBE_DBL][n]] == CUBE_DBL * 3 + n;
	for (j = 0; j < 4; j++)
		if (position_of(a[j]) == CUBE_DBL)
			return false;
	return true;
}

struct census {
	const unsigned char *distance;
	uint64_t *count, held;
};

static void
count_arrangement(struct cube_goals *g, unsigned colour, const unsigned char a[4], void *ctx)
{
	struct census *c = ctx;

	if (held_home(g, colour, a)) {
		c->count[c->distance[index_of(a)] & DISTANCE]++;
		c->held++;
	}
}

/*
 * Each arrangement a cube held with DBL at home can have stands for as
 * many positions as any other: the other corners' places and twists are
 * free, whatever these four do.
 */
unsigned
cube_goal_census(struct cube_goals *g, unsigned colour, uint64_t count[CUBE_DEPTH_MAX + 1])
{
	struct census c = { table(g, colour), count, 0 };
	unsigned d, depth = 0;

	memset(count, 0, (CUBE_DEPTH_MAX + 1) * sizeof(*count));
	every_arrangement(g, colour, count_arrangement, &c);
	for (d = 0; d <= CUBE_DEPTH_MAX; d++) {
		count[d] *= POSITIONS / c.held;
		if (count[d] > 0)
			depth = d;
	}
	return depth;
}
