/* A worksheet's positions: see worksheet.h. */
#include <stdlib.h>

#include <inttypes.h>

#include "../diag.h"
#include "../paper.h"
#include "heapgame.h"
#include "heapmove.h"
#include "moore.h"
#include "movetext.h"
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
nim_worksheet_take(struct nim_worksheet *w, const struct nim_game *g,
    const struct nim_position *p,
    const struct nim_line *at, struct nim_bad *bad)
{
	size_t heap;

	if ((bad->reason = nim_sheet_fits(g, p, &heap)) != NULL) {
		blame(at, heap, bad);
		return false;
	}
	nim_position_copy(added(w), p);
	return true;
}

/* Counts the correct moves, up to two: enough to tell one from many. */
static bool
count_move(const struct nim_move *m, void *arg)
{
	uint64_t *n = arg;

	(void)m;
	return ++*n < 2;
}

/* Returns the correct moves of p in the game g, counted up to two. */
static unsigned
correct_moves(const struct nim_game *g, const struct nim_position *p)
{
	uint64_t n = 0;

	if (g->rules != NULL)
		heap_move_each_correct(g->rules, p, count_move, &n);
	else
		nim_each_correct_move(g, p, count_move, &n);
	return (unsigned)n;
}

/* Tells whether p is one of the first n positions of w, heap for heap. */
static bool
dealt_before(const struct nim_worksheet *w, size_t n, const struct nim_position *p)
{
	size_t i, j;

	for (i = 0; i < n; i++) {
		if (w->p[i].n != p->n)
			continue;
		for (j = 0; j < p->n && w->p[i].heap[j] == p->heap[j]; j++)
			;
		if (j == p->n)
			return true;
	}
	return false;
}

enum nim_worksheet_dealt
nim_worksheet_deal(struct nim_worksheet *w, uint64_t count, const struct nim_level *l,
    const struct nim_game *g, uint64_t seed, struct rng *r)
{
	uint64_t i;

	for (i = 0; i < count; i++) {
		struct nim_position *p = added(w);
		unsigned tries = 0, n;
		bool fits = false, repeat;

		rng_seed_record(r, seed, i);
		do {
			if (tries++ == NIM_WORKSHEET_TRIES)
				return fits ? NIM_WORKSHEET_REPEATS : NIM_WORKSHEET_NONE;
			nim_deal(p, &l->deal, r);
			n = correct_moves(g, p);
			repeat = false;
			if (l->single ? n == 1 : n > 0) {
				fits = true;
				repeat = dealt_before(w, w->n - 1, p);
			}
		} while ((l->single ? n != 1 : n == 0) || repeat);
	}
	return NIM_WORKSHEET_DEALT;
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

/*
 * The key's row for p in a heap game: the first correct move, said as the
 * student writes it ("c 2", "c 2, leaving 3 and 1", "c split into 4 and
 * 2"), and the position it leaves, a split heap as two heaps in its place.
 */
static void
heap_key_row(struct text *t, const struct nim_sheet *s, uint64_t i,
    const struct nim_position *p, struct nim_position *after)
{
	unsigned v[NIM_SHEET_HEAPS_MAX];
	struct nim_move m = { 0 };
	struct text said = { 0 };
	uint64_t take;
	size_t j;

	for (j = 0; j < p->n; j++)
		heap_game_value(s->game->rules, p->heap[j], HEAP_MOVE_LIMIT, &v[j]);
	if (!heap_move_correct(s->game->rules, p, 0, &m)) {
		nim_key_row(t, s, i, p, v, NULL, NULL, NULL);
		nim_move_free(&m);
		return;
	}
	nim_position_copy(after, p);
	nim_apply(after, &m);
	take = m.change[0].from - m.change[0].to - m.split;
	nim_text_row_letters(&said, m.change[0].heap, 'a');
	if (take == 0)
		text_printf(&said, " split into %" PRIu64 " and %" PRIu64, m.change[0].to,
		    m.split);
	else if (m.split > 0)
		text_printf(&said, " %" PRIu64 ", leaving %" PRIu64 " and %" PRIu64, take,
		    m.change[0].to, m.split);
	else
		text_printf(&said, " %" PRIu64, take);
	text_char(&said, '\0');
	nim_key_row(t, s, i, p, v, NULL, after, said.s);
	text_free(&said);
	nim_move_free(&m);
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
			bool moved;

			if (s->game->rules != NULL) {
				heap_key_row(t, s, i, &w->p[i], &after);
				continue;
			}
			moved = nim_correct_move(s->game, &w->p[i], start, &m);
			nim_position_copy(&after, &w->p[i]);
			if (moved)
				nim_apply(&after, &m);
			nim_key_row(t, s, i, &w->p[i], NULL, &m, moved ? &after : NULL, NULL);
		}
		nim_key_end(t, s);
	}
	paper_end(t);
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
