/*
 * The board of the Nimrod booklet (1951) and of McCoy (1952): each heap
 * in binary, aligned in columns, each column's sum, the unsafe columns
 * marked (nim-safe -v).
 */
#ifndef WITS_NIM_BOARDTEXT_H
#define WITS_NIM_BOARDTEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../text.h"
#include "columns.h"
#include "game.h"
#include "position.h"

/*
 * Every line of the board is a
 * comment ("# ..."), so the board can stand in any wits input.  Written a
 * line at a time, so that a board of a million heaps can stream: start,
 * then write lines until nim_text_board_line says there are no more.
 * The game and the position must outlive the board.
 */
struct nim_board {
	const struct nim_game *game;
	const struct nim_position *p;
	uint64_t sum[NIM_COLUMNS], most;	/* the column sums, and the largest */
	int top;
	size_t label_w, value_w, cell_w;
	bool values;		/* columns named 4 2 1, heaps as the game names them */
	bool ones_count;	/* the reverse game with no heap above 1 */
	bool unsafe[NIM_COLUMNS], all_safe;	/* the columns as the rules judge them */
	size_t line;		/* the next to write */
};
void nim_text_board_start(struct nim_board *b, const struct nim_game *g,
    const struct nim_position *p);

/*
 * Names a board just started in a class's words, as a live game's hint
 * shows it: each column by the value a child adds for it (4 2 1, as the
 * Nimatron's trace heads its columns), not by its bit's number (2 1 0,
 * as nim-safe -v writes it), and each heap as the game names it ("row a"
 * on rows, "heap 0" on heaps by number).
 */
void nim_text_board_in_values(struct nim_board *b);
bool nim_text_board_line(struct text *t, struct nim_board *b);

#endif
