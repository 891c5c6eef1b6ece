/*
 * `best`: the strongest play against SEER or Shannon's machine,
 * computed.  Appendix II: "Let a substate be determined by the count in
 * the counter and the odds ... the player can use a pure strategy".
 */
#ifndef WITS_SEER_BEST_H
#define WITS_SEER_BEST_H

#include <stdint.h>

#include "../text.h"
#include "exact.h"
#include "play.h"
#include "reason.h"

/* The solved decision problems: a choice for every substate. */
struct seer_best_plan {
	uint8_t seer[SEER_SUBSTATES];		/* by SEER's substate */
	uint8_t shannon[SHANNON_CELL_VALUES];	/* by Shannon's cell */
	double seer_value, shannon_value;	/* the win rates they reach */
	unsigned seer_sweeps, shannon_sweeps;	/* value-iteration sweeps to converge */
};

/*
 * Solves, for SEER and for Shannon's machine, the average-reward
 * decision problem of the opponent who knows the substate of the
 * register in play: relative value iteration over the substate chain,
 * each transition taken from the machine's own rules.
 */
void seer_best_solve(struct seer_best_plan *plan);

/*
 * Whose substate chain: the player, the machine, and best's plan when the
 * player is best.
 */
struct seer_substates {
	enum seer_kind player, machine;
	struct seer_best_plan plan;
};

/*
 * The substate chain of one state of play (Appendix II: "the states of
 * play are independent and follow the same strategy") for a player
 * whose choice is a function of the substate: best's plan, opposite
 * from last time (against SEER) or a fair coin, against SEER or
 * Shannon's machine; from the cleared register or cell.  NULL, or why
 * the pair has none; *how says whose chain it is.
 */
const char *seer_substate_chain(struct seer_chain *c, struct seer_substates *how,
    enum seer_kind player, enum seer_kind machine);

/*
 * A state of that chain: SEER's counter and odds, or the behaviours
 * Shannon's cell remembers; and the player's choice there.
 */
void seer_substate_name(struct text *t, const struct seer_substates *how, uint64_t state);

#endif
