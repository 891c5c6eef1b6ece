/*
 * The exact answers of seer-duel --exact and --diagram: which chain
 * answers a pair of players (a substate chain of Appendix II, SEER's
 * memory against a pattern, or a fair coin), and that chain solved.
 * exacttext.h writes the rate as a fraction, diagramtext.h the diagram.
 */
#ifndef WITS_SEER_PAIR_H
#define WITS_SEER_PAIR_H

#include "best.h"
#include "exact.h"
#include "player.h"

/*
 * Which chain answers a pair: the substate chain of Appendix II, the
 * chain of SEER's memory and a pattern's phase, or a fair coin's single
 * state, which wins half its plays against any player that cannot see it;
 * or SEER's register and Shannon's cell of one state of play (duo.h).
 */
enum seer_exact_chain { SEER_CHAIN_SUBSTATES, SEER_CHAIN_PATTERN, SEER_CHAIN_COIN, SEER_CHAIN_DUO };

/* A pair's chain and its answer: the player's wins, on its side. */
struct seer_exact {
	enum seer_side player_side;	/* the side whose wins the chain counts */
	enum seer_exact_chain kind;
	struct seer_substates how;	/* whose substate chain */
	struct seer_chain chain;
	struct seer_chain_answer answer;
};

/*
 * Solves the pair's chain; NULL, or why there is no exact answer, with
 * *status 2 when the pair has no finite chain and 1 when its chain is too
 * large or its fractions outgrow 64 bits.
 */
const char *seer_exact_pair(struct seer_exact *e, const struct seer_player *matcher,
    const struct seer_player *evader, int *status);

void seer_exact_free(struct seer_exact *e);

#endif
