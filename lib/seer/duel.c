/* seer-duel's rules for its options and players, and its reports from the rules' results. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../diag.h"
#include "best.h"
#include "duel.h"
#include "periodic.h"
#include "player.h"
#include "report.h"

/* DEFAULT_PLAYS: a match without -n; the periodic search's matches of a class, and their plays. */
#define DEFAULT_PLAYS 10000
enum { PERIODIC_MATCHES = 64, PERIODIC_PLAYS = 65536, PERIODIC_MATCHES_MAX = 1 << 20 };
#define STRING(x) #x
#define NUMBER(x) STRING(x)

/* The exact answers and the periodic search: no match, so none of a match's options. */
static const char *
answer_options(struct seer_duel_ask *a)
{
	if (a->exact + (a->diagram != SEER_NO_DIAGRAM) + (a->periodic > 0) > 1)
		return "--exact, --diagram and --periodic do not go together";
	if (a->league || a->curve || a->svg || a->save)
		return "--exact, --diagram and --periodic play no match: no --league, --curve, --svg or --save";
	if (a->periodic > 0) {
		if (a->players > 0)
			return "--periodic names no players: it plays SEER";
		if (!a->plays_given)
			a->plays = PERIODIC_PLAYS;
		if (!a->repeat_given)
			a->repeat = PERIODIC_MATCHES;
		/* Rounded up to a multiple of a class's 2 x 16 variants, the counts still fit. */
		if (a->repeat > PERIODIC_MATCHES_MAX)
			return "--periodic: -r at most 1048576 matches a class";
		if (a->plays > INT64_MAX / (a->repeat + 2 * SEER_PERIOD_MAX))
			return "-n times -r: more than 9223372036854775807 plays";	/* INT64_MAX */
		return NULL;
	}
	if (a->players != 2)
		return "--exact and --diagram answer for two players, the matcher and the evader";
	if (a->plays_given || a->repeat_given)
		return "--exact and --diagram play no match: no -n or -r";
	if (a->diagram != SEER_NO_DIAGRAM && a->tsv)
		return "--diagram writes dot or text, not TSV";
	return NULL;
}

const char *
seer_duel_options(struct seer_duel_ask *a)
{
	if (a->exact || a->diagram != SEER_NO_DIAGRAM || a->periodic > 0)
		return answer_options(a);
	if (a->league ? a->players < 2 : a->players != 2)
		return a->league ? "a league needs two players or more" :
		    "a match needs two players, the matcher and the evader (more with --league)";
	if (a->curve && a->tsv)
		return "--curve and --tsv do not go together";
	if (a->league && (a->curve || a->svg || a->save))
		return "a league writes no curve, picture or saved session";
	if (!a->plays_given)
		a->plays = DEFAULT_PLAYS;
	if (a->svg && a->repeat > SEER_CURVES_MAX)
		return "--svg draws at most " NUMBER(SEER_CURVES_MAX) " matches";
	if (a->plays > INT64_MAX / a->repeat)
		return "-n times -r: more than 9223372036854775807 plays";	/* INT64_MAX */
	return NULL;
}

const char *
seer_duel_player(struct seer_player *p, const char *name, bool league, bool *recorded)
{
	*recorded = false;
	if (seer_player_known(name))
		return seer_player_new(p, name);
	if (strcmp(name, "-") != 0 && access(name, F_OK) != 0)
		return "not a player (" SEER_PLAYER_NAMES ") nor a file";
	if (league)
		return "a league is of named players, not records";
	seer_record(p);
	*recorded = true;
	return NULL;
}

uint64_t
seer_duel_plays(const struct seer_duel_ask *a)
{
	uint64_t matches = a->league ? a->players * (a->players - 1) : 1, total = a->plays * a->repeat;

	return total > UINT64_MAX / matches ? 0 : total * matches;
}

const char *
seer_duel_players(struct seer_duel_ask *a, const bool recorded[2], const bool live[2])
{
	if (live[SEER_MATCHER] && live[SEER_EVADER])
		return "only one player can be typed live on stdin";
	if ((recorded[SEER_MATCHER] || recorded[SEER_EVADER]) && a->repeat > 1)
		return "-r: a record is played once";
	if (a->save && !live[SEER_MATCHER] && !live[SEER_EVADER])
		return "--save keeps a live session: no player is -";
	if ((recorded[SEER_MATCHER] || recorded[SEER_EVADER]) && !a->plays_given)
		a->plays = INT64_MAX;
	return NULL;
}

void
seer_report_start(struct text *t, const struct seer_report *r)
{
	if (r->form == SEER_REPORT_CURVE)
		seer_text_curve_header(t);
	else if (r->form == SEER_REPORT_TSV)
		seer_text_tsv_header(t);
}

void
seer_report_turn(struct text *t, uint64_t match, const struct seer_match *m)
{
	seer_text_curve_point(t, match, m->plays, seer_net(m->plays, m->matcher_wins));
}

void
seer_report_pairing(struct seer_report *r, const char *matcher, const char *evader)
{
	r->matcher = matcher;
	r->evader = evader;
	r->played = r->plays = r->matcher_wins = 0;
}

/* "match 2: seer 4231, opposite 5769" */
static void
text_match(struct text *t, const struct seer_report *r, uint64_t match, uint64_t plays,
    uint64_t matcher_wins)
{
	seer_text_match(t, r->prefix, match, r->matcher, matcher_wins, r->evader,
	    plays - matcher_wins);
}

void
seer_report_match(struct text *t, struct seer_report *r, const struct seer_match *m)
{
	struct seer_result result;

	r->played++;
	r->plays += m->plays;
	r->matcher_wins += m->matcher_wins;
	if (r->played == 1) {
		r->first_plays = m->plays;
		r->first_wins = m->matcher_wins;
	}
	if (r->form == SEER_REPORT_TSV) {
		seer_result(&result, m->plays, m->matcher_wins);
		seer_text_tsv(t, r->played, r->matcher, r->evader, &result, r->seed);
	} else if (r->form == SEER_REPORT_TEXT && (r->matches > 1 || r->played > 1)) {
		/* A record's second session shows that its first was one of several. */
		if (r->matches == 1 && r->played == 2)
			text_match(t, r, 1, r->first_plays, r->first_wins);
		text_match(t, r, r->played, m->plays, m->matcher_wins);
	}
}

void
seer_report_end(struct text *t, const struct seer_report *r)
{
	struct seer_result result;

	if (r->form == SEER_REPORT_CURVE || (r->form == SEER_REPORT_TSV && r->played <= 1) ||
	    (r->form == SEER_REPORT_TEXT && r->league))
		return;
	seer_result(&result, r->plays, r->matcher_wins);
	if (r->form == SEER_REPORT_TSV)
		seer_text_tsv(t, 0, r->matcher, r->evader, &result, r->seed);
	else
		seer_text_score(t, r->prefix, r->played, r->matcher, r->evader, &result);
}

void
seer_report_best(struct text *t, const char *prefix, const char *name,
    const struct seer_player *p)
{
	struct seer_best_plan plan;
	struct timespec t0, t1;

	if (p->kind != SEER_BEST)
		return;
	/* Solved again to time it: the plan is the same, as it must be. */
	clock_gettime(CLOCK_MONOTONIC, &t0);
	seer_best_solve(&plan);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	seer_text_best(t, prefix, name, &plan,
	    (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6);
}

void
seer_report_league(struct text *t, const char *const *name, const struct seer_league *l)
{
	struct seer_standing *standing = xreallocarray(NULL, l->n, sizeof(*standing));

	seer_league_rank(l, standing);
	seer_text_league(t, name, l, standing);
	free(standing);
}
