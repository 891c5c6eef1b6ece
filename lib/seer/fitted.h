/*
 * A person fitted as a Markov model of order K over their own plays: for
 * each context of the last K plays (fewer at a session's start), how
 * often the person played + and - next, counted over their sessions.  A
 * context the sessions never show falls back to the longest of its
 * suffixes that they do (dropping its oldest plays), and a person with
 * no plays at all to a fair coin.  The model plays one endless session
 * from an empty context.  No I/O, no globals.
 */
#ifndef WITS_SEER_FITTED_H
#define WITS_SEER_FITTED_H

#include <stddef.h>
#include <stdint.h>

#include "exact.h"

struct rng;

/* The largest order a model may have. */
enum { SEER_FIT_MAX_ORDER = 16 };

/*
 * A context is a code: 1 above its plays, the latest play lowest, so
 * that 1 is the empty context and codes below 2^(K+1) are all of them.
 */
struct seer_fitted {
	unsigned order;
	uint64_t (*count)[2];	/* by context: the - and + that followed */
	uint64_t plays, sessions;
};

/* Starts a model of the given order (0 to SEER_FIT_MAX_ORDER) with no plays. */
void seer_fit_start(struct seer_fitted *f, unsigned order);

/* Counts a session's n plays into the model. */
void seer_fit_session(struct seer_fitted *f, const unsigned char *play,
    size_t n);

void seer_fit_free(struct seer_fitted *f);

/* Returns the empty context, where the model starts. */
uint64_t seer_fit_start_context(void);

/* Returns the context after `context` when the person plays `play`. */
uint64_t seer_fit_next_context(const struct seer_fitted *f, uint64_t context,
    int play);

/*
 * Sets *plus and *of to how often the person played + after the context,
 * and out of how many plays, from the longest suffix of it with plays;
 * 1 and 2 when there are none.
 */
void seer_fit_counts(const struct seer_fitted *f, uint64_t context,
    uint64_t *plus, uint64_t *of);

/* Returns the chance that the person plays + after the context. */
struct seer_fraction seer_fit_chance(const struct seer_fitted *f,
    uint64_t context, bool *ok);

/* Returns the person's next play after the context, drawn from r. */
int seer_fit_draw(const struct seer_fitted *f, uint64_t context,
    struct rng *r);

#endif
