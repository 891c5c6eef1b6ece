/* The SVG picture of learning curves: its frame and ticks, the curves, V, and names made safe for XML. */
#include <inttypes.h>

#include "svg.h"

enum {
	SVG_WIDTH = 720, SVG_HEIGHT = 420,
	SVG_LEFT = 72, SVG_RIGHT = 24, SVG_TOP = 48, SVG_BOTTOM = 56,
	TICKS_MAX = 8
};

/* The smallest of 1, 2, 5 times a power of ten that cuts span into at most TICKS_MAX steps. */
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
 * The length of the UTF-8 sequence at s if it is one of XML's characters
 * (XML 1.0, section 2.2: no surrogate, U+FFFE or U+FFFF), else 0: an
 * overlong form, a stray continuation byte or a cut sequence.
 */
static size_t
xml_char_len(const unsigned char *s)
{
	uint32_t c;
	size_t n, i;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2, c = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3, c = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4, c = s[0] & 0x07;
	else
		return 0;
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)	/* the NUL that ends s stops it too */
			return 0;
		c = c << 6 | (s[i] & 0x3f);
	}
	if ((n == 3 && c < 0x800) || (n == 4 && c < 0x10000) || c > 0x10ffff ||
	    (c >= 0xd800 && c <= 0xdfff) || c == 0xfffe || c == 0xffff)
		return 0;
	return n;
}

/* A file name is any bytes: what XML cannot hold becomes '?' (a control byte) or U+FFFD. */
static void
text_xml(struct text *t, const char *s)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t n;

	while (*u != '\0') {
		n = xml_char_len(u);
		switch (*u) {
		case '&': text_str(t, "&amp;"); break;
		case '<': text_str(t, "&lt;"); break;
		case '>': text_str(t, "&gt;"); break;
		case '"': text_str(t, "&quot;"); break;
		default:
			if (*u < 0x20)
				text_char(t, '?');
			else if (n > 0)
				text_add(t, (const char *)u, n);
			else
				text_str(t, "\xef\xbf\xbd");	/* U+FFFD */
		}
		u += n > 0 ? n : 1;
	}
}

/* Where a play and a net score fall in the picture. */
struct frame {
	double xscale, yscale;
	int64_t ytop;
};

static double
x_of(const struct frame *f, uint64_t play)
{
	return SVG_LEFT + (double)play * f->xscale;
}

static double
y_of(const struct frame *f, int64_t net)
{
	return SVG_TOP + (double)(f->ytop - net) * f->yscale;
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

/* "seer (matcher) against shannon (evader), 3 matches" */
static void
svg_title(struct text *t, const char *matcher, const char *evader, size_t n)
{
	text_xml(t, matcher);
	text_str(t, " (matcher) against ");
	text_xml(t, evader);
	text_str(t, " (evader)");
	if (n > 1)
		text_printf(t, ", %zu matches", n);
}

/* The curve of one match, and its points V, in its ink. */
static void
svg_curve(struct text *t, const struct frame *f, const struct seer_curve *c, const char *ink)
{
	size_t j;

	text_printf(t, "<polyline fill=\"none\" stroke-width=\"1.5\" stroke=\"%s\" points=\"%.1f,%.1f",
	    ink, x_of(f, 0), y_of(f, 0));
	for (j = 0; j < c->n; j++)
		text_printf(t, " %.1f,%.1f", x_of(f, (j + 1) * c->stride), y_of(f, c->net[j]));
	text_str(t, "\"/>\n");
	for (j = 0; j < c->nmark; j++)
		text_printf(t, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-weight=\"bold\" "
		    "fill=\"%s\">V</text>\n", x_of(f, c->mark[j]), y_of(f, c->mark_net[j]) - 6, ink);
}

void
seer_svg(struct text *t, const struct seer_curve *curve, size_t n, const char *matcher,
    const char *evader)
{
	static const char *const colour[] = {
		"#1f4e9c", "#b03a2e", "#1e8449", "#7d3c98", "#b9770e", "#117a8b", "#555555"
	};
	uint64_t xmax = 1, xstep, ystep, v;
	int64_t ylo = 0, yhi = 0, y, step;
	struct frame f;
	size_t i, j;

	for (i = 0; i < n; i++) {
		xmax = curve[i].plays > xmax ? curve[i].plays : xmax;
		for (j = 0; j < curve[i].n; j++) {
			ylo = curve[i].net[j] < ylo ? curve[i].net[j] : ylo;
			yhi = curve[i].net[j] > yhi ? curve[i].net[j] : yhi;
		}
	}
	xstep = tick_step(xmax);
	ystep = tick_step((uint64_t)(yhi - ylo));
	step = (int64_t)ystep;
	/* The frame ends on ticks: the net-score range widened to whole steps. */
	ylo = ylo / step * step - (ylo % step != 0 ? step : 0);
	yhi = yhi / step * step + (yhi % step != 0 || yhi == ylo ? step : 0);
	f.xscale = (double)(SVG_WIDTH - SVG_LEFT - SVG_RIGHT) / (double)xmax;
	f.yscale = (double)(SVG_HEIGHT - SVG_TOP - SVG_BOTTOM) / (double)(yhi - ylo);
	f.ytop = yhi;

	text_str(t, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" height=\"420\" "
	    "viewBox=\"0 0 720 420\" font-family=\"sans-serif\" font-size=\"12\">\n"
	    "<rect width=\"720\" height=\"420\" fill=\"white\"/>\n");
	text_open_label(t, SVG_WIDTH / 2.0, 28, "text-anchor=\"middle\" font-size=\"15\"");
	svg_title(t, matcher, evader, n);
	text_str(t, "</text>\n");
	for (v = 0; v <= xmax; v += xstep) {
		text_line(t, x_of(&f, v), y_of(&f, yhi), x_of(&f, v), y_of(&f, ylo), "#dddddd");
		text_open_label(t, x_of(&f, v), y_of(&f, ylo) + 16, "text-anchor=\"middle\"");
		text_printf(t, "%" PRIu64 "</text>\n", v);
	}
	for (y = ylo; y <= yhi; y += step) {
		text_line(t, x_of(&f, 0), y_of(&f, y), x_of(&f, xmax), y_of(&f, y),
		    y == 0 ? "#888888" : "#dddddd");
		text_open_label(t, x_of(&f, 0) - 6, y_of(&f, y) + 4, "text-anchor=\"end\"");
		text_printf(t, "%.0f</text>\n", (double)y);
	}
	text_open_label(t, x_of(&f, xmax / 2), SVG_HEIGHT - 14.0, "text-anchor=\"middle\"");
	text_str(t, "play</text>\n");
	text_printf(t, "<text transform=\"translate(18,%.1f) rotate(-90)\" text-anchor=\"middle\">"
	    "net score of ", (y_of(&f, yhi) + y_of(&f, ylo)) / 2);
	text_xml(t, matcher);
	text_str(t, "</text>\n");
	for (i = 0; i < n; i++)
		svg_curve(t, &f, &curve[i], colour[i % (sizeof(colour) / sizeof(*colour))]);
	text_str(t, "</svg>\n");
}
