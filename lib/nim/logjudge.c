/* A game log judged a line at a time: see logjudge.h. */
#include <string.h>

#include "../out.h"
#include "logjudge.h"

static void
nim_log_judge_start(struct nim_log_judge *j, const struct nim_game *rules,
    bool tsv, bool brief)
{
	memset(j, 0, sizeof(*j));
	nim_log_start(&j->log, rules);
	nim_log_names_start(&j->answers.names, &j->log.rules);
	j->answers.tsv = tsv;
	j->answers.brief = brief;
	j->words = !tsv && !brief;
	j->log.counts = !brief || tsv;
}

/*
 * Ends the judging once the input has ended: writes the last game's
 * summary, and with TSV the totals row.
 */
static void
nim_log_judge_end(struct nim_log_judge *j, struct text *t)
{
	nim_log_answer_end(&j->answers, t, &j->log);
	if (j->answers.tsv)
		nim_tsv_log_totals(t, &j->end, &j->log.totals);
}

static void
nim_log_judge_free(struct nim_log_judge *j)
{
	nim_log_free(&j->log, &j->step);
	nim_log_answers_free(&j->answers);
	nim_log_reader_free(&j->reader);
	text_free(&j->why);
}

void
nim_log_judge_input(const struct nim_game *rules, bool tsv, bool brief,
    struct text *t, struct input *in)
{
	struct nim_log_judge judge;
	char *line;
	ssize_t len;

	nim_log_judge_start(&judge, rules, tsv, brief);
	while ((len = out_next_line(t, in, &line)) >= 0)
		nim_log_judge_report(&judge, t, in, line, (size_t)len);
	nim_log_judge_end(&judge, t);
	nim_log_judge_free(&judge);
}

void
nim_log_totals_input(struct text *t, struct input *in, bool tsv)
{
	struct nim_log_totals sum = { 0 };
	struct nim_log_end end = { 0 };
	char *line;
	ssize_t len;

	while ((len = out_next_line(t, in, &line)) >= 0)
		nim_tsv_add_totals(&sum, &end, in, line, (size_t)len);
	if (tsv)
		nim_tsv_log_totals(t, &end, &sum);
	else
		nim_text_log_totals(t, &sum);
}
