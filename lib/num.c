/* Numbers in text, read range-checked and written fast: see num.h. */
#include <stdbool.h>
#include <string.h>

#include "num.h"

const char *
num_parse(const char *s, size_t len, uint64_t min, uint64_t max, uint64_t *out)
{
	uint64_t v = 0;
	size_t i;
	bool too_large = false;

	if (len == 0)
		return "not a number";
	for (i = 0; i < len; i++) {
		unsigned d = (unsigned)(unsigned char)s[i] - '0';

		if (d > 9)
			return "not a number";
		too_large = too_large || !num_push_digit(&v, d);
	}
	if (too_large || v > max)
		return "too large";
	if (v < min)
		return "too small";
	*out = v;
	return NULL;
}

const char *
num_arg(const char *s, uint64_t min, uint64_t max, uint64_t *out)
{
	return num_parse(s, strlen(s), min, max, out);
}

bool
num_seconds(const char *s, uint64_t max, uint64_t *sec, long *nsec)
{
	const char *frac = s + strcspn(s, ".");
	long scale = 100000000;

	*nsec = 0;
	if (num_parse(s, (size_t)(frac - s), 0, max, sec) != NULL)
		return false;
	if (*frac == '.')
		while (*++frac != '\0') {
			if (*frac < '0' || *frac > '9')
				return false;
			*nsec += (*frac - '0') * scale;
			scale /= 10;
		}
	return true;
}

/*
 * hot path: measured (nim-safe's nim-sums, nim-trace's moves): the digits
 * counted first, then written in place from the right, not into a
 * scratch buffer and copied (a quarter fewer instructions; writing them
 * two at a time from a table of pairs gained nothing more).
 */
size_t
num_format(char *buf, uint64_t v)
{
	size_t n = 1, i;
	uint64_t rest;

	for (rest = v; rest >= 10; rest /= 10)
		n++;
	for (i = n - 1; i > 0; i--, v /= 10)
		buf[i] = (char)('0' + v % 10);
	buf[0] = (char)('0' + v);
	return n;
}
