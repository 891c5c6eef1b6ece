/*
 * The Lempel-Ziv predictor of Feder, Merhav and Gutman (1992),
 * "Universal prediction of individual sequences": the opponent's plays
 * are parsed incrementally as in LZ78, each phrase the shortest that has
 * not been seen, and each node of the parsing tree counts the plays that
 * followed it.  Inside a phrase the predictor expects the play that
 * followed the phrase so far more often, and plays at random on a tie.
 * Its rate approaches the finite-state predictability of any sequence:
 * a periodic one is learned exactly.  The tree itself, and how it
 * grows, is lztree.c's.
 */
#include <string.h>

#include "machines.h"

/* The session starts with the root alone. */
static void
lz_clear(struct lz *z)
{
	memset(&z->node[0], 0, sizeof(z->node[0]));
	z->nodes = 1;
	z->at = 0;
	z->depth = 0;
	z->phrases = 0;
}

/* ---- the player ---- */

static int
play(const union seer_memory *u, struct rng *r)
{
	int guess = lz_guess(&u->lz);

	return (guess == SEER_NO_GUESS ? seer_coin(r) : guess) ^ (int)u->lz.evader;
}

static void
observe(union seer_memory *u, int mine, int theirs)
{
	(void)mine;
	lz_learn(&u->lz, theirs);
}

static bool
forced(const union seer_memory *u)
{
	return lz_guess(&u->lz) != SEER_NO_GUESS;
}

static void
clear(union seer_memory *u, bool evader, enum seer_kind opponent)
{
	(void)opponent;
	lz_clear(&u->lz);
	u->lz.evader = evader;
}

static void
reason(const union seer_memory *u, int play, struct seer_reason *why)
{
	const struct lz *z = &u->lz;

	(void)play;
	why->known = true;
	why->order = z->depth;
	why->number = z->phrases + 1;
	why->count[SEER_PLUS] = z->node[z->at].count[SEER_PLUS];
	why->count[SEER_MINUS] = z->node[z->at].count[SEER_MINUS];
	why->expects = lz_guess(z);
	why->tie = why->expects == SEER_NO_GUESS;
}

const struct seer_machine_fns lz_fns = { play, observe, forced, clear, reason };
