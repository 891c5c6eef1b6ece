/*
 * cube-picture: reads the cube pictures of cube-scramble and cube-solve
 * for their tests.  It shares nothing with lib/ and knows nothing of how
 * the programs draw: it reads the file as XML, a net is the smallest
 * element holding 24 rectangles and 24 letters (SVG rect and text); its
 * rows and columns are found from where the rectangles stand, and a
 * letter belongs to the rectangle it stands in.  Colours are named by
 * their hue, saturation and value.
 *
 * cube-picture nets FILE
 *	a line a net, in document order: its 24 letters in the order of a
 *	facelet string (U R F D L B, each face in the reading order of the
 *	net: U, then L F R B across, then D); fails when a sticker has no
 *	letter, or a letter two colours
 * cube-picture colours FILE
 *	a line a letter drawn: the letter and the name of its colour
 * cube-picture text FILE CLASS
 *	the text of each element of that class, a line each
 * cube-picture count FILE TAG CLASS
 *	how many TAG elements (XHTML) have that class
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ORACLE_NAME "cube-picture"
#include "oracle.h"

static const char svg_ns[] = "http://www.w3.org/2000/svg";
static const char xhtml_ns[] = "http://www.w3.org/1999/xhtml";

/* A namespace prefix bound on an element ("" for the default). */
struct binding {
	char *prefix, *uri;
};

struct element {
	const char *ns;		/* the namespace, resolved */
	char *qname, *local;
	char *class, *x, *y, *width, *fill;
	struct binding *bind;
	int nbind;
	int parent;		/* -1 for the root */
	size_t text, text_end;	/* its text: where it starts, ends */
	size_t own_end;		/* where its text before any child ends */
	int children;
};

static struct element *el;
static int nel;

/* The character data of the document, in order. */
static char *text;
static size_t ntext, captext;



static char *
copy(const char *s, size_t n)
{
	char *c = grow(NULL, n + 1, 1);

	memcpy(c, s, n);
	c[n] = '\0';
	return c;
}

static void
add_text(const char *s, size_t n)
{
	if (ntext + n + 1 > captext) {
		captext = 2 * (ntext + n + 1);
		text = grow(text, captext, 1);
	}
	memcpy(text + ntext, s, n);
	ntext += n;
	text[ntext] = '\0';
}

/* Appends code point c as UTF-8. */
static void
add_utf8(unsigned long c, char *out, size_t *n)
{
	if (c < 0x80) {
		out[(*n)++] = (char)c;
	} else if (c < 0x800) {
		out[(*n)++] = (char)(0xc0 | c >> 6);
		out[(*n)++] = (char)(0x80 | (c & 0x3f));
	} else if (c < 0x10000) {
		out[(*n)++] = (char)(0xe0 | c >> 12);
		out[(*n)++] = (char)(0x80 | (c >> 6 & 0x3f));
		out[(*n)++] = (char)(0x80 | (c & 0x3f));
	} else if (c < 0x110000) {
		out[(*n)++] = (char)(0xf0 | c >> 18);
		out[(*n)++] = (char)(0x80 | (c >> 12 & 0x3f));
		out[(*n)++] = (char)(0x80 | (c >> 6 & 0x3f));
		out[(*n)++] = (char)(0x80 | (c & 0x3f));
	} else {
		die("&#%lu;: not a character", c);
	}
}

/* s[0..n) with its entity and character references replaced. */
static char *
decode(const char *s, size_t n, size_t *len)
{
	static const char *const name[] = { "lt", "gt", "amp", "quot", "apos" };
	static const char value[] = "<>&\"'";
	char *out = grow(NULL, n + 1, 1);
	size_t i, o = 0, k, e;

	for (i = 0; i < n; i++) {
		if (s[i] != '&') {
			out[o++] = s[i];
			continue;
		}
		for (e = i + 1; e < n && s[e] != ';'; e++)
			;
		if (e == n)
			die("'%.*s': an '&' with no ';'", (int)(n - i), s + i);
		if (s[i + 1] == '#') {
			int hex = s[i + 2] == 'x';
			char *end;
			unsigned long c = strtoul(s + i + 2 + hex, &end, hex ? 16 : 10);

			if (end != s + e || e == i + 2 + (size_t)hex)
				die("'%.*s': not a character", (int)(e - i + 1), s + i);
			add_utf8(c, out, &o);
		} else {
			for (k = 0; k < 5; k++)
				if (strlen(name[k]) == e - i - 1 &&
				    strncmp(s + i + 1, name[k], e - i - 1) == 0)
					break;
			if (k == 5)
				die("'%.*s': an undefined entity", (int)(e - i + 1), s + i);
			out[o++] = value[k];
		}
		i = e;
	}
	out[o] = '\0';
	*len = o;
	return out;
}

/* The namespace a prefix has on element e and its ancestors, or NULL. */
static const char *
resolve(int e, const char *prefix, size_t n)
{
	int i;

	for (; e >= 0; e = el[e].parent)
		for (i = 0; i < el[e].nbind; i++)
			if (strlen(el[e].bind[i].prefix) == n &&
			    strncmp(el[e].bind[i].prefix, prefix, n) == 0)
				return *el[e].bind[i].uri ? el[e].bind[i].uri : NULL;
	return NULL;
}

static const char *
skip_space(const char *p)
{
	while (isspace((unsigned char)*p))
		p++;
	return p;
}

static size_t
name_length(const char *p)
{
	size_t n = strcspn(p, " \t\r\n/>=");

	if (n == 0)
		die("'%.20s': no name", p);
	return n;
}

/* Reads a start tag at p (after '<') as element `open`'s child. */
static const char *
start_tag(const char *p, int open, int *opened)
{
	struct element *e;
	const char *colon;
	size_t n = name_length(p), an, vn;
	char quote;

	el = grow(el, nel + 1, sizeof *el);
	e = &el[nel];
	memset(e, 0, sizeof *e);
	e->parent = open;
	e->qname = copy(p, n);
	e->text = e->text_end = e->own_end = ntext;
	for (p += n;;) {
		const char *a, *v;
		char *val;

		p = skip_space(p);
		if (*p == '>' || (p[0] == '/' && p[1] == '>'))
			break;
		a = p;
		an = name_length(p);
		p = skip_space(p + an);
		if (*p++ != '=')
			die("<%s>: an attribute with no value", e->qname);
		p = skip_space(p);
		if ((quote = *p++) != '"' && quote != '\'')
			die("<%s>: an attribute value not quoted", e->qname);
		for (v = p; *p && *p != quote; p++)
			;
		if (*p++ == '\0')
			die("<%s>: an attribute value not closed", e->qname);
		val = decode(v, (size_t)(p - 1 - v), &vn);
		if (an == 5 && strncmp(a, "xmlns", 5) == 0) {
			e->bind = grow(e->bind, e->nbind + 1, sizeof *e->bind);
			e->bind[e->nbind++] = (struct binding){ copy("", 0), val };
			continue;
		}
		if (an > 6 && strncmp(a, "xmlns:", 6) == 0) {
			e->bind = grow(e->bind, e->nbind + 1, sizeof *e->bind);
			e->bind[e->nbind++] = (struct binding){ copy(a + 6, an - 6), val };
			continue;
		}
#define ATTRIBUTE(name) \
		if (an == strlen(#name) && strncmp(a, #name, an) == 0) { \
			e->name = val; \
			continue; \
		}
		ATTRIBUTE(class)
		ATTRIBUTE(x)
		ATTRIBUTE(y)
		ATTRIBUTE(width)
		ATTRIBUTE(fill)
#undef ATTRIBUTE
		free(val);
	}
	nel++;
	colon = memchr(e->qname, ':', n);
	e->local = colon ? e->qname + (colon - e->qname) + 1 : e->qname;
	e->ns = colon ? resolve(nel - 1, e->qname, (size_t)(colon - e->qname))
	    : resolve(nel - 1, "", 0);
	if (colon && e->ns == NULL)
		die("<%s>: an unbound prefix", e->qname);
	if (open >= 0 && el[open].children++ == 0)
		el[open].own_end = ntext;
	*opened = *p == '>';
	return p + (*p == '>' ? 1 : 2);
}

/* Reads the document into el[] and text. */
static void
parse(const char *p)
{
	int open = -1, opened;
	const char *end;
	size_t n;
	char *s;

	while (*p) {
		if (*p != '<') {
			end = p + strcspn(p, "<");
			if (open < 0) {
				if (*skip_space(p) != '<' && *skip_space(p))
					die("text outside the root element");
			} else {
				s = decode(p, (size_t)(end - p), &n);
				add_text(s, n);
				free(s);
			}
			p = end;
		} else if (strncmp(p, "<!--", 4) == 0) {
			if ((end = strstr(p + 4, "-->")) == NULL)
				die("a comment not closed");
			p = end + 3;
		} else if (strncmp(p, "<![CDATA[", 9) == 0) {
			if ((end = strstr(p + 9, "]]>")) == NULL)
				die("a CDATA section not closed");
			add_text(p + 9, (size_t)(end - p - 9));
			p = end + 3;
		} else if (p[1] == '?') {
			if ((end = strstr(p + 2, "?>")) == NULL)
				die("a processing instruction not closed");
			p = end + 2;
		} else if (p[1] == '!') {
			int depth = 0;

			for (p += 2; *p && (*p != '>' || depth > 0); p++)
				depth += (*p == '[') - (*p == ']');
			if (*p++ == '\0')
				die("a declaration not closed");
		} else if (p[1] == '/') {
			n = name_length(p + 2);
			if (open < 0 || strlen(el[open].qname) != n ||
			    strncmp(el[open].qname, p + 2, n) != 0)
				die("</%.*s> closes no open element", (int)n, p + 2);
			p = skip_space(p + 2 + n);
			if (*p++ != '>')
				die("</%s: no '>'", el[open].qname);
			el[open].text_end = ntext;
			if (el[open].children == 0)
				el[open].own_end = ntext;
			open = el[open].parent;
		} else {
			if (open < 0 && nel > 0)
				die("a second root element");
			p = start_tag(p + 1, open, &opened);
			if (opened)
				open = nel - 1;
			else
				el[nel - 1].own_end = el[nel - 1].text_end = ntext;
		}
	}
	if (open >= 0)
		die("<%s> not closed", el[open].qname);
	if (nel == 0)
		die("no element");
}

static int
is_svg(int e, const char *local)
{
	return el[e].ns && strcmp(el[e].ns, svg_ns) == 0 &&
	    strcmp(el[e].local, local) == 0;
}

/* Whether element e's class attribute holds the class among its words. */
static int
has_class(int e, const char *class)
{
	const char *p = el[e].class;
	size_t n = strlen(class), w;

	if (p == NULL)
		return 0;
	for (p = skip_space(p); *p; p = skip_space(p + w)) {
		w = strcspn(p, " \t\r\n\f\v");
		if (w == n && strncmp(p, class, n) == 0)
			return 1;
	}
	return 0;
}

/* The number in an attribute of a net's element. */
static double
number(int e, const char *value, const char *what)
{
	char *end;
	double d;

	if (value == NULL)
		die("<%s> has no %s", el[e].qname, what);
	d = strtod(value, &end);
	if (end == value || *skip_space(end) != '\0')
		die("<%s %s=\"%s\">: not a number", el[e].qname, what, value);
	return d;
}

struct sticker {
	const char *letter, *fill;
};

static int
compare_doubles(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* The distinct values of v[0..n), sorted; returns how many. */
static int
distinct(double *v, int n)
{
	int i, k = 0;

	qsort(v, (size_t)n, sizeof *v, compare_doubles);
	for (i = 0; i < n; i++)
		if (k == 0 || v[k - 1] != v[i])
			v[k++] = v[i];
	return k;
}

static int
position(const double *v, int n, double x)
{
	int i;

	for (i = 0; i < n && v[i] != x; i++)
		;
	return i;
}

/*
 * The stickers of the net at element `net` (whose descendants run to
 * element `last`), in the order of a facelet string.
 */
static void
net_stickers(int net, int last, struct sticker *out)
{
	static const int band[6][2] = {	/* U R F D L B: band and column */
		{ 0, 1 }, { 1, 2 }, { 1, 1 }, { 2, 1 }, { 1, 0 }, { 1, 3 },
	};
	struct sticker at[6][8];
	double xs[24], ys[24], x, y, w, tx, ty;
	int rect[24], letter[24], nr = 0, nt = 0, i, j, f, r, c, nx, ny, in, hit;

	for (i = net + 1; i <= last; i++) {
		if (is_svg(i, "rect"))
			rect[nr++] = i;
		else if (is_svg(i, "text"))
			letter[nt++] = i;
	}
	for (i = 0; i < nr; i++) {
		xs[i] = number(rect[i], el[rect[i]].x, "x");
		ys[i] = number(rect[i], el[rect[i]].y, "y");
	}
	nx = distinct(xs, nr);
	ny = distinct(ys, nr);
	if (nx != 8 || ny != 6)
		die("a net of %d columns and %d rows", nx, ny);
	memset(at, 0, sizeof at);
	for (i = 0; i < nr; i++) {
		x = number(rect[i], el[rect[i]].x, "x");
		y = number(rect[i], el[rect[i]].y, "y");
		w = number(rect[i], el[rect[i]].width, "width");
		for (in = 0, hit = -1, j = 0; j < nt; j++) {
			tx = number(letter[j], el[letter[j]].x, "x");
			ty = number(letter[j], el[letter[j]].y, "y");
			if (x <= tx && tx <= x + w && y <= ty && ty <= y + w) {
				in++;
				hit = letter[j];
			}
		}
		if (in != 1)
			die("the sticker at %g,%g has %d letters", x, y, in);
		if (el[rect[i]].fill == NULL)
			die("the sticker at %g,%g has no fill", x, y);
		at[position(ys, ny, y)][position(xs, nx, x)] = (struct sticker){
			copy(text + el[hit].text, el[hit].own_end - el[hit].text),
			el[rect[i]].fill
		};
	}
	for (i = f = 0; f < 6; f++)
		for (r = 0; r < 2; r++)
			for (c = 0; c < 2; c++, i++) {
				out[i] = at[band[f][0] * 2 + r][band[f][1] * 2 + c];
				if (out[i].letter == NULL)
					die("no sticker at row %d, column %d of a net",
					    band[f][0] * 2 + r, band[f][1] * 2 + c);
			}
}

/* The name of a colour "#rrggbb" by its hue, saturation and value. */
static const char *
colour_name(const char *fill)
{
	static char unnamed[64];
	unsigned int rgb[3];
	double c[3], max, min, h, s, v;
	int i;

	if (strlen(fill) != 7 || fill[0] != '#' ||
	    strspn(fill + 1, "0123456789abcdefABCDEF") != 6)
		die("'%s': not a colour #rrggbb", fill);
	sscanf(fill + 1, "%2x%2x%2x", &rgb[0], &rgb[1], &rgb[2]);
	for (i = 0; i < 3; i++)
		c[i] = rgb[i] / 255.0;
	max = fmax(c[0], fmax(c[1], c[2]));
	min = fmin(c[0], fmin(c[1], c[2]));
	v = max;
	s = max == min ? 0 : (max - min) / max;
	if (max == min)
		h = 0;
	else if (c[0] == max)
		h = (c[1] - c[2]) / (max - min);
	else if (c[1] == max)
		h = 2 + (c[2] - c[0]) / (max - min);
	else
		h = 4 + (c[0] - c[1]) / (max - min);
	h = fmod(h / 6 + 1, 1) * 360;
	if (s < 0.15)
		return v < 0.2 ? "black" : v > 0.9 ? "white" : "silver";
	if (h < 15 || h >= 330)
		return "red";
	if (h < 40)
		return v < 0.65 ? "brown" : "orange";
	if (h < 60)
		return s < 0.85 && v < 0.9 ? "gold" : "yellow";
	if (90 <= h && h < 180)
		return "green";
	if (180 <= h && h < 260)
		return "blue";
	snprintf(unnamed, sizeof unnamed, "unnamed %s", fill);
	return unnamed;
}

static int
compare_stickers(const void *a, const void *b)
{
	return strcmp(((const struct sticker *)a)->letter,
	    ((const struct sticker *)b)->letter);
}

/* Prints the nets, or the colour of each letter; one colour a letter. */
static void
nets(int colours)
{
	int *rects = grow(NULL, (size_t)nel, sizeof *rects);
	int *letters = grow(NULL, (size_t)nel, sizeof *letters);
	int *inner = grow(NULL, (size_t)nel, sizeof *inner);
	int *last = grow(NULL, (size_t)nel, sizeof *last);
	int *is_net = grow(NULL, (size_t)nel, sizeof *is_net);
	struct sticker st[24], *seen = NULL;
	int e, p, i, j, nseen = 0;

	/* counted from the leaves up: an element comes before its descendants */
	for (e = 0; e < nel; e++) {
		rects[e] = letters[e] = inner[e] = 0;
		last[e] = e;
	}
	for (e = nel - 1; e >= 0; e--) {
		is_net[e] = rects[e] == 24 && letters[e] == 24 && !inner[e];
		if ((p = el[e].parent) < 0)
			continue;
		rects[p] += rects[e] + is_svg(e, "rect");
		letters[p] += letters[e] + is_svg(e, "text");
		inner[p] |= inner[e] || is_net[e];
		if (last[e] > last[p])
			last[p] = last[e];
	}
	for (e = 0; e < nel; e++) {
		if (!is_net[e])
			continue;
		net_stickers(e, last[e], st);
		for (i = 0; i < 24; i++) {
			for (j = 0; j < nseen && strcmp(seen[j].letter, st[i].letter); j++)
				;
			if (j == nseen) {
				seen = grow(seen, (size_t)nseen + 1, sizeof *seen);
				seen[nseen++] = st[i];
			} else if (strcmp(seen[j].fill, st[i].fill) != 0) {
				die("%s is drawn %s and %s", st[i].letter, seen[j].fill,
				    st[i].fill);
			}
		}
		for (i = 0; i < 24 && !colours; i++)
			fputs(st[i].letter, stdout);
		if (!colours)
			putchar('\n');
	}
	if (colours) {
		qsort(seen, (size_t)nseen, sizeof *seen, compare_stickers);
		for (j = 0; j < nseen; j++)
			printf("%s %s\n", seen[j].letter, colour_name(seen[j].fill));
	}
}

static char *
read_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *s = NULL;
	size_t n = 0, cap = 0, got;

	if (f == NULL)
		die("%s: cannot open", path);
	do {
		if (cap - n < 4096) {
			cap = 2 * cap + 4096;
			s = grow(s, cap + 1, 1);
		}
		got = fread(s + n, 1, cap - n, f);
		n += got;
	} while (got > 0);
	if (ferror(f))
		die("%s: read error", path);
	fclose(f);
	if (memchr(s, '\0', n))
		die("%s: a NUL byte", path);
	s[n] = '\0';
	return s;
}

static void
usage(void)
{
	fputs("usage: cube-picture nets|colours FILE\n"
	    "       cube-picture text FILE CLASS\n"
	    "       cube-picture count FILE TAG CLASS\n", stderr);
	exit(2);
}

int
main(int argc, char **argv)
{
	int e, n = 0;

	if (argc < 3)
		usage();
	if ((strcmp(argv[1], "nets") == 0 || strcmp(argv[1], "colours") == 0) &&
	    argc == 3) {
		parse(read_file(argv[2]));
		nets(argv[1][0] == 'c');
	} else if (strcmp(argv[1], "text") == 0 && argc == 4) {
		parse(read_file(argv[2]));
		for (e = 0; e < nel; e++)
			if (has_class(e, argv[3])) {
				fwrite(text + el[e].text, 1, el[e].text_end - el[e].text, stdout);
				putchar('\n');
			}
	} else if (strcmp(argv[1], "count") == 0 && argc == 5) {
		parse(read_file(argv[2]));
		for (e = 0; e < nel; e++)
			n += el[e].ns && strcmp(el[e].ns, xhtml_ns) == 0 &&
			    strcmp(el[e].local, argv[3]) == 0 && has_class(e, argv[4]);
		printf("%d\n", n);
	} else {
		usage();
	}
	if (fflush(stdout) != 0 || ferror(stdout))
		die("write error");
	return 0;
}
