/* Nim positions and moves as text: heap lists, move descriptions, the binary board. */
#ifndef WITS_NIMTEXT_H
#define WITS_NIMTEXT_H

#include "nim.h"
#include "nimlog.h"
#include "nimrod.h"
#include "text.h"

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

/*
 * The board of the booklet and of McCoy: each heap in binary, aligned in
 * columns, each column's sum, the unsafe columns marked; every line a
 * comment ("# ..."), so the board can stand in any wits input.
 */
void nim_text_board(struct text *t, const struct nim_game *g, const struct nim_position *p);

/* The Nimrod's panel: a heading, then one line for each instruction obeyed. */
void nim_text_panel_head(struct text *t, const struct nimrod *m);
void nim_text_panel_step(struct text *t, const struct nimrod *m);

/*
 * The Nimatron's relays for p: for each row (a, b, c, ...) the relays of
 * the powers of two its lamps hold (AZ, AF, AS for 2^0, 2^1, 2^2 of row
 * a; A3 and on past those), and EZ, EF, ES, E3 ... for each power present
 * in an even number of rows.  Comment lines.
 */
void nim_text_relays(struct text *t, const struct nim_position *p);

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
