/*
 * A person's session at the penny-matching game profiled, play by play
 * as it is read (seer-predict --profile): how many plays, the share of
 * each side, how often the person changed side, the longest run of one
 * side, the Shannon entropy of the plays' 1-, 2- and 3-grams, a runs
 * test, the Lempel-Ziv complexity, and the machines' wins against them.
 * Pure: no I/O.
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
	/*
	 * Shannon's eight situations, as his machine's plays make them
	 * (seer_profile_situations): the person's plays in each, and how many
	 * repeated the play before.  A situation is bit 2 the person won the
	 * play before last, bit 1 changed between them, bit 0 won the last.
	 */
	uint64_t in_situation[8], repeated[8];
	unsigned situation, situation_seen, situation_last;
	unsigned char *play;		/* the session's plays, for the Lempel-Ziv complexity */
	size_t room;
	size_t machines;
	uint64_t *wins;			/* each machine's against the plays: the caller's room */
};

/* A new session: nothing played, no machine's win. */
void seer_profile_clear(struct seer_profile *p);

/* The person's next n plays (SEER_PLUS or SEER_MINUS) in the session. */
void seer_profile_add(struct seer_profile *p, const unsigned char *play, size_t n);

/*
 * The person's next n plays against Shannon's machine's plays in reply
 * (machine[i] against play[i]; the person wins where they differ), for
 * the eight situations.  Call it after seer_profile_add for the same
 * plays.
 */
void seer_profile_situations(struct seer_profile *p, const unsigned char *play,
    const unsigned char *machine, size_t n);

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
 * The Wald-Wolfowitz runs test of the plays (a run is a stretch of one
 * side): the runs, changes + 1; and z, their distance from the mean
 * 1 + 2 n+ n- / n of a sequence with the same plays in random order, in
 * standard deviations, sqrt(2 n+ n- (2 n+ n- - n) / (n^2 (n - 1))).
 * Negative z: fewer runs than chance, a person who repeats; positive: one
 * who alternates.  z is 0 when the deviation is (fewer than two plays,
 * or all on one side).
 */
uint64_t seer_profile_runs(const struct seer_profile *p);
double seer_profile_runs_z(const struct seer_profile *p);

/* The two-sided p-value of z under the normal approximation, erfc(|z| / sqrt 2). */
double seer_profile_runs_p(const struct seer_profile *p);

/*
 * The Lempel-Ziv complexity of the plays (Lempel and Ziv 1976), by the
 * algorithm of Kaspar and Schuster (1987): the number of components in
 * the parsing where each new component is the shortest run of plays that
 * cannot be copied from the plays before it.  0 for no play.
 */
uint64_t seer_profile_lz_complexity(const struct seer_profile *p);

/*
 * The chance that the best of the machines wins this many plays or more
 * by luck alone, corrected for having tried every one of them
 * (Bonferroni): the machines times the chance that one machine guessing
 * at random wins at least the most wins of any, at most 1.  A lead
 * worth naming has it under SEER_PROFILE_SIGNIFICANT.
 */
double seer_profile_best_p(const struct seer_profile *p);

#define SEER_PROFILE_SIGNIFICANT 0.05

/* Frees the plays the profile keeps (not the caller's room for wins). */
void seer_profile_free(struct seer_profile *p);

/*
 * The most wins of any machine: the machines that read the person best
 * are those that have them, every one of them on a tie.
 */
uint64_t seer_profile_most_wins(const struct seer_profile *p);

#endif
