/* Nim positions and moves as values: see position.h. */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "../num.h"
#include "position.h"

/* What each byte is to the heap-list reader. */
enum { OTHER, DIGIT, BLANK, COMMA, COMMENT };

static const unsigned char byte_class[256] = {
	['0'] = DIGIT, ['1'] = DIGIT, ['2'] = DIGIT, ['3'] = DIGIT, ['4'] = DIGIT,
	['5'] = DIGIT, ['6'] = DIGIT, ['7'] = DIGIT, ['8'] = DIGIT, ['9'] = DIGIT,
	[' '] = BLANK, ['\t'] = BLANK, [','] = COMMA, ['#'] = COMMENT,
};

static unsigned
class_of(char c)
{
	return byte_class[(unsigned char)c];
}

/* A comma in the blanks s[0..len) with no heap on one side: the commas are the token. */
static int
stray_commas(const char *s, size_t len, struct nim_bad *bad)
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

int
nim_parse(const char *s, size_t len, struct nim_position *p, struct nim_bad *bad)
{
	const char *end = s + len, *tok;
	uint64_t v;
	bool digits_only;
	unsigned commas;

	p->n = 0;
	for (;;) {
		while (s < end && class_of(*s) == BLANK)
			s++;
		if (s == end)
			return p->n > 0;
		if (*s == '#')
			return p->n > 0 ? 2 : 0;
		tok = s;
		v = 0;
		digits_only = true;
		for (; s < end && class_of(*s) <= DIGIT; s++) {
			digits_only = digits_only && class_of(*s) == DIGIT;
			v = v * 10 + (uint64_t)(*s - '0');
		}
		if (s == tok) {
			/*
			 * No heap where one must start: a comma.  Looked at only
			 * here, off the road every heap takes (measured: 5% of
			 * nim-safe's instructions when every gap was searched).
			 */
			for (commas = 0; s < end && (class_of(*s) == BLANK || class_of(*s) == COMMA); s++)
				commas += class_of(*s) == COMMA;
			if (commas > 1 || p->n == 0 || s == end || *s == '#')
				return stray_commas(tok, (size_t)(s - tok), bad);
			continue;
		}
		/* Under 20 digits nothing can wrap; longer numbers take the careful road. */
		if (!digits_only || (s - tok >= U64_DIGITS &&
		    num_parse(tok, (size_t)(s - tok), 0, UINT64_MAX, &v) != NULL)) {
			bad->tok = tok;
			bad->len = (size_t)(s - tok);
			bad->reason = !digits_only ? "not a heap size" :
			    "too large (a heap holds at most 18446744073709551615)";
			return -1;
		}
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
nim_move_add(struct nim_move *m, size_t heap, uint64_t from, uint64_t to)
{
	if (m->n == m->cap) {
		m->cap = m->cap ? m->cap * 2 : 4;
		m->change = xreallocarray(m->change, m->cap, sizeof(*m->change));
	}
	m->change[m->n].heap = heap;
	m->change[m->n].from = from;
	m->change[m->n].to = to;
	m->n++;
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

void
nim_move_between(const struct nim_position *before, const struct nim_position *after,
    struct nim_move *m)
{
	m->n = 0;
	for (size_t i = 0; i < before->n; i++)
		if (after->heap[i] != before->heap[i])
			nim_move_add(m, i, before->heap[i], after->heap[i]);
}

void
nim_apply(struct nim_position *p, const struct nim_move *m)
{
	size_t j;

	for (j = 0; j < m->n; j++)
		p->heap[m->change[j].heap] = m->change[j].to;
}

void
nim_move_free(struct nim_move *m)
{
	free(m->change);
	memset(m, 0, sizeof(*m));
}
