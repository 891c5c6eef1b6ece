/*
 * Move sequences as cubers write them and paste them from timers and alg
 * databases: turns (read by lib/cube/move.c) in groups "(A)3", commutators
 * "[A, B]" and conjugates "[A: B]", nested, read by recursive descent.
 * Each group is evaluated to the arrangement it makes of the solved cube,
 * so a repeat costs squarings, not copies of its turns; and, for a reader
 * that follows a solve turn by turn, its turns are listed one by one.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "../diag.h"
#include "alg.h"

enum { NESTING_MAX = 100 };

/* A line being read as notation: what is left of it, and where its faults go. */
struct reader {
	const char *at, *end, *first;
	struct cube_bad *bad;
	bool first_is_no_turn;	/* the line's first token is no turn: a state, perhaps */
	/* the turns counted out one by one, at most `most` of them; NULL: not wanted */
	struct cube_turn_list *list;
	size_t most;
};

/*
 * What a sequence comes to: the arrangement it makes of the solved cube,
 * and its turns, with repeats counted out.
 */
struct sequence {
	struct cube cube;
	uint64_t turns;
};

static bool read_sequence(struct reader *r, struct sequence *q, unsigned depth);

static bool
fail(struct reader *r, const char *tok, size_t len, const char *reason)
{
	cube_bad_at(r->bad, tok, len, reason);
	return false;
}

static bool
within_bound(struct reader *r, const char *tok, uint64_t turns)
{
	if (turns <= CUBE_TURNS_MAX)
		return true;
	fail(r, tok, (size_t)(r->at - tok), "");
	snprintf(r->bad->reason, sizeof(r->bad->reason), "more than %u turns in all",
	    CUBE_TURNS_MAX);
	return false;
}

/*
 * Makes room in the list for `more` turns, the ones from tok to r->at;
 * false, naming them, when the list would pass its bound.
 */
static bool
list_room(struct reader *r, const char *tok, size_t more)
{
	struct cube_turn_list *l = r->list;

	if (more > r->most - l->n) {
		fail(r, tok, (size_t)(r->at - tok), "");
		snprintf(r->bad->reason, sizeof(r->bad->reason),
		    "more than %zu turns one by one, the repeats counted out", r->most);
		return false;
	}
	if (l->n + more > l->cap) {
		l->cap = l->cap * 2 + 64 > l->n + more ? l->cap * 2 + 64 : l->n + more;
		l->turn = xreallocarray(l->turn, l->cap, sizeof(*l->turn));
	}
	return true;
}

/* Copies the list's turns [from, from + k) to its end, where list_room made room. */
static void
list_copy(struct cube_turn_list *l, size_t from, size_t k)
{
	memcpy(l->turn + l->n, l->turn + from, k * sizeof(*l->turn));
	l->n += k;
}

/* Turns the list's last k turns into their inverse: each inverted, in reverse order. */
static void
list_invert(struct cube_turn_list *l, size_t k)
{
	struct cube_listed_turn *lo = l->turn + l->n - k, *hi = l->turn + l->n, swap;
	struct cube_listed_turn *t;

	for (; lo + 1 < hi; lo++, hi--) {
		swap = *lo;
		*lo = hi[-1];
		hi[-1] = swap;
	}
	for (t = l->turn + l->n - k; t < l->turn + l->n; t++)
		cube_listed_invert(t);
}

static bool
no_turn(struct reader *r, const char *tok, size_t len)
{
	if (tok == r->first)
		r->first_is_no_turn = true;
	if (cube_comment_opens(tok, r->end))
		return fail(r, tok, 2, "a comment that no '*/' closes");
	if (memchr("MES", *tok, 3) != NULL)
		return fail(r, tok, len, "a slice turn: the pocket cube has no middle layer");
	if (cube_digit(*tok) || cube_prime(tok, len) > 0)
		return fail(r, tok, len, "a count or ' with no turn or bracket before it");
	return fail(r, tok, len, "not a move");
}

/*
 * Reads the turn at tok into q, and into the list when there is one, with
 * its time stamp; returns false when it is bad.
 */
static bool
read_one_turn(struct reader *r, struct sequence *q, const char *tok)
{
	struct cube_listed_turn t;
	size_t len = cube_turn_length(tok, r->end);
	enum cube_turn_read got = cube_read_turn(tok, len, &t.move);
	const char *stamp;

	if (got == CUBE_TURN_COUNT_PAST) {
		fail(r, tok, len, "");
		snprintf(r->bad->reason, sizeof(r->bad->reason),
		    "a count of quarter turns past %u", CUBE_TURNS_MAX);
		return false;
	}
	if (got == CUBE_TURN_NONE)
		return no_turn(r, tok, len);
	r->at += len;
	if ((stamp = cube_read_stamp(r->at, r->end, &t)) == NULL)
		return fail(r, r->at, 1, "a time stamp is '@' and the milliseconds");
	r->at = stamp;
	cube_apply_move(&q->cube, t.move);
	if (!within_bound(r, tok, ++q->turns))
		return false;
	if (r->list != NULL) {
		if (!list_room(r, tok, 1))
			return false;
		t.tok = tok;
		t.len = len;
		t.inverted = false;
		r->list->turn[r->list->n++] = t;
	}
	return true;
}

/*
 * Turns c by the sequence q done n times over (n >= 1), by repeated
 * squaring: n may be far past any sequence's order on the cube.
 */
static void
repeat(struct cube *c, uint64_t n)
{
	struct cube square = *c;

	for (n--; n > 0; n >>= 1) {
		if (n & 1)
			cube_then(c, &square);
		if (n > 1)
			cube_then(&square, &square);
	}
}

/*
 * Reads the suffix of a group or a bracket into q, whose turns are listed
 * from `listed` on: a repeat count, a "'" that inverts it, both or
 * neither.  Returns false when the count is bad.
 */
static bool
read_repeat(struct reader *r, struct sequence *q, size_t listed)
{
	const char *from = r->at;
	uint64_t count = 1, i;
	bool invert = false;
	size_t p, k;

	if ((p = cube_prime(r->at, (size_t)(r->end - r->at))) > 0) {
		invert = true;
		r->at += p;
	}
	if (r->at < r->end && cube_digit(*r->at))
		for (count = 0; r->at < r->end && cube_digit(*r->at); r->at++)
			if ((count = count * 10 + (uint64_t)(*r->at - '0')) > CUBE_TURNS_MAX)
				count = (uint64_t)CUBE_TURNS_MAX + 1;
	if (!invert && (p = cube_prime(r->at, (size_t)(r->end - r->at))) > 0) {
		invert = true;
		r->at += p;
	}
	if (count == 0)
		return fail(r, from, (size_t)(r->at - from), "a repeat count starts at 1");
	if (count > CUBE_TURNS_MAX || (q->turns > 0 && count > CUBE_TURNS_MAX / q->turns))
		return within_bound(r, from, (uint64_t)CUBE_TURNS_MAX + 1);
	if (r->list != NULL) {
		k = r->list->n - listed;
		if (k > 0 && count - 1 > (r->most - r->list->n) / k)
			return list_room(r, from, r->most + 1);
		if (!list_room(r, from, (size_t)(count - 1) * k))
			return false;
		for (i = 1; i < count; i++)
			list_copy(r->list, listed, k);
		if (invert)
			list_invert(r->list, r->list->n - listed);
	}
	repeat(&q->cube, count);
	q->turns *= count;
	if (invert) {
		struct cube c = q->cube;

		cube_inverse(&c, &q->cube);
	}
	return true;
}

static bool
misplaced_mark(struct reader *r)
{
	return fail(r, r->at, 1, "outside [ ]: a commutator is [A, B], a conjugate [A: B]");
}

/* Reads a group "(A)" into q, from just after its "("; returns false when it is bad. */
static bool
read_group(struct reader *r, struct sequence *q, unsigned depth, const char *open)
{
	if (!read_sequence(r, q, depth))
		return false;
	if (r->at < r->end && *r->at == ')') {
		r->at++;
		return true;
	}
	if (r->at < r->end && (*r->at == ',' || *r->at == ':'))
		return misplaced_mark(r);
	return fail(r, open, 1, "no ')' closes it");
}

/*
 * Lists the undoing half of a bracket whose parts are listed from `a` on
 * (A, then B from `b` on): A' for a conjugate, A' B' for a commutator.
 */
static bool
list_undoing(struct reader *r, const char *open, size_t a, size_t b, bool commutator)
{
	size_t na = b - a, nb = r->list->n - b;

	if (!list_room(r, open, na + (commutator ? nb : 0)))
		return false;
	list_copy(r->list, a, na);
	list_invert(r->list, na);
	if (commutator) {
		list_copy(r->list, b, nb);
		list_invert(r->list, nb);
	}
	return true;
}

/*
 * Reads a commutator "[A, B]" (A B A' B') or a conjugate "[A: B]" (A B A')
 * into q, from just after its "["; returns false when it is bad.
 */
static bool
read_bracket(struct reader *r, struct sequence *q, unsigned depth, const char *open)
{
	struct sequence a, b;
	struct cube undo;
	size_t listed_a = r->list != NULL ? r->list->n : 0, listed_b;
	char mark;

	if (!read_sequence(r, &a, depth))
		return false;
	if (r->at < r->end && *r->at == ']')
		return fail(r, open, (size_t)(r->at + 1 - open),
		    "no ',' or ':' inside: a commutator is [A, B], a conjugate [A: B]");
	if (r->at == r->end || *r->at == ')')
		return fail(r, open, 1, "no ']' closes it");
	mark = *r->at++;
	listed_b = r->list != NULL ? r->list->n : 0;
	if (!read_sequence(r, &b, depth))
		return false;
	if (r->at == r->end || *r->at == ')')
		return fail(r, open, 1, "no ']' closes it");
	if (*r->at != ']')
		return fail(r, r->at, 1, "a second ',' or ':' in one bracket");
	r->at++;
	q->cube = a.cube;
	cube_then(&q->cube, &b.cube);
	cube_inverse(&a.cube, &undo);
	cube_then(&q->cube, &undo);
	q->turns = 2 * a.turns + b.turns;
	if (mark == ',') {
		cube_inverse(&b.cube, &undo);
		cube_then(&q->cube, &undo);
		q->turns += b.turns;
	}
	if (!within_bound(r, open, q->turns))
		return false;
	return r->list == NULL || list_undoing(r, open, listed_a, listed_b, mark == ',');
}

/*
 * Reads a sequence into q, up to the end of the line or a mark that closes
 * or divides a bracket; returns false when it is bad.
 */
static bool
read_sequence(struct reader *r, struct sequence *q, unsigned depth)
{
	struct sequence inner;
	const char *tok;
	size_t listed;

	q->cube = cube_solved;
	q->turns = 0;
	for (;;) {
		r->at = cube_gap(r->at, r->end);
		if (r->at == r->end || memchr(")],:", *r->at, 4) != NULL)
			return true;
		tok = r->at;
		if (*tok != '(' && *tok != '[') {
			if (!read_one_turn(r, q, tok))
				return false;
			continue;
		}
		if (depth == NESTING_MAX)
			return fail(r, tok, 1, "brackets nested more than 100 deep");
		r->at++;
		listed = r->list != NULL ? r->list->n : 0;
		if (!(*tok == '(' ? read_group(r, &inner, depth + 1, tok) :
		    read_bracket(r, &inner, depth + 1, tok)) || !read_repeat(r, &inner, listed))
			return false;
		cube_then(&q->cube, &inner.cube);
		q->turns += inner.turns;
		if (!within_bound(r, tok, q->turns))
			return false;
	}
}

/* Reads s[0 .. n) as a whole line of notation, the turns listed or not. */
static int
read_line(struct reader *r, struct cube *c)
{
	struct sequence q;

	r->first = cube_gap(r->first, r->end);
	if (read_sequence(r, &q, 0)) {
		if (r->at == r->end) {
			*c = q.cube;
			return 1;
		}
		if (*r->at == ')')
			fail(r, r->at, 1, "no '(' opens it");
		else if (*r->at == ']')
			fail(r, r->at, 1, "no '[' opens it");
		else
			misplaced_mark(r);
	}
	return -1;
}

/*
 * The contract is in alg.h.  A line may hold other things besides its
 * turns; this is how a state would be told from notation.
 */
int
cube_read_alg(const char *s, size_t n, struct cube *c, struct cube_bad *bad, bool *first_is_no_turn)
{
	struct reader r = { s, s + n, s, bad, false, NULL, 0 };
	int got = read_line(&r, c);

	*first_is_no_turn = r.first_is_no_turn;
	return got;
}

int
cube_read_turns(const char *s, size_t n, struct cube_turn_list *list, size_t most,
    struct cube_bad *bad)
{
	struct reader r = { s, s + n, s, bad, false, list, most };
	struct cube c;

	list->n = 0;
	return read_line(&r, &c);
}
