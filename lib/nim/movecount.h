/*
 * How hard a position is to move from: how many legal moves it has and
 * how many of them are correct (leave a safe position), so that a
 * mistake where one move of twenty was correct reads differently from
 * one where most were.  Counted, never listed where a count will do,
 * for Nim, the reverse game, Moore's Nim_k and the heap games of
 * heapgame.h; and from the two counts, the mistakes a player choosing
 * each move at random would have made.  Pure: no I/O.
 */
#ifndef WITS_NIM_MOVECOUNT_H
#define WITS_NIM_MOVECOUNT_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"
#include "position.h"

/* Whether a count is exact, or how it is not. */
enum nim_count_kind {
	NIM_COUNT_EXACT,
	NIM_COUNT_HUGE,		/* 2^64 or more */
	NIM_COUNT_UNKNOWN	/* past the search's reach, or not counted */
};

struct nim_count {
	uint64_t n;		/* when exact */
	enum nim_count_kind kind;
};

/*
 * Counts the legal moves from p in *legal and the correct ones in
 * *correct.  A legal move lowers at least one heap and at most k (one in
 * the simple game); the count of ways is the sum of the products of up
 * to k heap sizes, found by a pass over the heaps (the elementary
 * symmetric sums), never by listing.  The correct moves of the simple
 * game are the heaps that hold the nim-sum's leading 1 (Bouton 1901);
 * those of Nim_k are counted by Moore's search column by column (moore.h),
 * which counts a column's choices of the free heaps' digits instead of
 * making them, up to a budget of steps; the reverse game's from those,
 * corrected for the positions of heaps of 0 and 1 alone, counted apart.
 * A heap game's (g->rules) legal moves are counted from its code's
 * digits, a closed form for each heap and amount; its correct ones by
 * looking at the value of each option of each heap (heapgame.h), unknown
 * past the budget or the values found (a split of a heap of millions).
 * x is p's exclusive or (nim_xor), which a game log keeps from move to
 * move: the simple game's count is then a single pass over the heaps.
 */
void nim_count_moves(const struct nim_game *g, const struct nim_position *p,
    uint64_t x, struct nim_count *legal, struct nim_count *correct);

/* A millionth: the unit in which chances of a mistake are added up. */
#define NIM_MILLION 1000000

/*
 * Returns the chance that a player choosing among the legal moves at
 * random makes a mistake here, in millionths rounded down: the share of
 * the legal moves that are not correct.  0 when no move is correct (the
 * move is forced, not a chance to err) or either count is not exact (the
 * move is not weighed).  Whole millionths add up exactly, so totals
 * added over the shards of a log are those of one run.
 */
uint64_t nim_random_mistake(const struct nim_count *legal,
    const struct nim_count *correct);

#endif
