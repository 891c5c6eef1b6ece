/*
 * Heap games' values as text (heapgame.h): the value sequence G(0..n),
 * plain ("7 2": heap, value) and TSV; the period proved, or not, and
 * what the search for it cost; and each heap's value beside it, for
 * nim-safe -v.
 */
#ifndef WITS_NIM_VALUETEXT_H
#define WITS_NIM_VALUETEXT_H

#include <stdbool.h>
#include <stdint.h>

#include "../text.h"
#include "heapgame.h"
#include "position.h"

/* "# heap 0: 7, value 2" for each heap of p, whose values are v[]. */
void nim_text_heap_values(struct text *t, const struct nim_position *p, const unsigned *v);

/*
 * Writes "heap value" for every heap below n (nim_text_heap_value), sending
 * the text to stdout as it grows; then, unless tsv, "# " and the period
 * line.  Warns when the values stop early, as they grew past
 * HEAP_GAME_VALUE_MAX.  Stops quietly once stdout has failed.
 */
void nim_text_values(struct text *t, struct heap_game *g, uint64_t n,
    bool tsv);

/*
 * Finds the values of the heaps below n, looking for a period, and writes
 * "RULES: " and the period line; in TSV, a header and the row "rules,
 * period, from, proved_at, heaps" ("-" where no period is proved).  With
 * cost (and not tsv), a line on what the search cost follows: its time,
 * the most memory held, and heaps a second.
 */
void nim_text_period_search(struct text *t, struct heap_game *g,
    const char *rules, uint64_t n, bool tsv, bool cost);

#endif
