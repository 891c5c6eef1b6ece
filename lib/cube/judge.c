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

/* Faces as cube_face_letter orders them, then the axes x y z, and the wide turns. */
static const char turn_letters[] = "URFDLBxyzurfdlb";

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
}

/* The most digits a time stamp may have: 10^15 ms is past 30,000 years. */
enum { TIME_DIGITS_MAX = 15 };

/*
 * The next token of the turns at s (blanks, pauses and comments skipped):
 * a turn's letter, the w of a wide turn, then its suffix; or, when it
 * starts with no turn's letter, the word.  Returns its start, *len its
 * bytes; NULL at the end.
 */
static const char *
next_token(const char *s, const char *end, size_t *len)
{
	const char *at;
	size_t p;

	if ((s = cube_gap(s, end)) == end)
		return NULL;
	at = s + 1;
	if (memchr(turn_letters, *s, sizeof(turn_letters) - 1) == NULL) {
		while (at < end && !cube_blank(*at))
			at++;
	} else {
		if (at < end && *at == 'w' && memchr(cube_face_letter, *s, CUBE_FACES) != NULL)
			at++;
		for (; at < end; at += p) {
			p = *at >= '0' && *at <= '9' ? 1 : cube_prime(at, (size_t)(end - at));
			if (p == 0)
				break;
		}
	}
	*len = (size_t)(at - s);
	return s;
}

/*
 * Reads the time stamp at s, after blanks: a comment holding nothing but
 * a number of milliseconds.  Returns 1 with *ms and *stamp and *stamp_len
 * (the comment), 0 when there is none, -1 when its number is too long.
 */
static int
read_time(const char *s, const char *end, uint64_t *ms, const char **stamp,
    size_t *stamp_len)
{
	const char *at;
	unsigned digits = 0;

	while (s < end && (*s == ' ' || *s == '\t'))
		s++;
	if (!cube_comment_opens(s, end))
		return 0;
	for (at = s + 2; at < end && cube_blank(*at); at++)
		;
	for (*ms = 0; at < end && *at >= '0' && *at <= '9'; at++, digits++)
		if (digits < TIME_DIGITS_MAX)
			*ms = *ms * 10 + (uint64_t)(*at - '0');
	while (at < end && cube_blank(*at))
		at++;
	if (digits == 0 || end - at < 2 || at[0] != '*' || at[1] != '/')
		return 0;
	*stamp = s;
	*stamp_len = (size_t)(at + 2 - s);
	return digits <= TIME_DIGITS_MAX ? 1 : -1;
}

/* Names a token that is no turn, with the reason, and returns false. */
static bool
no_turn(const char *tok, size_t len, const char *end, struct cube_bad *bad)
{
	if (memchr("MES", *tok, 3) != NULL)
		cube_bad_at(bad, tok, len, "a slice turn: the pocket cube has no middle layer");
	else if (*tok == '(' || *tok == '[')
		cube_bad_at(bad, tok, len, "a group: a solve's turns are written one by one");
	else if (cube_comment_opens(tok, end))
		cube_bad_at(bad, tok, 2, "a comment that no '*/' closes");
	else
		cube_bad_at(bad, tok, len, "not a turn");
	return false;
}

/*
 * Returns whether every token is a turn, and every time stamp in order;
 * checked first, so that no solve is judged from a line that is bad
 * further on.  Counts the moves in v's execution metric, and times them.
 */
static bool
all_turns(const char *s, const char *end, struct cube_solve_verdict *v, struct cube_bad *bad)
{
	const char *tok, *stamp, *untimed = NULL;
	size_t len, stamp_len, untimed_len = 0;
	uint64_t ms, before = 0, timed = 0;
	struct cube_move m;
	int got;

	for (; (tok = next_token(s, end, &len)) != NULL; s = tok + len) {
		if (!cube_read_move(tok, len, &m))
			return no_turn(tok, len, end, bad);
		v->etm++;
		if ((got = read_time(tok + len, end, &ms, &stamp, &stamp_len)) == 0) {
			if (untimed == NULL) {
				untimed = tok;
				untimed_len = len;
			}
			continue;
		}
		if (got < 0 || ms < before) {
			cube_bad_at(bad, stamp, stamp_len, got < 0 ?
			    "a time stamp past any solve's milliseconds" :
			    "a time stamp earlier than the move's before it");
			return false;
		}
		if (timed++ == 0 || ms - before > v->pause_ms) {
			v->pause_ms = ms - before;
			v->pause_tok = tok;
			v->pause_len = len;
		}
		v->time_ms = before = ms;
		len = (size_t)(stamp + stamp_len - tok);
	}
	if (timed > 0 && untimed != NULL) {
		cube_bad_at(bad, untimed, untimed_len,
		    "no time stamp after it, where other moves have one");
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
	j->at = separator + 1;
	j->end = line + n;
	j->verdict = (struct cube_solve_verdict){ 0 };
	if (!all_turns(j->at, j->end, &j->verdict, bad))
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
		if ((t->tok = next_token(j->at, j->end, &t->len)) == NULL)
			return false;
		j->at = t->tok + t->len;
		cube_read_move(t->tok, t->len, &move);
		if (move.what < CUBE_FACES)
			break;
		for (m = CUBE_HTM; m <= CUBE_QTM; m++)
			cube_walk_rotate(j->solver[m], &j->walk[m],
			    (enum cube_axis)(move.what - CUBE_FACES), move.quarters);
	}
	before = j->walk[j->metric].distance;
	for (m = CUBE_HTM; m <= CUBE_QTM; m++) {
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
