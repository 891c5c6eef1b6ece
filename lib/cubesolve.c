#include <stdlib.h>
#include <string.h>

#include "cubesolve.h"
#include "diag.h"
#include "rng.h"

enum {
	POSITIONS = CUBE_PERMUTATIONS * CUBE_TWISTS,	/* 3,674,160 */
	TABLE_FACES = 3,		/* R, U, F: the faces that leave DBL at home */
	TURNS = TABLE_FACES * 3,	/* R R2 R' U U2 U' F F2 F' */
	UNREACHED = 3,			/* the 2-bit entry of a position not (yet) reached */
	/*
	 * Search nodes worth one build of the distance table: the nodes an
	 * iterative-deepening search visits in the time the breadth-first
	 * search takes (measured: about 50 ms either way, some 400 solves).
	 * Renting until the rent paid equals the price, then buying, never
	 * costs more than twice the better choice made in hindsight.
	 */
	RENT = 7500000
};

/* The faces in the order of the move tables. */
static const unsigned char table_face[TABLE_FACES] = { CUBE_R, CUBE_U, CUBE_F };

struct cube_solver {
	enum cube_metric metric;
	unsigned rotation;		/* how the cube is held so that the faces are R, U, F */
	unsigned nfaces;
	unsigned char face[TABLE_FACES];	/* in the order to try: move-table face */
	unsigned char name[TABLE_FACES];	/* and the face the caller named */
	uint16_t (*permutation_turn)[TURNS];
	uint16_t (*twist_turn)[TURNS];
	/* Distances of the permutation and of the twist alone: bounds for the search. */
	unsigned char permutation_distance[CUBE_PERMUTATIONS];
	unsigned char twist_distance[CUBE_TWISTS];
	uint64_t *distance;		/* 2 bits a position: its distance mod 3; NULL until built */
	uint64_t census[CUBE_DEPTH_MAX + 1];
	unsigned depth;
	uint64_t searched;		/* nodes searched without the table */
	/* The cubes a listed scramble length reaches (see cube_scramble_random): a bit each. */
	uint64_t *listed;
	uint32_t *listed_before;	/* how many are listed in the words before each */
	uint64_t nlisted;
	unsigned listed_length, listed_min;
	/* Both faces of an axis (see below): the faces as named, and how each turns the cube held. */
	bool held;
	bool one_axis;			/* the faces of one axis alone: few cubes are reached */
	bool every_axis;		/* a face of each axis: the distances are those of R, U, F */
	bool held_census;		/* census[] counts the held search's distances */
	unsigned nheld;
	unsigned char held_face[CUBE_FACES];
	unsigned char held_turn[CUBE_ROTATIONS][CUBE_FACES][3];
	unsigned char held_next[CUBE_ROTATIONS][CUBE_FACES][3];
};

static unsigned
turn_index(unsigned table_face_index, unsigned quarters)
{
	return table_face_index * 3 + quarters - 1;
}

/* The turns that count one in the metric: all nine, or the quarter turns. */
static unsigned
metric_turns(const struct cube_solver *s, unsigned char turn[TURNS])
{
	unsigned k, q, n = 0;

	for (k = 0; k < s->nfaces; k++)
		for (q = 1; q <= 3; q++)
			if (s->metric == CUBE_HTM || q != 2)
				turn[n++] = (unsigned char)turn_index(s->face[k], q);
	return n;
}

static void
build_turn_tables(struct cube_solver *s)
{
	unsigned p, t, f, q;
	struct cube c;

	s->permutation_turn = xreallocarray(NULL, CUBE_PERMUTATIONS, sizeof(*s->permutation_turn));
	s->twist_turn = xreallocarray(NULL, CUBE_TWISTS, sizeof(*s->twist_turn));
	for (p = 0; p < CUBE_PERMUTATIONS; p++)
		for (f = 0; f < TABLE_FACES; f++) {
			cube_from_coordinates(&c, p, 0);
			cube_turn(&c, (struct cube_turn){ table_face[f], 1 });
			s->permutation_turn[p][turn_index(f, 1)] = (uint16_t)cube_permutation(&c);
		}
	for (t = 0; t < CUBE_TWISTS; t++)
		for (f = 0; f < TABLE_FACES; f++) {
			cube_from_coordinates(&c, 0, t);
			cube_turn(&c, (struct cube_turn){ table_face[f], 1 });
			s->twist_turn[t][turn_index(f, 1)] = (uint16_t)cube_twist(&c);
		}
	/* A half turn is two quarter turns, an inverse turn three. */
	for (q = 2; q <= 3; q++)
		for (f = 0; f < TABLE_FACES; f++) {
			unsigned one = turn_index(f, 1), prev = turn_index(f, q - 1);

			for (p = 0; p < CUBE_PERMUTATIONS; p++)
				s->permutation_turn[p][turn_index(f, q)] =
				    s->permutation_turn[s->permutation_turn[p][prev]][one];
			for (t = 0; t < CUBE_TWISTS; t++)
				s->twist_turn[t][turn_index(f, q)] = s->twist_turn[s->twist_turn[t][prev]][one];
		}
}

/* Breadth-first distances of one coordinate alone (0xff: not reached). */
static void
coordinate_distances(uint16_t (*turn_table)[TURNS], unsigned n, const unsigned char *turn,
    unsigned nturns, unsigned char *distance)
{
	unsigned d, i, k;
	bool grew = true;

	memset(distance, 0xff, n);
	distance[0] = 0;
	for (d = 0; grew; d++) {
		grew = false;
		for (i = 0; i < n; i++)
			if (distance[i] == d)
				for (k = 0; k < nturns; k++)
					if (distance[turn_table[i][turn[k]]] == 0xff) {
						distance[turn_table[i][turn[k]]] = (unsigned char)(d + 1);
						grew = true;
					}
	}
}

/* The distance table. */

static unsigned
entry(const uint64_t *table, uint32_t i)
{
	return (unsigned)(table[i >> 5] >> ((i & 31) * 2)) & 3;
}

static void
set_entry(uint64_t *table, uint32_t i, unsigned v)
{
	unsigned shift = (i & 31) * 2;

	table[i >> 5] = (table[i >> 5] & ~((uint64_t)3 << shift)) | (uint64_t)v << shift;
}

/* The positions of word w whose entries are v, as one bit each (the low bit of the entry). */
static uint64_t
entries_equal(const uint64_t *table, size_t w, unsigned v)
{
	static const uint64_t low = 0x5555555555555555u;
	uint64_t x = table[w] ^ (low * v), match = ~(x | x >> 1) & low;
	size_t words = (POSITIONS + 31) / 32;

	if (w == words - 1 && POSITIONS % 32 != 0)
		match &= ((uint64_t)1 << (POSITIONS % 32 * 2)) - 1;
	return match;
}

/* The index of the lowest set bit of x (not 0): de Bruijn's sequence names each of the 64. */
static unsigned
lowest_bit(uint64_t x)
{
	static const unsigned char position[64] = {
		0, 1, 48, 2, 57, 49, 28, 3, 61, 58, 50, 42, 38, 29, 17, 4,
		62, 55, 59, 36, 53, 51, 43, 22, 45, 39, 33, 30, 24, 18, 12, 5,
		63, 47, 56, 27, 60, 41, 37, 16, 54, 35, 52, 21, 44, 32, 23, 11,
		46, 26, 40, 15, 34, 20, 31, 10, 25, 14, 19, 9, 13, 8, 7, 6
	};

	return position[((x & (0 - x)) * 0x03f79d71b4cb0a89u) >> 58];
}

/*
 * One layer of the breadth-first search: the positions one turn beyond
 * distance d.  While the frontier is small each of its positions marks
 * its unreached neighbours; once it outnumbers the unreached, each of
 * those looks for a neighbour on the frontier instead.  Entries hold the
 * distance mod 3, which is enough: a neighbour of an unreached position
 * is at distance d or more, so one at d mod 3 is at d.
 */
static uint64_t
next_layer(struct cube_solver *s, unsigned d, const unsigned char *turn, unsigned nturns,
    bool pull)
{
	uint64_t *table = s->distance, found = 0;
	size_t w, words = (POSITIONS + 31) / 32;
	unsigned here = d % 3, next = (d + 1) % 3, k;

	for (w = 0; w < words; w++) {
		uint64_t match = entries_equal(table, w, pull ? UNREACHED : here);

		while (match != 0) {
			uint32_t i = (uint32_t)(w * 32 + lowest_bit(match) / 2);
			unsigned p = i / CUBE_TWISTS, t = i % CUBE_TWISTS;

			match &= match - 1;
			for (k = 0; k < nturns; k++) {
				uint32_t j = (uint32_t)s->permutation_turn[p][turn[k]] * CUBE_TWISTS +
				    s->twist_turn[t][turn[k]];

				if (pull && entry(table, j) == here) {
					set_entry(table, i, next);
					found++;
					break;
				}
				if (!pull) {
					/* Branch-free: whether j was reached is a coin toss. */
					uint64_t *word = &table[j >> 5];
					unsigned shift = (j & 31) * 2;
					uint64_t fresh = ((*word >> shift) & 3) == UNREACHED;

					*word ^= ((uint64_t)(UNREACHED ^ next) << shift) * fresh;
					found += fresh;
				}
			}
		}
	}
	return found;
}

static void
build_distances(struct cube_solver *s)
{
	size_t words = (POSITIONS + 31) / 32;
	unsigned char turn[TURNS];
	unsigned nturns = metric_turns(s, turn), d;
	uint64_t reached = 1, frontier = 1;

	s->distance = xreallocarray(NULL, words, sizeof(*s->distance));
	memset(s->distance, 0xff, words * sizeof(*s->distance));
	set_entry(s->distance, 0, 0);
	memset(s->census, 0, sizeof(s->census));
	s->census[0] = 1;
	for (d = 0; frontier > 0 && d < CUBE_DEPTH_MAX; d++) {
		frontier = next_layer(s, d, turn, nturns, frontier >= POSITIONS - reached);
		reached += frontier;
		s->census[d + 1] = frontier;
	}
	s->depth = d - 1;
}

/*
 * Both faces of an axis.  Turning L is turning R and then the whole cube
 * (x'), so the search follows how the cube is held: a state is the cube
 * with DBL at home and one of the 24 rotations, and a turn of a face is
 * the turn of whichever of R, U, F that face now is, the rotation
 * changing when it was L, D or B.  The goal is the solved cube held any
 * way.  The distance table over R, U and F (all faces) bounds the search
 * from below; it is exact when every axis can be turned.
 */

/* The rotations as x and y steps: orientation o is the solved cube turned by them. */
struct holding {
	unsigned char steps[CUBE_ROTATIONS][8];
	unsigned char nsteps[CUBE_ROTATIONS];
	struct cube cube[CUBE_ROTATIONS];
};

static void
rotation_step(struct cube *c, unsigned step)
{
	/* x is R with L', y is U with D'. */
	static const unsigned char layer[2][2] = { { CUBE_R, CUBE_L }, { CUBE_U, CUBE_D } };

	cube_turn(c, (struct cube_turn){ layer[step][0], 1 });
	cube_turn(c, (struct cube_turn){ layer[step][1], 3 });
}

static bool
same_cube(const struct cube *a, const struct cube *b)
{
	return memcmp(a->corner, b->corner, sizeof(a->corner)) == 0 &&
	    memcmp(a->corner_twist, b->corner_twist, sizeof(a->corner_twist)) == 0;
}

static void
find_holdings(struct holding *h)
{
	unsigned n = 1, i, j, step;

	h->cube[0] = cube_solved;
	h->nsteps[0] = 0;
	for (i = 0; i < n; i++)
		for (step = 0; step < 2; step++) {
			struct cube c = h->cube[i];

			rotation_step(&c, step);
			for (j = 0; j < n && !same_cube(&c, &h->cube[j]); j++)
				;
			if (j == n && n < CUBE_ROTATIONS) {
				h->cube[n] = c;
				memcpy(h->steps[n], h->steps[i], h->nsteps[i]);
				h->steps[n][h->nsteps[i]] = (unsigned char)step;
				h->nsteps[n] = (unsigned char)(h->nsteps[i] + 1);
				n++;
			}
		}
}

/*
 * For each holding o and face f: the move-table turn it is, and the
 * holding after it.  Held by o, the cube is c then o's rotation; c then
 * o then f is c then (R, U or F) then o'.
 */
static void
build_holding_tables(struct cube_solver *s)
{
	struct holding h;
	unsigned o, f, q, g, q2, o2;

	find_holdings(&h);
	for (o = 0; o < CUBE_ROTATIONS; o++)
		for (f = 0; f < CUBE_FACES; f++)
			for (q = 1; q <= 3; q++) {
				struct cube want = h.cube[o];
				bool found = false;

				cube_turn(&want, (struct cube_turn){ (unsigned char)f, (unsigned char)q });
				for (g = 0; g < TABLE_FACES && !found; g++)
					for (q2 = 1; q2 <= 3 && !found; q2++)
						for (o2 = 0; o2 < CUBE_ROTATIONS && !found; o2++) {
							struct cube c = cube_solved;
							unsigned i;

							cube_turn(&c, (struct cube_turn){ table_face[g], (unsigned char)q2 });
							for (i = 0; i < h.nsteps[o2]; i++)
								rotation_step(&c, h.steps[o2][i]);
							if (same_cube(&c, &want)) {
								s->held_turn[o][f][q - 1] = (unsigned char)turn_index(g, q2);
								s->held_next[o][f][q - 1] = (unsigned char)o2;
								found = true;
							}
						}
			}
}

/* The search. */

static int
bound(const struct cube_solver *s, unsigned perm, unsigned twist)
{
	return s->permutation_distance[perm] > s->twist_distance[twist] ?
	    s->permutation_distance[perm] : s->twist_distance[twist];
}


struct search {
	const struct cube_solver *s;
	int budget;		/* see dfs */
	struct cube_path path;
	bool (*each)(const struct cube_path *p, void *ctx);
	void *ctx;
	uint64_t found, nodes;
	unsigned first_length;
	bool stop;
	int f_turns;		/* F turns still allowed; negative: any number */
};

/* A neighbour's distance from its entry: neighbours differ by at most one. */
static int
step(int distance, unsigned entry_from, unsigned entry_to)
{
	static const int change[3] = { 0, 1, -1 };

	return distance + change[(entry_to + 3 - entry_from) % 3];
}

/*
 * Depth-first search in canonical order.  With the distance table, v is
 * the node's distance minus the root's, and the budget is the slack
 * allowed; without it, v is a lower bound (the larger of the
 * permutation's and the twist's distances) and the budget is the length
 * sought.  Either way a turn is worth following while
 * spent + cost + v <= budget, and a solution has spent + cost + v == budget.
 */
static void
dfs(struct search *x, unsigned perm, unsigned twist, int v, unsigned e, int spent, int last)
{
	const struct cube_solver *s = x->s;
	unsigned k, q;

	for (k = 0; k < s->nfaces && !x->stop; k++) {
		unsigned f = s->face[k];
		int quarter_v = v;
		unsigned quarter_e = e;

		if ((int)f == last)
			continue;
		for (q = 1; q <= 3 && !x->stop; q++) {
			unsigned m = turn_index(f, q);
			unsigned np = s->permutation_turn[perm][m], nt = s->twist_turn[twist][m], ne = 0;
			bool half_of_quarters = s->metric == CUBE_QTM && q == 2;
			int cost = half_of_quarters ? 2 : 1, nv;

			x->nodes++;
			if (s->distance != NULL) {
				ne = entry(s->distance, np * CUBE_TWISTS + nt);
				nv = half_of_quarters ? step(quarter_v, quarter_e, ne) : step(v, e, ne);
			} else {
				nv = bound(s, np, nt);
			}
			if (q == 1) {
				quarter_v = nv;
				quarter_e = ne;
			}
			if (spent + cost + nv > x->budget || (s->name[k] == CUBE_F && x->f_turns == 0))
				continue;
			x->path.turn[x->path.n++] = (struct cube_turn){ s->name[k], (unsigned char)q };
			if (np == 0 && nt == 0) {
				if (spent + cost + nv == x->budget) {
					x->path.length = (unsigned)(spent + cost);
					if (x->found++ == 0)
						x->first_length = x->path.length;
					x->stop = !x->each(&x->path, x->ctx);
				}
			} else if (x->path.n < CUBE_PATH_MAX) {
				x->f_turns -= s->name[k] == CUBE_F;
				dfs(x, np, nt, nv, ne, spent + cost, (int)f);
				x->f_turns += s->name[k] == CUBE_F;
			}
			x->path.n--;
		}
	}
}

static bool keep_first(const struct cube_path *p, void *ctx);

/* The distance of a cube over all the faces: down the table, one less each turn. */
static int
full_distance(const struct cube_solver *s, unsigned perm, unsigned twist)
{
	unsigned char turn[TURNS];
	unsigned nturns = metric_turns(s, turn), e = entry(s->distance, perm * CUBE_TWISTS + twist), k;
	int d = 0;

	while (perm != 0 || twist != 0) {
		for (k = 0; k < nturns; k++) {
			unsigned np = s->permutation_turn[perm][turn[k]], nt = s->twist_turn[twist][turn[k]];

			if (entry(s->distance, np * CUBE_TWISTS + nt) == (e + 2) % 3) {
				perm = np;
				twist = nt;
				e = (e + 2) % 3;
				d++;
				break;
			}
		}
	}
	return d;
}

/*
 * Depth-first search of the cube held by o, turning the faces as named:
 * v is the cube's distance over all the faces, a lower bound, and the
 * budget the length sought.
 */
static void
held_dfs(struct search *x, unsigned perm, unsigned twist, unsigned o, int v, unsigned e,
    int spent, int last)
{
	const struct cube_solver *s = x->s;
	unsigned k, q;

	for (k = 0; k < s->nheld && !x->stop; k++) {
		unsigned f = s->held_face[k];
		int quarter_v = v;
		unsigned quarter_e = e;

		if ((int)f == last)
			continue;
		for (q = 1; q <= 3 && !x->stop; q++) {
			unsigned m = s->held_turn[o][f][q - 1];
			unsigned np = s->permutation_turn[perm][m], nt = s->twist_turn[twist][m];
			unsigned ne = entry(s->distance, np * CUBE_TWISTS + nt);
			bool half_of_quarters = s->metric == CUBE_QTM && q == 2;
			int cost = half_of_quarters ? 2 : 1;
			int nv = half_of_quarters ? step(quarter_v, quarter_e, ne) : step(v, e, ne);

			x->nodes++;
			if (q == 1) {
				quarter_v = nv;
				quarter_e = ne;
			}
			if (spent + cost + nv > x->budget || (f == CUBE_F && x->f_turns == 0))
				continue;
			x->path.turn[x->path.n++] = (struct cube_turn){ (unsigned char)f, (unsigned char)q };
			if (np == 0 && nt == 0) {
				if (spent + cost == x->budget) {
					x->path.length = (unsigned)(spent + cost);
					if (x->found++ == 0)
						x->first_length = x->path.length;
					x->stop = !x->each(&x->path, x->ctx);
				}
			} else if (x->path.n < CUBE_PATH_MAX) {
				x->f_turns -= f == CUBE_F;
				held_dfs(x, np, nt, s->held_next[o][f][q - 1], nv, ne, spent + cost, (int)f);
				x->f_turns += f == CUBE_F;
			}
			x->path.n--;
		}
	}
}

/* Whether the held faces can solve the cube at all. */
static bool
held_reaches(const struct cube_solver *s, unsigned perm, unsigned twist)
{
	unsigned q, m;

	if (!s->one_axis || (perm == 0 && twist == 0))
		return true;
	/* One axis: the cube is one layer turned against the other. */
	for (q = 1; q <= 3; q++) {
		m = s->held_turn[0][s->held_face[0]][q - 1];
		if (s->permutation_turn[0][m] == perm && s->twist_turn[0][m] == twist)
			return true;
	}
	return false;
}

/* search() for faces held: the same contract. */
static int
held_search(struct cube_solver *s, const struct cube *c, unsigned from_extra, int to_extra,
    int f_turns, bool (*each)(const struct cube_path *p, void *ctx), void *ctx)
{
	struct search x = { .s = s, .each = each, .ctx = ctx, .f_turns = f_turns };
	unsigned perm = cube_permutation(c), twist = cube_twist(c), e;
	int v, optimal = -1, from;

	if (!held_reaches(s, perm, twist))
		return -1;
	e = entry(s->distance, perm * CUBE_TWISTS + twist);
	v = full_distance(s, perm, twist);
	from = v;
	/* Solutions of some lengths, or with few F turns: those lengths counted from the optimal. */
	if (from_extra > 0 || f_turns >= 0) {
		struct cube_path first;

		if ((optimal = held_search(s, c, 0, -1, -1, keep_first, &first)) < 0)
			return -1;
		from = optimal + (int)from_extra;
	}
	for (x.budget = from; x.budget <= CUBE_PATH_MAX; x.budget++) {
		if (perm == 0 && twist == 0 && x.budget == 0) {
			x.path.n = x.path.length = x.first_length = 0;
			x.found++;
			x.stop = !each(&x.path, ctx);
		} else {
			held_dfs(&x, perm, twist, 0, v, e, 0, -1);
		}
		if (x.found > 0 && optimal < 0)
			optimal = (int)x.first_length;
		if (x.stop)
			break;
		if (optimal >= 0 && (to_extra < 0 || x.budget >= optimal + to_extra))
			break;
	}
	if ((from_extra > 0 || f_turns >= 0) && x.found == 0)
		return -1;
	return optimal;
}

/*
 * The census for faces held: breadth-first from the solved cube held
 * every way, over the cubes and their holdings (a byte each, 88 MB for
 * the while); a cube's distance is that of it held as it is.
 */
static void
held_census(struct cube_solver *s)
{
	size_t n = (size_t)CUBE_ROTATIONS * POSITIONS, i;
	unsigned char *d = xreallocarray(NULL, n, 1);
	unsigned depth, k, q, o;
	bool grew = true;

	memset(d, 0xff, n);
	for (o = 0; o < CUBE_ROTATIONS; o++)
		d[(size_t)o * POSITIONS] = 0;
	memset(s->census, 0, sizeof(s->census));
	for (depth = 0; grew && depth < CUBE_DEPTH_MAX; depth++) {
		grew = false;
		for (i = 0; i < n; i++) {
			unsigned pos, perm, twist;

			if (d[i] != depth)
				continue;
			o = (unsigned)(i / POSITIONS);
			pos = (unsigned)(i % POSITIONS);
			perm = pos / CUBE_TWISTS;
			twist = pos % CUBE_TWISTS;
			for (k = 0; k < s->nheld; k++)
				for (q = 1; q <= 3; q++) {
					unsigned f = s->held_face[k], m = s->held_turn[o][f][q - 1];
					size_t j;

					if (s->metric == CUBE_QTM && q == 2)
						continue;
					j = (size_t)s->held_next[o][f][q - 1] * POSITIONS +
					    (size_t)s->permutation_turn[perm][m] * CUBE_TWISTS +
					    s->twist_turn[twist][m];
					if (d[j] == 0xff) {
						d[j] = (unsigned char)(depth + 1);
						grew = true;
					}
				}
		}
	}
	s->depth = 0;
	for (i = 0; i < POSITIONS; i++)
		if (d[i] != 0xff) {
			s->census[d[i]]++;
			if (d[i] > s->depth)
				s->depth = d[i];
		}
	free(d);
	s->held_census = true;
}

/*
 * The solutions from_extra .. to_extra turns longer than optimal
 * (to_extra < 0: only the shortest there are; from_extra > 0 needs the
 * table) with at most f_turns F turns (f_turns < 0: any number).  Returns
 * the optimal length, or -1 when c cannot be solved or, from_extra > 0 or
 * f_turns >= 0, there was nothing of those.
 */
static int
search(struct cube_solver *s, const struct cube *c, unsigned from_extra, int to_extra, int f_turns,
    bool (*each)(const struct cube_path *p, void *ctx), void *ctx)
{
	struct search x = { .s = s, .each = each, .ctx = ctx, .f_turns = f_turns };
	struct cube held;
	unsigned char face_at[CUBE_FACES];
	unsigned perm, twist, e = 0;
	bool exact = s->distance != NULL;
	int v = 0, optimal = -1;

	if (s->held)
		return held_search(s, c, from_extra, to_extra, f_turns, each, ctx);
	cube_rotate(c, s->rotation, &held, face_at);
	perm = cube_permutation(&held);
	twist = cube_twist(&held);
	if (exact && (e = entry(s->distance, perm * CUBE_TWISTS + twist)) == UNREACHED)
		return -1;
	if (!exact)
		v = bound(s, perm, twist);
	for (x.budget = exact ? (int)from_extra : v;; x.budget++) {
		if (perm == 0 && twist == 0 && x.budget == 0) {
			x.path.n = x.path.length = x.first_length = 0;
			x.found++;
			x.stop = !each(&x.path, ctx);
		} else {
			dfs(&x, perm, twist, v, e, 0, -1);
		}
		if (x.found > 0 && optimal < 0)
			optimal = (int)x.first_length - (exact ? x.budget : 0);
		if (x.stop)
			break;
		if (exact ? (to_extra < 0 ? x.found > 0 : x.budget >= to_extra) :
		    optimal >= 0 && (to_extra < 0 || x.budget >= optimal + to_extra))
			break;
	}
	if (!exact)
		s->searched += x.nodes;
	return optimal;
}

/*
 * A solver for faces that include both of an axis: the move tables and
 * the distance table over all the faces, and the holding tables.
 */
static struct cube_solver *
held_solver_new(enum cube_metric metric, const unsigned char *order, unsigned nfaces,
    unsigned axes)
{
	struct cube_solver *s = xreallocarray(NULL, 1, sizeof(*s));
	unsigned k;

	memset(s, 0, sizeof(*s));
	s->metric = metric;
	s->held = true;
	s->one_axis = (axes & (axes - 1)) == 0;
	s->every_axis = axes == 7;
	s->nheld = nfaces;
	memcpy(s->held_face, order, nfaces);
	s->nfaces = TABLE_FACES;
	for (k = 0; k < TABLE_FACES; k++)
		s->face[k] = s->name[k] = (unsigned char)k;
	build_turn_tables(s);
	build_holding_tables(s);
	build_distances(s);
	return s;
}

struct cube_solver *
cube_solver_new(enum cube_metric metric, const unsigned char *order, unsigned nfaces)
{
	struct cube_solver *s;
	unsigned char face_at[CUBE_FACES], turn[TURNS];
	unsigned r, k, f, nturns, axes = 0;
	struct cube unused;

	for (r = 0; r < CUBE_ROTATIONS; r++) {
		cube_rotate(&cube_solved, r, &unused, face_at);
		for (k = 0; k < nfaces; k++)
			if (face_at[order[k]] != CUBE_R && face_at[order[k]] != CUBE_U &&
			    face_at[order[k]] != CUBE_F)
				break;
		if (k == nfaces)
			break;
	}
	for (k = 0; k < nfaces; k++)
		axes |= 1u << order[k] % 3;
	if (nfaces == 0 || nfaces > CUBE_FACES)
		return NULL;
	if (r == CUBE_ROTATIONS || nfaces > TABLE_FACES)
		return held_solver_new(metric, order, nfaces, axes);
	s = xreallocarray(NULL, 1, sizeof(*s));
	memset(s, 0, sizeof(*s));
	s->metric = metric;
	s->rotation = r;
	s->nfaces = nfaces;
	for (k = 0; k < nfaces; k++) {
		for (f = 0; table_face[f] != face_at[order[k]]; f++)
			;
		s->face[k] = (unsigned char)f;
		s->name[k] = order[k];
	}
	build_turn_tables(s);
	nturns = metric_turns(s, turn);
	coordinate_distances(s->permutation_turn, CUBE_PERMUTATIONS, turn, nturns,
	    s->permutation_distance);
	coordinate_distances(s->twist_turn, CUBE_TWISTS, turn, nturns, s->twist_distance);
	/* Fewer faces reach few positions, and the bounds cannot tell which. */
	if (nfaces < TABLE_FACES)
		build_distances(s);
	return s;
}

void
cube_solver_free(struct cube_solver *s)
{
	if (s == NULL)
		return;
	free(s->permutation_turn);
	free(s->twist_turn);
	free(s->distance);
	free(s->listed);
	free(s->listed_before);
	free(s);
}

static bool
keep_first(const struct cube_path *p, void *ctx)
{
	*(struct cube_path *)ctx = *p;
	return false;
}

int
cube_solve(struct cube_solver *s, const struct cube *c, struct cube_path *p)
{
	if (s->distance == NULL && s->searched >= RENT)
		build_distances(s);
	return search(s, c, 0, -1, -1, keep_first, p);
}

int
cube_solve_each(struct cube_solver *s, const struct cube *c, unsigned slack,
    bool (*each)(const struct cube_path *p, void *ctx), void *ctx)
{
	if (s->distance == NULL)
		build_distances(s);
	return search(s, c, 0, (int)slack, -1, each, ctx);
}

unsigned
cube_census(struct cube_solver *s, uint64_t count[CUBE_DEPTH_MAX + 1])
{
	if (s->distance == NULL)
		build_distances(s);
	if (s->held && !s->every_axis && !s->held_census)
		held_census(s);
	memcpy(count, s->census, sizeof(s->census));
	return s->depth;
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
	if (s->distance == NULL)
		build_distances(s);
	optimal = search(s, &undo, 0, -1, -1, keep_first, p);
	if (optimal < 0 || (length != 0 && length < (unsigned)optimal))
		return -1;
	if (length == 0)
		length = (unsigned)optimal;
	slack = length - (unsigned)optimal;
	/* The first with the fewest F turns is the first of those with at most that many. */
	for (f_turns = 0; f_turns <= length; f_turns++)
		if (search(s, &undo, slack, (int)slack, (int)f_turns, keep_first, p) >= 0)
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
		unsigned f = s->face[k];

		if ((int)f == last)
			continue;
		for (q = 1; q <= 3; q++) {
			unsigned m = turn_index(f, q);
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

static unsigned
ones(uint64_t x)
{
	x -= x >> 1 & 0x5555555555555555u;
	x = (x & 0x3333333333333333u) + (x >> 2 & 0x3333333333333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
	return (unsigned)((x * 0x0101010101010101u) >> 56);
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
		s->nlisted += ones(s->listed[w]);
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
	uint64_t sequences = TURNS;
	unsigned i;

	for (i = 1; i < length && sequences < POSITIONS; i++)
		sequences *= TURNS - 3;
	if (length > 0 && sequences < POSITIONS) {
		uint32_t at;

		if (s->distance == NULL)
			build_distances(s);
		if (s->listed == NULL || s->listed_length != length || s->listed_min != min_moves)
			build_listing(s, min_moves, length);
		at = listed_position(s, rng_below(r, s->nlisted));
		cube_from_coordinates(c, at / CUBE_TWISTS, at % CUBE_TWISTS);
		cube_scramble_for(s, c, length, p);
		return;
	}
	for (;;) {
		uint64_t at = rng_below(r, POSITIONS);

		cube_from_coordinates(c, (unsigned)(at / CUBE_TWISTS), (unsigned)(at % CUBE_TWISTS));
		if (cube_solve(s, c, p) >= (int)min_moves && cube_scramble_for(s, c, length, p) >= 0)
			return;
	}
}

struct cube_turn
cube_random_turn(struct rng *r, int last_face)
{
	unsigned i = (unsigned)rng_below(r, last_face < 0 ? TURNS : TURNS - 3), f = i / 3;

	/* Skip the last face: the faces after it move down one. */
	if (last_face >= 0) {
		unsigned skip;

		for (skip = 0; table_face[skip] != last_face; skip++)
			;
		f += f >= skip;
	}
	return (struct cube_turn){ table_face[f], (unsigned char)(i % 3 + 1) };
}
