/*
 * The scramble sheet and its answer key (see sheet.h).  The layout
 * follows the competition scramblers' sheets: each scramble has a box,
 * with its number large, its turns in a fixed-width face and the cube they
 * make beside them.  Numbers on paper count from 1.  Only the key names
 * the seed and the commands that draw the scrambles again: a competitor
 * who held them could make every scramble of the set, and its solution,
 * before it is turned (TNoodle prints no seed either).
 */
#include <inttypes.h>
#include <stdbool.h>
#include <string.h>

#include "../names.h"
#include "../paper.h"
#include "picture.h"
#include "sheet.h"

/* The sheet's rules, after the pages' own (see paper.h). */
static const char style[] =
    "body { margin: 0; color: #000; font: 10pt \"DejaVu Sans\", Arial, Helvetica, sans-serif; "
    "-webkit-print-color-adjust: exact; print-color-adjust: exact; }\n"
    "code, .turns, td.scramble, td.solution { font-family: \"DejaVu Sans Mono\", Consolas, "
    "\"Courier New\", monospace; }\n"
    ".grid { flex: 1; display: grid; grid-template-columns: 1fr 1fr; "
    "grid-template-rows: repeat(6, 1fr); gap: 3mm; margin: 2mm 0; min-height: 0; }\n"
    ".box { display: flex; align-items: center; gap: 2mm; padding: 2mm 3mm; "
    "border: 0.3mm solid #444; border-radius: 2mm; min-height: 0; }\n"
    ".box div { flex: 1; min-width: 0; }\n"
    ".number { font-size: 18pt; font-weight: bold; margin: 0; }\n"
    ".turns { font-size: 12pt; margin: 1mm 0 0; overflow-wrap: anywhere; }\n"
    ".turns.long { font-size: 9pt; }\n"
    "svg.net { flex: none; width: 40mm; height: 30mm; }\n"
    "td.number, td.length { text-align: right; font-weight: bold; font-size: 11pt; }\n"
    "td.scramble, td.solution { font-size: 11pt; }\n"
    /* a scramble's three rows of the key, kept on one page, one rule under them */
    "tbody.answer { break-inside: avoid; page-break-inside: avoid; }\n"
    "table.page { break-before: page; page-break-before: always; }\n"
    "tbody.answer td { border-bottom: none; padding-top: 0.4mm; padding-bottom: 0.4mm; }\n"
    "tbody.answer tr:first-child td { padding-top: 1.5mm; }\n"
    "tbody.answer tr:last-child td, tbody.answer td.number { padding-bottom: 1.5mm; "
    "border-bottom: 0.2mm solid #888; }\n"
    "td.step { text-align: right; color: #444; font-size: 9pt; }\n"
    /* the solutions on a line each: a long scramble wraps instead */
    "td.solution, td.layer, td.rest, td.step { white-space: nowrap; }\n"
    "td.layer, td.rest { font-family: \"DejaVu Sans Mono\", Consolas, \"Courier New\", "
    "monospace; font-size: 10pt; }\n"
    "td.layer-length, td.rest-length { text-align: right; font-size: 10pt; }\n";

/* Scrambles longer than this are set smaller, to keep within their box. */
enum { TURNS_LONG = 14 };

static uint64_t
pages(const struct cube_sheet *s)
{
	return (s->count + s->extra + s->per_page - 1) / s->per_page;
}

/* Boxes across a page: one, as wide as the page, for six scrambles or fewer. */
static unsigned
columns(const struct cube_sheet *s)
{
	return s->per_page <= CUBE_SHEET_PAGE / 2 ? 1 : 2;
}

/*
 * Whether n turns, written in `chars` characters, fit on one line of
 * their box: the page's 180 mm shared by the columns (3 mm gaps), less
 * the net, the gap beside it (2 mm), the padding (6 mm) and the borders;
 * a character of the fixed-width face is 0.6 of its size in points, each
 * 0.3528 mm.
 */
static bool
one_line(const struct cube_sheet *s, size_t n, size_t chars)
{
	double box = (180.0 - 3.0 * (columns(s) - 1)) / columns(s);
	double room = box - s->net_mm - 2.0 - 6.0 - 0.6;
	double size = n > TURNS_LONG ? 9.0 : 12.0;

	return (double)chars * 0.6 * size * 0.3528 <= room;
}

/* The characters n turns take, written with a space between each two. */
static size_t
written_length(const struct cube_turn *turn, size_t n)
{
	size_t i, chars = n - 1;

	for (i = 0; i < n; i++)
		chars += 1 + (turn[i].quarters != 1);
	return chars;
}

/* The scramble's name on paper: its number from 1, or E1, E2, ... for the extra ones. */
static void
label(struct text *t, const struct cube_sheet *s, uint64_t i)
{
	if (i < s->count)
		text_printf(t, "%" PRIu64, s->first + i + 1);
	else
		text_printf(t, "E%" PRIu64, i - s->count + 1);
}

/*
 * "Scrambles 1&#8211;12": the numbers on paper, from 1; then ", seed
 * 2024" on the key, which names the seed.
 */
static void
what(struct text *t, const struct cube_sheet *s, bool seed)
{
	if (s->count == 1)
		text_printf(t, "Scramble %" PRIu64, s->first + 1);
	else
		text_printf(t, "Scrambles %" PRIu64 "&#8211;%" PRIu64, s->first + 1,
		    s->first + s->count);
	if (s->extra > 0)
		text_printf(t, " and %u extra", s->extra);
	if (seed)
		text_printf(t, ", seed %" PRIu64, s->seed);
}

static void
turns(struct text *t, const struct cube_turn *turn, size_t n, const char *none)
{
	if (n == 0)
		text_str(t, none);
	else
		cube_text_turns(t, turn, n);
}

/* The sizes of the nets, by name, and their widths in millimetres. */
static const struct {
	const char *name;
	unsigned mm;
} net_size[] = {
	{ "small", CUBE_SHEET_SMALL }, { "medium", CUBE_SHEET_MEDIUM },
	{ "large", CUBE_SHEET_LARGE },
};

const char *
cube_sheet_net_listed(size_t i)
{
	return i < sizeof(net_size) / sizeof(*net_size) ? net_size[i].name : NULL;
}

unsigned
cube_sheet_net_named(const char *size)
{
	int i = names_find(cube_sheet_net_listed, size);

	return i < 0 ? 0 : net_size[i].mm;
}

void
cube_sheet_begin(struct text *t, const struct cube_sheet *s)
{
	paper_begin(t);
	if (s->title != NULL) {
		paper_title(t, s->title, "Pocket cube scrambles");
		text_str(t, ": ");
	} else {
		text_str(t, "Pocket cube: ");
	}
	/* a browser prints the title at the top of every page, the competitors' too */
	what(t, s, false);
	paper_style(t, style);
	/* Another layout than twelve to a page with medium nets: its rules after the others. */
	if (s->per_page != CUBE_SHEET_PAGE)
		text_printf(t, ".grid { grid-template-columns: repeat(%u, 1fr); "
		    "grid-template-rows: repeat(%u, 1fr); }\n", columns(s),
		    (s->per_page + columns(s) - 1) / columns(s));
	if (s->net_mm != CUBE_SHEET_MEDIUM)
		text_printf(t, "svg.net { width: %umm; height: %.1fmm; }\n", s->net_mm,
		    s->net_mm * 0.75);
	text_str(t, ".turns.line { white-space: nowrap; }\n");
	paper_body(t);
}

static void
page_begin(struct text *t, const struct cube_sheet *s, uint64_t page)
{
	const struct cube_palette *p = s->palette;

	text_str(t, "<section class=\"sheet\">\n<header>\n<h1>");
	paper_title(t, s->title, "Pocket cube scrambles");
	text_str(t, "</h1>\n<p class=\"meta\">");
	what(t, s, false);
	text_printf(t, " &#183; page %" PRIu64 " of %" PRIu64 "</p>\n", page + 1, pages(s));
	text_printf(t, "<p>Start from the solved cube, %s (%s) on top and %s (%s) in front. "
	    "Turn the faces as written: R, U and F turn the right, top and front face a "
	    "quarter turn clockwise (as you look at that face); R' turns it a quarter turn "
	    "anticlockwise, R2 a half turn. Each picture shows the cube the scramble makes: "
	    "its top, then its left, front, right and back faces, then its bottom.</p>\n"
	    "</header>\n<div class=\"grid\">\n", p->colour[CUBE_U], p->symbol[CUBE_U],
	    p->colour[CUBE_F], p->symbol[CUBE_F]);
}

static void
page_end(struct text *t)
{
	text_str(t, "</div>\n</section>\n");
}

void
cube_sheet_scramble(struct text *t, const struct cube_sheet *s, uint64_t i,
    const struct cube_turn *turn, size_t n, const struct cube *c)
{
	struct text name = { 0 };

	if (i % s->per_page == 0)
		page_begin(t, s, i / s->per_page);
	text_str(t, "<div class=\"box\">\n<div>\n<p class=\"number\">");
	label(t, s, i);
	text_printf(t, "</p>\n<p class=\"turns%s%s\">", n > TURNS_LONG ? " long" : "",
	    n > 0 && one_line(s, n, written_length(turn, n)) ? " line" : "");
	turns(t, turn, n, "(none: the cube stays solved)");
	text_str(t, "</p>\n</div>\n");
	name.len = 0;
	text_str(&name, "the cube after scramble ");
	label(&name, s, i);
	text_char(&name, '\0');
	cube_svg_net(t, c, s->palette, "net", name.s);
	text_free(&name);
	text_str(t, "</div>\n");
	if (i % s->per_page == s->per_page - 1 || i + 1 == s->count + s->extra)
		page_end(t);
}

/* A table of the key and its headings, on a page of its own when `page` is true. */
static void
key_table_begin(struct text *t, bool page)
{
	text_printf(t, "<table%s>\n<thead>\n<tr><th>No.</th><th>Scramble</th>"
	    "<th>Solution</th><th>Turns</th></tr>\n</thead>\n", page ? " class=\"page\"" : "");
}

void
cube_key_begin(struct text *t, const struct cube_sheet *s)
{
	const struct cube_palette *p = s->palette;

	text_str(t, "<section class=\"key\">\n<header>\n<h1>");
	paper_title(t, s->title, "Pocket cube scrambles");
	text_str(t, ": answer key</h1>\n<p class=\"meta\">");
	what(t, s, true);
	text_printf(t, "</p>\n<p>Beside each scramble, an optimal solution: in the half-turn "
	    "metric, where a half turn counts as one turn, none is shorter, though others as "
	    "short may exist. Below it, the same cube solved in two parts, as a beginner learns "
	    "it: first the %s layer (the %s face, and on each side beside it two stickers of "
	    "one colour), in as few turns as can be; then the rest, in as few turns as can be "
	    "from there. Turn the layer, then the rest, and the cube is solved. Hold the cube "
	    "as for scrambling all through, %s on top and %s in front: each row says where "
	    "the layer is made.</p>\n</header>\n", p->colour[CUBE_U], p->colour[CUBE_U],
	    p->colour[CUBE_U], p->colour[CUBE_F]);
	key_table_begin(t, false);
}

/* Where a layer is made, as the key says it: "on top", for U. */
static const char *const side_name[CUBE_FACES] = {
	"on top", "on the right", "in front", "at the bottom", "on the left", "at the back",
};

void
cube_key_row(struct text *t, uint64_t i, const struct cube_sheet *s,
    const struct cube_turn *turn, size_t n, const struct cube_key_answer *a)
{
	/* twelve scrambles a page, as a page of the sheet holds by default */
	if (i > 0 && i % CUBE_SHEET_PAGE == 0) {
		text_str(t, "</table>\n");
		key_table_begin(t, true);
	}
	text_str(t, "<tbody class=\"answer\">\n<tr><td class=\"number\" rowspan=\"3\">");
	label(t, s, i);
	text_str(t, "</td><td class=\"scramble\">");
	turns(t, turn, n, "(none)");
	text_str(t, "</td><td class=\"solution\">");
	turns(t, a->optimal.turn, a->optimal.n, "(none: solved)");
	text_printf(t, "</td><td class=\"length\">%u</td></tr>\n", a->optimal.length);
	text_printf(t, "<tr><td class=\"step\">first layer (%s, %s)</td><td class=\"layer\">",
	    s->palette->colour[CUBE_U], side_name[a->side]);
	turns(t, a->layer.turn, a->layer.n, "(none: made already)");
	text_printf(t, "</td><td class=\"layer-length\">%u</td></tr>\n"
	    "<tr><td class=\"step\">then the rest</td><td class=\"rest\">", a->layer.length);
	turns(t, a->rest.turn, a->rest.n, "(none: solved)");
	text_printf(t, "</td><td class=\"rest-length\">%u</td></tr>\n</tbody>\n",
	    a->rest.length);
}

void
cube_key_end(struct text *t, const struct cube_sheet *s)
{
	text_printf(t, "</table>\n<footer>\n<p class=\"meta\">The scrambles: "
	    "<code>cube-scramble --sheet %s</code></p>\n</footer>\n</section>\n", s->draw);
}
