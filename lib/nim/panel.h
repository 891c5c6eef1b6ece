/*
 * The Nimrod's panel (the booklet, 1951): one line for each instruction
 * its program obeys; and its front display, the program's instructions
 * with the one being obeyed lit, for the demonstrator's push-button.
 */
#ifndef WITS_NIM_PANEL_H
#define WITS_NIM_PANEL_H

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

#endif
