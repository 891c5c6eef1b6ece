/* Heap games' values as text: see valuetext.h. */
#include "valuetext.h"

void
nim_text_heap_value(struct text *t, uint64_t h, unsigned v, bool tsv)
{
	text_printf(t, "%llu%c%u\n", (unsigned long long)h, tsv ? '\t' : ' ', v);
}

void
nim_text_period(struct text *t, const struct heap_game *g)
{
	if (g->periodic)
		text_printf(t, "period %zu from heap %zu, proved at heap %zu", g->period,
		    g->preperiod, g->proved_at);
	else if (!g->octal)
		text_printf(t, "no period sought: the theorem covers octal codes");
	else
		text_printf(t, "no period found up to heap %zu", g->n - 1);
}

void
nim_text_heap_values(struct text *t, const struct nim_position *p, const unsigned *v)
{
	size_t i;

	for (i = 0; i < p->n; i++)
		text_printf(t, "# heap %zu: %llu, value %u\n", i, (unsigned long long)p->heap[i],
		    v[i]);
}
