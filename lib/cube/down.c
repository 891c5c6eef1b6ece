/*
 * Solutions as walks down the distance table, once it is built and its
 * distances are the solver's own: the first optimal solution, every one,
 * and the first with the fewest F turns (for scrambles).  No search: at
 * each step the turns are tried in canonical order for a neighbour one
 * nearer, a probe of the table each.
 */
#include <string.h>

#include "solver.h"

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
 *
 * In the half-turn metric a turn is down when its entry is one less, and
 * nothing else: a loop of its own, of two loads from the move tables and
 * one from the distance table a probe, the hot path of every solve
 * (measured: a probe cost some 40 instructions in the loop below that
 * asks the metric's questions too, 12 here).
 */
static inline bool
next_down_htm(const struct walker *w, unsigned perm, unsigned twist, unsigned o, unsigned e,
    unsigned last, struct down *d)
{
	const uint16_t *perm_turn = w->permutation_turn[perm], *twist_turn = w->twist_turn[twist];
	const uint64_t *table = w->table;
	unsigned one_down = one_nearer[e], k, q;

	for (k = d->k, q = d->q; k < w->nfaces; k++, q = 0) {
		const unsigned char *turn = w->turn[o][k].turn;

		if (k == last)
			continue;
		for (; q < 3; q++) {
			unsigned np = perm_turn[turn[q]], nt = twist_turn[turn[q]];

			if (entry(table, np * CUBE_TWISTS + nt) == one_down) {
				*d = (struct down){ k, q + 1, np, nt, one_down };
				return true;
			}
		}
	}
	return false;
}

static bool
next_down_qtm(const struct walker *w, unsigned perm, unsigned twist, unsigned o, unsigned e,
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

			if (q == 2 ? quarter_down && ne == two_nearer[e] : ne == one_down) {
				*d = (struct down){ k, q, np, nt, ne };
				return true;
			}
			quarter_down = ne == one_down;
		}
	}
	return false;
}

/* The half-turn metric's loop inline in its callers, the other's called. */
static inline bool
next_down(const struct walker *w, unsigned perm, unsigned twist, unsigned o, unsigned e,
    unsigned last, struct down *d)
{
	if (w->qtm)
		return next_down_qtm(w, perm, twist, o, e, last, d);
	return next_down_htm(w, perm, twist, o, e, last, d);
}

static unsigned
cost(const struct walker *w, unsigned quarters)
{
	return w->qtm && quarters == 2 ? 2 : 1;
}

/*
 * The first solution in the half-turn metric, the cube held one way (the
 * default solver's): the walk below with only what it needs, the hot
 * path of cube-solve.  Each step's loop keeps the turn it found in
 * registers rather than in a struct down (measured: 1,390 instructions
 * a solve in walk() with the loop above inline, 620 here).
 */
static int
walk_htm(const struct cube_solver *s, unsigned perm, unsigned twist, unsigned e, struct cube_path *p)
{
	const uint64_t *table = s->distance;
	uint16_t (*permutation_turn)[CUBE_HOME_TURNS] = s->permutation_turn;
	uint16_t (*twist_turn)[CUBE_HOME_TURNS] = s->twist_turn;
	const struct cube_held_turn *turn = s->turn[0];
	unsigned nfaces = s->nfaces, last = CUBE_FACES, n = 0, k, q, m, one_down;

	while (perm != 0 || twist != 0) {
		const uint16_t *perm_turn = permutation_turn[perm], *twist_turn_of = twist_turn[twist];

		/* some turn is down, e being reached: the first one */
		one_down = one_nearer[e];
		for (k = 0; k < nfaces; k++) {
			/* held one way, a face's turns are three columns in a row (cube_home_turn) */
			const uint16_t *to_perm = perm_turn + turn[k].turn[0];
			const uint16_t *to_twist = twist_turn_of + turn[k].turn[0];

			if (k == last)
				continue;
			for (q = 0; q < 3; q++)
				if (entry(table, to_perm[q] * CUBE_TWISTS + to_twist[q]) == one_down)
					goto down;
		}
		break;
down:
		m = turn[k].turn[0] + q;
		p->turn[n++] = (struct cube_turn){ turn[k].face, (unsigned char)(q + 1) };
		perm = perm_turn[m];
		twist = twist_turn_of[m];
		e = one_down;
		last = k;
	}
	p->n = p->length = n;
	return (int)n;
}

/* The first solution: the walk. */
static int
walk(const struct cube_solver *s, unsigned perm, unsigned twist, unsigned e, struct cube_path *p)
{
	const struct walker w = walker(s);
	unsigned o = 0, last = CUBE_FACES, n = 0, length = 0;
	struct down d;

	if (!s->held && !w.qtm)
		return walk_htm(s, perm, twist, e, p);

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
struct every {
	struct cube_path path;
	bool (*each)(const struct cube_path *p, void *ctx);
	void *ctx;
	uint64_t found;
	bool stop;
};

static void
every_down(struct every *x, const struct walker *w, unsigned perm, unsigned twist, unsigned o,
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
 * Every solution in the half-turn metric, the cube held one way: every
 * path down as every_down() follows them, in a loop of its own as the
 * walk's (measured: 9,400 instructions a cube in every_down(), 7,700
 * here).  The turns so far are x->path.turn[0 .. n).
 */
static void
every_down_htm(struct every *x, const struct walker *w, unsigned perm, unsigned twist,
    unsigned e, unsigned last, unsigned n)
{
	const uint16_t *perm_turn = w->permutation_turn[perm], *twist_turn = w->twist_turn[twist];
	const struct cube_held_turn *turn = w->turn[0];
	unsigned one_down = one_nearer[e], k, q;

	for (k = 0; k < w->nfaces; k++) {
		/* held one way, a face's turns are three columns in a row (cube_home_turn) */
		const uint16_t *to_perm = perm_turn + turn[k].turn[0];
		const uint16_t *to_twist = twist_turn + turn[k].turn[0];

		if (k == last)
			continue;
		for (q = 0; q < 3; q++) {
			unsigned np = to_perm[q], nt = to_twist[q];

			if (entry(w->table, np * CUBE_TWISTS + nt) != one_down)
				continue;
			x->path.turn[n] = (struct cube_turn){ turn[k].face, (unsigned char)(q + 1) };
			if (np == 0 && nt == 0) {
				x->path.n = x->path.length = n + 1;
				x->found++;
				x->stop = !x->each(&x->path, x->ctx);
			} else {
				every_down_htm(x, w, np, nt, one_down, k, n + 1);
			}
			if (x->stop)
				return;
		}
	}
}

/*
 * The first solution with the fewest F turns: every path down with fewer
 * F turns than the best so far (x->best, fewest_f of them), F turns
 * spent on this one.
 *
 * Every way down from a cube has at least as many F turns as the
 * solver's turns of the cube's permutation alone back to solved need,
 * and as its twist's alone: those counts, taken once for each
 * coordinate, bound the search, which follows no path whose F turns
 * so far and those its next cube needs reach the best's (measured: 6,100
 * instructions a scramble in this search without the bound, 2,900 with
 * it).
 */
struct fewest {
	struct cube_path path, *best;
	unsigned fewest_f;
	const unsigned char *permutation_f_turns, *twist_f_turns;
};

/*
 * The fewest F turns among the turns turn[0 .. nturns) of move table
 * `to` that take each coordinate (0 .. n - 1) to 0: as many as take 0 to
 * it, every turn's inverse being among them.  Passes over the
 * coordinates until none changes, one more F turn at most a pass.
 */
static void
count_f_turns(uint16_t (*to)[CUBE_HOME_TURNS], unsigned n, const unsigned char *turn,
    const bool *is_f, unsigned nturns, unsigned char *f_turns)
{
	unsigned i, k;
	bool changed = true;

	memset(f_turns, 0xff, n);
	f_turns[0] = 0;
	while (changed) {
		changed = false;
		for (i = 0; i < n; i++)
			for (k = 0; k < nturns && f_turns[i] != 0xff; k++) {
				unsigned next = to[i][turn[k]], f = f_turns[i] + is_f[k];

				if (f < f_turns[next]) {
					f_turns[next] = (unsigned char)f;
					changed = true;
				}
			}
	}
}

/* The bound, for a solver held one way; held every way (never a scrambler's), none. */
static void
build_f_turns(struct cube_solver *s)
{
	unsigned char turn[CUBE_HOME_TURNS];
	bool is_f[CUBE_HOME_TURNS];
	unsigned nturns = 0, k, q;

	memset(s->permutation_f_turns, 0, sizeof(s->permutation_f_turns));
	memset(s->twist_f_turns, 0, sizeof(s->twist_f_turns));
	if (!s->held) {
		for (k = 0; k < s->nfaces; k++)
			for (q = 0; q < 3; q++) {
				is_f[nturns] = s->turn[0][k].face == CUBE_F;
				turn[nturns++] = s->turn[0][k].turn[q];
			}
		count_f_turns(s->permutation_turn, CUBE_PERMUTATIONS, turn, is_f, nturns,
		    s->permutation_f_turns);
		count_f_turns(s->twist_turn, CUBE_TWISTS, turn, is_f, nturns, s->twist_f_turns);
	}
	s->f_turns_built = true;
}

/* The F turns the cube (perm, twist) needs at least. */
static unsigned
f_turns_needed(const struct fewest *x, unsigned perm, unsigned twist)
{
	unsigned by_perm = x->permutation_f_turns[perm], by_twist = x->twist_f_turns[twist];

	return by_perm > by_twist ? by_perm : by_twist;
}

static void
fewer_f(struct fewest *x, const struct walker *w, unsigned perm, unsigned twist, unsigned o,
    unsigned e, unsigned last, unsigned spent, unsigned f)
{
	struct down d = { 0, 0, 0, 0, 0 };

	while (next_down(w, perm, twist, o, e, last, &d)) {
		const struct cube_held_turn *h = &w->turn[o][d.k];
		unsigned nf = f + (h->face == CUBE_F);

		if (nf + f_turns_needed(x, d.perm, d.twist) >= x->fewest_f)
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

void
cube_position(const struct cube_solver *s, const struct cube *c, struct cube_position *at)
{
	struct cube turned;
	unsigned char face_at[CUBE_FACES];

	if (s->rotation != 0) {
		cube_rotate(c, s->rotation, &turned, face_at);
		c = &turned;
	}
	at->permutation = (uint16_t)cube_permutation(c);
	at->twist = (uint16_t)cube_twist(c);
}

/* Its entry in the table. */
static unsigned
entry_at(const struct cube_solver *s, const struct cube_position *at)
{
	return entry(s->distance, (uint32_t)at->permutation * CUBE_TWISTS + at->twist);
}

int
cube_solve_at(const struct cube_solver *s, const struct cube_position *at, struct cube_path *p)
{
	unsigned e = entry_at(s, at);

	if (e == UNREACHED)
		return -1;
	return walk(s, at->permutation, at->twist, e, p);
}

int
cube_solve_each_at(const struct cube_solver *s, const struct cube_position *at,
    bool (*each)(const struct cube_path *p, void *ctx), void *ctx)
{
	struct every x = { .each = each, .ctx = ctx };
	struct walker w;
	unsigned e = entry_at(s, at);

	if (e == UNREACHED)
		return -1;
	if (at->permutation == 0 && at->twist == 0) {
		each(&x.path, ctx);
		return 0;
	}
	w = walker(s);
	if (!s->held && !w.qtm)
		every_down_htm(&x, &w, at->permutation, at->twist, e, CUBE_FACES, 0);
	else
		every_down(&x, &w, at->permutation, at->twist, 0, e, CUBE_FACES, 0);
	return x.found > 0 ? (int)x.path.length : -1;
}

int
cube_solve_fewest_f(struct cube_solver *s, const struct cube *c, struct cube_path *p)
{
	struct cube_position at;
	struct fewest x;
	struct walker w;
	unsigned e, i;

	cube_position(s, c, &at);
	if ((e = entry_at(s, &at)) == UNREACHED)
		return -1;
	/* the walk's first solution, then those with fewer F turns */
	walk(s, at.permutation, at.twist, e, p);
	x.path.n = 0;
	x.best = p;
	for (x.fewest_f = 0, i = 0; i < p->n; i++)
		x.fewest_f += p->turn[i].face == CUBE_F;
	if (!s->f_turns_built)
		build_f_turns(s);
	x.permutation_f_turns = s->permutation_f_turns;
	x.twist_f_turns = s->twist_f_turns;
	w = walker(s);
	if (x.fewest_f > 0)
		fewer_f(&x, &w, at.permutation, at.twist, 0, e, CUBE_FACES, 0, 0);
	return (int)p->length;
}
