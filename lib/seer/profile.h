/*
 * A person's session at the penny-matching game profiled, play by play
 * as it is read (seer-predict --profile): how many plays, the share of
 * each side, how often the person changed side, the longest run of one
 * side, the Shannon entropy of the plays' 1-, 2- and 3-grams, and the
 * machines' wins against them.  Pure: no I/O.
 *
 * The n-grams are the overlapping ones: a session of p plays has p - n + 1
 * of them (none when p < n), each a sequence of n consecutive plays.  The
 * entropy of order n is that of their empirical distribution, in bits:
 * the sum over the n-grams g seen of (c_g / N) log2(N / c_g), N the
 * n-grams, c_g how often g occurs; 0 when there are none.  It is at most
 * n bits, reached when every n-gram is equally frequent.
 */
#ifndef WITS_SEER_PROFILE_H
#define WITS_SEER_PROFILE_H

#include <stddef.h>
#include <stdint.h>

enum { SEER_PROFILE_ORDERS = 3 };	/* 1-, 2- and 3-grams */

struct seer_profile {
	uint64_t plays, plus, changes;
	uint64_t run, longest_run;	/* of one side: the current run and the longest yet */
	/* The last plays, the newest in bit 0 (+ is 1): n-grams as numbers. */
	unsigned recent;
	/* Gram[n - 1][g]: of n-gram g. */
	uint64_t gram[SEER_PROFILE_ORDERS][1 << SEER_PROFILE_ORDERS];
	size_t machines;
	uint64_t *wins;			/* each machine's against the plays: the caller's room */
};

/* A new session: nothing played, no machine's win. */
void seer_profile_clear(struct seer_profile *p);

/* The person's next n plays (SEER_PLUS or SEER_MINUS) in the session. */
void seer_profile_add(struct seer_profile *p, const unsigned char *play, size_t n);

/* The share of the plays that were `play`; 0 before any. */
double seer_profile_share(const struct seer_profile *p, int play);

/*
 * Changes of side over the plays after the first, changes / (plays - 1); 0
 * before two plays.
 */
double seer_profile_alternation(const struct seer_profile *p);

/*
 * The entropy in bits of the overlapping n-grams, order n from 1 to
 * SEER_PROFILE_ORDERS.
 */
double seer_profile_entropy(const struct seer_profile *p, int order);

/*
 * The most wins of any machine: the machines that read the person best
 * are those that have them, every one of them on a tie.
 */
uint64_t seer_profile_most_wins(const struct seer_profile *p);

#endif
