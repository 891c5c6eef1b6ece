/*
 * Context-tree weighting (Willems, Shtarkov and Tjalkens 1995, "The
 * context-tree weighting method: basic properties"), as a predictor of
 * the opponent's next play.  Each context s of up to D past plays has a
 * Krichevsky-Trofimov estimate Pe(s) of the plays that followed it, and
 * the tree weights them: Pw(s) = Pe(s) at depth D, otherwise
 * Pw(s) = (Pe(s) + Pw(0s) Pw(1s)) / 2.  The predictor expects the play
 * that Pw of the root gives more than one half, and plays at random at
 * exactly one half.  The D plays before a session are taken to be -,
 * the paper's known past.
 *
 * The block probabilities underflow within a few thousand plays, so the
 * tree keeps, along the path of the context, conditional probabilities:
 * with beta(s) = Pe(s) / (Pw(0s) Pw(1s)) and the child c on the path,
 * Pw(x | s) = (beta Pe(x | s) + Pw(x | c)) / (beta + 1).  A node stores
 * w = beta / (beta + 1), its own estimate's weight in that mixture, and
 * its estimate Pe(+ | s), so that a prediction needs no division:
 * Pw(x | s) = w Pe(x | s) + (1 - w) Pw(x | c); after x, w becomes
 * w Pe(x | s) / Pw(x | s).
 * The weights are held between 2^-960 and 1 - 2^-52: no denormal
 * slows a play and a child's weight never vanishes; the tests hold the
 * predictions to a separate computation in the log domain.
 */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "machines.h"

#define WEIGHT_MIN 0x1p-960
#define WEIGHT_MAX (1 - 0x1p-52)

/* The nodes of a tree of that depth, the unused 0 included. */
static size_t
tree_size(unsigned depth)
{
	return (size_t)2 << depth;
}

/*
 * The node of depth d on the path of the history: the context of the last
 * d plays, as the oracle numbers it, so that a step down reads one play
 * further back.
 */
static size_t
path_node(uint32_t history, unsigned d)
{
	return (size_t)1 << d | (history & ((1u << d) - 1));
}

/*
 * The node has seen `play`: its counts, and the Krichevsky-Trofimov
 * estimate of + after its context, the one division a node costs its
 * predictions.
 */
static void
node_count(struct ctw_node *n, int play)
{
	n->half[play] += 1;
	n->plus = n->half[SEER_PLUS] / (n->half[SEER_PLUS] + n->half[SEER_MINUS]);
}

/* Mixes the probabilities of + up the path of the present history. */
static void
predict(struct ctw *c)
{
	double p = c->node[path_node(c->history, c->depth)].plus;
	unsigned d;

	c->plus[c->depth] = p;
	for (d = c->depth; d-- > 0;) {
		const struct ctw_node *n = &c->node[path_node(c->history, d)];

		p = n->weight * n->plus + (1 - n->weight) * p;
		c->plus[d] = p;
	}
}

void
ctw_new(struct ctw *c, unsigned depth)
{
	memset(c, 0, sizeof(*c));
	c->depth = depth;
	c->node = xreallocarray(NULL, tree_size(depth), sizeof(*c->node));
}

static void
ctw_clear(struct ctw *c)
{
	size_t i;

	for (i = 0; i < tree_size(c->depth); i++)
		c->node[i] = (struct ctw_node){ { 0.5, 0.5 }, 0.5, 0.5 };
	c->history = 0;
	predict(c);
}

static void
ctw_learn(struct ctw *c, int theirs)
{
	unsigned d;

	node_count(&c->node[path_node(c->history, c->depth)], theirs);
	for (d = c->depth; d-- > 0;) {
		struct ctw_node *n = &c->node[path_node(c->history, d)];
		double pe = theirs ? n->plus : 1 - n->plus;
		double pw = theirs ? c->plus[d] : 1 - c->plus[d];
		double w = n->weight * pe / pw;

		n->weight = w < WEIGHT_MIN ? WEIGHT_MIN : w > WEIGHT_MAX ? WEIGHT_MAX : w;
		node_count(n, theirs);
	}
	c->history = c->history << 1 | (uint32_t)theirs;
	predict(c);
}

/* Returns the play the tree expects; SEER_NO_GUESS at exactly one half. */
static int
ctw_guess(const struct ctw *c)
{
	if (c->plus[0] > 0.5)
		return SEER_PLUS;
	return c->plus[0] < 0.5 ? SEER_MINUS : SEER_NO_GUESS;
}

void
ctw_copy(struct ctw *to, const struct ctw *from)
{
	*to = *from;
	to->node = xreallocarray(NULL, tree_size(from->depth), sizeof(*to->node));
	memcpy(to->node, from->node, tree_size(from->depth) * sizeof(*to->node));
}

void
ctw_free(struct ctw *c)
{
	free(c->node);
	c->node = NULL;
}

/* ---- the player ---- */

static int
play(const union seer_memory *u, struct rng *r)
{
	int guess = ctw_guess(&u->ctw);

	return (guess == SEER_NO_GUESS ? seer_coin(r) : guess) ^ (int)u->ctw.evader;
}

static void
observe(union seer_memory *u, int mine, int theirs)
{
	(void)mine;
	ctw_learn(&u->ctw, theirs);
}

static bool
forced(const union seer_memory *u)
{
	return ctw_guess(&u->ctw) != SEER_NO_GUESS;
}

static void
clear(union seer_memory *u, bool evader, enum seer_kind opponent)
{
	(void)opponent;
	ctw_clear(&u->ctw);
	u->ctw.evader = evader;
}

static void
reason(const union seer_memory *u, int play, struct seer_reason *why)
{
	const struct ctw *c = &u->ctw;
	unsigned i;

	(void)play;
	why->known = true;
	why->order = c->depth;
	for (i = 0; i < c->depth; i++)
		why->context[i] = c->history >> (c->depth - 1 - i) & 1;
	why->probability = c->plus[0];
	why->expects = ctw_guess(c);
	why->tie = why->expects == SEER_NO_GUESS;
}

const struct seer_machine_fns ctw_fns = { play, observe, forced, clear, reason };
