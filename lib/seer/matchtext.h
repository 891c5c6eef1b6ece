/*
 * The penny-matching game as text: plays, names, why a player played,
 * seer-predict's answers and seer-duel's reports.  They format what the
 * rules computed (player.h, match.h, answer.h, league.h); svg.h draws
 * the curves.
 */
#ifndef WITS_SEER_MATCHTEXT_H
#define WITS_SEER_MATCHTEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../text.h"
#include "answer.h"
#include "best.h"
#include "league.h"
#include "match.h"
#include "player.h"

/* "++-+": one character a play. */
void seer_text_plays(struct text *t, const unsigned char *play, size_t n);

/*
 * A player's name as the reports show it: a control byte as \xHH, a
 * backslash doubled, so that no file name breaks a report's lines or a
 * TSV row.
 */
void seer_text_name(struct text *t, const char *name);

/*
 * Why a player played, from the memory it consulted (seer_reason): for
 * SEER "state won,lost,same; counter +2, odds 3:1: followed, same".
 */
void seer_text_why(struct text *t, const struct seer_reason *why);

/*
 * Appends, for a person at a terminal, a plain explanation, in lines of
 * at most width columns, of SEER's
 * lines in seer_text_why: the state, the counter, the odds levels 2:2,
 * 3:1 and 4:0, and "same" and "different".
 */
void seer_text_why_legend(struct text *t, size_t width);

/* ---- seer-predict's answers ---- */

/*
 * "-+--++  # seer won 4 of 6 (0.6667)": the machine's plays for the line,
 * and its score.  The line's comment and its newline are the caller's.
 */
void seer_text_answer(struct text *t, const char *name, const struct seer_answer *a);

/*
 * "plays 64 wins 59 rate 0.9219 learned 4": learned after that many plays, or
 * '-'; no newline.
 */
void seer_text_summary(struct text *t, const struct seer_answer *a);

/*
 * The columns of an answer in TSV, between file and line and the comment; -s
 * leaves out the plays.
 */
#define SEER_ANSWER_TSV "machine\tseed\tplays\twins\trate\tlearned"
#define SEER_ANSWER_TSV_PLAYS "\tpredictions"

/*
 * Those fields of a row, each after a tab: learned is the plays before V,
 * the line's plays when there is no V; predictions, when asked for, the
 * machine's plays.
 */
void seer_text_answer_tsv(struct text *t, const char *name, uint64_t seed,
    const struct seer_answer *a, bool predictions);

/* "#   12: you +, seer -: lost; " and why the machine played so; "# V" at V. */
void seer_text_row(struct text *t, const char *name, const struct seer_answer_row *row);

/* ---- seer-duel's reports ---- */

/* "seed 1", after prefix. */
void seer_text_seed(struct text *t, const char *prefix, uint64_t seed);

/*
 * What `best` computed: the win rates its plan promises, and the time it took
 * to solve.
 */
void seer_text_best(struct text *t, const char *prefix, const char *name,
    const struct seer_best_plan *plan, double ms);

/*
 * "match 2: seer 4231, opposite 5769", one of several matches (or sessions of a
 * record), after prefix.
 */
void seer_text_match(struct text *t, const char *prefix, uint64_t match, const char *matcher,
    uint64_t matcher_wins, const char *evader, uint64_t evader_wins);

/*
 * Appends the result of the matches between two players: each side's
 * wins and win rate, then the plays and, in words, how likely such a
 * lead is by luck (chance_odds_words); for more than one match, a line
 * "total of N matches:" before.  With verbose, as the paper gave it:
 * each rate with its 95% interval, and the odds against a lead as large
 * by chance as a number.  Every line starts with prefix.
 */
void seer_text_score(struct text *t, const char *prefix, uint64_t matches,
    const char *matcher, const char *evader, const struct seer_result *r,
    bool verbose);

/*
 * The same as tab-separated values: the header, and a row for a match
 * (kind "match"), or for the total of the matches (kind "total", match
 * 0); the odds as log10 of the chance of such a lead, always finite, and
 * the seed of the run.
 */
void seer_text_tsv_header(struct text *t);
void seer_text_tsv(struct text *t, uint64_t match, const char *matcher, const char *evader,
    const struct seer_result *r, uint64_t seed);

/*
 * A league: the table of each row player's win rate against each column
 * player, then the players ranked by their rate over all their plays.
 */
void seer_text_league(struct text *t, const char *const *name, const struct seer_league *l,
    const struct seer_standing *standing);

/*
 * The learning curve as tab-separated values: the header, and after a
 * play the matcher's net score and the chance of a lead this large by
 * luck (chance_lead_log10_p), to four places.
 */
void seer_text_curve_header(struct text *t);
void seer_text_curve_point(struct text *t, uint64_t match, uint64_t plays,
    int64_t net, double lead_p);

#endif
