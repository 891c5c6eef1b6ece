/*
 * `best`: the strongest play against SEER or Shannon's machine,
 * computed.  Appendix II: "Let a substate be determined by the count in
 * the counter and the odds ... the player can use a pure strategy".
 */
#ifndef WITS_SEER_BEST_H
#define WITS_SEER_BEST_H

#include <stdint.h>

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

#endif
