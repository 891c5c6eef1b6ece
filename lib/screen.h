/*
 * The terminal's screen as a live game draws on it: how wide it is, and
 * text wrapped to that width between words, so that every line fits a
 * projector's 64 columns as well as a wide window.
 */
#ifndef WITS_SCREEN_H
#define WITS_SCREEN_H

#include <stddef.h>

#include "text.h"

/* The narrowest screen the live games are written for. */
enum { SCREEN_MIN_WIDTH = 64 };

/*
 * The narrowest width screen_width gives: narrower, a line of words
 * would hold a word or two.
 */
enum { SCREEN_NARROWEST = 20 };

/*
 * Returns the width of the terminal on fd in columns: $COLUMNS when it
 * is a number from 1 to 10000, else the terminal's own size, else 80;
 * never less than SCREEN_NARROWEST.
 */
size_t screen_width(int fd);

/*
 * Appends the lines of (s, len) to t, each line that is wider than width
 * broken between words.  Where a line is broken inside its comment (after
 * its '#'), the rest goes on after "# ", so that it stays a comment; a
 * word wider than the line is left whole, on a line of its own.
 */
void screen_wrap(struct text *t, const char *s, size_t len, size_t width);

/*
 * Appends the lines of (s, len) to t as screen_wrap does, but as prose:
 * a '#' is a character like any other, and each line after a break
 * begins with indent spaces (at most half the width).
 */
void screen_wrap_prose(struct text *t, const char *s, size_t len, size_t width,
    size_t indent);

#endif
