/*
 * The fast reader of a line of heaps, for the measured hot paths
 * (nim-safe, nim-move, the game log's reader of nim-trace --game).
 *
 * Contract: nim_parse_line gives nim_parse's result, byte for byte: the
 * same return value, the same heaps in *p when it returns 1 or 2, and
 * the same *bad when it returns -1.  It adds where the line's parts
 * stand (*at), so that an answer can copy the heaps as they were
 * written.  t/lib.bats ("libtest parse") and the fuzz target
 * t/fuzz/heaps.c hold it to nim_parse on random and hostile lines.
 */
#ifndef WITS_NIM_PARSELINE_H
#define WITS_NIM_PARSELINE_H

#include <stdbool.h>
#include <stddef.h>

#include "position.h"

/*
 * Where a parsed line's parts stand: its heap list as written (from the
 * first heap's first digit to the last heap's last), canonical when
 * written as the answers write heaps (one blank between them, no leading
 * zeros: "7 1 6 2", not "7,1,06 2"); and the '#' that starts its
 * trailing comment, NULL when it has none.
 */
struct nim_line {
	const char *heaps;
	size_t heaps_len;
	bool canonical;
	const char *comment;
};

/* nim_parse, and where the parts of the line stand (*at, when it returns 1 or 2). */
int nim_parse_line(const char *s, size_t len, struct nim_position *p, struct nim_line *at,
    struct nim_bad *bad);

/*
 * The heap list of a line nim_parse_line read, when it is written as the
 * answers write heaps: returns its length, with *heaps at its start; 0
 * when it is not, and the answer must write the heaps itself.
 */
static inline size_t
nim_line_canonical_heaps(const struct nim_line *at, const char **heaps)
{
	*heaps = at->heaps;
	return at->canonical ? at->heaps_len : 0;
}

/*
 * The token of the heap-th heap (counted from 0) of a line nim_parse_line
 * read as a position, to blame it; *toklen its length.
 */
const char *nim_line_heap_token(const char *line, size_t len, size_t heap,
    size_t *toklen);

#endif
