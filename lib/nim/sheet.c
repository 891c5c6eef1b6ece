/*
 * The Nim worksheet and its answer key (see sheet.h).  The layout is the
 * cube's scramble sheet's: each position has a box, with its number
 * large, its rows of matches drawn beside it and a box for the move
 * below them.  Numbers on paper count from 1; rows are lettered from a.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <string.h>

#include "../diag.h"
#include "../paper.h"
#include "boardtext.h"
#include "heapgame.h"
#include "heapmove.h"
#include "movetext.h"
#include "rules.h"
#include "sheet.h"
#include "sumtext.h"

/*
 * The sheet's rules, after the pages' own (see paper.h): everything black
 * on white, to print on any printer.
 */
static const char style[] =
    "body { margin: 0; color: #000; font: 10pt \"DejaVu Sans\", Arial, Helvetica, "
    "sans-serif; }\n"
    "code, pre, td.position, td.after { font-family: \"DejaVu Sans Mono\", Consolas, "
    "\"Courier New\", monospace; }\n"
    ".grid { flex: 1; display: grid; gap: 3mm; margin: 2mm 0; min-height: 0; }\n"
    ".box { display: flex; align-items: flex-start; gap: 3mm; padding: 1.5mm 3mm; "
    "border: 0.3mm solid #444; border-radius: 2mm; min-height: 0; overflow: hidden; }\n"
    ".box div { flex: 1; min-width: 0; }\n"
    ".number { font-size: 18pt; font-weight: bold; margin: 0; min-width: 11mm; }\n"
    "svg.heaps { display: block; max-width: 100%; height: auto; }\n"
    "svg.heaps text { font-family: \"DejaVu Sans\", Arial, sans-serif; }\n"
    ".answer { margin: 1mm 0 0; }\n"
    ".answer span { display: inline-block; width: 45mm; height: 7mm; margin-left: 2mm; "
    "vertical-align: middle; border: 0.4mm solid #000; }\n"
    "td.number { text-align: right; font-weight: bold; font-size: 11pt; }\n"
    "td.position, td.after { white-space: nowrap; }\n"
    "pre { margin: 0; font-size: 10pt; line-height: 1.1; }\n";

/*
 * The drawing of a position, in millimetres at full size: a row of
 * matches a heap, its letter before it and its count after it; a gap
 * after every fifth match, so that a heap is counted by fives.
 */
#define ROW 5.5
#define LETTER 5.0
#define PITCH 2.4
#define FIVES 1.2
#define COUNT 7.0

/*
 * The room on a page for its boxes: 250 mm less the heading, the
 * instructions and the footer; the gap between boxes; the box's own
 * height beside its drawing (padding, the box for the move), and its own
 * width (padding, borders, the number and the gap after it).
 */
#define ROOM 195.0
#define GAP 3.0
#define BOX 12.0
#define BOX_WIDTH 21.0

/*
 * The drawings are drawn larger where there is room, up to half as large
 * again, and smaller, down to 0.7, to keep two boxes across a page or to
 * put the sheet on fewer pages.
 */
#define LARGEST 1.5
#define SMALLEST 0.7

static double
drawing_width(uint64_t widest)
{
	return LETTER + (double)widest * PITCH + (double)(widest > 0 ? (widest - 1) / 5 : 0) *
	    FIVES + COUNT;
}

static double
drawing_height(size_t heaps)
{
	return (double)heaps * ROW + 1.0;
}

/* The width in a box for its drawing, with `across` boxes across a page. */
static double
room(unsigned across)
{
	return (180.0 - GAP * (across - 1)) / across - BOX_WIDTH;
}

/* Boxes across a page: two while the drawings fit in half its width. */
static unsigned
columns(const struct nim_sheet *s)
{
	return drawing_width(s->widest) * SMALLEST <= room(2) ? 2 : 1;
}

/* The largest scale at which the drawings fit the width of a box. */
static double
widest_scale(const struct nim_sheet *s)
{
	double k = room(columns(s)) / drawing_width(s->widest);

	return k < LARGEST ? k : LARGEST;
}

/* How many boxes fill a page with the drawings drawn k times full size. */
static unsigned
fill(const struct nim_sheet *s, double k)
{
	double box = drawing_height(s->heaps) * k + BOX;
	unsigned rows = (unsigned)((ROOM + GAP) / (box + GAP));
	unsigned n = columns(s) * (rows > 0 ? rows : 1);

	return n < NIM_SHEET_PAGE_MAX ? n : NIM_SHEET_PAGE_MAX;
}

/*
 * How much larger than at full size the drawings are drawn: as large as
 * the width of a box and the page's height for its rows of boxes let.
 */
static double
scale(const struct nim_sheet *s)
{
	unsigned rows = (s->per_page + columns(s) - 1) / columns(s);
	double k = ((ROOM + GAP) / rows - GAP - BOX) / drawing_height(s->heaps);
	double widest = widest_scale(s);

	return k < widest ? k : widest;
}

static uint64_t
pages(const struct nim_sheet *s)
{
	return (s->count + s->per_page - 1) / s->per_page;
}

const char *
nim_sheet_fits(const struct nim_game *g, const struct nim_position *p, size_t *heap)
{
	size_t i;

	*heap = NIM_ANY_HEAP;
	if (p->n > NIM_SHEET_HEAPS_MAX)
		return "more heaps than a sheet draws (8)";
	for (i = 0; i < p->n; i++)
		if (p->heap[i] > NIM_SHEET_MATCHES_MAX) {
			*heap = i;
			return "more matches than a sheet draws in a heap (40)";
		}
	if (nim_terminal(p))
		return "every heap is empty: there is no move to ask for";
	return nim_game_over(g, p) ? "no move can be made here: there is no move to ask for" :
	    NULL;
}

unsigned
nim_sheet_page_fill(const struct nim_sheet *s)
{
	double k = widest_scale(s);
	unsigned most = fill(s, k < SMALLEST ? k : SMALLEST);
	uint64_t n = s->count > 0 ? s->count : 1, sheets = (n + most - 1) / most;

	return (unsigned)((n + sheets - 1) / sheets);
}

/* "Positions 1&#8211;12, seed 5": the numbers on paper, from 1. */
static void
what(struct text *t, const struct nim_sheet *s)
{
	if (s->count == 1)
		text_str(t, "Position 1");
	else
		text_printf(t, "Positions 1&#8211;%" PRIu64, s->count);
	if (s->source != NULL)
		text_printf(t, ", %s", s->source);
}

/*
 * What removing i matches may leave, by the bits of a code's digit
 * (heapgame.h): nothing, one row, two rows.
 */
static const char *const leaves[8] = { NULL, " if that is the whole row",
	" from a row of more than that", "", ", leaving two rows",
	" if that is the whole row, or leaving two rows",
	" from a row of more than that, leaving one row or two",
	", leaving no row, one or two" };

/*
 * A heap game's move in words, from its rules: "A move takes 1, 2 or 3
 * matches from one row", the amounts that may leave anything first.
 */
static void
heap_game_words(struct text *t, const struct heap_game *g)
{
	const char *sep = "A move ";
	size_t i, n, any = 0;

	if (g->digit[0] & 4) {
		text_printf(t, "A move splits one row into two %s",
		    g->unequal ? "rows of different sizes" : "rows");
		sep = "; or ";
	}
	for (i = 1; i <= g->t; i++)
		any += g->digit[i] == 3;
	for (i = 1, n = 0; i <= g->t; i++) {
		if (g->digit[i] != 3)
			continue;
		if (n == 0)
			text_printf(t, "%stakes ", sep);
		else
			text_str(t, n + 1 == any ? " or " : ", ");
		text_printf(t, "%zu", i);
		if (++n == any)
			text_printf(t, " %s from one row", i == 1 ? "match" : "matches");
	}
	if (any > 0)
		sep = "; or ";
	for (i = 1; i <= g->t; i++)
		if (g->digit[i] != 0 && g->digit[i] != 3) {
			text_printf(t, "%stakes %zu %s%s", sep, i, i == 1 ? "match" : "matches",
			    leaves[g->digit[i] & 7]);
			sep = "; or ";
		}
}

/*
 * How a move is written in the box: the row's letter and the matches
 * taken, "b 3", with the least a heap game lets a move take; where a move
 * may split, the two rows left, "b 1, leaving 3 and 1", or with none
 * taken, "b split into 4 and 2".
 */
static void
example(struct text *t, const struct nim_game *g)
{
	const struct heap_game *r = g->rules;
	uint64_t least = r != NULL ? heap_game_least_take(r) : 3;

	if (least > 0)
		text_printf(t, "the row's letter and the matches you take, as in <b>b %" PRIu64
		    "</b> (take %" PRIu64 " from row b)", least, least);
	if (g->k > 1)
		text_str(t, ", a row after another, as in <b>a 1, c 2</b>");
	if (r == NULL || r->nsplit == 0)
		return;
	if (least > 0)
		text_printf(t, ", and the two rows left where you split one, as in <b>b %"
		    PRIu64 ", leaving 3 and 1</b>", least);
	if (r->digit[0] != 0)
		text_printf(t, "%s<b>b split into 4 and 2</b>%s", least > 0 ? " (or " :
		    "the row's letter and the two rows it is split into, as in ",
		    least > 0 ? ", taking none)" : "");
}

/* The game in words: what a move may do, and who wins. */
static void
rules(struct text *t, const struct nim_sheet *s)
{
	const struct nim_game *g = s->game;

	text_str(t, "Two players take turns. ");
	if (g->rules != NULL) {
		heap_game_words(t, g->rules);
		text_str(t, " (the rules ");
		text_xml(t, s->rules, strlen(s->rules));
		text_char(t, ')');
	} else if (g->k == 1)
		text_str(t, "A move takes one or more matches from one row");
	else
		text_printf(t, "A move takes matches from up to %" PRIu64 " rows, "
		    "at least one match in all", g->k);
	if (g->rules != NULL)
		text_str(t, "; whoever makes the last move wins. ");
	else
		text_printf(t, "; whoever takes the last match %s. ", g->misere ? "loses" : "wins");
}

/*
 * The sheet's own title: the game's name, where it has one a class may
 * know it by (Winning Ways' names of the codes), else its rules.
 */
static const char *
game_name(const struct nim_sheet *s)
{
	static const char *const name[][2] = {
		{ "0.77", "Kayles" }, { ".77", "Kayles" },
		{ "0.07", "Dawson's Kayles" }, { ".07", "Dawson's Kayles" },
		{ "0.137", "Dawson's chess" }, { ".137", "Dawson's chess" },
		{ "grundy", "Grundy's game" },
	};
	size_t i;

	if (s->rules == NULL)
		return "Nim";
	for (i = 0; i < sizeof(name) / sizeof(*name); i++)
		if (strcmp(s->rules, name[i][0]) == 0)
			return name[i][1];
	return "A heap game";
}

void
nim_sheet_begin(struct text *t, const struct nim_sheet *s)
{
	unsigned across = columns(s);

	paper_begin(t);
	paper_title(t, s->title, game_name(s));
	text_str(t, ": ");
	what(t, s);
	paper_style(t, style);
	text_printf(t, ".grid { grid-template-columns: repeat(%u, 1fr); "
	    "grid-template-rows: repeat(%u, 1fr); }\n", across,
	    (s->per_page + across - 1) / across);
	paper_body(t);
}

static void
page_begin(struct text *t, const struct nim_sheet *s, uint64_t page)
{
	text_str(t, "<section class=\"sheet\">\n<header>\n<h1>");
	paper_title(t, s->title, game_name(s));
	text_str(t, "</h1>\n<p class=\"meta\">");
	what(t, s);
	text_printf(t, " &#183; page %" PRIu64 " of %" PRIu64 "</p>\n<p>", page + 1, pages(s));
	rules(t, s);
	text_str(t, "For each position, find a correct move: one after which your "
	    "opponent cannot win, however well they play. Write it in the box as ");
	example(t, s->game);
	text_str(t, "; where every move loses, write <b>none</b>.</p>\n</header>\n"
	    "<div class=\"grid\">\n");
}

static void
page_end(struct text *t, const struct nim_sheet *s)
{
	text_str(t, "</div>\n<footer>\n<p class=\"meta\">Answer key: ");
	if (s->again != NULL)
		text_printf(t, "<code>nim-move --key %s</code>", s->again);
	else
		text_str(t, "these positions through <code>nim-move --key</code>");
	text_str(t, "</p>\n</footer>\n</section>\n");
}

/* Writes a millimetre figure as SVG wants it: "12.5", no trailing zeros. */
static void
mm(struct text *t, double v)
{
	long tenths = (long)(v * 10.0 + 0.5);

	text_printf(t, "%ld", tenths / 10);
	if (tenths % 10 != 0)
		text_printf(t, ".%ld", tenths % 10);
}

/*
 * Heap i's row of matches, y its top: each match a stick with a round head,
 * black, drawn by the picture's own attributes, not the page's style, so
 * that the picture stands alone.
 */
static void
matches(struct text *t, size_t i, uint64_t heap, double y)
{
	double x = LETTER;
	uint64_t j;

	text_str(t, "<g class=\"row\" font-size=\"3.6\"><text font-weight=\"bold\" x=\"0\" "
	    "y=\"");
	mm(t, y + 4.2);
	text_str(t, "\">");
	nim_text_row_letters(t, i, 'a');
	text_str(t, "</text><g stroke=\"#000\" stroke-width=\"0.5\" stroke-linecap=\"round\">");
	for (j = 0; j < heap; j++) {
		double cx = x + PITCH / 2;

		text_str(t, "<line x1=\"");
		mm(t, cx);
		text_str(t, "\" y1=\"");
		mm(t, y + 1.5);
		text_str(t, "\" x2=\"");
		mm(t, cx);
		text_str(t, "\" y2=\"");
		mm(t, y + ROW - 0.6);
		text_str(t, "\"/><circle r=\"0.8\" cx=\"");
		mm(t, cx);
		text_str(t, "\" cy=\"");
		mm(t, y + 1.4);
		text_str(t, "\"/>");
		x += PITCH + (j % 5 == 4 ? FIVES : 0.0);
	}
	text_str(t, "</g><text x=\"");
	mm(t, x + 1.0);
	text_str(t, "\" y=\"");
	mm(t, y + 4.2);
	text_printf(t, "\">%" PRIu64 "</text></g>\n", heap);
}

void
nim_sheet_position(struct text *t, const struct nim_sheet *s, uint64_t i,
    const struct nim_position *p)
{
	double w = drawing_width(s->widest), h = drawing_height(s->heaps), k = scale(s);
	size_t j;

	if (i % s->per_page == 0)
		page_begin(t, s, i / s->per_page);
	text_printf(t, "<div class=\"box\">\n<p class=\"number\">%" PRIu64 "</p>\n<div>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"heaps\" width=\"", i + 1);
	mm(t, w * k);
	text_str(t, "mm\" height=\"");
	mm(t, h * k);
	text_str(t, "mm\" viewBox=\"0 0 ");
	mm(t, w);
	text_char(t, ' ');
	mm(t, h);
	text_printf(t, "\" role=\"img\" aria-label=\"position %" PRIu64 ": ", i + 1);
	nim_text_position(t, p, NULL);
	text_str(t, "\">\n");
	for (j = 0; j < p->n; j++)
		matches(t, j, p->heap[j], (double)j * ROW);
	text_str(t, "</svg>\n<p class=\"answer\">Your move:<span></span></p>\n</div>\n</div>\n");
	if (i % s->per_page == s->per_page - 1 || i + 1 == s->count)
		page_end(t, s);
}

void
nim_key_begin(struct text *t, const struct nim_sheet *s)
{
	text_str(t, "<section class=\"key\">\n<header>\n<h1>");
	paper_title(t, s->title, game_name(s));
	text_str(t, ": answer key</h1>\n<p class=\"meta\">");
	what(t, s);
	text_str(t, "</p>\n<p>");
	if (s->rules == NULL)
		text_str(t, "Each heap is written in binary, one above the other, and each "
		    "column is summed, as the Nimrod booklet (1951) does it. ");
	else
		text_str(t, "Each heap is worth a Nim heap of its value (Sprague 1935, Grundy "
		    "1939); the values are written in binary and each column summed. ");
	text_str(t, "The columns number the rows from 0, as the booklet numbers its heaps: "
	    "heap 0 is row a, heap 1 is row b, and so on. A position is safe when every "
	    "column is safe; a correct move leaves a safe position. Other correct moves may "
	    "exist.</p>\n</header>\n<table>\n<thead>\n"
	    "<tr><th>No.</th><th>Position</th><th>Columns</th><th>Nim-sum</th>"
	    "<th>A correct move</th><th>Leaves</th></tr>\n</thead>\n<tbody>\n");
}

/*
 * The board of p (nim-safe -v's, the values of a heap game's heaps in
 * place of the heaps), its comment marks taken off, escaped.
 */
static void
board(struct text *t, const struct nim_game *g, const struct nim_position *p)
{
	struct text lines = { 0 };
	struct nim_board b;
	const char *s, *end, *nl;
	bool more;

	nim_text_board_start(&b, g, p);
	do {
		more = nim_text_board_line(&lines, &b);
	} while (more);
	for (s = lines.s, end = s + lines.len; s < end; s = nl + 1) {
		if ((nl = memchr(s, '\n', (size_t)(end - s))) == NULL)
			nl = end;
		if (end - s >= 2 && memcmp(s, "# ", 2) == 0)
			s += 2;
		text_xml(t, s, (size_t)(nl - s));
		text_char(t, '\n');
	}
	text_free(&lines);
}

/* The move m as a student writes it: "c 4", "a 1, c 2". */
static void
typed(struct text *t, const struct nim_move *m)
{
	size_t i;

	text_str(t, "<b>");
	for (i = 0; i < m->n; i++) {
		if (i > 0)
			text_str(t, ", ");
		nim_text_row_letters(t, m->change[i].heap, 'a');
		text_printf(t, " %" PRIu64, m->change[i].from - m->change[i].to);
	}
	text_str(t, "</b>");
}

void
nim_key_row(struct text *t, const struct nim_sheet *s, uint64_t i,
    const struct nim_position *p, const unsigned *v, const struct nim_move *m,
    const struct nim_position *after, const char *said)
{
	struct nim_position values = { 0 };
	struct text move = { 0 };
	char sum[NIM_SUM_MAX];
	size_t j, len;

	text_printf(t, "<tr><td class=\"number\">%" PRIu64 "</td><td class=\"position\">",
	    i + 1);
	nim_text_position(t, p, NULL);
	text_str(t, "</td><td><pre class=\"board\">");
	if (v != NULL) {
		values.heap = xreallocarray(NULL, p->n, sizeof(*values.heap));
		values.n = values.cap = p->n;
		for (j = 0; j < p->n; j++)
			values.heap[j] = v[j];
	}
	board(t, s->game, v != NULL ? &values : p);
	len = nim_sum_format(s->game, v != NULL ? &values : p,
	    nim_xor(v != NULL ? &values : p), sum);
	text_printf(t, "</pre></td><td class=\"sum\">%.*s, %s</td><td class=\"move\">",
	    (int)len, sum, after == NULL ? "safe" : "unsafe");
	if (after == NULL) {
		text_str(t, "none: every move leaves an unsafe position</td>"
		    "<td class=\"after\">&#8212;");
	} else {
		if (said != NULL) {
			text_xml(t, said, strlen(said));
		} else {
			typed(t, m);
			nim_text_move(&move, s->game, m);
			text_str(t, " (");
			text_xml(t, move.s, move.len);
			text_char(t, ')');
		}
		text_str(t, "</td><td class=\"after\">");
		nim_text_position(t, after, NULL);
	}
	text_str(t, "</td></tr>\n");
	text_free(&move);
	nim_position_free(&values);
}

void
nim_key_end(struct text *t, const struct nim_sheet *s)
{
	text_str(t, "</tbody>\n</table>\n<footer>\n<p class=\"meta\">The positions: ");
	if (s->again != NULL)
		text_printf(t, "<code>nim-move --sheet %s</code>", s->again);
	else
		text_str(t, "as read by <code>nim-move --sheet</code>");
	text_str(t, "</p>\n</footer>\n</section>\n");
}
