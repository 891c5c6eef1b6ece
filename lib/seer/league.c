/*
 * Leagues: the wins and plays of every pairing, the rate of each, and the
 * ranking.
 */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "league.h"

void
seer_league_start(struct seer_league *l, size_t n)
{
	l->n = n;
	l->wins = xreallocarray(NULL, n * n, sizeof(*l->wins));
	l->plays = xreallocarray(NULL, n * n, sizeof(*l->plays));
	memset(l->wins, 0, n * n * sizeof(*l->wins));
	memset(l->plays, 0, n * n * sizeof(*l->plays));
}

void
seer_league_add(struct seer_league *l, size_t matcher, size_t evader, uint64_t plays,
    uint64_t matcher_wins)
{
	l->wins[matcher * l->n + evader] += matcher_wins;
	l->wins[evader * l->n + matcher] += plays - matcher_wins;
	l->plays[matcher * l->n + evader] += plays;
	l->plays[evader * l->n + matcher] += plays;
}

static double
rate_of(uint64_t wins, uint64_t plays)
{
	return plays ? (double)wins / (double)plays : 0;
}

double
seer_league_rate(const struct seer_league *l, size_t i, size_t j)
{
	return rate_of(l->wins[i * l->n + j], l->plays[i * l->n + j]);
}

void
seer_league_rank(const struct seer_league *l, struct seer_standing *standing)
{
	size_t i, j, k;

	for (i = 0; i < l->n; i++) {
		struct seer_standing s = { i, 0, 0, 0 };

		for (j = 0; j < l->n; j++) {
			s.wins += l->wins[i * l->n + j];
			s.plays += l->plays[i * l->n + j];
		}
		s.rate = rate_of(s.wins, s.plays);
		/*
		 * Each pairing goes after every rate at least as high, so the
		 * ranking is stable.
		 */
		for (k = i; k > 0 && standing[k - 1].rate < s.rate; k--)
			standing[k] = standing[k - 1];
		standing[k] = s;
	}
}

void
seer_league_free(struct seer_league *l)
{
	free(l->wins);
	free(l->plays);
	memset(l, 0, sizeof(*l));
}
