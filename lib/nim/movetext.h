/*
 * Nim positions and moves as text: heap lists, move descriptions, how a
 * machine moved, why a move is illegal; and a move as TSV fields.  The
 * words are the booklet's (1951) and the patent's (1940): "correct",
 * "safe", the Nimrod's "split personality" playing as A and B.
 */
#ifndef WITS_NIM_MOVETEXT_H
#define WITS_NIM_MOVETEXT_H

#include "../text.h"
#include "machine.h"
#include "position.h"
#include "rules.h"

/* "7 1 6 2": p, or p after m when m is not NULL. */
void nim_text_position(struct text *t, const struct nim_position *p, const struct nim_move *m);

/*
 * A heap by its name: "heap 2", as the Nimrod booklet numbers its heaps
 * from 0; on the Nimatron's rows (g->rows) "row c", as its patent letters
 * them (a to z, then aa, ab, ... zz, then aaa: every row its own name).
 */
void nim_text_heap(struct text *t, const struct nim_game *g, size_t heap);

/* A row's letters alone, from `a` ('a', or 'A' for its relays: AZ, BL). */
void nim_text_row_letters(struct text *t, size_t row, char a);

/* How many letters nim_text_row_letters writes for the row. */
size_t nim_text_row_width(size_t row);

/* "heap 2: 6 -> 4, heap 3: 2 -> 1", or on the Nimatron "row c: 6 -> 4" */
void nim_text_move(struct text *t, const struct nim_game *g, const struct nim_move *m);

/*
 * How the machine moved: "heap 2: 6 -> 4", "safe, no correct move; the
 * Nimrod takes 1: heap 0: 3 -> 2", "game over: whoever took the last match won".
 */
void nim_text_machine_move(struct text *t, const struct nim_machine *mc, enum nim_how how,
    const struct nim_move *m);

/* A side's name: "A" or "B". */
const char *nim_text_side(int side);

/* "# stopped at the limit of 3 moves; B is to move": a game played by the machine, cut short. */
void nim_text_stopped(struct text *t, uint64_t moves, int next);

/* Why a step is no legal move: "heap 1 grew from 0 to 5". */
void nim_text_illegal(struct text *t, const struct nim_game *g, enum nim_legality why, size_t heap,
    const struct nim_position *before, const struct nim_position *after);

/* The digits of v in decimal: how the tables size their columns. */
size_t nim_text_width(uint64_t v);

/* v right-aligned in w columns; a wider v (heap 100000 of the panel) takes the room it needs. */
void nim_text_right(struct text *t, uint64_t v, size_t w);

/*
 * A machine's move as TSV fields, the table form of the words above:
 * plain values a reader computes with (the position left, the heaps
 * changed, their sizes before and after) and one short name for how the
 * move was found.  NIM_MOVE_TSV names the columns nim_tsv_move fills,
 * for a header.
 */
#define NIM_MOVE_TSV "after\theap\tfrom\tto\thow"

/*
 * The fields of the move m the machine made from p, tab-separated, no
 * tab before or after: the position left; the heaps changed, their sizes
 * before and after, each a list in heap order ("-" when no move was
 * made; a heap game's split lists the two heaps it leaves under "to":
 * "2 4"); and how: correct, nimrod, nimatron-R1 (R2, R3), random, none
 * (safe, no move made) or over (every heap empty).
 */
void nim_tsv_move(struct text *t, const struct nim_machine *mc, enum nim_how how,
    const struct nim_position *p, const struct nim_move *m);

#endif
