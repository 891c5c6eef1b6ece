/*
 * SEER's rivals: Aaronson's oracle; Appendix II's "play the opposite to
 * what you did the last time" in SEER's state of play; a fair coin; a
 * pattern repeated forever; and a record of plays, fed line by line.
 */
#include <string.h>

#include "machines.h"

/* ---- Aaronson's oracle ---- */

static int
oracle_play(const union seer_memory *u, struct rng *r)
{
	const struct oracle *o = &u->oracle;

	/* Aaronson's program guesses from the sixth key on. */
	return (o->seen < ORACLE_CONTEXT ? seer_coin(r) : seer_oracle_guess(o)) ^ (int)o->evader;
}

static void
oracle_observe(union seer_memory *u, int mine, int theirs)
{
	(void)mine;
	seer_oracle_learn(&u->oracle, theirs);
}

static bool
oracle_forced(const union seer_memory *u)
{
	return u->oracle.seen == ORACLE_CONTEXT;
}

static void
oracle_clear(union seer_memory *u, bool evader, enum seer_kind opponent)
{
	(void)opponent;
	memset(&u->oracle, 0, sizeof(u->oracle));
	u->oracle.evader = evader;
}

static void
oracle_reason(const union seer_memory *u, int play, struct seer_reason *why)
{
	const struct oracle *o = &u->oracle;
	int i;

	(void)play;
	why->known = o->seen == ORACLE_CONTEXT;
	for (i = 0; i < ORACLE_CONTEXT; i++)
		why->context[i] = o->context >> (ORACLE_CONTEXT - 1 - i) & 1;
	why->count[SEER_PLUS] = o->count[o->context][SEER_PLUS];
	why->count[SEER_MINUS] = o->count[o->context][SEER_MINUS];
	why->tie = why->count[SEER_PLUS] == why->count[SEER_MINUS] && why->count[SEER_PLUS] > 0;
	why->expects = seer_oracle_guess(o);
}

const struct seer_machine_fns oracle_fns = {
	oracle_play, oracle_observe, oracle_forced, oracle_clear, oracle_reason
};

/* ---- opposite from last time (Appendix II) ---- */

static enum seer_choice
opposite_now(const struct opposite *o)
{
	return (o->last_choice >> o->shadow.state_of_play & 1) ? SEER_SAME : SEER_DIFFERENT;
}

static int
opposite_play(const union seer_memory *u, struct rng *r)
{
	const struct opposite *o = &u->opposite;

	(void)r;
	return seer_teaching(&o->shadow, opposite_now(o));
}

static void
opposite_observe(union seer_memory *u, int mine, int theirs)
{
	struct opposite *o = &u->opposite;
	struct seer_machine *m = &o->shadow;
	unsigned bit = 1u << m->state_of_play;
	bool different = (mine ^ m->last_play ^ (int)m->evader) != 0;

	o->last_choice = (uint8_t)(different ? o->last_choice | bit : o->last_choice & ~bit);
	seer_machine_learn(m, theirs, mine);
}

static void
opposite_clear(union seer_memory *u, bool evader, enum seer_kind opponent)
{
	(void)opponent;
	seer_machine_reset(&u->opposite.shadow, !evader);
	/*
	 * "With the proper initial state": the first choice in each state is
	 * same.
	 */
	u->opposite.last_choice = 0xff;
}

static void
opposite_reason(const union seer_memory *u, int play, struct seer_reason *why)
{
	const struct opposite *o = &u->opposite;

	(void)play;
	seer_machine_read(&o->shadow, why);
	why->choice = opposite_now(o);
	why->before = why->choice == SEER_SAME ? SEER_DIFFERENT : SEER_SAME;
}

const struct seer_machine_fns opposite_fns = {
	opposite_play, opposite_observe, seer_memory_decides, opposite_clear, opposite_reason
};

/* ---- a fair coin ---- */

static int
random_play(const union seer_memory *u, struct rng *r)
{
	(void)u;
	return seer_coin(r);
}

static void
nothing_observed(union seer_memory *u, int mine, int theirs)
{
	(void)u, (void)mine, (void)theirs;
}

static bool
random_forced(const union seer_memory *u)
{
	(void)u;
	return false;
}

static void
nothing_cleared(union seer_memory *u, bool evader, enum seer_kind opponent)
{
	(void)u, (void)evader, (void)opponent;
}

static void
no_reason(const union seer_memory *u, int play, struct seer_reason *why)
{
	(void)u, (void)play, (void)why;
}

const struct seer_machine_fns random_fns = {
	random_play, nothing_observed, random_forced, nothing_cleared, no_reason
};

/* ---- a pattern, and a record ---- */

static int
sequence_play(const union seer_memory *u, struct rng *r)
{
	(void)r;
	return u->seq.play[u->seq.next];
}

static void
pattern_observe(union seer_memory *u, int mine, int theirs)
{
	struct seer_sequence *s = &u->seq;

	(void)mine, (void)theirs;
	s->next = s->next + 1 == s->n ? 0 : s->next + 1;
}

static void
pattern_clear(union seer_memory *u, bool evader, enum seer_kind opponent)
{
	(void)evader, (void)opponent;
	u->seq.next = 0;
}

static void
pattern_reason(const union seer_memory *u, int play, struct seer_reason *why)
{
	(void)play;
	why->number = u->seq.next + 1;
	why->of = u->seq.n;
}

const struct seer_machine_fns pattern_fns = {
	sequence_play, pattern_observe, seer_memory_decides, pattern_clear, pattern_reason
};

static void
record_observe(union seer_memory *u, int mine, int theirs)
{
	(void)mine, (void)theirs;
	u->seq.next++;
}

/*
 * A record is not cleared: it plays on from where it stands, so that a
 * session that one record's blank line ends leaves the other's plays
 * for the next.
 */
const struct seer_machine_fns record_fns = {
	sequence_play, record_observe, seer_memory_decides, nothing_cleared, no_reason
};
