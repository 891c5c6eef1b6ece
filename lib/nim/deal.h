/*
 * Positions dealt at random, as a teacher deals heaps of matches: N
 * heaps, each of 1 to M matches ("4x7").  nim-trace --versus deals each
 * game so, and nim-move --sheet each position of a worksheet.
 */
#ifndef WITS_NIM_DEAL_H
#define WITS_NIM_DEAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../rng.h"
#include "position.h"

/* The most heaps a deal may have. */
#define NIM_DEAL_HEAPS_MAX 1000000

/* A deal: how many heaps, and the most matches in each. */
struct nim_deal {
	size_t heaps;
	uint64_t most;
};

/*
 * Reads a deal such as "4x7" (4 heaps, each of 1 to 7) into *d: 1 to
 * NIM_DEAL_HEAPS_MAX heaps of at most 1 to 2^64 - 2 matches.  Returns
 * NULL, or why s is no deal ("the heaps: too large (1 to 1000000)"), in
 * a buffer that the next call reuses.
 */
const char *nim_deal_read(const char *s, struct nim_deal *d);

/* Deals p: d->heaps heaps, each of 1 to d->most matches, drawn from r. */
void nim_deal(struct nim_position *p, const struct nim_deal *d, struct rng *r);

/*
 * How hard a worksheet's positions are: easy, 3 heaps of 1 to 7 (the
 * Nimatron's rows held 7 lamps); medium, 4 heaps of 1 to 15; hard, 5
 * heaps of 1 to 31, and a single correct move to find.
 */
struct nim_level {
	struct nim_deal deal;
	bool single;		/* only positions with one correct move */
};

/* The i-th level's name: easy, medium, hard; NULL past the last. */
const char *nim_level_listed(size_t i);

/* The level called name, one of nim_level_listed's, in *l; false for no such name. */
bool nim_level_named(const char *name, struct nim_level *l);

#endif
