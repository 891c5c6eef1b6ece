/*
 * The lines of a game at play, as nim-trace writes them: the machine
 * against itself, the Nimrod's "split personality" (the booklet, 1951),
 * sides A and B; and a live game, a person (the Opponent, side A, moving
 * first, as at the Nimrod's and the Nimatron's exhibitions) against the
 * machine (the Computer), with the person's typed moves refused or taken.
 */
#ifndef WITS_NIM_LIVE_H
#define WITS_NIM_LIVE_H

#include <stdbool.h>

#include "../text.h"
#include "game.h"
#include "machine.h"
#include "position.h"

/* "7 6 3 4 # start" */
void nim_text_start(struct text *t, const struct nim_position *p);

/*
 * "1 6 3 4 # A: heap 0: 6 -> 1": p, the position after m; who NULL for
 * none.  No newline: the caller may add a note and the input's comment.
 */
void nim_text_position_line(struct text *t, const struct nim_position *p, const char *who,
    const struct nim_machine *mc, enum nim_how how, const struct nim_move *m);

/* Self-play: "# A's move", "# A has moved, B will now move", "# B wins". */
void nim_text_play_turn(struct text *t, int side);
void nim_text_play_moved(struct text *t, int side, int next);
void nim_text_play_winner(struct text *t, int side);

/*
 * A live game: "# Opponent's move", "# Opponent has moved, computer will
 * now move", a move of side NIM_A (the person) or NIM_B (the machine)
 * (no newline, as nim_text_position_line), and "# Computer wins".
 */
void nim_text_live_turn(struct text *t);
void nim_text_live_moved(struct text *t);
void nim_text_live_line(struct text *t, const struct nim_position *p, int side,
    const struct nim_machine *mc, enum nim_how how, const struct nim_move *m);
void nim_text_live_winner(struct text *t, int side);

/*
 * Whether the numbers a person typed are a legal move from p (see
 * nim_typed_move), to *next; if not, why not, appended to why.
 */
bool nim_live_typed(const struct nim_game *g, const struct nim_position *p, const struct nim_position *typed,
    struct nim_position *next, struct text *why);

#endif
