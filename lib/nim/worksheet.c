/* A worksheet's positions: see worksheet.h. */
#include <stdlib.h>

#include "../diag.h"
#include "rules.h"
#include "worksheet.h"

/* Returns a new position, empty, at the end of w. */
static struct nim_position *
added(struct nim_worksheet *w)
{
	if (w->n == w->cap) {
		w->cap = w->cap > 0 ? 2 * w->cap : 16;
		w->p = xreallocarray(w->p, w->cap, sizeof(*w->p));
	}
	w->p[w->n] = (struct nim_position){ 0 };
	return &w->p[w->n++];
}

/* Blames heap n of the line read into at, or every heap for NIM_ANY_HEAP. */
static void
blame(const struct nim_line *at, size_t n, struct nim_bad *bad)
{
	const char *s = at->heaps, *end = at->heaps + at->heaps_len;

	bad->tok = s;
	bad->len = at->heaps_len;
	while (n != NIM_ANY_HEAP && s < end) {
		while (s < end && (*s == ' ' || *s == '\t' || *s == ','))
			s++;
		bad->tok = s;
		while (s < end && *s != ' ' && *s != '\t' && *s != ',')
			s++;
		bad->len = (size_t)(s - bad->tok);
		if (n-- == 0)
			break;
	}
}

bool
nim_worksheet_take(struct nim_worksheet *w, const struct nim_position *p,
    const struct nim_line *at, struct nim_bad *bad)
{
	size_t heap;

	if ((bad->reason = nim_sheet_fits(p, &heap)) != NULL) {
		blame(at, heap, bad);
		return false;
	}
	nim_position_copy(added(w), p);
	return true;
}

bool
nim_worksheet_deal(struct nim_worksheet *w, uint64_t count, const struct nim_level *l,
    const struct nim_game *g, uint64_t seed, struct rng *r)
{
	uint64_t i;

	for (i = 0; i < count; i++) {
		rng_seed_record(r, seed, i);
		if (!nim_deal_puzzle(added(w), &l->deal, l->single, g, r))
			return false;
	}
	return true;
}

void
nim_worksheet_measure(const struct nim_worksheet *w, struct nim_sheet *s)
{
	size_t i, j;

	s->count = w->n;
	s->heaps = 0;
	s->widest = 0;
	for (i = 0; i < w->n; i++) {
		if (w->p[i].n > s->heaps)
			s->heaps = w->p[i].n;
		for (j = 0; j < w->p[i].n; j++)
			if (w->p[i].heap[j] > s->widest)
				s->widest = w->p[i].heap[j];
	}
	if (s->per_page == 0)
		s->per_page = nim_sheet_page_fill(s);
}

void
nim_worksheet_write(struct text *t, const struct nim_worksheet *w,
    const struct nim_sheet *s, bool sheet, bool key, size_t start)
{
	struct nim_position after = { 0 };
	struct nim_move m = { 0 };
	uint64_t i;

	nim_sheet_begin(t, s);
	for (i = 0; sheet && i < w->n; i++)
		nim_sheet_position(t, s, i, &w->p[i]);
	if (key) {
		nim_key_begin(t, s);
		for (i = 0; i < w->n; i++) {
			bool moved = nim_correct_move(s->game, &w->p[i], start, &m);

			nim_position_copy(&after, &w->p[i]);
			if (moved)
				nim_apply(&after, &m);
			nim_key_row(t, s, i, &w->p[i], NULL, moved ? &m : NULL, &after, NULL);
		}
		nim_key_end(t, s);
	}
	nim_sheet_end(t);
	nim_position_free(&after);
	nim_move_free(&m);
}

void
nim_worksheet_free(struct nim_worksheet *w)
{
	size_t i;

	for (i = 0; i < w->n; i++)
		nim_position_free(&w->p[i]);
	free(w->p);
	*w = (struct nim_worksheet){ 0 };
}
