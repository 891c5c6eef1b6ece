/*
 * Solve logs judged: a line read as a scramble and the turns made, each
 * turn followed down the distance tables of both metrics, the solve summed
 * up, the solves counted.
 */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "../row.h"
#include "alg.h"
#include "judge.h"
#include "notation.h"

/*
 * The most turns a solve may have, its groups and brackets counted out:
 * far past any solve, and the list of them stays some tens of megabytes.
 */
enum { SOLVE_TURNS_MAX = 1000000 };

void
cube_judge_init(struct cube_judge *j, enum cube_metric metric)
{
	static const unsigned char every_face[CUBE_FACES] = {
		CUBE_U, CUBE_R, CUBE_F, CUBE_D, CUBE_L, CUBE_B
	};

	memset(j, 0, sizeof(*j));
	j->metric = metric;
	j->solver[CUBE_HTM] = cube_solver_new(CUBE_HTM, every_face, CUBE_FACES);
	j->solver[CUBE_QTM] = cube_solver_new(CUBE_QTM, every_face, CUBE_FACES);
}

void
cube_judge_free(struct cube_judge *j)
{
	cube_solver_free(j->solver[CUBE_HTM]);
	cube_solver_free(j->solver[CUBE_QTM]);
	free(j->turns.turn);
}

/* The most digits a time stamp may have: 10^15 ms is past 30,000 years. */
enum { TIME_DIGITS_MAX = 15 };

/*
 * Returns whether every time stamp is in order, and none missing where
 * others are; checked first, so that no solve is judged from a line that
 * is bad further on.  Counts the moves in v's execution metric, and times
 * them.
 */
static bool
check_times(const struct cube_turn_list *l, struct cube_solve_verdict *v, struct cube_bad *bad)
{
	const struct cube_listed_turn *t, *untimed = NULL;
	uint64_t before = 0, timed = 0;

	for (t = l->turn; t < l->turn + l->n; t++) {
		v->etm++;
		if (t->stamp == NULL) {
			untimed = untimed != NULL ? untimed : t;
			continue;
		}
		if (t->ms_digits > TIME_DIGITS_MAX || t->ms < before) {
			cube_bad_at(bad, t->stamp, t->stamp_len, t->ms_digits > TIME_DIGITS_MAX ?
			    "a time stamp past any solve's milliseconds" :
			    "a time stamp earlier than the move's before it");
			return false;
		}
		if (timed++ == 0 || t->ms - before > v->pause_ms) {
			v->pause_ms = t->ms - before;
			v->pause_tok = cube_listed_text(t, &v->pause_len);
		}
		v->time_ms = before = t->ms;
	}
	if (timed > 0 && untimed != NULL) {
		size_t len;
		const char *tok = cube_listed_text(untimed, &len);

		cube_bad_at(bad, tok, len, "no time stamp after it, where other moves have one");
		return false;
	}
	v->timed = timed > 0;
	return true;
}

int
cube_judge_start(struct cube_judge *j, const char *line, size_t len, struct cube_bad *bad)
{
	size_t n = row_before_comment(line, len), from;
	const char *separator = memchr(line, CUBE_JUDGE_SEPARATOR, n);
	struct cube c;
	int got, m;

	if (separator == NULL) {
		for (from = 0; from < n && cube_blank(line[from]); from++)
			;
		while (n > from && cube_blank(line[n - 1]))
			n--;
		if (n == from)
			return 0;
		cube_bad_at(bad, line + from, n - from,
		    "no ';' between the scramble and the turns");
		return -1;
	}
	if ((got = cube_parse(line, (size_t)(separator - line), &c, bad)) <= 0) {
		if (got == 0)
			cube_bad_at(bad, separator, 1, "no scramble before it");
		return -1;
	}
	j->next = 0;
	j->end = line + n;
	j->verdict = (struct cube_solve_verdict){ 0 };
	if (cube_read_turns(separator + 1, (size_t)(line + n - separator - 1), &j->turns,
	    SOLVE_TURNS_MAX, bad) < 0 || !check_times(&j->turns, &j->verdict, bad))
		return -1;
	for (m = CUBE_HTM; m <= CUBE_QTM; m++) {
		cube_walk_start(j->solver[m], &c, &j->walk[m]);
		j->verdict.start[m] = j->walk[m].distance;
	}
	j->verdict.optimal = j->verdict.left = j->verdict.start[j->metric];
	j->verdict.solved = j->verdict.left == 0;
	return 1;
}

bool
cube_judge_next(struct cube_judge *j, struct cube_judged_turn *t)
{
	struct cube_solve_verdict *v = &j->verdict;
	struct cube_move move;
	unsigned before, m;

	for (;;) {
		if (j->next == j->turns.n)
			return false;
		move = j->turns.turn[j->next].move;
		t->tok = cube_listed_text(&j->turns.turn[j->next++], &t->len);
		if (move.what < CUBE_FACES)
			break;
		for (m = CUBE_HTM; m <= CUBE_QTM && move.quarters != 0; m++)
			cube_walk_rotate(j->solver[m], &j->walk[m],
			    (enum cube_axis)(move.what - CUBE_FACES), move.quarters);
	}
	before = j->walk[j->metric].distance;
	for (m = CUBE_HTM; m <= CUBE_QTM; m++) {
		if (move.quarters != 0)
			cube_walk_turn(j->solver[m], &j->walk[m],
			    (struct cube_turn){ move.what, move.quarters });
		t->distance[m] = j->walk[m].distance;
	}
	t->number = ++v->turns;
	t->cost = j->metric == CUBE_QTM && move.quarters == 2 ? 2 : 1;
	t->closer = t->distance[j->metric] < before;
	/* no turn brings the cube nearer by more than it costs */
	t->wasted = t->cost + t->distance[j->metric] - before;
	v->used += t->cost;
	v->wasted += t->wasted;
	v->left = t->distance[j->metric];
	v->solved = v->left == 0;
	if (!t->closer && v->first_not_closer == 0) {
		v->first_not_closer = t->number;
		v->first_tok = t->tok;
		v->first_len = t->len;
	}
	return true;
}

double
cube_judge_efficiency(uint64_t optimal, uint64_t wasted)
{
	return optimal + wasted == 0 ? 1.0 : (double)optimal / (double)(optimal + wasted);
}

void
cube_judge_count(struct cube_judge_totals *n, const struct cube_solve_verdict *v)
{
	size_t lo = 0, hi = n->nbuckets, mid;

	/*
	 * Few buckets: distinct numbers of turns wasted add up to at most a few
	 * times the bytes read, so there are some thousands at most.
	 */
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (n->by_wasted[mid].wasted < v->wasted)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == n->nbuckets || n->by_wasted[lo].wasted != v->wasted) {
		if (n->nbuckets == n->cap) {
			n->cap = n->cap * 2 + 16;
			n->by_wasted = xreallocarray(n->by_wasted, n->cap, sizeof(*n->by_wasted));
		}
		memmove(n->by_wasted + lo + 1, n->by_wasted + lo,
		    (n->nbuckets - lo) * sizeof(*n->by_wasted));
		n->by_wasted[lo] = (struct cube_judge_bucket){ v->wasted, 0 };
		n->nbuckets++;
	}
	n->by_wasted[lo].solves++;
	n->solves++;
	n->solved += v->solved;
	n->used += v->used;
	n->optimal += v->optimal;
	n->left += v->left;
	n->wasted += v->wasted;
	n->etm += v->etm;
}

void
cube_judge_totals_free(struct cube_judge_totals *n)
{
	free(n->by_wasted);
	memset(n, 0, sizeof(*n));
}
