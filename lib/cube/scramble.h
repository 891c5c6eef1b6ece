/*
 * Scrambles for the pocket cube: random-state scrambles as competitions
 * draw them, with their rule for states too near solved, and
 * random-move scrambles.  Pure functions: every random choice comes from
 * the struct rng passed in.
 */
#ifndef WITS_CUBE_SCRAMBLE_H
#define WITS_CUBE_SCRAMBLE_H

#include <stdbool.h>
#include <stddef.h>

#include "cube.h"
#include "solve.h"

struct rng;

/*
 * The competition rule: a state drawn that can be solved in fewer than 4
 * turns is drawn again.  Every state is within God's number, 11 turns.
 */
enum { CUBE_SCRAMBLE_MIN_MOVES = 4, CUBE_GODS_NUMBER = 11 };

/*
 * Whether some state is min_moves or more turns from solved and, for a
 * length other than 0, reached by exactly `length` turns: the condition
 * of cube_scramble_random.
 */
bool cube_scramble_possible(unsigned min_moves, unsigned length);

/*
 * A scrambler: the solver it borrows, of R, U and F in the half-turn
 * metric, and the tables that only scrambles need.
 */
struct cube_scrambler;

/* A scrambler that uses s, which must outlive it. */
struct cube_scrambler *cube_scrambler_new(struct cube_solver *s);
void cube_scrambler_free(struct cube_scrambler *sc);

/*
 * A scramble for c: a sequence of exactly `length` turns of the solver's
 * faces that takes the solved cube to c (length 0: as short as
 * possible), the most comfortable of them to turn: the fewest F turns,
 * then the first in canonical order.  Returns the length, or -1 when no
 * sequence of that length reaches c.
 */
int cube_scramble_for(struct cube_scrambler *sc, const struct cube *c, unsigned length,
    struct cube_path *p);

/*
 * A random-state scramble, as competitions draw them: a cube *c drawn uniformly from those at
 * least min_moves turns from solved that a sequence of exactly `length`
 * turns reaches (length 0: any), and its scramble *p as cube_scramble_for
 * writes it.  cube_scramble_possible(min_moves, length) must hold.
 */
void cube_scramble_random(struct cube_scrambler *sc, struct rng *r, unsigned min_moves,
    unsigned length, struct cube *c, struct cube_path *p);

/*
 * A random-move scramble: turn[0 .. n), each drawn uniformly from the
 * turns of R, U and F of a face other than the last one's, and *c, the
 * solved cube after them.
 */
void cube_scramble_moves(struct rng *r, struct cube_turn *turn, size_t n, struct cube *c);

#endif
