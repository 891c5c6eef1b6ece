/*
 * The goal, then the rest (goal.h): a solution in two parts, as a method
 * that begins with a first layer makes it, for the answer key of
 * cube-scramble's sheets.  Apart from goal.c, as it asks only goal.h's
 * searches and the solver's.
 */
#include "goal.h"

/* The shortest way to the goal and its rest so far, for cube_goal_then_solve. */
struct two_parts {
	struct cube_solver *s;
	const struct cube *c;
	struct cube_path *first, *rest;
	bool found;
};

static bool
keep_shortest_rest(const struct cube_path *p, unsigned colour, void *ctx)
{
	struct two_parts *t = ctx;
	struct cube turned = *t->c;
	struct cube_path rest;
	unsigned i;

	(void)colour;
	for (i = 0; i < p->n; i++)
		cube_turn(&turned, p->turn[i]);
	cube_solve(t->s, &turned, &rest);
	if (!t->found || rest.length < t->rest->length) {
		*t->first = *p;
		*t->rest = rest;
		t->found = true;
	}
	return true;
}

void
cube_goal_then_solve(struct cube_goals *g, struct cube_solver *s, const struct cube *c,
    unsigned colour, struct cube_path *first, struct cube_path *rest)
{
	struct two_parts t = { s, c, first, rest, false };

	cube_goal_solve_each(g, c, 1u << colour, 0, keep_shortest_rest, &t);
}
