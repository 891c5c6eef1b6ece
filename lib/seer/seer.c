/*
 * SEER itself, as Appendix I of Hagelbarger (1956) describes its
 * circuit: eight memory registers M_ij, one for each state of play; the
 * random element R1, R2; the machine's play WZ4; and how a play brings
 * the register in play and the state of play up to date.
 */
#include <string.h>

#include "fast.h"

/*
 * The fast loops' table of a play's turn (fast.h), built by the
 * compiler from the rules of Appendix I: for a register byte (counter +
 * 3) << 2 | odds, a draw of R1 and R2 and what would have won, the play
 * (DS: the instruction followed or gone against, as the draw falls),
 * whether it won (W: it played what would have won), whether it won at
 * 4:0, and the register after it.  Odds level 3 does not occur.  Its
 * twin is seer_machine_learn, the same rules a play at a time.
 */
#define COUNTER(reg) SEER_FAST_COUNTER(reg)
#define ODDS(reg) SEER_FAST_ODDS(reg)
#define AGAINST(reg, r1r2) ((r1r2) >= SEER_FOLLOW_POSITIONS(ODDS(reg)))
#define PLAYED(reg, r1r2) ((COUNTER(reg) < 0) ^ AGAINST(reg, r1r2))
#define WON(reg, r1r2, would_have_won) (PLAYED(reg, r1r2) == (would_have_won))
#define TURN(reg, r1r2, would_have_won) \
	(SEER_FAST_REGISTER(SEER_COUNTER_AFTER(COUNTER(reg), would_have_won), \
	    SEER_ODDS_AFTER(ODDS(reg), !AGAINST(reg, r1r2), WON(reg, r1r2, would_have_won))) << \
	    SEER_FAST_REGISTER_SHIFT | \
	    PLAYED(reg, r1r2) * SEER_FAST_PLAYED | \
	    WON(reg, r1r2, would_have_won) * SEER_FAST_WON | \
	    (ODDS(reg) == SEER_ODDS_MAX && WON(reg, r1r2, would_have_won)) * SEER_FAST_FORCED_WIN)
#define DRAW(reg, r1r2) TURN(reg, r1r2, SEER_SAME), TURN(reg, r1r2, SEER_DIFFERENT)
#define ROW(reg) DRAW(reg, 0), DRAW(reg, 1), DRAW(reg, 2), DRAW(reg, 3)
#define ODDS_LEVELS(c) ROW((c) << 2), ROW((c) << 2 | 1), ROW((c) << 2 | 2), ROW((c) << 2 | 3)

const uint8_t seer_fast_turn[SEER_FAST_REGISTERS * R1R2_POSITIONS * 2] = {
	ODDS_LEVELS(0), ODDS_LEVELS(1), ODDS_LEVELS(2), ODDS_LEVELS(3),
	ODDS_LEVELS(4), ODDS_LEVELS(5), ODDS_LEVELS(6)
};

void
seer_machine_reset(struct seer_machine *m, bool evader)
{
	memset(m, 0, sizeof(*m));
	m->last_play = SEER_PLUS;
	m->evader = evader;
}

/*
 * Returns SEER's play from the register in play, drawing R1 and R2 from r.
 * In positions 3 and 7 the tree on R1 and R2 follows the counter's sign,
 * or goes against it.
 */
static int
play(const union seer_memory *u, struct rng *r)
{
	const struct seer_machine *m = &u->seer;
	struct seer_register reg = m->reg[m->state_of_play];
	unsigned against = seer_r1r2(r) >= seer_follow_positions(reg.odds);

	return m->last_play ^ (int)(seer_instruction(reg) ^ against);
}

void
seer_machine_learn(struct seer_machine *m, int mine, int theirs)
{
	struct seer_register *reg = &m->reg[m->state_of_play];
	unsigned played = mine != m->last_play;				/* DS: played different */
	bool won = (mine == theirs) != m->evader;			/* W */
	/* D: different would have. */
	unsigned would_have_won = (theirs != m->last_play) != m->evader;

	*reg = seer_register_learn(*reg, played == seer_instruction(*reg), won,
	    (enum seer_choice)would_have_won);
	/*
	 * Positions 13 and 14: A gets this play's outcome, B takes A's, E
	 * becomes DS.
	 */
	m->state_of_play = (uint8_t)(won * SEER_WON_LAST |
	    (m->state_of_play & SEER_WON_LAST) / SEER_WON_LAST * SEER_WON_BEFORE |
	    played * SEER_PLAYED_DIFFERENT);
	m->last_play = (uint8_t)mine;
}

/*
 * Brings SEER's memory up to date after a play, mine against theirs.  The
 * same rule serves the shadows that opposite and best keep of SEER.
 */
static void
observe(union seer_memory *u, int mine, int theirs)
{
	seer_machine_learn(&u->seer, mine, theirs);
}

/*
 * Returns whether the register in play forces the play: at 4:0 "the
 * machine must play according to WZ1,2,3".
 */
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

enum { SUBSTATE_BITS = 5, PLAY_AT = SEER_STATES * SUBSTATE_BITS };

uint64_t
seer_machine_code(const struct seer_machine *m)
{
	uint64_t code = 0;
	unsigned i;

	for (i = 0; i < SEER_STATES; i++)
		code |= (uint64_t)seer_substate(m->reg[i]) <<
		    (i * SUBSTATE_BITS);
	return code | (uint64_t)m->state_of_play << PLAY_AT |
	    (uint64_t)m->last_play << (PLAY_AT + 3);
}

void
seer_machine_of_code(uint64_t code, struct seer_machine *m)
{
	unsigned i;

	for (i = 0; i < SEER_STATES; i++)
		m->reg[i] = seer_register_of(
		    (unsigned)(code >> (i * SUBSTATE_BITS) & 31));
	m->state_of_play = (uint8_t)(code >> PLAY_AT & 7);
	m->last_play = (uint8_t)(code >> (PLAY_AT + 3) & 1);
}

const struct seer_machine_fns seer_fns = { play, observe, forced, clear, reason };
