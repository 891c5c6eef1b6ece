/*
 * A machine's move as TSV fields, the table form of movetext's words:
 * plain values a reader computes with (the position left, the heaps
 * changed, their sizes before and after) and one short name for how the
 * move was found.
 */
#ifndef WITS_NIM_MOVETSV_H
#define WITS_NIM_MOVETSV_H

#include "../text.h"
#include "machine.h"
#include "position.h"

/* The columns nim_tsv_move fills, for a header. */
#define NIM_MOVE_TSV "after\theap\tfrom\tto\thow"

/*
 * The fields of the move m the machine made from p, tab-separated, no
 * tab before or after: the position left; the heaps changed, their sizes
 * before and after, each a list in heap order ("-" when no move was
 * made); and how: correct, nimrod, nimatron-R1 (R2, R3), random, none
 * (safe, no move made) or over (every heap empty).
 */
void nim_tsv_move(struct text *t, const struct nim_machine *mc, enum nim_how how,
    const struct nim_position *p, const struct nim_move *m);

#endif
