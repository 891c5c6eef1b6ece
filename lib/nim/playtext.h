/*
 * The lines of a game at play, as nim-trace writes them: the machine
 * against itself, the Nimrod's "split personality" (the booklet, 1951),
 * sides A and B; and a session of live games, a person (you, moving
 * first, as at the Nimrod's and the Nimatron's exhibitions) against the
 * machine, told in plain words, with what the machine itself showed: the
 * Nimrod's panel message at a game's end ("Computer wins") and the
 * Nimatron's lamps P and M, its counters PWC, MWC and TP and its token;
 * and when the machine wins, why, and the move that lost the game.
 */
#ifndef WITS_NIM_PLAYTEXT_H
#define WITS_NIM_PLAYTEXT_H

#include <stdbool.h>

#include "../text.h"
#include "game.h"
#include "machine.h"
#include "play.h"
#include "position.h"

/* "7 6 3 4 # start" */
void nim_text_start(struct text *t, const struct nim_position *p);

/*
 * "7 6 3 4 # A to move", "0 0 # nothing to take", or in a heap game of g
 * "1 1 # no move can be made": the first line of a game the machine plays
 * against itself (nim-move -p).  No newline: the caller adds the input's
 * comment.
 */
void nim_text_first_turn(struct text *t, const struct nim_game *g,
    const struct nim_position *p);

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
 * A live session against the machine mc: the rules and how to type a
 * move, for the first position p, in two lines (first: NIM_A when you
 * move first, NIM_B when the machine does, -1 when a coin decides); then
 * each game's first line, "7 6 3 4 # game 1: combination No. 1".
 */
void nim_text_live_rules(struct text *t, const struct nim_machine *mc,
    const struct nim_position *p, int first);
void nim_text_live_start(struct text *t, const struct nim_position *p, uint64_t game,
    unsigned combination);

/*
 * Whose move it is (NIM_A you, NIM_B the machine), with the lamp or the
 * panel message that said so; a move made (no newline, as
 * nim_text_position_line); the winner, with who took the last (or in
 * the reverse game had to) and the panel's message or the Nimatron's
 * token; the counters.
 */
void nim_text_live_turn(struct text *t, const struct nim_machine *mc, int side);
void nim_text_live_line(struct text *t, const struct nim_position *p, int side,
    const struct nim_machine *mc, enum nim_how how, const struct nim_move *m);
void nim_text_live_winner(struct text *t, const struct nim_machine *mc, int side);
void nim_text_live_counters(struct text *t, const struct nim_machine *mc,
    const struct nim_session *s);

/*
 * The person's nth move m, in g's names, was a mistake, and correct (if
 * not empty) would have kept the game: "# your 2nd move, row a: 7 -> 1,
 * was the mistake: from there the machine could win. A correct move was
 * row b: 6 -> 2."  At the game's end, with the machine the winner:
 * mistake, so told, or with NULL (or empty) that no move was a mistake.
 */
void nim_text_live_mistake(struct text *t, const struct nim_game *g, uint64_t nth,
    const struct nim_move *m, const struct nim_move *correct);
void nim_text_live_lost(struct text *t, const struct text *mistake);

/*
 * A typed line refused, and why, in the game's names ("# refused 'a 9':
 * row a holds only 1"), then the position as it stands, to try again.
 */
void nim_text_live_refused(struct text *t, const struct nim_game *g, const struct nim_position *p,
    const char *line, size_t len, enum nim_typed typed, const struct nim_typed_why *why);

/* The session's end: the game left unfinished, if one was (0 for none), and the counters. */
void nim_text_live_end(struct text *t, const struct nim_machine *mc, const struct nim_session *s,
    uint64_t unfinished);

#endif
