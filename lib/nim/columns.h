/*
 * The binary columns of a position, as the Nimrod booklet (1951) and
 * McCoy (1952) write the heaps: each heap in binary, one above the
 * other, each column summed.  The small helpers are inline: the rules
 * and the Nimrod's program use them in their inner loops.
 */
#ifndef WITS_NIM_COLUMNS_H
#define WITS_NIM_COLUMNS_H

#include <stdbool.h>
#include <stdint.h>

#include "position.h"

enum { NIM_COLUMNS = 64 };

/* Column c's digit of v (column 0 holds the units). */
static inline bool
nim_bit(uint64_t v, int c)
{
	return v >> c & 1;
}

/* The digits right of column c. */
static inline uint64_t
nim_low_bits(int c)
{
	return c >= 64 ? UINT64_MAX : ((uint64_t)1 << c) - 1;
}

/*
 * The booklet's modification of a heap at column c: "the 1 digit in the
 * column under consideration being replaced by a 0, the digits to the
 * right of this column being replaced by 1's and the digits to the left
 * of this column being unaltered".
 */
static inline uint64_t
nim_modify(uint64_t v, int c)
{
	return (v & ~nim_low_bits(c + 1)) | nim_low_bits(c);
}

/* How many heaps have a 1 in each binary column (column 0 is the units). */
void nim_column_sums(const struct nim_position *p, uint64_t sum[NIM_COLUMNS]);

/* The leftmost column any heap reaches; 0 for an all-zero position. */
int nim_top_column(const struct nim_position *p);

#endif
