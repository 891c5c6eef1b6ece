#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "nim.h"
#include "nimrod.h"
#include "num.h"
#include "rng.h"

/* What each byte is to the heap-list reader. */
enum { OTHER, DIGIT, SEPARATOR, COMMENT };

static const unsigned char byte_class[256] = {
	['0'] = DIGIT, ['1'] = DIGIT, ['2'] = DIGIT, ['3'] = DIGIT, ['4'] = DIGIT,
	['5'] = DIGIT, ['6'] = DIGIT, ['7'] = DIGIT, ['8'] = DIGIT, ['9'] = DIGIT,
	[' '] = SEPARATOR, ['\t'] = SEPARATOR, [','] = SEPARATOR, ['#'] = COMMENT,
};

static unsigned
class_of(char c)
{
	return byte_class[(unsigned char)c];
}

int
nim_parse(const char *s, size_t len, struct nim_position *p, struct nim_bad *bad)
{
	const char *end = s + len, *tok;
	uint64_t v;
	bool digits_only;

	p->n = 0;
	for (;;) {
		while (s < end && class_of(*s) == SEPARATOR)
			s++;
		if (s == end || *s == '#')
			return p->n > 0;
		tok = s;
		v = 0;
		digits_only = true;
		for (; s < end && class_of(*s) <= DIGIT; s++) {
			digits_only = digits_only && class_of(*s) == DIGIT;
			v = v * 10 + (uint64_t)(*s - '0');
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

bool
nim_terminal(const struct nim_position *p)
{
	size_t i;

	for (i = 0; i < p->n; i++)
		if (p->heap[i] != 0)
			return false;
	return true;
}

void
nim_column_sums(const struct nim_position *p, uint64_t sum[NIM_COLUMNS])
{
	size_t i;

	memset(sum, 0, NIM_COLUMNS * sizeof(*sum));
	for (i = 0; i < p->n; i++)
		for (uint64_t v = p->heap[i]; v != 0; v &= v - 1) {
			int c = 0;

			while (!nim_bit(v, c))
				c++;
			sum[c]++;
		}
}

int
nim_top_column(const struct nim_position *p)
{
	uint64_t all = 0;
	int c = 0;
	size_t i;

	for (i = 0; i < p->n; i++)
		all |= p->heap[i];
	while (c < NIM_COLUMNS - 1 && all >> (c + 1) != 0)
		c++;
	return c;
}

static uint64_t
nim_xor(const struct nim_position *p)
{
	uint64_t x = 0;
	size_t i;

	for (i = 0; i < p->n; i++)
		x ^= p->heap[i];
	return x;
}

/* Heaps holding more than one match, counted up to limit + 1. */
static uint64_t
big_heaps(const struct nim_position *p, uint64_t limit)
{
	uint64_t big = 0;
	size_t i;

	for (i = 0; i < p->n && big <= limit; i++)
		big += p->heap[i] > 1;
	return big;
}

static uint64_t
heaps_equal_to_one(const struct nim_position *p)
{
	uint64_t ones = 0;
	size_t i;

	for (i = 0; i < p->n; i++)
		ones += p->heap[i] == 1;
	return ones;
}

bool
nim_columns_safe(const struct nim_game *g, const uint64_t sum[NIM_COLUMNS])
{
	int c;

	for (c = 0; c < NIM_COLUMNS; c++)
		if (sum[c] % (g->k + 1) != 0)
			return false;
	return true;
}

static bool
columns_divisible(const struct nim_game *g, const struct nim_position *p)
{
	uint64_t sum[NIM_COLUMNS];

	if (g->k == 1)
		return nim_xor(p) == 0;
	nim_column_sums(p, sum);
	return nim_columns_safe(g, sum);
}

bool
nim_safe(const struct nim_game *g, const struct nim_position *p)
{
	/* The reverse game after transition: the count of ones decides. */
	if (g->misere && big_heaps(p, 0) == 0)
		return heaps_equal_to_one(p) % (g->k + 1) == 1;
	return columns_divisible(g, p);
}

size_t
nim_sum_format(const struct nim_game *g, const struct nim_position *p, char *buf)
{
	uint64_t sum[NIM_COLUMNS];
	size_t len = 0;
	int c;

	if (g->k == 1)
		return num_format(buf, nim_xor(p));
	nim_column_sums(p, sum);
	for (c = NIM_COLUMNS - 1; c >= 0; c--) {
		uint64_t digit = sum[c] % (g->k + 1);

		if (len == 0 && digit == 0 && c > 0)
			continue;
		if (len > 0 && g->k + 1 > 10)
			buf[len++] = ':';
		len += num_format(buf + len, digit);
	}
	return len;
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

static bool
move_touches(const struct nim_move *m, size_t heap)
{
	size_t j;

	for (j = 0; j < m->n; j++)
		if (m->change[j].heap == heap)
			return true;
	return false;
}

/*
 * The booklet's rule for the simple and multiple games, obeyed by the
 * Nimrod's program.  In the simple game its column-by-column modification
 * of one heap comes to replacing that heap by its exclusive or with the
 * nim-sum (Bouton), which is how it is computed there.
 */
static bool
column_move(const struct nim_game *g, const struct nim_position *p, size_t start, struct nim_move *m)
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
transition_move(const struct nim_game *g, const struct nim_position *p, size_t start, struct nim_move *m)
{
	uint64_t k = g->k, ones = heaps_equal_to_one(p), big = big_heaps(p, k);
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
	return g->misere && big_heaps(p, g->k) <= g->k;
}

bool
nim_correct_move(const struct nim_game *g, const struct nim_position *p, size_t start,
    struct nim_move *m)
{
	m->n = 0;
	if (p->n == 0 || nim_terminal(p))
		return false;
	if (nim_transition(g, p))
		return transition_move(g, p, start, m);
	return column_move(g, p, start, m);
}

/*
 * Enumeration of every correct move, column by column from the left.  A
 * heap is "free" once its new value has dropped below the old in some
 * column: its lower bits may then be anything.  A column is made
 * divisible by k + 1 by choosing the bits of the free heaps and which
 * not-yet-free heaps with a 1 there drop to 0; by Moore's argument every
 * such partial choice with at most k free heaps can be completed, so the
 * search never backtracks for nothing.
 */
struct search {
	const struct nim_game *g;
	const struct nim_position *p;
	uint64_t sum[NIM_COLUMNS];
	struct nim_move free;	/* the free heaps, .to built up column by column */
	struct nim_move out;
	bool (*each)(const struct nim_move *, void *);
	void *ctx;
	uint64_t found;
	bool stopped;
};

static void search_column(struct search *s, int c);

static void
emit(struct search *s)
{
	s->out.n = 0;
	for (size_t j = 0; j < s->free.n; j++)
		nim_move_add(&s->out, s->free.change[j].heap, s->free.change[j].from, s->free.change[j].to);
	nim_move_sort(&s->out);
	s->found++;
	if (!s->each(&s->out, s->ctx))
		s->stopped = true;
}

/* Chooses `drops` more heaps, numbered from `from` on, with a 1 in column c to drop to 0. */
static void
choose_drops(struct search *s, int c, size_t from, uint64_t drops)
{
	const struct nim_position *p = s->p;
	size_t i;

	if (drops == 0) {
		if (c == 0)
			emit(s);
		else
			search_column(s, c - 1);
		return;
	}
	for (i = from; i < p->n && !s->stopped; i++) {
		if (!nim_bit(p->heap[i], c) || move_touches(&s->free, i))
			continue;
		nim_move_add(&s->free, i, p->heap[i], p->heap[i] & ~nim_low_bits(c + 1));
		choose_drops(s, c, i + 1, drops - 1);
		s->free.n--;
	}
}

/* Sets column c to 1 in `ones` more of the free heaps from index j on, 0 in the rest. */
static void
choose_free_bits(struct search *s, int c, size_t j, uint64_t ones, uint64_t drops)
{
	struct nim_change *f = s->free.change;
	uint64_t unit = (uint64_t)1 << c;

	if (j == s->free.n) {
		if (ones == 0)
			choose_drops(s, c, 0, drops);
		return;
	}
	if (s->free.n - j > ones) {
		f[j].to &= ~unit;
		choose_free_bits(s, c, j + 1, ones, drops);
	}
	if (ones > 0 && !s->stopped) {
		f[j].to |= unit;
		choose_free_bits(s, c, j + 1, ones - 1, drops);
		f[j].to &= ~unit;
	}
}

static void
search_column(struct search *s, int c)
{
	uint64_t k = s->g->k, fixed_ones = s->sum[c], nfree = s->free.n, ones;
	size_t j;

	if (s->stopped)
		return;
	for (j = 0; j < nfree; j++)
		fixed_ones -= (uint64_t)nim_bit(s->free.change[j].from, c);
	for (ones = 0; ones <= nfree && !s->stopped; ones++) {
		/* Dropping d of the fixed ones: d = (fixed_ones + ones) mod (k+1) is the only candidate below k + 1. */
		uint64_t drops = (fixed_ones + ones) % (k + 1);

		if (drops <= fixed_ones && drops <= k - nfree)
			choose_free_bits(s, c, 0, ones, drops);
	}
}

/* After transition in the reverse game: which big heaps end at 1, which ones are taken. */
static void
choose_transition(struct search *s, size_t i, uint64_t raise, uint64_t drop)
{
	const struct nim_position *p = s->p;

	if (s->stopped)
		return;
	if (i == p->n) {
		if (raise == 0 && drop == 0 && s->free.n > 0)
			emit(s);
		return;
	}
	if (p->heap[i] > 1) {
		nim_move_add(&s->free, i, p->heap[i], 0);
		choose_transition(s, i + 1, raise, drop);
		if (raise > 0) {
			s->free.change[s->free.n - 1].to = 1;
			choose_transition(s, i + 1, raise - 1, drop);
		}
		s->free.n--;
		return;
	}
	choose_transition(s, i + 1, raise, drop);
	if (p->heap[i] == 1 && drop > 0) {
		nim_move_add(&s->free, i, 1, 0);
		choose_transition(s, i + 1, raise, drop - 1);
		s->free.n--;
	}
}

uint64_t
nim_each_correct_move(const struct nim_game *g, const struct nim_position *p,
    bool (*each)(const struct nim_move *m, void *ctx), void *ctx)
{
	struct search s = { .g = g, .p = p, .each = each, .ctx = ctx };
	uint64_t k = g->k;

	if (p->n == 0 || nim_terminal(p) || nim_safe(g, p))
		return 0;
	if (nim_transition(g, p)) {
		uint64_t ones = heaps_equal_to_one(p), big = big_heaps(p, k), drop;

		/* ones - drop + raise = n(k+1) + 1, with drop <= k - big and raise <= big */
		for (drop = 0; drop <= k - big && drop <= ones; drop++) {
			uint64_t left = (ones - drop) % (k + 1);
			uint64_t raise = left <= 1 ? 1 - left : k - (left - 2);

			if (raise <= big)
				choose_transition(&s, 0, raise, drop);
		}
	} else {
		nim_column_sums(p, s.sum);
		search_column(&s, nim_top_column(p));
	}
	nim_move_free(&s.free);
	nim_move_free(&s.out);
	return s.found;
}

void
nim_nimrod_move(const struct nim_position *p, struct rng *r, struct nim_move *m)
{
	size_t i, nonempty = 0;
	uint64_t pick;

	m->n = 0;
	for (i = 0; i < p->n; i++)
		nonempty += p->heap[i] != 0;
	if (nonempty == 0)
		return;
	pick = rng_below(r, nonempty);
	for (i = 0; i < p->n; i++)
		if (p->heap[i] != 0 && pick-- == 0)
			break;
	nim_move_add(m, i, p->heap[i], p->heap[i] - 1);
}

void
nim_nimatron_move(const struct nim_position *p, unsigned *relay, struct nim_move *m)
{
	size_t i, row = 0;
	uint64_t lamps = (uint64_t)*relay + 1;

	m->n = 0;
	for (i = 1; i < p->n; i++)
		if (p->heap[i] > p->heap[row])
			row = i;
	if (p->n == 0 || p->heap[row] == 0)
		return;
	if (lamps > p->heap[row])
		lamps = p->heap[row];
	nim_move_add(m, row, p->heap[row], p->heap[row] - lamps);
	*relay = (*relay + 1) % 3;
}

/* True with probability a / (a + b), a + b > 0, even when a + b passes 2^64. */
static bool
chance(struct rng *r, uint64_t a, uint64_t b)
{
	uint64_t total = a + b, hi, lo;

	if (total >= a)
		return rng_below(r, total) < a;
	/* a + b = 2^64 + total: draw 65 bits until below it */
	do {
		hi = rng_next(r) & 1;
		lo = rng_next(r);
	} while (hi && lo >= total);
	return !hi && lo < a;
}

/*
 * A uniform legal move: a set S of 1..k heaps, each lowered to a uniform
 * smaller value, has weight prod(h_i, i in S).  Each heap is put in S
 * independently with chance h/(h + L); that draws S with probability
 * proportional to prod(h_i) * L^-|S|, so accepting with chance
 * L^-(k - |S|) leaves exactly prod(h_i).  L only tunes the speed: it is
 * chosen so that about k heaps are drawn.
 */
void
nim_random_move(const struct nim_game *g, const struct nim_position *p, struct rng *r,
    struct nim_move *m)
{
	uint64_t k = g->k, lo = 1, hi = UINT64_C(1) << 62, L;
	size_t i;

	m->n = 0;
	if (nim_terminal(p))
		return;
	while (lo < hi) {
		double expected = 0;

		L = lo + (hi - lo) / 2;
		for (i = 0; i < p->n; i++)
			expected += (double)p->heap[i] / ((double)p->heap[i] + (double)L);
		if (expected > (double)k)
			lo = L + 1;
		else
			hi = L;
	}
	L = lo;
	for (;;) {
		uint64_t missing;

		m->n = 0;
		for (i = 0; i < p->n && m->n <= k; i++)
			if (p->heap[i] != 0 && chance(r, p->heap[i], L))
				nim_move_add(m, i, p->heap[i], rng_below(r, p->heap[i]));
		if (m->n == 0 || m->n > k)
			continue;
		for (missing = k - m->n; missing > 0 && L > 1; missing--)
			if (rng_below(r, L) != 0)
				break;
		if (missing == 0 || L == 1)
			return;
	}
}

enum nim_legality
nim_legal(const struct nim_game *g, const struct nim_position *before,
    const struct nim_position *after, size_t *heap)
{
	uint64_t changed = 0;
	size_t i;

	*heap = 0;
	if (before->n != after->n)
		return NIM_HEAP_COUNT;
	for (i = 0; i < before->n; i++) {
		if (after->heap[i] > before->heap[i]) {
			*heap = i;
			return NIM_GREW;
		}
		if (after->heap[i] < before->heap[i] && ++changed > g->k) {
			*heap = i;
			return NIM_TOO_MANY;
		}
	}
	return changed == 0 ? NIM_NOTHING_TAKEN : NIM_LEGAL;
}

enum nim_judgement
nim_judge(const struct nim_game *g, const struct nim_position *before,
    const struct nim_position *after)
{
	if (nim_safe(g, after))
		return NIM_MOVE_CORRECT;
	return nim_safe(g, before) ? NIM_MOVE_FORCED : NIM_MOVE_MISTAKE;
}

enum nim_how
nim_machine_move(struct nim_machine *mc, const struct nim_position *p, struct nim_move *m)
{
	if (nim_correct_move(&mc->game, p, mc->start_heap, m))
		return NIM_CORRECT;
	if (nim_terminal(p))
		return NIM_GAME_OVER;
	switch (mc->when_safe) {
	case NIM_NIMROD:
		nim_nimrod_move(p, mc->rng, m);
		return NIM_BY_NIMROD;
	case NIM_NIMATRON:
		mc->relay_acted = mc->relay;
		nim_nimatron_move(p, &mc->relay, m);
		return NIM_BY_NIMATRON;
	case NIM_RANDOM:
		nim_random_move(&mc->game, p, mc->rng, m);
		return NIM_AT_RANDOM;
	case NIM_NONE:
		break;
	}
	m->n = 0;
	return NIM_NO_MOVE;
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
