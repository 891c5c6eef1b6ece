/*
 * A score by chance: "the odds against the machine's getting this large
 * a lead by chance alone" (Hagelbarger 1956: 5,218 of 9,795, "about 10
 * billion to one").  Each play is taken to be a fair coin, independent
 * of the others.  How sure a win rate is, its Wilson interval, is in
 * lib/stats.h.
 */
#ifndef WITS_SEER_CHANCE_H
#define WITS_SEER_CHANCE_H

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

#endif
