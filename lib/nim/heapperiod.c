/*
 * The period of a heap game's values, sought and proved by the
 * periodicity theorem for octal games (Winning Ways, ch. 4): see
 * heapgame.h.
 */
#include <stdlib.h>

#include "../diag.h"
#include "heapgame.h"

/*
 * Whether the values of heaps 0 .. n-1 prove the period p: G(m + p) = G(m)
 * for every m in the theorem's range e <= m < 2e + p + t, shifted by p to
 * end at heap n - 1, which makes e as large as the values allow.
 */
static bool
period_holds(const uint16_t *v, size_t n, size_t t, size_t p)
{
	size_t emax = (n - 2 * p - t) / 2, m;

	for (m = n - 1 - p; m > emax && v[m] == v[m + p]; m--)
		;
	return v[m] == v[m + p];
}

size_t
heap_game_proved_plain(const struct heap_game *g, size_t n)
{
	size_t p;

	for (p = 1; 2 * p + g->t < n; p++)
		if (period_holds(g->value, n, g->t, p))
			return p;
	return 0;
}

/*
 * The least period of the values of heaps h .. n-1, by the failure
 * function of Knuth, Morris and Pratt: the longest proper border of that
 * stretch is its length less its least period.  (n < 2^32: see
 * heap_game_extend.)
 */
static size_t
least_period(const uint16_t *v, size_t h, size_t n)
{
	size_t w = n - h, i, p;
	uint32_t k = 0, *border = xcallocarray(w, sizeof(*border));

	v += h;
	for (i = 1; i < w; i++) {
		while (k > 0 && v[i] != v[k])
			k = border[k - 1];
		if (v[i] == v[k])
			k++;
		border[i] = k;
	}
	p = w - border[w - 1];
	free(border);
	return p;
}

/*
 * Trying every p costs the square of the heaps once the values repeat,
 * as each multiple of the period matches far back; so few are tried.  A
 * period proved is one of the values of heaps n/2 .. n-1, w of them,
 * whose least period is q; so (Fine and Wilf) it is a multiple of q or
 * larger than w - q.  A multiple kq <= w - q proves q too: the values
 * from the theorem's start repeat by kq, and the last kq + q of them by
 * q.  So q is tried, then only the periods past w - q.
 */
size_t
heap_game_proved(const struct heap_game *g, size_t n)
{
	size_t h = n / 2, w = n - h, q, p;

	q = least_period(g->value, h, n);
	if (2 * q + g->t < n && period_holds(g->value, n, g->t, q))
		return q;
	for (p = q + 1 > w - q + 1 ? q + 1 : w - q + 1; 2 * p + g->t < n; p++)
		if (period_holds(g->value, n, g->t, p))
			return p;
	return 0;
}

/*
 * Seeks the period the values so far prove, and keeps the least period
 * and pre-period of the sequence it proves.
 */
void
heap_period_seek(struct heap_game *g)
{
	const uint16_t *v = g->value;
	size_t p = heap_game_proved(g, g->n), m, e, d;

	if (p == 0)
		return;
	for (e = (g->n - 2 * p - g->t) / 2; e > 0 && v[e - 1] == v[e - 1 + p]; e--)
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
}

