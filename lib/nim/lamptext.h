/*
 * A live game's screen at a terminal: the position drawn as rows of the
 * Nimatron's lamps or of the Nimrod's matches, each row with the label a
 * person types to name it and its count; and the hint, which teaches the
 * way to find a correct move, in the words of the machine played.
 */
#ifndef WITS_NIM_LAMPTEXT_H
#define WITS_NIM_LAMPTEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "../text.h"
#include "machine.h"
#include "position.h"

/*
 * Writes the position p as rows of lamps (nimatron) or matches, one row
 * for each heap: "  a  O O O O O O O  7".  The label is the row's
 * letter, as a person types it.  With colour the Nimatron's lamps are lit
 * in amber and the labels are bold.  Every line fits in width columns:
 * a row too long to draw whole ends in "..", and its count says how many.
 * The rows are drawn as wide as a row of widest (the game's widest at
 * its start), so that the counts stay in their column as the game goes.
 */
void nim_text_lamps(struct text *t, const struct nim_position *p,
    uint64_t widest, bool nimatron, bool colour, size_t width);

/*
 * Writes a hint for the person to move from p against the machine mc:
 * the board (each heap in binary, in columns headed 4 2 1 by the values
 * a child adds, each heap named as the game names it, the columns'
 * sums), whether the position is safe, and, when it is not, one correct
 * move, in the words a person types it ("type a 5").  It cites the
 * machine played: the Nimatron's relays, or the Nimrod's booklet.
 */
void nim_text_hint(struct text *t, const struct nim_machine *mc,
    const struct nim_position *p);

#endif
