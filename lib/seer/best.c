/*
 * `best` (Appendix II): the substate chains of SEER's register and of
 * Shannon's cell, the average-reward decision problem of an opponent
 * who knows the substate solved on each, the chains of a strategy that
 * is a function of the substate, exactly, and the player that follows
 * the machine's state from the record of play and plays its plan; the
 * oracle, which decides every play from its sixth, it follows and beats.
 */
#include <string.h>

#include "../text.h"
#include "best.h"
#include "machines.h"

/*
 * One outcome of a choice in a substate, chance/of: the machine's random
 * element decides which.  The same outcomes serve value iteration here
 * and the exact chains below.
 */
struct branch {
	unsigned chance, of;
	bool win;		/* the opponent wins */
	unsigned next;
};

typedef unsigned branches_fn(unsigned substate, enum seer_choice choice, struct branch b[2]);

/*
 * The opponent's choice is what SEER's counter will learn: whether same
 * or different would have won for the machine.  "The machine's behavior
 * in any substate does not depend on what the player did previously in
 * that substate", so each substate has one choice.
 */
static unsigned
seer_branches(unsigned substate, enum seer_choice choice, struct branch b[2])
{
	struct seer_register reg = seer_register_of(substate);
	unsigned follow = seer_follow_positions(reg.odds), n = 0;
	int followed;

	for (followed = 1; followed >= 0; followed--) {
		unsigned positions = followed ? follow : R1R2_POSITIONS - follow;
		enum seer_choice played = followed ? seer_instruction(reg) : !seer_instruction(reg);
		bool won = played == choice;

		if (positions == 0)
			continue;
		b[n].chance = positions;
		b[n].of = R1R2_POSITIONS;
		b[n].win = !won;
		b[n].next = seer_substate(seer_register_learn(reg, followed, won, choice));
		n++;
	}
	return n;
}

/*
 * The player's choice is his behaviour, same or changed; the substate is the
 * cell in play.
 */
static unsigned
shannon_branches(unsigned cell, enum seer_choice choice, struct branch b[2])
{
	unsigned behaviour = choice == SEER_SAME ? SHANNON_SAME : SHANNON_CHANGED;
	unsigned expects = shannon_expects(cell), next = shannon_cell_learn(cell, behaviour);

	if (expects != SHANNON_EMPTY) {
		b[0] = (struct branch){ 1, 1, expects != behaviour, next };
		return 1;
	}
	b[0] = (struct branch){ 1, 2, true, next };
	b[1] = (struct branch){ 1, 2, false, next };
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
		q += (double)b[i].chance / b[i].of * (b[i].win + h[b[i].next]);
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

/* ---- the substate chains, exactly (Appendix II, Fig. 6 and Fig. 7) ---- */

/*
 * Writes into choice[] the player's choices in a chain's state and returns
 * how many there are.  A state is SEER's substate, and for opposite what it
 * taught last time (one more bit, SEER_SUBSTATES apart); or Shannon's cell.
 */
static unsigned
choices(const struct seer_substates *how, uint64_t state, enum seer_choice choice[2])
{
	const uint8_t *plan = how->machine == SEER_SEER ? how->plan.seer : how->plan.shannon;

	switch (how->player) {
	case SEER_RANDOM:
		choice[0] = SEER_SAME;
		choice[1] = SEER_DIFFERENT;
		return 2;
	case SEER_OPPOSITE:
		choice[0] = state / SEER_SUBSTATES == SEER_SAME ? SEER_DIFFERENT : SEER_SAME;
		return 1;
	default:
		choice[0] = plan[state % SEER_SUBSTATES];
		return 1;
	}
}

static unsigned
substate_step(uint64_t state, const void *how_, struct seer_branch *out)
{
	const struct seer_substates *how = how_;
	enum seer_choice choice[2];
	unsigned nc = choices(how, state, choice), i, j, n = 0;
	bool ok = true;

	for (i = 0; i < nc; i++) {
		struct branch b[2];
		unsigned nb = how->machine == SEER_SEER ?
		    seer_branches((unsigned)(state % SEER_SUBSTATES), choice[i], b) :
		    shannon_branches((unsigned)state, choice[i], b);

		for (j = 0; j < nb; j++, n++) {
			out[n].chance = seer_fraction(b[j].chance, (int64_t)b[j].of * nc, &ok);
			out[n].win = b[j].win;
			out[n].next = b[j].next +
			    (how->player == SEER_OPPOSITE ?
			    (uint64_t)choice[i] * SEER_SUBSTATES : 0);
		}
	}
	return n;
}

const char *
seer_substate_chain(struct seer_chain *c, struct seer_substates *how, enum seer_kind player,
    enum seer_kind machine)
{
	struct seer_register cleared = { 0, 0 };
	uint64_t start = machine == SEER_SEER ? seer_substate(cleared) :
	    SHANNON_EMPTY * 3 + SHANNON_EMPTY;

	if (machine != SEER_SEER && machine != SEER_SHANNON)
		return "no substate chain: not SEER nor Shannon's machine";
	if (player != SEER_BEST && player != SEER_RANDOM &&
	    (player != SEER_OPPOSITE || machine != SEER_SEER))
		return "no substate chain: "
		    "the player's choice is not a function of the machine's substate";
	how->player = player;
	how->machine = machine;
	if (player == SEER_BEST)
		seer_best_solve(&how->plan);
	/*
	 * "With the proper initial state": opposite's first choice in each
	 * state is same.
	 */
	if (player == SEER_OPPOSITE)
		start += (uint64_t)SEER_DIFFERENT * SEER_SUBSTATES;
	seer_chain_explore(c, start, substate_step, how, 2 * SEER_SUBSTATES);
	return NULL;
}

static const char *const odds_word[] = { "2:2", "3:1", "4:0" };
static const char *const behaviour_name[] = { "none", "same", "changed" };

void
seer_substate_name(struct text *t, const struct seer_substates *how, uint64_t state)
{
	enum seer_choice choice[2];

	if (how->machine == SEER_SEER) {
		struct seer_register reg = seer_register_of((unsigned)(state % SEER_SUBSTATES));

		text_printf(t, "%+d %s", reg.counter, odds_word[reg.odds]);
		if (choices(how, state, choice) == 1)
			text_printf(t, ": %s", choice[0] == SEER_SAME ? "same" : "different");
		return;
	}
	text_printf(t, "%s, %s", behaviour_name[shannon_older((unsigned)state)],
	    behaviour_name[shannon_newer((unsigned)state)]);
	if (choices(how, state, choice) == 1)
		text_printf(t, ": %s", choice[0] == SEER_SAME ? "same" : "changed");
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

/* Returns what the plan has SEER's counter learn in the register in play. */
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
	/*
	 * The oracle plays what it expects best to play, or its opposite: best
	 * plays the other.
	 */
	if (b->against == SEER_TARGET_ORACLE)
		return !seer_oracle_guess(&b->oracle);
	/*
	 * Before the first situation the machine plays at random and learns
	 * nothing.
	 */
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
	else if (b->against == SEER_TARGET_SHANNON)
		shannon_learn(&b->shannon, theirs, mine);
	else
		seer_oracle_learn(&b->oracle, mine);
}

static void
clear(union seer_memory *u, bool evader, enum seer_kind opponent)
{
	struct best *b = &u->best;

	b->against = b->target != SEER_TARGET_OPPONENT ? b->target :
	    opponent == SEER_SHANNON ? SEER_TARGET_SHANNON :
	    opponent == SEER_ORACLE ? SEER_TARGET_ORACLE : SEER_TARGET_SEER;
	seer_machine_reset(&b->seer, !evader);
	shannon_reset(&b->shannon, !evader);
	memset(&b->oracle, 0, sizeof(b->oracle));
	b->oracle.evader = !evader;
}

static void
reason(const union seer_memory *u, int play, struct seer_reason *why)
{
	const struct best *b = &u->best;

	why->against_shannon = b->against == SEER_TARGET_SHANNON;
	why->against_oracle = b->against == SEER_TARGET_ORACLE;
	if (why->against_oracle) {
		why->known = b->oracle.seen == ORACLE_CONTEXT;
		why->expects = seer_oracle_guess(&b->oracle);
		return;
	}
	if (!why->against_shannon) {
		seer_machine_read(&b->seer, why);
		why->choice = teaches(b);
		return;
	}
	shannon_read(&b->shannon, why);
	/*
	 * Before the first situation it plays what the player played last:
	 * "same".
	 */
	why->behaviour = play != b->shannon.player_last ? SHANNON_CHANGED : SHANNON_SAME;
}

const struct seer_machine_fns best_fns = { play, observe, seer_memory_decides, clear, reason };
