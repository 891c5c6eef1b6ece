/*
 * The practice subsets of the pocket cube that timers offer (csTimer's
 * 2x2 menu): states whose first layer is solved, swapped or twisted as a
 * method (CLL, EG, TCLL, last slot) expects, each drawn uniformly, and
 * their cases by the community's names.  Pure functions: every random
 * choice comes from the struct rng passed in.
 */
#ifndef WITS_CUBE_SUBSET_H
#define WITS_CUBE_SUBSET_H

#include <stdbool.h>
#include <stddef.h>

#include "cube.h"

struct rng;

/* A subset: its name, its cases, and how a state of it is drawn. */
struct cube_subset;

/* The i-th subset's name: cll, eg-1, ...; NULL past the last. */
const char *cube_subset_listed(size_t i);

/* The subset of that name (any case), or NULL. */
const struct cube_subset *cube_subset_named(const char *name);

/* The subset's name as cube_subset_listed writes it. */
const char *cube_subset_name(const struct cube_subset *s);

/* How many cases the subset names (0: it names none). */
unsigned cube_subset_cases(const struct cube_subset *s);

/* Case k's name (k below cube_subset_cases). */
const char *cube_subset_case_name(const struct cube_subset *s, unsigned k);

/*
 * The case that `name` names, by its name (any case of letters) or its
 * number from 1; -1 when it names none of the subset's.
 */
int cube_subset_case_named(const struct cube_subset *s, const char *name);

/*
 * Whether the subset is the whole cube with states of it left out (no-bar):
 * then it is drawn among random states, whose rule for states too near
 * solved applies.
 */
bool cube_subset_whole(const struct cube_subset *s);

/*
 * Draws *c uniformly from the subset's states (of case `only`, or any
 * when it is negative), the first layer held with its colour drawn too
 * where the method allows any.  Returns the case drawn (0 for a subset
 * without cases).
 */
unsigned cube_subset_draw(const struct cube_subset *s, struct rng *r, int only,
    struct cube *c);

/*
 * The states of a subgroup: those that turns of some of R, U and F reach
 * (R and U: the 29,160 states of two-generator practice), at least some
 * turns from solved in that subgroup, drawn uniformly.
 */
struct cube_subgroup;
struct cube_solver;

/*
 * The states that the solver's faces (among R, U and F) reach, min_moves
 * or more of its turns from solved; NULL when there is none.
 */
struct cube_subgroup *cube_subgroup_new(struct cube_solver *s, unsigned min_moves);
void cube_subgroup_free(struct cube_subgroup *g);

/* Draws *c uniformly from the subgroup's states. */
void cube_subgroup_draw(const struct cube_subgroup *g, struct rng *r, struct cube *c);

#endif
