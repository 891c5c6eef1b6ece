/* A solve log judged a line at a time: see judgelog.h. */
#include "../row.h"
#include "judgelog.h"
#include "judgetext.h"

void
cube_log_judge_start(struct cube_log_judge *j, struct text *t, enum cube_metric metric,
    bool tsv, bool verbose)
{
	*j = (struct cube_log_judge){ .tsv = tsv, .verbose = verbose };
	cube_judge_init(&j->judge, metric);
	if (tsv)
		tsv_header(t, CUBE_JUDGE_TSV);
}

/* Writes a solve's turns (as TSV rows, or with verbose in words) and its verdict. */
static void
answer_solve(struct cube_log_judge *j, struct text *t,
    const struct diag_where *at, const char *line, size_t len)
{
	enum cube_metric metric = j->judge.metric;
	struct cube_judged_turn turn;

	if (j->verbose)
		row_group(t, line, len);
	while (cube_judge_next(&j->judge, &turn)) {
		if (j->tsv) {
			tsv_where(t, at);
			cube_tsv_judged_turn(t, &turn, metric);
			tsv_end(t, line, len);
		} else if (j->verbose) {
			cube_text_judged_turn(t, &turn);
			text_char(t, '\n');
		}
	}
	cube_judge_count(&j->totals, &j->judge.verdict);
	if (j->tsv) {
		tsv_where(t, at);
		cube_tsv_verdict(t, &j->judge.verdict, metric);
		tsv_end(t, line, len);
	} else {
		cube_text_verdict(t, line, (size_t)(j->judge.end - line), &j->judge.verdict,
		    metric);
		row_comment(t, line, len);
		text_char(t, '\n');
	}
}

int
cube_log_judge_line(struct cube_log_judge *j, struct text *t,
    const struct diag_where *at, const char *line, size_t len,
    struct cube_bad *bad)
{
	int got = cube_judge_start(&j->judge, line, len, bad);

	if (j->tsv)
		j->end = *at;
	if (got < 0)
		return -1;
	if (got == 0) {
		if (!j->tsv)
			text_passthrough(t, line, len);
		return 0;
	}
	answer_solve(j, t, at, line, len);
	return 0;
}

void
cube_log_judge_end(struct cube_log_judge *j, struct text *t)
{
	enum cube_metric metric = j->judge.metric;
	size_t i;

	if (!j->tsv) {
		cube_text_judge_totals(t, &j->totals, metric);
		return;
	}
	for (i = 0; i < j->totals.nbuckets; i++) {
		tsv_where(t, &j->end);
		cube_tsv_judge_bucket(t, &j->totals.by_wasted[i], metric);
		tsv_end(t, "", 0);
	}
	tsv_where(t, &j->end);
	cube_tsv_judge_totals(t, &j->totals, metric);
	tsv_end(t, "", 0);
}

void
cube_log_judge_free(struct cube_log_judge *j)
{
	cube_judge_totals_free(&j->totals);
	cube_judge_free(&j->judge);
}
