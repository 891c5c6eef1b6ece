/*
 * The periodic search's lines, for seer-duel --periodic: each class, as text or
 * TSV, and the summary.
 */
#include <inttypes.h>

#include "periodictext.h"
#include "matchtext.h"

static const char *const verdict_word[] = { "beats", "loses", "even", "unclear" };

void
seer_text_periodic_header(struct text *t)
{
	text_str(t, "period\tsequence\tverdict\trate\tci_low\tci_high\texact\tstates\t"
	    "matches\tplays\n");
}

void
seer_text_periodic(struct text *t, const struct seer_periodic *p, bool tsv)
{
	double rate = p->exact ? seer_fraction_value(p->rate) : p->mean;
	enum seer_verdict v = seer_periodic_verdict(p);

	if (tsv)
		text_printf(t, "%u\t", p->period);
	seer_text_plays(t, p->play, p->period);
	if (tsv) {
		text_printf(t, "\t%s\t%.6f\t%.6f\t%.6f\t", verdict_word[v], rate,
		    p->exact ? rate : p->lo, p->exact ? rate : p->hi);
		if (p->exact)
			seer_text_fraction(t, p->rate);
		else
			text_char(t, '-');
		text_printf(t, "\t%zu\t%" PRIu64 "\t%" PRIu64 "\n", p->states, p->matches,
		    p->plays);
		return;
	}
	text_printf(t, "%*s%-7s wins ", (int)(SEER_PERIOD_MAX + 2 - p->period), "",
	    verdict_word[v]);
	if (p->exact) {
		seer_text_fraction(t, p->rate);
		text_printf(t, " = %.6f, exactly (%zu state%s)\n", rate, p->states,
		    p->states == 1 ? "" : "s");
		return;
	}
	text_printf(t, "%.4f  99.9%% CI %.4f to %.4f  (%" PRIu64 " match%s, %" PRIu64 " play%s)\n",
	    rate, p->lo, p->hi, p->matches, p->matches == 1 ? "" : "es", p->plays,
	    p->plays == 1 ? "" : "s");
}

void
seer_text_periodic_summary(struct text *t, unsigned max, const uint64_t count[4])
{
	uint64_t classes = count[0] + count[1] + count[2] + count[3];

	text_printf(t, "# periods 1 to %u, %" PRIu64 " class%s under rotation and complement: ",
	    max, classes, classes == 1 ? "" : "es");
	text_printf(t, "%" PRIu64 " beat%s seer, %" PRIu64 " lose%s to it, %" PRIu64 " even, ",
	    count[SEER_BEATS], count[SEER_BEATS] == 1 ? "s" : "", count[SEER_LOSES],
	    count[SEER_LOSES] == 1 ? "s" : "", count[SEER_EVEN]);
	text_printf(t, "%" PRIu64 " unclear\n", count[SEER_UNCLEAR]);
}
