/*
 * `best` (Appendix II): the substate chains of SEER's register and of
 * Shannon's cell, the average-reward decision problem of an opponent
 * who knows the substate solved on each, and the player that follows
 * the machine's state from the record of play and plays its plan.
 */
#include <string.h>

#include "best.h"
#include "machines.h"

/* One outcome of a choice in a substate: the machine's random element decides which. */
struct branch {
	double chance, reward;	/* reward: 1 when the opponent wins */
	unsigned next;
};

typedef unsigned branches_fn(unsigned substate, enum seer_choice choice, struct branch b[2]);

static struct seer_register
register_of(unsigned substate)
{
	struct seer_register reg;

	reg.counter = (int8_t)((int)(substate / (SEER_ODDS_MAX + 1)) - SEER_COUNTER_MAX);
	reg.odds = (uint8_t)(substate % (SEER_ODDS_MAX + 1));
	return reg;
}

/*
 * The opponent's choice is what SEER's counter will learn: whether same
 * or different would have won for the machine.  "The machine's behavior
 * in any substate does not depend on what the player did previously in
 * that substate", so each substate has one choice.
 */
static unsigned
seer_branches(unsigned substate, enum seer_choice choice, struct branch b[2])
{
	struct seer_register reg = register_of(substate);
	unsigned follow = seer_follow_positions(reg.odds), n = 0;
	int followed;

	for (followed = 1; followed >= 0; followed--) {
		unsigned positions = followed ? follow : R1R2_POSITIONS - follow;
		enum seer_choice played = followed ? seer_instruction(reg) : !seer_instruction(reg);
		bool won = played == choice;

		if (positions == 0)
			continue;
		b[n].chance = (double)positions / R1R2_POSITIONS;
		b[n].reward = !won;
		b[n].next = seer_substate(seer_register_learn(reg, followed, won, choice));
		n++;
	}
	return n;
}

/* The player's choice is his behaviour, same or changed; the substate is the cell in play. */
static unsigned
shannon_branches(unsigned cell, enum seer_choice choice, struct branch b[2])
{
	unsigned behaviour = choice == SEER_SAME ? SHANNON_SAME : SHANNON_CHANGED;
	unsigned expects = shannon_expects(cell), next = shannon_cell_learn(cell, behaviour);

	if (expects != SHANNON_EMPTY) {
		b[0] = (struct branch){ 1.0, expects != behaviour, next };
		return 1;
	}
	b[0] = (struct branch){ 0.5, 1.0, next };
	b[1] = (struct branch){ 0.5, 0.0, next };
	return 2;
}

enum { SUBSTATES_MAX = SEER_SUBSTATES, SWEEPS_MAX = 100000 };

static double
expected(branches_fn *branches, unsigned s, enum seer_choice choice, const double *h)
{
	struct branch b[2];
	unsigned i, n = branches(s, choice, b);
	double q = 0;

	for (i = 0; i < n; i++)
		q += b[i].chance * (b[i].reward + h[b[i].next]);
	return q;
}

/*
 * Relative value iteration.  Each step keeps the substate with chance
 * 1/2 (the aperiodicity transformation): the gain halves and the best
 * choices stay, and the iteration converges even on periodic chains
 * such as Shannon's agree-disagree cycle.  Returns the win rate; ties
 * between choices go to same.
 */
static double
solve(unsigned nsub, branches_fn *branches, uint8_t *choice, unsigned *sweeps)
{
	double h[SUBSTATES_MAX] = { 0 }, next[SUBSTATES_MAX], lo = 0, hi = 0;
	unsigned s, sweep;

	for (sweep = 1; sweep <= SWEEPS_MAX; sweep++) {
		for (s = 0; s < nsub; s++) {
			double same = expected(branches, s, SEER_SAME, h);
			double different = expected(branches, s, SEER_DIFFERENT, h);
			double step = (same > different ? same : different) / 2 - h[s] / 2;

			next[s] = h[s] + step;
			if (s == 0 || step < lo)
				lo = step;
			if (s == 0 || step > hi)
				hi = step;
		}
		for (s = 0; s < nsub; s++)
			h[s] = next[s] - next[0];
		if (hi - lo < 1e-13)
			break;
	}
	for (s = 0; s < nsub; s++)
		choice[s] = expected(branches, s, SEER_DIFFERENT, h) >
		    expected(branches, s, SEER_SAME, h) + 1e-9 ? SEER_DIFFERENT : SEER_SAME;
	*sweeps = sweep;
	return lo + hi;
}

void
seer_best_solve(struct seer_best_plan *plan)
{
	plan->seer_value = solve(SEER_SUBSTATES, seer_branches, plan->seer, &plan->seer_sweeps);
	plan->shannon_value = solve(SHANNON_CELL_VALUES, shannon_branches, plan->shannon,
	    &plan->shannon_sweeps);
}

/* ---- the player ---- */

void
best_new(union seer_memory *u, enum seer_target target)
{
	struct seer_best_plan plan;

	seer_best_solve(&plan);
	memcpy(u->best.plan_seer, plan.seer, sizeof(plan.seer));
	memcpy(u->best.plan_shannon, plan.shannon, sizeof(plan.shannon));
	u->best.target = target;
}

/* What the plan has SEER's counter learn in the register in play. */
static enum seer_choice
teaches(const struct best *b)
{
	return b->plan_seer[seer_substate(b->seer.reg[b->seer.state_of_play])];
}

static int
play(const union seer_memory *u, struct rng *r)
{
	const struct best *b = &u->best;
	const struct shannon_machine *sh = &b->shannon;

	(void)r;
	if (b->against == SEER_TARGET_SEER)
		return seer_teaching(&b->seer, teaches(b));
	/* Before the first situation the machine plays at random and learns nothing. */
	if (sh->seen < 2)
		return sh->player_last;
	return sh->player_last ^ b->plan_shannon[sh->cell[sh->situation]];
}

static void
observe(union seer_memory *u, int mine, int theirs)
{
	struct best *b = &u->best;

	if (b->against == SEER_TARGET_SEER)
		seer_machine_learn(&b->seer, theirs, mine);
	else
		shannon_learn(&b->shannon, theirs, mine);
}

static void
clear(union seer_memory *u, bool evader, enum seer_kind opponent)
{
	struct best *b = &u->best;

	b->against = b->target != SEER_TARGET_OPPONENT ? b->target :
	    opponent == SEER_SHANNON ? SEER_TARGET_SHANNON : SEER_TARGET_SEER;
	seer_machine_reset(&b->seer, !evader);
	shannon_reset(&b->shannon, !evader);
}

static void
reason(const union seer_memory *u, int play, struct seer_reason *why)
{
	const struct best *b = &u->best;

	why->against_shannon = b->against == SEER_TARGET_SHANNON;
	if (!why->against_shannon) {
		seer_machine_read(&b->seer, why);
		why->choice = teaches(b);
		return;
	}
	shannon_read(&b->shannon, why);
	/* Before the first situation it plays what the player played last: "same". */
	why->behaviour = play != b->shannon.player_last ? SHANNON_CHANGED : SHANNON_SAME;
}

const struct seer_machine_fns best_fns = { play, observe, seer_memory_decides, clear, reason };
