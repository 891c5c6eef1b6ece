/*
 * A person's session profiled: the plays' statistics and the machines' wins, in
 * one pass.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "../stats.h"
#include "play.h"
#include "profile.h"

void
seer_profile_clear(struct seer_profile *p)
{
	size_t i;

	p->plays = p->plus = p->changes = 0;
	p->run = p->longest_run = 0;
	p->recent = 0;
	memset(p->gram, 0, sizeof(p->gram));
	memset(p->in_situation, 0, sizeof(p->in_situation));
	memset(p->repeated, 0, sizeof(p->repeated));
	p->situation = p->situation_seen = p->situation_last = 0;
	for (i = 0; i < p->machines; i++)
		p->wins[i] = 0;
}

void
seer_profile_add(struct seer_profile *p, const unsigned char *play, size_t n)
{
	size_t i;
	int order;

	if (p->plays + n > p->room) {
		p->room = (size_t)p->plays + n > 2 * p->room ? (size_t)p->plays + n : 2 * p->room;
		p->play = xreallocarray(p->play, p->room, 1);
	}
	memcpy(p->play + p->plays, play, n);
	for (i = 0; i < n; i++) {
		unsigned x = play[i] == SEER_PLUS;

		if (p->plays > 0 && x != (p->recent & 1)) {
			p->changes++;
			p->run = 0;
		}
		if (++p->run > p->longest_run)
			p->longest_run = p->run;
		p->recent = (p->recent << 1 | x) & ((1u << SEER_PROFILE_ORDERS) - 1);
		p->plays++;
		p->plus += x;
		for (order = 1; order <= SEER_PROFILE_ORDERS && (uint64_t)order <= p->plays;
		    order++)
			p->gram[order - 1][p->recent & ((1u << order) - 1)]++;
	}
}

void
seer_profile_situations(struct seer_profile *p, const unsigned char *play,
    const unsigned char *machine, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned changed = play[i] != p->situation_last, won = play[i] != machine[i];

		/* Shannon's machine knows the situation once the person has played twice. */
		if (p->situation_seen == 2) {
			p->in_situation[p->situation]++;
			p->repeated[p->situation] += !changed;
		} else {
			p->situation_seen++;
		}
		p->situation = (p->situation & 1) << 2 | changed << 1 | won;
		p->situation_last = play[i];
	}
}

double
seer_profile_share(const struct seer_profile *p, int play)
{
	uint64_t of = play == SEER_PLUS ? p->plus : p->plays - p->plus;

	return p->plays ? (double)of / (double)p->plays : 0;
}

double
seer_profile_alternation(const struct seer_profile *p)
{
	return p->plays > 1 ? (double)p->changes / (double)(p->plays - 1) : 0;
}

double
seer_profile_entropy(const struct seer_profile *p, int order)
{
	double grams, h = 0;
	unsigned g;

	if (p->plays < (uint64_t)order)
		return 0;
	grams = (double)(p->plays - (uint64_t)order + 1);
	for (g = 0; g < 1u << order; g++) {
		double c = (double)p->gram[order - 1][g];

		if (c > 0)
			h += c / grams * log2(grams / c);
	}
	return h;
}

uint64_t
seer_profile_runs(const struct seer_profile *p)
{
	return p->plays > 0 ? p->changes + 1 : 0;
}

double
seer_profile_runs_z(const struct seer_profile *p)
{
	double n = (double)p->plays, plus = (double)p->plus, minus = n - plus;
	double both = 2 * plus * minus, variance;

	if (p->plays < 2)
		return 0;
	variance = both * (both - n) / (n * n * (n - 1));
	if (variance <= 0)
		return 0;
	return ((double)seer_profile_runs(p) - (1 + both / n)) / sqrt(variance);
}

double
seer_profile_runs_p(const struct seer_profile *p)
{
	return erfc(fabs(seer_profile_runs_z(p)) / sqrt(2));
}

uint64_t
seer_profile_lz_complexity(const struct seer_profile *p)
{
	const unsigned char *s = p->play;
	size_t n = (size_t)p->plays, i = 0, k = 1, l = 1, longest = 1;
	uint64_t c = 1;

	if (n < 2)
		return n;
	/*
	 * Kaspar and Schuster: the component starting at l is extended while
	 * it can be copied from some start i before it; when no start is left,
	 * the longest copy ends the component.
	 */
	for (;;) {
		if (s[i + k - 1] == s[l + k - 1]) {
			if (l + ++k > n)
				return c + 1;
			continue;
		}
		longest = k > longest ? k : longest;
		k = 1;
		if (++i < l)
			continue;
		c++;
		l += longest;
		if (l + 1 > n)
			return c;
		i = 0;
		longest = 1;
	}
}

double
seer_profile_best_p(const struct seer_profile *p)
{
	uint64_t most = seer_profile_most_wins(p);
	double corrected;

	if (2 * most <= p->plays)
		return 1;
	corrected = (double)p->machines * exp(stats_fair_log_tail(p->plays, most));
	return corrected < 1 ? corrected : 1;
}

void
seer_profile_free(struct seer_profile *p)
{
	free(p->play);
	p->play = NULL;
	p->room = 0;
}

uint64_t
seer_profile_most_wins(const struct seer_profile *p)
{
	uint64_t most = 0;
	size_t i;

	for (i = 0; i < p->machines; i++)
		most = p->wins[i] > most ? p->wins[i] : most;
	return most;
}
