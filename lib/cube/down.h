/*
 * The steps down the distance table, private to lib/cube/: what the walks
 * (down.c) and the scramble writer (scramble.c) share, inline where they
 * are hot.
 */
#ifndef WITS_CUBE_DOWN_H
#define WITS_CUBE_DOWN_H

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

static inline struct walker
walker(const struct cube_solver *s)
{
	return (struct walker){ s->distance,
		(const uint16_t (*)[CUBE_HOME_TURNS])s->permutation_turn,
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

static inline bool
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

static inline unsigned
cost(const struct walker *w, unsigned quarters)
{
	return w->qtm && quarters == 2 ? 2 : 1;
}

/* A position's entry in the distance table. */
static inline unsigned
entry_at(const struct cube_solver *s, const struct cube_position *at)
{
	return entry(s->distance, (uint32_t)at->permutation * CUBE_TWISTS + at->twist);
}

#endif
