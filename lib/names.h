/*
 * Lists of names: the words an option or an operand may be (players,
 * machines, subsets, palettes, levels ...).  Each list is one table, in
 * the module whose code reads it, and the others see it through a
 * function that returns its i-th name, NULL past the last.  The help,
 * the messages that list the names, and so the bash completion and the
 * tests that read the help, are all made from that function.
 */
#ifndef WITS_NAMES_H
#define WITS_NAMES_H

#include <stddef.h>

/* Returns the list's i-th name, from 0; NULL past the last. */
typedef const char *names_fn(size_t i);

/* Returns the place of name in the list, from 0; -1 when it is not there. */
int names_find(names_fn *names, const char *name);

/*
 * Writes the list into buf[0 .. size) as a message names it, the names
 * parted by ", " and the last two by `last` (" or ": "a, b or c"); cut
 * short where buf is too small.  Returns buf.
 */
const char *names_join(names_fn *names, const char *last, char *buf, size_t size);

/*
 * The levels of a machine that errs, for nim-trace's and seer-duel's
 * --level: perfect (it never errs), medium (by chance one time in 4) and
 * easy (one time in 2), in that order.
 */
names_fn names_level;

#endif
