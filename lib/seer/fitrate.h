/*
 * A machine's long-run rate against a person fitted as a Markov model
 * (fitted.h), for seer-duel --exact --fit: exactly, from the chain of the
 * machine's memory and the person's context, where the chain closes and
 * is small enough; otherwise from a long simulated match, with its
 * interval.  The machine is the matcher, the fitted person the evader.
 *
 * Exact chains: `best`, the player that knows the model and plays the
 * person's likelier next play in each context; a fair coin; SEER and
 * Shannon's machine.  The oracle, LZ, context-tree weighting and the
 * switch keep counts that grow without bound: their chains do not close.
 * No I/O, no globals.
 */
#ifndef WITS_SEER_FITRATE_H
#define WITS_SEER_FITRATE_H

#include <stdbool.h>
#include <stdint.h>

#include "../progress.h"
#include "fitted.h"
#include "fraction.h"
#include "player.h"

struct rng;

/* The most states an exact chain against a fitted person may have. */
enum { SEER_FIT_STATES = 1 << 16 };

/* Why a rate is simulated, not exact. */
enum seer_fit_why {
	SEER_FIT_EXACT,		/* it is exact */
	SEER_FIT_UNBOUNDED,	/* the machine's memory grows without end */
	SEER_FIT_NO_CHAIN,	/* the player has no chain here (opposite) */
	SEER_FIT_TOO_MANY,	/* more than SEER_FIT_STATES states */
	SEER_FIT_CLASS_TOO_LARGE, /* a system of more than SEER_SOLVE_MAX */
	SEER_FIT_OVERFLOW	/* a fraction outgrew 64 bits */
};

/*
 * The matcher's rate of wins against the person: exact (rate, and the
 * chain's states), or simulated (wins in plays, and the Wilson interval
 * at 95%); why says which, and why not exact.
 */
struct seer_fit_rate {
	enum seer_fit_why why;
	struct seer_fraction rate;
	size_t states;
	uint64_t wins, plays;
	double lo, hi;
};

/*
 * Finds the matcher's rate against the fitted person: from the exact
 * chain where there is one, else from a match of `plays` plays against
 * the model, drawn from r.  The matcher is cleared and played.  A match
 * shows its plays on the progress line, as `done` plus those played.
 */
void seer_fit_rate(struct seer_fit_rate *rate, const struct seer_fitted *f,
    struct seer_player *matcher, uint64_t plays, struct rng *r,
    struct progress *progress, uint64_t done);

#endif
