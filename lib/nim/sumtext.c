/* The nim-sum as text: see sumtext.h. */
#include "sumtext.h"

size_t
nim_sum_format_columns(const struct nim_game *g, const struct nim_position *p, char *buf)
{
	uint64_t sum[NIM_COLUMNS];
	size_t len = 0;
	int c;

	nim_column_sums(p, sum);
	for (c = NIM_COLUMNS - 1; c >= 0; c--) {
		uint64_t digit = sum[c] % (g->k + 1);

		if (len == 0 && digit == 0 && c > 0)
			continue;
		if (len > 0 && g->k + 1 > 10)
			buf[len++] = ':';
		len += num_format(buf + len, digit);
	}
	return len;
}
