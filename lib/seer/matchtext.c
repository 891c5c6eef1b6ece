/* seer-predict's answers and seer-duel's reports, as lines of text. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "matchtext.h"

void
seer_text_plays(struct text *t, const unsigned char *play, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		text_char(t, seer_play_char(play[i]));
}

void
seer_text_name(struct text *t, const char *name)
{
	const unsigned char *u;

	for (u = (const unsigned char *)name; *u != '\0'; u++) {
		if (*u == '\\')
			text_str(t, "\\\\");
		else if (*u < 0x20 || *u == 0x7f)
			text_printf(t, "\\x%02x", *u);
		else
			text_char(t, (char)*u);
	}
}

/* ---- seer-predict's answers ---- */

/* "0.5750": a win rate to four places. */
static void
text_rate(struct text *t, double rate)
{
	char buf[16];
	int n = snprintf(buf, sizeof(buf), "%.4f", rate);

	text_add(t, buf, n < 0 ? 0 : (size_t)n < sizeof(buf) ? (size_t)n : sizeof(buf) - 1);
}

/*
 * Written by hand on a measured hot path: with text_printf, seer-predict
 * on 20,000 sessions of 198 plays costs 7% more instructions.
 */
void
seer_text_answer(struct text *t, const char *name, const struct seer_answer *a)
{
	seer_text_plays(t, a->play, a->n);
	text_str(t, "  # ");
	text_str(t, name);
	text_str(t, " won ");
	text_u64(t, a->wins);
	text_str(t, " of ");
	text_u64(t, a->n);
	text_str(t, " (");
	text_rate(t, a->rate);
	text_char(t, ')');
}

/*
 * Written by hand on a measured hot path: seer-predict -s writes one
 * such line for each line of plays, and with text_printf the benchmark's
 * 20,000 lines of 198 plays cost 9% more instructions (331 million
 * instead of 303 million).
 */
void
seer_text_summary(struct text *t, const struct seer_answer *a)
{
	text_str(t, "plays ");
	text_u64(t, a->n);
	text_str(t, " wins ");
	text_u64(t, a->wins);
	text_str(t, " rate ");
	text_rate(t, a->rate);
	text_str(t, " learned ");
	if (a->learned)
		text_u64(t, a->after);
	else
		text_char(t, '-');
}

void
seer_text_answer_tsv(struct text *t, const char *name, uint64_t seed,
    const struct seer_answer *a, bool predictions)
{
	seer_text_name(t, name);
	text_printf(t, "\t%" PRIu64 "\t%zu\t%" PRIu64 "\t", seed, a->n, a->wins);
	text_rate(t, a->rate);
	text_printf(t, "\t%" PRIu64, a->learned ? a->after : (uint64_t)a->n);
	if (predictions) {
		text_char(t, '\t');
		seer_text_plays(t, a->play, a->n);
	}
}

void
seer_text_row(struct text *t, const char *name, const struct seer_answer_row *row)
{
	text_printf(t, "%s%" PRIu64 ": you %c, %s %c: %s; ", row->v ? "# V " : "#   ", row->number,
	    seer_play_char(row->person), name, seer_play_char(row->mine),
	    row->won ? "won" : "lost");
	seer_text_why(t, &row->why);
	text_char(t, '\n');
}

/* ---- seer-duel's reports ---- */

void
seer_text_seed(struct text *t, const char *prefix, uint64_t seed)
{
	text_printf(t, "%sseed %" PRIu64 "\n", prefix, seed);
}

void
seer_text_best(struct text *t, const char *prefix, const char *name,
    const struct seer_best_plan *plan, double ms)
{
	text_printf(t, "%s%s: wins %.6f against seer (%u sweeps), "
	    "%.6f against shannon (%u sweeps), solved in %.3f ms\n", prefix, name,
	    plan->seer_value, plan->seer_sweeps, plan->shannon_value, plan->shannon_sweeps, ms);
}

void
seer_text_match(struct text *t, const char *prefix, uint64_t match, const char *matcher,
    uint64_t matcher_wins, const char *evader, uint64_t evader_wins)
{
	text_printf(t, "%smatch %" PRIu64 ": %s %" PRIu64 ", %s %" PRIu64 "\n", prefix, match,
	    matcher, matcher_wins, evader, evader_wins);
}

/*
 * Appends "seer (matcher)    wins 5218  rate 0.5327", the roles aligned,
 * and with verbose "  95% CI 0.5228 to 0.5426": the interval is for the
 * reader who asks for it.
 */
static void
text_side(struct text *t, const char *prefix, const char *name,
    const char *role, size_t width, const struct seer_result *r,
    enum seer_side side, bool verbose)
{
	text_printf(t, "%s%s%-*swins %" PRIu64 "  rate %.4f", prefix, name,
	    (int)(width - strlen(name)), role, r->wins[side], r->rate[side]);
	if (verbose)
		text_printf(t, "  95%% CI %.4f to %.4f", r->lo[side],
		    r->hi[side]);
	text_char(t, '\n');
}

void
seer_text_score(struct text *t, const char *prefix, uint64_t matches,
    const char *matcher, const char *evader, const struct seer_result *r,
    bool verbose)
{
	size_t width = (strlen(matcher) > strlen(evader) ? strlen(matcher) :
	    strlen(evader)) + 12;
	char odds[CHANCE_ODDS_TEXT], words[CHANCE_WORDS_TEXT];

	if (matches > 1)
		text_printf(t, "%stotal of %" PRIu64 " matches:\n", prefix,
		    matches);
	text_side(t, prefix, matcher, " (matcher)", width, r, SEER_MATCHER,
	    verbose);
	text_side(t, prefix, evader, " (evader)", width, r, SEER_EVADER,
	    verbose);
	if (verbose) {
		chance_odds_format(r->odds, odds);
		text_printf(t, "%splays %" PRIu64 "; odds against a lead this "
		    "large by chance: %s to 1\n", prefix, r->plays, odds);
	} else {
		chance_odds_words(r->odds, words);
		text_printf(t, "%splays %" PRIu64 "; %s\n", prefix, r->plays,
		    words);
	}
}

void
seer_text_tsv_header(struct text *t)
{
	text_str(t, "kind\tmatch\tmatcher\tevader\tplays\tmatcher_wins\tevader_wins\t"
	    "matcher_rate\tci_low\tci_high\tlog10_p\tseed\n");
}

void
seer_text_tsv(struct text *t, uint64_t match, const char *matcher, const char *evader,
    const struct seer_result *r, uint64_t seed)
{
	/* A chance that rounds to 1 is written 0.0000, not -0.0000. */
	double log10_p = r->odds.log10_p > -0.00005 ? 0 : r->odds.log10_p;

	text_printf(t, "%s\t%" PRIu64 "\t%s\t%s\t%" PRIu64 "\t%" PRIu64 "\t%" PRIu64
	    "\t%.4f\t%.4f\t%.4f\t%.4f\t%" PRIu64 "\n", match == 0 ? "total" : "match", match,
	    matcher, evader, r->plays, r->wins[SEER_MATCHER], r->wins[SEER_EVADER],
	    r->rate[SEER_MATCHER], r->lo[SEER_MATCHER], r->hi[SEER_MATCHER], log10_p, seed);
}

void
seer_text_league(struct text *t, const char *const *name, const struct seer_league *l,
    const struct seer_standing *standing)
{
	size_t n = l->n, i, j, k;
	int width = (int)strlen("player");

	for (i = 0; i < n; i++)
		width = (int)strlen(name[i]) > width ? (int)strlen(name[i]) : width;
	width += 2;
	/* The last column is not padded: no line ends in blanks. */
	text_printf(t, "%*s", width, "");
	for (j = 0; j < n; j++)
		text_printf(t, "%-*s", j + 1 < n ? width : 0, name[j]);
	text_char(t, '\n');
	for (i = 0; i < n; i++) {
		text_printf(t, "%-*s", width, name[i]);
		for (j = 0; j < n; j++) {
			if (i == j)
				text_printf(t, "%-*s", j + 1 < n ? width : 0, "-");
			else
				text_printf(t, "%-*.4f", j + 1 < n ? width : 0,
				    seer_league_rate(l, i, j));
		}
		text_char(t, '\n');
	}
	text_printf(t, "\nrank  %-*srate    wins of plays\n", width, "player");
	for (k = 0; k < n; k++)
		text_printf(t, "%-6zu%-*s%.4f  %" PRIu64 " of %" PRIu64 "\n", k + 1, width,
		    name[standing[k].player], standing[k].rate, standing[k].wins,
		    standing[k].plays);
}

/* ---- learning curves ---- */

void
seer_text_curve_header(struct text *t)
{
	text_str(t, "match\tplay\tnet\tlead_p\n");
}

/*
 * Written by hand on a measured hot path: seer-duel --curve writes one
 * such line for each play, and text_printf triples its instructions.
 */
void
seer_text_curve_point(struct text *t, uint64_t match, uint64_t plays,
    int64_t net, double lead_p)
{
	/* Rounded half to even, as printf's %.4f rounds it. */
	uint64_t ten_thousandths = (uint64_t)nearbyint(lead_p * 10000);
	char field[] = "\t0.0000\n";
	int i;

	text_u64(t, match);
	text_char(t, '\t');
	text_u64(t, plays);
	text_char(t, '\t');
	if (net < 0)
		text_char(t, '-');
	text_u64(t, net < 0 ? -(uint64_t)net : (uint64_t)net);
	if (ten_thousandths >= 10000)
		field[1] = '1';
	for (i = 6; i >= 3; i--, ten_thousandths /= 10)
		field[i] = (char)('0' + ten_thousandths % 10);
	text_add(t, field, sizeof(field) - 1);
}
