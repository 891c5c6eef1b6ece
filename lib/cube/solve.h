/*
 * Solving the pocket cube: optimal solutions in the half-turn metric
 * (every turn of a face counts one) or the quarter-turn metric (a half
 * turn counts two), with all the faces or only some; the census of
 * positions by distance.  Pure functions; the tables live in a struct
 * cube_solver that the caller owns (tables.c builds them, search.c
 * searches them).
 *
 * The tables: move tables for the two coordinates (100 KB, built at
 * start-up in about a millisecond) and, for every position, its distance
 * from solved mod 3 (2 bits each: 918,540 bytes, which with the move
 * tables fit the 1 MB second-level cache of this project's machine),
 * built by breadth-first search (about 25 ms, 240 million instructions)
 * when it pays.  Until then a solve is an iterative-deepening search
 * bounded by the permutation's and the twist's own distances; once those
 * searches have cost about what the full table costs to build, the table
 * is built, and every solve after it is a walk down the distances.  A
 * one-line pipeline never pays for the table; a few hundred lines do,
 * once.  Both ways find the same solutions in the same order.
 */
#ifndef WITS_CUBE_SOLVE_H
#define WITS_CUBE_SOLVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cube.h"

enum cube_metric { CUBE_HTM, CUBE_QTM };

/* God's numbers: 11 face turns, 14 quarter turns; with fewer faces, more. */
enum { CUBE_DEPTH_MAX = 40, CUBE_PATH_MAX = 64 };

/* A sequence of turns: a solution or a scramble. */
struct cube_path {
	struct cube_turn turn[CUBE_PATH_MAX];
	unsigned n;		/* turns */
	unsigned length;	/* in the metric: a half turn is 2 in the quarter-turn metric */
};

struct cube_solver;
struct cube_bad;

/*
 * Returns a solver that turns only the faces order[0 .. nfaces), in the
 * metric; NULL for no faces.  Solutions try the faces in the order given,
 * and each face's turns in the order quarter, half, inverse.  When the
 * set holds both faces of an axis (turning D is turning U and the whole
 * cube), the search follows how the cube is held, and a cube solved in
 * any orientation is solved.
 */
struct cube_solver *cube_solver_new(enum cube_metric metric, const unsigned char *order,
    unsigned nfaces);
void cube_solver_free(struct cube_solver *s);

/*
 * An optimal solution of c: the first in canonical order (by face order,
 * then quarter, half, inverse).  Returns its length, or -1 when the
 * solver's faces cannot solve c.
 */
int cube_solve(struct cube_solver *s, const struct cube *c, struct cube_path *p);

/*
 * A cube as the solver's tables number it: the coordinates of the cube
 * held as the solver holds it.
 */
struct cube_position {
	uint16_t permutation, twist;
};

/*
 * A line read for solving.  Either the cube it holds, or, on the fast
 * road for a line of plain turns (turns.c), only the solver's position of
 * that cube and the line itself.
 */
struct cube_read {
	struct cube cube;		/* set unless `positioned` */
	struct cube_position at;	/* set when `positioned` */
	bool positioned;
	const char *line;
	size_t len;
};

/*
 * Reads a line as cube_parse does and returns what cube_parse returns:
 * 1 for a cube, 0 for a line with none, -1 for a bad line with *bad
 * naming the token to blame and why.  With want_cube, r->cube is always
 * set.  Without, once the solver's distance table is built, a line of
 * plain turns of R, U and F may be read straight into the solver's
 * position, four times faster, and r->cube is then left unset.  Both
 * roads give cube_solve_line the same solutions: the fuzz target
 * t/fuzz/cube.c and "libtest roads" (t/lib.bats) hold them together.
 */
int cube_read_line(struct cube_solver *s, const char *line, size_t len, bool want_cube,
    struct cube_read *r, struct cube_bad *bad);

/* cube_solve of a cube that cube_read_line has read. */
int cube_solve_line(struct cube_solver *s, const struct cube_read *r, struct cube_path *p);

/*
 * Every solution of the cube that cube_read_line has read, no longer
 * than optimal + slack, shortest first and in canonical order among
 * equals, none turning a face twice in a row nor passing through the
 * solved cube; calls each(p, ctx) for each until it returns false.
 * Returns the optimal length, or -1 as cube_solve.
 */
int cube_solve_line_each(struct cube_solver *s, const struct cube_read *r, unsigned slack,
    bool (*each)(const struct cube_path *p, void *ctx), void *ctx);

/*
 * The census: how many positions lie at each distance from solved
 * (count[0 .. depth]), found by breadth-first search from the solved
 * cube.  Returns the depth (God's number for these faces).
 */
unsigned cube_census(struct cube_solver *s, uint64_t count[CUBE_DEPTH_MAX + 1]);

/*
 * A cube followed turn by turn, its distance from solved in the solver's
 * metric known after every turn without a search: where it is, how it is
 * held (a turn of D, L or B turns the cube held another way), and the
 * distance.  For a solver of all six faces (as "URFDLB" names them).
 */
struct cube_walk {
	uint16_t permutation, twist;
	unsigned char holding, entry;
	unsigned distance;
};

/* The walk from c: its distance found by walking down the distance table (built now if need be). */
void cube_walk_start(struct cube_solver *s, const struct cube *c, struct cube_walk *w);

/* The walk after a turn of any face. */
void cube_walk_turn(const struct cube_solver *s, struct cube_walk *w, struct cube_turn t);

/*
 * The walk after the whole cube is turned about an axis, 1 .. 3 quarter
 * turns: the distance stays.
 */
void cube_walk_rotate(const struct cube_solver *s, struct cube_walk *w, enum cube_axis axis,
    unsigned quarters);

#endif
