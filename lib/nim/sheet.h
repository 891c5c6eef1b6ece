/*
 * Printable Nim worksheets for a class, as cube-scramble --sheet is for
 * the cube: pages of numbered positions, each drawn as rows of matches
 * lettered a, b, c ... as nim-trace --versus letters them, each with a
 * box for the student's move; then an answer key, on a page of its own,
 * with each position's heaps in binary columns as the Nimrod booklet
 * writes them (the heaps' values in another heap game), its nim-sum and
 * a correct move.  One XHTML document (well-formed XML, read by browsers
 * as HTML) whose pages fit A4 and Letter alike: each within 180 mm x
 * 250 mm.  Formatters only: each writes what it is given, in order.
 */
#ifndef WITS_NIM_SHEET_H
#define WITS_NIM_SHEET_H

#include <stddef.h>
#include <stdint.h>

#include "../text.h"
#include "game.h"
#include "position.h"

/*
 * The most positions a page holds; the most heaps a position drawn on a
 * sheet has, and the most matches in one heap: more would not be
 * counted by eye.
 */
enum { NIM_SHEET_PAGE_MAX = 20, NIM_SHEET_HEAPS_MAX = 8, NIM_SHEET_MATCHES_MAX = 40 };

/* What the sheet and its key show of the positions they hold. */
struct nim_sheet {
	const struct nim_game *game;	/* with rows set: heaps are lettered */
	const char *rules;	/* -r's rules as given, or NULL for Nim */
	const char *title;	/* the heading, or NULL for the game's name */
	const char *source;	/* "seed 5", or NULL for positions read */
	const char *again;	/* the options that deal them again: "--deal 4x15 -n 8
				   --seed 5"; NULL for positions read */
	uint64_t count;
	size_t heaps;		/* the most heaps of any position */
	uint64_t widest;	/* the most matches of any heap */
	unsigned per_page;	/* positions a page, 1 to NIM_SHEET_PAGE_MAX */
};

/*
 * Returns NULL when the sheet can draw p: 1 to NIM_SHEET_HEAPS_MAX heaps
 * of at most NIM_SHEET_MATCHES_MAX matches, with a move to make in the
 * game g; else
 * why not, with *heap naming the heap to blame (NIM_ANY_HEAP when it is
 * the whole position).
 */
const char *nim_sheet_fits(const struct nim_game *g, const struct nim_position *p,
    size_t *heap);

/*
 * Returns how many positions of s (its count, heaps and widest heap) go
 * on a page: the positions spread evenly over as few pages as hold them
 * with their drawings at their smallest, each page but the last as full
 * as the first.
 */
unsigned nim_sheet_page_fill(const struct nim_sheet *s);

/* The document's head and style, and the opening of its body. */
void nim_sheet_begin(struct text *t, const struct nim_sheet *s);

/*
 * The i-th position (from 0) of the sheet, drawn with a box for the
 * move; a page begins before every per_page-th and ends after it or the
 * last.
 */
void nim_sheet_position(struct text *t, const struct nim_sheet *s, uint64_t i,
    const struct nim_position *p);

/* The answer key's heading, on a page of its own. */
void nim_key_begin(struct text *t, const struct nim_sheet *s);

/*
 * The key's row for the i-th position p: its heaps' binary columns (of
 * their values v[] in a heap game; v is NULL in Nim), its nim-sum, and a
 * correct move with the position `after` it leaves (NULL when p is safe
 * and has none): the move `said` as the student writes it, for a heap
 * game, or NULL for Nim's move m, said as nim-move's notes say it.
 */
void nim_key_row(struct text *t, const struct nim_sheet *s, uint64_t i,
    const struct nim_position *p, const unsigned *v, const struct nim_move *m,
    const struct nim_position *after, const char *said);

void nim_key_end(struct text *t, const struct nim_sheet *s);

#endif
