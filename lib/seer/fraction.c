/*
 * Fractions of 64-bit integers, computed through 128-bit intermediates
 * and reduced by their gcd, so that nothing wraps around unseen: a
 * result that does not fit is reported.
 */
#include <inttypes.h>

#include "fraction.h"

/* __int128, a GNU C and clang extension, holds the product of two 64-bit numbers exactly. */
__extension__ typedef __int128 wide;
__extension__ typedef unsigned __int128 uwide;

static const struct seer_fraction zero = { 0, 1 };

static uint64_t
gcd64(uint64_t a, uint64_t b)
{
	while (b != 0) {
		uint64_t r = a % b;

		a = b;
		b = r;
	}
	return a;
}

static uwide
gcd(uwide a, uwide b)
{
	/*
	 * Most fractions here are small: their gcd in 64 bits is several times
	 * faster.
	 */
	while (b != 0 && (a >> 64 != 0 || b >> 64 != 0)) {
		uwide r = a % b;

		a = b;
		b = r;
	}
	return b == 0 ? a : gcd64((uint64_t)a, (uint64_t)b);
}

static struct seer_fraction
reduce(wide num, wide den, bool *ok)
{
	uwide g;

	if (den == 0) {
		*ok = false;
		return zero;
	}
	if (den < 0) {
		num = -num;
		den = -den;
	}
	g = gcd(num < 0 ? -(uwide)num : (uwide)num, (uwide)den);
	num /= (wide)g;
	den /= (wide)g;
	if (num > INT64_MAX || num < -INT64_MAX || den > INT64_MAX) {
		*ok = false;
		return zero;
	}
	return (struct seer_fraction){ (int64_t)num, (int64_t)den };
}

struct seer_fraction
seer_fraction(int64_t num, int64_t den, bool *ok)
{
	return reduce(num, den, ok);
}

struct seer_fraction
seer_fraction_add(struct seer_fraction a, struct seer_fraction b, bool *ok)
{
	if (a.den == b.den)
		return reduce((wide)a.num + b.num, a.den, ok);
	return reduce((wide)a.num * b.den + (wide)b.num * a.den, (wide)a.den * b.den, ok);
}

struct seer_fraction
seer_fraction_sub(struct seer_fraction a, struct seer_fraction b, bool *ok)
{
	b.num = -b.num;
	return seer_fraction_add(a, b, ok);
}

struct seer_fraction
seer_fraction_mul(struct seer_fraction a, struct seer_fraction b, bool *ok)
{
	return reduce((wide)a.num * b.num, (wide)a.den * b.den, ok);
}

struct seer_fraction
seer_fraction_div(struct seer_fraction a, struct seer_fraction b, bool *ok)
{
	return reduce((wide)a.num * b.den, (wide)a.den * b.num, ok);
}

int
seer_fraction_cmp(struct seer_fraction a, struct seer_fraction b)
{
	wide l = (wide)a.num * b.den, r = (wide)b.num * a.den;

	return (l > r) - (l < r);
}

double
seer_fraction_value(struct seer_fraction a)
{
	return (double)a.num / (double)a.den;
}

void
seer_text_fraction(struct text *t, struct seer_fraction f)
{
	if (f.den == 1)
		text_printf(t, "%" PRId64, f.num);
	else
		text_printf(t, "%" PRId64 "/%" PRId64, f.num, f.den);
}

