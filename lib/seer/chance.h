/*
 * A score by chance: "the odds against the machine's getting this large
 * a lead by chance alone" (Hagelbarger 1956: 5,218 of 9,795, "about 10
 * billion to one").  Each play is taken to be a fair coin, independent
 * of the others.  How sure a win rate is, its Wilson interval, is in
 * lib/stats.h.
 */
#ifndef WITS_SEER_CHANCE_H
#define WITS_SEER_CHANCE_H

#include <stdbool.h>
#include <stdint.h>

/*
 * The odds against a lead at least this large, either way, in that many
 * fair plays: mantissa * 10^exponent to 1, the mantissa in [1, 10), or 0
 * when there is no lead; and log10 of the chance p of such a lead, 0 when
 * there is none, finite where the odds are not (the odds are 1/p - 1).
 * Computed from the exact binomial tail, in logarithms so that a lead of
 * millions of plays does not underflow.
 */
struct chance_odds {
	double mantissa;
	int64_t exponent;
	double log10_p;
};

/*
 * The same odds as text: "1.0e10", "412808", "1.9"; "0" when there is no lead.
 */
enum { CHANCE_ODDS_TEXT = 32 };
void chance_odds_format(struct chance_odds odds, char buf[CHANCE_ODDS_TEXT]);

/*
 * The same odds in words a class reads: "as even as coin tossing" for no
 * lead or a lead of one play, "a lead this small could well be luck"
 * below 3 to 1, "odds against luck alone: about 410,000 to 1" (two
 * figures) below a million to 1, and "odds against luck alone: more
 * than a million to 1" from there on.
 */
enum { CHANCE_WORDS_TEXT = 64 };
void chance_odds_words(struct chance_odds odds, char buf[CHANCE_WORDS_TEXT]);

struct chance_odds chance_odds_against(uint64_t wins, uint64_t plays);

/*
 * Returns log10 of the chance of a lead at least this large for the
 * matcher by luck alone: P(X >= wins) for X binomial (plays, 1/2).  It is
 * one-sided, since only the matcher's lead says that it reads the other
 * player; a trailing matcher's chance is over 1/2.  0 (a chance of 1) for
 * no wins; finite however long the lead.
 */
double chance_lead_log10_p(uint64_t wins, uint64_t plays);

/*
 * The same chance kept play by play, as a curve of every play needs it:
 * a few operations a play instead of a sum over the binomial's terms.
 * Each play moves P(X >= wins) by half a binomial term, and each term is
 * the one before it times a ratio; a term too small to count is kept
 * scaled by powers of 2^512 so that it can grow back.  Exact but for
 * rounding, it gives chance_lead_log10_p's chance within 1e-6, the error
 * of the Stirling series behind that one (t/lib.bats holds the two
 * together).  CHANCE_RUNNING_START is the state before the first play.
 */
struct chance_running {
	uint64_t plays, wins;
	double below;	/* P(X < wins) */
	double term;	/* P(X = wins), times 2^(512 scale) */
	int scale;
};
#define CHANCE_RUNNING_START { 0, 0, 0, 1, 0 }

void chance_running_add(struct chance_running *r, bool won);

/* Returns the chance P(X >= wins) after the plays so far. */
double chance_running_p(const struct chance_running *r);

#endif
