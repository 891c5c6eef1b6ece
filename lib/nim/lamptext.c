/* A live game's screen at a terminal: see lamptext.h. */
#include "boardtext.h"
#include "heapmove.h"
#include "lamptext.h"
#include "movetext.h"
#include "rules.h"

/*
 * The colour sequences: a lit lamp is a black O on an amber cell, which
 * reads on a white background (a projector's) as on a black one, where
 * amber letters vanish on white; bold labels.
 */
#define LAMP_ON "\033[38;5;16;48;5;214m"
#define BOLD "\033[1m"
#define PLAIN "\033[0m"

/* Returns the number of decimal digits of v. */
static size_t
digits(uint64_t v)
{
	size_t n = 1;

	while (v >= 10) {
		v /= 10;
		n++;
	}
	return n;
}

void
nim_text_lamps(struct text *t, const struct nim_position *p, uint64_t widest,
    bool nimatron, bool colour, size_t width)
{
	size_t label_w = p->n > 0 ? nim_text_row_width(p->n - 1) : 1;
	size_t count_w = 1, room, i;
	uint64_t j, drawn, most = widest;

	for (i = 0; i < p->n; i++)
		if (p->heap[i] > most)
			most = p->heap[i];
	count_w = digits(most);
	/*
	 * "  a  " comes before the lamps, and "  7" after them, with room for
	 * "..": each lamp takes two columns.
	 */
	room = width > label_w + count_w + 11 ?
	    width - label_w - count_w - 7 : 4;
	if (most < room / 2)
		room = (size_t)most * 2;
	for (i = 0; i < p->n; i++) {
		uint64_t heap = p->heap[i];
		bool cut = heap > room / 2;

		text_str(t, "  ");
		text_str(t, colour ? BOLD : "");
		nim_text_row_letters(t, i, 'a');
		text_str(t, colour ? PLAIN : "");
		text_fill(t, ' ', label_w - nim_text_row_width(i) + 2);
		drawn = cut ? room / 2 - 1 : heap;
		for (j = 0; j < drawn; j++)
			if (colour && nimatron)
				text_str(t, LAMP_ON "O" PLAIN " ");
			else
				text_str(t, nimatron ? "O " : "| ");
		text_str(t, cut ? ".." : "  ");
		text_fill(t, ' ', (room / 2 - drawn) * 2 + count_w -
		    digits(heap) + 1);
		text_u64(t, heap);
		text_char(t, '\n');
	}
}

/*
 * Writes the correct move m from p as a person types it: "type a 5" (a
 * row and the count), "type b 1 2 4" (a row, the count and the two rows
 * a split leaves), or the heaps whole as they are left, where heaps are
 * numbered and the count alone would not say it; then the move, as the
 * log writes it, and a newline.
 */
static void
to_type(struct text *t, const struct nim_game *g, const struct nim_position *p,
    const struct nim_move *m)
{
	struct nim_position after = { 0 };
	uint64_t left = m->change[0].to + m->split;

	/* The Nimrod takes two heaps typed whole, as they are left. */
	if (m->n == 1 && (g->rows || (p->n != 2 && m->split == 0))) {
		text_str(t, "type ");
		if (g->rows)
			nim_text_row_letters(t, m->change[0].heap, 'a');
		else
			text_u64(t, m->change[0].heap);
		text_printf(t, " %llu", (unsigned long long)(m->change[0].from - left));
		if (m->split != 0)
			text_printf(t, " %llu %llu", (unsigned long long)m->change[0].to,
			    (unsigned long long)m->split);
	} else {
		nim_position_copy(&after, p);
		nim_apply(&after, m);
		text_str(t, "type the heaps as you leave them, ");
		nim_text_position(t, &after, NULL);
		nim_position_free(&after);
	}
	text_str(t, " (");
	nim_text_move(t, g, m);
	text_str(t, ")\n");
}

/*
 * Returns k when the heap game r is "take 1 to k from one heap" (the
 * subtraction set {1, ..., k}, k >= 1), else 0.
 */
static size_t
take_up_to(const struct heap_game *r)
{
	size_t i;

	if (r->unequal || r->nsplit > 0 || r->t == 0 || r->digit[0] != 0)
		return 0;
	for (i = 1; i <= r->t; i++)
		if (r->digit[i] != (HEAP_LEAVE_NONE | HEAP_LEAVE_ONE))
			return 0;
	return r->t;
}

/*
 * nim_text_hint in the game "take 1 to k": a heap is won by leaving a
 * multiple of k + 1, since whatever the other side takes, the mover
 * makes it up to k + 1.  With several heaps each counts as its
 * remainder on division by k + 1 (its value: Sprague 1935, Grundy
 * 1939), and the remainders add as heaps of Nim; the hint says so in
 * those words, not in values, and gives a correct move.
 */
static void
take_up_to_hint(struct text *t, const struct nim_game *g, const struct nim_position *p,
    uint64_t k)
{
	const char *heap = g->rows ? "row" : "heap";
	struct nim_move m = { 0 };
	size_t i, full = 0;

	for (i = 0; i < p->n; i++)
		full += p->heap[i] > 0;
	text_printf(t, "# hint: when you may take 1 to %llu, leave a multiple of "
	    "%llu in a %s: whatever the machine then takes from it, you can make "
	    "it up to %llu", (unsigned long long)k, (unsigned long long)k + 1, heap,
	    (unsigned long long)k + 1);
	if (full > 1) {
		text_printf(t, ".  With several %ss, each counts as what is left "
		    "over when you take away %llus:", heap, (unsigned long long)k + 1);
		for (i = 0; i < p->n; i++) {
			text_str(t, i > 0 ? ", " : " ");
			nim_text_heap(t, g, i);
			text_printf(t, " of %llu counts %llu", (unsigned long long)p->heap[i],
			    (unsigned long long)(p->heap[i] % (k + 1)));
		}
		text_str(t, "; leave counts that add as heaps of Nim do to 0, every "
		    "binary column even");
	}
	if (!heap_move_correct(g->rules, p, 0, &m)) {
		text_str(t, full > 1 ? "\n# hint: here the counts add to 0 already, "
		    "so whatever you do, the machine can win: take a little and hope "
		    "it errs\n" : "\n# hint: here that is left already, so whatever "
		    "you do, the machine can win: take a little and hope it errs\n");
		return;
	}
	text_str(t, "\n# hint: you can win: a correct move is to ");
	to_type(t, g, p, &m);
	nim_move_free(&m);
}

/*
 * nim_text_hint in a heap game: each heap's value (the heap of Nim it
 * stands for: Sprague 1935, Grundy 1939), the position's, and a correct
 * move when there is one.
 */
static void
heap_game_hint(struct text *t, const struct nim_game *g, const struct nim_position *p)
{
	struct nim_move m = { 0 };
	size_t i;
	unsigned v;
	uint64_t x = 0;

	if (take_up_to(g->rules) > 0) {
		take_up_to_hint(t, g, p, take_up_to(g->rules));
		return;
	}
	text_printf(t, "# hint: each %s plays as a heap of Nim of its value:",
	    g->rows ? "row" : "heap");
	for (i = 0; i < p->n; i++) {
		if (!heap_game_value(g->rules, p->heap[i], HEAP_MOVE_LIMIT, &v)) {
			text_printf(t, "\n# hint: %s\n", heap_move_no_value(g->rules));
			return;
		}
		x ^= v;
		text_str(t, i > 0 ? ", " : " ");
		text_str(t, g->rows ? "row " : "heap ");
		if (g->rows)
			nim_text_row_letters(t, i, 'a');
		else
			text_printf(t, "%zu", i);
		text_printf(t, " of %llu: value %u", (unsigned long long)p->heap[i], v);
	}
	text_printf(t, "\n# hint: the position's value, their nim-sum, is %llu: ",
	    (unsigned long long)x);
	if (!heap_move_correct(g->rules, p, 0, &m)) {
		text_str(t, "it is safe, so whatever you do, the machine can win: "
		    "make a small move and hope it errs\n");
		return;
	}
	text_str(t, "it is unsafe, so you can win: a correct move is to ");
	to_type(t, g, p, &m);
	nim_move_free(&m);
}

/* Whether every heap of p holds 0 or 1. */
static bool
all_ones(const struct nim_position *p)
{
	size_t i;

	for (i = 0; i < p->n; i++)
		if (p->heap[i] > 1)
			return false;
	return true;
}

/*
 * nim_text_hint in the simple reverse game when the rule of its ending
 * applies (the booklet's "transition"): p's heaps are all 0 or 1, or its
 * correct move m (when has_move) leaves them so.  Says that rule, an odd
 * number of heaps of one left, and m; returns false, saying nothing, when
 * the normal-play rule of even columns applies instead.
 */
static bool
ending_hint(struct text *t, const struct nim_game *g,
    const struct nim_position *p, const struct nim_move *m, bool has_move)
{
	struct nim_position after = { 0 };
	const char *heap = g->rows ? "row" : "heap";
	bool ending;

	if (!g->misere || g->k != 1)
		return false;
	nim_position_copy(&after, p);
	if (has_move)
		nim_apply(&after, m);
	ending = all_ones(&after);
	nim_position_free(&after);
	if (!ending)
		return false;
	if (!has_move) {
		text_printf(t, "# hint: in the reverse game, once every %s "
		    "holds 0 or 1, leave an odd number of %ss of one; here "
		    "an odd number is left already, so whatever you take, "
		    "the machine can win\n", heap, heap);
		return true;
	}
	if (all_ones(p))
		text_printf(t, "# hint: in the reverse game, once every %s holds "
		    "0 or 1, leave an odd number of %ss of one: ", heap, heap);
	else
		text_printf(t, "# hint: in the reverse game, when your move can "
		    "leave every %s 0 or 1, leave an odd number of %ss of one "
		    "(the booklet's transition), not even columns: ", heap, heap);
	text_str(t, "a correct move is to ");
	to_type(t, g, p, m);
	return true;
}

/*
 * The hint's first line in Nim: write each heap (row) in binary, as the
 * values of the columns below, and add up each column, as the machine
 * played does it: the Nimatron's relays light a lamp of a power of 2 in
 * each row, the Nimrod's booklet writes the heaps in binary.
 */
static void
binary_intro(struct text *t, const struct nim_machine *mc, const struct nim_position *p)
{
	int c, top = nim_top_column(p);

	text_printf(t, "# hint: write each %s in binary, as a sum of ",
	    mc->game.rows ? "row" : "heap");
	if (top < 1)
		text_str(t, "1s");
	for (c = top; c >= 1; c--)
		text_printf(t, "%llus%s", (unsigned long long)1 << c,
		    c > 1 ? ", " : " and 1s");
	text_printf(t, ", and add up each column, as %s:\n",
	    mc->when_safe == NIM_NIMATRON ? "the Nimatron's relays do" :
	    "the Nimrod's booklet teaches");
}

void
nim_text_hint(struct text *t, const struct nim_machine *mc,
    const struct nim_position *p)
{
	struct nim_board board;
	struct nim_move m = { 0 };
	bool has_move;

	if (mc->game.rules != NULL) {
		heap_game_hint(t, &mc->game, p);
		return;
	}
	has_move = nim_correct_move(&mc->game, p, 0, &m);
	if (ending_hint(t, &mc->game, p, &m, has_move)) {
		nim_move_free(&m);
		return;
	}
	binary_intro(t, mc, p);
	nim_text_board_start(&board, &mc->game, p);
	nim_text_board_in_values(&board);
	while (nim_text_board_line(t, &board))
		;
	if (!has_move) {
		text_str(t, "# hint: the position is safe, so whatever you "
		    "take, the machine can win: take a little and hope "
		    "it errs\n");
		nim_move_free(&m);
		return;
	}
	text_str(t, "# hint: the position is unsafe, so you can win: "
	    "a correct move is to ");
	to_type(t, &mc->game, p, &m);
	nim_move_free(&m);
}
