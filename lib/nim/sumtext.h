/*
 * The nim-sum as text, as nim-safe writes it after each verdict.
 */
#ifndef WITS_NIM_SUMTEXT_H
#define WITS_NIM_SUMTEXT_H

#include <stddef.h>
#include <stdint.h>

#include "../num.h"
#include "columns.h"
#include "game.h"
#include "position.h"

/*
 * The nim-sum as text: for k = 1 the exclusive or of the heaps in
 * decimal (x, nim_xor's, which the caller has already where it judged
 * p); for k > 1 the column sums mod k + 1, leftmost column first,
 * as digits in base k + 1 (separated by ':' once k + 1 > 10).
 * Returns the length written to buf, which needs NIM_SUM_MAX bytes.
 */
enum { NIM_SUM_MAX = NIM_COLUMNS * 21 + 1 };

/* nim_sum_format for k > 1: the column sums. */
size_t nim_sum_format_columns(const struct nim_game *g, const struct nim_position *p, char *buf);

/*
 * Inline, because nim-safe writes one on every answer line (a measured
 * hot path): for k = 1 it is one call.
 */
static inline size_t
nim_sum_format(const struct nim_game *g, const struct nim_position *p, uint64_t x, char *buf)
{
	return g->k == 1 ? num_format(buf, x) : nim_sum_format_columns(g, p, buf);
}

#endif
