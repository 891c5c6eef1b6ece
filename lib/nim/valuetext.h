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
#include "heapresearch.h"
#include "position.h"

/* "# heap 0: 7, value 2" for each heap of p, whose values are v[]. */
void nim_text_heap_values(struct text *t, const struct nim_position *p, const unsigned *v);

/*
 * Writes "heap value" for heaps from .. to-1 (after the TSV header, when
 * from is 0), as far as g knows their values or its period gives them,
 * sending the text to stdout as it grows.  Returns the first heap not
 * written: `to` once stdout has failed, and the rest is not worth making.
 */
uint64_t nim_text_values(struct text *t, struct heap_game *g, uint64_t from, uint64_t to,
    bool tsv);

/*
 * Ends the values of heaps below n, written up to h: warns when they stop
 * early (h < n), as they grew past HEAP_GAME_VALUE_MAX; then, unless tsv,
 * writes "# " and the period line.
 */
void nim_text_values_end(struct text *t, const struct heap_game *g, uint64_t h, uint64_t n,
    bool tsv);

/*
 * Writes "RULES: " and the period line of the values g has found; in TSV,
 * a header and the row "rules, period, from, proved_at, heaps" ("-" where
 * no period is proved), then r's columns "rare_mask, rare, last_rare,
 * top, top_at" ("-" in the first three where the sparse space is off).
 * With cost (and not tsv), r's line follows, then one on what the search
 * cost: sec, its time, the most memory held, and heaps a second.
 */
void nim_text_period_search(struct text *t, const struct heap_game *g,
    const struct heap_research *r, const char *rules, bool tsv, bool cost,
    double sec);

#endif
