/* A game log judged a line at a time: see logjudge.h. */
#include <string.h>

#include "logjudge.h"

void
nim_log_judge_start(struct nim_log_judge *j, const struct nim_game *rules,
    bool tsv, bool brief)
{
	memset(j, 0, sizeof(*j));
	nim_log_start(&j->log, rules);
	j->answers.tsv = tsv;
	j->answers.brief = brief;
	j->words = !tsv && !brief;
}

void
nim_log_judge_end(struct nim_log_judge *j, struct text *t)
{
	nim_log_answer_end(&j->answers, t, &j->log);
	if (j->answers.tsv)
		nim_tsv_log_totals(t, &j->end, &j->log.totals);
}

void
nim_log_judge_free(struct nim_log_judge *j)
{
	nim_log_free(&j->log, &j->step);
	nim_log_answers_free(&j->answers);
	nim_log_reader_free(&j->reader);
	text_free(&j->why);
}
