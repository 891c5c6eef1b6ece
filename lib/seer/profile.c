/*
 * A person's session profiled: the plays' statistics and the machines' wins, in
 * one pass.
 */
#include <math.h>
#include <string.h>

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
	for (i = 0; i < p->machines; i++)
		p->wins[i] = 0;
}

void
seer_profile_add(struct seer_profile *p, const unsigned char *play, size_t n)
{
	size_t i;
	int order;

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
seer_profile_most_wins(const struct seer_profile *p)
{
	uint64_t most = 0;
	size_t i;

	for (i = 0; i < p->machines; i++)
		most = p->wins[i] > most ? p->wins[i] : most;
	return most;
}
