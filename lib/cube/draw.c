/*
 * Drawing the states a run of scrambles asks for.  Whatever the states
 * are drawn from, one writer writes them, with the rng, so that a subset's
 * or a subgroup's scrambles have no idle runs, follow the grip model and
 * take the length asked as the random states' scrambles do.
 */
#include <stdlib.h>

#include "../diag.h"
#include "draw.h"

struct cube_drawer {
	struct cube_draw_kind kind;
	struct cube_solver *solver;		/* the writer's, and --moves' distances */
	struct cube_solver *faces;		/* the subgroup's own solver, or NULL */
	struct cube_subgroup *subgroup;		/* or NULL */
	struct cube_scrambler *scrambler;	/* NULL for random moves */
	struct cube_turn *turns;		/* random moves' turns */
	struct cube_path path;			/* the written states' turns */
};

struct cube_drawer *
cube_drawer_new(const struct cube_draw_kind *kind, struct cube_solver *s)
{
	struct cube_drawer *d = xreallocarray(NULL, 1, sizeof(*d));

	*d = (struct cube_drawer){ .kind = *kind, .solver = s };
	if (kind->moves > 0) {
		d->turns = xreallocarray(NULL, (size_t)kind->moves, sizeof(*d->turns));
		return d;
	}
	if (kind->nfaces > 0) {
		d->faces = cube_solver_new(CUBE_HTM, kind->faces, kind->nfaces);
		d->subgroup = cube_subgroup_new(d->faces, kind->min_moves);
		if (d->subgroup == NULL) {
			cube_drawer_free(d);
			return NULL;
		}
		s = d->faces;
	}
	d->scrambler = cube_scrambler_new(s);
	return d;
}

void
cube_drawer_free(struct cube_drawer *d)
{
	if (d == NULL)
		return;
	cube_scrambler_free(d->scrambler);
	cube_subgroup_free(d->subgroup);
	cube_solver_free(d->faces);
	free(d->turns);
	free(d);
}

/*
 * Draws a state of the subset or subgroup into *got and writes it.  A
 * subset of the whole cube (no-bar) keeps the random states' rule for
 * states too near solved; a subgroup's states were drawn beyond it.
 */
static void
draw_part(struct cube_drawer *d, struct rng *r, struct cube_drawn *got)
{
	const struct cube_draw_kind *k = &d->kind;
	bool whole = k->subset != NULL && cube_subset_whole(k->subset);

	for (;;) {
		if (d->subgroup != NULL)
			cube_subgroup_draw(d->subgroup, r, &got->cube);
		else
			got->case_drawn = cube_subset_draw(k->subset, r, k->only, &got->cube);
		got->distance = cube_scramble_write(d->scrambler, r, &got->cube, &k->form,
		    &d->path);
		if (got->distance >= 0 && (!whole || (unsigned)got->distance >= k->min_moves))
			return;
	}
}

void
cube_draw(struct cube_drawer *d, struct rng *r, struct cube_drawn *got)
{
	const struct cube_draw_kind *k = &d->kind;
	struct cube_path path;

	got->case_drawn = 0;
	if (k->moves > 0) {
		cube_scramble_moves(r, d->turns, (size_t)k->moves, &got->cube);
		got->turn = d->turns;
		got->n = (size_t)k->moves;
		got->distance = k->distance ? cube_solve(d->solver, &got->cube, &path) : 0;
		return;
	}
	if (k->subset != NULL || d->subgroup != NULL)
		draw_part(d, r, got);
	else
		got->distance = cube_scramble_random(d->scrambler, r, k->min_moves, &k->form,
		    &got->cube, &d->path);
	got->turn = d->path.turn;
	got->n = d->path.n;
}
