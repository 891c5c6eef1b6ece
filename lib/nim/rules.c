/* The rules of Nim and the correct move: see rules.h. */
#include "../num.h"
#include "nimrod.h"
#include "rules.h"

bool
nim_columns_safe(const struct nim_game *g, const uint64_t sum[NIM_COLUMNS])
{
	int c;

	for (c = 0; c < NIM_COLUMNS; c++)
		if (!nim_column_safe(g, sum[c]))
			return false;
	return true;
}

static bool
columns_divisible(const struct nim_game *g, const struct nim_position *p)
{
	uint64_t sum[NIM_COLUMNS];

	nim_column_sums(p, sum);
	return nim_columns_safe(g, sum);
}

bool
nim_safe_xor(const struct nim_game *g, const struct nim_position *p, uint64_t x)
{
	if (nim_counts_ones(g, p))
		return nim_ones(p) % (g->k + 1) == 1;
	/* the simple game's columns are the exclusive or: the hot path of nim-safe */
	if (g->k == 1)
		return x == 0;
	return columns_divisible(g, p);
}

bool
nim_safe(const struct nim_game *g, const struct nim_position *p)
{
	return nim_safe_xor(g, p, g->k == 1 ? nim_xor(p) : 0);
}

/*
 * The booklet's rule for the simple and multiple games, obeyed by the
 * Nimrod's program.  In the simple game its column-by-column modification
 * of one heap comes to replacing that heap by its exclusive or with the
 * nim-sum (Bouton), which is how it is computed there.
 */
static bool
column_move(const struct nim_game *g, const struct nim_position *p, size_t start,
    struct nim_move *m)
{
	struct nimrod machine = { 0 };

	if (g->k == 1) {
		uint64_t x = nim_xor(p);
		size_t counter = start % p->n;
		int c = NIM_COLUMNS - 1;

		if (x == 0)
			return false;
		while (!nim_bit(x, c))
			c--;
		while (!nim_bit(p->heap[counter], c))
			counter = (counter + 1) % p->n;
		nim_move_add(m, counter, p->heap[counter], p->heap[counter] ^ x);
		return true;
	}
	nimrod_load(&machine, g, p, start);
	while (nimrod_step(&machine))
		;
	nimrod_move(&machine, m);
	nimrod_free(&machine);
	return m->n > 0;
}

/*
 * The reverse game after transition (at most k heaps above one): every
 * big heap goes to 0 or 1, and ones may be taken while fewer than k
 * heaps change, so that the ones left number n(k+1) + 1.  The most ones
 * that can be left is chosen, the heap counter picking which heaps.
 */
static bool
transition_move(const struct nim_game *g, const struct nim_position *p, size_t start,
    struct nim_move *m)
{
	uint64_t k = g->k, ones = nim_ones(p), big = nim_big_heaps(p, k);
	uint64_t most = ones + big, left, raise = 0, drop = 0;
	size_t i, counter;

	if (most == 0)
		return false;
	left = most - (most - 1) % (k + 1);
	if (big == 0 && left == ones)
		return false;
	/* big + drop = (most - 1) mod (k + 1) <= k heaps change */
	if (left >= ones)
		raise = left - ones;
	else
		drop = ones - left;
	for (i = 0; i < p->n; i++) {
		counter = (start + i) % p->n;
		if (p->heap[counter] > 1) {
			nim_move_add(m, counter, p->heap[counter], raise > 0);
			raise -= raise > 0;
		} else if (p->heap[counter] == 1 && drop > 0) {
			nim_move_add(m, counter, 1, 0);
			drop--;
		}
	}
	nim_move_sort(m);
	return true;
}

bool
nim_transition(const struct nim_game *g, const struct nim_position *p)
{
	return g->misere && nim_big_heaps(p, g->k) <= g->k;
}

enum nim_rule
nim_rule_at(const struct nim_game *g, const struct nim_position *p)
{
	if (p->n == 0 || nim_terminal(p))
		return NIM_RULE_OVER;
	return nim_transition(g, p) ? NIM_RULE_TRANSITION : NIM_RULE_COLUMNS;
}

bool
nim_correct_move(const struct nim_game *g, const struct nim_position *p, size_t start,
    struct nim_move *m)
{
	m->n = 0;
	/* nim_rule_at's questions asked here directly: a line of nim-move asks them */
	if (p->n == 0 || nim_terminal(p))
		return false;
	if (nim_transition(g, p))
		return transition_move(g, p, start, m);
	return column_move(g, p, start, m);
}

/*
 * The move's changes, in heap order, are the heaps nim_legal looks at:
 * the first that grew, or the one past k that shrank, breaks the rule.
 */
enum nim_legality
nim_legal_move(const struct nim_game *g, const struct nim_position *before,
    const struct nim_position *after, struct nim_move *m, size_t *heap)
{
	size_t j;

	*heap = 0;
	m->n = 0;
	if (before->n != after->n)
		return NIM_HEAP_COUNT;
	nim_move_between(before, after, m);
	for (j = 0; j < m->n; j++) {
		if (m->change[j].to > m->change[j].from || j + 1 > g->k) {
			*heap = m->change[j].heap;
			m->n = 0;
			return m->change[j].to > m->change[j].from ? NIM_GREW : NIM_TOO_MANY;
		}
	}
	return m->n == 0 ? NIM_NOTHING_TAKEN : NIM_LEGAL;
}

enum nim_legality
nim_legal(const struct nim_game *g, const struct nim_position *before,
    const struct nim_position *after, size_t *heap)
{
	struct nim_move m = { 0 };
	enum nim_legality why = nim_legal_move(g, before, after, &m, heap);

	nim_move_free(&m);
	return why;
}
