/*
 * Why a player played as it did, written from what its memory said
 * (seer_reason): SEER's state of play and register, Shannon's situation
 * and cell, the oracle's context and counts, best's plan, and what the
 * predictors after them read.
 */
#include <inttypes.h>

#include "../term.h"
#include "matchtext.h"

static const char *const choice_word[] = { [SEER_SAME] = "same", [SEER_DIFFERENT] = "different" };
static const char *const odds_word[] = { "2:2", "3:1", "4:0" };
static const char *const use_word[] = {
	[SEER_AT_RANDOM] = "at random", [SEER_FOLLOWED] = "followed",
	[SEER_AGAINST_IT] = "against it", [SEER_MUST_FOLLOW] = "must follow"
};
static const char *const behaviour_word[] = {
	[SHANNON_EMPTY] = "-", [SHANNON_SAME] = "same", [SHANNON_CHANGED] = "changed"
};

static const char *
won_word(bool won)
{
	return won ? "won" : "lost";
}

/* "state won,lost,same": SEER's relays A, B and E. */
static void
text_state(struct text *t, const struct seer_reason *why)
{
	text_printf(t, "state %s,%s,%s", won_word(why->won_last), won_word(why->won_before),
	    choice_word[why->last]);
}

/*
 * "state won,lost,same; counter +2, odds 3:1": the state and its register M_ij.
 */
static void
text_register(struct text *t, const struct seer_reason *why)
{
	text_state(t, why);
	text_printf(t, why->counter != 0 ? "; counter %+d, odds %s" : "; counter %d, odds %s",
	    why->counter, odds_word[why->odds]);
}

/*
 * "player won,changed,lost; cell same,changed": Shannon's situation and its
 * cell.
 */
static void
text_cell(struct text *t, const struct seer_reason *why)
{
	text_printf(t, "player %s,%s,%s; cell %s,%s", won_word(why->player_won_before),
	    why->player_changed ? "changed" : "same", won_word(why->player_won_last),
	    behaviour_word[why->older], behaviour_word[why->newer]);
}

static void
why_shannon(struct text *t, const struct seer_reason *why)
{
	if (!why->known) {
		text_str(t, "no situation yet: at random");
		return;
	}
	text_cell(t, why);
	if (why->behaviour != SHANNON_EMPTY)
		text_printf(t, ": expects %s", behaviour_word[why->behaviour]);
	else
		text_str(t, ": at random");
}

static void
why_oracle(struct text *t, const struct seer_reason *why)
{
	int i;

	if (!why->known) {
		text_str(t, "fewer than five plays: at random");
		return;
	}
	text_str(t, "context ");
	for (i = 0; i < ORACLE_CONTEXT; i++)
		text_char(t, seer_play_char(why->context[i]));
	text_printf(t, ": + %" PRIu64 ", - %" PRIu64 ": %sexpects %c", why->count[SEER_PLUS],
	    why->count[SEER_MINUS], why->tie ? "a tie, " : why->count[SEER_PLUS] == 0 &&
	    why->count[SEER_MINUS] == 0 ? "never seen, " : "", seer_play_char(why->expects));
}

/* "+-+" : the first n plays of the context, oldest first. */
static void
text_context(struct text *t, const struct seer_reason *why, unsigned n)
{
	unsigned i;

	for (i = 0; i < n; i++)
		text_char(t, seer_play_char(why->context[i]));
}

/* ": + 2, - 1: expects +", or at a tie ": + 1, - 1: a tie: at random". */
static void
text_counts(struct text *t, const struct seer_reason *why)
{
	text_printf(t, ": + %" PRIu64 ", - %" PRIu64 ": ", why->count[SEER_PLUS],
	    why->count[SEER_MINUS]);
	if (why->tie)
		text_str(t, "a tie: at random");
	else
		text_printf(t, "expects %c", seer_play_char(why->expects));
}

/* "context +-+ (order 3 of 5): + 2, - 1: expects +" */
static void
why_ngram(struct text *t, const struct seer_reason *why)
{
	if (!why->known) {
		text_str(t, "no data yet: at random");
		return;
	}
	if (why->order > 0) {
		text_str(t, "context ");
		text_context(t, why, why->order);
	} else {
		text_str(t, "no context");
	}
	text_printf(t, " (order %u of %u)", why->order, why->of_order);
	text_counts(t, why);
}

/* "phrase 4, 2 plays in: + 1, - 0: expects +" */
static void
why_lz(struct text *t, const struct seer_reason *why)
{
	text_printf(t, "phrase %" PRIu64 ", %u play%s in", why->number, why->order,
	    why->order == 1 ? "" : "s");
	text_counts(t, why);
}

/* "depth 3, context --+: P(+) 0.7312: expects +" */
static void
why_ctw(struct text *t, const struct seer_reason *why)
{
	text_printf(t, "depth %u, context ", why->order);
	text_context(t, why, why->order);
	text_printf(t, ": P(+) %.4f: ", why->probability);
	if (why->tie)
		text_str(t, "at random");
	else
		text_printf(t, "expects %c", seer_play_char(why->expects));
}

/* "order 3, score +2, context ++-: + 2, - 1: expects +" */
static void
why_switch(struct text *t, const struct seer_reason *why)
{
	text_printf(t, why->score != 0 ? "order %u, score %+d" : "order %u, score %d",
	    why->order, why->score);
	if (!why->known) {
		text_str(t, ": no data yet: at random");
		return;
	}
	text_str(t, ", context ");
	text_context(t, why, why->order);
	text_counts(t, why);
}

static void
why_best(struct text *t, const struct seer_reason *why)
{
	if (why->against_oracle) {
		text_printf(t, "against the oracle: it %s %c: best plays %c",
		    why->known ? "expects" : "plays at random, and would expect",
		    seer_play_char(why->expects),
		    seer_play_char(!why->expects));
	} else if (!why->against_shannon) {
		text_str(t, "against seer: ");
		text_register(t, why);
		text_printf(t, ": best teaches it %s", choice_word[why->choice]);
	} else if (!why->known) {
		text_printf(t, "against shannon: no situation yet: %s",
		    behaviour_word[why->behaviour]);
	} else {
		text_str(t, "against shannon: ");
		text_cell(t, why);
		text_printf(t, ": best is %s", behaviour_word[why->behaviour]);
	}
}

void
seer_text_why(struct text *t, const struct seer_reason *why)
{
	switch (why->kind) {
	case SEER_SEER:
		text_register(t, why);
		text_printf(t, ": %s, %s", use_word[why->use], choice_word[why->choice]);
		break;
	case SEER_SHANNON:
		why_shannon(t, why);
		break;
	case SEER_ORACLE:
		why_oracle(t, why);
		break;
	case SEER_OPPOSITE:
		text_state(t, why);
		text_printf(t, ": %s last time, now %s", choice_word[why->before],
		    choice_word[why->choice]);
		break;
	case SEER_BEST:
		why_best(t, why);
		break;
	case SEER_RANDOM:
		text_str(t, "at random");
		break;
	case SEER_PATTERN:
		text_printf(t, "pattern, play %" PRIu64 " of %" PRIu64, why->number, why->of);
		break;
	case SEER_RECORD:
		text_str(t, "recorded");
		break;
	case SEER_NGRAM:
		why_ngram(t, why);
		break;
	case SEER_LZ:
		why_lz(t, why);
		break;
	case SEER_CTW:
		why_ctw(t, why);
		break;
	case SEER_SWITCH:
		why_switch(t, why);
		break;
	}
}

void
seer_text_why_legend(struct text *t, size_t width)
{
	term_wrap(t, "How to read SEER's lines: its state is how the last two "
	    "plays went (won or lost) and whether it changed its play last "
	    "time; the counter says which choice would have won there "
	    "lately (+ same, - different); the odds say how sure SEER is: "
	    "at 2:2 it plays at random, at 3:1 it follows the counter three "
	    "times in four, at 4:0 always. The last word is its choice: the "
	    "same play as its last one, or a different one.", width, 0);
}
