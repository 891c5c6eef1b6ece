/*
 * The sparse-space method of Gangolli and Plambeck (1989), as Flammenkamp
 * uses it, by which heap_game_extend finds a heap game's values (see
 * heapgame.h): the mask that splits the values into rare and common, the
 * list of the rare heaps, and the mex of a new heap from the rare values.
 */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "heapgame.h"

/*
 * The splits of a heap are looked at FIRST_SPLITS first, then four times
 * as many each time, until no rare value below the mex is missing.  Once
 * FIND_AFTER have been looked at and FEW_MISSING or fewer values are
 * missing, each is looked for by find_split, among the heaps below
 * SMALL_HEAPS, in FIND_TRIES of them at most: the scan finds most values
 * sooner, the search the few it would find late.
 */
enum {
	FIRST_SPLITS = 64, FIND_AFTER = 4096, FEW_MISSING = 8,
	SMALL_HEAPS = 65536, FIND_TRIES = 1024, MARK_RUN = 16
};


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

/* A value and how many heaps have it, for listing the most frequent first. */
struct tally {
	long long count;
	unsigned value;
};

static int
more_often(const void *x, const void *y)
{
	const struct tally *a = x, *b = y;

	if (a->count != b->count)
		return a->count > b->count ? -1 : 1;
	return a->value < b->value ? -1 : a->value > b->value;
}

/*
 * Lists the common values that count[0 .. size) gives heaps, the most
 * frequent first, and indexes the small heaps by value: see find_split.
 */
static void
index_small(struct heap_game *g, const long long *count, size_t size)
{
	struct tally *t = xcallocarray(size, sizeof(*t));
	size_t k = 0, v, h;

	for (v = 0; v < size; v++)
		if ((g->common[2 * v] || g->common[2 * v + 1]) && count[v] > 0) {
			t[k].count = count[v];
			t[k++].value = (unsigned)v;
		}
	qsort(t, k, sizeof(*t), more_often);
	g->often = xreallocarray(g->often, k + 1, sizeof(*g->often));
	for (g->noften = 0; g->noften < k; g->noften++)
		g->often[g->noften] = (uint16_t)t[g->noften].value;
	free(t);

	/* a counting sort: first[v] counts, then ends, then starts */
	g->nsmall = g->n < SMALL_HEAPS ? g->n : SMALL_HEAPS;
	g->nfirst = size;
	g->first = xreallocarray(g->first, size + 1, sizeof(*g->first));
	g->small = xreallocarray(g->small, g->nsmall, sizeof(*g->small));
	memset(g->first, 0, (size + 1) * sizeof(*g->first));
	for (h = 1; h < g->nsmall; h++)
		g->first[g->value[h]]++;
	for (v = 1; v <= size; v++)
		g->first[v] += g->first[v - 1];
	for (h = g->nsmall - 1; h > 0; h--)
		g->small[--g->first[g->value[h]]] = (uint32_t)h;
}

/*
 * A heap's name in the sparse space (see heapgame.h): 2 v + its parity,
 * v its value, when every split removes an amount of the same parity,
 * which the heap's parity is taken relative to; else 2 v.
 */
static size_t
sparse_name(const struct heap_game *g, size_t h, unsigned v)
{
	return 2 * (size_t)v + (g->split_parity >= 0 ?
	    (h ^ (size_t)g->split_parity) & 1 : 0);
}

/*
 * Chooses the mask under which the most heaps are common (see heapgame.h),
 * by the Walsh-Hadamard transform of the count of each heap's value and
 * parity: the common heaps then lie outside the subgroup of even parity,
 * where two of them meet.  The mask looks at a heap's parity only when
 * the parity of the two parts of a split is known from the heap's, as it
 * is when every amount a split removes is even, or every one odd.  Then
 * marks every value and parity common or not and lists the rare heaps.
 */
void
heap_sparse_remask(struct heap_game *g)
{
	size_t size = 1, h, j, v;
	long long *count, *w;

	while (size <= g->top)
		size *= 2;
	count = xcallocarray(2 * size, sizeof(*count));
	for (h = 1; h < g->n; h++)
		count[sparse_name(g, h, g->value[h])]++;
	w = xcallocarray(2 * size, sizeof(*w));
	memcpy(w, count, 2 * size * sizeof(*w));
	hadamard(w, 2 * size);
	g->mask = 0;
	for (j = 1; j < 2 * size; j++)
		if ((g->split_parity >= 0 || j % 2 == 0) && w[j] < 0 &&
		    (g->mask == 0 || w[j] < w[g->mask]))
			g->mask = (unsigned)j;
	free(w);
	for (v = 0; v < 2 * ((size_t)HEAP_GAME_VALUE_MAX + 2); v++)
		g->common[v] = (unsigned char)parity((unsigned)v & g->mask);
	g->nrare = 0;
	for (h = 1; h < g->n; h++)
		if (!g->common[sparse_name(g, h, g->value[h])]) {
			g->rare = grow(g->rare, &g->rarecap, g->nrare + 1, sizeof(*g->rare));
			g->rare[g->nrare++] = h;
		}
	/* the count of each value, whatever the parity, for index_small */
	for (v = 0; v < size; v++)
		count[v] = count[2 * v] + count[2 * v + 1];
	index_small(g, count, size);
	free(count);
}

/*
 * Whether a split of heap n has the rare value w, looked for among the
 * small heaps: for each common value c, the most frequent first, the small
 * heaps a of value c ^ w whose partner, the rest of the heap, has value c.
 * Two common values meet so; the partner is one of the last heaps, whose
 * values are mostly the frequent ones, so most tries that can succeed do.
 * False after FIND_TRIES heaps tried, which proves nothing.  A partner
 * not yet known is passed over.
 */
static bool
find_split(const struct heap_scan *sc, unsigned w)
{
	const struct heap_game *g = sc->g;
	const uint16_t *value = g->value;
	size_t n = sc->n, tries = 0, k, j, s, a, m;
	unsigned c, u;

	for (k = 0; k < g->noften; k++) {
		c = g->often[k];
		u = c ^ w;
		if (u >= g->nfirst)
			continue;
		for (j = g->first[u]; j < g->first[u + 1]; j++) {
			a = g->small[j];
			for (s = 0; s < g->nsplit; s++) {
				m = n - g->split[s];
				if (a + g->split[s] < n && m - a < sc->known &&
				    value[m - a] == c && (!g->unequal || 2 * a != m))
					return true;
			}
			if (++tries == FIND_TRIES)
				return false;
		}
	}
	return false;
}

/*
 * Marks the values of the splits of a heap of m into a and m - a, a from
 * `from` to `to` at most (and m - a known), until none of the values on
 * the list want (of length `missing`) is left unmarked; returns how many
 * are left, the list keeping them in order.  The splits are marked a run
 * of MARK_RUN at a time, with no test between them, and the list is
 * looked at after each run: most splits' values are not wanted, and a
 * test of each cost more than the run.
 */
static size_t
mark_splits(struct heap_scan *sc, size_t m, size_t from, size_t to, size_t missing)
{
	const uint16_t *value = sc->g->value;
	uint32_t *stamp = sc->stamp, mark = sc->mark;
	size_t a, end, k, left, last = sc->g->unequal ? (m - 1) / 2 : m / 2;

	if (to < last)
		last = to;
	if (m - from >= sc->known)
		from = m - sc->known + 1;
	for (a = from; a <= last && missing > 0; missing = left) {
		end = last - a < MARK_RUN ? last : a + MARK_RUN - 1;
		for (; a <= end; a++)
			stamp[value[a] ^ value[m - a]] = mark;
		for (k = left = 0; k < missing; k++)
			if (stamp[sc->want[k]] != mark)
				sc->want[left++] = sc->want[k];
	}
	sc->work += a - from;
	return missing;
}

/* The options mark_splits leaves to it: see heapgame.h. */
void
heap_sparse_mark_rare(struct heap_scan *sc, size_t nrare)
{
	const struct heap_game *g = sc->g;
	const uint16_t *value = g->value;
	const size_t *rare = g->rare;
	size_t n = sc->n, known = sc->known, i, r, m;
	uint32_t *stamp = sc->stamp, mark = sc->mark;
	unsigned x;

	for (i = 0; i <= g->t && i <= n; i++) {
		if ((g->digit[i] & HEAP_LEAVE_NONE) && i == n && i > 0)
			stamp[0] = mark;
		if ((g->digit[i] & HEAP_LEAVE_ONE) && i < n && i > 0 && n - i < known)
			stamp[value[n - i]] = mark;
		if (!(g->digit[i] & HEAP_LEAVE_TWO) || n - i < 2)
			continue;
		m = n - i;
		for (r = 0; r < nrare && rare[r] < m; r++)
			if ((!g->unequal || 2 * rare[r] != m) && m - rare[r] < known) {
				x = value[rare[r]] ^ value[m - rare[r]];
				if (x <= HEAP_GAME_VALUE_MAX)
					stamp[x] = mark;
			}
		sc->work += r;
	}
}

/*
 * The options heap_sparse_mark_rare and mark_splits pass over are those
 * that leave a heap of sc->known or more: one heap n - i, or a split
 * whose larger part is one of them, and so whose smaller part is below
 * n - i - sc->known + 1.
 */
void
heap_sparse_mark_late(struct heap_scan *sc, size_t known)
{
	const struct heap_game *g = sc->g;
	const uint16_t *value = g->value;
	size_t n = sc->n, i, a, m, last;

	for (i = 0; i <= g->t && i <= n; i++) {
		if ((g->digit[i] & HEAP_LEAVE_ONE) && i < n && i > 0 && n - i >= known)
			sc->stamp[value[n - i]] = sc->mark;
		if (!(g->digit[i] & HEAP_LEAVE_TWO) || n - i < 2)
			continue;
		m = n - i;
		last = g->unequal ? (m - 1) / 2 : m / 2;
		for (a = 1; a <= last && m - a >= known; a++)
			sc->stamp[value[a] ^ value[m - a]] = sc->mark;
	}
}

/*
 * The mex is the smallest common value unmarked, unless a smaller rare
 * value is missing.  Two common parts meet among the rare values, so
 * those few are looked for together among the splits, the first few
 * first (most are found there), and the last few of them by find_split.
 * When some are still missing at the end, every split was marked.
 */
unsigned
heap_sparse_seek(struct heap_scan *sc, bool *every)
{
	const struct heap_game *g = sc->g;
	size_t n = sc->n, s, from, to, k, left, missing = 0;
	uint32_t *stamp = sc->stamp, mark = sc->mark;
	bool sought = false;
	unsigned v, w;

	*every = true;
	if (g->mask == 0) {
		/* no mask: every heap is rare, and every split was marked above */
		for (v = 0; stamp[v] == mark; v++)
			;
		return v;
	}
	for (v = 0; v <= HEAP_GAME_VALUE_MAX && (stamp[v] == mark ||
	    !g->common[sparse_name(g, n, v)]); v++)
		;
	for (w = 0; w < v; w++)
		if (stamp[w] != mark)
			sc->want[missing++] = (uint16_t)w;
	for (from = 1, to = FIRST_SPLITS; missing > 0; from = to + 1, to *= 4) {
		for (s = 0; s < g->nsplit && g->split[s] + 2 <= n && missing > 0; s++)
			missing = mark_splits(sc, n - g->split[s], from, to, missing);
		if (!sought && to >= FIND_AFTER && missing <= FEW_MISSING) {
			sought = true;
			for (k = left = 0; k < missing; k++)
				if (!find_split(sc, sc->want[k]))
					sc->want[left++] = sc->want[k];
			missing = left;
		}
		if (to >= n / 2)
			break;
	}
	*every = missing > 0;
	return missing > 0 ? sc->want[0] : v;
}

/*
 * The value of heap n = g->n by the sparse-space method.  The options that
 * leave one heap are marked, and so are the splits with a rare part; then
 * heap_sparse_seek finds the mex.  This is a fast road: its plain twin is
 * heap_game_plain in heapgame.c, the mex of every option, and t/lib.bats
 * holds the two together.
 */
unsigned
heap_sparse_mex(struct heap_game *g)
{
	struct heap_scan sc = { .g = g, .n = g->n, .known = g->n, .stamp = g->stamp,
	    .mark = (uint32_t)g->n + 1, .want = g->want };
	unsigned v;
	bool every;

	heap_sparse_mark_rare(&sc, g->nrare);
	v = heap_sparse_seek(&sc, &every);
	g->work += sc.work;
	return v;
}

void
heap_sparse_room(struct heap_game *g, size_t end)
{
	g->value = grow(g->value, &g->cap, end, sizeof(*g->value));
	g->rare = grow(g->rare, &g->rarecap, g->nrare + (end - g->n), sizeof(*g->rare));
}

void
heap_sparse_keep_at(struct heap_game *g, size_t h, unsigned v)
{
	g->value[h] = (uint16_t)v;
	if (v > g->top)
		g->top = v;
	if (h > 0 && !g->common[sparse_name(g, h, v)])
		g->rare[g->nrare++] = h;
}

void
heap_sparse_keep(struct heap_game *g, unsigned v)
{
	heap_sparse_room(g, g->n + 1);
	heap_sparse_keep_at(g, g->n, v);
}
