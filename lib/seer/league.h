/*
 * Leagues: every player against every other, on both sides, and the players
 * ranked.
 */
#ifndef WITS_SEER_LEAGUE_H
#define WITS_SEER_LEAGUE_H

#include <stddef.h>
#include <stdint.h>

/* The plays and wins of each pairing. */
struct seer_league {
	size_t n;
	uint64_t *wins;		/* wins[i * n + j]: player i's against player j, on either side */
	uint64_t *plays;	/* plays[i * n + j] == plays[j * n + i] */
};

void seer_league_start(struct seer_league *l, size_t n);

/* The matches of player `matcher` against player `evader`, by their places. */
void seer_league_add(struct seer_league *l, size_t matcher, size_t evader, uint64_t plays,
    uint64_t matcher_wins);

/* Player i's win rate against player j. */
double seer_league_rate(const struct seer_league *l, size_t i, size_t j);

/* A player's place in the ranking: its rate over all its plays. */
struct seer_standing {
	size_t player;		/* its place in the league */
	uint64_t wins, plays;
	double rate;
};

/*
 * The n players ranked into standing[]: best rate first, equal rates in the
 * order given.
 */
void seer_league_rank(const struct seer_league *l, struct seer_standing *standing);

void seer_league_free(struct seer_league *l);

#endif
