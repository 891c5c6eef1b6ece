/*
 * The Nimatron's relays (patent 2,215,544, 1940), row by row: for each
 * row its lamps and the relays of the powers of two they hold (AZ, AF,
 * AS for 2^0, 2^1, 2^2 of row a), its relay AN, its lock relay AL; then
 * the relays EZ, EF, ES of the powers held by an even number of rows or
 * by none ("also energized if the corresponding power is entirely
 * absent"), and the random-move relay R1, R2 or R3 held with X, Y or Z.
 * Comment lines, written a line at a time as the board is.
 */
#ifndef WITS_NIM_RELAYTEXT_H
#define WITS_NIM_RELAYTEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../text.h"
#include "columns.h"
#include "position.h"

/*
 * What the relays keep from the game so far.  The player's buttons lock
 * the other rows once one row is pressed (AL to DL, held until the
 * machine moves); after a random move its relay R1, R2 or R3 stays held,
 * with X, Y or Z, until the next.
 */
struct nim_relay_memory {
	size_t locked;		/* the row of the player's last move, or NIM_NO_ROW */
	int held;		/* 0, 1, 2: R1, R2, R3 held; -1 none */
};
#define NIM_NO_ROW SIZE_MAX

struct nim_relays {
	const struct nim_position *p;
	struct nim_relay_memory memory;
	uint64_t sum[NIM_COLUMNS];
	int top;		/* the highest power shown: the Nimatron's 2^2 at least */
	/* E relays: a power in an even number of rows, or in none */
	bool energized [NIM_COLUMNS];
	size_t lamps_w, name_w, cell_w[NIM_COLUMNS];
	size_t line;		/* the next to write */
};
void nim_text_relays_start(struct nim_relays *r, const struct nim_position *p,
    const struct nim_relay_memory *memory);
bool nim_text_relays_line(struct text *t, struct nim_relays *r);

#endif
