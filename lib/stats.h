/*
 * Statistics that the games share: the Wilson interval of a rate, the
 * tail of a fair coin's binomial distribution, and the regularized
 * incomplete gamma and beta functions with the chi-square, Poisson and
 * binomial tails made from them.  Pure functions of numbers: no game knowledge, no I/O.
 */
#ifndef WITS_STATS_H
#define WITS_STATS_H

#include <stdint.h>

/*
 * Sets *lo and *hi to the Wilson score interval at 95% (about 1.96
 * standard errors either side) for `wins` successes in `trials`; 0 to 1
 * when there are no trials.
 */
void stats_wilson(uint64_t wins, uint64_t trials, double *lo, double *hi);

/*
 * Returns ln P(X >= m) for X binomial (n, 1/2) and m > n/2.  It is
 * computed in logarithms, so that a lead of millions of trials does not
 * underflow.
 */
double stats_fair_log_tail(uint64_t n, uint64_t m);

/* Returns the chance of a chi-square this large or larger with `freedom` degrees. */
double stats_chi_square_p(double chi_square, unsigned freedom);

/*
 * Returns the chance of a Poisson count as far from the mean as k, or
 * farther, on the same side, doubled (at most 1): a two-sided test.
 */
double stats_poisson_either_way(uint64_t k, double mean);

/*
 * Returns the chance of a binomial (n, p) count as far from its mean as
 * k, or farther, on the same side, doubled (at most 1): a two-sided test,
 * exact where a normal approximation is not (small counts, far tails).
 */
double stats_binomial_either_way(uint64_t k, uint64_t n, double p);

#endif
