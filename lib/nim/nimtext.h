/* Nim positions and moves as text: heap lists, move descriptions, the binary board. */
#ifndef WITS_NIMTEXT_H
#define WITS_NIMTEXT_H

#include "nim.h"
#include "nimlog.h"
#include "nimrod.h"
#include "../text.h"

/* "7 1 6 2": p, or p after m when m is not NULL. */
void nim_text_position(struct text *t, const struct nim_position *p, const struct nim_move *m);

/* "heap 2: 6 -> 4, heap 3: 2 -> 1" */
void nim_text_move(struct text *t, const struct nim_move *m);

/*
 * How the machine moved: "heap 2: 6 -> 4", "safe, no correct move; the
 * Nimrod takes 1: heap 0: 3 -> 2", "game over: whoever took the last match won".
 */
void nim_text_machine_move(struct text *t, const struct nim_machine *mc, enum nim_how how,
    const struct nim_move *m);

/* "# stopped at the limit of 3 moves; B is to move": a game played by the machine, cut short. */
void nim_text_stopped(struct text *t, uint64_t moves, const char *next);

/*
 * The board of the booklet and of McCoy: each heap in binary, aligned in
 * columns, each column's sum, the unsafe columns marked; every line a
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
	bool all_small;
	size_t line;		/* the next to write */
};
void nim_text_board_start(struct nim_board *b, const struct nim_game *g, const struct nim_position *p);
bool nim_text_board_line(struct text *t, struct nim_board *b);

/* The Nimrod's panel: a heading, then one line for each instruction obeyed. */
void nim_text_panel_head(struct text *t, const struct nimrod *m);
void nim_text_panel_step(struct text *t, const struct nimrod *m);

/*
 * The Nimatron's relays for p: for each row (a, b, ... z, then aa, ab,
 * ... zz, aaa ...) the relays of the powers of two its lamps hold (AZ,
 * AF, AS for 2^0, 2^1, 2^2 of row a; A3 and on past those; AAZ for row
 * aa), and EZ, EF, ES, E3 ... for each power present in an even number of
 * rows.  Comment lines, written a line at a time as the board is.
 */
struct nim_relays {
	const struct nim_position *p;
	uint64_t sum[NIM_COLUMNS];
	int top;
	size_t lamps_w, name_w, cell_w[NIM_COLUMNS];
	size_t line;		/* the next to write */
};
void nim_text_relays_start(struct nim_relays *r, const struct nim_position *p);
bool nim_text_relays_line(struct text *t, struct nim_relays *r);

/* Why a step is no legal move: "heap 1 grew from 0 to 5". */
void nim_text_illegal(struct text *t, const struct nim_game *g, enum nim_legality why, size_t heap,
    const struct nim_position *before, const struct nim_position *after);

/*
 * A judged position of a game log, written back with its verdict:
 * "4 0 2 4 # A: mistake: heap 1: 1 -> 0; correct was 4 1 1 4 (heap 2: 2 -> 1)".
 */
void nim_text_log_step(struct text *t, const struct nim_log *log, const struct nim_position *p,
    const struct nim_log_step *step);

/* "# game 1: 7 moves, A first; first mistake: A at line 4; B won, decided by A's mistake at line 4" */
void nim_text_game_summary(struct text *t, const struct nim_game_summary *s);

/* "# 2 games, 7 moves; mistakes: A 1, B 0; illegal moves: 1" */
void nim_text_log_totals(struct text *t, const struct nim_log *log);

#endif
