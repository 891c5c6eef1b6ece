/*
 * The shared statistics: the Wilson interval, the fair coin's binomial
 * tail, and the incomplete gamma function (Numerical Recipes, 6.2) with
 * the chi-square and Poisson tails made from it.
 */
#include <math.h>

#include "stats.h"

static const double z95 = 1.959963984540054;	/* the normal quantile of 0.975 */
static const double pi = 3.14159265358979323846;

enum {
	/* Below this n - m, ln C(n, m) is summed term by term. */
	EXACT_BELOW = 20,
	/* Past this many terms the lead is small, and the normal curve exact enough. */
	TAIL_TERMS_MAX = 10000000,
	/* The gamma series and fraction take some sqrt(a) steps: this is ample. */
	GAMMA_STEPS = 1000000
};

void
stats_wilson(uint64_t wins, uint64_t trials, double *lo, double *hi)
{
	double n = (double)trials, p, z2 = z95 * z95, centre, half;

	if (trials == 0) {
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
 * Returns ln P(X = m) for X binomial (n, 1/2) and m > n/2: exactly for
 * small n - m, else by Stirling's series around the relative entropy
 * D(m/n || 1/2), which keeps its precision where ln n! would not.
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

/* Returns ln erfc(x), also far in the tail where erfc(x) itself underflows. */
static double
log_erfc(double x)
{
	if (x < 26)
		return log(erfc(x));
	return -x * x - log(x * sqrt(pi)) + log1p(-1 / (2 * x * x));
}

/*
 * The contract is in stats.h.  The sum walks the binomial terms after
 * P(X = m), each the one before times (n - i) / (i + 1).
 */
double
stats_fair_log_tail(uint64_t n, uint64_t m)
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

/* Returns x^a e^-x / Gamma(a), in logarithms so that large a and x do not overflow. */
static double
gamma_front(double a, double x)
{
	return exp(a * log(x) - x - lgamma(a));
}

/* Returns P(a, x) by its series, for x < a + 1 (Numerical Recipes, 6.2.5). */
static double
gamma_series(double a, double x)
{
	double term = 1 / a, sum = term;
	int n;

	for (n = 1; n < GAMMA_STEPS; n++) {
		term *= x / (a + n);
		sum += term;
		if (term < sum * 1e-16)
			break;
	}
	return sum * gamma_front(a, x);
}

/* Returns Q(a, x) by its continued fraction, for x >= a + 1: Lentz's method (NR 6.2.7). */
static double
gamma_fraction(double a, double x)
{
	const double tiny = 1e-300;
	double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d, an, delta;
	int i;

	for (i = 1; i < GAMMA_STEPS; i++) {
		an = -i * (i - a);
		b += 2;
		d = an * d + b;
		d = fabs(d) < tiny ? tiny : d;
		c = b + an / c;
		c = fabs(c) < tiny ? tiny : c;
		d = 1 / d;
		delta = d * c;
		h *= delta;
		if (fabs(delta - 1) < 1e-16)
			break;
	}
	return gamma_front(a, x) * h;
}

/* Returns the regularized lower incomplete gamma function P(a, x), for a > 0. */
static double
stats_gamma_p(double a, double x)
{
	if (x <= 0)
		return 0;
	return x < a + 1 ? gamma_series(a, x) : 1 - gamma_fraction(a, x);
}

/* Returns Q(a, x) = 1 - P(a, x), computed so that a small Q keeps its precision. */
static double
stats_gamma_q(double a, double x)
{
	if (x <= 0)
		return 1;
	return x < a + 1 ? 1 - gamma_series(a, x) : gamma_fraction(a, x);
}

/*
 * Returns chi-square's upper tail for the given degrees of freedom,
 * which is Q(freedom / 2, x / 2).
 */
double
stats_chi_square_p(double chi_square, unsigned freedom)
{
	return stats_gamma_q(freedom / 2.0, chi_square / 2);
}

/*
 * Returns the two-sided p-value of k events where a Poisson count has the
 * given mean: twice the smaller tail, at most 1, with P(X <= k) =
 * Q(k + 1, mean) and P(X >= k) = P(k, mean).
 */
double
stats_poisson_either_way(uint64_t k, double mean)
{
	double below = stats_gamma_q((double)k + 1, mean);
	double above = k == 0 ? 1 : stats_gamma_p((double)k, mean);

	return fmin(1, 2 * fmin(below, above));
}

/*
 * Returns the continued fraction of the incomplete beta function (Lentz's
 * method, as in Numerical Recipes, 6.4), which converges fast for x below
 * (a + 1) / (a + b + 2): in about the square root of max(a, b) terms.
 */
static double
beta_fraction(double a, double b, double x)
{
	const double tiny = 1e-300;
	double c = 1, d = 1 - (a + b) * x / (a + 1), h, step, m2, num;
	int m, k;

	d = 1 / (fabs(d) < tiny ? tiny : d);
	h = d;
	for (m = 1; m <= 100000; m++) {
		m2 = 2.0 * m;
		for (k = 0; k < 2; k++) {
			num = k == 0 ? m * (b - m) * x / ((a + m2 - 1) * (a + m2)) :
			    -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
			d = 1 + num * d;
			d = 1 / (fabs(d) < tiny ? tiny : d);
			c = 1 + num / c;
			c = fabs(c) < tiny ? tiny : c;
			step = d * c;
			h *= step;
		}
		if (fabs(step - 1) < 1e-15)
			break;
	}
	return h;
}

/* Returns the regularized incomplete beta function I_x(a, b), for a, b > 0. */
static double
stats_beta_i(double a, double b, double x)
{
	double front;

	if (x <= 0)
		return 0;
	if (x >= 1)
		return 1;
	front = exp(lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log1p(-x));
	if (x < (a + 1) / (a + b + 2))
		return front * beta_fraction(a, b, x) / a;
	return 1 - front * beta_fraction(b, a, 1 - x) / b;
}

double
stats_binomial_either_way(uint64_t k, uint64_t n, double p)
{
	/* P(X >= k) = I_p(k, n - k + 1) and P(X <= k) = I_(1-p)(n - k, k + 1) */
	double above = k == 0 ? 1 : stats_beta_i((double)k, (double)(n - k) + 1, p);
	double below = k == n ? 1 : stats_beta_i((double)(n - k), (double)k + 1, 1 - p);

	return fmin(1, 2 * fmin(above, below));
}
