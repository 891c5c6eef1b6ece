/* Positions dealt at random: see deal.h. */
#include <stdio.h>
#include <string.h>

#include "../diag.h"
#include "../names.h"
#include "../num.h"
#include "deal.h"

const char *
nim_deal_read(const char *s, struct nim_deal *d)
{
	static char why[80];
	const char *x = strchr(s, 'x'), *bad;
	char count[32];
	uint64_t n;

	if (x == NULL || (size_t)(x - s) >= sizeof(count))
		return "not heaps x most, such as 4x7";
	memcpy(count, s, (size_t)(x - s));
	count[x - s] = '\0';
	if ((bad = num_arg(count, 1, NIM_DEAL_HEAPS_MAX, &n)) != NULL) {
		snprintf(why, sizeof(why), "the heaps: %s (1 to %d)", bad,
		    NIM_DEAL_HEAPS_MAX);
		return why;
	}
	if ((bad = num_arg(x + 1, 1, UINT64_MAX - 1, &d->most)) != NULL) {
		snprintf(why, sizeof(why), "the most in a heap: %s (1 to %llu)",
		    bad, (unsigned long long)(UINT64_MAX - 1));
		return why;
	}
	d->heaps = (size_t)n;
	return NULL;
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

/* The levels of a worksheet by name, and the deal of each. */
static const struct {
	const char *name;
	struct nim_level level;
} level[] = {
	{ "easy", { { 3, 7 }, false } }, { "medium", { { 4, 15 }, false } },
	{ "hard", { { 5, 31 }, true } },
};

const char *
nim_level_listed(size_t i)
{
	return i < sizeof(level) / sizeof(*level) ? level[i].name : NULL;
}

bool
nim_level_named(const char *name, struct nim_level *l)
{
	int i = names_find(nim_level_listed, name);

	if (i >= 0)
		*l = level[i].level;
	return i >= 0;
}
