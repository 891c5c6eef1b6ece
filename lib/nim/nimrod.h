/*
 * The Nimrod's program (Ferranti, 1951), as a machine that obeys one
 * instruction at a time, so that a panel can light each in turn.  The
 * booklet's instructions for the simple game:
 *
 *   1  sum the column the column counter names: odd -> 2, even -> 7
 *   2  the digit of the heap the heap counter names, in that column: 1 -> 4, 0 -> 3
 *   3  add one to the heap counter -> 2
 *   4  the heap selected memory: already operated -> 6, not -> 5
 *   5  operate the heap selected memory on this heap -> 6
 *   6  modify the heap: the column's 1 becomes 0, every digit to its right 1 -> 7
 *   7  take one from the column counter: a column left -> 1, none -> 8
 *   8  stop
 *
 * In the multiple game (Nim_k) a column is unsafe when its sum is not
 * divisible by k + 1; instruction 2 first sends the heap counter to a
 * heap already modified that has a 1 in the column ("re-modify heaps
 * which have been previously modified before modifying a new heap"), the
 * memory holds every heap modified, and instruction 6 returns to 1 to sum
 * the same column again.
 */
#ifndef WITS_NIM_NIMROD_H
#define WITS_NIM_NIMROD_H

#include "columns.h"
#include "game.h"
#include "position.h"

enum nimrod_instruction {
	NIMROD_SUM = 1, NIMROD_DIGIT, NIMROD_NEXT_HEAP, NIMROD_MEMORY,
	NIMROD_SELECT, NIMROD_MODIFY, NIMROD_NEXT_COLUMN, NIMROD_STOP
};

struct nimrod {
	uint64_t k;
	int columns;			/* the store's width in binary digits */
	struct nim_position store;	/* the main store: the heaps as modified so far */
	uint64_t sum[NIM_COLUMNS];	/* the store's column sums */
	int column;			/* the column counter; -1 once past column 0 */
	size_t heap;			/* the heap counter */
	struct nim_move selected;	/* the heap selected memory: heaps modified, in order */
	/* each heap's place in the memory plus one, 0 if not there */
	size_t *slot;
	size_t slots;
	size_t recall;			/* the memory's heaps before this have a 0 in the column */
	enum nimrod_instruction lit;	/* the instruction to be obeyed next */
	/* What the instruction just obeyed found, for the panel: */
	enum nimrod_instruction obeyed;
	bool unsafe;			/* 1: the column sum is not divisible by k + 1 */
	bool digit;			/* 2: the digit found */
	bool recalled;			/* 2: the memory sent the heap counter to a modified heap */
	bool was_selected;		/* 4: the heap was already in the memory */
	uint64_t before, after;		/* 6: the heap before and after its modification */
};

/*
 * Loads a position and sets the counters: the leftmost column, heap
 * `start` (mod the count).  m starts zeroed; a loaded machine may be
 * loaded again.
 */
void nimrod_load(struct nimrod *m, const struct nim_game *g, const struct nim_position *p,
    size_t start);

/* Obeys the lit instruction.  False, obeying nothing, once the machine has stopped. */
bool nimrod_step(struct nimrod *m);

/* The move the program made (empty when the position was safe), in heap order. */
void nimrod_move(const struct nimrod *m, struct nim_move *move);

void nimrod_free(struct nimrod *m);

#endif
