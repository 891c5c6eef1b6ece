/* Moore's enumeration of every correct move: see moore.h. */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "moore.h"
#include "rules.h"

/*
 * Enumeration of every correct move, column by column from the left.  A
 * heap is "free" once its new value has dropped below the old in some
 * column: its lower digits may then be anything.  A column's choice is
 * which free heaps get a 1 there and which of the other heaps with a 1
 * there drop to 0 (and so become free), so that the column sums to a
 * multiple of k + 1 with at most k heaps free.  Every such choice can be
 * completed in the columns below (Moore's argument): with f <= k heaps
 * free and t others holding a 1 in the next column, leaving x = (t + f)
 * mod (k + 1) of those at 0, free heaps first, opens max(0, x - f) <= t
 * new heaps and keeps max(f, x) <= k free.  So no branch of the search
 * is dead, and its work is polynomial in the position and the number of
 * moves written.  A column's choices are walked in order without
 * recursion: its free-heap digits live in the free heaps' new values,
 * its drops are the free heaps it added, last in the list.
 */
struct free_heap {
	size_t heap;
	uint64_t from, to;
	uint64_t rank;		/* among the candidates of the column where it dropped */
};

/* A column's choice: `ones` of the heaps free above it get a 1, `drops` of the tight ones drop. */
struct column_choice {
	size_t nfree;		/* heaps free above the column */
	uint64_t tight;		/* the other heaps with a 1 there: the candidates to drop */
	uint64_t ones, drops;
};

struct search {
	const struct nim_game *g;
	const struct nim_position *p;
	uint64_t sum[NIM_COLUMNS];
	struct free_heap *free_heap;	/* the free heaps, by column of dropping */
	size_t nfree, cap;
	/* each heap's column of dropping; NIM_COLUMNS while tight */
	unsigned char *dropped_at;
	struct column_choice col[NIM_COLUMNS];
	unsigned char *pick;		/* after transition: a big heap left at 1, a one taken */
	struct nim_move out;
	bool (*each)(const struct nim_move *, void *);
	void *ctx;
	uint64_t found;
	bool stopped;
};

static void
report(struct search *s)
{
	nim_move_sort(&s->out);
	s->found++;
	if (!s->each(&s->out, s->ctx))
		s->stopped = true;
}

static void
report_free_heaps(struct search *s)
{
	s->out.n = 0;
	for (size_t j = 0; j < s->nfree; j++)
		nim_move_add(&s->out, s->free_heap[j].heap, s->free_heap[j].from,
		    s->free_heap[j].to);
	report(s);
}

/*
 * Returns whether heap i may drop in column c: it has a 1 there and was
 * not free above.
 */
static bool
candidate(const struct search *s, size_t i, int c)
{
	return nim_bit(s->p->heap[i], c) &&
	    (s->dropped_at[i] == NIM_COLUMNS || s->dropped_at[i] == c);
}

/*
 * Makes free heap j the heap dropped in column c after `prev` (SIZE_MAX: the
 * first), of rank `rank`.
 */
static void
drop_after(struct search *s, int c, size_t j, size_t prev, uint64_t rank)
{
	size_t i = prev + 1;	/* SIZE_MAX + 1 is 0 */

	while (!candidate(s, i, c))
		i++;
	s->free_heap[j] = (struct free_heap){ i, s->p->heap[i],
	    s->p->heap[i] & ~nim_low_bits(c + 1), rank };
	s->dropped_at[i] = (unsigned char)c;
}

/* Makes the free heaps from the `from`-th on tight again. */
static void
undrop(struct search *s, size_t from)
{
	for (size_t j = from; j < s->nfree; j++)
		s->dropped_at[s->free_heap[j].heap] = NIM_COLUMNS;
	s->nfree = from;
}

/* Drops column c's first `drops` candidates, its first choice of drops. */
static void
first_drops(struct search *s, int c)
{
	const struct column_choice *col = &s->col[c];
	size_t j;

	undrop(s, col->nfree);
	if (s->cap < col->nfree + col->drops) {
		s->cap = col->nfree + col->drops;
		s->free_heap = xreallocarray(s->free_heap, s->cap, sizeof(*s->free_heap));
	}
	for (j = 0; j < col->drops; j++)
		drop_after(s, c, col->nfree + j,
		    j == 0 ? SIZE_MAX : s->free_heap[col->nfree + j - 1].heap, j);
	s->nfree = col->nfree + col->drops;
}

/*
 * Moves on to column c's next drops, in the order of heap numbers; returns
 * false after the last.
 */
static bool
next_drops(struct search *s, int c)
{
	const struct column_choice *col = &s->col[c];
	size_t base = col->nfree, j = col->drops, l;

	/* the last drop that can move on with room for those after it */
	while (j > 0 && s->free_heap[base + j - 1].rank >= col->tight - col->drops + j - 1)
		j--;
	if (j-- == 0)
		return false;
	for (l = base + j; l < s->nfree; l++)
		s->dropped_at[s->free_heap[l].heap] = NIM_COLUMNS;
	drop_after(s, c, base + j, s->free_heap[base + j].heap, s->free_heap[base + j].rank + 1);
	for (l = base + j + 1; l < s->nfree; l++)
		drop_after(s, c, l, s->free_heap[l - 1].heap, s->free_heap[l - 1].rank + 1);
	return true;
}

static void
set_digit(struct free_heap *f, uint64_t unit, bool one)
{
	f->to = one ? f->to | unit : f->to & ~unit;
}

/*
 * Sets column c's first digits of the free heaps: the last `ones` of them
 * get a 1, the others a 0.
 */
static void
first_ones(struct search *s, int c)
{
	const struct column_choice *col = &s->col[c];
	uint64_t unit = (uint64_t)1 << c;

	for (size_t j = 0; j < col->nfree; j++)
		set_digit(&s->free_heap[j], unit, j >= col->nfree - col->ones);
}

/*
 * Moves on to column c's next digits of the free heaps, in the order of
 * those digits read as a number; returns false after the last.
 */
static bool
next_ones(struct search *s, int c)
{
	const struct column_choice *col = &s->col[c];
	uint64_t unit = (uint64_t)1 << c, right = 0;
	size_t j = col->nfree, l;

	while (j-- > 0) {
		if (s->free_heap[j].to & unit) {
			right++;
		} else if (right > 0) {
			s->free_heap[j].to |= unit;
			for (l = j + 1; l < col->nfree; l++)
				set_digit(&s->free_heap[l], unit, l >= col->nfree - (right - 1));
			return true;
		}
	}
	return false;
}

/*
 * Makes column c's first choice with at least `ones` free heaps at 1;
 * returns false when no choice is left.
 */
static bool
choose_ones(struct search *s, int c, uint64_t ones)
{
	struct column_choice *col = &s->col[c];
	uint64_t k = s->g->k;

	for (; ones <= col->nfree; ones++) {
		/* d = (tight + ones) mod (k + 1) is the only count of drops below k + 1 */
		uint64_t drops = (col->tight + ones) % (k + 1);

		if (drops <= col->tight && drops <= k - col->nfree) {
			col->ones = ones;
			col->drops = drops;
			first_ones(s, c);
			first_drops(s, c);
			return true;
		}
	}
	return false;
}

static void
enter_column(struct search *s, int c)
{
	struct column_choice *col = &s->col[c];

	col->nfree = s->nfree;
	col->tight = s->sum[c];
	for (size_t j = 0; j < col->nfree; j++)
		col->tight -= nim_bit(s->free_heap[j].from, c);
	choose_ones(s, c, 0);
}

static bool
next_choice(struct search *s, int c)
{
	if (next_drops(s, c))
		return true;
	if (next_ones(s, c)) {
		first_drops(s, c);
		return true;
	}
	if (choose_ones(s, c, s->col[c].ones + 1))
		return true;
	undrop(s, s->col[c].nfree);
	return false;
}

static void
each_column_move(struct search *s)
{
	int top = nim_top_column(s->p), c = top;

	nim_column_sums(s->p, s->sum);
	s->dropped_at = xreallocarray(NULL, s->p->n, 1);
	memset(s->dropped_at, NIM_COLUMNS, s->p->n);
	enter_column(s, c);
	for (;;) {
		if (c > 0) {
			enter_column(s, --c);
			continue;
		}
		report_free_heaps(s);
		if (s->stopped)
			break;
		while (!next_choice(s, c))
			if (++c > top)
				goto done;
	}
done:
	free(s->dropped_at);
	free(s->free_heap);
}

/* Picks the last `raise` big heaps and the last `drop` ones from heap `from` on. */
static void
pick_last(struct search *s, size_t from, uint64_t raise, uint64_t drop)
{
	const struct nim_position *p = s->p;

	for (size_t i = p->n; i-- > from;) {
		uint64_t *left = p->heap[i] > 1 ? &raise : &drop;

		s->pick[i] = p->heap[i] != 0 && *left > 0;
		*left -= s->pick[i];
	}
}

/*
 * Moves on to the next picks, 0 before 1 heap by heap; returns false after
 * the last.
 */
static bool
next_pick(struct search *s)
{
	const struct nim_position *p = s->p;
	uint64_t right[2] = { 0, 0 };	/* picks to the right: big heaps, ones */

	for (size_t i = p->n; i-- > 0;) {
		int kind = p->heap[i] == 1;

		if (p->heap[i] == 0)
			continue;
		if (s->pick[i]) {
			right[kind]++;
		} else if (right[kind] > 0) {
			s->pick[i] = 1;
			right[kind]--;
			pick_last(s, i + 1, right[0], right[1]);
			return true;
		}
	}
	return false;
}

/*
 * Reports every correct move of the reverse game after transition.  Then
 * every big heap goes to 0 or 1 (a
 * big heap left would need k + 1 like it in its column, and there are at
 * most k), `raise` of them to 1, and `drop` of the ones are taken.
 */
static void
each_transition_move(struct search *s)
{
	const struct nim_position *p = s->p;
	uint64_t k = s->g->k, ones = nim_ones(p), big = nim_big_heaps(p, k), drop;

	s->pick = xreallocarray(NULL, p->n, 1);
	/* ones - drop + raise = n(k+1) + 1, with drop <= k - big and raise <= big */
	for (drop = 0; drop <= k - big && drop <= ones && !s->stopped; drop++) {
		uint64_t left = (ones - drop) % (k + 1);
		uint64_t raise = left <= 1 ? 1 - left : k - (left - 2);

		if (raise > big)
			continue;
		pick_last(s, 0, raise, drop);
		do {
			s->out.n = 0;
			for (size_t i = 0; i < p->n; i++)
				if (p->heap[i] > 1 || (p->heap[i] == 1 && s->pick[i]))
					nim_move_add(&s->out, i, p->heap[i],
					    p->heap[i] > 1 && s->pick[i]);
			report(s);
		} while (!s->stopped && next_pick(s));
	}
	free(s->pick);
}

uint64_t
nim_each_correct_move(const struct nim_game *g, const struct nim_position *p,
    bool (*each)(const struct nim_move *m, void *ctx), void *ctx)
{
	struct search s = { .g = g, .p = p, .each = each, .ctx = ctx };

	if (p->n == 0 || nim_terminal(p) || nim_safe(g, p))
		return 0;
	if (nim_transition(g, p))
		each_transition_move(&s);
	else
		each_column_move(&s);
	nim_move_free(&s.out);
	return s.found;
}
