/*
 * Move sequences as cubers write them and paste them from timers and alg
 * databases: the turn tokens (faces, wide turns, x y z, with "'", "2",
 * "2'" or "'2"), and groups "(A)3", commutators "[A, B]" and conjugates
 * "[A: B]", nested, read by recursive descent.  Each group is evaluated to
 * the arrangement it makes of the solved cube, so a repeat costs squarings,
 * not copies of its turns.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "alg.h"

enum { NESTING_MAX = 100 };

/*
 * The most turns a line may stand for, its repeats counted out: far past
 * any scramble (cube-scramble --moves writes up to a million) or alg, so
 * only a count no one means is refused; the sums below stay in 64 bits.
 */
#define TURNS_MAX 1000000000u

/* The typographic apostrophe, U+2019, in UTF-8. */
static const char right_quote[] = "\xe2\x80\x99";

/* Faces as cube_face_letter orders them, then the axes x y z. */
static const char turn_names[] = "URFDLBxyz";
static const char wide_names[] = "urfdlb";

size_t
cube_prime(const char *s, size_t len)
{
	if (len >= 1 && s[0] == '\'')
		return 1;
	if (len >= 3 && memcmp(s, right_quote, 3) == 0)
		return 3;
	return 0;
}

/*
 * Returns the quarter turns clockwise that a turn's suffix ("", "'", "2",
 * "2'" or "'2"; or Kociemba's counts "1", "2" and "3", each perhaps with a
 * "'" that reverses it) stands for; 0 when it is none of them.
 */
static unsigned
quarters_of(const char *s, size_t len)
{
	size_t p;
	unsigned count;

	if (len == 0)
		return 1;
	if (s[0] >= '1' && s[0] <= '3') {
		count = (unsigned)(s[0] - '0');
		if (len == 1)
			return count;
		return cube_prime(s + 1, len - 1) == len - 1 ? 4 - count : 0;
	}
	if ((p = cube_prime(s, len)) == 0)
		return 0;
	if (p == len)
		return 3;
	return len == p + 1 && s[p] == '2' ? 2 : 0;
}

const char *
cube_gap(const char *s, const char *end)
{
	const char *close;

	for (;;) {
		while (s < end && cube_blank(*s))
			s++;
		if (!cube_comment_opens(s, end))
			return s;
		for (close = s + 2; close + 1 < end; close++)
			if (close[0] == '*' && close[1] == '/')
				break;
		if (close + 1 >= end)
			return s;
		s = close + 2;
	}
}

/*
 * A wide turn, Rw or r, is a face with the middle layer: the pocket cube
 * has none, so its corners move as the face's do (the opposite face turned
 * the same way with the whole cube, L x, leaves them where R does).
 */
bool
cube_read_move(const char *s, size_t len, struct cube_move *t)
{
	const char *at;
	size_t head = 1;

	if (len == 0)
		return false;
	if ((at = memchr(turn_names, s[0], sizeof(turn_names) - 1)) != NULL) {
		if (len > 1 && s[1] == 'w' && at - turn_names < CUBE_FACES)
			head = 2;
	} else if ((at = memchr(wide_names, s[0], sizeof(wide_names) - 1)) != NULL) {
		at = turn_names + (at - wide_names);
	} else {
		return false;
	}
	t->what = (unsigned char)(at - turn_names);
	t->quarters = (unsigned char)quarters_of(s + head, len - head);
	return t->quarters != 0;
}

void
cube_apply_move(struct cube *c, struct cube_move t)
{
	if (t.what < CUBE_FACES)
		cube_turn(c, (struct cube_turn){ t.what, t.quarters });
	else
		cube_turn_whole(c, (enum cube_axis)(t.what - CUBE_FACES), t.quarters);
}

/* A line being read as notation: what is left of it, and where its faults go. */
struct reader {
	const char *at, *end, *first;
	struct cube_bad *bad;
	bool first_is_no_turn;	/* the line's first token is no turn: a state, perhaps */
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
	if (turns <= TURNS_MAX)
		return true;
	fail(r, tok, (size_t)(r->at - tok), "");
	snprintf(r->bad->reason, sizeof(r->bad->reason), "more than %u turns in all", TURNS_MAX);
	return false;
}

static bool
is_digit(char ch)
{
	return ch >= '0' && ch <= '9';
}

/* Returns how many bytes of suffix characters (digits and primes) start at s. */
static size_t
suffix_length(const char *s, const char *end)
{
	const char *at = s;
	size_t p;

	for (;;) {
		if (at < end && is_digit(*at))
			at++;
		else if ((p = cube_prime(at, (size_t)(end - at))) > 0)
			at += p;
		else
			return (size_t)(at - s);
	}
}

/*
 * Returns the length of the token at s that should be a turn: a letter,
 * perhaps "w", and its suffix; else one character.
 */
static size_t
turn_token_length(const char *s, const char *end)
{
	size_t n = 1;
	unsigned char ch = (unsigned char)s[0];

	if ((ch | 0x20) >= 'a' && (ch | 0x20) <= 'z') {
		if (ch <= 'Z' && s + 1 < end && s[1] == 'w')
			n = 2;
		return n + suffix_length(s + n, end);
	}
	if ((n = suffix_length(s, end)) > 0)
		return n;
	for (n = 1; s + n < end && ((unsigned char)s[n] & 0xc0) == 0x80; n++)
		;
	return n;
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
	if (is_digit(*tok) || cube_prime(tok, len) > 0)
		return fail(r, tok, len, "a count or ' with no turn or bracket before it");
	return fail(r, tok, len, "not a move");
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
 * Reads the suffix of a group or a bracket into q: a repeat count, a "'"
 * that inverts it, both or neither.  Returns false when the count is bad.
 */
static bool
read_repeat(struct reader *r, struct sequence *q)
{
	const char *from = r->at;
	uint64_t count = 1;
	bool invert = false;
	size_t p;

	if ((p = cube_prime(r->at, (size_t)(r->end - r->at))) > 0) {
		invert = true;
		r->at += p;
	}
	if (r->at < r->end && is_digit(*r->at))
		for (count = 0; r->at < r->end && is_digit(*r->at); r->at++)
			if ((count = count * 10 + (uint64_t)(*r->at - '0')) > TURNS_MAX)
				count = (uint64_t)TURNS_MAX + 1;
	if (!invert && (p = cube_prime(r->at, (size_t)(r->end - r->at))) > 0) {
		invert = true;
		r->at += p;
	}
	if (count == 0)
		return fail(r, from, (size_t)(r->at - from), "a repeat count starts at 1");
	if (count > TURNS_MAX || (q->turns > 0 && count > TURNS_MAX / q->turns))
		return within_bound(r, from, (uint64_t)TURNS_MAX + 1);
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
 * Reads a commutator "[A, B]" (A B A' B') or a conjugate "[A: B]" (A B A')
 * into q, from just after its "["; returns false when it is bad.
 */
static bool
read_bracket(struct reader *r, struct sequence *q, unsigned depth, const char *open)
{
	struct sequence a, b;
	struct cube undo;
	char mark;

	if (!read_sequence(r, &a, depth))
		return false;
	if (r->at < r->end && *r->at == ']')
		return fail(r, open, (size_t)(r->at + 1 - open),
		    "no ',' or ':' inside: a commutator is [A, B], a conjugate [A: B]");
	if (r->at == r->end || *r->at == ')')
		return fail(r, open, 1, "no ']' closes it");
	mark = *r->at++;
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
	return within_bound(r, open, q->turns);
}

/*
 * Reads a sequence into q, up to the end of the line or a mark that closes
 * or divides a bracket; returns false when it is bad.
 */
static bool
read_sequence(struct reader *r, struct sequence *q, unsigned depth)
{
	struct sequence inner;
	struct cube_move t;
	const char *tok;
	size_t len;

	q->cube = cube_solved;
	q->turns = 0;
	for (;;) {
		r->at = cube_gap(r->at, r->end);
		if (r->at == r->end || memchr(")],:", *r->at, 4) != NULL)
			return true;
		tok = r->at;
		if (*tok == '(' || *tok == '[') {
			if (depth == NESTING_MAX)
				return fail(r, tok, 1, "brackets nested more than 100 deep");
			r->at++;
			if (!(*tok == '(' ? read_group(r, &inner, depth + 1, tok) :
			    read_bracket(r, &inner, depth + 1, tok)) || !read_repeat(r, &inner))
				return false;
			cube_then(&q->cube, &inner.cube);
			q->turns += inner.turns;
			if (!within_bound(r, tok, q->turns))
				return false;
			continue;
		}
		len = turn_token_length(tok, r->end);
		if (!cube_read_move(tok, len, &t))
			return no_turn(r, tok, len);
		cube_apply_move(&q->cube, t);
		r->at += len;
		if (!within_bound(r, tok, ++q->turns))
			return false;
	}
}

/*
 * The contract is in alg.h.  A line may hold other things besides its
 * turns; this is how a state would be told from notation.
 */
int
cube_read_alg(const char *s, size_t n, struct cube *c, struct cube_bad *bad, bool *first_is_no_turn)
{
	struct reader r = { s, s + n, s, bad, false };
	struct sequence q;

	r.first = cube_gap(r.first, r.end);
	if (read_sequence(&r, &q, 0)) {
		if (r.at == r.end) {
			*c = q.cube;
			return 1;
		}
		if (*r.at == ')')
			fail(&r, r.at, 1, "no '(' opens it");
		else if (*r.at == ']')
			fail(&r, r.at, 1, "no '[' opens it");
		else
			misplaced_mark(&r);
	}
	*first_is_no_turn = r.first_is_no_turn;
	return -1;
}
