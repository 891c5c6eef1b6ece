/* Numbers in text: decimal only, range-checked, never wrapped. */
#ifndef WITS_NUM_H
#define WITS_NUM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { U64_DIGITS = 20 };

/*
 * Parses s[0..len) as a decimal in [min, max].  Returns NULL, or why not
 * ("not a number", "too large", "too small"), in the manner of strtonum(3).
 */
const char *num_parse(const char *s, size_t len, uint64_t min, uint64_t max,
    uint64_t *out);

/* num_parse for a whole NUL-terminated string (an option's argument). */
const char *num_arg(const char *s, uint64_t min, uint64_t max, uint64_t *out);

/* Sets *v to *v * 10 + digit; false (*v unchanged) past 2^64 - 1. */
static inline bool
num_push_digit(uint64_t *v, unsigned digit)
{
	const uint64_t limit = UINT64_MAX / 10;

	if (*v > limit || (*v == limit && digit > UINT64_MAX % 10))
		return false;
	*v = *v * 10 + digit;
	return true;
}

/*
 * Seconds written as a decimal such as 0 or 2.5, up to max: whole seconds
 * and nanoseconds; false for anything else.
 */
bool num_seconds(const char *s, uint64_t max, uint64_t *sec, long *nsec);

/*
 * Writes v in decimal to buf (room for U64_DIGITS, of which it may
 * write over a few past the digits); returns the length.
 */
size_t num_format(char *buf, uint64_t v);

#endif
