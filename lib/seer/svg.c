/*
 * The SVG picture of learning curves, made to be projected to a class:
 * its frame and ticks fitted to the data, the curves with V where the
 * matcher had learned and a bar where a record's next line began, each
 * inked curve's chance of a lead this large by luck dashed beside it on a
 * scale of its own at the right, a legend naming every curve, and the
 * players' names made plain and safe for XML.
 */
#include <inttypes.h>
#include <string.h>

#include "chance.h"
#include "player.h"
#include "matchtext.h"
#include "svg.h"
#include "../utf8.h"

/* 800 wide, as a projector shows it; no type under 16 there. */
enum {
	SVG_WIDTH = 800, SVG_HEIGHT = 520,
	PLOT_LEFT = 84, PLOT_RIGHT = 550, PLOT_TOP = 72, PLOT_BOTTOM = 452,
	LEGEND_LEFT = 626, LEGEND_ROW = 28,
	FONT = 16, FONT_AXIS = 18, FONT_TITLE = 24, FONT_V = 22,
	BAR = 11,		/* half the height of the bar where a line begins */
	TICKS_MAX = 8,
	/* The chance by luck: 1 at the top, 10^-LUCK_DECADES at the bottom. */
	LUCK_DECADES = 6,
	NAME_CHARS = 24		/* a longer name is cut short, with an ellipsis */
};

/* The first curves' inks; those past them are drawn in grey beneath. */
static const char *const ink[] = {
	"#1f4e9c", "#b03a2e", "#1e8449", "#7d3c98", "#b9770e", "#117a8b", "#6e4b1f"
};
#define INKS (sizeof(ink) / sizeof(*ink))
static const char ink_rest[] = "#a6a6a6";

/*
 * Above and below the net scores drawn, this part of their range, and half a
 * point.
 */
static const double ROOM = 0.03;

/*
 * Returns the smallest of 1, 2 or 5 times a power of ten that cuts span
 * into at most TICKS_MAX steps.
 */
static uint64_t
tick_step(uint64_t span)
{
	static const uint64_t mult[] = { 1, 2, 5 };
	uint64_t power = 1;
	int i;

	for (;;) {
		for (i = 0; i < 3; i++)
			if (span / (mult[i] * power) < TICKS_MAX)
				return mult[i] * power;
		power *= 10;
	}
}

/*
 * Appends a name made safe by text_xml, cut short with an ellipsis past
 * NAME_CHARS characters.
 */
static void
text_name_xml(struct text *t, const char *s)
{
	size_t len = strlen(s), at, cut = 0, chars = 0, n;
	uint32_t c;

	for (at = 0; at < len; at += n > 0 ? n : 1, chars++) {
		if (chars == NAME_CHARS - 1)
			cut = at;
		n = utf8_char(s + at, len - at, &c);
	}
	if (chars <= NAME_CHARS) {
		text_xml(t, s, len);
	} else {
		text_xml(t, s, cut);
		text_str(t, "\xe2\x80\xa6");	/* U+2026 */
	}
}

/*
 * Appends the name a class reads for a player: "SEER", "the pattern
 * ++--", or a record's file by its base name without its extension.  A
 * control byte is written as in the report, \xHH.
 */
static void
text_shown(struct text *t, const char *player)
{
	struct text file = { 0 }, shown = { 0 };
	const char *name = player, *known, *slash, *dot;

	/* "-" is the live player, whom seer-duel calls you. */
	if ((known = strcmp(player, "-") == 0 ? "you" : seer_player_shown(player)) != NULL) {
		text_name_xml(t, known);
		return;
	}
	if ((known = seer_player_pattern(player)) != NULL) {
		text_str(&shown, "the pattern ");
		seer_text_name(&shown, known);
	} else {
		if ((slash = strrchr(player, '/')) != NULL && slash[1] != '\0')
			name = slash + 1;
		dot = strrchr(name, '.');
		text_add(&file, name,
		    dot != NULL && dot != name ? (size_t)(dot - name) : strlen(name));
		text_char(&file, '\0');
		seer_text_name(&shown, file.s);
	}
	text_char(&shown, '\0');
	text_name_xml(t, shown.s);
	text_free(&file);
	text_free(&shown);
}

/* Where a play and a net score fall in the picture. */
struct frame {
	double xscale, yscale;
	double ytop;		/* the net score at the top */
};

static double
x_of(const struct frame *f, uint64_t play)
{
	return PLOT_LEFT + (double)play * f->xscale;
}

static double
y_of(const struct frame *f, int64_t net)
{
	return PLOT_TOP + (f->ytop - (double)net) * f->yscale;
}

/*
 * Returns where the chance of a lead this large by luck falls on the
 * scale at the right, given its log10: a decade a step, a chance below
 * 10^-LUCK_DECADES at the bottom.
 */
static double
y_of_luck(double log10_p)
{
	double decades = -log10_p < LUCK_DECADES ? -log10_p : LUCK_DECADES;

	return PLOT_TOP + decades * (PLOT_BOTTOM - PLOT_TOP) / LUCK_DECADES;
}

static void
text_line(struct text *t, double x1, double y1, double x2, double y2, const char *stroke)
{
	text_printf(t, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"/>\n",
	    x1, y1, x2, y2, stroke);
}

/* Opens a <text> element; the caller writes its content and closes it. */
static void
text_open_label(struct text *t, double x, double y, const char *attributes)
{
	text_printf(t, "<text x=\"%.1f\" y=\"%.1f\" %s>", x, y, attributes);
}

/*
 * Draws V at its point on the curve (class "learned", or "key" in the
 * legend), with a white halo that keeps it legible.
 */
static void
text_v(struct text *t, const char *class, double x, double y, const char *colour)
{
	text_printf(t, "<text class=\"%s\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" "
	    "font-size=\"%d\" font-weight=\"bold\" fill=\"%s\" stroke=\"white\" stroke-width=\"4\" "
	    "stroke-linejoin=\"round\" paint-order=\"stroke\">V</text>\n",
	    class, x, y, FONT_V, colour);
}

/*
 * Draws a bar across the curve, its middle on it, where a line begins
 * (class "next-line", or "key" in the legend).
 */
static void
text_bar(struct text *t, const char *class, double x, double y, const char *colour)
{
	text_printf(t, "<line class=\"%s\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
	    "stroke=\"%s\" stroke-width=\"3\"/>\n", class, x, y - BAR, x, y + BAR, colour);
}

/*
 * Draws a dashed line of the chance of a lead this large by luck (class
 * "luck", or "key" in the legend) through its points.
 */
static void
text_luck_open(struct text *t, const char *class, const char *colour)
{
	text_printf(t, "<polyline class=\"%s\" fill=\"none\" stroke-width=\"2\" "
	    "stroke-dasharray=\"7 5\" stroke=\"%s\" points=\"", class, colour);
}

/*
 * Draws the chance by luck of one match, at each point of its curve, from
 * the wins so far (half of the plays and the net score).
 */
static void
svg_luck(struct text *t, const struct frame *f, const struct seer_curve *c,
    const char *colour)
{
	struct seer_point at;
	struct seer_walk w;
	uint64_t wins;
	size_t i;

	text_luck_open(t, "luck", colour);
	seer_walk_start(&w, c);
	for (i = 0; seer_walk_next(&w, &at); i++) {
		wins = (uint64_t)((int64_t)at.play + at.net) / 2;
		text_printf(t, "%s%.1f,%.1f", i > 0 ? " " : "", x_of(f, at.play),
		    y_of_luck(chance_lead_log10_p(wins, at.play)));
	}
	text_str(t, "\"/>\n");
}

/*
 * Draws the curve of one match, its V and the bars where its lines begin,
 * in its ink, and its chance by luck when `luck` says so.
 */
static void
svg_curve(struct text *t, const struct frame *f, const struct seer_curve *c,
    const char *colour, bool luck)
{
	struct seer_point at;
	struct seer_walk w;
	size_t i;

	text_printf(t, "<g class=\"curve\">\n<polyline fill=\"none\" stroke-width=\"2.5\" "
	    "stroke-linejoin=\"round\" stroke=\"%s\" points=\"", colour);
	seer_walk_start(&w, c);
	for (i = 0; seer_walk_next(&w, &at); i++)
		text_printf(t, "%s%.1f,%.1f", i > 0 ? " " : "", x_of(f, at.play), y_of(f, at.net));
	text_str(t, "\"/>\n");
	if (luck)
		svg_luck(t, f, c, colour);
	for (i = 0; i < c->next_line.n; i++)
		text_bar(t, "next-line", x_of(f, c->next_line.at[i].play),
		    y_of(f, c->next_line.at[i].net), colour);
	for (i = 0; i < c->learned.n; i++)
		text_v(t, "learned", x_of(f, c->learned.at[i].play), y_of(f, c->learned.at[i].net),
		    colour);
	text_str(t, "</g>\n");
}

/*
 * Opens the <text> of the words of the legend's row-th row and returns the
 * row's y on the picture; the caller writes and closes the words, then
 * draws the row's mark to their left.
 */
static double
legend_row(struct text *t, size_t row)
{
	double y = PLOT_TOP + 12 + (double)row * LEGEND_ROW;

	text_printf(t, "<text x=\"%d\" y=\"%.1f\">", LEGEND_LEFT + 34, y + 6);
	return y;
}

/* What a curve is: a match of -r, or a record's session. */
struct kind {
	const char *one, *more;
};

/*
 * Writes a curve's row of the legend, "session 2"; the curves past the
 * inks share one row, "sessions 8-1000".
 */
static void
legend_curve(struct text *t, size_t row, const char *colour, const struct kind *k, size_t first,
    size_t last)
{
	double y = legend_row(t, row);

	if (first == last)
		text_printf(t, "%s %zu</text>\n", k->one, first);
	else
		text_printf(t, "%s %zu\xe2\x80\x93%zu</text>\n", k->more, first, last);
	text_printf(t, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"%s\" "
	    "stroke-width=\"4\"/>\n", LEGEND_LEFT, y, LEGEND_LEFT + 26, y, colour);
}

/*
 * Writes the legend: each curve by name, then what V and the bars mean,
 * where there are any, and the dashed chance by luck.
 */
static void
svg_legend(struct text *t, const struct seer_curve *curve, size_t n, const struct kind *k)
{
	size_t i, row, learned = 0, lines = 0;
	double y;

	text_str(t, "<g class=\"legend\">\n");
	for (row = 0; row < n && row < INKS; row++)
		legend_curve(t, row, ink[row], k, row + 1, row + 1);
	if (n > INKS)
		legend_curve(t, row++, ink_rest, k, INKS + 1, n);
	for (i = 0; i < n; i++) {
		learned += curve[i].learned.n;
		lines += curve[i].next_line.n;
	}
	row++;	/* a gap between the curves and the marks */
	if (learned > 0) {
		y = legend_row(t, row++);
		text_str(t, "learned here</text>\n");
		text_v(t, "key", LEGEND_LEFT + 13, y + 8, "#333333");
	}
	if (lines > 0) {
		y = legend_row(t, row++);
		text_str(t, "next line begins</text>\n");
		text_bar(t, "key", LEGEND_LEFT + 13, y, "#333333");
	}
	y = legend_row(t, row);
	text_str(t, "chance by luck</text>\n");
	text_luck_open(t, "key", "#333333");
	text_printf(t, "%d,%.1f %d,%.1f\"/>\n", LEGEND_LEFT, y,
	    LEGEND_LEFT + 26, y);
	text_str(t, "</g>\n");
}

/*
 * Fits the frame to the net scores drawn, with a little room, and draws
 * it with its ticks on whole steps within it.
 */
static void
svg_frame(struct text *t, struct frame *f, const struct seer_curve *curve, size_t n)
{
	uint64_t xmax = 1, xstep, v;
	int64_t ylo = 0, yhi = 0, y, step;
	struct seer_point at;
	struct seer_walk w;
	double room;
	size_t i;

	for (i = 0; i < n; i++) {
		xmax = curve[i].plays > xmax ? curve[i].plays : xmax;
		for (seer_walk_start(&w, &curve[i]); seer_walk_next(&w, &at);) {
			ylo = at.net < ylo ? at.net : ylo;
			yhi = at.net > yhi ? at.net : yhi;
		}
	}
	xstep = tick_step(xmax);
	step = (int64_t)tick_step((uint64_t)(yhi - ylo));
	room = (double)(yhi - ylo) * ROOM + 0.5;
	f->xscale = (double)(PLOT_RIGHT - PLOT_LEFT) / (double)xmax;
	f->yscale = (double)(PLOT_BOTTOM - PLOT_TOP) / ((double)(yhi - ylo) + 2 * room);
	f->ytop = (double)yhi + room;

	text_printf(t, "<rect class=\"plot\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
	    "fill=\"none\" stroke=\"#bbbbbb\"/>\n", PLOT_LEFT, PLOT_TOP, PLOT_RIGHT - PLOT_LEFT,
	    PLOT_BOTTOM - PLOT_TOP);
	for (v = 0; v <= xmax; v += xstep) {
		text_line(t, x_of(f, v), PLOT_TOP, x_of(f, v), PLOT_BOTTOM, "#dddddd");
		text_open_label(t, x_of(f, v), PLOT_BOTTOM + 22, "text-anchor=\"middle\"");
		text_printf(t, "%" PRIu64 "</text>\n", v);
	}
	/*
	 * ylo <= 0: the smallest whole step not under it, and one more below if
	 * the room holds it.
	 */
	y = ylo - ylo % step;
	if ((double)(y - step) >= (double)ylo - room)
		y -= step;
	for (; (double)y <= f->ytop; y += step) {
		text_line(t, PLOT_LEFT, y_of(f, y), PLOT_RIGHT, y_of(f, y),
		    y == 0 ? "#777777" : "#dddddd");
		text_open_label(t, PLOT_LEFT - 8, y_of(f, y) + 6, "text-anchor=\"end\"");
		text_printf(t, "%" PRId64 "</text>\n", y);
	}
}

/*
 * Draws the scale of the chance by luck at the right, a tick a decade
 * from 1 down to 1/10^LUCK_DECADES, named above it.
 */
static void
svg_luck_scale(struct text *t)
{
	/* A decade a tick; past 1/1000, powers of ten in superscript digits. */
	static const char *const decade[LUCK_DECADES + 1] = {
		"1", "1/10", "1/100", "1/1000",
		"1/10\xe2\x81\xb4", "1/10\xe2\x81\xb5", "1/10\xe2\x81\xb6"
	};
	double y;
	int d;

	for (d = 0; d <= LUCK_DECADES; d++) {
		y = y_of_luck(-d);
		text_line(t, PLOT_RIGHT, y, PLOT_RIGHT + 5, y, "#777777");
		text_open_label(t, PLOT_RIGHT + 8, y + 6,
		    "class=\"luck-scale\"");
		text_printf(t, "%s</text>\n", decade[d]);
	}
	text_open_label(t, PLOT_RIGHT + 58, PLOT_TOP - 12,
	    "text-anchor=\"end\"");
	text_str(t, "chance of a lead this large by luck</text>\n");
}

void
seer_svg(struct text *t, const struct seer_curve *curve, size_t n, const char *matcher,
    const char *evader)
{
	static const struct kind match = { "match", "matches" };
	static const struct kind session = { "session", "sessions" };
	/*
	 * A record's curves are its sessions; otherwise each is a match of -r.
	 */
	const struct kind *k = seer_player_known(matcher) && seer_player_known(evader) ?
	    &match : &session;
	struct frame f;
	size_t i;

	text_printf(t, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
	    "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"%d\">\n"
	    "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n",
	    SVG_WIDTH, SVG_HEIGHT, SVG_WIDTH, SVG_HEIGHT, FONT, SVG_WIDTH, SVG_HEIGHT);
	text_printf(t, "<text class=\"title\" x=\"%.1f\" y=\"40\" text-anchor=\"middle\" "
	    "font-size=\"%d\" font-weight=\"bold\">", SVG_WIDTH / 2.0, FONT_TITLE);
	text_shown(t, matcher);
	text_str(t, " against ");
	text_shown(t, evader);
	text_str(t, "</text>\n");
	svg_frame(t, &f, curve, n);
	svg_luck_scale(t);
	text_printf(t, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" font-size=\"%d\">"
	    "play</text>\n", (PLOT_LEFT + PLOT_RIGHT) / 2.0, SVG_HEIGHT - 14, FONT_AXIS);
	text_printf(t, "<text transform=\"translate(24,%.1f) rotate(-90)\" text-anchor=\"middle\" "
	    "font-size=\"%d\">net score of ", (PLOT_TOP + PLOT_BOTTOM) / 2.0, FONT_AXIS);
	text_shown(t, matcher);
	text_str(t, "</text>\n");
	/* The grey curves beneath, the inked ones over them. */
	for (i = INKS; i < n; i++)
		svg_curve(t, &f, &curve[i], ink_rest, false);
	for (i = 0; i < n && i < INKS; i++)
		svg_curve(t, &f, &curve[i], ink[i], true);
	svg_legend(t, curve, n, k);
	text_str(t, "</svg>\n");
}
