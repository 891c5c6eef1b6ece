/* The rate of a pair as a fraction, for --exact: text, and TSV. */

#include "exacttext.h"
#include "matchtext.h"

static void
shares(const struct seer_exact *e, struct seer_fraction share[2])
{
	bool ok = true;
	struct seer_fraction one = seer_fraction(1, 1, &ok);
	struct seer_fraction other = seer_fraction_sub(one, e->answer.rate, &ok);

	share[e->player_side] = e->answer.rate;
	share[!e->player_side] = other;
}

static const char *
chain_words(const struct seer_exact *e)
{
	static const char *const words[] = {
		[SEER_CHAIN_SUBSTATES] = "the substate chain of one state of play",
		[SEER_CHAIN_PATTERN] = "the chain of SEER's memory and the pattern's phase",
		[SEER_CHAIN_COIN] = "the chain of a fair coin",
	};

	return words[e->kind];
}

void
seer_text_exact(struct text *t, const char *matcher, const char *evader, const struct seer_exact *e)
{
	struct seer_fraction share[2];
	int width = (int)(strlen(matcher) > strlen(evader) ? strlen(matcher) : strlen(evader));
	size_t mark;
	int side;

	shares(e, share);
	for (side = SEER_MATCHER; side <= SEER_EVADER; side++) {
		text_printf(t, "%-*s %-9s wins ", width, side == SEER_MATCHER ? matcher : evader,
		    side == SEER_MATCHER ? "(matcher)" : "(evader)");
		mark = t->len;
		seer_text_fraction(t, share[side]);
		text_printf(t, "%*s%.6f\n", (int)(12 - (t->len - mark)), "",
		    seer_fraction_value(share[side]));
	}
	text_printf(t, "%s: %zu state%s, %zu recurrent in %zu closed class%s\n", chain_words(e),
	    e->chain.n, e->chain.n == 1 ? "" : "s", e->answer.recurrent, e->answer.classes,
	    e->answer.classes == 1 ? "" : "es");
}

void
seer_text_exact_tsv(struct text *t, const char *matcher, const char *evader,
    const struct seer_exact *e)
{
	struct seer_fraction share[2];

	shares(e, share);
	text_str(t, "matcher\tevader\tmatcher_wins\tevader_wins\tmatcher_rate\tstates\trecurrent\t"
	    "classes\n");
	seer_text_name(t, matcher);
	text_char(t, '\t');
	seer_text_name(t, evader);
	text_char(t, '\t');
	seer_text_fraction(t, share[SEER_MATCHER]);
	text_char(t, '\t');
	seer_text_fraction(t, share[SEER_EVADER]);
	text_printf(t, "\t%.6f\t%zu\t%zu\t%zu\n", seer_fraction_value(share[SEER_MATCHER]),
	    e->chain.n, e->answer.recurrent, e->answer.classes);
}
