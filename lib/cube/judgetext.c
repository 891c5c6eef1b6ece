/*
 * Judged solves as text: the turns, the solves' verdicts and the totals,
 * in words and as TSV rows.
 */
#include "../row.h"
#include "alg.h"
#include "judgetext.h"

static const char *
metric_name(enum cube_metric metric)
{
	return metric == CUBE_QTM ? "qtm" : "htm";
}

static const char *
turns_word(enum cube_metric metric, uint64_t n)
{
	if (metric == CUBE_QTM)
		return n == 1 ? "quarter turn" : "quarter turns";
	return n == 1 ? "turn" : "turns";
}

void
cube_text_judged_turn(struct text *t, const struct cube_judged_turn *jt)
{
	const char *how = jt->closer ? "closer" : jt->wasted > jt->cost ? "further" : "no closer";

	text_add(t, jt->tok, jt->len);
	text_printf(t, " # turn %llu: %u htm, %u qtm, %s", (unsigned long long)jt->number,
	    jt->distance[CUBE_HTM], jt->distance[CUBE_QTM], how);
	if (jt->wasted > 0)
		text_printf(t, ", %u wasted", jt->wasted);
}

void
cube_text_verdict(struct text *t, const char *line, size_t len, const struct cube_solve_verdict *v,
    enum cube_metric metric)
{
	size_t from = 0;

	while (from < len && cube_blank(line[from]))
		from++;
	while (len > from && cube_blank(line[len - 1]))
		len--;
	text_add(t, line + from, len - from);
	text_printf(t, " # %llu %s, optimal %u, wasted %llu, efficiency %.2f",
	    (unsigned long long)v->used, turns_word(metric, v->used), v->optimal,
	    (unsigned long long)v->wasted, cube_judge_efficiency(v->optimal, v->wasted));
	if (v->first_not_closer > 0) {
		text_printf(t, ", first turn not closer: %llu (",
		    (unsigned long long)v->first_not_closer);
		text_add(t, v->first_tok, v->first_len);
		text_char(t, ')');
	}
	if (v->solved)
		text_str(t, ", solved");
	else
		text_printf(t, ", not solved: %u to go", v->left);
	if (v->etm > v->turns)
		text_printf(t, "; %llu etm", (unsigned long long)v->etm);
	if (!v->timed)
		return;
	text_printf(t, "; %.2f s", (double)v->time_ms / 1000);
	if (v->time_ms > 0)
		text_printf(t, ", %.2f turns/s", (double)v->turns * 1000 / (double)v->time_ms);
	text_printf(t, ", longest pause %.2f s before ", (double)v->pause_ms / 1000);
	text_add(t, v->pause_tok, v->pause_len);
}

void
cube_text_judge_totals(struct text *t, const struct cube_judge_totals *n,
    enum cube_metric metric)
{
	size_t i;

	text_printf(t, "# totals: %llu %s, %llu solved; ", (unsigned long long)n->solves,
	    n->solves == 1 ? "solve" : "solves", (unsigned long long)n->solved);
	text_printf(t, "%llu %s, optimal %llu, wasted %llu, efficiency %.2f",
	    (unsigned long long)n->used, turns_word(metric, n->used),
	    (unsigned long long)n->optimal, (unsigned long long)n->wasted,
	    cube_judge_efficiency(n->optimal, n->wasted));
	if (n->nbuckets > 0)
		text_str(t, "; by turns wasted:");
	for (i = 0; i < n->nbuckets; i++)
		text_printf(t, "%s %llu x%llu", i > 0 ? "," : "",
		    (unsigned long long)n->by_wasted[i].wasted,
		    (unsigned long long)n->by_wasted[i].solves);
	text_char(t, '\n');
}

/* TSV: a column that does not apply to a row holds "-". */

void
cube_tsv_judged_turn(struct text *t, const struct cube_judged_turn *jt,
    enum cube_metric metric)
{
	text_printf(t, "turn\t%s\t%llu\t", metric_name(metric), (unsigned long long)jt->number);
	tsv_field(t, jt->tok, jt->len);
	text_printf(t, "\t%u\t%u\t%d\t-\t-\t%u\t-\t-\t%u\t-\t-\t-\t-\t-\t-",
	    jt->distance[CUBE_HTM], jt->distance[CUBE_QTM], jt->closer, jt->cost, jt->wasted);
}

void
cube_tsv_verdict(struct text *t, const struct cube_solve_verdict *v,
    enum cube_metric metric)
{
	text_printf(t, "solve\t%s\t-\t-\t%u\t%u\t-\t1\t%d\t%llu\t%u\t%u\t%llu\t%.4f\t%llu",
	    metric_name(metric), v->start[CUBE_HTM], v->start[CUBE_QTM], v->solved,
	    (unsigned long long)v->used, v->optimal, v->left, (unsigned long long)v->wasted,
	    cube_judge_efficiency(v->optimal, v->wasted),
	    (unsigned long long)v->first_not_closer);
	text_printf(t, "\t%llu", (unsigned long long)v->etm);
	if (!v->timed)
		text_str(t, "\t-\t-\t-");
	else if (v->time_ms == 0)
		text_printf(t, "\t0.000\t-\t%.3f", (double)v->pause_ms / 1000);
	else
		text_printf(t, "\t%.3f\t%.3f\t%.3f", (double)v->time_ms / 1000,
		    (double)v->turns * 1000 / (double)v->time_ms, (double)v->pause_ms / 1000);
}

void
cube_tsv_judge_bucket(struct text *t, const struct cube_judge_bucket *b,
    enum cube_metric metric)
{
	text_printf(t, "wasted\t%s\t-\t-\t-\t-\t-\t%llu\t-\t-\t-\t-\t%llu\t-\t-\t-\t-\t-\t-",
	    metric_name(metric), (unsigned long long)b->solves,
	    (unsigned long long)b->wasted);
}

void
cube_tsv_judge_totals(struct text *t, const struct cube_judge_totals *n,
    enum cube_metric metric)
{
	text_printf(t, "totals\t%s\t-\t-\t-\t-\t-\t%llu\t%llu\t%llu\t%llu\t%llu\t%llu\t%.4f\t-",
	    metric_name(metric), (unsigned long long)n->solves, (unsigned long long)n->solved,
	    (unsigned long long)n->used, (unsigned long long)n->optimal,
	    (unsigned long long)n->left, (unsigned long long)n->wasted,
	    cube_judge_efficiency(n->optimal, n->wasted));
	text_printf(t, "\t%llu\t-\t-\t-", (unsigned long long)n->etm);
}
