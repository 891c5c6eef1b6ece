/*
 * seer-guess: an independent model of Aaronson's oracle and of the
 * predictors that came after SEER, for the tests of seer-predict
 * --machine oracle, oracle:N, lz, ctw:D and switch.  Each is computed by brute force from its definition, over
 * the whole of the plays so far, sharing nothing with the library:
 *
 *   aaronson  Aaronson's program as Nick Merrill wrote it: from the sixth
 *             play, the plays that followed the same five plays before;
 *             + where there were none, the more frequent of them else, -
 *             on a tie; nothing (?) for the first five plays
 *   oracle N [FILE]
 *             Aaronson's counts: for the longest context of k <= N past
 *             plays that occurred before, which play followed it more;
 *             with FILE, in its lines too (other people's sessions, one
 *             a line)
 *   lz        Feder, Merhav and Gutman (1992): the LZ78 phrases so far,
 *             and which play followed the current phrase's prefix more
 *   ctw D     Willems, Shtarkov and Tjalkens (1995): the weighted block
 *             probability of the plays followed by + and by -, in the
 *             log domain (lgammal), the D plays before the session -
 *   switch    Wang et al. (2020): Markov models of orders 1 to 5 scored
 *             right less wrong over the last 10 plays, the best followed
 *
 * It reads lines of + and - from stdin and writes, for each, the
 * predictor's guess before each play: + or -, or ? where it has none
 * (no data, a tie) and plays at random.  With -p, ctw writes instead its
 * probability of + before each play, one a line.
 */
#define ORACLE_NAME "seer-guess"

#include <math.h>
#include <string.h>

#include "oracle.h"

enum { NONE = '?', FOCUS = 10, ORDERS = 5 };

/* The plays of the line, 1 for + and 0 for -. */
static int *x;
static size_t n;

/* The plays of the sessions the oracle was trained on, each ended by -1. */
static int *trained;
static size_t ntrained;

/* The play before position i by `back` (1 the last), - before the session. */
static int
past(size_t i, size_t back)
{
	return back <= i ? x[i - back] : 0;
}

/* Whether the k plays before i and before j are the same. */
static int
same_context(size_t i, size_t j, size_t k)
{
	size_t b;

	for (b = 1; b <= k; b++)
		if (past(i, b) != past(j, b))
			return 0;
	return 1;
}

/*
 * Counts into c the plays of the trained sessions that followed the k
 * plays before position t, where a session had k plays before.
 */
static void
count_trained(size_t t, size_t k, long c[2])
{
	size_t j, b, start = 0;

	for (j = 0; j < ntrained; j++) {
		if (trained[j] < 0) {
			start = j + 1;
			continue;
		}
		for (b = 1; b <= k && j - start >= b && trained[j - b] == past(t, b); b++)
			;
		if (b > k)
			c[trained[j]]++;
	}
}

static int
majority(long plus, long minus)
{
	return plus > minus ? '+' : plus < minus ? '-' : NONE;
}

/*
 * The Markov model of order k at position t, no back-off: the plays that
 * followed the same k plays at positions k to t - 1.  *data says whether
 * there were any.
 */
static int
markov(size_t t, size_t k, int *data)
{
	long c[2] = { 0, 0 };
	size_t j;

	for (j = k; j < t; j++)
		if (same_context(t, j, k))
			c[x[j]]++;
	*data = c[0] + c[1] > 0;
	return majority(c[1], c[0]);
}

static int
oracle(size_t t, size_t order)
{
	size_t k = order < t ? order : t, j;

	for (;; k--) {
		long c[2] = { 0, 0 };

		for (j = k; j < t; j++)
			if (same_context(t, j, k))
				c[x[j]]++;
		count_trained(t, k, c);
		if (c[0] + c[1] > 0 || k == 0)
			return majority(c[1], c[0]);
	}
}

/*
 * Aaronson's program at position t: only whole windows of six plays are
 * counted, so a context is one of the five plays before some j >= 5.
 */
static int
aaronson(size_t t)
{
	long c[2] = { 0, 0 };
	size_t j;

	if (t < 5)
		return NONE;
	for (j = 5; j < t; j++)
		if (same_context(t, j, 5))
			c[x[j]]++;
	if (c[0] + c[1] == 0)
		return '+';
	return c[1] > c[0] ? '+' : '-';
}

/* Reads the sessions of the file, one a line, into trained[]. */
static void
train(const char *file)
{
	FILE *fp = fopen(file, "r");
	int c;

	if (fp == NULL)
		die("%s: cannot open", file);
	while ((c = getc(fp)) != EOF) {
		if (c != '+' && c != '-' && c != '\n')
			continue;
		trained = grow(trained, ntrained + 1, sizeof(*trained));
		trained[ntrained++] = c == '\n' ? -1 : c == '+';
	}
	fclose(fp);
}

/*
 * The LZ78 parse: each phrase the shortest run of plays from where the
 * last ended that is not an earlier phrase.  phrase_start[i] is where
 * the phrase in progress at position i began.
 */
static size_t *phrase_start;

static void
lz_parse(void)
{
	size_t *phrase = grow(NULL, n + 1, sizeof(*phrase));
	size_t *length = grow(NULL, n + 1, sizeof(*length));
	size_t i, p, phrases = 0, start = 0;

	phrase_start = grow(NULL, n + 1, sizeof(*phrase_start));
	for (i = 0; i < n; i++) {
		size_t len = i + 1 - start;
		int known = 0;

		phrase_start[i] = start;
		for (p = 0; p < phrases && !known; p++)
			known = length[p] == len &&
			    memcmp(&x[phrase[p]], &x[start], len * sizeof(*x)) == 0;
		if (!known) {
			phrase[phrases] = start;
			length[phrases++] = len;
			start = i + 1;
		}
	}
	phrase_start[n] = start;
	free(phrase);
	free(length);
}

static int
lz(size_t t)
{
	size_t len = t - phrase_start[t], j;
	long c[2] = { 0, 0 };

	for (j = 0; j < t; j++)
		if (j - phrase_start[j] == len &&
		    memcmp(&x[phrase_start[j]], &x[phrase_start[t]], len * sizeof(*x)) == 0)
			c[x[j]]++;
	return majority(c[1], c[0]);
}

/* log(e^a + e^b) */
static long double
log_add(long double a, long double b)
{
	long double hi = a > b ? a : b, lo = a > b ? b : a;

	return hi + log1pl(expl(lo - hi));
}

/*
 * The log of Pw for the context s (s[0] the last play) of d plays, over
 * the plays at positions 0 to t - 1.
 */
static long double
log_weighted(const int *s, size_t d, size_t depth, size_t t)
{
	long a[2] = { 0, 0 };
	long double pe;
	int child[32];
	size_t i, b;

	for (i = 0; i < t; i++) {
		for (b = 0; b < d && past(i, b + 1) == s[b]; b++)
			;
		if (b == d)
			a[x[i]]++;
	}
	if (a[0] + a[1] == 0)
		return 0;
	pe = lgammal(a[0] + 0.5L) + lgammal(a[1] + 0.5L) -
	    lgammal(a[0] + a[1] + 1.0L) - logl(acosl(-1.0L));
	if (d == depth)
		return pe;
	memcpy(child, s, d * sizeof(*s));
	child[d] = 0;
	{
		long double w0 = log_weighted(child, d + 1, depth, t);

		child[d] = 1;
		return log_add(pe, w0 + log_weighted(child, d + 1, depth, t)) - logl(2.0L);
	}
}

/* The probability of + at position t. */
static long double
ctw(size_t t, size_t depth)
{
	long double with[2];
	int saved = t < n ? x[t] : 0, v;

	for (v = 0; v < 2; v++) {
		x[t] = v;
		with[v] = log_weighted(NULL, 0, depth, t + 1);
	}
	x[t] = saved;
	return 1 / (1 + expl(with[0] - with[1]));
}

static int
switcher(size_t t)
{
	int score[ORDERS + 1] = { 0 }, best = 1, data;
	size_t k, s;

	for (k = 1; k <= ORDERS; k++) {
		for (s = t >= FOCUS ? t - FOCUS : 0; s < t; s++) {
			int g = s >= k ? markov(s, k, &data) : NONE;

			if (g != NONE)
				score[k] += g == (x[s] ? '+' : '-') ? 1 : -1;
		}
		if (score[k] > score[best])
			best = (int)k;
	}
	return t >= (size_t)best ? markov(t, (size_t)best, &data) : NONE;
}

int
main(int argc, char **argv)
{
	char line[65536];
	int probabilities = argc > 1 && strcmp(argv[1], "-p") == 0;
	char **arg = argv + 1 + probabilities;
	size_t t, number = argc > 2 + probabilities ? (size_t)atoi(arg[1]) : 0;

	if (argc < 2 + probabilities)
		die("usage: seer-guess [-p] aaronson | oracle N [FILE] | lz | ctw D | switch");
	if (strcmp(arg[0], "oracle") == 0 && argc > 3)
		train(arg[2]);
	while (fgets(line, sizeof(line), stdin) != NULL) {
		char *c;

		n = 0;
		x = grow(x, sizeof(line), sizeof(*x));
		for (c = line; *c != '\0' && *c != '\n'; c++)
			if (*c == '+' || *c == '-')
				x[n++] = *c == '+';
		if (strcmp(arg[0], "lz") == 0)
			lz_parse();
		for (t = 0; t < n; t++) {
			if (strcmp(arg[0], "aaronson") == 0) {
				putchar(aaronson(t));
			} else if (strcmp(arg[0], "oracle") == 0) {
				putchar(oracle(t, number));
			} else if (strcmp(arg[0], "lz") == 0) {
				putchar(lz(t));
			} else if (strcmp(arg[0], "switch") == 0) {
				putchar(switcher(t));
			} else if (strcmp(arg[0], "ctw") == 0) {
				long double p = ctw(t, number);

				if (probabilities)
					printf("%.12Lf\n", p);
				else
					putchar(fabsl(p - 0.5L) < 1e-9L ? NONE : p > 0.5L ? '+' : '-');
			} else {
				die("%s: not a predictor", arg[0]);
			}
		}
		if (!probabilities)
			putchar('\n');
		free(phrase_start);
		phrase_start = NULL;
	}
	free(x);
	free(trained);
	return 0;
}
