/*
 * seer-predict --profile's answers: a profiled session as a line of text or a
 * TSV row.
 */
#include <inttypes.h>
#include <stdbool.h>

#include "../row.h"
#include "../stats.h"
#include "../term.h"
#include "play.h"
#include "profiletext.h"
#include "matchtext.h"

enum { SESSION_FIGURES = 8 };

/*
 * The session's figures, named as the plain line and the TSV header name them.
 */
static const char *const figure_name[SESSION_FIGURES] = {
	"plays", "plus", "minus", "alternation", "longest_run", "h1", "h2", "h3"
};

/*
 * What a machine's score is made of, as the TSV header names it after the
 * machine's name.
 */
static const char *const score_name[] = { "wins", "rate", "ci_low", "ci_high" };

/*
 * A figure of the session: a count, or a share or entropy written to four
 * places.
 */
struct figure {
	bool is_count;
	uint64_t count;
	double value;
};

/* "plays 8 plus 0.5000 ... h3 2.0000", or the same values each after a tab. */
static void
text_session(struct text *t, const struct seer_profile *p, bool tsv)
{
	const struct figure figure[SESSION_FIGURES] = {
		{ true, p->plays, 0 },
		{ false, 0, seer_profile_share(p, SEER_PLUS) },
		{ false, 0, seer_profile_share(p, SEER_MINUS) },
		{ false, 0, seer_profile_alternation(p) },
		{ true, p->longest_run, 0 },
		{ false, 0, seer_profile_entropy(p, 1) },
		{ false, 0, seer_profile_entropy(p, 2) },
		{ false, 0, seer_profile_entropy(p, 3) },
	};
	size_t i;

	for (i = 0; i < SESSION_FIGURES; i++) {
		if (tsv)
			text_char(t, '\t');
		else
			text_printf(t, "%s%s ", i > 0 ? " " : "", figure_name[i]);
		if (figure[i].is_count)
			text_u64(t, figure[i].count);
		else
			text_printf(t, "%.4f", figure[i].value);
	}
}

/*
 * Appends machine i's wins, win rate and 95% interval, "; seer 5 0.6250
 * [0.3057, 0.8632]", or the same as TSV fields.
 */
static void
text_score(struct text *t, const struct seer_profile *p, const char *name, size_t i, bool tsv)
{
	double rate = p->plays ? (double)p->wins[i] / (double)p->plays : 0, lo, hi;

	stats_wilson(p->wins[i], p->plays, &lo, &hi);
	if (tsv) {
		text_printf(t, "\t%" PRIu64 "\t%.4f\t%.4f\t%.4f", p->wins[i], rate, lo, hi);
		return;
	}
	text_str(t, "; ");
	seer_text_name(t, name);
	text_printf(t, " %" PRIu64 " %.4f [%.4f, %.4f]", p->wins[i], rate, lo, hi);
}

/*
 * Appends the machines with the most wins, "seer/oracle": a tie names
 * each of them, in the order they were given.
 */
static void
text_best(struct text *t, const struct seer_profile *p, const char *const *name)
{
	uint64_t most = seer_profile_most_wins(p);
	const char *sep = "";
	size_t i;

	for (i = 0; i < p->machines; i++) {
		if (p->wins[i] != most)
			continue;
		text_str(t, sep);
		seer_text_name(t, name[i]);
		sep = "/";
	}
}

/*
 * Appends the runs test and the Lempel-Ziv complexity, "; runs 14 z
 * -0.5200 p 0.6031; lz_complexity 12", or the same values as TSV fields.
 */
static void
text_randomness(struct text *t, const struct seer_profile *p, bool tsv)
{
	text_printf(t, tsv ? "\t%" PRIu64 "\t%.4f\t%.4f\t%" PRIu64 :
	    "; runs %" PRIu64 " z %.4f p %.4f; lz_complexity %" PRIu64,
	    seer_profile_runs(p), seer_profile_runs_z(p), seer_profile_runs_p(p),
	    seer_profile_lz_complexity(p));
}

/*
 * Shannon's situations by his letters: won or lost the play before last,
 * same or changed between, won or lost the last.
 */
static const char *const situation_name[8] = {
	"LSL", "LSW", "LCL", "LCW", "WSL", "WSW", "WCL", "WCW"
};

/*
 * Appends how often the person repeated in each situation, "; repeats
 * LSL 2/5 LSW 0/1 ...", or as TSV fields, repeats then plays for each.
 */
static void
text_situations(struct text *t, const struct seer_profile *p, bool tsv)
{
	size_t i;

	if (!tsv)
		text_str(t, "; repeats");
	for (i = 0; i < 8; i++) {
		if (tsv)
			text_printf(t, "\t%" PRIu64 "\t%" PRIu64, p->repeated[i],
			    p->in_situation[i]);
		else
			text_printf(t, " %s %" PRIu64 "/%" PRIu64,
			    situation_name[i], p->repeated[i],
			    p->in_situation[i]);
	}
}

/*
 * Appends each machine's wins on the plays its memory decided, "; decided
 * seer 12/20 shannon 30/41 ...", or as TSV fields, plays then wins.
 */
static void
text_decided(struct text *t, const struct seer_profile *p, const char *const *name,
    bool tsv)
{
	size_t i;

	if (!tsv)
		text_str(t, "; decided");
	for (i = 0; i < p->machines; i++) {
		if (tsv) {
			text_printf(t, "\t%" PRIu64 "\t%" PRIu64, p->decided[i],
			    p->decided_wins[i]);
			continue;
		}
		text_char(t, ' ');
		seer_text_name(t, name[i]);
		text_printf(t, " %" PRIu64 "/%" PRIu64, p->decided_wins[i], p->decided[i]);
	}
}

void
seer_text_profile(struct text *t, const struct seer_profile *p, const char *const *name)
{
	size_t i;

	text_session(t, p, false);
	for (i = 0; i < p->machines; i++)
		text_score(t, p, name[i], i, false);
	text_str(t, "; read best by ");
	if (seer_profile_best_p(p) >= SEER_PROFILE_SIGNIFICANT)
		text_str(t, "no machine beyond chance: ");
	text_best(t, p, name);
	text_printf(t, ", p %.4f for the best of %zu", seer_profile_best_p(p), p->machines);
	text_randomness(t, p, false);
	text_situations(t, p, false);
	text_decided(t, p, name, false);
}

void
seer_text_profile_tsv_header(struct text *t, const char *const *name, size_t machines)
{
	size_t i, c;

	text_str(t, TSV_WHERE "seed");
	for (i = 0; i < SESSION_FIGURES; i++)
		text_printf(t, "\t%s", figure_name[i]);
	for (i = 0; i < machines; i++) {
		for (c = 0; c < sizeof(score_name) / sizeof(*score_name); c++) {
			text_char(t, '\t');
			seer_text_name(t, name[i]);
			text_printf(t, "_%s", score_name[c]);
		}
	}
	text_str(t, "\tbest\truns\truns_z\truns_p\tlz_complexity\tbest_p");
	for (i = 0; i < 8; i++)
		text_printf(t, "\t%s_repeats\t%s_plays", situation_name[i], situation_name[i]);
	for (i = 0; i < machines; i++) {
		text_char(t, '\t');
		seer_text_name(t, name[i]);
		text_str(t, "_decided\t");
		seer_text_name(t, name[i]);
		text_str(t, "_decided_wins");
	}
	text_str(t, TSV_COMMENT "\n");
}

void
seer_text_profile_tsv(struct text *t, uint64_t seed, const struct seer_profile *p,
    const char *const *name)
{
	size_t i;

	text_u64(t, seed);
	text_session(t, p, true);
	for (i = 0; i < p->machines; i++)
		text_score(t, p, name[i], i, true);
	text_char(t, '\t');
	text_best(t, p, name);
	text_randomness(t, p, true);
	text_printf(t, "\t%.4f", seer_profile_best_p(p));
	text_situations(t, p, true);
	text_decided(t, p, name, true);
}

void
seer_text_profile_legend(struct text *t, size_t width)
{
	term_wrap(t, "How to read a profile: h1, h2 and h3 say how hard the "
	    "plays are to predict, in bits, taken one, two and three at a "
	    "time: a fair coin scores about 1, 2 and 3; a person who avoids "
	    "runs scores less. Each machine's wins come with its rate and "
	    "the range it likely lies in.", width, 0);
}
