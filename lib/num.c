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
 * "000" to "999": the three digits of every number below 1000, in order,
 * each in 4 bytes.
 */
#define DIGITS1(p) p "0", p "1", p "2", p "3", p "4", \
	p "5", p "6", p "7", p "8", p "9"
#define DIGITS2(p) DIGITS1(p "0"), DIGITS1(p "1"), DIGITS1(p "2"), \
	DIGITS1(p "3"), DIGITS1(p "4"), DIGITS1(p "5"), DIGITS1(p "6"), \
	DIGITS1(p "7"), DIGITS1(p "8"), DIGITS1(p "9")
static const char below_1000[1000][4] = {
	DIGITS2("0"), DIGITS2("1"), DIGITS2("2"), DIGITS2("3"), DIGITS2("4"),
	DIGITS2("5"), DIGITS2("6"), DIGITS2("7"), DIGITS2("8"), DIGITS2("9"),
};

/*
 * The contract is in num.h.  This is a measured hot path: a tenth of
 * nim-safe's instructions went to writing nim-sums, and nim-trace writes
 * a number for each move.  Below 1000, as
 * heaps and nim-sums mostly are, the digits are copied from a table, 4
 * bytes whatever the length: one copy of a known size, and no call.  The
 * bytes past the number are the caller's room, written over.  Above 1000
 * the digits are counted first, then written in place from the right.
 */
size_t
num_format(char *buf, uint64_t v)
{
	size_t n = 1, i;
	uint64_t rest;

	if (v < 1000) {
		n = 1 + (v >= 10) + (v >= 100);
		/*
		 * The leading zeros are skipped; the copy may run into the next
		 * entry, never past the table.
		 */
		memcpy(buf, (const char *)below_1000 + 4 * v + 3 - n, 4);
		return n;
	}
	for (rest = v; rest >= 10; rest /= 10)
		n++;
	for (i = n - 1; i > 0; i--, v /= 10)
		buf[i] = (char)('0' + v % 10);
	buf[0] = (char)('0' + v);
	return n;
}
