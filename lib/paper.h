/*
 * Printed pages in XHTML, as the worksheets of nim-move and of
 * cube-scramble are: the document around the pages, the pages' size and
 * the sheet of paper each is drawn as on a screen.  A page is 180 mm x
 * 250 mm, inside the printable area of A4 (210 x 297) and of Letter
 * (216 x 279) with 12 mm margins: the paper's own size is left to the
 * printer.  A page is a <section class="sheet">, its heading an <h1>
 * in a <header>, its notes <p class="meta">.
 */
#ifndef WITS_PAPER_H
#define WITS_PAPER_H

#include "text.h"

/* Begins the document: everything before the text of its title. */
void paper_begin(struct text *t);

/*
 * Ends the title and begins the style sheet: the pages' own rules, then
 * style, the worksheet's; the worksheet may add more before paper_body.
 */
void paper_style(struct text *t, const char *style);

/* Ends the style sheet and the head, and begins the body. */
void paper_body(struct text *t);

/* Ends the document. */
void paper_end(struct text *t);

/* The title given, escaped as XML, or own when none was given. */
void paper_title(struct text *t, const char *given, const char *own);

#endif
