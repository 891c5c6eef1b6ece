/*
 * Aaronson's oracle of any order (oracle:N): it counts, for every
 * context of the opponent's last k plays with k from 0 to N, which play
 * followed, and expects the play that followed the longest context
 * more often.  A context that has no data yet backs off to the longest
 * shorter one that has, down to the plays' plain counts (order 0); a
 * tie is played at random.  Aaronson proposed priming the counts with
 * other people's sessions: ngram_train counts them, and a cleared
 * oracle starts from them.
 */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "machines.h"

/* The pairs of counts of an oracle of that order. */
static size_t
table_size(unsigned order)
{
	return (size_t)2 << order;
}

void
ngram_new(struct ngram *g, unsigned order)
{
	memset(g, 0, sizeof(*g));
	g->order = (uint8_t)order;
	g->count = xreallocarray(NULL, table_size(order), sizeof(*g->count));
	ngram_clear(g);
}

void
ngram_clear(struct ngram *g)
{
	size_t size = table_size(g->order) * sizeof(*g->count);

	if (g->trained != NULL)
		memcpy(g->count, g->trained, size);
	else
		memset(g->count, 0, size);
	g->history = 0;
	g->seen = 0;
	g->guess = (int8_t)ngram_guess(g);
}

void
ngram_train(struct ngram *g, const unsigned char *play, size_t n)
{
	uint32_t history = 0;
	unsigned seen = 0;
	size_t i;

	if (g->trained == NULL) {
		g->trained = xreallocarray(NULL, table_size(g->order), sizeof(*g->trained));
		memset(g->trained, 0, table_size(g->order) * sizeof(*g->trained));
	}
	for (i = 0; i < n; i++) {
		ngram_count_after(g->trained, history, seen, play[i]);
		history = history << 1 | play[i];
		seen += seen < g->order;
	}
}

/* Returns a copy of a table of that order, or NULL for NULL. */
static uint64_t (*table_copy(uint64_t (*table)[2], unsigned order))[2]
{
	uint64_t (*copy)[2];

	if (table == NULL)
		return NULL;
	copy = xreallocarray(NULL, table_size(order), sizeof(*copy));
	memcpy(copy, table, table_size(order) * sizeof(*copy));
	return copy;
}

void
ngram_copy(struct ngram *to, const struct ngram *from)
{
	*to = *from;
	to->count = table_copy(from->count, from->order);
	to->trained = table_copy(from->trained, from->order);
}

void
ngram_free(struct ngram *g)
{
	free(g->count);
	free(g->trained);
	g->count = g->trained = NULL;
}

/* ---- the player ---- */

static int
play(const union seer_memory *u, struct rng *r)
{
	int guess = u->ngram.guess;

	return (guess == SEER_NO_GUESS ? seer_coin(r) : guess) ^ (int)u->ngram.evader;
}

static void
observe(union seer_memory *u, int mine, int theirs)
{
	(void)mine;
	ngram_learn(&u->ngram, theirs);
}

static bool
forced(const union seer_memory *u)
{
	return u->ngram.guess != SEER_NO_GUESS;
}

static void
clear(union seer_memory *u, bool evader, enum seer_kind opponent)
{
	(void)opponent;
	ngram_clear(&u->ngram);
	u->ngram.evader = evader;
}

static void
reason(const union seer_memory *u, int play, struct seer_reason *why)
{
	const struct ngram *g = &u->ngram;
	int k = ngram_order_with_data(g), i;
	const uint64_t *count;

	(void)play;
	why->of_order = g->order;
	why->known = k >= 0;
	if (k < 0)
		return;
	why->order = (unsigned)k;
	for (i = 0; i < k; i++)
		why->context[i] = g->history >> (k - 1 - i) & 1;
	count = ngram_counts(g, (unsigned)k);
	why->count[SEER_PLUS] = count[SEER_PLUS];
	why->count[SEER_MINUS] = count[SEER_MINUS];
	why->expects = ngram_majority(count[SEER_PLUS], count[SEER_MINUS]);
	why->tie = why->expects == SEER_NO_GUESS;
}

const struct seer_machine_fns ngram_fns = { play, observe, forced, clear, reason };
