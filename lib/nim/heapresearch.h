/*
 * What researchers publish beside a heap game's period (as in the tables
 * of Flammenkamp and of tczajka/octal-games): the rare mask of the
 * sparse space and how many heaps are rare under it, the last rare heap,
 * and the largest value with the first heap that has it.
 *
 * Pure: no I/O.
 */
#ifndef WITS_NIM_HEAPRESEARCH_H
#define WITS_NIM_HEAPRESEARCH_H

#include <stdbool.h>
#include <stddef.h>

#include "heapgame.h"

struct heap_research {
	/*
	 * Whether the sparse space splits the values (a mask under which more
	 * than half of heaps 1 .. n-1 are common); when not, the rest but
	 * top and top_at mean nothing.
	 */
	bool sparse;
	unsigned mask;		/* the rare mask, over the values */
	bool parity;		/* the mask looks at the heap's parity too */
	size_t nrare;		/* heaps 1 .. n-1 that are rare under it */
	size_t last_rare;	/* the last of them; 0 when there is none */
	unsigned top;		/* the largest value of heaps 0 .. n-1 */
	size_t top_at;		/* the first heap with that value */
};

/*
 * Fills *r from the values g has found, heaps 0 .. g->n-1, choosing the
 * mask again for them all (heap_sparse_remask), so that it is the mask
 * under which the most of them are common, not the one last chosen on
 * the way.
 */
void heap_game_research(struct heap_game *g, struct heap_research *r);

#endif
