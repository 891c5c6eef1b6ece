/* seer-duel's reports, from the results of its matches. */
#include <stdlib.h>
#include <time.h>

#include "../diag.h"
#include "best.h"
#include "dueltext.h"
#include "matchtext.h"

void
seer_report_start(struct text *t, const struct seer_report *r)
{
	if (r->form == SEER_REPORT_CURVE)
		seer_text_curve_header(t);
	else if (r->form == SEER_REPORT_TSV)
		seer_text_tsv_header(t);
}

void
seer_report_turn(struct text *t, struct seer_report *r, uint64_t match,
    const struct seer_match *m)
{
	static const struct chance_running start = CHANCE_RUNNING_START;

	if (m->plays == 1)
		r->lead = start;
	chance_running_add(&r->lead, m->matcher_wins > r->lead.wins);
	seer_text_curve_point(t, match, m->plays,
	    seer_net(m->plays, m->matcher_wins), chance_running_p(&r->lead));
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
		/*
		 * A record's second session shows that its first was one of
		 * several.
		 */
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
		seer_text_score(t, r->prefix, r->played, r->matcher,
		    r->evader, &result, r->verbose);
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
