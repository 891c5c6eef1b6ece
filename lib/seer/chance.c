/* The Wilson interval of a win rate and the odds against a lead by chance, from the binomial tail. */
#include <math.h>
#include <stdio.h>

#include "chance.h"

static const double z95 = 1.959963984540054;	/* the normal quantile of 0.975 */
static const double pi = 3.14159265358979323846;

enum {
	EXACT_BELOW = 20,		/* ln C(n, m) summed term by term when n - m is this small */
	TAIL_TERMS_MAX = 10000000	/* beyond this the lead is small: the normal curve is exact enough */
};

void
chance_interval(uint64_t wins, uint64_t plays, double *lo, double *hi)
{
	double n = (double)plays, p, z2 = z95 * z95, centre, half;

	if (plays == 0) {
		*lo = 0;
		*hi = 1;
		return;
	}
	p = (double)wins / n;
	centre = (p + z2 / (2 * n)) / (1 + z2 / n);
	half = z95 * sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
	*lo = centre - half > 0 ? centre - half : 0;
	*hi = centre + half < 1 ? centre + half : 1;
}

/*
 * ln P(X = m) for X binomial (n, 1/2) and m > n/2: exactly for small
 * n - m, else by Stirling's series around the relative entropy D(m/n ||
 * 1/2), which keeps its precision where ln n! would not.
 */
static double
log_point(uint64_t n, uint64_t m)
{
	uint64_t j = n - m, i;
	double s = 0, q, delta, d, dn = (double)n, dm = (double)m, dj = (double)j;

	if (j <= EXACT_BELOW) {
		for (i = 1; i <= j; i++)
			s += log((dm + (double)i) / (double)i);
		return s - dn * log(2.0);
	}
	q = dm / dn;
	delta = (double)(m - j) / (2 * dn);
	d = q * log1p(2 * delta) + (1 - q) * log1p(-2 * delta);
	return -dn * d - 0.5 * log(2 * pi * dm * dj / dn) +
	    1 / (12 * dn) - 1 / (12 * dm) - 1 / (12 * dj);
}

/* ln erfc(x), also far in the tail where erfc(x) itself underflows. */
static double
log_erfc(double x)
{
	if (x < 26)
		return log(erfc(x));
	return -x * x - log(x * sqrt(pi)) + log1p(-1 / (2 * x * x));
}

/* ln P(X >= m), m > n/2: the terms after P(X = m) fall by (n - i) / (i + 1). */
static double
log_tail(uint64_t n, uint64_t m)
{
	double sum = 1, term = 1, z;
	uint64_t i;

	for (i = m; i < n; i++) {
		if (i - m == TAIL_TERMS_MAX) {
			/* The normal curve with a continuity correction. */
			z = ((double)m - 0.5 - (double)n / 2) / sqrt((double)n / 4);
			return log(0.5) + log_erfc(z / sqrt(2.0));
		}
		term *= (double)(n - i) / (double)(i + 1);
		sum += term;
		if (term < sum * 1e-17)
			break;
	}
	return log_point(n, m) + log(sum);
}

struct chance_odds
chance_odds_against(uint64_t wins, uint64_t plays)
{
	struct chance_odds odds = { 0, 0, 0 };
	uint64_t lead = wins > plays - wins ? wins : plays - wins;
	double log_p, log10_odds, exponent;

	if (lead - (plays - lead) <= 1)
		return odds;	/* no lead, or the least there is: P = 1 */
	/* Either way: twice one tail, the two being disjoint. */
	log_p = log(2.0) + log_tail(plays, lead);
	if (log_p >= 0)
		return odds;
	odds.log10_p = log_p / log(10.0);
	log10_odds = (log(-expm1(log_p)) - log_p) / log(10.0);
	exponent = floor(log10_odds);
	odds.exponent = (int64_t)exponent;
	odds.mantissa = pow(10, log10_odds - exponent);
	return odds;
}

void
chance_odds_format(struct chance_odds odds, char buf[CHANCE_ODDS_TEXT])
{
	double m = odds.mantissa;
	int64_t e = odds.exponent;

	if (m == 0) {
		snprintf(buf, CHANCE_ODDS_TEXT, "0");
	} else if (e >= 6) {
		if (m >= 9.95) {	/* would print as 10.0 */
			m /= 10;
			e++;
		}
		snprintf(buf, CHANCE_ODDS_TEXT, "%.1fe%lld", m, (long long)e);
	} else {
		m *= pow(10, (double)e);
		snprintf(buf, CHANCE_ODDS_TEXT, m >= 100 ? "%.0f" : m >= 1 ? "%.1f" : "%.2f", m);
	}
}
