/* Heap games given by their rules, their values and periods: see heapgame.h. */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "../num.h"
#include "heapgame.h"

enum { LEAVE_NONE = 1, LEAVE_ONE = 2, LEAVE_TWO = 4 };

/* The first heap counts at which the mask is chosen and the period sought. */
enum { FIRST_REMASK = 64, FIRST_CHECK = 16 };

static void *
grow(void *p, size_t *cap, size_t need, size_t size)
{
	size_t c = *cap ? *cap : 64;

	while (c < need)
		c *= 2;
	if (c != *cap) {
		p = xreallocarray(p, c, size);
		*cap = c;
	}
	return p;
}

static void
start(struct heap_game *g, size_t t)
{
	memset(g, 0, sizeof(*g));
	g->digit = xcallocarray(t + 1, 1);
	g->stamp = xcallocarray((size_t)HEAP_GAME_VALUE_MAX + 2, sizeof(*g->stamp));
	g->class = xcallocarray((size_t)HEAP_GAME_VALUE_MAX + 2, 1);
	g->t = t;
	g->remask_at = FIRST_REMASK;
	g->check_at = FIRST_CHECK;
}

/* Reads a code d0.d1d2...: see heap_game_parse. */
static const char *
parse_code(struct heap_game *g, const char *s, const char *dot, const char **at)
{
	const char *d;
	size_t t = 0, i;

	if (dot - s > 1 || (dot - s == 1 && *s != '0' && *s != '4')) {
		*at = s;
		return "the digit before the point must be 0 or 4 (split a heap taking nothing)";
	}
	for (d = dot + 1; *d != '\0'; d++) {
		*at = d;
		if ((*d >= '8' && *d <= '9') || (*d >= 'a' && *d <= 'f') ||
		    (*d >= 'A' && *d <= 'F'))
			return "hexadecimal digits (8 and above, leaving three heaps or more) "
			    "are not played: only octal codes";
		if (*d < '0' || *d > '7')
			return "not an octal digit";
		if (*d != '0')
			t = (size_t)(d - dot);
	}
	*at = dot;
	if (d == dot + 1)
		return "no digits after the point";
	if (t > HEAP_GAME_TAKE_MAX)
		return "longer than 4096 digits";
	if (t == 0 && !(dot - s == 1 && *s == '4'))
		return "allows no move";
	start(g, t);
	g->octal = true;
	g->digit[0] = dot - s == 1 && *s == '4' ? LEAVE_TWO : 0;
	for (i = 1; i <= t; i++)
		g->digit[i] = (unsigned char)(dot[i] - '0');
	return NULL;
}

/* Reads a subtraction set "1,2,3": see heap_game_parse. */
static const char *
parse_set(struct heap_game *g, const char *s, const char **at)
{
	uint64_t amount, t = 0;
	const char *p, *end, *why;

	for (p = s;; p = end + 1) {
		end = p + strcspn(p, ",");
		*at = p;
		if (end == p)
			return "an empty amount";
		if ((why = num_parse(p, (size_t)(end - p), 0, HEAP_GAME_TAKE_MAX, &amount)))
			return strcmp(why, "too large") == 0 ? "takes more than 4096" : why;
		if (amount == 0)
			return "an amount of 0 takes nothing";
		if (amount > t)
			t = amount;
		if (*end == '\0')
			break;
	}
	start(g, (size_t)t);
	g->octal = true;
	for (p = s;; p = end + 1) {
		end = p + strcspn(p, ",");
		num_parse(p, (size_t)(end - p), 1, t, &amount);
		g->digit[amount] = LEAVE_NONE | LEAVE_ONE;
		if (*end == '\0')
			break;
	}
	return NULL;
}

const char *
heap_game_parse(struct heap_game *g, const char *s, const char **at)
{
	const char *dot = strchr(s, '.');

	memset(g, 0, sizeof(*g));
	*at = s;
	if (strcmp(s, "grundy") == 0) {
		start(g, 0);
		g->digit[0] = LEAVE_TWO;
		g->unequal = true;
		return NULL;
	}
	if (dot != NULL)
		return parse_code(g, s, dot, at);
	if (*s >= '0' && *s <= '9')
		return parse_set(g, s, at);
	return "not a game: a code such as 0.77, amounts such as 1,2,3, or grundy";
}

void
heap_game_free(struct heap_game *g)
{
	free(g->digit);
	free(g->value);
	free(g->rare);
	free(g->stamp);
	free(g->class);
	memset(g, 0, sizeof(*g));
}

/*
 * Calls each split of a heap of m into two non-empty heaps a <= b (a < b
 * in Grundy's game) as `body`, with a in `a` and b in `b`.
 */
#define EACH_SPLIT(g, m, a, b) \
	for ((a) = 1, (b) = (m) - 1; (a) < (b) || ((a) == (b) && !(g)->unequal); \
	    (a)++, (b)--)

unsigned
heap_game_plain(const struct heap_game *g, size_t n)
{
	size_t size = 2, i, a, b;
	unsigned char *seen;
	unsigned v;

	/* every exclusive or of two values lies below the power of 2 above them */
	while (size <= g->top)
		size *= 2;
	seen = xcallocarray(size + 1, 1);
	for (i = 0; i <= g->t && i <= n; i++) {
		if ((g->digit[i] & LEAVE_NONE) && i == n && i > 0)
			seen[0] = 1;
		if ((g->digit[i] & LEAVE_ONE) && i < n && i > 0)
			seen[g->value[n - i]] = 1;
		if ((g->digit[i] & LEAVE_TWO) && n - i >= 2)
			EACH_SPLIT(g, n - i, a, b)
				seen[g->value[a] ^ g->value[b]] = 1;
	}
	for (v = 0; seen[v]; v++)
		;
	free(seen);
	return v;
}

/* The parity of the bits of v (values have 16 bits). */
static unsigned
parity(unsigned v)
{
	v ^= v >> 8;
	v ^= v >> 4;
	v ^= v >> 2;
	v ^= v >> 1;
	return v & 1;
}

/*
 * The Walsh-Hadamard transform of w[0 .. size): at each mask, the heaps
 * of even parity less those of odd.
 */
static void
hadamard(long long *w, size_t size)
{
	size_t half, i, j;

	for (half = 1; half < size; half *= 2)
		for (i = 0; i < size; i += 2 * half)
			for (j = i; j < i + half; j++) {
				long long x = w[j], y = w[j + half];

				w[j] = x + y;
				w[j + half] = x - y;
			}
}

/* Whether mask m is the exclusive or of some of the masks chosen so far. */
static bool
spanned(const struct heap_game *g, unsigned m)
{
	unsigned some, i, x;

	for (some = 0; some < 1u << g->nmask; some++) {
		for (x = 0, i = 0; i < g->nmask; i++)
			if (some >> i & 1)
				x ^= g->mask[i];
		if (x == m)
			return true;
	}
	return false;
}

/*
 * Chooses the masks: first the one whose odd parity holds the most heaps
 * (the common values then lie outside the subgroup of even parity, where
 * two of them meet), then the others that split off few heaps, and
 * classes every value by them; lists the heaps whose values are rare.
 */
static void
remask(struct heap_game *g)
{
	size_t size = 1, h, j, v;
	unsigned want = 0, best = 0;
	long long *w;

	while (size <= g->top)
		size *= 2;
	w = xcallocarray(size, sizeof(*w));
	for (h = 1; h < g->n; h++)
		w[g->value[h]]++;
	hadamard(w, size);
	for (j = 1; j < size; j++)
		if (best == 0 || w[j] < w[best])
			best = (unsigned)j;
	g->nmask = 0;
	if (best != 0 && w[best] < 0) {
		long long n = w[0], few = (n + w[best]) / 2 * 4 + 16;

		g->mask[g->nmask++] = best;
		want = 1;
		for (j = 1; j < size && g->nmask < 8; j++)
			if ((n - llabs(w[j])) / 2 <= few && !spanned(g, (unsigned)j)) {
				want |= (w[j] < 0) << g->nmask;
				g->mask[g->nmask++] = (unsigned)j;
			}
	}
	free(w);
	for (v = 0; v <= HEAP_GAME_VALUE_MAX + 1; v++) {
		unsigned got = 0, i;

		for (i = 0; i < g->nmask; i++)
			got |= parity((unsigned)v & g->mask[i]) << i;
		g->class[v] = g->nmask == 0 ? 0 : (unsigned char)((got == want) *
		    HEAP_GAME_COMMON | (got == 0) * HEAP_GAME_CLOSED);
	}
	g->nrare = 0;
	for (h = 1; h < g->n; h++)
		if (!(g->class[g->value[h]] & HEAP_GAME_COMMON)) {
			g->rare = grow(g->rare, &g->rarecap, g->nrare + 1, sizeof(*g->rare));
			g->rare[g->nrare++] = h;
		}
}

/*
 * Marks the exclusive ors below `below` of the splits of a heap of m,
 * split by split, until `missing` of them unmarked before are marked;
 * returns how many are still missing.  One pass marks every value it
 * meets, so the rare values missing are collected together.
 */
static size_t
mark_splits(const struct heap_game *g, size_t m, unsigned below, size_t missing)
{
	const uint16_t *value = g->value;
	uint32_t *stamp = g->stamp, mark = (uint32_t)g->n + 1;
	size_t a, b;
	unsigned x;

	EACH_SPLIT(g, m, a, b) {
		x = value[a] ^ value[b];
		if (x < below && stamp[x] != mark) {
			stamp[x] = mark;
			if (--missing == 0)
				break;
		}
	}
	return missing;
}

/*
 * The value of heap n = g->n by the sparse-space method.  The options that
 * leave one heap are marked, and so are the splits with a rare part.  Two
 * common parts meet in the closed subgroup, so the smallest value outside
 * it that is unmarked is the mex, unless a smaller value inside it is
 * missing: those few are looked for together, in one pass over the
 * splits that stops once all are found (most are, within a few splits).
 */
static unsigned
sparse(struct heap_game *g)
{
	size_t n = g->n, i, r, m;
	uint32_t *stamp = g->stamp, mark = (uint32_t)n + 1;
	const uint16_t *value = g->value;
	size_t missing = 0;
	unsigned v, w, x;

	for (i = 0; i <= g->t && i <= n; i++) {
		if ((g->digit[i] & LEAVE_NONE) && i == n && i > 0)
			stamp[0] = mark;
		if ((g->digit[i] & LEAVE_ONE) && i < n && i > 0)
			stamp[value[n - i]] = mark;
		if (!(g->digit[i] & LEAVE_TWO) || n - i < 2)
			continue;
		m = n - i;
		for (r = 0; r < g->nrare && g->rare[r] < m; r++)
			if (!g->unequal || 2 * g->rare[r] != m) {
				x = value[g->rare[r]] ^ value[m - g->rare[r]];
				if (x <= HEAP_GAME_VALUE_MAX)
					stamp[x] = mark;
			}
	}
	if (g->nmask == 0) {
		/* no mask: every heap is rare, and every split was marked above */
		for (v = 0; stamp[v] == mark; v++)
			;
		return v;
	}
	for (v = 0; v <= HEAP_GAME_VALUE_MAX && (stamp[v] == mark ||
	    (g->class[v] & HEAP_GAME_CLOSED)); v++)
		;
	for (w = 0; w < v; w++)
		missing += stamp[w] != mark;
	for (i = 0; i <= g->t && i + 2 <= n && missing > 0; i++)
		if (g->digit[i] & LEAVE_TWO)
			missing = mark_splits(g, n - i, v, missing);
	for (w = 0; w < v; w++)
		if (stamp[w] != mark)
			return w;
	return v;
}

/*
 * Seeks the period the values so far prove: the smallest p for which the
 * theorem's range e <= n < 2e + p + t, shifted by p, lies within them.
 * Then the least period and pre-period of the sequence it proves are kept.
 */
static void
seek_period(struct heap_game *g)
{
	const uint16_t *v = g->value;
	size_t n = g->n, p, m, e, d;

	for (p = 1; 2 * p + g->t < n; p++) {
		/* the theorem's range shifted by p ends at heap n - 1 when e is emax */
		size_t emax = (n - 2 * p - g->t) / 2;

		for (m = n - 1 - p; m > emax && v[m] == v[m + p]; m--)
			;
		if (v[m] != v[m + p])
			continue;
		for (e = emax; e > 0 && v[e - 1] == v[e - 1 + p]; e--)
			;
		/* proved: periodic with p from e on; now the least such period */
		for (d = 1; d < p; d++) {
			if (p % d)
				continue;
			for (m = e; m < e + p && v[m] == v[m + d]; m++)
				;
			if (m == e + p)
				break;
		}
		for (; e > 0 && v[e - 1] == v[e - 1 + d]; e--)
			;
		g->periodic = true;
		g->period = d;
		g->preperiod = e;
		g->proved_at = 2 * e + 2 * d + g->t - 1;
		return;
	}
}

size_t
heap_game_extend(struct heap_game *g, size_t n)
{
	unsigned v;

	if (n > UINT32_MAX - 1)
		n = UINT32_MAX - 1;
	while (g->n < n && !g->periodic && !g->stuck) {
		if (g->n == g->remask_at) {
			remask(g);
			g->remask_at *= 2;
		}
		v = g->n == 0 ? 0 : sparse(g);
		if (v >= HEAP_GAME_VALUE_MAX) {
			g->stuck = true;
			break;
		}
		g->value = grow(g->value, &g->cap, g->n + 1, sizeof(*g->value));
		g->value[g->n] = (uint16_t)v;
		if (v > g->top)
			g->top = v;
		if (g->n > 0 && !(g->class[v] & HEAP_GAME_COMMON)) {
			g->rare = grow(g->rare, &g->rarecap, g->nrare + 1, sizeof(*g->rare));
			g->rare[g->nrare++] = g->n;
		}
		g->n++;
		if (g->octal && g->n == g->check_at) {
			seek_period(g);
			g->check_at += g->check_at / 32 > 16 ? g->check_at / 32 : 16;
		}
	}
	/* the values found so far prove what they can, not only at the checks */
	if (g->octal && !g->periodic && g->n >= FIRST_CHECK)
		seek_period(g);
	return g->n;
}

bool
heap_game_value(struct heap_game *g, uint64_t h, size_t limit, unsigned *v)
{
	if (h >= g->n && !g->periodic) {
		/* doubling, so that a line of growing heaps costs no more than twice */
		size_t want = h < limit ? (size_t)h + 1 : limit;

		heap_game_extend(g, want > 2 * g->n || want == limit ? want :
		    2 * g->n < limit ? 2 * g->n : limit);
	}
	if (h < g->n) {
		*v = g->value[h];
		return true;
	}
	if (!g->periodic)
		return false;
	*v = g->value[g->preperiod + (h - g->preperiod) % g->period];
	return true;
}

/*
 * The smallest a, within the values known, for which heaps a and m - a
 * have the exclusive or `want`.  In a periodic game both parts past the
 * pre-period and period may each be moved by a period (a down, m - a up)
 * without changing either value, so the a looked at stay below
 * preperiod + period + 1.
 */
static bool
split_to(struct heap_game *g, uint64_t m, unsigned want, size_t limit, uint64_t *a)
{
	uint64_t most = m / 2, x;
	unsigned va, vb;

	if (g->periodic && most > g->preperiod + g->period)
		most = g->preperiod + g->period;
	for (x = 1; x <= most; x++) {
		if (g->unequal && 2 * x == m)
			break;
		if (!heap_game_value(g, x, limit, &va) || !heap_game_value(g, m - x, limit, &vb))
			return false;
		if ((va ^ vb) == want) {
			*a = x;
			return true;
		}
	}
	return false;
}

bool
heap_game_move_to(struct heap_game *g, uint64_t h, unsigned want, size_t limit,
    struct heap_game_move *m)
{
	size_t i;
	unsigned v;

	for (i = 0; i <= g->t && i <= h; i++) {
		m->take = i;
		m->a = m->b = 0;
		if ((g->digit[i] & LEAVE_NONE) && i == h && i > 0 && want == 0)
			return true;
		if ((g->digit[i] & LEAVE_ONE) && i < h && i > 0 && heap_game_value(g, h - i,
		    limit, &v) && v == want) {
			m->a = h - i;
			return true;
		}
		if ((g->digit[i] & LEAVE_TWO) && h - i >= 2 && split_to(g, h - i, want, limit,
		    &m->a)) {
			m->b = h - i - m->a;
			return true;
		}
	}
	return false;
}

bool
heap_game_legal(const struct heap_game *g, uint64_t h, uint64_t a, uint64_t b)
{
	uint64_t left = a + b, take;
	unsigned need;

	/* digit 0 has no bit 1 or 2: a move that removes nothing must split */
	if (a > h || b > h - a)
		return false;
	take = h - left;
	if (take > g->t)
		return false;
	need = a == 0 && b == 0 ? LEAVE_NONE : a == 0 || b == 0 ? LEAVE_ONE : LEAVE_TWO;
	if (need == LEAVE_TWO && g->unequal && a == b)
		return false;
	return (g->digit[take] & need) != 0;
}

bool
heap_game_position_value(struct heap_game *g, const struct nim_position *p, size_t limit,
    uint64_t *x, size_t *heap)
{
	unsigned v;

	*x = 0;
	for (*heap = 0; *heap < p->n; ++*heap) {
		if (!heap_game_value(g, p->heap[*heap], limit, &v))
			return false;
		*x ^= v;
	}
	return true;
}

enum heap_fault
heap_game_fault(const struct heap_game *g, uint64_t h, uint64_t a, uint64_t b)
{
	uint64_t take = h - a - b;

	if (heap_game_legal(g, h, a, b))
		return HEAP_FAULT_NONE;
	if (take > g->t || g->digit[take] == 0)
		return HEAP_FAULT_AMOUNT;
	if (a == 0 && b == 0)
		return HEAP_FAULT_WHOLE;
	if (a == 0 || b == 0)
		return HEAP_FAULT_ONE;
	return (g->digit[take] & LEAVE_TWO) ? HEAP_FAULT_EQUAL : HEAP_FAULT_SPLIT;
}
