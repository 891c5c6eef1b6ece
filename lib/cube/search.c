/*
 * The search for solutions: depth-first in canonical order, deepened one
 * turn at a time, over the cube held one way (faces among R, U, F) or
 * every way (both faces of an axis).  Before the distance table pays, it
 * is bounded by the permutation's and the twist's own distances; after,
 * it walks down the table.
 */
#include <string.h>

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
	int first_budget;	/* the budget the first solution was found at; -1: none yet */
	int shortest;		/* the budget of the shortest solutions; -1: not known yet */
	bool stop;
	int f_turns;		/* F turns still allowed; negative: any number */
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
				nv = half_of_quarters ? step(quarter_v, quarter_e, ne) : step(v, e, ne);
			} else {
				x->nodes++;
				nv = bound(s, np, nt);
			}
			if (q == 1) {
				quarter_v = nv;
				quarter_e = ne;
			}
			if (cost + nv > room || (f == CUBE_F && x->f_turns == 0))
				continue;
			x->path.turn[x->path.n++] = (struct cube_turn){ (unsigned char)f, (unsigned char)q };
			if (np == 0 && nt == 0) {
				if (cost + nv == room) {
					x->path.length = (unsigned)(spent + cost);
					if (x->found++ == 0)
						x->first_length = x->path.length;
					x->stop = !x->each(&x->path, x->ctx);
				}
			} else if (x->path.n < CUBE_PATH_MAX) {
				x->f_turns -= f == CUBE_F;
				dfs(x, np, nt, h->next[q - 1], nv, ne, spent + cost, (int)f);
				x->f_turns += f == CUBE_F;
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
 * The searches of budget from, from + 1, ... until one finds a solution,
 * and on up to the budget of the shortest solutions + to_extra (to_extra
 * < 0: no further).
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
		if (x->found > 0 && x->first_budget < 0) {
			x->first_budget = x->budget;
			if (x->shortest < 0)
				x->shortest = x->budget;
		}
		if (x->stop || (x->shortest >= 0 && (to_extra < 0 || x->budget >= x->shortest + to_extra)))
			break;
	}
}

bool
cube_keep_first(const struct cube_path *p, void *ctx)
{
	*(struct cube_path *)ctx = *p;
	return false;
}

/*
 * Lengths counted from the optimal need the budget of the shortest
 * solutions: 0 where the table's distance is the optimal one, else (the
 * cube held with an axis the faces cannot turn, or no table yet) found by
 * a search first.
 */
int
cube_search(struct cube_solver *s, const struct cube *c, unsigned from_extra, int to_extra,
    int f_turns, bool (*each)(const struct cube_path *p, void *ctx), void *ctx)
{
	struct search x = { .s = s, .each = each, .ctx = ctx, .f_turns = f_turns,
		.first_budget = -1, .shortest = -1 };
	struct cube held;
	unsigned char face_at[CUBE_FACES];
	unsigned perm, twist, e = 0;
	int v = 0;

	cube_rotate(c, s->rotation, &held, face_at);
	perm = cube_permutation(&held);
	twist = cube_twist(&held);
	if (s->distance == NULL)
		v = bound(s, perm, twist);
	else if (!reaches(s, perm, twist, e = entry(s->distance, perm * CUBE_TWISTS + twist)))
		return -1;
	if (from_extra > 0 || f_turns >= 0) {
		if (s->distance != NULL && (!s->held || s->every_axis)) {
			x.shortest = 0;
		} else {
			struct cube_path p;
			struct search first = { .s = s, .each = cube_keep_first, .ctx = &p, .f_turns = -1,
				.first_budget = -1, .shortest = -1 };

			deepen(&first, perm, twist, v, e, v, -1);
			if ((x.shortest = first.shortest) < 0)
				return -1;
		}
	}
	deepen(&x, perm, twist, v, e, x.shortest < 0 ? v : x.shortest + (int)from_extra, to_extra);
	if (s->distance == NULL)
		s->searched += x.nodes;
	if (x.found == 0)
		return -1;
	return (int)x.first_length - (x.first_budget - x.shortest);
}

/*
 * The optimal solutions in canonical order, once the table is built and
 * its distances are those of the solver's faces: the paths down the
 * table, no search.  A neighbour one turn nearer has the entry one less
 * mod 3 (neighbours differ by one at most).  In the half-turn metric
 * every turn down begins optimal solutions: from there the table leads
 * on down to solved, and never by the face just turned, as two turns of
 * a face are one turn (or none) and could not bring the cube two nearer.
 * So the first solution is a walk, the first turn down at each step.
 *
 * In the quarter-turn metric a half turn is two quarters down, so the
 * quarter turn it passes through must be one down and the half turn's
 * entry two less.  And the way on from a quarter turn f down may be f
 * again alone: a dead end, where the search turns back and takes f2,
 * which comes next in canonical order and is two down, and whose cube
 * has a way down by another face (its neighbours by f are all farther).
 * That is the only dead end: f2 never meets one, and f' is not reached
 * when f2 goes down.  The walk does the same: at a dead end, its last
 * quarter turn becomes a half turn.
 */
struct down {
	unsigned k, q;		/* the face (as the solver orders them) and its quarter turns */
	unsigned perm, twist, e;
};

/*
 * What a walk reads of the solver, copied to locals: a turn written to
 * the path is a char, which to the compiler might be any of the solver's
 * fields, and it would read them all again after each (measured).
 */
struct walker {
	const uint64_t *table;
	const uint16_t (*permutation_turn)[CUBE_HOME_TURNS], (*twist_turn)[CUBE_HOME_TURNS];
	const struct cube_held_turn (*turn)[CUBE_FACES];
	unsigned nfaces;
	bool qtm;
};

static struct walker
walker(const struct cube_solver *s)
{
	return (struct walker){ s->distance, (const uint16_t (*)[CUBE_HOME_TURNS])s->permutation_turn,
		(const uint16_t (*)[CUBE_HOME_TURNS])s->twist_turn, s->turn, s->nfaces,
		s->metric == CUBE_QTM };
}

/* The entry one and two turns nearer, mod 3. */
static const unsigned char one_nearer[3] = { 2, 0, 1 }, two_nearer[3] = { 1, 2, 0 };

/*
 * The next turn down from (perm, twist) held by o, entry e, after the
 * turn d->k, d->q (d->q == 0: from the face's first), of a face but
 * `last`: into *d.
 */
static inline bool
next_down(const struct walker *w, unsigned perm, unsigned twist, unsigned o, unsigned e,
    unsigned last, struct down *d)
{
	const uint16_t *perm_turn = w->permutation_turn[perm], *twist_turn = w->twist_turn[twist];
	unsigned one_down = one_nearer[e], k, q;

	for (k = d->k, q = d->q; k < w->nfaces; k++, q = 0) {
		const unsigned char *turn = w->turn[o][k].turn;
		bool quarter_down = q == 1;	/* the quarter turn taken went down */

		if (k == last)
			continue;
		while (++q <= 3) {
			unsigned np = perm_turn[turn[q - 1]], nt = twist_turn[turn[q - 1]];
			unsigned ne = entry(w->table, np * CUBE_TWISTS + nt);

			if (w->qtm && q == 2 ? quarter_down && ne == two_nearer[e] : ne == one_down) {
				*d = (struct down){ k, q, np, nt, ne };
				return true;
			}
			quarter_down = ne == one_down;
		}
	}
	return false;
}

static unsigned
cost(const struct walker *w, unsigned quarters)
{
	return w->qtm && quarters == 2 ? 2 : 1;
}

/* The first solution: the walk. */
static int
walk(const struct cube_solver *s, unsigned perm, unsigned twist, unsigned e, struct cube_path *p)
{
	const struct walker w = walker(s);
	unsigned o = 0, last = CUBE_FACES, n = 0, length = 0;
	struct down d;

	while (perm != 0 || twist != 0) {
		const struct cube_held_turn *h;

		d.k = d.q = 0;
		if (next_down(&w, perm, twist, o, e, last, &d)) {
			h = &w.turn[o][d.k];
			p->turn[n++] = (struct cube_turn){ h->face, (unsigned char)d.q };
			length += cost(&w, d.q);
		} else {
			/* the quarter-turn metric's dead end: f, then f again, is f2 */
			h = &w.turn[o][last];
			d = (struct down){ last, 1, w.permutation_turn[perm][h->turn[0]],
				w.twist_turn[twist][h->turn[0]], one_nearer[e] };
			p->turn[n - 1].quarters = 2;
			length++;
		}
		perm = d.perm;
		twist = d.twist;
		e = d.e;
		o = h->next[d.q - 1];
		last = d.k;
	}
	p->n = n;
	p->length = length;
	return (int)length;
}

/* Every solution: every path down, the turns so far in x->path, costing `spent`. */
static void
every_down(struct search *x, const struct walker *w, unsigned perm, unsigned twist, unsigned o,
    unsigned e, unsigned last, unsigned spent)
{
	struct down d = { 0, 0, 0, 0, 0 };

	while (next_down(w, perm, twist, o, e, last, &d)) {
		const struct cube_held_turn *h = &w->turn[o][d.k];

		x->path.turn[x->path.n++] = (struct cube_turn){ h->face, (unsigned char)d.q };
		if (d.perm == 0 && d.twist == 0) {
			x->path.length = spent + cost(w, d.q);
			x->found++;
			x->stop = !x->each(&x->path, x->ctx);
		} else {
			every_down(x, w, d.perm, d.twist, h->next[d.q - 1], d.e, d.k, spent + cost(w, d.q));
		}
		x->path.n--;
		if (x->stop)
			return;
	}
}

/*
 * The first solution with the fewest F turns: every path down with fewer
 * F turns than the best so far (x->best, fewest_f of them), F turns
 * spent on this one.
 */
struct fewest {
	struct cube_path path, *best;
	unsigned fewest_f;
};

static void
fewer_f(struct fewest *x, const struct walker *w, unsigned perm, unsigned twist, unsigned o,
    unsigned e, unsigned last, unsigned spent, unsigned f)
{
	struct down d = { 0, 0, 0, 0, 0 };

	while (next_down(w, perm, twist, o, e, last, &d)) {
		const struct cube_held_turn *h = &w->turn[o][d.k];
		unsigned nf = f + (h->face == CUBE_F);

		if (nf >= x->fewest_f)
			continue;
		x->path.turn[x->path.n++] = (struct cube_turn){ h->face, (unsigned char)d.q };
		if (d.perm == 0 && d.twist == 0) {
			x->path.length = spent + cost(w, d.q);
			*x->best = x->path;
			x->fewest_f = nf;
		} else {
			fewer_f(x, w, d.perm, d.twist, h->next[d.q - 1], d.e, d.k, spent + cost(w, d.q), nf);
		}
		x->path.n--;
	}
}

/* The coordinates of c as the solver holds it, and its entry. */
static unsigned
position(const struct cube_solver *s, const struct cube *c, unsigned *perm, unsigned *twist)
{
	struct cube turned;
	unsigned char face_at[CUBE_FACES];

	if (s->rotation != 0) {
		cube_rotate(c, s->rotation, &turned, face_at);
		c = &turned;
	}
	*perm = cube_permutation(c);
	*twist = cube_twist(c);
	return entry(s->distance, *perm * CUBE_TWISTS + *twist);
}

int
cube_solve(struct cube_solver *s, const struct cube *c, struct cube_path *p)
{
	unsigned perm, twist, e;

	if (s->distance == NULL && s->searched >= RENT)
		cube_distances(s);
	if (!cube_table_exact(s))
		return cube_search(s, c, 0, -1, -1, cube_keep_first, p);
	if ((e = position(s, c, &perm, &twist)) == UNREACHED)
		return -1;
	return walk(s, perm, twist, e, p);
}

int
cube_solve_each(struct cube_solver *s, const struct cube *c, unsigned slack,
    bool (*each)(const struct cube_path *p, void *ctx), void *ctx)
{
	struct search x = { .s = s, .each = each, .ctx = ctx };
	struct walker w;
	unsigned perm, twist, e;

	cube_distances(s);
	if (slack > 0 || !cube_table_exact(s))
		return cube_search(s, c, 0, (int)slack, -1, each, ctx);
	if ((e = position(s, c, &perm, &twist)) == UNREACHED)
		return -1;
	if (perm == 0 && twist == 0) {
		each(&x.path, ctx);
		return 0;
	}
	w = walker(s);
	every_down(&x, &w, perm, twist, 0, e, CUBE_FACES, 0);
	return x.found > 0 ? (int)x.path.length : -1;
}

int
cube_solve_fewest_f(struct cube_solver *s, const struct cube *c, struct cube_path *p)
{
	struct fewest x;
	struct walker w;
	unsigned perm, twist, e, i;

	if ((e = position(s, c, &perm, &twist)) == UNREACHED)
		return -1;
	/* the walk's first solution, then those with fewer F turns */
	walk(s, perm, twist, e, p);
	x.path.n = 0;
	x.best = p;
	for (x.fewest_f = 0, i = 0; i < p->n; i++)
		x.fewest_f += p->turn[i].face == CUBE_F;
	w = walker(s);
	if (x.fewest_f > 0)
		fewer_f(&x, &w, perm, twist, 0, e, CUBE_FACES, 0, 0);
	return (int)p->length;
}
