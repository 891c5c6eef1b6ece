/*
 * The solver's memory, private to lib/cube/: the tables that tables.c
 * builds and the search (search.c) and the scrambles (scramble.c) read,
 * and the steps those files share, inline where the search is hot.
 */
#ifndef WITS_CUBE_SOLVER_H
#define WITS_CUBE_SOLVER_H

#include <stdbool.h>
#include <stdint.h>

#include "holding.h"
#include "solve.h"

enum {
	POSITIONS = CUBE_PERMUTATIONS * CUBE_TWISTS,	/* 3,674,160 */
	UNREACHED = 3		/* the 2-bit entry of a position not (yet) reached */
};

struct cube_solver {
	enum cube_metric metric;
	unsigned nfaces;
	/*
	 * How the solver's faces turn the cube, in the order to try them:
	 * turn[o][k] for face k held by o.  A solver that turns no two faces
	 * of an axis holds the cube one way, by `rotation`, so that its faces
	 * are among R, U and F; one that does is held every way in turn,
	 * DBL at home, and a cube solved in any holding is solved.
	 */
	unsigned rotation;
	bool held;
	/* Held, with the faces of one axis alone: few cubes are reached. */
	bool one_axis;
	/* Held, with a face of each axis: the distances are those of R, U, F. */
	bool every_axis;
	struct cube_held_turn turn[CUBE_ROTATIONS][CUBE_FACES];
	unsigned char rotated[CUBE_ROTATIONS][3][3];	/* held: the holding after x, y, z turns */
	/*
	 * Held one way (three faces at most): the turns a walk tries after
	 * a turn of face k (CUBE_FACES: none yet), in canonical order, each
	 * its move tables' column and its face and quarter turns as
	 * k * 4 + q (down.c).
	 */
	unsigned char ntries[CUBE_FACES + 1];
	unsigned char try_column[CUBE_FACES + 1][CUBE_HOME_TURNS];
	unsigned char try_turn[CUBE_FACES + 1][CUBE_HOME_TURNS];
	/*
	 * Held one way, each position two turns from solved by its
	 * permutation: the turns that solve it, as try_turn codes (the
	 * first << 4 | the second), and its twist; 0 or 0xff where there is
	 * none.  Kept only when two_known (down.c).
	 */
	bool two_known;
	unsigned char last_two[CUBE_PERMUTATIONS];
	uint16_t last_two_twist[CUBE_PERMUTATIONS];
	/* The move tables: each coordinate after each turn of R, U, F. */
	uint16_t (*permutation_turn)[CUBE_HOME_TURNS];
	uint16_t (*twist_turn)[CUBE_HOME_TURNS];
	/* Distances of the permutation and of the twist alone: bounds for the search. */
	unsigned char permutation_distance[CUBE_PERMUTATIONS];
	unsigned char twist_distance[CUBE_TWISTS];
	/* The distance table: 2 bits for each position, its distance mod 3; NULL until built. */
	uint64_t *distance;
	uint64_t census[CUBE_DEPTH_MAX + 1];
	unsigned depth;
	bool held_census;		/* census[] counts the held search's distances */
	uint64_t searched;		/* nodes searched without the table */
};

/*
 * The turns the tables count, one each in the metric: the solver's own,
 * or all of R, U and F for a solver that holds the cube every way.
 */
static inline unsigned
cube_table_turns(const struct cube_solver *s, unsigned char turn[CUBE_HOME_TURNS])
{
	unsigned k, q, n = 0;

	for (k = 0; k < (s->held ? CUBE_HOME_FACES : s->nfaces); k++)
		for (q = 1; q <= 3; q++)
			if (s->metric == CUBE_HTM || q != 2)
				turn[n++] = (unsigned char)(s->held ? cube_home_turn(k, q) :
				    s->turn[0][k].turn[q - 1]);
	return n;
}

/*
 * Builds the distance table once (distances.c): its entry for each
 * position is the position's distance mod 3.
 */
void cube_distances(struct cube_solver *s);

static inline unsigned
entry(const uint64_t *table, uint32_t i)
{
	return (unsigned)(table[i >> 5] >> ((i & 31) * 2)) & 3;
}

/* A neighbour's distance from its entry: neighbours differ by at most one. */
static inline int
step(int distance, unsigned entry_from, unsigned entry_to)
{
	static const signed char change[3][3] = { { 0, 1, -1 }, { -1, 0, 1 }, { 1, -1, 0 } };

	return distance + change[entry_from][entry_to];
}

/* The index of the lowest set bit of x (not 0): de Bruijn's sequence names each of the 64. */
static inline unsigned
lowest_bit(uint64_t x)
{
	static const unsigned char position[64] = {
		0, 1, 48, 2, 57, 49, 28, 3, 61, 58, 50, 42, 38, 29, 17, 4,
		62, 55, 59, 36, 53, 51, 43, 22, 45, 39, 33, 30, 24, 18, 12, 5,
		63, 47, 56, 27, 60, 41, 37, 16, 54, 35, 52, 21, 44, 32, 23, 11,
		46, 26, 40, 15, 34, 20, 31, 10, 25, 14, 19, 9, 13, 8, 7, 6
	};

	return position[((x & (0 - x)) * 0x03f79d71b4cb0a89u) >> 58];
}

/* How many bits of x are set. */
static inline unsigned
bit_count(uint64_t x)
{
	x -= x >> 1 & 0x5555555555555555u;
	x = (x & 0x3333333333333333u) + (x >> 2 & 0x3333333333333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
	return (unsigned)((x * 0x0101010101010101u) >> 56);
}

/*
 * Whether the distance table is built and its distances are the solver's
 * own (its faces turned as R, U and F, or a face of every axis held every
 * way): then solutions are walks down it (see search.c).
 */
static inline bool
cube_table_exact(const struct cube_solver *s)
{
	return s->distance != NULL && (!s->held || s->every_axis);
}

/* Sets *at to the position of c, held as the solver holds it. */
void cube_position(const struct cube_solver *s, const struct cube *c, struct cube_position *at);

/*
 * cube_solve and cube_solve_each (slack 0) of the cube at `at`, for a
 * solver whose table is built and exact (down.c).
 */
int cube_solve_at(const struct cube_solver *s, const struct cube_position *at,
    struct cube_path *p);
int cube_solve_each_at(const struct cube_solver *s, const struct cube_position *at,
    bool (*each)(const struct cube_path *p, void *ctx), void *ctx);

#endif
