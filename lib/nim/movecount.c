/* Legal and correct moves counted: see movecount.h. */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "columns.h"
#include "heapgame.h"
#include "heapmove.h"
#include "movecount.h"
#include "rules.h"

/* The steps (heaps looked at) Moore's search may take for one position. */
enum { SEARCH_BUDGET = 1 << 20 };

static const struct nim_count zero = { 0, NIM_COUNT_EXACT };
static const struct nim_count one = { 1, NIM_COUNT_EXACT };

/* Returns the worse of two kinds: an unknown count spoils a huge one. */
static enum nim_count_kind
worse(enum nim_count_kind a, enum nim_count_kind b)
{
	return a > b ? a : b;
}

/* Returns a + b; huge when the sum passes 2^64 - 1. */
static struct nim_count
plus(struct nim_count a, struct nim_count b)
{
	struct nim_count sum = { a.n + b.n, worse(a.kind, b.kind) };

	if (sum.kind == NIM_COUNT_EXACT && b.n > UINT64_MAX - a.n)
		sum.kind = NIM_COUNT_HUGE;
	return sum;
}

/* Returns a times b; huge when the product passes 2^64 - 1. */
static struct nim_count
times(struct nim_count a, struct nim_count b)
{
	struct nim_count product = { a.n * b.n, worse(a.kind, b.kind) };

	/* a product of 0 is exact, however large the other factor */
	if ((a.kind == NIM_COUNT_EXACT && a.n == 0) ||
	    (b.kind == NIM_COUNT_EXACT && b.n == 0))
		return zero;
	if (product.kind == NIM_COUNT_EXACT && a.n > UINT64_MAX / b.n)
		product.kind = NIM_COUNT_HUGE;
	return product;
}

static uint64_t
gcd(uint64_t a, uint64_t b)
{
	while (b != 0) {
		uint64_t r = a % b;

		a = b;
		b = r;
	}
	return a;
}

/*
 * Returns the ways of choosing j of n, C(n, j); huge past 2^64 - 1.
 * Each step C(n, i + 1) = C(n, i) (n - i) / (i + 1) divides before it
 * multiplies, so that it is huge only when the result is.
 */
static struct nim_count
choose(uint64_t n, uint64_t j)
{
	struct nim_count c = one;
	uint64_t i;

	if (j > n)
		return zero;
	if (j > n - j)
		j = n - j;
	for (i = 0; i < j && c.kind == NIM_COUNT_EXACT; i++) {
		uint64_t d = gcd(c.n, i + 1);
		struct nim_count factor = { (n - i) / ((i + 1) / d),
		    NIM_COUNT_EXACT };

		c.n /= d;
		c = times(c, factor);
	}
	return c;
}

/*
 * Returns the legal moves from p: the ways of lowering at least one and
 * at most k heaps, the sum of e_1 .. e_m of the heap sizes (e_j, the
 * sum of the products of j of them: the ways of lowering exactly j
 * heaps), m the lesser of k and the heap count.
 */
static struct nim_count
legal_moves(const struct nim_game *g, const struct nim_position *p)
{
	size_t m = g->k < p->n ? (size_t)g->k : p->n, i, j, most = 0;
	struct nim_count *e, sum = zero;

	e = xcallocarray(m + 1, sizeof(*e));
	e[0] = one;
	for (i = 0; i < p->n; i++) {
		struct nim_count h = { p->heap[i], NIM_COUNT_EXACT };

		if (h.n == 0)
			continue;
		if (most < m)
			most++;
		for (j = most; j >= 1; j--)
			e[j] = plus(e[j], times(e[j - 1], h));
	}
	for (j = 1; j <= m; j++)
		sum = plus(sum, e[j]);
	free(e);
	return sum;
}

/*
 * Moore's search, counting.  Heaps of one size are alike: the search
 * keeps the sizes (size[], in order) and how many heaps have each
 * (count[]), and for each size how many of them are "free", lowered in
 * a column above, so that their lower digits may be anything.  Which
 * heaps of a size drop is counted, not chosen; so is the choice of the
 * free heaps' digits.
 */
struct search {
	uint64_t k;
	uint64_t *size, *count, *free;
	size_t sizes;
	uint64_t steps;
	/*
	 * The columns' counts found, by column and free heaps of each size:
	 * slot i's key is key[i * (sizes + 1) ..], the column plus 1 (0 for
	 * an empty slot) and then free[], its count found[i].
	 */
	uint64_t *key, *scratch;
	struct nim_count *found;
	size_t slots, used;
};

/*
 * The most words the memo's keys may take (32 MB), and the steps a search
 * takes before it keeps a memo: a small search is done sooner without.
 */
enum { MEMO_WORDS = 1 << 22, MEMO_FROM = 1 << 12 };

static const struct nim_count unknown = { 0, NIM_COUNT_UNKNOWN };

static struct nim_count below(struct search *s, int c, uint64_t nfree);

/*
 * Returns the correct moves in which `drops` more tight heaps holding a
 * 1 in column c, of the sizes from size[i] on, drop to 0 there (and
 * become free), each choice counted with the columns below.
 */
static struct nim_count
drop(struct search *s, int c, uint64_t nfree, size_t i, uint64_t drops)
{
	struct nim_count sum = zero;
	uint64_t tight, e;

	if (drops == 0)
		return below(s, c - 1, nfree);
	for (; i < s->sizes && sum.kind != NIM_COUNT_UNKNOWN; i++) {
		if (++s->steps > SEARCH_BUDGET)
			return unknown;
		if (!nim_bit(s->size[i], c))
			continue;
		tight = s->count[i] - s->free[i];
		for (e = 1; e <= tight && e <= drops; e++) {
			s->free[i] += e;
			sum = plus(sum, times(choose(tight, e),
			    drop(s, c, nfree + e, i + 1, drops - e)));
			s->free[i] -= e;
		}
	}
	return sum;
}

/*
 * Returns the correct moves from column c down, nfree heaps free above
 * it: in each column d tight heaps holding a 1 drop to 0 (at most k
 * heaps free in all), and j of the free heaps get a 1, so that the
 * column sums to a multiple of k + 1; the free heaps' digits are
 * counted, C(nfree, j), not chosen.  Below column 0, a move has been
 * made when some heap was lowered.
 */
static struct nim_count
column(struct search *s, int c, uint64_t nfree)
{
	uint64_t tight = 0, d, room = s->k - nfree;
	struct nim_count sum = zero;
	size_t i;

	for (i = 0; i < s->sizes; i++)
		if (nim_bit(s->size[i], c))
			tight += s->count[i] - s->free[i];
	s->steps += s->sizes;
	for (d = 0; d <= tight && d <= room; d++) {
		uint64_t r = (tight - d) % (s->k + 1), j = r ? s->k + 1 - r : 0;

		if (s->steps > SEARCH_BUDGET)
			return unknown;
		if (j > nfree)
			continue;
		sum = plus(sum, times(choose(nfree, j),
		    drop(s, c, nfree, 0, d)));
		if (sum.kind == NIM_COUNT_UNKNOWN)
			break;
	}
	return sum;
}

/*
 * Returns the memo's slot for column c and the free heaps as they stand:
 * the one that holds them, or the empty one where they would go.
 */
static size_t
memo_slot(const struct search *s, const uint64_t *key, size_t width)
{
	uint64_t h = 14695981039346656037u;
	size_t i, slot;

	for (i = 0; i < width; i++)
		h = (h ^ key[i]) * 1099511628211u;
	for (slot = h & (s->slots - 1);; slot = (slot + 1) & (s->slots - 1)) {
		const uint64_t *k = s->key + slot * width;

		if (k[0] == 0 || memcmp(k, key, width * sizeof(*k)) == 0)
			return slot;
	}
}

/* Doubles the memo's slots, each key moved to its new place. */
static void
memo_grow(struct search *s, size_t width)
{
	struct search old = *s;
	size_t i;

	s->slots = old.slots ? old.slots * 2 : 64;
	s->key = xcallocarray(s->slots * width, sizeof(*s->key));
	s->found = xcallocarray(s->slots, sizeof(*s->found));
	for (i = 0; i < old.slots; i++) {
		const uint64_t *k = old.key + i * width;
		size_t slot;

		if (k[0] == 0)
			continue;
		slot = memo_slot(s, k, width);
		memcpy(s->key + slot * width, k, width * sizeof(*k));
		s->found[slot] = old.found[i];
	}
	free(old.key);
	free(old.found);
}

/*
 * Returns column's count, found once for each column and free heaps:
 * different drops in the columns above often leave the same heaps free
 * (heaps of one size are alike), and the columns below see no more.  The
 * memo starts after MEMO_FROM steps and stops growing at MEMO_WORDS.
 */
static struct nim_count
below(struct search *s, int c, uint64_t nfree)
{
	size_t width = s->sizes + 1, slot, grown = s->slots ? s->slots * 2 : 64;
	struct nim_count found;

	if (c < 0)
		return nfree > 0 ? one : zero;
	if (s->steps < MEMO_FROM)
		return column(s, c, nfree);
	if ((s->used + 1) * 2 > s->slots && grown * width <= MEMO_WORDS)
		memo_grow(s, width);
	if ((s->used + 1) * 2 > s->slots)
		return column(s, c, nfree);
	s->scratch[0] = (uint64_t)c + 1;
	memcpy(s->scratch + 1, s->free, s->sizes * sizeof(*s->free));
	slot = memo_slot(s, s->scratch, width);
	if (s->key[slot * width] != 0)
		return s->found[slot];
	found = column(s, c, nfree);
	/*
	 * The drops below put the free heaps back as they were, but the
	 * scratch key was overwritten and the memo may have grown.
	 */
	s->scratch[0] = (uint64_t)c + 1;
	memcpy(s->scratch + 1, s->free, s->sizes * sizeof(*s->free));
	slot = memo_slot(s, s->scratch, width);
	if (found.kind != NIM_COUNT_UNKNOWN && (s->used + 1) * 2 <= s->slots) {
		memcpy(s->key + slot * width, s->scratch,
		    width * sizeof(*s->key));
		s->found[slot] = found;
		s->used++;
	}
	return found;
}

static int
by_size(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/* Returns Moore's search's count from p, its heaps gathered by size. */
static struct nim_count
search(const struct nim_game *g, const struct nim_position *p)
{
	size_t n = p->n ? p->n : 1, i;
	struct search s = { g->k, xcallocarray(n, sizeof(uint64_t)),
	    xcallocarray(n, sizeof(uint64_t)),
	    xcallocarray(n, sizeof(uint64_t)), 0, 0, NULL,
	    xcallocarray(n + 1, sizeof(uint64_t)), NULL, 0, 0 };
	uint64_t *heap = xcallocarray(n, sizeof(*heap));
	struct nim_count found;

	for (i = 0; i < p->n; i++)
		heap[i] = p->heap[i];
	qsort(heap, p->n, sizeof(*heap), by_size);
	for (i = 0; i < p->n; i++) {
		if (s.sizes == 0 || s.size[s.sizes - 1] != heap[i])
			s.size[s.sizes++] = heap[i];
		s.count[s.sizes - 1]++;
	}
	found = below(&s, nim_top_column(p), 0);
	free(heap);
	free(s.size);
	free(s.count);
	free(s.free);
	free(s.key);
	free(s.scratch);
	free(s.found);
	return found;
}

/*
 * Counts the simple game's moves from p, whose nim-sum is x: the legal
 * ones, its matches, and the correct ones, the heaps holding x's
 * leading 1 (Bouton 1901), none when x is 0.  A measured hot path, a
 * pass over the heaps for every move of nim-trace --game: the fast road
 * for k = 1 of search(), Nim_k's column search, its twin.
 */
static void
simple_moves(const struct nim_position *p, uint64_t x, struct nim_count *legal,
    struct nim_count *correct)
{
	uint64_t top = x, sum = 0, held = 0;
	bool huge = false;
	size_t i;

	while (top & (top - 1))
		top &= top - 1;
	for (i = 0; i < p->n; i++) {
		uint64_t h = p->heap[i];

		sum += h;
		huge |= sum < h;
		held += (h & top) != 0;
	}
	legal->n = sum;
	legal->kind = huge ? NIM_COUNT_HUGE : NIM_COUNT_EXACT;
	*correct = (struct nim_count){ held, NIM_COUNT_EXACT };
}

/*
 * Returns the moves from p that leave heaps of 0 and 1 alone, whose
 * count of ones is `ones` mod k + 1.  Every heap above 1 must be lowered
 * (to 0 or 1), so there are none when more than k hold more than 1;
 * otherwise x of the heaps of 1 are emptied and y of the big heaps left
 * at 1, in C(m1, x) C(big, y) ways, with y fixed by x and the count.
 */
static struct nim_count
small_moves(const struct nim_game *g, const struct nim_position *p,
    uint64_t ones)
{
	uint64_t m1 = nim_ones(p), big = nim_big_heaps(p, g->k), x, y;
	struct nim_count sum = zero;

	if (big > g->k)
		return zero;
	for (x = 0; x <= m1 && x <= g->k - big; x++) {
		if (x + big == 0)
			continue;
		/* m1 - x + y = ones (mod k + 1), with 0 <= y <= big <= k */
		y = (ones % (g->k + 1) + (g->k + 1) - (m1 - x) % (g->k + 1)) %
		    (g->k + 1);
		if (y <= big)
			sum = plus(sum, times(choose(m1, x), choose(big, y)));
	}
	return sum;
}

/*
 * Returns the ways of splitting m matches into two non-empty heaps, a
 * and m - a with a <= m - a (a < m - a in Grundy's game): a move leaves
 * the two heaps, in whichever order they are written.
 */
static uint64_t
splits(const struct heap_game *g, uint64_t m)
{
	if (m < 2)
		return 0;
	return g->unequal ? (m - 1) / 2 : m / 2;
}

/*
 * Returns a heap game's legal moves from p, counted from its code's
 * digits: removing t matches from a heap of h (t <= h, t no more than
 * the code's length) is a move for each of the digit's choices that
 * apply, and for bit 4, one for each split of what is left.
 */
static struct nim_count
heap_game_moves(const struct heap_game *g, const struct nim_position *p)
{
	struct nim_count sum = zero;
	uint64_t h, t;
	size_t i;

	for (i = 0; i < p->n; i++) {
		h = p->heap[i];
		for (t = 0; t <= g->t && t <= h; t++) {
			unsigned d = g->digit[t];
			uint64_t n = ((d & HEAP_LEAVE_NONE) && t == h && t > 0) +
			    ((d & HEAP_LEAVE_ONE) && t > 0 && t < h);

			if (d & HEAP_LEAVE_TWO)
				n += splits(g, h - t);
			sum = plus(sum, (struct nim_count){ n,
			    NIM_COUNT_EXACT });
		}
	}
	return sum;
}

/*
 * Returns the moves of heap h of a heap game that leave it heaps of
 * value `want` (Sprague 1935, Grundy 1939: a move is correct when it
 * leaves a position of value 0), every option's value looked at, each a
 * step of *steps; unknown past the budget or the values known.
 */
static struct nim_count
heap_game_correct(struct heap_game *g, uint64_t h, unsigned want,
    uint64_t *steps)
{
	uint64_t n = 0, t, a, m;
	unsigned va, vb;

	for (t = 0; t <= g->t && t <= h; t++) {
		unsigned d = g->digit[t];

		m = h - t;
		n += (d & HEAP_LEAVE_NONE) && t == h && t > 0 && want == 0;
		if ((d & HEAP_LEAVE_ONE) && t > 0 && t < h) {
			if (!heap_game_value(g, m, HEAP_MOVE_LIMIT, &va))
				return unknown;
			n += va == want;
		}
		if (!(d & HEAP_LEAVE_TWO) || m < 2)
			continue;
		for (a = 1; a < m - a || (a == m - a && !g->unequal); a++) {
			if (++*steps > SEARCH_BUDGET ||
			    !heap_game_value(g, a, HEAP_MOVE_LIMIT, &va) ||
			    !heap_game_value(g, m - a, HEAP_MOVE_LIMIT, &vb))
				return unknown;
			n += (va ^ vb) == want;
		}
	}
	return (struct nim_count){ n, NIM_COUNT_EXACT };
}

/*
 * Counts a heap game's legal and correct moves from p: the correct ones
 * turn the value of one heap h into the position's value x less h's own
 * (x ^ G(h)), so that the position's becomes 0.
 */
static void
heap_game_counts(struct heap_game *g, const struct nim_position *p,
    struct nim_count *legal, struct nim_count *correct)
{
	uint64_t x, steps = 0;
	unsigned v;
	size_t i;

	*legal = heap_game_moves(g, p);
	*correct = zero;
	if (!heap_game_position_value(g, p, HEAP_MOVE_LIMIT, &x, &i)) {
		*correct = unknown;
		return;
	}
	for (i = 0; x != 0 && i < p->n && correct->kind == NIM_COUNT_EXACT;
	    i++) {
		heap_game_value(g, p->heap[i], HEAP_MOVE_LIMIT, &v);
		*correct = plus(*correct, heap_game_correct(g, p->heap[i],
		    (unsigned)(x ^ v), &steps));
	}
}

void
nim_count_moves(const struct nim_game *g, const struct nim_position *p,
    uint64_t x, struct nim_count *legal, struct nim_count *correct)
{
	struct nim_count columns, wrong, right;

	if (g->rules != NULL) {
		heap_game_counts(g->rules, p, legal, correct);
		return;
	}
	/* the moves that leave every column sum a multiple of k + 1 */
	if (g->k == 1) {
		simple_moves(p, x, legal, &columns);
	} else {
		*legal = legal_moves(g, p);
		columns = search(g, p);
	}
	if (!g->misere) {
		*correct = columns;
		return;
	}
	/*
	 * The reverse game: safe by the columns while some heap holds more
	 * than 1, by the count of ones (1 mod k + 1) once none does.
	 */
	wrong = small_moves(g, p, 0);
	right = small_moves(g, p, 1);
	*correct = plus(columns, right);
	if (correct->kind != NIM_COUNT_EXACT || wrong.kind != NIM_COUNT_EXACT)
		correct->kind = NIM_COUNT_UNKNOWN;
	else
		correct->n -= wrong.n;
}
