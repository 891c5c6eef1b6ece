/*
 * Fractions of 64-bit integers for the exact answers (exact.h): every operation
 * reports a result past 64 bits.
 */
#ifndef WITS_SEER_FRACTION_H
#define WITS_SEER_FRACTION_H

#include <stdbool.h>
#include <stdint.h>

#include "../text.h"

/*
 * num/den in lowest terms, den > 0; every operation reports a result past 64
 * bits.
 */
struct seer_fraction {
	int64_t num, den;
};

/* The fraction num/den, reduced; *ok false when it does not fit. */
struct seer_fraction seer_fraction(int64_t num, int64_t den, bool *ok);
struct seer_fraction seer_fraction_add(struct seer_fraction a, struct seer_fraction b, bool *ok);
struct seer_fraction seer_fraction_sub(struct seer_fraction a, struct seer_fraction b, bool *ok);
struct seer_fraction seer_fraction_mul(struct seer_fraction a, struct seer_fraction b, bool *ok);
struct seer_fraction seer_fraction_div(struct seer_fraction a, struct seer_fraction b, bool *ok);
int seer_fraction_cmp(struct seer_fraction a, struct seer_fraction b);
double seer_fraction_value(struct seer_fraction a);

/* Appends the fraction as "3/5", or "3" when it is whole. */
void seer_text_fraction(struct text *t, struct seer_fraction f);

#endif
