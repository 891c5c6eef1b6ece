/*
 * A game log's lines read as changes to the line before.  In a log each
 * position is the one before it after one move, so a line that repeats
 * the last line's heap list but for one heap is read by reading that
 * heap alone; any other line is read whole, by nim_parse_line.  Either
 * way the results are nim_parse_line's, byte for byte: the fast road is
 * taken only where it is sure to agree (t/fuzz/heaps.c and t/nim-trace.bats
 * hold the two together; doc/development.md lists every such pair).
 */
#ifndef WITS_NIM_LOGREAD_H
#define WITS_NIM_LOGREAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "parseline.h"
#include "position.h"

struct nim_log_reader {
	struct nim_position pos;	/* the heaps of the last line read */
	/* its heap list, when the line began with it written canonically */
	char *text;
	size_t len;
	size_t *start;			/* where each heap starts in text; pos.n of them */
	/* which heap each byte of text belongs to (a blank: the heap before) */
	size_t *heap_at;
	size_t room;			/* room in text, start and heap_at */
	/* text holds the last line's heaps: the next may be read as a change */
	bool known;
	/* the only heap that may differ from the line before, or NIM_ANY_HEAP */
	size_t changed;
};

/*
 * nim_parse_line into r->pos, and r->changed: the one heap in which the
 * position may differ from the last line's, when that line was a
 * position and this one was read as a change to it (the others are
 * known equal); NIM_ANY_HEAP when the line was read whole.
 */
int nim_log_read(struct nim_log_reader *r, const char *s, size_t len, struct nim_line *at,
    struct nim_bad *bad);

void nim_log_reader_free(struct nim_log_reader *r);

#endif
