#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "nim.h"
#include "nimrod.h"
#include "../num.h"
#include "../rng.h"

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
	const char *end = s + len, *tok, *gap;
	uint64_t v;
	bool digits_only;
	unsigned commas;

	p->n = 0;
	for (;;) {
		for (gap = s, commas = 0; s < end && class_of(*s) == SEPARATOR; s++)
			commas += *s == ',';
		if (commas > 0 && (commas > 1 || p->n == 0 || s == end || *s == '#'))
			return stray_commas(gap, (size_t)(s - gap), bad);
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
	unsigned char *dropped_at;	/* each heap's column of dropping; NIM_COLUMNS while tight */
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
		nim_move_add(&s->out, s->free_heap[j].heap, s->free_heap[j].from, s->free_heap[j].to);
	report(s);
}

/* Heap i may drop in column c: it has a 1 there and was not free above. */
static bool
candidate(const struct search *s, size_t i, int c)
{
	return nim_bit(s->p->heap[i], c) && (s->dropped_at[i] == NIM_COLUMNS || s->dropped_at[i] == c);
}

/* Makes free heap j the heap dropped in column c after `prev` (SIZE_MAX: the first), of rank `rank`. */
static void
drop_after(struct search *s, int c, size_t j, size_t prev, uint64_t rank)
{
	size_t i = prev + 1;	/* SIZE_MAX + 1 is 0 */

	while (!candidate(s, i, c))
		i++;
	s->free_heap[j] = (struct free_heap){ i, s->p->heap[i], s->p->heap[i] & ~nim_low_bits(c + 1), rank };
	s->dropped_at[i] = (unsigned char)c;
}

/* Free heaps from the `from`-th on are tight again. */
static void
undrop(struct search *s, size_t from)
{
	for (size_t j = from; j < s->nfree; j++)
		s->dropped_at[s->free_heap[j].heap] = NIM_COLUMNS;
	s->nfree = from;
}

/* Column c's first drops: its first `drops` candidates. */
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
		drop_after(s, c, col->nfree + j, j == 0 ? SIZE_MAX : s->free_heap[col->nfree + j - 1].heap, j);
	s->nfree = col->nfree + col->drops;
}

/* Column c's next drops in the order of heap numbers; false after the last. */
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

/* Column c's first digits for the free heaps: the last `ones` of them get a 1. */
static void
first_ones(struct search *s, int c)
{
	const struct column_choice *col = &s->col[c];
	uint64_t unit = (uint64_t)1 << c;

	for (size_t j = 0; j < col->nfree; j++)
		set_digit(&s->free_heap[j], unit, j >= col->nfree - col->ones);
}

/* The next digits, in the order of the free heaps' digits read as a number; false after the last. */
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

/* Column c's first choice with at least `ones` free heaps at 1; false if none is left. */
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

/* The next picks, 0 before 1 heap by heap; false after the last. */
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
 * After transition in the reverse game every big heap goes to 0 or 1 (a
 * big heap left would need k + 1 like it in its column, and there are at
 * most k), `raise` of them to 1, and `drop` of the ones are taken.
 */
static void
each_transition_move(struct search *s)
{
	const struct nim_position *p = s->p;
	uint64_t k = s->g->k, ones = heaps_equal_to_one(p), big = big_heaps(p, k), drop;

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
					nim_move_add(&s->out, i, p->heap[i], p->heap[i] > 1 && s->pick[i]);
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

/* A number of up to 128 bits: the odds of the random move pass 2^64. */
struct wide {
	uint64_t hi, lo;
};

static bool
wide_below(struct wide a, struct wide b)
{
	return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo);
}

/* h c, c < 2^32. */
static struct wide
wide_product(uint64_t h, uint64_t c)
{
	uint64_t low = (h & 0xffffffff) * c, high = (h >> 32) * c;
	struct wide w = { high >> 32, (high << 32) + low };

	w.hi += w.lo < low;
	return w;
}

/* w + 2^e, e < 128, the sum below 2^128. */
static struct wide
wide_plus_power(struct wide w, int e)
{
	uint64_t power = (uint64_t)1 << e % 64;

	if (e >= 64)
		return (struct wide){ w.hi + power, w.lo };
	return (struct wide){ w.hi + (w.lo + power < power), w.lo + power };
}

/* True with chance x / n, 0 < n. */
static bool
wide_chance(struct rng *r, struct wide x, struct wide n)
{
	struct wide u;
	uint64_t top = n.hi;

	if (n.hi == 0)
		return rng_below(r, n.lo) < x.lo;
	/* the digits below n's leftmost, then the rest drawn until below n */
	for (int shift = 1; shift < 64; shift *= 2)
		top |= top >> shift;
	do {
		u.hi = rng_next(r) & top;
		u.lo = rng_next(r);
	} while (!wide_below(u, n));
	return wide_below(u, x);
}

/* The expected number of non-empty heaps drawn, each with chance h t / (1 + h t). */
static double
expected_drawn(const struct nim_position *p, double t)
{
	double sum = 0;

	for (size_t i = 0; i < p->n; i++)
		sum += (double)p->heap[i] * t / (1 + (double)p->heap[i] * t);
	return sum;
}

/*
 * The tilt t = c / 2^e, at most 1, that expects most nearly `most` heaps
 * drawn without passing it.  Walked as one index q, t falling as q rises:
 * e = 24 + q / 2^23 and c = 2^24 - 1 - q mod 2^23 give t to 1 part in
 * 2^23 down to 2^-104, below which no heap of 2^64 - 1 would be drawn.
 * Only arithmetic on doubles and exact powers of two: the same t on
 * every machine.
 */
static void
choose_tilt(const struct nim_position *p, uint64_t most, uint64_t *c, int *e)
{
	uint64_t lo = 0, hi = ((uint64_t)104 << 23) - 1;

	*c = 1;
	*e = 0;
	if (expected_drawn(p, 1) <= (double)most)
		return;
	while (lo < hi) {
		uint64_t q = lo + (hi - lo) / 2;
		double t = ldexp((double)((1 << 24) - 1 - (q & ((1 << 23) - 1))), -(int)(24 + (q >> 23)));

		if (expected_drawn(p, t) > (double)most)
			lo = q + 1;
		else
			hi = q;
	}
	*c = (1 << 24) - 1 - (lo & ((1 << 23) - 1));
	*e = 24 + (int)(lo >> 23);
}

/*
 * A uniform legal move.  A move is a set S of 1..k heaps and a smaller
 * size for each: S must come with chance prod(h, S) / W, W the number of
 * legal moves, and the new sizes uniformly.  Each non-empty heap joins S
 * on its own with chance h t / (1 + h t), which draws S with chance
 * prod(h, S) t^|S| / prod(1 + h t); keeping a draw of 1..K heaps (K the
 * lesser of k and the non-empty heaps) with chance t^(K - |S|) leaves
 * prod(h, S) t^K / prod(1 + h t), in proportion to prod(h, S): a kept S
 * is exact whatever t is, and every chance is a ratio of integers
 * (t = c / 2^e) drawn exactly.  t sets only the speed: a draw is kept
 * with chance t^K W / prod(1 + h t), which is largest where K heaps are
 * expected, and there at least the chance that |S| = K, the mode of |S|
 * (Darroch 1964), which Chebyshev's inequality puts above
 * 3 / (16 sqrt(K) + 4).  Where no more than K heaps are expected untilted,
 * t = 1 and every draw of 1..K heaps is kept: at least a quarter of them.
 */
void
nim_random_move(const struct nim_game *g, const struct nim_position *p, struct rng *r,
    struct nim_move *m)
{
	uint64_t most = 0, c, kept;
	int e;
	size_t i, j;

	m->n = 0;
	for (i = 0; i < p->n; i++)
		most += p->heap[i] != 0;
	if (most == 0)
		return;
	if (most > g->k)
		most = g->k;
	choose_tilt(p, most, &c, &e);
	for (;;) {
		m->n = 0;
		for (i = 0; i < p->n && m->n <= most; i++) {
			struct wide odds = wide_product(p->heap[i], c);

			if (p->heap[i] != 0 && wide_chance(r, odds, wide_plus_power(odds, e)))
				nim_move_add(m, i, p->heap[i], p->heap[i]);
		}
		if (m->n == 0 || m->n > most)
			continue;
		/* t = 1 keeps every draw; else each heap short of K is one more chance t */
		for (kept = m->n; kept < most && e > 0; kept++)
			if (!wide_chance(r, (struct wide){ 0, c }, wide_plus_power((struct wide){ 0, 0 }, e)))
				break;
		if (kept == most || e == 0)
			break;
	}
	for (j = 0; j < m->n; j++)
		m->change[j].to = rng_below(r, m->change[j].from);
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
