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
 * instruction found (NIM_FRONT_LINES lines, under a heading drawn with
 * the first), then the main store as the booklet's board, a line of
 * column numbers and one line for each heap; `obeyed` false before the
 * first instruction.  With `over`
 * it is drawn over the last one, the cursor moved up with ANSI escapes:
 * for a terminal only.
 */
enum { NIM_FRONT_LINES = 10 };
void nim_text_front(struct text *t, const struct nimrod *m, bool obeyed, bool over);

#endif
