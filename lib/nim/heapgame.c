/* Heap games given by their rules, their values and periods: see heapgame.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "../names.h"
#include "../num.h"
#include "heapgame.h"

/*
 * The first heap counts at which the mask is chosen and the period
 * sought, and the heap count from which several threads find values.
 */
enum { FIRST_REMASK = 64, FIRST_CHECK = 16, FIRST_THREADED = 4096 };

static void
start(struct heap_game *g, size_t t)
{
	memset(g, 0, sizeof(*g));
	g->digit = xcallocarray(t + 1, 1);
	g->stamp = xcallocarray((size_t)HEAP_GAME_VALUE_MAX + 2, sizeof(*g->stamp));
	g->want = xcallocarray((size_t)HEAP_GAME_VALUE_MAX + 1, sizeof(*g->want));
	g->common = xcallocarray(2 * ((size_t)HEAP_GAME_VALUE_MAX + 2), 1);
	g->t = t;
	g->remask_at = FIRST_REMASK;
	g->check_at = FIRST_CHECK;
}

/* Reads a code d0.d1d2...: see heap_game_parse. */
static const char *
parse_code(struct heap_game *g, const char *s, const char **at)
{
	const char *d, *dot = strchr(s, '.');
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
	g->digit[0] = dot - s == 1 && *s == '4' ? HEAP_LEAVE_TWO : 0;
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
		g->digit[amount] = HEAP_LEAVE_NONE | HEAP_LEAVE_ONE;
		if (*end == '\0')
			break;
	}
	return NULL;
}

/*
 * Lists the amounts that a move splitting a heap may remove, and notes
 * whether they are all even or all odd.
 */
static void
list_splits(struct heap_game *g)
{
	size_t i;

	g->split = xcallocarray(g->t + 1, sizeof(*g->split));
	g->split_parity = -1;
	for (i = 0; i <= g->t; i++)
		if (g->digit[i] & HEAP_LEAVE_TWO) {
			if (g->nsplit == 0)
				g->split_parity = (int)(i & 1);
			else if (g->split_parity != (int)(i & 1))
				g->split_parity = -1;
			g->split[g->nsplit++] = i;
		}
}

/* Reads Grundy's game: see heap_game_parse. */
static const char *
parse_grundy(struct heap_game *g, const char *s, const char **at)
{
	(void)s;
	(void)at;
	start(g, 0);
	g->digit[0] = HEAP_LEAVE_TWO;
	g->unequal = true;
	return NULL;
}

static bool
is_code(const char *s)
{
	return strchr(s, '.') != NULL;
}

static bool
is_set(const char *s)
{
	return *s >= '0' && *s <= '9';
}

static bool
is_grundy(const char *s)
{
	return strcmp(s, "grundy") == 0;
}

/*
 * The forms of rules heap_game_parse reads: how the list of names writes
 * each, how a rule of the form looks (the first that matches is the
 * form), and its reader.
 */
static const struct {
	const char *listed;
	bool (*is)(const char *s);
	const char *(*parse)(struct heap_game *g, const char *s, const char **at);
} form[] = {
	{ "a code such as 0.77", is_code, parse_code },
	{ "amounts such as 1,2,3", is_set, parse_set },
	{ "grundy", is_grundy, parse_grundy },
};
enum { FORMS = sizeof(form) / sizeof(*form) };

const char *
heap_game_form_listed(size_t i)
{
	return i < FORMS ? form[i].listed : NULL;
}

const char *
heap_game_parse(struct heap_game *g, const char *s, const char **at)
{
	static char unknown[256];
	char listed[sizeof(unknown) - 16];
	const char *why;
	size_t i;

	memset(g, 0, sizeof(*g));
	*at = s;
	for (i = 0; i < FORMS && !form[i].is(s); i++)
		continue;
	if (i == FORMS) {
		snprintf(unknown, sizeof(unknown), "not a game: %s",
		    names_join(heap_game_form_listed, ", or ", listed, sizeof(listed)));
		return unknown;
	}
	if ((why = form[i].parse(g, s, at)) == NULL)
		list_splits(g);
	return why;
}

void
heap_game_free(struct heap_game *g)
{
	free(g->digit);
	free(g->value);
	free(g->rare);
	free(g->stamp);
	free(g->want);
	free(g->common);
	free(g->small);
	free(g->first);
	free(g->often);
	free(g->split);
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
		if ((g->digit[i] & HEAP_LEAVE_NONE) && i == n && i > 0)
			seen[0] = 1;
		if ((g->digit[i] & HEAP_LEAVE_ONE) && i < n && i > 0)
			seen[g->value[n - i]] = 1;
		if ((g->digit[i] & HEAP_LEAVE_TWO) && n - i >= 2)
			EACH_SPLIT(g, n - i, a, b)
				seen[g->value[a] ^ g->value[b]] = 1;
	}
	for (v = 0; seen[v]; v++)
		;
	free(seen);
	return v;
}

/*
 * Chooses the mask again when heap g->n is the one due: before each heap
 * is valued, found or restored.
 */
static void
before_heap(struct heap_game *g)
{
	if (g->n == g->remask_at) {
		heap_sparse_remask(g);
		g->remask_at *= 2;
	}
}

/*
 * Seeks the period when the heap count is at a check and seek is true (a
 * restored heap's check was made, and failed, when it was found).
 */
static void
check(struct heap_game *g, bool seek)
{
	if (g->octal && g->n == g->check_at) {
		if (seek)
			heap_period_seek(g);
		g->check_at += g->check_at / 32 > 16 ? g->check_at / 32 : 16;
	}
}

/* Keeps v as the value of heap g->n, and seeks the period at the checks (check). */
static void
after_heap(struct heap_game *g, unsigned v, bool seek)
{
	heap_sparse_keep(g, v);
	g->n++;
	check(g, seek);
}

/*
 * Finds the values of heaps g->n .. n-1 with g->threads threads, as far
 * as the next new mask or check of the period, and then makes the check.
 */
static void
extend_threaded(struct heap_game *g, size_t n)
{
	size_t end = n < g->remask_at ? n : g->remask_at;

	if (g->octal && g->check_at < end)
		end = g->check_at;
	heap_threads_run(g, end, g->threads);
	if (!g->stuck)
		check(g, true);
}

/*
 * Finds values as heap_game_extend does, until the work done passes
 * `work`; and then, when last is true, seeks the period once more.  A
 * run with no bound on the work and more than one thread finds the
 * heaps past the first few thousand by heap_threads_run.
 */
static size_t
extend(struct heap_game *g, size_t n, uint64_t work, bool last)
{
	unsigned v;

	if (n > UINT32_MAX - 1)
		n = UINT32_MAX - 1;
	while (g->n < n && !g->periodic && !g->stuck && g->work < work) {
		before_heap(g);
		if (g->threads > 1 && work == UINT64_MAX && g->n >= FIRST_THREADED) {
			extend_threaded(g, n);
			continue;
		}
		v = g->n == 0 ? 0 : heap_sparse_mex(g);
		if (v >= HEAP_GAME_VALUE_MAX) {
			g->stuck = true;
			break;
		}
		after_heap(g, v, true);
	}
	/* the values found so far prove what they can, not only at the checks */
	if (last && g->octal && !g->periodic && g->n >= FIRST_CHECK)
		heap_period_seek(g);
	return g->n;
}

size_t
heap_game_extend(struct heap_game *g, size_t n)
{
	return extend(g, n, UINT64_MAX, true);
}

size_t
heap_game_extend_part(struct heap_game *g, size_t n)
{
	return extend(g, n, UINT64_MAX, false);
}

void
heap_game_restore(struct heap_game *g, const uint16_t *v, size_t n, uint64_t work)
{
	size_t h;

	for (h = g->n; h < n; h++) {
		before_heap(g);
		after_heap(g, v[h], false);
	}
	g->work = work;
}

bool
heap_game_value(struct heap_game *g, uint64_t h, size_t limit, unsigned *v)
{
	if (h >= g->n && !g->periodic) {
		/* doubling, so that a line of growing heaps costs no more than twice */
		size_t want = h < limit ? (size_t)h + 1 : limit;

		extend(g, want > 2 * g->n || want == limit ? want :
		    2 * g->n < limit ? 2 * g->n : limit, HEAP_GAME_WORK, true);
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
		if ((g->digit[i] & HEAP_LEAVE_NONE) && i == h && i > 0 && want == 0)
			return true;
		if ((g->digit[i] & HEAP_LEAVE_ONE) && i < h && i > 0 &&
		    heap_game_value(g, h - i, limit, &v) && v == want) {
			m->a = h - i;
			return true;
		}
		if ((g->digit[i] & HEAP_LEAVE_TWO) && h - i >= 2 &&
		    split_to(g, h - i, want, limit, &m->a)) {
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
	need = a == 0 && b == 0 ? HEAP_LEAVE_NONE :
	    a == 0 || b == 0 ? HEAP_LEAVE_ONE : HEAP_LEAVE_TWO;
	if (need == HEAP_LEAVE_TWO && g->unequal && a == b)
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
		/* a value known is read without a call: this is nim-safe -r's hot path */
		if (p->heap[*heap] < g->n)
			v = g->value[p->heap[*heap]];
		else if (!heap_game_value(g, p->heap[*heap], limit, &v))
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
	return (g->digit[take] & HEAP_LEAVE_TWO) ? HEAP_FAULT_EQUAL : HEAP_FAULT_SPLIT;
}

uint64_t
heap_game_least_take(const struct heap_game *g)
{
	size_t i;

	for (i = 1; i <= g->t; i++)
		if (g->digit[i] != 0)
			return i;
	return 0;
}
