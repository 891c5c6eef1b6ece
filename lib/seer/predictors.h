/*
 * The memories of the predictors that came after SEER, private to
 * lib/seer/: Aaronson's oracle of any order with back-off (ngram.c), the
 * incremental-parsing predictor of Feder, Merhav and Gutman (lz.c),
 * context-tree weighting (ctw.c) and the switch between Markov orders of
 * Wang et al. (switch.c).  Each keeps tables that grow with its order or
 * with the plays, on the heap: the player module copies and frees them
 * through the functions declared here.
 */
#ifndef WITS_SEER_PREDICTORS_H
#define WITS_SEER_PREDICTORS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "reason.h"

/* What a predictor expects when it has nothing to go on, or a tie. */
enum { SEER_NO_GUESS = -1 };

/* ---- the oracle of any order (ngram.c) ---- */

/*
 * The counts of the plays that followed each context, for every order
 * k from 0 to the oracle's: the context of k plays c is at 1 << k | c,
 * so that a table of 2 << order pairs holds them all.  The trained
 * counts, if any, are where a cleared oracle starts.
 */
struct ngram {
	uint64_t (*count)[2];
	uint64_t (*trained)[2];	/* NULL until seer_player_train primes it */
	uint32_t history;	/* the opponent's last plays, the latest in bit 0 */
	uint8_t order, seen;	/* seen: the plays of the session, counted to order */
	/* The play it expects next, SEER_NO_GUESS for none: worked out once a play. */
	int8_t guess;
	bool evader;
};

void ngram_new(struct ngram *g, unsigned order);
void ngram_clear(struct ngram *g);

/*
 * The rules of a play follow, inline: the fast loops (fast.h) and the
 * switch run them as the player's functions do.
 */

/* The index of the context of order k in the table. */
static inline size_t
ngram_context(uint32_t history, unsigned k)
{
	return (size_t)1 << k | (history & ((1u << k) - 1));
}

/*
 * Counts `play` after each context of the history, orders 0 to `upto`.
 * The counts are of 64 bits, which no run of plays fills.
 */
static inline void
ngram_count_after(uint64_t (*count)[2], uint32_t history, unsigned upto, int play)
{
	size_t context = 1;
	uint32_t mask = 0;
	unsigned k;

	for (k = 0; k <= upto; k++) {
		count[context | (history & mask)][play]++;
		context <<= 1;
		mask = mask << 1 | 1;
	}
}

/* The counts that followed the context of order k (k at most g->seen). */
static inline const uint64_t *
ngram_counts(const struct ngram *g, unsigned k)
{
	return g->count[ngram_context(g->history, k)];
}

/*
 * Returns the longest order, at most the oracle's, whose context has
 * counts; -1 when none has.
 */
static inline int
ngram_order_with_data(const struct ngram *g)
{
	int k;

	for (k = g->seen; k >= 0; k--) {
		const uint64_t *c = ngram_counts(g, (unsigned)k);

		if ((c[0] | c[1]) != 0)
			return k;
	}
	return -1;
}

/* Returns the play that followed more often; SEER_NO_GUESS on a tie. */
static inline int
ngram_majority(uint64_t plus, uint64_t minus)
{
	if (plus == minus)
		return SEER_NO_GUESS;
	return plus > minus ? SEER_PLUS : SEER_MINUS;
}

/*
 * Returns the play the oracle expects; SEER_NO_GUESS without data or on a
 * tie.
 */
static inline int
ngram_guess(const struct ngram *g)
{
	int k = ngram_order_with_data(g);
	const uint64_t *count;

	if (k < 0)
		return SEER_NO_GUESS;
	count = ngram_counts(g, (unsigned)k);
	return ngram_majority(count[SEER_PLUS], count[SEER_MINUS]);
}

static inline void
ngram_learn(struct ngram *g, int theirs)
{
	ngram_count_after(g->count, g->history, g->seen, theirs);
	g->history = g->history << 1 | (uint32_t)theirs;
	g->seen = (uint8_t)(g->seen + (g->seen < g->order));
	g->guess = (int8_t)ngram_guess(g);
}
/* Counts the plays of one session into the trained counts. */
void ngram_train(struct ngram *g, const unsigned char *play, size_t n);

void ngram_copy(struct ngram *to, const struct ngram *from);
void ngram_free(struct ngram *g);

/* ---- LZ78 incremental parsing (lz.c, its tree lztree.c) ---- */

/*
 * A node of the parsing tree: its children by play (0 for none: the
 * root is no one's child) and how often each play followed it.
 */
struct lz_node {
	uint32_t child[2];
	uint32_t count[2];
};

struct lz {
	struct lz_node *node;
	uint32_t nodes, room;	/* in use, allocated */
	uint32_t at;		/* the node of the phrase being parsed */
	uint32_t depth;		/* its plays */
	uint64_t phrases;	/* completed in the session */
	bool evader;
};

void lz_new(struct lz *z);
void lz_copy(struct lz *to, const struct lz *from);
void lz_free(struct lz *z);

/* A new phrase ends at a new node, child `play` of the phrase's. */
void lz_phrase_end(struct lz *z, int play);

/*
 * Returns the play that followed the phrase more often; SEER_NO_GUESS on a
 * tie.  Inline, as lz_learn, for the fast loops (fast.h).
 */
static inline int
lz_guess(const struct lz *z)
{
	const uint32_t *count = z->node[z->at].count;

	return ngram_majority(count[SEER_PLUS], count[SEER_MINUS]);
}

/*
 * Always inline: the fast loops of every pair of kinds make one large
 * function, where the compiler would otherwise call it each play.
 */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline void
lz_learn(struct lz *z, int theirs)
{
	struct lz_node *n = &z->node[z->at];
	uint32_t next = n->child[theirs];

	/* A count about to overflow halves both: the predictor compares them. */
	if (n->count[theirs] == UINT32_MAX) {
		n->count[0] /= 2;
		n->count[1] /= 2;
	}
	n->count[theirs]++;
	if (next == 0) {
		lz_phrase_end(z, theirs);
	} else {
		z->at = next;
		z->depth++;
	}
}

/* ---- context-tree weighting (ctw.c) ---- */

enum { CTW_MAX_DEPTH = 16 };

/*
 * A node of the context tree: its Krichevsky-Trofimov counts (each
 * play's count plus one half), the estimate of + they give, and the
 * weight of that estimate in the node's mixture, beta / (beta + 1) in
 * Willems' terms.
 */
struct ctw_node {
	double half[2];
	double plus;
	double weight;
};

struct ctw {
	struct ctw_node *node;	/* the context c of d plays at 1 << d | c */
	unsigned depth;
	uint32_t history;	/* the opponent's last plays, the latest in bit 0 */
	/* The mixed probability of + at each depth of the path, the root's first. */
	double plus[CTW_MAX_DEPTH + 1];
	bool evader;
};

void ctw_new(struct ctw *c, unsigned depth);
void ctw_copy(struct ctw *to, const struct ctw *from);
void ctw_free(struct ctw *c);

/* ---- the switch between Markov orders (switch.c) ---- */

/*
 * Wang et al. (2020): Markov models of orders 1 to 5, and a focus
 * length of 10 plays over which their predictions are scored.
 */
enum { SWITCH_ORDERS = 5, SWITCH_FOCUS = 10 };

struct markov_switch {
	struct ngram markov;	/* its counts of orders 0 to 5 serve each model */
	/*
	 * Over the focus length, each model's right and wrong guesses, the
	 * latest in bit 0.
	 */
	uint16_t right[SWITCH_ORDERS], wrong[SWITCH_ORDERS];
	int8_t score[SWITCH_ORDERS];	/* the right guesses less the wrong ones */
	int8_t guess[SWITCH_ORDERS];	/* each model's guess for the next play */
	uint8_t followed;	/* the model followed: an order from 1 */
	bool evader;
};

void switch_new(struct markov_switch *s);

#endif
