/* Moves of the heap games on whole positions: see heapmove.h. */
#include <stdio.h>

#include "../rng.h"
#include "heapmove.h"

const char *
heap_move_no_value(const struct heap_game *g)
{
	static char why[160];

	snprintf(why, sizeof(why), "no value: values are found up to heap %zu "
	    "in this game (nim-safe -r RULES --values N finds more), and no "
	    "period proved", g->n > 0 ? g->n - 1 : 0);
	return why;
}

/* Makes *m the move that leaves heap `heap` of p as the heaps a and b (0: none). */
static void
set_move(struct nim_move *m, const struct nim_position *p, size_t heap,
    uint64_t a, uint64_t b)
{
	m->n = 0;
	nim_move_add(m, heap, p->heap[heap], a);
	m->split = b;
}

/*
 * The kinds of move of a heap of h, in order: for each amount i taken,
 * taking the whole heap, leaving one heap, splitting the rest.  Returns
 * how many there are; with pick < that count, sets *a and *b to the
 * heaps left by kind number pick (a split's first heap left at 1), and
 * stops there, returning pick + 1: kind 0 is the smallest legal move.
 */
static inline uint64_t
kinds(const struct heap_game *g, uint64_t h, uint64_t pick, uint64_t *a, uint64_t *b)
{
	uint64_t i, count = 0;

	for (i = 0; i <= g->t && i <= h; i++) {
		*a = *b = 0;
		if (i == h && i > 0 && heap_game_legal(g, h, 0, 0) && count++ == pick)
			return count;
		*a = h - i;
		if (i < h && i > 0 && heap_game_legal(g, h, h - i, 0) && count++ == pick)
			return count;
		/*
		 * Splitting off 1 is legal when any split is, but for 2 into 1
		 * and 1 in Grundy's game, where a heap of 2 has no split at all.
		 */
		*a = 1;
		*b = h - i - 1;
		if (h - i >= 2 && heap_game_legal(g, h, 1, h - i - 1) && count++ == pick)
			return count;
	}
	return count;
}

/* Whether a heap of h has a legal move. */
static bool
heap_move_any(const struct heap_game *g, uint64_t h)
{
	uint64_t a, b;

	return kinds(g, h, 0, &a, &b) > 0;
}

bool
heap_move_over(const struct heap_game *g, const struct nim_position *p)
{
	size_t i;

	for (i = 0; i < p->n; i++)
		if (heap_move_any(g, p->heap[i]))
			return false;
	return true;
}

/* The value of heap h, known to be within reach. */
static unsigned
value(struct heap_game *g, uint64_t h)
{
	unsigned v = 0;

	heap_game_value(g, h, HEAP_MOVE_LIMIT, &v);
	return v;
}

bool
heap_move_correct(struct heap_game *g, const struct nim_position *p, size_t start,
    struct nim_move *m)
{
	uint64_t x;
	size_t bad, j, i;
	struct heap_game_move gm;

	m->n = 0;
	m->split = 0;
	if (p->n == 0 || !heap_game_position_value(g, p, HEAP_MOVE_LIMIT, &x, &bad) || x == 0)
		return false;
	for (j = 0; j < p->n; j++) {
		i = (start % p->n + j) % p->n;
		if (heap_game_move_to(g, p->heap[i], value(g, p->heap[i]) ^ (unsigned)x,
		    HEAP_MOVE_LIMIT, &gm)) {
			set_move(m, p, i, gm.a, gm.b);
			return true;
		}
	}
	return false;
}

/* What heap_move_each_correct is doing: its position, move and caller. */
struct each {
	const struct nim_position *p;
	struct nim_move m;
	bool (*each)(const struct nim_move *m, void *arg);
	void *arg;
	uint64_t count;
	bool stop;
};

/* Tells the caller of the move leaving heap `heap` as a and b; false once it stops. */
static bool
tell(struct each *e, size_t heap, uint64_t a, uint64_t b)
{
	set_move(&e->m, e->p, heap, a, b);
	e->count++;
	e->stop = !e->each(&e->m, e->arg);
	return !e->stop;
}

/*
 * Tells of every move of heap `heap` that leaves the heaps' value `want`.
 * Once the period P is proved from S on, the splits a + b with a and b
 * both at least S leave values that repeat as a grows by P: when none of
 * a = S .. S + P - 1 leaves `want`, no larger a up to m / 2 does, and the
 * search stops there rather than try every split of a heap near 2^64.
 */
static void
each_of_heap(struct heap_game *g, struct each *e, size_t heap, unsigned want)
{
	uint64_t h = e->p->heap[heap], i, m, a, found, cycle;

	for (i = 0; i <= g->t && i <= h && !e->stop; i++) {
		m = h - i;
		if (i == h && i > 0 && want == 0 && heap_game_legal(g, h, 0, 0) &&
		    !tell(e, heap, 0, 0))
			return;
		if (i < h && i > 0 && heap_game_legal(g, h, m, 0) && value(g, m) == want &&
		    !tell(e, heap, m, 0))
			return;
		cycle = g->periodic && m / 2 >= g->preperiod ?
		    (uint64_t)g->preperiod + g->period : UINT64_MAX;
		for (a = 1, found = 0; a <= m / 2; a++) {
			if (a == cycle && found == 0)
				break;
			if (heap_game_legal(g, h, a, m - a) &&
			    (value(g, a) ^ value(g, m - a)) == want) {
				found += a >= g->preperiod;
				if (!tell(e, heap, a, m - a))
					return;
			}
		}
	}
}

uint64_t
heap_move_each_correct(struct heap_game *g, const struct nim_position *p,
    bool (*each)(const struct nim_move *m, void *arg), void *arg)
{
	struct each e = { p, { 0 }, each, arg, 0, false };
	uint64_t x;
	size_t bad, i;

	if (heap_game_position_value(g, p, HEAP_MOVE_LIMIT, &x, &bad) && x != 0)
		for (i = 0; i < p->n && !e.stop; i++)
			each_of_heap(g, &e, i, value(g, p->heap[i]) ^ (unsigned)x);
	nim_move_free(&e.m);
	return e.count;
}

void
heap_move_nimrod(const struct heap_game *g, const struct nim_position *p, struct rng *r,
    struct nim_move *m)
{
	size_t i, movable = 0;
	uint64_t pick, a, b;

	m->n = 0;
	m->split = 0;
	for (i = 0; i < p->n; i++)
		movable += heap_move_any(g, p->heap[i]);
	if (movable == 0)
		return;
	pick = rng_below(r, movable);
	for (i = 0; i < p->n; i++)
		if (heap_move_any(g, p->heap[i]) && pick-- == 0)
			break;
	kinds(g, p->heap[i], 0, &a, &b);
	set_move(m, p, i, a, b);
}

void
heap_move_random(const struct heap_game *g, const struct nim_position *p, struct rng *r,
    struct nim_move *m)
{
	uint64_t h, a = 0, b = 0, rest;

	heap_move_nimrod(g, p, r, m);
	if (m->n == 0)
		return;
	h = m->change[0].from;
	kinds(g, h, rng_below(r, kinds(g, h, UINT64_MAX, &a, &b)), &a, &b);
	if (b != 0) {
		/* Grundy's game may not split into equal heaps: a < b there */
		rest = a + b;
		a = 1 + rng_below(r, g->unequal ? (rest - 1) / 2 : rest / 2);
		b = rest - a;
	}
	set_move(m, p, m->change[0].heap, a, b);
}

/* The first heap in which p and q differ, from heap `from` on; n when none does. */
static size_t
differ(const uint64_t *p, const uint64_t *q, size_t from, size_t n)
{
	while (from < n && p[from] == q[from])
		from++;
	return from;
}

enum nim_legality
heap_move_legal(const struct heap_game *g,
    const struct nim_position *before, const struct nim_position *after,
    struct nim_move *m, size_t *heap)
{
	const uint64_t *was = before->heap, *is = after->heap;
	size_t n = before->n, i;
	uint64_t b = 0;

	m->n = 0;
	m->split = 0;
	*heap = 0;
	if (after->n != n && after->n != n + 1)
		return NIM_HEAP_COUNT;
	i = *heap = differ(was, is, 0, n);
	if (after->n == n) {
		if (i == n)
			return NIM_NOTHING_TAKEN;
		if (differ(was, is, i + 1, n) != n)
			return NIM_TOO_MANY;
		if (is[i] > was[i])
			return NIM_GREW;
	} else {
		/*
		 * A split: the heaps after it moved up by one, or else kept in
		 * place with the split's second heap last, as a live game leaves
		 * them so that no row changes its letter.
		 */
		if (i == n)
			return NIM_HEAP_COUNT;
		if (differ(was + i + 1, is + i + 2, 0, n - i - 1) == n - i - 1)
			b = is[i + 1];
		else if (differ(was, is, i + 1, n) == n)
			b = is[n];
		else
			return NIM_TOO_MANY;
		if (is[i] == 0 || b == 0)
			return NIM_AGAINST_RULES;
	}
	if (!heap_game_legal(g, was[i], is[i], b))
		return NIM_AGAINST_RULES;
	set_move(m, before, i, is[i], b);
	return NIM_LEGAL;
}
