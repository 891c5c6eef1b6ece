/*
 * The pocket cube as a picture: the unfolded net in SVG (U above L F R
 * B, D below, as the terminal net has it), each sticker in its palette
 * colour with its symbol on it, so that a page printed in grey still
 * reads; and a picture of many cubes, a labelled net on each row.
 * Formatters only: each writes what it is given.
 */
#ifndef WITS_CUBE_PICTURE_H
#define WITS_CUBE_PICTURE_H

#include <stddef.h>

#include "../text.h"
#include "cube.h"
#include "cubetext.h"

/* The net's size in SVG user units. */
enum { CUBE_NET_WIDTH = 107, CUBE_NET_HEIGHT = 80 };

/*
 * An <svg> element of the net, for HTML (xmlns given, so that it is XML
 * too), with a class and a title naming the cube for those who cannot
 * see it.
 */
void cube_svg_net(struct text *t, const struct cube *c, const struct cube_palette *p,
    const char *class, const char *title);

/* Many cubes, a row each: a net and its label beside it. */
struct cube_picture {
	struct text rows;	/* the rows' SVG, placed */
	unsigned height;	/* of the rows so far */
};

/* The next row: c, labelled (the label wraps at spaces when long). */
void cube_picture_add(struct cube_picture *pic, const struct cube *c,
    const struct cube_palette *p, const char *label, size_t len);

/* The picture as an SVG document; rows is emptied. */
void cube_picture_svg(struct text *t, struct cube_picture *pic);

void cube_picture_free(struct cube_picture *pic);

#endif
