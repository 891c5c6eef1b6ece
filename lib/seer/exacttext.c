/* The rate of a pair as a fraction, for --exact: text, and TSV. */

#include "exacttext.h"
#include "matchtext.h"

/* The rate of each side: share[] its fraction, value[] its value. */
static void
shares(const struct seer_exact *e, struct seer_fraction share[2], double value[2])
{
	bool ok = true;
	struct seer_fraction one = seer_fraction(1, 1, &ok);
	struct seer_fraction other = seer_fraction_sub(one, e->answer.rate, &ok);
	double rate = e->answer.exact ? seer_fraction_value(e->answer.rate) : e->answer.value;

	share[e->player_side] = e->answer.rate;
	share[!e->player_side] = other;
	value[e->player_side] = rate;
	value[!e->player_side] = 1 - rate;
}

/*
 * Writes a side's rate: its fraction, or where the chain was solved in
 * double precision its value to nine places.
 */
static void
rate(struct text *t, const struct seer_exact *e, struct seer_fraction share, double value)
{
	if (e->answer.exact)
		seer_text_fraction(t, share);
	else
		text_printf(t, "%.9f", value);
}

static const char *
chain_words(const struct seer_exact *e)
{
	static const char *const words[] = {
		[SEER_CHAIN_SUBSTATES] = "the substate chain of one state of play",
		[SEER_CHAIN_PATTERN] = "the chain of SEER's memory and the pattern's phase",
		[SEER_CHAIN_COIN] = "the chain of a fair coin",
		[SEER_CHAIN_DUO] =
		    "the chain of SEER's register and Shannon's cell in one state of play",
	};

	return words[e->kind];
}

void
seer_text_exact(struct text *t, const char *matcher, const char *evader, const struct seer_exact *e)
{
	struct seer_fraction share[2];
	double value[2];
	int width = (int)(strlen(matcher) > strlen(evader) ? strlen(matcher) : strlen(evader));
	size_t mark;
	int side;

	shares(e, share, value);
	for (side = SEER_MATCHER; side <= SEER_EVADER; side++) {
		text_printf(t, "%-*s %-9s wins ", width, side == SEER_MATCHER ? matcher : evader,
		    side == SEER_MATCHER ? "(matcher)" : "(evader)");
		mark = t->len;
		rate(t, e, share[side], value[side]);
		text_printf(t, "%*s%.6f\n", (int)(12 - (t->len - mark)), "", value[side]);
	}
	text_printf(t, "%s: %zu state%s, %zu recurrent in %zu closed class%s\n", chain_words(e),
	    e->chain.n, e->chain.n == 1 ? "" : "s", e->answer.recurrent, e->answer.classes,
	    e->answer.classes == 1 ? "" : "es");
	if (!e->answer.exact)
		text_str(t, "its fractions outgrow 64 bits: solved in double precision\n");
}

void
seer_text_exact_tsv(struct text *t, const char *matcher, const char *evader,
    const struct seer_exact *e)
{
	struct seer_fraction share[2];
	double value[2];

	shares(e, share, value);
	text_str(t, "matcher\tevader\tmatcher_wins\tevader_wins\tmatcher_rate\tstates\trecurrent\t"
	    "classes\n");
	seer_text_name(t, matcher);
	text_char(t, '\t');
	seer_text_name(t, evader);
	text_char(t, '\t');
	rate(t, e, share[SEER_MATCHER], value[SEER_MATCHER]);
	text_char(t, '\t');
	rate(t, e, share[SEER_EVADER], value[SEER_EVADER]);
	text_printf(t, "\t%.6f\t%zu\t%zu\t%zu\n", value[SEER_MATCHER],
	    e->chain.n, e->answer.recurrent, e->answer.classes);
}
