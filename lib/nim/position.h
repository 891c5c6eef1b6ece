/*
 * Nim positions and moves as values: a position is a list of heaps (the
 * booklet's "heaps", the patent's rows of lamps), a move the heaps it
 * changes.  Parsing, copying, building, sorting and applying them; no
 * rule of any game.  Every other module of lib/nim/ builds on this one.
 */
#ifndef WITS_NIM_POSITION_H
#define WITS_NIM_POSITION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct nim_position {
	uint64_t *heap;
	size_t n, cap;
};

/* One heap's change in a move. */
struct nim_change {
	size_t heap;
	uint64_t from, to;
};

struct nim_move {
	struct nim_change *change;	/* in order of heap number */
	size_t n, cap;
	/*
	 * In a heap game that splits heaps (heapmove.h): the second heap the
	 * one change leaves, placed after it; 0 when the move splits none.
	 */
	uint64_t split;
};

/* Where a line failed to parse, and why. */
struct nim_bad {
	const char *tok;
	size_t len;
	const char *reason;
};

/*
 * Reads a heap list ("7 1 6 2", "7,1,6,2", "# comment") from s[0..len).
 * Returns 1 for a position, 2 for a position with a trailing comment
 * ("7 1 6 2 # game 17": its answer keeps it, and only then is it looked
 * for), 0 for a line with none (blank or comment), -1 for a bad line,
 * with *bad saying where.
 *
 * This is the reference reader, written to be checked against the rules;
 * parseline.h's nim_parse_line gives the same result faster.
 */
int nim_parse(const char *s, size_t len, struct nim_position *p, struct nim_bad *bad);

/*
 * Blames the gap s[0..len), which holds commas where none may stand:
 * before the first heap, after the last, or more than one between two
 * heaps.  The token runs from its first comma to its last.  Returns -1.
 * Both readers call it, so that they blame alike.
 */
int nim_bad_commas(const char *s, size_t len, struct nim_bad *bad);

void nim_position_copy(struct nim_position *dst, const struct nim_position *src);
void nim_position_free(struct nim_position *p);

/*
 * Every heap empty (or none at all); inline, as it was beside the rules that
 * ask it on every move.
 */
static inline bool
nim_terminal(const struct nim_position *p)
{
	size_t i;

	for (i = 0; i < p->n; i++)
		if (p->heap[i] != 0)
			return false;
	return true;
}

/* No heap in particular: where a position may differ from the one before in any heap. */
#define NIM_ANY_HEAP SIZE_MAX

/* Room for one more change in m: nim_move_add's slow path. */
void nim_move_grow(struct nim_move *m);

/* Adds a change to m; inline, as every move of nim-trace --game adds one (hot path: measured). */
static inline void
nim_move_add(struct nim_move *m, size_t heap, uint64_t from, uint64_t to)
{
	if (m->n == m->cap)
		nim_move_grow(m);
	m->change[m->n++] = (struct nim_change){ heap, from, to };
}

/* Puts m's changes in heap order. */
void nim_move_sort(struct nim_move *m);

/* The changes that lead from `before` to `after`, positions of as many heaps. */
void nim_move_between(const struct nim_position *before, const struct nim_position *after,
    struct nim_move *m);

/* Applies m to p; a split heap becomes two heaps in its place. */
void nim_apply(struct nim_position *p, const struct nim_move *m);

void nim_move_free(struct nim_move *m);

#endif
