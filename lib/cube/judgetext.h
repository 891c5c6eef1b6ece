/*
 * Judged solves as text, in words and as TSV rows: each turn with its
 * distances, each solve's line written back with its verdict, and the
 * totals over solves with the distribution of turns wasted.  Formatters
 * only: each writes what it is given, no newline where the input line's
 * comment may follow.
 */
#ifndef WITS_CUBE_JUDGETEXT_H
#define WITS_CUBE_JUDGETEXT_H

#include <stddef.h>

#include "../text.h"
#include "judge.h"

/* "R' # turn 3: 5 htm, 7 qtm, no closer, 1 wasted" (closer, no closer or further in the metric) */
void cube_text_judged_turn(struct text *t, const struct cube_judged_turn *jt);

/*
 * The solve's line (its bytes before the comment, blanks trimmed) and its
 * verdict: "R U F ; F' U' R' # 3 turns, optimal 3, wasted 0, efficiency
 * 1.00, solved", with ", first turn not closer: 2 (R)" when one was not,
 * and "not solved: 2 to go" when it did not end solved; then "; 9 etm"
 * when rotations make the execution metric differ, and with time stamps
 * "; 2.48 s, 3.23 turns/s, longest pause 0.93 s before U'".
 */
void cube_text_verdict(struct text *t, const char *line, size_t len,
    const struct cube_solve_verdict *v, enum cube_metric metric);

/*
 * The totals: "# totals: 3 solves, 2 solved; 25 turns, optimal 17,
 * wasted 8, efficiency 0.68; by turns wasted: 0 x1, 2 x1, 6 x1".
 */
void cube_text_judge_totals(struct text *t, const struct cube_judge_totals *n,
    enum cube_metric metric);

/* The TSV columns of a judged log, between "file line" and "comment". */
#define CUBE_JUDGE_TSV \
	"kind\tmetric\tturn\tmove\thtm\tqtm\tcloser\tsolves\tsolved\tturns\t" \
	"optimal\tleft\twasted\t" \
	"efficiency\tfirst\tetm\ttime\ttps\tpause"

/*
 * The fields of the TSV's rows: a turn's, a solve's, one for each bucket
 * of the distribution, and the totals'.
 */
void cube_tsv_judged_turn(struct text *t, const struct cube_judged_turn *jt,
    enum cube_metric metric);
void cube_tsv_verdict(struct text *t, const struct cube_solve_verdict *v,
    enum cube_metric metric);
void cube_tsv_judge_bucket(struct text *t, const struct cube_judge_bucket *b,
    enum cube_metric metric);
void cube_tsv_judge_totals(struct text *t, const struct cube_judge_totals *n,
    enum cube_metric metric);

#endif
