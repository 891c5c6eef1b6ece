/*
 * cube-stats: the independent statistics of the cube tests.  It shares
 * nothing with lib/: the census is the published one, the chi-square's
 * tail is climbed by its recurrence from erfc or exp, and the Poisson
 * tails are summed term by term.
 *
 * cube-stats chi2 --min N
 *	reads distances, one a line; prints Pearson's chi-square statistic of
 *	their counts against the census from distance N up, and its degrees
 *	of freedom
 * cube-stats table
 *	the chi-square tail at textbook quantiles has the textbook
 *	probabilities: prints "ok"
 * cube-stats audit
 *	reads the TSV of cube-scramble --audit --tsv and checks the expected
 *	count and p of each distance and the pooled chi-square (distances
 *	expected fewer than 5 times pooled with the next, the last leftovers
 *	with the last class): prints the statistic, its degrees of freedom
 *	and p
 * cube-stats repeats K N
 *	the repeats row of N random-state draws with K repeats: its expected
 *	count and p
 * cube-stats binomial K N P
 *	the two-sided chance of K successes in N trials of chance P, or a
 *	count farther on the same side, doubled (at most 1): each term of
 *	the binomial distribution summed in turn from its logarithm
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ORACLE_NAME "cube-stats"
#include "oracle.h"

enum { DISTANCES = 12, LOW = 4 };

/* The positions at each distance in the half-turn metric, as published. */
static const double census[DISTANCES] = {
	1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644,
};


/* The positions a random-state draw takes: those from LOW up. */
static double
drawn(void)
{
	double n = 0;
	int d;

	for (d = LOW; d < DISTANCES; d++)
		n += census[d];
	return n;
}

/*
 * P(chi-square with df degrees of freedom >= x): Q(df/2, x/2) climbed from
 * Q(1/2, y) = erfc(sqrt y) or Q(1, y) = exp(-y) by
 * Q(a + 1, y) = Q(a, y) + y^a e^-y / Gamma(a + 1).
 */
static double
chi2_tail(double x, int df)
{
	double y = x / 2, a = df % 2 ? 0.5 : 1.0;
	double q = df % 2 ? erfc(sqrt(y)) : exp(-y);

	for (; a < df / 2.0; a++)
		q += y > 0 ? exp(a * log(y) - y - lgamma(a + 1)) : 0;
	return q;
}

static double
poisson(int i, double mean)
{
	if (mean > 0)
		return exp(i * log(mean) - mean - lgamma(i + 1.0));
	return i == 0;
}

/* Twice the nearer tail of P(X <= k), P(X >= k), each summed term by term. */
static double
poisson_either_way(int k, double mean)
{
	double below = 0, above = 0, t;
	int i;

	for (i = 0; i <= k; i++)
		below += poisson(i, mean);
	if (k <= mean) {
		for (above = 1, i = 0; i < k; i++)
			above -= poisson(i, mean);
	} else {
		for (i = k; (t = poisson(i, mean)) > 1e-20 * above || i == k; i++)
			above += t;
	}
	return fmin(1.0, 2 * fmin(below, above));
}

/* The counts expected at each distance of n random-state draws. */
static void
expected(double n, double *e)
{
	int d;

	for (d = 0; d < DISTANCES; d++)
		e[d] = d < LOW ? 0 : n * census[d] / drawn();
}

/*
 * Pearson's chi-square, distances expected fewer than 5 times pooled with
 * the next, the last leftovers with the last class: the statistic, its
 * degrees of freedom and p.
 */
static void
pooled_chi2(const long *observed, double *x, int *df, double *p)
{
	double e[DISTANCES], o[DISTANCES], ex[DISTANCES], oacc = 0, eacc = 0, n = 0;
	int d, k = 0;

	for (d = LOW; d < DISTANCES; d++)
		n += observed[d];
	expected(n, e);
	for (d = LOW; d < DISTANCES; d++) {
		oacc += observed[d];
		eacc += e[d];
		if (eacc >= 5) {
			o[k] = oacc;
			ex[k++] = eacc;
			oacc = eacc = 0;
		}
	}
	*x = 0;
	*df = 0;
	*p = 1;
	if (k == 0)
		return;
	o[k - 1] += oacc;
	ex[k - 1] += eacc;
	if (k < 2)
		return;
	for (d = 0; d < k; d++)
		*x += (o[d] - ex[d]) * (o[d] - ex[d]) / ex[d];
	*df = k - 1;
	*p = chi2_tail(*x, *df);
}

static char *
read_line(void)
{
	static char *line;
	static size_t cap;
	ssize_t n = getline(&line, &cap, stdin);

	if (n < 0)
		return NULL;
	if (n > 0 && line[n - 1] == '\n')
		line[n - 1] = '\0';
	return line;
}

static double
number(const char *s)
{
	char *end;
	double x = strtod(s, &end);

	if (end == s || *end != '\0')
		die("'%s': not a number", s);
	return x;
}

/* The --min of chi2: a distance. */
static int
minimum(const char *s)
{
	double d = number(s);

	if (d != (int)d || d < 0 || d >= DISTANCES)
		die("--min %s: not a distance", s);
	return (int)d;
}

static int
chi2(int low)
{
	double e, x = 0, total = 0, n = 0;
	long seen[DISTANCES] = { 0 };
	char *line, *end;
	long d;

	while ((line = read_line()) != NULL) {
		if (line[strspn(line, " \t")] == '\0')
			continue;
		d = strtol(line, &end, 10);
		if (end == line || d < 0 || d >= DISTANCES)
			die("'%s': not a distance", line);
		seen[d]++;
		n++;
	}
	for (d = 0; d < low; d++)
		if (seen[d]) {
			printf("distances below the minimum were drawn\n");
			return 1;
		}
	for (d = low; d < DISTANCES; d++)
		total += census[d];
	for (d = low; d < DISTANCES; d++) {
		e = n * census[d] / total;
		x += (seen[d] - e) * (seen[d] - e) / e;
	}
	printf("%.2f %d\n", x, DISTANCES - low - 1);
	return 0;
}

/* The textbook quantiles: each value has this upper tail. */
static int
table(void)
{
	static const struct {
		double x;
		int df;
		double p;
	} row[] = {
		{ 14.067, 7, 0.05 }, { 24.322, 7, 0.001 }, { 3.841, 1, 0.05 },
		{ 9.488, 4, 0.05 }, { 5.991, 2, 0.05 }, { 18.475, 7, 0.01 },
	};
	size_t i;
	double got;

	for (i = 0; i < sizeof row / sizeof row[0]; i++) {
		got = chi2_tail(row[i].x, row[i].df);
		if (fabs(got - row[i].p) > 5e-4 * row[i].p)
			die("chi2(%d) at %g: %g, not %g", row[i].df, row[i].x, got,
			    row[i].p);
	}
	printf("ok\n");
	return 0;
}

/* Checks every figure of an audit's TSV against the independent ones. */
static int
audit(void)
{
	char *line, *field[6], *p;
	char *o[DISTANCES] = { NULL }, *e[DISTANCES] = { NULL };
	char *pv[DISTANCES] = { NULL }, *chi[3] = { NULL };
	long observed[DISTANCES] = { 0 };
	double ex[DISTANCES], n = 0, want, x, pchi;
	int nf, d, df, header = 1;

	while ((line = read_line()) != NULL) {
		if (header) {
			header = 0;
			continue;
		}
		for (nf = 0, p = line; nf < 6; nf++) {
			field[nf] = p;
			if ((p = strchr(p, '\t')) == NULL)
				break;
			*p++ = '\0';
		}
		if (nf != 4)
			die("not 5 fields: %s", line);
		if (strcmp(field[0], "distance") == 0) {
			d = (int)number(field[1]);
			if (d < 0 || d >= DISTANCES)
				die("'%s': not a distance", field[1]);
			observed[d] = (long)number(field[2]);
			o[d] = strdup(field[2]);
			e[d] = strdup(field[3]);
			pv[d] = strdup(field[4]);
		} else if (strcmp(field[0], "chi-square") == 0) {
			chi[0] = strdup(field[2]);
			chi[1] = strdup(field[3]);
			chi[2] = strdup(field[4]);
		}
	}
	for (d = LOW; d < DISTANCES; d++)
		n += observed[d];
	expected(n, ex);
	for (d = 0; d < DISTANCES; d++) {
		if (o[d] == NULL)
			die("no row for distance %d", d);
		if (fabs(number(e[d]) - ex[d]) > 0.0005 + 1e-9 * ex[d])
			die("distance %d: expected %s, not %.3f", d, e[d], ex[d]);
		if (d < LOW)
			want = observed[d] ? 0.0 : 1.0;
		else
			want = fmin(1.0, (DISTANCES - LOW) *
			    poisson_either_way((int)observed[d], ex[d]));
		if (fabs(number(pv[d]) - want) > 0.005 * want + 1e-300)
			die("distance %d: p %s, not %.3g", d, pv[d], want);
	}
	pooled_chi2(observed, &x, &df, &pchi);
	if (chi[0] == NULL)
		die("no chi-square row");
	if (fabs(number(chi[0]) - x) > 0.0005 + 1e-9 * x ||
	    number(chi[1]) != df || fabs(number(chi[2]) - pchi) > 0.005 * pchi + 1e-300)
		die("chi-square %s %s %s, not %.3f %d %.3g", chi[0], chi[1], chi[2],
		    x, df, pchi);
	printf("%.3f %d %.3g\n", x, df, pchi);
	return 0;
}

static int
repeats(int k, double n)
{
	double mean = n + drawn() * expm1(n * log1p(-1 / drawn()));

	printf("%.3f %.3g\n", mean, poisson_either_way(k, mean));
	return 0;
}

/* The chance of exactly i successes in n trials of chance p. */
static double
binomial_term(long i, long n, double p)
{
	return exp(lgamma(n + 1.0) - lgamma(i + 1.0) - lgamma(n - i + 1.0) +
	    i * log(p) + (n - i) * log(1 - p));
}

static int
binomial(long k, long n, double p)
{
	double below = 0, above = 0;
	long i;

	for (i = 0; i <= k; i++)
		below += binomial_term(i, n, p);
	for (i = k; i <= n; i++)
		above += binomial_term(i, n, p);
	printf("%.3g\n", fmin(1, 2 * fmin(below, above)));
	return 0;
}

static void
usage(void)
{
	fputs("usage: cube-stats chi2 --min N | table | audit | repeats K N | binomial K N P\n",
	    stderr);
	exit(2);
}

int
main(int argc, char **argv)
{
	int status = 2;

	if (argc == 4 && strcmp(argv[1], "chi2") == 0 &&
	    strcmp(argv[2], "--min") == 0)
		status = chi2(minimum(argv[3]));
	else if (argc == 2 && strcmp(argv[1], "table") == 0)
		status = table();
	else if (argc == 2 && strcmp(argv[1], "audit") == 0)
		status = audit();
	else if (argc == 4 && strcmp(argv[1], "repeats") == 0)
		status = repeats((int)number(argv[2]), number(argv[3]));
	else if (argc == 5 && strcmp(argv[1], "binomial") == 0)
		status = binomial((long)number(argv[2]), (long)number(argv[3]), number(argv[4]));
	else
		usage();
	if (fflush(stdout) != 0 || ferror(stdout))
		die("write error");
	return status;
}
