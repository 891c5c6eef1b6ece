/*
 * The machines' insides as tables: the Nimrod's panel (the booklet,
 * 1951), one line for each instruction its program obeys, and the
 * Nimatron's relays (patent 2,215,544, 1940), row by row.
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

/*
 * The Nimatron's relays for p: for each row (a, b, ... z, then aa, ab,
 * ... zz, aaa ...) the relays of the powers of two its lamps hold (AZ,
 * AF, AS for 2^0, 2^1, 2^2 of row a; A3 and on past those; AAZ for row
 * aa), and EZ, EF, ES, E3 ... for each power present in an even number of
 * rows.  Comment lines, written a line at a time as the board is.
 */
struct nim_relays {
	const struct nim_position *p;
	uint64_t sum[NIM_COLUMNS];
	int top;
	bool energized[NIM_COLUMNS];	/* a power in an even number of rows */
	size_t lamps_w, name_w, cell_w[NIM_COLUMNS];
	size_t line;		/* the next to write */
};
void nim_text_relays_start(struct nim_relays *r, const struct nim_position *p);
bool nim_text_relays_line(struct text *t, struct nim_relays *r);

#endif
