/*
 * Which game of Nim is played: the simple game (Bouton 1901), Moore's
 * multiple game Nim_k (Moore 1910), either in the reverse form (misere:
 * whoever takes the last match loses, as the Nimrod booklet of 1951 and
 * McCoy 1952 describe it); and the two sides, A moving first.
 */
#ifndef WITS_NIM_GAME_H
#define WITS_NIM_GAME_H

#include <stdbool.h>
#include <stdint.h>

struct heap_game;

/* The largest k: k + 1 must still be a number. */
#define NIM_K_MAX (UINT64_MAX - 1)

struct nim_game {
	uint64_t k;		/* up to k heaps changed in one move; 1 is the simple game */
	bool misere;		/* the reverse game: whoever takes the last match loses */
	bool rows;		/* played on the Nimatron's rows of lamps, named a, b, c, d as its
				   patent names them, not on heaps numbered 0, 1, 2, 3 as the
				   Nimrod booklet numbers them */
	struct heap_game *rules;	/* another heap game (heapgame.h), or NULL for Nim */
};

/* The sides: A moves first. */
enum { NIM_A, NIM_B };

/* With every heap empty the last mover has won, or in the reverse game lost. */
static inline int
nim_winner(const struct nim_game *g, int last_mover)
{
	return g->misere ? !last_mover : last_mover;
}

#endif
