/*
 * Heap games' values as text (heapgame.h): the value sequence G(0..n),
 * plain ("7 2": heap, value) and TSV; the period proved, or not; and
 * each heap's value beside it, for nim-safe -v.
 */
#ifndef WITS_NIM_VALUETEXT_H
#define WITS_NIM_VALUETEXT_H

#include <stdbool.h>
#include <stdint.h>

#include "../text.h"
#include "heapgame.h"
#include "position.h"

/* "7 2\n", or in TSV "7<TAB>2\n": heap h and its value v. */
void nim_text_heap_value(struct text *t, uint64_t h, unsigned v, bool tsv);

/*
 * "period 12 from heap 71, proved at heap 167", or "no period found up
 * to heap 999" (the values known end there), or for Grundy's game, whose
 * splits into unequal heaps the theorem does not cover, "no period
 * sought".  No newline.
 */
void nim_text_period(struct text *t, const struct heap_game *g);

/* "# heap 0: 7, value 2" for each heap of p, whose values are v[]. */
void nim_text_heap_values(struct text *t, const struct nim_position *p, const unsigned *v);

#endif
