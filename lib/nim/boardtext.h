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
	uint64_t sum[NIM_COLUMNS];
	int top;
	size_t label_w, value_w, cell_w;
	bool ones_count;	/* the reverse game with no heap above 1 */
	bool unsafe[NIM_COLUMNS], all_safe;	/* the columns as the rules judge them */
	size_t line;		/* the next to write */
};
void nim_text_board_start(struct nim_board *b, const struct nim_game *g,
    const struct nim_position *p);
bool nim_text_board_line(struct text *t, struct nim_board *b);

#endif
