/*
 * The rules of Nim: which positions are safe (Bouton 1901 for the simple
 * game, Moore 1910 for Nim_k, the count of ones in the reverse game once
 * no heap holds more than one match), the nim-sum, which moves are legal,
 * and the correct move as the Nimrod booklet (1951) finds it.  Pure
 * functions: no I/O, no randomness.
 */
#ifndef WITS_NIM_RULES_H
#define WITS_NIM_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "columns.h"
#include "game.h"
#include "position.h"

/* Heaps holding more than one match, counted up to limit + 1. */
static inline uint64_t
nim_big_heaps(const struct nim_position *p, uint64_t limit)
{
	uint64_t big = 0;
	size_t i;

	for (i = 0; i < p->n && big <= limit; i++)
		big += p->heap[i] > 1;
	return big;
}

/* Heaps holding exactly one match. */
static inline uint64_t
nim_ones(const struct nim_position *p)
{
	uint64_t ones = 0;
	size_t i;

	for (i = 0; i < p->n; i++)
		ones += p->heap[i] == 1;
	return ones;
}

/* A column is safe when its sum is divisible by k + 1 (even, in the simple game). */
static inline bool
nim_column_safe(const struct nim_game *g, uint64_t sum)
{
	return sum % (g->k + 1) == 0;
}

/* Every column sum divisible by k + 1. */
bool nim_columns_safe(const struct nim_game *g, const uint64_t sum[NIM_COLUMNS]);

/* The reverse game with no heap above 1: the count of ones decides, not the columns. */
static inline bool
nim_counts_ones(const struct nim_game *g, const struct nim_position *p)
{
	return g->misere && nim_big_heaps(p, 0) == 0;
}

/* The exclusive or of the heaps: the simple game's column sums, mod 2. */
static inline uint64_t
nim_xor(const struct nim_position *p)
{
	const uint64_t *heap = p->heap;
	uint64_t x = 0;
	size_t i, n = p->n;

	for (i = 0; i < n; i++)
		x ^= heap[i];
	return x;
}

/* Safe: every move from here leaves an unsafe position for the mover. */
bool nim_safe(const struct nim_game *g, const struct nim_position *p);

/*
 * nim_safe, given p's exclusive or x: a game log keeps it from move to
 * move, a heap's old value out and its new one in, not a pass over the
 * heaps a move.
 */
bool nim_safe_xor(const struct nim_game *g, const struct nim_position *p, uint64_t x);

/* The reverse game's "transition": k or fewer heaps hold more than one match. */
bool nim_transition(const struct nim_game *g, const struct nim_position *p);

/*
 * Which rule finds the correct move: none once the game is over, the
 * reverse game's transition rule, or the columns (the Nimrod's program).
 */
enum nim_rule { NIM_RULE_OVER, NIM_RULE_TRANSITION, NIM_RULE_COLUMNS };
enum nim_rule nim_rule_at(const struct nim_game *g, const struct nim_position *p);

/*
 * The correct move (one that leaves a safe position), found as the
 * booklet finds it: columns from the left, the heap counter choosing
 * which heap to modify, starting at heap `start` (mod the heap count)
 * and counting up; modified heaps re-modified before new ones are opened.
 * In the reverse game, once "transition" is reached (k or fewer heaps
 * above 1), the move leaves n(k+1)+1 heaps of one.  False when there is
 * no correct move: the position is safe, or the game is over.
 */
bool nim_correct_move(const struct nim_game *g, const struct nim_position *p, size_t start,
    struct nim_move *m);

/*
 * Why a step is no legal move; NIM_AGAINST_RULES: a heap game's rules
 * forbid the change (heapmove.h).
 */
enum nim_legality { NIM_LEGAL, NIM_HEAP_COUNT, NIM_GREW, NIM_NOTHING_TAKEN, NIM_TOO_MANY,
    NIM_AGAINST_RULES };

/*
 * Whether `after` is one legal move from `before`; if not, *heap names a heap
 * that broke the rule.
 */
enum nim_legality nim_legal(const struct nim_game *g, const struct nim_position *before,
    const struct nim_position *after, size_t *heap);

/*
 * nim_legal, and the move made in *m when it is legal (empty when not):
 * one pass over the heaps where a game log wants both.
 */
enum nim_legality nim_legal_move(const struct nim_game *g, const struct nim_position *before,
    const struct nim_position *after, struct nim_move *m, size_t *heap);

/*
 * nim_legal_move where `after` is known to differ from `before` in heap
 * `changed` alone, if at all: a change of one heap, which no k forbids.
 * hot path: measured (nim-trace --game: the pass over every heap was a
 * tenth of a move's instructions; the call, another 3%).
 */
static inline enum nim_legality
nim_legal_change(const struct nim_position *before, const struct nim_position *after,
    size_t changed,
    struct nim_move *m, size_t *heap)
{
	uint64_t from = before->heap[changed], to = after->heap[changed];

	*heap = 0;
	m->n = 0;
	if (to == from)
		return NIM_NOTHING_TAKEN;
	if (to > from) {
		*heap = changed;
		return NIM_GREW;
	}
	nim_move_add(m, changed, from, to);
	return NIM_LEGAL;
}

/* A legal move judged: it left a safe position, it could have and did not, or it could not. */
enum nim_judgement { NIM_MOVE_CORRECT, NIM_MOVE_MISTAKE, NIM_MOVE_FORCED };

/*
 * From whether the positions before and after the move are safe
 * (nim_safe): a game log asks once a position, not twice a move.
 */
static inline enum nim_judgement
nim_judge(bool before_safe, bool after_safe)
{
	if (after_safe)
		return NIM_MOVE_CORRECT;
	return before_safe ? NIM_MOVE_FORCED : NIM_MOVE_MISTAKE;
}

#endif
