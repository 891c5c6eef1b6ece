/*
 * A game at play: the machine against itself, the Nimrod's "split
 * personality" (the booklet, 1951), sides A and B taking turns from A;
 * and the moves a person types, as on the Nimrod's and the Nimatron's
 * keys, checked against the rules.
 */
#ifndef WITS_NIM_PLAY_H
#define WITS_NIM_PLAY_H

#include <stdint.h>

#include "game.h"
#include "position.h"
#include "rules.h"

struct nim_play {
	const struct nim_game *game;
	int mover;		/* who moves next: NIM_A or NIM_B */
	uint64_t moves;		/* made so far */
	uint64_t most;		/* the game stops after these: from heaps near 2^64 it can last 2^65 */
};

/* What the game's next turn is: a move, the stop at the limit, or none: the heaps are empty. */
enum nim_turn { NIM_TURN_MOVE, NIM_TURN_STOPPED, NIM_TURN_OVER };

void nim_play_start(struct nim_play *pl, const struct nim_game *g, uint64_t most);
enum nim_turn nim_play_turn(const struct nim_play *pl, const struct nim_position *p);

/* The mover has moved: the other side is to move. */
void nim_play_moved(struct nim_play *pl);

/* Once the heaps are empty: who won. */
int nim_play_winner(const struct nim_play *pl);

/*
 * The position a person's typed numbers mean: the new heaps, or "heap
 * count" (take count from heap; with two heaps, two numbers are the new
 * heaps), in *next.  NIM_TYPED_LEGAL for a legal move; NIM_TYPED_NO_MOVE
 * when "heap count" names no heap or more than it holds; else
 * NIM_TYPED_ILLEGAL, with *why and *heap as nim_legal says.
 */
enum nim_typed { NIM_TYPED_LEGAL, NIM_TYPED_NO_MOVE, NIM_TYPED_ILLEGAL };
enum nim_typed nim_typed_move(const struct nim_game *g, const struct nim_position *p,
    const struct nim_position *typed, struct nim_position *next, enum nim_legality *why, size_t *heap);

#endif
