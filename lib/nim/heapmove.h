/*
 * Moves of the heap games of heapgame.h on whole positions: the correct
 * move (one that leaves a position of value 0), every correct move, the
 * machine's move when there is none, whether a position has any move
 * left, and whether one position follows from another by a legal move.
 *
 * A position is written as Nim's is, and a move keeps its heaps in
 * place: a heap emptied stays as 0, and a heap split in two becomes two
 * heaps in its place (struct nim_move's split), so "7" in Kayles may
 * become "2 4" and the next move is made on that.  A move that splits a
 * heap always leaves two non-empty heaps.
 *
 * Pure: no I/O; randomness only through the generator passed in.
 */
#ifndef WITS_NIM_HEAPMOVE_H
#define WITS_NIM_HEAPMOVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "heapgame.h"
#include "position.h"
#include "rules.h"

struct rng;

/*
 * The heaps whose values are found for a position before a larger heap
 * is given up on, unless a period is proved first.
 */
#define HEAP_MOVE_LIMIT ((size_t)1 << 20)

/*
 * Why a heap of g has no value, once a lookup of it failed: it lies past
 * the last heap whose value was found (at most HEAP_MOVE_LIMIT - 1,
 * fewer where HEAP_GAME_WORK runs out first), and no period is proved.
 * The reason names that heap and points to nim-safe's --values, which
 * finds values as far as it is asked; it is kept in a buffer that the
 * next call overwrites.
 */
const char *heap_move_no_value(const struct heap_game *g);

/* Whether no heap of p has a legal move. */
bool heap_move_over(const struct heap_game *g, const struct nim_position *p);

/*
 * Whether the game is over: no heap has a legal move (every heap empty,
 * in Nim).  The one home of that question for every game; inline, as
 * nim-move -p asks it at every move.
 */
static inline bool
nim_game_over(const struct nim_game *g, const struct nim_position *p)
{
	return g->rules == NULL ? nim_terminal(p) : heap_move_over(g->rules, p);
}

/*
 * The correct move from p into *m: the first heap, counting from heap
 * `start` (mod the heap count), that has a move to the value that makes
 * the position's 0, and the first such move of it (the fewest taken, the
 * smallest first part of a split).  False when there is none: p is safe,
 * or a heap's value is out of reach (check with
 * heap_game_position_value first).
 */
bool heap_move_correct(struct heap_game *g, const struct nim_position *p, size_t start,
    struct nim_move *m);

/*
 * Calls each(m, arg) for every correct move from p, heap by heap, in
 * the order of heap_move_correct, until it returns false.  Returns how
 * many it was called for.
 */
uint64_t heap_move_each_correct(struct heap_game *g, const struct nim_position *p,
    bool (*each)(const struct nim_move *m, void *arg), void *arg);

/*
 * The Nimrod's move with no correct move, in a heap game: from a heap
 * drawn at random among those with a legal move, the smallest legal
 * move (the fewest taken, the smallest first part).  m is left empty
 * when no heap has a move.
 */
void heap_move_nimrod(const struct heap_game *g, const struct nim_position *p,
    struct rng *r, struct nim_move *m);

/*
 * A random legal move from p, as a machine that errs makes it: a heap
 * drawn at random among those with a legal move, then one of its kinds
 * of move (how many are taken, and whether the rest stays one heap or is
 * split), and for a split, where it splits.  m is left empty when no
 * heap has a move.
 */
void heap_move_random(const struct heap_game *g, const struct nim_position *p,
    struct rng *r, struct nim_move *m);

/*
 * Whether `after` follows from `before` by one legal move, and the move
 * in *m when it does; a split's second heap may stand next to its first
 * or after every other heap.  When not: NIM_HEAP_COUNT (the heap count did not
 * stay or grow by one), NIM_NOTHING_TAKEN, NIM_TOO_MANY (more than one
 * heap changed), NIM_GREW, or NIM_AGAINST_RULES, with *heap naming the
 * heap that broke the rule.
 */
enum nim_legality heap_move_legal(const struct heap_game *g,
    const struct nim_position *before, const struct nim_position *after,
    struct nim_move *m, size_t *heap);

#endif
