/*
 * The first face and the first layer: the fewest turns that make one
 * face of the cube show a single colour (a face), or that and the
 * stickers beside it matching, two by two, on the four sides around it
 * (the first layer: its four corners placed right with respect to each
 * other).  The pocket cube has no centres, so a face of colour c is any
 * face showing c's four stickers, whichever side of the cube it is on.
 *
 * The cube is held as cube_parse leaves it, DBL at home, and turned by
 * R, U and F: a turn of D, L or B is one of U, R or F and a turn of the
 * whole cube, which no face's colours notice, so these three faces make
 * any goal as soon as all six would.  A goal of D, L or B, the colours of
 * DBL, is made on that face itself; one of U, R or F on any of the three
 * faces away from DBL.
 *
 * Pure functions; the tables live in a struct cube_goals that the caller
 * owns: one for each colour, built by breadth-first search when first
 * asked (115 million instructions, some 40 ms, and 136 KB each), a byte
 * for each arrangement of that colour's four corners, its distance from
 * the goal.
 */
#ifndef WITS_CUBE_GOAL_H
#define WITS_CUBE_GOAL_H

#include <stdbool.h>
#include <stdint.h>

#include "cube.h"
#include "solve.h"

enum cube_goal { CUBE_GOAL_FACE, CUBE_GOAL_LAYER };

/* A set of colours: a bit for each, 1 << face (U R F D L B). */
enum { CUBE_ALL_COLOURS = (1u << CUBE_FACES) - 1 };

struct cube_goals;

/* Returns the tables for the goal in the metric, none built yet. */
struct cube_goals *cube_goals_new(enum cube_goal goal, enum cube_metric metric);
void cube_goals_free(struct cube_goals *g);

/*
 * Reads a colour as the option names it: a face's letter (U R F D L B, the
 * colour that face shows on the solved cube) or the colour's name in the
 * colours cubes are sold in (white red green yellow orange blue, which
 * are U R F D L B), into *colour.  Returns NULL, or why not.
 */
const char *cube_goal_parse_colour(const char *s, unsigned *colour);

/*
 * The i-th name of a colour cube_goal_parse_colour reads: the letters U R
 * F D L B, then the names white ... blue; NULL past the last.
 */
const char *cube_goal_colour_listed(size_t i);

/* The colour's name: "white" for U, and so on. */
const char *cube_goal_colour_name(unsigned colour);

/*
 * Every way to make a goal of one of the colours in the set (not empty)
 * no longer than the nearest colour's distance + slack: shortest first,
 * then by colour (U R F D L B), then in canonical order (faces R U F, each
 * quarter, half, inverse), none turning a face twice in a row nor
 * passing through that colour's goal.  Calls each(p, colour, ctx) for
 * each until it returns false.  Returns the nearest colour's distance.
 */
unsigned cube_goal_solve_each(struct cube_goals *g, const struct cube *c, unsigned colours,
    unsigned slack, bool (*each)(const struct cube_path *p, unsigned colour, void *ctx),
    void *ctx);

/*
 * The first solution cube_goal_solve_each finds, in *p, and its colour in
 * *colour.  Returns its length.
 */
unsigned cube_goal_solve(struct cube_goals *g, const struct cube *c, unsigned colours,
    struct cube_path *p, unsigned *colour);

/* The face that shows the colour's stickers after c is turned by p, which makes its goal. */
unsigned cube_goal_side(const struct cube *c, const struct cube_path *p, unsigned colour);

/*
 * A solution in two parts, as a method that begins with the goal makes
 * it: in *first, a shortest way to the colour's goal; in *rest, an
 * optimal solution, by solver s (s's faces must solve every cube), of the
 * cube that *first leaves.  Of the shortest ways to the goal it keeps the
 * one whose rest is shortest, the first in cube_goal_solve_each's order
 * among equals.
 */
void cube_goal_then_solve(struct cube_goals *g, struct cube_solver *s, const struct cube *c,
    unsigned colour, struct cube_path *first, struct cube_path *rest);

/*
 * The census of the colour's goal: how many of the 3,674,160 positions
 * lie at each distance from it (count[0 .. depth]).  Returns the depth,
 * the farthest distance.
 */
unsigned cube_goal_census(struct cube_goals *g, unsigned colour,
    uint64_t count[CUBE_DEPTH_MAX + 1]);

#endif
