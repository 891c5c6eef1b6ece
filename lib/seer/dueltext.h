/*
 * seer-duel's reports: the lines each form of report asks for after a
 * match and after all the matches of a pairing, what `best` computed,
 * and a league's table with its ranking.  live.h has the words for a
 * person playing live.
 */
#ifndef WITS_SEER_DUELTEXT_H
#define WITS_SEER_DUELTEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../text.h"
#include "league.h"
#include "match.h"

enum seer_form { SEER_REPORT_TEXT, SEER_REPORT_TSV, SEER_REPORT_CURVE };

/*
 * The report on the matches of one pairing, and their total so far.  A
 * record's sessions are its matches, as many as it holds: a text report
 * shows the line of its first match once a second one is over.
 */
struct seer_report {
	enum seer_form form;
	const char *prefix;		/* before each line of a text report */
	uint64_t matches;		/* asked for (-r); a record may hold more */
	uint64_t seed;			/* of the run, in each TSV row */
	bool league;			/* its table is the text of the pairings' totals */
	bool verbose;			/* the intervals and the odds as numbers */
	const char *matcher, *evader;	/* the names shown */
	uint64_t played;		/* matches over */
	uint64_t plays, matcher_wins;	/* over the matches played */
	uint64_t first_plays, first_wins;	/* of the first match */
	struct chance_running lead;	/* of a curve's match, play by play */
};

/* The pairing named starts: no match played yet. */
void seer_report_pairing(struct seer_report *r, const char *matcher, const char *evader);

/* The header of a TSV or a curve. */
void seer_report_start(struct text *t, const struct seer_report *r);

/*
 * After each turn of a curve: the matcher's net score, and the chance of
 * its lead by luck, which the report keeps from the match's first play.
 */
void seer_report_turn(struct text *t, struct seer_report *r, uint64_t match,
    const struct seer_match *m);

/*
 * A match is over: its line, where the form has one (a TSV row, or one of
 * several matches).
 */
void seer_report_match(struct text *t, struct seer_report *r, const struct seer_match *m);

/*
 * The pairing's matches are over: their total, where the form has one (in a
 * league, TSV only).
 */
void seer_report_end(struct text *t, const struct seer_report *r);

/*
 * For `best`: the win rates its plan promises, and the time it takes to solve.
 */
void seer_report_best(struct text *t, const char *prefix, const char *name,
    const struct seer_player *p);

/* A league's table of rates, then its players ranked. */
void seer_report_league(struct text *t, const char *const *name, const struct seer_league *l);

#endif
