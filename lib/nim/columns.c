/* The binary columns of a position: see columns.h. */
#include <string.h>

#include "columns.h"

void
nim_column_sums(const struct nim_position *p, uint64_t sum[NIM_COLUMNS])
{
	size_t i;

	memset(sum, 0, NIM_COLUMNS * sizeof(*sum));
	for (i = 0; i < p->n; i++)
		for (uint64_t v = p->heap[i]; v != 0; v &= v - 1) {
			int c = 0;

			while (!nim_bit(v, c))
				c++;
			sum[c]++;
		}
}

int
nim_top_column(const struct nim_position *p)
{
	uint64_t all = 0;
	int c = 0;
	size_t i;

	for (i = 0; i < p->n; i++)
		all |= p->heap[i];
	while (c < NIM_COLUMNS - 1 && all >> (c + 1) != 0)
		c++;
	return c;
}
