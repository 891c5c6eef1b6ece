/* Nim positions and moves as text: heap lists, move descriptions, the binary board. */
#ifndef WITS_NIMTEXT_H
#define WITS_NIMTEXT_H

#include "nim.h"
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

#endif
