/*
 * The exact answers of seer-duel: which chain answers a pair of players
 * (a substate chain of Appendix II, or SEER's memory against a pattern),
 * the report of the rate as a fraction, the substate diagrams of Fig. 6
 * and Fig. 7 as Graphviz dot and as plain text, and the lines of the
 * periodic search.
 */
#ifndef WITS_SEER_DIAGRAM_H
#define WITS_SEER_DIAGRAM_H

#include <stdbool.h>

#include "../text.h"
#include "best.h"
#include "exact.h"
#include "periodic.h"
#include "player.h"

/*
 * Which chain answers a pair: the substate chain of Appendix II, the
 * chain of SEER's memory and a pattern's phase, or a fair coin's single
 * state, which wins half its plays against any player that cannot see it.
 */
enum seer_exact_chain { SEER_CHAIN_SUBSTATES, SEER_CHAIN_PATTERN, SEER_CHAIN_COIN };

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

/* "best (matcher)  wins 3/5  0.600000", both sides, then the chain's size. */
void seer_text_exact(struct text *t, const char *matcher, const char *evader, const struct seer_exact *e);

/* The same as a TSV header and row. */
void seer_text_exact_tsv(struct text *t, const char *matcher, const char *evader,
    const struct seer_exact *e);

/*
 * The substate diagram: the recurrent substates, each with its share of
 * the plays and the player's choice there, and the moves between them
 * with their chances and whether the player wins; as dot, or as text.
 * Only for a substate chain.
 */
void seer_text_diagram(struct text *t, bool dot, const char *player, const char *machine,
    const struct seer_exact *e);

/* The periodic search: a class's line (text or TSV row), the TSV header, the summary. */
enum seer_verdict { SEER_BEATS, SEER_LOSES, SEER_EVEN, SEER_UNCLEAR };
enum seer_verdict seer_periodic_verdict(const struct seer_periodic *p);
void seer_text_periodic(struct text *t, const struct seer_periodic *p, bool tsv);
void seer_text_periodic_header(struct text *t);
void seer_text_periodic_summary(struct text *t, unsigned max, const uint64_t count[4]);

#endif
