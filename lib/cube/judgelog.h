/*
 * A solve log judged a line at a time, as cube-solve --judge reads it:
 * each line's solve judged turn by turn (judge.h) and answered
 * (judgetext.h), in words or as TSV rows, a line with no solve passed
 * through, and the totals over every solve written at the end.  A bad
 * line is returned to the caller, which reports it.
 */
#ifndef WITS_CUBE_JUDGELOG_H
#define WITS_CUBE_JUDGELOG_H

#include <stdbool.h>
#include <stddef.h>

#include "../diag.h"
#include "../text.h"
#include "facelets.h"
#include "judge.h"

struct cube_log_judge {
	struct cube_judge judge;
	struct cube_judge_totals totals;
	/* The last line read, which the TSV's totals rows name: no file and line 0 before one. */
	struct diag_where end;
	bool tsv;
	bool verbose;		/* in words, a line for each turn under the solve's label */
};

/* Begins judging solves in the metric; with tsv, writes the TSV's header onto t. */
void cube_log_judge_start(struct cube_log_judge *j, struct text *t, enum cube_metric metric,
    bool tsv, bool verbose);

/*
 * Judges a line and writes its answers onto t; at is where the line
 * stands, as its TSV rows name it (input_where in line.h).  Returns -1
 * for a bad line, which has no answer: *bad names the token to blame and
 * why, and the caller reports it (row_bad).  Returns 0 otherwise.
 */
int cube_log_judge_line(struct cube_log_judge *j, struct text *t,
    const struct diag_where *at, const char *line, size_t len,
    struct cube_bad *bad);

/* Writes the totals over every solve judged: a line in words, or the TSV's totals rows. */
void cube_log_judge_end(struct cube_log_judge *j, struct text *t);

void cube_log_judge_free(struct cube_log_judge *j);

#endif
