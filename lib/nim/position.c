/* Nim positions and moves as values: see position.h. */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "../num.h"
#include "position.h"

/*
 * Returns whether c ends a heap: blanks and commas separate heaps, and a
 * '#' starts the comment.
 */
static bool
separates(char c)
{
	return c == ' ' || c == '\t' || c == ',';
}

/*
 * Blames the token tok[0..len), which is no heap, in *bad: a number too
 * large for a heap, or not a number at all.  Returns -1.
 */
static int
bad_heap(const char *tok, size_t len, struct nim_bad *bad)
{
	size_t i;

	bad->tok = tok;
	bad->len = len;
	bad->reason = "too large (a heap holds at most 18446744073709551615)";
	for (i = 0; i < len; i++)
		if (tok[i] < '0' || tok[i] > '9')
			bad->reason = "not a heap size";
	return -1;
}

int
nim_bad_commas(const char *s, size_t len, struct nim_bad *bad)
{
	const char *last = s + len;

	while (*s != ',')
		s++;
	while (last[-1] != ',')
		last--;
	bad->tok = s;
	bad->len = (size_t)(last - s);
	bad->reason = "a comma stands only between two heaps";
	return -1;
}

/*
 * The contract is in position.h.  This is the reference reader, written to
 * be read beside the rules: a line is gaps (blanks, tabs, at most one comma
 * and only between two heaps) and heaps (decimal numbers up to 2^64 - 1),
 * up to the end or a '#' that starts the comment.
 */
int
nim_parse(const char *s, size_t len, struct nim_position *p, struct nim_bad *bad)
{
	size_t i = 0, gap, tok, commas;
	uint64_t v;

	p->n = 0;
	for (;;) {
		for (gap = i, commas = 0; i < len && separates(s[i]); i++)
			commas += s[i] == ',';
		if (commas > 0 && (i == len || s[i] == '#' || commas > 1 || p->n == 0))
			return nim_bad_commas(s + gap, i - gap, bad);
		if (i == len || s[i] == '#')
			return p->n == 0 ? 0 : i < len ? 2 : 1;
		for (tok = i; i < len && !separates(s[i]) && s[i] != '#'; i++)
			;
		if (num_parse(s + tok, i - tok, 0, UINT64_MAX, &v) != NULL)
			return bad_heap(s + tok, i - tok, bad);
		if (p->n == p->cap) {
			p->cap = p->cap ? p->cap * 2 : 8;
			p->heap = xreallocarray(p->heap, p->cap, sizeof(*p->heap));
		}
		p->heap[p->n++] = v;
	}
}

void
nim_position_copy(struct nim_position *dst, const struct nim_position *src)
{
	if (dst->cap < src->n) {
		dst->cap = src->n;
		dst->heap = xreallocarray(dst->heap, dst->cap, sizeof(*dst->heap));
	}
	if (src->n > 0)
		memcpy(dst->heap, src->heap, src->n * sizeof(*src->heap));
	dst->n = src->n;
}

void
nim_position_free(struct nim_position *p)
{
	free(p->heap);
	memset(p, 0, sizeof(*p));
}

void
nim_move_grow(struct nim_move *m)
{
	m->cap = m->cap ? m->cap * 2 : 4;
	m->change = xreallocarray(m->change, m->cap, sizeof(*m->change));
}

static int
by_heap(const void *a, const void *b)
{
	const struct nim_change *x = a, *y = b;

	return (x->heap > y->heap) - (x->heap < y->heap);
}

void
nim_move_sort(struct nim_move *m)
{
	if (m->n > 1)
		qsort(m->change, m->n, sizeof(*m->change), by_heap);
}

/*
 * Makes *m the move from before to after.  This is a measured hot path
 * (every move of nim-trace --game): the heaps are kept in locals, so
 * that they are not loaded again after m->n is stored.
 */
void
nim_move_between(const struct nim_position *before, const struct nim_position *after,
    struct nim_move *m)
{
	const uint64_t *was = before->heap, *is = after->heap;
	size_t i, n = before->n;

	m->n = 0;
	for (i = 0; i < n; i++)
		if (is[i] != was[i])
			nim_move_add(m, i, was[i], is[i]);
}

void
nim_apply(struct nim_position *p, const struct nim_move *m)
{
	size_t j;

	for (j = 0; j < m->n; j++)
		p->heap[m->change[j].heap] = m->change[j].to;
	if (m->split != 0 && m->n == 1) {
		size_t at = m->change[0].heap + 1;

		if (p->n == p->cap) {
			p->cap = p->cap * 2 + 1;
			p->heap = xreallocarray(p->heap, p->cap, sizeof(*p->heap));
		}
		memmove(p->heap + at + 1, p->heap + at, (p->n - at) * sizeof(*p->heap));
		p->heap[at] = m->split;
		p->n++;
	}
}

void
nim_move_free(struct nim_move *m)
{
	free(m->change);
	memset(m, 0, sizeof(*m));
}
