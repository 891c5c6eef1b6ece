/*
 * The cube as SVG: the net (see picture.h) and the picture of many
 * cubes that cube-scramble and cube-solve write with --svg.
 */
#include <string.h>

#include "picture.h"

/* A sticker's side, the gap between faces, in user units: a 1-unit margin keeps the strokes in. */
enum { STICKER = 12, FACE_GAP = 3, FACE = 2 * STICKER + FACE_GAP };

/*
 * The picture's rows: the net at the left, twice its size in a sheet's
 * box so that a projected picture reads across a room, its label's lines
 * beside it.
 */
enum {
	WIDTH = 800, PAD = 12, SCALE = 2, LABEL_X = 2 * PAD + SCALE * CUBE_NET_WIDTH,
	LABEL_SIZE = 16, LABEL_LINE = 22, LABEL_CHARS = 56
};

/* The faces across each band of the net, as in cube_text_net (-1: none). */
static const signed char band[3][4] = {
	{ -1, CUBE_U, -1, -1 }, { CUBE_L, CUBE_F, CUBE_R, CUBE_B }, { -1, CUBE_D, -1, -1 }
};

/*
 * Writes the sticker of the face's colour at (x, y) on the first pass,
 * its symbol on the second.
 */
static void
sticker(struct text *t, const struct cube_palette *p, unsigned face, int x, int y, int pass)
{
	if (pass == 0)
		text_printf(t, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
		    "fill=\"%s\"/>\n", x, y, STICKER, STICKER, p->rgb[face]);
	else
		text_printf(t, "<text x=\"%d\" y=\"%.1f\" fill=\"%s\">%s</text>\n",
		    x + STICKER / 2, y + STICKER * 0.7,
		    p->light[face] ? "#000000" : "#ffffff", p->symbol[face]);
}

/* Writes the net's stickers, then their symbols. */
static void
net(struct text *t, const struct cube *c, const struct cube_palette *p)
{
	unsigned char facelet[CUBE_FACELETS];
	int pass, b, i, s;

	cube_facelets(c, facelet);
	for (pass = 0; pass < 2; pass++) {
		text_str(t, pass == 0 ? "<g stroke=\"#333333\" stroke-width=\"0.8\">\n" :
		    "<g font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"7\" "
		    "text-anchor=\"middle\">\n");
		for (b = 0; b < 3; b++)
			for (i = 0; i < 4; i++)
				for (s = 0; s < 4 && band[b][i] >= 0; s++)
					sticker(t, p, facelet[band[b][i] * 4 + s],
					    1 + i * FACE + s % 2 * STICKER,
					    1 + b * FACE + s / 2 * STICKER, pass);
		text_str(t, "</g>\n");
	}
}

void
cube_svg_net(struct text *t, const struct cube *c, const struct cube_palette *p,
    const char *class, const char *title)
{
	text_printf(t, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"%s\" "
	    "viewBox=\"0 0 %d %d\" role=\"img\">\n<title>", class, CUBE_NET_WIDTH,
	    CUBE_NET_HEIGHT);
	text_xml(t, title, strlen(title));
	text_str(t, "</title>\n");
	net(t, c, p);
	text_str(t, "</svg>\n");
}

/*
 * Finds the label's next line from s[*at ..]: up to LABEL_CHARS bytes,
 * broken at a space when it can be, else before a UTF-8 character, not
 * inside it.  Returns where the line starts; *at becomes where it ends.
 */
static size_t
label_line(const char *s, size_t len, size_t *at)
{
	size_t start = *at, end = len, i;

	while (start < len && s[start] == ' ')
		start++;
	if (len - start > LABEL_CHARS) {
		end = start + LABEL_CHARS;
		for (i = end; i > start; i--)
			if (s[i] == ' ') {
				end = i;
				break;
			}
		for (i = 0; i < 3 && end > start + 1 && ((unsigned char)s[end] & 0xc0) == 0x80; i++)
			end--;
	}
	*at = end;
	return start;
}

void
cube_picture_add(struct cube_picture *pic, const struct cube *c, const struct cube_palette *p,
    const char *label, size_t len)
{
	unsigned lines = 0, row;
	size_t at = 0, start;

	text_printf(&pic->rows, "<g transform=\"translate(%d %u) scale(%d)\">\n", PAD,
	    pic->height + PAD, SCALE);
	net(&pic->rows, c, p);
	text_str(&pic->rows, "</g>\n");
	while (at < len) {
		start = label_line(label, len, &at);
		if (start == at)
			break;
		text_printf(&pic->rows, "<text x=\"%d\" y=\"%u\">", LABEL_X,
		    pic->height + PAD + LABEL_LINE + lines++ * LABEL_LINE);
		text_xml(&pic->rows, label + start, at - start);
		text_str(&pic->rows, "</text>\n");
	}
	row = (lines + 1) * LABEL_LINE > SCALE * CUBE_NET_HEIGHT ? (lines + 1) * LABEL_LINE :
	    SCALE * CUBE_NET_HEIGHT;
	pic->height += row + PAD;
}

void
cube_picture_svg(struct text *t, struct cube_picture *pic)
{
	unsigned height = pic->height + PAD;

	text_printf(t, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%u\" "
	    "viewBox=\"0 0 %d %u\">\n"
	    "<rect width=\"%d\" height=\"%u\" fill=\"#ffffff\"/>\n"
	    "<g font-family=\"DejaVu Sans Mono, Consolas, monospace\" font-size=\"%d\" "
	    "fill=\"#000000\">\n", WIDTH, height, WIDTH, height, WIDTH, height, LABEL_SIZE);
	text_add(t, pic->rows.s, pic->rows.len);
	text_str(t, "</g>\n</svg>\n");
	pic->rows.len = 0;
}

void
cube_picture_free(struct cube_picture *pic)
{
	text_free(&pic->rows);
}
