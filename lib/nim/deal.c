/* Positions dealt at random: see deal.h. */
#include <string.h>

#include "../diag.h"
#include "../num.h"
#include "deal.h"

bool
nim_deal_read(const char *s, struct nim_deal *d)
{
	const char *x = strchr(s, 'x');
	char count[32];
	uint64_t n;

	if (x == NULL || (size_t)(x - s) >= sizeof(count))
		return false;
	memcpy(count, s, (size_t)(x - s));
	count[x - s] = '\0';
	if (num_arg(count, 1, NIM_DEAL_HEAPS_MAX, &n) != NULL ||
	    num_arg(x + 1, 1, UINT64_MAX - 1, &d->most) != NULL)
		return false;
	d->heaps = (size_t)n;
	return true;
}

void
nim_deal(struct nim_position *p, const struct nim_deal *d, struct rng *r)
{
	size_t i;

	if (p->cap < d->heaps) {
		p->heap = xreallocarray(p->heap, d->heaps, sizeof(*p->heap));
		p->cap = d->heaps;
	}
	p->n = d->heaps;
	for (i = 0; i < p->n; i++)
		p->heap[i] = 1 + rng_below(r, d->most);
}

bool
nim_level_named(const char *name, struct nim_level *l)
{
	static const char *const level[] = { "easy", "medium", "hard" };
	static const struct nim_level deals[] = { { { 3, 7 }, false },
		{ { 4, 15 }, false }, { { 5, 31 }, true } };
	size_t i;

	for (i = 0; i < sizeof(level) / sizeof(*level); i++)
		if (strcmp(name, level[i]) == 0) {
			*l = deals[i];
			return true;
		}
	return false;
}
