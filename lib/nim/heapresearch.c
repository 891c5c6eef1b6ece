/* What researchers publish beside a period: see heapresearch.h. */
#include "heapresearch.h"

void
heap_game_research(struct heap_game *g, struct heap_research *r)
{
	size_t h;

	*r = (struct heap_research){ 0 };
	for (h = 0; h < g->n; h++)
		if (g->value[h] > r->top) {
			r->top = g->value[h];
			r->top_at = h;
		}
	if (g->n < 2)
		return;
	heap_sparse_remask(g);
	r->sparse = g->mask != 0;
	r->mask = g->mask >> 1;
	r->parity = (g->mask & 1) != 0;
	r->nrare = g->nrare;
	r->last_rare = g->nrare > 0 ? g->rare[g->nrare - 1] : 0;
}
