/* The machines' rates against a fitted person: text, and TSV. */
#include <inttypes.h>

#include "exact.h"
#include "fittedtext.h"
#include "matchtext.h"

/* Why a rate is not exact, in words; and as a TSV value. */
static const char *const why_words[] = {
	[SEER_FIT_EXACT] = "",
	[SEER_FIT_UNBOUNDED] =
	    "its memory grows without bound: no finite chain",
	[SEER_FIT_NO_CHAIN] = "no chain for this player against a person",
	[SEER_FIT_TOO_MANY] = "its chain has more than 65536 states",
	[SEER_FIT_CLASS_TOO_LARGE] = "a closed class has over 256 states",
	[SEER_FIT_OVERFLOW] = "its chain's fractions outgrow 64 bits",
};
static const char *const why_values[] = {
	[SEER_FIT_EXACT] = "exact",
	[SEER_FIT_UNBOUNDED] = "unbounded",
	[SEER_FIT_NO_CHAIN] = "no-chain",
	[SEER_FIT_TOO_MANY] = "too-many-states",
	[SEER_FIT_CLASS_TOO_LARGE] = "class-too-large",
	[SEER_FIT_OVERFLOW] = "overflow",
};

void
seer_text_fitted(struct text *t, const struct seer_fitted *f)
{
	text_printf(t, "the person fitted: order %u, from %" PRIu64
	    " play%s in %" PRIu64 " session%s\n", f->order, f->plays,
	    f->plays == 1 ? "" : "s", f->sessions,
	    f->sessions == 1 ? "" : "s");
}

void
seer_text_fit_rate(struct text *t, const char *matcher, int width,
    const struct seer_fit_rate *rate)
{
	size_t mark;

	text_printf(t, "%-*s wins ", width, matcher);
	mark = t->len;
	if (rate->why != SEER_FIT_EXACT) {
		text_printf(t, "about%*s%.6f  simulated: %" PRIu64 " play%s, "
		    "95%% interval %.6f to %.6f (%s)\n", 9, "",
		    (double)rate->wins / (double)rate->plays, rate->plays,
		    rate->plays == 1 ? "" : "s", rate->lo, rate->hi, why_words[rate->why]);
		return;
	}
	seer_text_fraction(t, rate->rate);
	text_printf(t, "%*s%.6f  exact: a chain of %zu state%s\n",
	    (int)(14 - (t->len - mark)), "", seer_fraction_value(rate->rate),
	    rate->states, rate->states == 1 ? "" : "s");
}

void
seer_text_fit_rate_tsv_header(struct text *t)
{
	text_str(t, "matcher\torder\tperson_plays\tmethod\tfraction\trate\t"
	    "low\thigh\tplays\tstates\n");
}

void
seer_text_fit_rate_tsv(struct text *t, const char *matcher,
    const struct seer_fitted *f, const struct seer_fit_rate *rate)
{
	bool exact = rate->why == SEER_FIT_EXACT;
	double value = exact ? seer_fraction_value(rate->rate) :
	    (double)rate->wins / (double)rate->plays;

	seer_text_name(t, matcher);
	text_printf(t, "\t%u\t%" PRIu64 "\t%s\t", f->order, f->plays,
	    why_values[rate->why]);
	if (exact)
		seer_text_fraction(t, rate->rate);
	else
		text_char(t, '-');
	text_printf(t, "\t%.6f\t%.6f\t%.6f\t%" PRIu64 "\t%zu\n", value,
	    exact ? value : rate->lo, exact ? value : rate->hi, rate->plays,
	    rate->states);
}
