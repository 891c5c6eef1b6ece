/*
 * Periodic sequences against SEER.  Hagelbarger (1956): "I do not know
 * of any periodic sequence which will beat the machine."  Every sequence
 * of each period up to a bound, one for each class under rotation and
 * complement, with its long-run rate of wins against SEER: exact from
 * the chain of SEER's whole memory and the sequence's phase where that
 * chain is small, else from matches played.
 */
#ifndef WITS_SEER_PERIODIC_H
#define WITS_SEER_PERIODIC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../rng.h"
#include "exact.h"

/*
 * Periods searched: up to 16, 2^17 sequences, their chains' codes within 64
 * bits.
 */
enum { SEER_PERIOD_MAX = 16 };

/* The chains explored for an exact answer: at most this many states. */
enum { SEER_PERIODIC_STATES = 1 << 14, SEER_PATTERN_STATES = 1 << 16 };

/*
 * Plays of each match before its rate is counted: SEER's learning, left out of
 * the long run.
 */
enum { SEER_PERIODIC_BURN_IN = 1024 };

/*
 * A class of periodic sequences: its member written first, the one
 * whose plays read as a binary number (+ as 1, first play highest) are
 * largest; and its long-run rate against SEER.
 */
struct seer_periodic {
	unsigned period;
	unsigned char play[SEER_PERIOD_MAX];
	unsigned variants;		/* rotations and complements: 2 * period starts */
	bool exact;
	struct seer_fraction rate;	/* exact: the sequence's share of the wins */
	size_t states, recurrent;	/* the chain, when it was explored within its bound */
	/* Else: the mean rate of the matches and its 99.9% interval. */
	double mean, lo, hi;
	uint64_t matches, plays;	/* the matches played, and their plays counted */
};

/*
 * The class after p (start from a zeroed one), up to period max; false after
 * the last.
 */
bool seer_periodic_next(struct seer_periodic *p, unsigned max);

/* Returns how many classes seer_periodic_next gives up to period max. */
uint64_t seer_periodic_classes(unsigned max);

/*
 * Its rate: exactly when the chain from all its starts (the rotations
 * and complements, drawn alike) has at most SEER_PERIODIC_STATES states
 * and solves; else `matches` matches, rounded up to a multiple of its
 * variants and spread over them alike, of `plays` plays after the burn-in.
 */
void seer_periodic_rate(struct seer_periodic *p, uint64_t matches, uint64_t plays, struct rng *r);

/*
 * The chain of SEER's memory and the phase of `play` (n plays, repeated),
 * from cleared SEER; SEER on the side given.  False when it has more than
 * `cap` states.
 */
bool seer_pattern_chain(struct seer_chain *c, const unsigned char *play, size_t n, bool seer_evades,
    size_t cap);

/*
 * Returns whether the class beats SEER, loses to it or plays it even, by
 * its exact rate; from matches, unclear when the interval holds a half.
 */
enum seer_verdict { SEER_BEATS, SEER_LOSES, SEER_EVEN, SEER_UNCLEAR };
enum seer_verdict seer_periodic_verdict(const struct seer_periodic *p);

#endif
