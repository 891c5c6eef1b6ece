/*
 * Which chain answers a pair of players for --exact and --diagram, and
 * the chain solved: Appendix II's substate chain, SEER's memory against
 * a pattern's phase, or a fair coin's single state.
 */
#include <stdlib.h>
#include <string.h>

#include "duo.h"
#include "machines.h"
#include "pair.h"
#include "periodic.h"

static bool
is_machine(enum seer_kind k)
{
	return k == SEER_SEER || k == SEER_SHANNON;
}

/* The predictors after SEER, whose counts or trees grow with the plays. */
static bool
is_predictor(enum seer_kind k)
{
	return k == SEER_NGRAM || k == SEER_LZ || k == SEER_CTW || k == SEER_SWITCH;
}

/*
 * Steps a fair coin's chain, which has one state, into *b and returns the
 * number of branches: whatever the other player chooses, without seeing
 * the coin, the coin matches it half the time.
 */
static unsigned
coin_step(uint64_t state, const void *how, struct seer_branch *b)
{
	bool ok = true;

	(void)state;
	(void)how;
	b[0] = (struct seer_branch){ 0, seer_fraction(1, 2, &ok), true };
	b[1] = (struct seer_branch){ 0, seer_fraction(1, 2, &ok), false };
	return 2;
}

/*
 * Returns whether the pair is random against a player that is neither a
 * machine with a substate chain (SEER, Shannon's) nor a record, which
 * has no long run: such a pair is answered by the fair coin's chain.
 */
static bool
against_coin(const struct seer_player *coin, const struct seer_player *other)
{
	return coin->kind == SEER_RANDOM && !is_machine(other->kind) && other->kind != SEER_RECORD;
}

/*
 * Returns whether p is best:seer or best:shannon aimed at a machine other
 * than `machine`: they play against their own machine whatever they meet.
 */
static bool
best_aims_elsewhere(const struct seer_player *p, enum seer_kind machine)
{
	enum seer_target t = p->memory->best.target;

	return p->kind == SEER_BEST && t != SEER_TARGET_OPPONENT &&
	    (t == SEER_TARGET_SEER) != (machine == SEER_SEER);
}

/*
 * Explores the chain of a machine (SEER, Shannon's) and a player.  Returns
 * NULL when it is explored; otherwise why there is none, with *status as
 * seer_exact_pair gives it.
 */
static const char *
machine_chain(struct seer_exact *e, const struct seer_player *matcher,
    const struct seer_player *evader, int *status)
{
	const struct seer_player *player, *machine;
	const char *why;

	e->player_side = is_machine(evader->kind) && !is_machine(matcher->kind) ? SEER_MATCHER :
	    SEER_EVADER;
	player = e->player_side == SEER_MATCHER ? matcher : evader;
	machine = e->player_side == SEER_MATCHER ? evader : matcher;
	if (matcher->kind == SEER_ORACLE || evader->kind == SEER_ORACLE)
		return "the oracle's counts grow without bound: no finite chain";
	if (is_predictor(matcher->kind) || is_predictor(evader->kind))
		return "the predictor's memory grows without bound: no finite chain";
	if (is_machine(matcher->kind) && is_machine(evader->kind)) {
		*status = 1;
		if (matcher->kind == evader->kind)
			return "the two machines' states of play differ, so their chain holds "
			    "both whole memories: no exact answer (a match estimates it)";
		e->player_side = matcher->kind == SEER_SEER ? SEER_MATCHER : SEER_EVADER;
		e->kind = SEER_CHAIN_DUO;
		seer_duo_chain(&e->chain, e->player_side == SEER_EVADER);
		return NULL;
	}
	if (!is_machine(machine->kind))
		return "no chain: the pair must be SEER and Shannon's machine, or one of them and "
		    "best, opposite, random or a pattern, or random and any player but a record";
	if (best_aims_elsewhere(player, machine->kind))
		return "no chain: that best plays against the other machine";
	if (player->kind == SEER_PATTERN) {
		const struct seer_sequence *seq = &player->memory->seq;

		if (machine->kind != SEER_SEER)
			return "no chain: a pattern is answered against SEER only";
		*status = 1;
		if (seq->n > SEER_PATTERN_STATES ||
		    !seer_pattern_chain(&e->chain, seq->play, seq->n,
		    e->player_side == SEER_MATCHER, SEER_PATTERN_STATES))
			return "the chain of SEER's memory and the pattern's phase has more than "
			    "65536 states: no exact answer (a match estimates it)";
		e->kind = SEER_CHAIN_PATTERN;
	} else {
		if ((why = seer_substate_chain(&e->chain, &e->how, player->kind,
		    machine->kind)) != NULL)
			return why;
		e->kind = SEER_CHAIN_SUBSTATES;
	}
	return NULL;
}

const char *
seer_exact_pair(struct seer_exact *e, const struct seer_player *matcher,
    const struct seer_player *evader, int *status)
{
	const char *why;

	memset(e, 0, sizeof(*e));
	*status = 2;
	if (against_coin(matcher, evader) || against_coin(evader, matcher)) {
		e->player_side = against_coin(matcher, evader) ? SEER_MATCHER : SEER_EVADER;
		e->kind = SEER_CHAIN_COIN;
		seer_chain_explore(&e->chain, 0, coin_step, NULL, 1);
	} else if ((why = machine_chain(e, matcher, evader, status)) != NULL) {
		return why;
	}
	seer_chain_solve(&e->chain, &e->answer);
	*status = 1;
	if (!e->answer.exact && !(e->answer.approximate && e->kind == SEER_CHAIN_DUO)) {
		seer_exact_free(e);
		return "the chain's fractions outgrow 64 bits, or a class is too large: "
		    "no exact answer";
	}
	return NULL;
}

void
seer_exact_free(struct seer_exact *e)
{
	seer_chain_free(&e->chain);
	free(e->answer.share);
	e->answer.share = NULL;
}
