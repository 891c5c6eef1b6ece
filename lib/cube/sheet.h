/*
 * Printable scramble sheets for a class: pages of numbered scrambles
 * (twelve unless asked otherwise), then any extra scrambles (E1, E2, ...,
 * as competitions keep them for a mishap), each with the net of the cube
 * it makes, and an answer key of optimal solutions, each with the
 * first layer and the rest below it, as one XHTML document (well-formed
 * XML, read by browsers as HTML) whose pages fit A4 and Letter alike:
 * each within 180 mm x 250 mm.  Formatters only: each writes what it is
 * given, in order, so a sheet is written a scramble at a time.
 */
#ifndef WITS_CUBE_SHEET_H
#define WITS_CUBE_SHEET_H

#include <stddef.h>
#include <stdint.h>

#include "../text.h"
#include "cube.h"
#include "cubetext.h"
#include "solve.h"

/*
 * Scrambles on a page of the sheet, by default and at most; the most
 * turns one of its boxes holds; the widths of the nets, in millimetres.
 */
enum { CUBE_SHEET_PAGE = 12, CUBE_SHEET_TURNS_MAX = 25 };
enum { CUBE_SHEET_SMALL = 30, CUBE_SHEET_MEDIUM = 40, CUBE_SHEET_LARGE = 56 };

/* The name of the i-th size of the nets: small, medium, large; NULL past the last. */
const char *cube_sheet_net_listed(size_t i);

/*
 * Returns the width of the nets of the named size, one of
 * cube_sheet_net_listed's, in millimetres; 0 for another name.
 */
unsigned cube_sheet_net_named(const char *size);

/* What the sheet and its key show of the scrambles they hold. */
struct cube_sheet {
	const struct cube_palette *palette;
	uint64_t seed;		/* named by the key alone, as is draw */
	uint64_t first;		/* the first scramble's number (from 0, as --tsv has it) */
	uint64_t count;
	const char *draw;	/* the options that draw them again: "-n 12 --seed 2024" */
	const char *title;	/* the heading, or NULL for "Pocket cube scrambles" */
	unsigned extra;		/* extra scrambles after the count, E1, E2, ... */
	unsigned per_page;	/* scrambles a page, 1 to CUBE_SHEET_PAGE */
	unsigned net_mm;	/* the width of each net */
};

/* The document's head and style, and the opening of its body. */
void cube_sheet_begin(struct text *t, const struct cube_sheet *s);

/*
 * The i-th scramble (from 0) of the sheet, count + extra in all (the
 * extra ones last): its turns, and the cube they make; a page begins
 * before every per_page-th and ends after it or the last.
 */
void cube_sheet_scramble(struct text *t, const struct cube_sheet *s, uint64_t i,
    const struct cube_turn *turn, size_t n, const struct cube *c);

/* The answer key's heading, on a page of its own. */
void cube_key_begin(struct text *t, const struct cube_sheet *s);

/*
 * What the key gives of a scramble: an optimal solution, and the same
 * cube solved in two parts, as a beginner's method begins: the first
 * layer of the colour on top of the solved cube, then the rest.
 */
struct cube_key_answer {
	struct cube_path optimal, layer, rest;
	unsigned side;		/* the face the layer is made on */
};

/*
 * The key's rows for the i-th scramble: its turns and its optimal
 * solution, then the layer and the rest.
 */
void cube_key_row(struct text *t, uint64_t i, const struct cube_sheet *s,
    const struct cube_turn *turn, size_t n, const struct cube_key_answer *a);

void cube_key_end(struct text *t, const struct cube_sheet *s);

#endif
