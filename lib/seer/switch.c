/*
 * The switching player of Wang, Huang, Li, Evans and He (2020),
 * "Multi-AI competing and winning against humans in iterated
 * Rock-Paper-Scissors game": Markov models of orders 1 to 5, each
 * expecting the play that followed the opponent's last k plays more
 * often, and a switch that follows the model that predicted best over
 * the last plays (their focus length, 10 here).  A model's score is its
 * right guesses less its wrong ones over the focus length, a model
 * without a guess (no data, a tie) scoring neither; the lowest order
 * wins a tie, and a followed model without a guess plays at random.
 * The models share one table of counts, the oracle's (ngram.c).
 */
#include <string.h>

#include "machines.h"

enum { FOCUS_MASK = (1 << SWITCH_FOCUS) - 1 };

/* Each model's guess for the next play, and the model to follow. */
static void
choose(struct markov_switch *s)
{
	unsigned k;

	s->followed = 1;
	for (k = 0; k < SWITCH_ORDERS; k++) {
		const uint64_t *count = ngram_counts(&s->markov, k + 1);

		s->guess[k] = (int8_t)(k + 1 <= s->markov.seen ?
		    ngram_majority(count[SEER_PLUS], count[SEER_MINUS]) : SEER_NO_GUESS);
		if (s->score[k] > s->score[s->followed - 1])
			s->followed = (uint8_t)(k + 1);
	}
}

void
switch_new(struct markov_switch *s)
{
	memset(s, 0, sizeof(*s));
	ngram_new(&s->markov, SWITCH_ORDERS);
}

static void
switch_learn(struct markov_switch *s, int theirs)
{
	unsigned k;

	for (k = 0; k < SWITCH_ORDERS; k++) {
		unsigned guessed = s->guess[k] != SEER_NO_GUESS;
		unsigned right = guessed & (s->guess[k] == theirs);
		unsigned wrong = guessed & (s->guess[k] != theirs);
		unsigned out = SWITCH_FOCUS - 1;

		/* The guess made a focus length ago leaves the score. */
		s->score[k] = (int8_t)(s->score[k] + (int)(right - wrong) -
		    (int)(s->right[k] >> out & 1) + (int)(s->wrong[k] >> out & 1));
		s->right[k] = (uint16_t)((s->right[k] << 1 | right) & FOCUS_MASK);
		s->wrong[k] = (uint16_t)((s->wrong[k] << 1 | wrong) & FOCUS_MASK);
	}
	ngram_learn(&s->markov, theirs);
	choose(s);
}

/* ---- the player ---- */

static int
play(const union seer_memory *u, struct rng *r)
{
	const struct markov_switch *s = &u->markov_switch;
	int guess = s->guess[s->followed - 1];

	return (guess == SEER_NO_GUESS ? seer_coin(r) : guess) ^ (int)s->evader;
}

static void
observe(union seer_memory *u, int mine, int theirs)
{
	(void)mine;
	switch_learn(&u->markov_switch, theirs);
}

static bool
forced(const union seer_memory *u)
{
	const struct markov_switch *s = &u->markov_switch;

	return s->guess[s->followed - 1] != SEER_NO_GUESS;
}

static void
clear(union seer_memory *u, bool evader, enum seer_kind opponent)
{
	struct markov_switch *s = &u->markov_switch;

	(void)opponent;
	ngram_clear(&s->markov);
	memset(s->right, 0, sizeof(s->right));
	memset(s->wrong, 0, sizeof(s->wrong));
	memset(s->score, 0, sizeof(s->score));
	s->evader = evader;
	choose(s);
}

static void
reason(const union seer_memory *u, int play, struct seer_reason *why)
{
	const struct markov_switch *s = &u->markov_switch;
	unsigned k = s->followed, i;
	const uint64_t *count;

	(void)play;
	why->order = k;
	why->score = s->score[k - 1];
	why->known = k <= s->markov.seen;
	if (!why->known)
		return;
	for (i = 0; i < k; i++)
		why->context[i] = s->markov.history >> (k - 1 - i) & 1;
	count = ngram_counts(&s->markov, k);
	why->count[SEER_PLUS] = count[SEER_PLUS];
	why->count[SEER_MINUS] = count[SEER_MINUS];
	why->expects = s->guess[k - 1];
	why->tie = why->expects == SEER_NO_GUESS;
}

const struct seer_machine_fns switch_fns = { play, observe, forced, clear, reason };
