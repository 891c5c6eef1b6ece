/* The odds against a lead by chance, from the fair coin's binomial tail. */
#include <math.h>
#include <stdio.h>

#include "../stats.h"
#include "chance.h"

struct chance_odds
chance_odds_against(uint64_t wins, uint64_t plays)
{
	struct chance_odds odds = { 0, 0, 0 };
	uint64_t lead = wins > plays - wins ? wins : plays - wins;
	double log_p, log10_odds, exponent;

	if (lead - (plays - lead) <= 1)
		return odds;	/* no lead, or the least there is: P = 1 */
	/* Either way, the chance is twice one tail, since the two tails are disjoint. */
	log_p = log(2.0) + stats_fair_log_tail(plays, lead);
	if (log_p >= 0)
		return odds;
	odds.log10_p = log_p / log(10.0);
	log10_odds = (log(-expm1(log_p)) - log_p) / log(10.0);
	exponent = floor(log10_odds);
	odds.exponent = (int64_t)exponent;
	odds.mantissa = pow(10, log10_odds - exponent);
	return odds;
}

void
chance_odds_format(struct chance_odds odds, char buf[CHANCE_ODDS_TEXT])
{
	double m = odds.mantissa;
	int64_t e = odds.exponent;

	if (m == 0) {
		snprintf(buf, CHANCE_ODDS_TEXT, "0");
	} else if (e >= 6) {
		if (m >= 9.95) {	/* would print as 10.0 */
			m /= 10;
			e++;
		}
		snprintf(buf, CHANCE_ODDS_TEXT, "%.1fe%lld", m, (long long)e);
	} else {
		m *= pow(10, (double)e);
		snprintf(buf, CHANCE_ODDS_TEXT, m >= 100 ? "%.0f" : m >= 1 ? "%.1f" : "%.2f", m);
	}
}

void
chance_odds_words(struct chance_odds odds, char buf[CHANCE_WORDS_TEXT])
{
	static const char against[] = "odds against luck alone: ";
	double x = odds.mantissa * pow(10, (double)odds.exponent);
	char figures[16];
	long long n;
	int len, i, out;

	if (odds.mantissa == 0) {
		snprintf(buf, CHANCE_WORDS_TEXT, "as even as coin tossing");
	} else if (x < 3) {
		snprintf(buf, CHANCE_WORDS_TEXT,
		    "a lead this small could well be luck");
	} else if (odds.exponent >= 6) {
		snprintf(buf, CHANCE_WORDS_TEXT,
		    "%smore than a million to 1", against);
	} else {
		/* Two figures, with a comma between thousands. */
		n = odds.exponent < 2 ? llround(x) :
		    llround(odds.mantissa * 10) *
		    (long long)pow(10, (double)odds.exponent - 1);
		len = snprintf(figures, sizeof(figures), "%lld", n);
		out = snprintf(buf, CHANCE_WORDS_TEXT, "%sabout ", against);
		for (i = 0; i < len; i++) {
			buf[out++] = figures[i];
			if ((len - 1 - i) % 3 == 0 && i < len - 1)
				buf[out++] = ',';
		}
		snprintf(buf + out, (size_t)(CHANCE_WORDS_TEXT - out), " to 1");
	}
}

double
chance_lead_log10_p(uint64_t wins, uint64_t plays)
{
	if (wins == 0)
		return 0;
	if (wins > plays - wins)
		return stats_fair_log_tail(plays, wins) / log(10.0);
	/* No lead: one less the chance of the evader's winning more. */
	return log1p(-exp(stats_fair_log_tail(plays, plays - wins + 1))) /
	    log(10.0);
}

/*
 * A term below 2^-512 is too small to move P(X < wins): it is kept times
 * 2^512 for each step of scale, until it grows back.
 */
static const double tiny = 0x1p-512, scale_step = 0x1p512;

void
chance_running_add(struct chance_running *r, bool won)
{
	double n = (double)r->plays, w = (double)r->wins;

	/*
	 * P(X' >= w + 1) = P(X >= w) - P(X = w) / 2 after a win, and
	 * P(X' >= w) = P(X >= w) + P(X = w - 1) / 2 after a loss.
	 */
	if (won) {
		if (r->scale == 0)
			r->below += r->term / 2;
		r->term *= (n + 1) / (2 * (w + 1));
		r->wins++;
	} else {
		if (r->scale == 0 && r->wins > 0)
			r->below -= r->term * w / (n - w + 1) / 2;
		r->term *= (n + 1) / (2 * (n + 1 - w));
	}
	r->plays++;
	while (r->term < tiny) {
		r->term *= scale_step;
		r->scale++;
	}
	while (r->scale > 0 && r->term >= 1) {
		r->term *= tiny;
		r->scale--;
	}
}

double
chance_running_p(const struct chance_running *r)
{
	double p = 1 - r->below;

	return p < 0 ? 0 : p > 1 ? 1 : p;
}
