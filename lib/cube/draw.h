/*
 * Drawing the states a run of scrambles asks for: random states of the
 * whole cube, of a practice subset or of a subgroup, or random moves,
 * each written as a scramble by the one writer (scramble.h), so that
 * every kind obeys the same rules.  Pure functions: every random choice
 * comes from the struct rng passed in.
 */
#ifndef WITS_CUBE_DRAW_H
#define WITS_CUBE_DRAW_H

#include <stdbool.h>
#include <stdint.h>

#include "cube.h"
#include "scramble.h"
#include "solve.h"
#include "subset.h"

struct rng;

/* What a run draws. */
struct cube_draw_kind {
	uint64_t moves;			/* random-move scrambles of this many turns, or 0 */
	const struct cube_subset *subset;	/* states of this subset, or NULL */
	int only;			/* the subset's case to draw, or -1 for any */
	const unsigned char *faces;	/* states these faces reach, when nfaces > 0 */
	unsigned nfaces;
	struct cube_scramble_form form;	/* how a drawn state is written */
	unsigned min_moves;		/* random states nearer solved are drawn again */
	bool distance;			/* random moves: find the state's distance too */
};

/* One scramble drawn: its turns, the cube they make, its distance and case. */
struct cube_drawn {
	const struct cube_turn *turn;
	size_t n;
	struct cube cube;
	int distance;		/* in the turns it is written in; 0 when not found */
	unsigned case_drawn;	/* the subset's case, or 0 */
};

/* A drawer: what it draws, and the solvers and tables it needs. */
struct cube_drawer;

/*
 * A drawer of that kind, whose random states of the whole cube or of a
 * subset are written with s (of R, U and F), which must outlive it; NULL
 * when the subgroup has no state min_moves of its turns from solved.
 */
struct cube_drawer *cube_drawer_new(const struct cube_draw_kind *kind, struct cube_solver *s);
void cube_drawer_free(struct cube_drawer *d);

/*
 * Draws the next scramble into *got; its turns stay valid until the next
 * draw.  A state that cannot be written in the form asked is drawn again,
 * as is a state of the whole cube nearer solved than min_moves.
 */
void cube_draw(struct cube_drawer *d, struct rng *r, struct cube_drawn *got);

#endif
