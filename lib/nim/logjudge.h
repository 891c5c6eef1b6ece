/*
 * A game log judged a line at a time, as nim-trace --game reads it: each
 * line read (as a change to the line before where it can be, logread.h),
 * a position judged (log.h) and answered (logtext.h), a blank line or the
 * end of a file ending the game, a comment line passed through.  What is
 * to be reported, a bad line or an illegal move, is returned to the
 * caller, which reports it.
 */
#ifndef WITS_NIM_LOGJUDGE_H
#define WITS_NIM_LOGJUDGE_H

#include <stdbool.h>
#include <stddef.h>

#include "../diag.h"
#include "../line.h"
#include "../row.h"
#include "../text.h"
#include "game.h"
#include "heapmove.h"
#include "log.h"
#include "logread.h"
#include "logtext.h"
#include "movetext.h"
#include "parseline.h"

struct nim_log_judge {
	struct nim_log log;
	struct nim_log_step step;
	struct nim_log_answers answers;
	struct nim_log_reader reader;
	struct text why;	/* an illegal move's message */
	bool words;		/* each line is answered in its place */
	struct nim_log_end end;	/* with TSV: where the totals row stands */
};

/* What a line asks of the caller to report. */
enum nim_log_report { NIM_LOG_NOTHING, NIM_LOG_BAD_LINE, NIM_LOG_ILLEGAL };

/*
 * Judges a line and writes its answers onto t, but a bad line's: the
 * caller answers it with its report (row_bad in words, else diag_bad).
 * *bad: the bad token and why; for an illegal move, the line and why.
 * Inline: hot path, measured (as a function of its own, the call and
 * its arguments cost 5% of nim-trace --game's instructions).
 */
static inline enum nim_log_report
nim_log_judge_line(struct nim_log_judge *j, struct text *t,
    const struct input *in, const char *line, size_t len, struct nim_bad *bad)
{
	const struct nim_position *pos = &j->reader.pos;
	struct nim_line at;
	size_t heap;
	int got = nim_log_read(&j->reader, line, len, &at, bad);
	enum nim_log_report report = NIM_LOG_NOTHING;

	if (input_file_starts(in)) {
		nim_log_answer_end(&j->answers, t, &j->log);
		nim_log_names_start(&j->answers.names, &j->log.rules);
	}
	if (got < 0)
		return NIM_LOG_BAD_LINE;
	if (got == 0) {
		if (line_blank(line, len))
			nim_log_answer_end(&j->answers, t, &j->log);
		else
			nim_log_names_comment(&j->answers.names, line, len);
		if (j->words)
			text_passthrough(t, line, len);
		return NIM_LOG_NOTHING;
	}
	if (j->log.rules.rules != NULL && !nim_log_valued(&j->log, pos, &heap)) {
		bad->tok = nim_line_heap_token(line, len, heap, &bad->len);
		bad->reason = heap_move_no_value(j->log.rules.rules);
		return NIM_LOG_BAD_LINE;
	}
	nim_log_position(&j->log, &j->reader, &j->step);
	if (j->step.starts_game || at.comment != NULL)
		nim_log_names_step(&j->answers.names, &j->log, &j->step, line, len, &at);
	if (!j->step.starts_game && j->step.legality != NIM_LEGAL) {
		j->why.len = 0;
		text_str(&j->why, "illegal move: ");
		nim_text_illegal(&j->why, &j->log.rules, j->step.legality,
		    j->step.heap, &j->log.before, pos);
		text_char(&j->why, '\0');
		*bad = (struct nim_bad){ line, len, j->why.s };
		report = NIM_LOG_ILLEGAL;
	}
	if (nim_log_answers_step(&j->answers, &j->step)) {
		struct diag_where where = input_where(in);

		nim_log_answer_step(&j->answers, t, &where, &j->log, pos,
		    &j->step, line, len, &at);
	}
	return report;
}

/*
 * Judges a line as nim_log_judge_line does, and reports what it asks to:
 * a bad line is answered by a comment line in its place when the answers
 * are in words, and told on standard error; an illegal move is told on
 * standard error.  Inline, as nim_log_judge_line is: hot path, measured.
 */
static inline void
nim_log_judge_report(struct nim_log_judge *j, struct text *t,
    const struct input *in, const char *line, size_t len)
{
	struct nim_bad bad;
	enum nim_log_report report = nim_log_judge_line(j, t, in, line, len,
	    &bad);

	if (j->answers.tsv)
		nim_log_end_at(&j->end, in);
	if (report == NIM_LOG_BAD_LINE)
		row_bad(j->words ? t : NULL, &in->where, line, len, bad.tok,
		    bad.len, bad.reason);
	else if (report == NIM_LOG_ILLEGAL)
		diag_bad(&in->where, bad.tok, bad.len, bad.reason);
}

/*
 * Judges every line of in as a game log by the rules given, answering
 * into t through the out module: each position's verdict, each game's
 * summary, and with tsv the totals row at the end.
 */
void nim_log_judge_input(const struct nim_game *rules, bool tsv, bool brief,
    struct text *t, struct input *in);

/*
 * Adds up the totals rows of judged TSV read from in, the second stage of
 * a log judged in shards, and writes the sum into t: a TSV totals row
 * with tsv, else in words.
 */
void nim_log_totals_input(struct text *t, struct input *in, bool tsv);

#endif
