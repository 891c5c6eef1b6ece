/*
 * A worksheet's positions (sheet.h draws them): taken as they are read,
 * when a sheet can draw them, or dealt at a level; then written, the
 * sheet, its answer key, or both, each key move the correct move the
 * booklet's procedure finds (rules.h), or in another heap game a move to
 * a position of value 0 (heapgame.h).
 */
#ifndef WITS_NIM_WORKSHEET_H
#define WITS_NIM_WORKSHEET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../rng.h"
#include "../text.h"
#include "deal.h"
#include "game.h"
#include "parseline.h"
#include "position.h"
#include "sheet.h"

struct nim_worksheet {
	struct nim_position *p;
	size_t n, cap;
};

/*
 * Takes a copy of p, read from the line nim_parse_line read into *at,
 * when a sheet can draw it in the game g (nim_sheet_fits); otherwise
 * returns false, with *bad saying why and blaming the heap at fault, or
 * every heap.
 */
bool nim_worksheet_take(struct nim_worksheet *w, const struct nim_game *g,
    const struct nim_position *p, const struct nim_line *at, struct nim_bad *bad);

/* The most deals a position of a worksheet may take. */
#define NIM_WORKSHEET_TRIES 10000

/* What nim_worksheet_deal came to. */
enum nim_worksheet_dealt {
	NIM_WORKSHEET_DEALT,	/* every position */
	NIM_WORKSHEET_NONE,	/* a position found no correct move */
	NIM_WORKSHEET_REPEATS	/* a position found only ones already dealt */
};

/*
 * Deals count positions, each dealt again until it has a correct move
 * (a single one at a level that asks for it; in a heap game, a single
 * heap to take from) and is not one dealt before it on the sheet, at most
 * NIM_WORKSHEET_TRIES times; the i-th from the i-th stream of the seed
 * (rng_seed_record), so that it is the same whatever count.
 */
enum nim_worksheet_dealt nim_worksheet_deal(struct nim_worksheet *w, uint64_t count,
    const struct nim_level *l, const struct nim_game *g, uint64_t seed, struct rng *r);

/*
 * Sets s's count, heaps and widest heap from w's positions, and its
 * per_page, unless already set, to as many as fill a page.
 */
void nim_worksheet_measure(const struct nim_worksheet *w, struct nim_sheet *s);

/*
 * Writes the document: with `sheet` the sheet of w's positions, with
 * `key` their key, each key move found with the heap counter starting at
 * heap `start`.
 */
void nim_worksheet_write(struct text *t, const struct nim_worksheet *w,
    const struct nim_sheet *s, bool sheet, bool key, size_t start);

void nim_worksheet_free(struct nim_worksheet *w);

#endif
