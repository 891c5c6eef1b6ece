/*
 * The fast road of the scramble writer, private to lib/cube/: the same
 * scrambles as scramble.c's write_on, byte for byte and draw for draw
 * (its twin; libtest's "scramble-roads" holds the two together), for a
 * solver that holds the cube one way.
 */
#ifndef WITS_CUBE_WRITEFAST_H
#define WITS_CUBE_WRITEFAST_H

#include <stdbool.h>
#include <stdint.h>

#include "solver.h"

struct rng;

enum {
	/*
	 * Search nodes worth one build of the distance table, as search.c
	 * rents before it buys: measured, about 335 instructions a node
	 * searched (400 nodes a scramble of 11 turns) against 233 million
	 * for the table, so some 1,700 scrambles.
	 */
	CUBE_FAST_RENT = 700000, CUBE_FAST_RENT_SCRAMBLES = 1700
};

/* The fast road's tables and searches: its tries, its costs, its shuffles. */
struct cube_fast;

/* The fast road for s, which must outlive it; NULL for a solver that holds the cube every way. */
struct cube_fast *cube_fast_new(const struct cube_solver *s);
void cube_fast_free(struct cube_fast *f);

/*
 * The distance of the cube at `at` by search, while the solver has no
 * distance table and the search has cost less than CUBE_FAST_RENT nodes;
 * -1 when the distance is to be read from the table instead.
 */
int cube_fast_distance(struct cube_fast *f, const struct cube_position *at);

/*
 * Sets *at to the position of c's inverse, as cube_inverse and then
 * cube_position (its twin) do, given c's permutation coordinate: read
 * from a table of the inverses once the solver's distance table is
 * built (a scramble's Lehmer code costs 240 instructions).
 */
void cube_fast_inverse(struct cube_fast *f, const struct cube *c, unsigned permutation,
    struct cube_position *at);

/*
 * Writes the cube at `at`, `distance` from solved, in exactly `length`
 * turns into p->turn as write_on does (1 <= length <= CUBE_PATH_MAX,
 * length >= distance); returns whether there is such a scramble.
 */
bool cube_fast_write(struct cube_fast *f, struct rng *r, const struct cube_position *at,
    int distance, unsigned length, struct cube_path *p);

#endif
