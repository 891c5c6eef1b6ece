/*
 * SEER itself, as Appendix I of Hagelbarger (1956) describes its
 * circuit: eight memory registers M_ij, one for each state of play; the
 * random element R1, R2; the machine's play WZ4; and how a play brings
 * the register in play and the state of play up to date.
 */
#include <string.h>

#include "machines.h"

/* "A random number 1, 2, 3, or 4": the positions of R1 and R2, drawn as two bits. */
static unsigned
r1r2(struct rng *r)
{
	return (unsigned)(rng_next(r) >> 62);
}

void
seer_machine_reset(struct seer_machine *m, bool evader)
{
	memset(m, 0, sizeof(*m));
	m->last_play = SEER_PLUS;
	m->evader = evader;
}

/* Positions 3 and 7: the tree on R1 and R2 follows the counter's sign, or goes against it. */
static int
play(const union seer_memory *u, struct rng *r)
{
	const struct seer_machine *m = &u->seer;
	struct seer_register reg = m->reg[m->state_of_play];
	unsigned against = r1r2(r) >= seer_follow_positions(reg.odds);

	return m->last_play ^ (int)(seer_instruction(reg) ^ against);
}

void
seer_machine_learn(struct seer_machine *m, int mine, int theirs)
{
	struct seer_register *reg = &m->reg[m->state_of_play];
	unsigned played = mine != m->last_play;				/* DS: played different */
	bool won = (mine == theirs) != m->evader;			/* W */
	unsigned would_have_won = (theirs != m->last_play) != m->evader;	/* D: different would have */

	*reg = seer_register_learn(*reg, played == seer_instruction(*reg), won,
	    (enum seer_choice)would_have_won);
	/* Positions 13 and 14: A gets this play's outcome, B takes A's, E becomes DS. */
	m->state_of_play = (uint8_t)(won * SEER_WON_LAST |
	    (m->state_of_play & SEER_WON_LAST) / SEER_WON_LAST * SEER_WON_BEFORE |
	    played * SEER_PLAYED_DIFFERENT);
	m->last_play = (uint8_t)mine;
}

/* The same rule serves the shadows that opposite and best keep of SEER. */
static void
observe(union seer_memory *u, int mine, int theirs)
{
	seer_machine_learn(&u->seer, mine, theirs);
}

/* At 4:0 "the machine must play according to WZ1,2,3". */
static bool
forced(const union seer_memory *u)
{
	const struct seer_machine *m = &u->seer;

	return m->reg[m->state_of_play].odds == SEER_ODDS_MAX;
}

static void
clear(union seer_memory *u, bool evader, enum seer_kind opponent)
{
	(void)opponent;
	seer_machine_reset(&u->seer, evader);
}

void
seer_machine_read(const struct seer_machine *m, struct seer_reason *why)
{
	struct seer_register reg = m->reg[m->state_of_play];

	why->won_last = m->state_of_play & SEER_WON_LAST;
	why->won_before = m->state_of_play & SEER_WON_BEFORE;
	why->last = m->state_of_play & SEER_PLAYED_DIFFERENT ? SEER_DIFFERENT : SEER_SAME;
	why->counter = reg.counter;
	why->odds = reg.odds;
}

static void
reason(const union seer_memory *u, int play, struct seer_reason *why)
{
	const struct seer_machine *m = &u->seer;
	struct seer_register reg = m->reg[m->state_of_play];

	seer_machine_read(m, why);
	why->choice = play != m->last_play ? SEER_DIFFERENT : SEER_SAME;
	if (reg.odds == 0)
		why->use = SEER_AT_RANDOM;
	else if (reg.odds == SEER_ODDS_MAX)
		why->use = SEER_MUST_FOLLOW;
	else
		why->use = why->choice == seer_instruction(reg) ? SEER_FOLLOWED : SEER_AGAINST_IT;
}

const struct seer_machine_fns seer_fns = { play, observe, forced, clear, reason };
