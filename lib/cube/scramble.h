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
 * Tells the solver of a scrambler how many scrambles it is to write.  A
 * scrambler searches for the distances of its first few hundred cubes and
 * builds the solver's table of every position's distance when the search
 * has cost as much as the table; for a batch that would pay for the table
 * many times over it builds the table now.
 */
void cube_scramble_expect(struct cube_solver *s, uint64_t scrambles);

/*
 * Makes sc write by the plain reference roads alone, for the test that
 * holds the fast roads to them: the same scrambles, draw for draw.
 */
void cube_scrambler_plain(struct cube_scrambler *sc);

/*
 * How a cube is written as a scramble: in exactly `length` turns, or
 * (length 0) in as few as its distance.  Scrambles are written in
 * CUBE_SCRAMBLE_LENGTH turns unless asked otherwise, as TNoodle writes
 * them for competitions, so that the scramble read backwards is not a
 * solution; CUBE_SCRAMBLE_LENGTH_MAX is the most a scramble is given.
 */
struct cube_scramble_form {
	unsigned length;
};

enum { CUBE_SCRAMBLE_LENGTH = 11, CUBE_SCRAMBLE_LENGTH_MAX = 20 };

/*
 * Writes c as a scramble in *p: a sequence of turns of the scrambler's
 * faces, in the form asked, that takes the solved cube to c and passes
 * through no cube twice (no run of two or more of its turns does
 * nothing), each turn the easiest by the grip model that leads on to c
 * (scramble.c), one drawn from r among equally easy ones.  Returns c's
 * distance (the scramble's slack is its length minus that), or -1 when
 * no such sequence has the length asked.
 */
int cube_scramble_write(struct cube_scrambler *sc, struct rng *r, const struct cube *c,
    const struct cube_scramble_form *form, struct cube_path *p);

/*
 * A random-state scramble, as competitions draw them: a cube *c drawn
 * uniformly from those at least min_moves turns from solved that a
 * scramble of the form asked can make (of length 0: any), written in *p
 * by cube_scramble_write.  Returns c's distance.
 * cube_scramble_possible(min_moves, form->length) must hold.
 */
int cube_scramble_random(struct cube_scrambler *sc, struct rng *r, unsigned min_moves,
    const struct cube_scramble_form *form, struct cube *c, struct cube_path *p);

/*
 * A random-move scramble: turn[0 .. n), each drawn uniformly from the
 * turns of R, U and F of a face other than the last one's, and *c, the
 * solved cube after them.
 */
void cube_scramble_moves(struct rng *r, struct cube_turn *turn, size_t n, struct cube *c);

#endif
