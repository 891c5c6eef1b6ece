/*
 * Scrambles written the most comfortable way: of the optimal solutions,
 * the first in canonical order among those with the fewest F turns,
 * found by branch and bound over the paths down the distance table.
 */
#include <string.h>

#include "down.h"

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
 * Puts in f_turns[c] the fewest F turns, among the turns turn[0 .. nturns)
 * of move table `to`, that take coordinate c (0 .. n - 1) to 0.  That is
 * as many as take 0 to c, since every turn's inverse is among them.  The
 * passes over the coordinates go on until none changes, and each pass
 * adds at most one F turn.
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
build_f_turns(const struct cube_solver *s, struct cube_f_turns *f)
{
	/* the solver's turns, as the walk's lists give them (k * 4 + q) */
	const unsigned char *column = s->try_column[CUBE_FACES], *code = s->try_turn[CUBE_FACES];
	bool is_f[CUBE_HOME_TURNS];
	unsigned nturns = s->ntries[CUBE_FACES], i;

	memset(f->permutation, 0, sizeof(f->permutation));
	memset(f->twist, 0, sizeof(f->twist));
	if (!s->held) {
		for (i = 0; i < nturns; i++)
			is_f[i] = s->turn[0][code[i] >> 2].face == CUBE_F;
		count_f_turns(s->permutation_turn, CUBE_PERMUTATIONS, column, is_f, nturns,
		    f->permutation);
		count_f_turns(s->twist_turn, CUBE_TWISTS, column, is_f, nturns, f->twist);
	}
	f->built = true;
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
			fewer_f(x, w, d.perm, d.twist, h->next[d.q - 1], d.e, d.k,
			    spent + cost(w, d.q), nf);
		}
		x->path.n--;
	}
}

int
cube_solve_fewest_f(const struct cube_solver *s, struct cube_f_turns *f,
    const struct cube *c, struct cube_path *p)
{
	struct cube_position at;
	struct fewest x;
	struct walker w;
	unsigned e, i;

	/* the walk's first solution, then those with fewer F turns */
	cube_position(s, c, &at);
	if (cube_solve_at(s, &at, p) < 0)
		return -1;
	e = entry_at(s, &at);
	x.path.n = 0;
	x.best = p;
	for (x.fewest_f = 0, i = 0; i < p->n; i++)
		x.fewest_f += p->turn[i].face == CUBE_F;
	if (!f->built)
		build_f_turns(s, f);
	x.permutation_f_turns = f->permutation;
	x.twist_f_turns = f->twist;
	w = walker(s);
	if (x.fewest_f > 0)
		fewer_f(&x, &w, at.permutation, at.twist, 0, e, CUBE_FACES, 0, 0);
	return (int)p->length;
}
