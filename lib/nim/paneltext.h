/*
 * The Nimrod's panel (the booklet, 1951): one line for each instruction
 * its program obeys; and its front display, the program's instructions
 * with the one being obeyed lit, for the demonstrator's push-button.
 */
#ifndef WITS_NIM_PANELTEXT_H
#define WITS_NIM_PANELTEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../text.h"
#include "columns.h"
#include "nimrod.h"
#include "position.h"

/* The Nimrod's panel: a heading, then one line for each instruction obeyed. */
void nim_text_panel_head(struct text *t, const struct nimrod *m);
void nim_text_panel_step(struct text *t, const struct nimrod *m);

/*
 * The front display: the program's eight instructions, the one just
 * obeyed lit ("=>"), the panel's line of the registers and what the
 * instruction found, then the main store as the booklet's board, a line
 * of column numbers and one line for each heap; `obeyed` false before
 * the first instruction.  Every line is wrapped to width columns.
 * Returns how many lines the display took (a heading drawn with the
 * first one not counted), so that with up, that count from the last
 * one, it is drawn over the last one: the cursor moved up and each line
 * cleared with ANSI escapes, for a terminal only.
 */
/*
 * The note on how to work the push-button at a terminal, wrapped to width
 * columns; not wrapped when width is 0.
 */
void nim_text_button_note(struct text *t, size_t width);

int nim_text_front(struct text *t, const struct nimrod *m, bool obeyed,
    int up, size_t width);

#endif
