/* Heap games' values as text: see valuetext.h. */
#include <sys/resource.h>

#include "../diag.h"
#include "../out.h"
#include "valuetext.h"

/* "7 2\n", or in TSV "7<TAB>2\n": heap h and its value v. */
static void
nim_text_heap_value(struct text *t, uint64_t h, unsigned v, bool tsv)
{
	text_printf(t, "%llu%c%u\n", (unsigned long long)h, tsv ? '\t' : ' ', v);
}

/*
 * "period 12 from heap 71, proved at heap 167", or "no period found up
 * to heap 999" (the values known end there), or for Grundy's game, whose
 * splits into unequal heaps the theorem does not cover, "no period
 * sought".  No newline.
 */
static void
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

uint64_t
nim_text_values(struct text *t, struct heap_game *g, uint64_t from, uint64_t to, bool tsv)
{
	uint64_t h;
	unsigned v;

	if (tsv && from == 0)
		text_str(t, "heap\tvalue\n");
	for (h = from; h < to && heap_game_value(g, h, 0, &v); h++) {
		nim_text_heap_value(t, h, v, tsv);
		if (!out_spill(t))
			return to;
	}
	return h;
}

void
nim_text_values_end(struct text *t, const struct heap_game *g, uint64_t h, uint64_t n,
    bool tsv)
{
	if (h < n)
		diag_warn("values stop at heap %llu: they grew past %u",
		    (unsigned long long)h, HEAP_GAME_VALUE_MAX);
	if (tsv)
		return;
	text_str(t, "# ");
	nim_text_period(t, g);
	text_char(t, '\n');
}

/*
 * The research columns in TSV: "<TAB>0x3<TAB>12<TAB>70<TAB>8<TAB>35"
 * (the mask "0x3+parity" when it looks at the heap's parity; "-" for the
 * first three when the sparse space is off).  No newline.
 */
static void
research_tsv(struct text *t, const struct heap_research *r)
{
	if (!r->sparse)
		text_str(t, "\t-\t-\t-");
	else if (r->nrare == 0)
		text_printf(t, "\t0x%x%s\t0\t-", r->mask, r->parity ? "+parity" : "");
	else
		text_printf(t, "\t0x%x%s\t%zu\t%zu", r->mask,
		    r->parity ? "+parity" : "", r->nrare, r->last_rare);
	text_printf(t, "\t%u\t%zu", r->top, r->top_at);
}

/*
 * The research line of -v: "# rare mask 0x3: 12 rare heaps, the last
 * 70; largest value 8, first at heap 35".
 */
static void
research_line(struct text *t, const struct heap_research *r)
{
	if (!r->sparse)
		text_str(t, "# no rare mask: no mask leaves most heaps common");
	else {
		text_printf(t, "# rare mask 0x%x%s: %zu rare heap%s", r->mask,
		    r->parity ? " with the heap's parity" : "", r->nrare,
		    r->nrare == 1 ? "" : "s");
		if (r->nrare > 0)
			text_printf(t, ", the last %zu", r->last_rare);
	}
	text_printf(t, "; largest value %u, first at heap %zu\n", r->top,
	    r->top_at);
}

void
nim_text_period_search(struct text *t, const struct heap_game *g,
    const struct heap_research *r, const char *rules, bool tsv, bool cost,
    double sec)
{
	struct rusage ru;

	if (tsv) {
		text_str(t, "rules\tperiod\tfrom\tproved_at\theaps\t"
		    "rare_mask\trare\tlast_rare\ttop\ttop_at\n");
		if (g->periodic)
			text_printf(t, "%s\t%zu\t%zu\t%zu\t%zu", rules,
			    g->period, g->preperiod, g->proved_at, g->n);
		else
			text_printf(t, "%s\t-\t-\t-\t%zu", rules, g->n);
		research_tsv(t, r);
		text_char(t, '\n');
		return;
	}
	text_printf(t, "%s: ", rules);
	nim_text_period(t, g);
	text_char(t, '\n');
	if (!cost)
		return;
	research_line(t, r);
	getrusage(RUSAGE_SELF, &ru);
	text_printf(t, "# %zu heaps in %.2f s, at most %ld kB held, "
	    "%.0f heaps a second\n", g->n, sec, (long)ru.ru_maxrss,
	    sec > 0 ? (double)g->n / sec : 0.0);
}
