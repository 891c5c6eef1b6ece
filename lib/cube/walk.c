/*
 * A cube followed turn by turn, as a solve log is judged (judge.c): its
 * distance from solved is known after every turn from the distance
 * table, without a search, since a turn changes a position's distance by
 * one at most.
 */
#include "solver.h"

/* Returns the index of the walk's position in the distance table. */
static uint32_t
position_of(const struct cube_walk *w)
{
	return (uint32_t)w->permutation * CUBE_TWISTS + w->twist;
}

void
cube_walk_start(struct cube_solver *s, const struct cube *c, struct cube_walk *w)
{
	unsigned char turn[CUBE_HOME_TURNS];
	unsigned nturns = cube_table_turns(s, turn), p, t, e, k;

	cube_distances(s);
	w->permutation = (uint16_t)cube_permutation(c);
	w->twist = (uint16_t)cube_twist(c);
	w->holding = 0;
	w->entry = (unsigned char)entry(s->distance, position_of(w));
	/*
	 * The distance is the length of a walk down the table to solved: some
	 * neighbour is always one nearer, its entry one less mod 3.
	 */
	w->distance = 0;
	for (p = w->permutation, t = w->twist, e = w->entry; p != 0 || t != 0; w->distance++) {
		for (k = 0; k < nturns; k++) {
			unsigned np = s->permutation_turn[p][turn[k]];
			unsigned nt = s->twist_turn[t][turn[k]];

			if (entry(s->distance, np * CUBE_TWISTS + nt) == (e + 2) % 3)
				break;
		}
		p = s->permutation_turn[p][turn[k]];
		t = s->twist_turn[t][turn[k]];
		e = (e + 2) % 3;
	}
}

/*
 * Takes one turn that the metric counts once.  It leads to a neighbour in
 * the table, whose distance differs by one at most.
 */
static void
walk_step(const struct cube_solver *s, struct cube_walk *w, const struct cube_held_turn *h,
    unsigned quarters)
{
	unsigned m = h->turn[quarters - 1];
	unsigned e;

	w->permutation = s->permutation_turn[w->permutation][m];
	w->twist = s->twist_turn[w->twist][m];
	w->holding = h->next[quarters - 1];
	e = entry(s->distance, position_of(w));
	w->distance = (unsigned)step((int)w->distance, w->entry, e);
	w->entry = (unsigned char)e;
}

void
cube_walk_turn(const struct cube_solver *s, struct cube_walk *w, struct cube_turn t)
{
	unsigned k;

	/* The solver's faces are in the same order however the cube is held. */
	for (k = 0; s->turn[0][k].face != t.face; k++)
		;
	if (s->metric == CUBE_QTM && t.quarters == 2) {
		/* Two quarter turns, the second as the cube is held after the first. */
		walk_step(s, w, &s->turn[w->holding][k], 1);
		walk_step(s, w, &s->turn[w->holding][k], 1);
	} else {
		walk_step(s, w, &s->turn[w->holding][k], t.quarters);
	}
}

void
cube_walk_rotate(const struct cube_solver *s, struct cube_walk *w, enum cube_axis axis,
    unsigned quarters)
{
	w->holding = s->rotated[w->holding][axis][quarters - 1];
}
