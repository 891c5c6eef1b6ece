/*
 * The search for solutions: depth-first in canonical order, deepened one
 * turn at a time, over the cube held one way (faces among R, U, F) or
 * every way (both faces of an axis).  Before the distance table pays, it
 * is bounded by the permutation's and the twist's own distances; after,
 * solutions are walks down the table (lib/cube/down.c).  And the entries
 * for a line read by cube_read_line, which choose between the two.
 */
#include <string.h>

#include "notation.h"
#include "solver.h"

enum {
	/*
	 * Search nodes worth one build of the distance table: the nodes an
	 * iterative-deepening search visits in the time the breadth-first
	 * search takes (measured: about 25 ms either way, some 250 solves).
	 * Renting until the rent paid equals the price, then buying, never
	 * costs more than twice the better choice made in hindsight.
	 */
	RENT = 3800000
};

struct search {
	const struct cube_solver *s;
	int budget;		/* see dfs */
	struct cube_path path;
	bool (*each)(const struct cube_path *p, void *ctx);
	void *ctx;
	uint64_t found;
	uint64_t nodes;		/* searched without the table */
	unsigned first_length;
	int shortest;		/* the budget of the shortest solutions; -1: not known yet */
	bool stop;
};

static int
bound(const struct cube_solver *s, unsigned perm, unsigned twist)
{
	return s->permutation_distance[perm] > s->twist_distance[twist] ?
	    s->permutation_distance[perm] : s->twist_distance[twist];
}

/*
 * Depth-first search in canonical order from the cube (perm, twist) held
 * by o.  With the distance table, v is the node's table distance minus
 * the root's, and the budget is the length sought minus the root's;
 * without it, v is a lower bound (the larger of the permutation's and the
 * twist's distances) and the budget is the length sought.  Either way a
 * turn is worth following while spent + cost + v <= budget, and a
 * solution has spent + cost + v == budget.
 */
static void
dfs(struct search *x, unsigned perm, unsigned twist, unsigned o, int v, unsigned e, int spent,
    int last)
{
	/*
	 * The solver's fields in locals: a turn written to the path is a
	 * char, which to the compiler might be any of them, and it would read
	 * them all again after each (measured: a third of the instructions).
	 */
	const struct cube_solver *s = x->s;
	const uint64_t *table = s->distance;
	const uint16_t *perm_turn = s->permutation_turn[perm], *twist_turn = s->twist_turn[twist];
	const struct cube_held_turn *held = s->turn[o];
	unsigned nfaces = s->nfaces, k, q;
	bool qtm = s->metric == CUBE_QTM;
	int room = x->budget - spent;	/* what the turns from here may cost */

	for (k = 0; k < nfaces; k++) {
		const struct cube_held_turn *h = &held[k];
		unsigned f = h->face;
		int quarter_v = v;
		unsigned quarter_e = e;

		if ((int)f == last)
			continue;
		for (q = 1; q <= 3; q++) {
			unsigned m = h->turn[q - 1];
			unsigned np = perm_turn[m], nt = twist_turn[m], ne = 0;
			bool half_of_quarters = qtm && q == 2;
			int cost = half_of_quarters ? 2 : 1, nv;

			if (table != NULL) {
				ne = entry(table, np * CUBE_TWISTS + nt);
				nv = half_of_quarters ? step(quarter_v, quarter_e, ne) :
				    step(v, e, ne);
			} else {
				x->nodes++;
				nv = bound(s, np, nt);
			}
			if (q == 1) {
				quarter_v = nv;
				quarter_e = ne;
			}
			if (cost + nv > room)
				continue;
			x->path.turn[x->path.n++] =
			    (struct cube_turn){ (unsigned char)f, (unsigned char)q };
			if (np == 0 && nt == 0) {
				if (cost + nv == room) {
					x->path.length = (unsigned)(spent + cost);
					if (x->found++ == 0)
						x->first_length = x->path.length;
					x->stop = !x->each(&x->path, x->ctx);
				}
			} else if (x->path.n < CUBE_PATH_MAX) {
				dfs(x, np, nt, h->next[q - 1], nv, ne, spent + cost, (int)f);
			}
			x->path.n--;
			if (x->stop)
				return;
		}
	}
}

/* Whether the faces can solve the cube at all. */
static bool
reaches(const struct cube_solver *s, unsigned perm, unsigned twist, unsigned e)
{
	unsigned q, m;

	if (e == UNREACHED)
		return false;
	if (!s->one_axis || (perm == 0 && twist == 0))
		return true;
	/* One axis: the cube is one layer turned against the other. */
	for (q = 1; q <= 3; q++) {
		m = s->turn[0][0].turn[q - 1];
		if (s->permutation_turn[0][m] == perm && s->twist_turn[0][m] == twist)
			return true;
	}
	return false;
}

/*
 * Runs the searches of budget from, from + 1, ... until one finds a
 * solution, and then on up to the budget of the shortest solutions plus
 * to_extra (no further when to_extra < 0).
 */
static void
deepen(struct search *x, unsigned perm, unsigned twist, int v, unsigned e, int from, int to_extra)
{
	for (x->budget = from; x->budget <= CUBE_PATH_MAX; x->budget++) {
		if (perm == 0 && twist == 0 && x->budget == 0) {
			x->path.n = x->path.length = x->first_length = 0;
			x->found++;
			x->stop = !x->each(&x->path, x->ctx);
		} else {
			dfs(x, perm, twist, 0, v, e, 0, -1);
		}
		if (x->found > 0 && x->shortest < 0)
			x->shortest = x->budget;
		if (x->stop)
			break;
		if (x->shortest >= 0 && (to_extra < 0 || x->budget >= x->shortest + to_extra))
			break;
	}
}

/* For cube_search: keeps the first solution in the cube_path at ctx, and stops. */
static bool
cube_keep_first(const struct cube_path *p, void *ctx)
{
	*(struct cube_path *)ctx = *p;
	return false;
}

/*
 * The solutions of c up to to_extra turns longer than optimal (to_extra
 * < 0: only the shortest there are), each passed to each(p, ctx) until it
 * returns false.  Returns the optimal length, or -1 when c cannot be
 * solved.
 */
static int
cube_search(struct cube_solver *s, const struct cube *c, int to_extra,
    bool (*each)(const struct cube_path *p, void *ctx), void *ctx)
{
	struct search x = { .s = s, .each = each, .ctx = ctx, .shortest = -1 };
	struct cube_position at;
	unsigned perm, twist, e = 0;
	int v = 0;

	cube_position(s, c, &at);
	perm = at.permutation;
	twist = at.twist;
	if (s->distance == NULL)
		v = bound(s, perm, twist);
	else if (!reaches(s, perm, twist, e = entry(s->distance, perm * CUBE_TWISTS + twist)))
		return -1;
	deepen(&x, perm, twist, v, e, v, to_extra);
	if (s->distance == NULL)
		s->searched += x.nodes;
	if (x.found == 0)
		return -1;
	return (int)x.first_length;
}

int
cube_solve(struct cube_solver *s, const struct cube *c, struct cube_path *p)
{
	struct cube_position at;

	if (s->distance == NULL && s->searched >= RENT)
		cube_distances(s);
	if (!cube_table_exact(s))
		return cube_search(s, c, -1, cube_keep_first, p);
	cube_position(s, c, &at);
	return cube_solve_at(s, &at, p);
}

/*
 * Every solution of c no longer than optimal + slack, shortest first and
 * in canonical order among equals, none turning a face twice in a row
 * nor passing through the solved cube; calls each(p, ctx) for each until
 * it returns false.  Returns the optimal length, or -1 as cube_solve.
 */
static int
cube_solve_each(struct cube_solver *s, const struct cube *c, unsigned slack,
    bool (*each)(const struct cube_path *p, void *ctx), void *ctx)
{
	struct cube_position at;

	cube_distances(s);
	if (slack > 0 || !cube_table_exact(s))
		return cube_search(s, c, (int)slack, each, ctx);
	cube_position(s, c, &at);
	return cube_solve_each_at(s, &at, each, ctx);
}

int
cube_solve_line(struct cube_solver *s, const struct cube_read *r, struct cube_path *p)
{
	return r->positioned ? cube_solve_at(s, &r->at, p) : cube_solve(s, &r->cube, p);
}

int
cube_solve_line_each(struct cube_solver *s, const struct cube_read *r, unsigned slack,
    bool (*each)(const struct cube_path *p, void *ctx), void *ctx)
{
	struct cube_bad bad;
	struct cube c;

	if (!r->positioned)
		return cube_solve_each(s, &r->cube, slack, each, ctx);
	if (slack == 0)
		return cube_solve_each_at(s, &r->at, each, ctx);
	/* A search with slack goes through cubes: the line is read again into one. */
	cube_parse(r->line, r->len, &c, &bad);
	return cube_solve_each(s, &c, slack, each, ctx);
}
