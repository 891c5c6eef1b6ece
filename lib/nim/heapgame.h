/*
 * Heap games other than Nim, given by their rules as data: subtraction
 * games ("1,2,3": take 1, 2 or 3 matches from one heap), take-and-break
 * games by their code d0.d1d2... (Winning Ways, ch. 4; Flammenkamp's
 * tables), and Grundy's game (split one heap into two unequal heaps).
 *
 * Digit d_i of a code says what removing i matches from one heap may
 * leave: bit 1, nothing (the heap was exactly i); bit 2, one heap; bit 4,
 * two non-empty heaps.  d0 may only be 0 or 4 (splitting a heap without
 * removing anything).  Kayles is 0.77, Dawson's Kayles 0.07, Dawson's
 * chess 0.137; the subtraction set {1,2,3} is the code 0.333.
 *
 * Each heap is a Nim heap in disguise (Sprague 1935, Grundy 1939): its
 * value is the mex of its options' values, a position's value the
 * exclusive or of its heaps' values, and a position is safe iff that is
 * 0.  Values are computed once for each heap size and kept, by the
 * sparse-space method (Gangolli and Plambeck 1989, Flammenkamp): the
 * values split by a mask into a rare set and a common set, and the mex
 * of a new heap is found from the rare values alone; heap_game_plain
 * is the reference it is tested against.  For a finite octal code the
 * period is sought and proved by the periodicity theorem for octal games
 * (Winning Ways, ch. 4): if G(n + p) = G(n) for every n with
 * e <= n < 2e + p + t, t the most matches a move removes, then it holds
 * for every n >= e; a heap past the proved range answers at once.
 *
 * Pure: no I/O.  It knows nothing of the command line.
 */
#ifndef WITS_NIM_HEAPGAME_H
#define WITS_NIM_HEAPGAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "position.h"

/* The bits of a code's digit: what removing matches may leave. */
enum { HEAP_LEAVE_NONE = 1, HEAP_LEAVE_ONE = 2, HEAP_LEAVE_TWO = 4 };

/* The most matches one move may remove: the longest code, the largest amount. */
#define HEAP_GAME_TAKE_MAX 4096

/*
 * The options a lookup (heap_game_value) may look at, in all, finding
 * values: a game whose values cost more stops before its limit of heaps.
 */
#define HEAP_GAME_WORK ((uint64_t)1 << 30)

/* The largest value kept; a game whose values reach it stops there. */
#define HEAP_GAME_VALUE_MAX (UINT16_MAX - 1)

struct heap_game {
	unsigned char *digit;	/* digit[i] for removing i, i = 0 .. t */
	size_t t;		/* the most matches one move removes */
	bool unequal;		/* Grundy's game: the two heaps left must differ */
	bool octal;		/* a finite code, whose period the theorem proves */
	unsigned threads;	/* the threads heap_game_extend finds values with; 0 is 1 */

	uint16_t *value;	/* G(0 .. n-1), found so far */
	size_t n, cap;
	unsigned top;		/* the largest value found */
	bool stuck;		/* a value reached HEAP_GAME_VALUE_MAX: no more are found */
	uint64_t work;		/* the options looked at so far, finding values */

	/*
	 * The sparse space: a heap h is named by 2 G(h) + (h & 1), its value
	 * and its parity, and a mask is chosen so that most heaps have odd
	 * parity under it (the common heaps); the others, rare, lie in the
	 * subgroup of even parity, where the exclusive or of two common
	 * heaps lies too, which is 2 G + the parity of their sum.  The mask
	 * looks at the parity only when every split removes an even amount,
	 * or every one an odd amount (split_parity, else -1): the parts'
	 * sum, and so which values two common parts can give, is then known
	 * from the heap.  common[2 v + p] says which v with parity p is;
	 * rare lists the rare heaps.  A mask of 0 makes every heap rare.
	 */
	unsigned mask;
	unsigned char *common;
	int split_parity;
	size_t *rare, nrare, rarecap;
	size_t remask_at;	/* the heap count at which the mask is chosen again */
	uint32_t *stamp;	/* stamp[v] == n + 1: value v is an option of heap n */
	uint16_t *want;		/* the rare values below heap n's mex not yet marked */

	/*
	 * Where a missing rare value is looked for first: the small heaps
	 * 1 .. nsmall - 1 by value (those of value u are small[first[u] ..
	 * first[u + 1]), in order), and the common values, the most frequent
	 * first; split lists the amounts a move that splits may remove.
	 */
	uint32_t *small, *first;
	size_t nsmall, nfirst;
	uint16_t *often;
	size_t noften;
	size_t *split, nsplit;

	/* the period, once proved */
	bool periodic;
	size_t period, preperiod, proved_at;
	size_t check_at;	/* the heap count at which the period is sought again */
};

/*
 * Reads the rules from s: "grundy", a code such as "0.77" or "4.07" (the
 * digits before the point may be left out: ".77"), or a subtraction set
 * such as "1,2,3".  Returns NULL, or why the rules are refused (a
 * hexadecimal digit, an amount of 0 ...), with *at pointing at the
 * offending character.
 */
const char *heap_game_parse(struct heap_game *g, const char *s, const char **at);

/*
 * The forms of rules heap_game_parse reads, the i-th as the help lists
 * it ("grundy", "a code such as 0.77"); NULL past the last.
 */
const char *heap_game_form_listed(size_t i);

void heap_game_free(struct heap_game *g);

/*
 * The fewest matches a move may take; 0 when no move takes any (Grundy's
 * game only splits).  Whether a move may split a heap: g->nsplit > 0.
 */
uint64_t heap_game_least_take(const struct heap_game *g);

/*
 * Finds the values of heaps 0 .. n-1 (fewer if the period is proved on
 * the way, or a value is too large).  Returns the number of heaps whose
 * values are known.
 */
size_t heap_game_extend(struct heap_game *g, size_t n);

/*
 * Finds values as heap_game_extend does, but seeks the period only at its
 * checks on the way, not once more at the end: a long run calls it a
 * stretch at a time and heap_game_extend for the last, and finds the
 * values, the period and the heap count of one call of heap_game_extend.
 */
size_t heap_game_extend_part(struct heap_game *g, size_t n);

/*
 * Sets g, a game just read or the same game with fewer values, as
 * heap_game_extend_part leaves it when it has found the n values v[0 ..
 * n-1] with `work` options looked at: the heaps after them are found, and
 * the period sought, as if it had found them itself.  The values must be
 * those the game has, with no period proved and no value too large among
 * them (as a checkpoint holds them).
 */
void heap_game_restore(struct heap_game *g, const uint16_t *v, size_t n, uint64_t work);

/*
 * The value of heap h in *v, finding values up to heap `limit` at most;
 * false when h lies beyond both them and any proved period.
 */
bool heap_game_value(struct heap_game *g, uint64_t h, size_t limit, unsigned *v);

/*
 * The smallest period p that the values of heaps 0 .. n-1 (which g must
 * hold) prove by the periodicity theorem; 0 when none.  heap_game_extend
 * seeks the period with it; heap_game_proved_plain, the reference, tries
 * every p in turn.
 */
size_t heap_game_proved(const struct heap_game *g, size_t n);
size_t heap_game_proved_plain(const struct heap_game *g, size_t n);

/*
 * The reference: the mex of heap n's options, every one of them looked
 * at, from the values of heaps 0 .. n-1 (which g must hold).  Returns the
 * value, or HEAP_GAME_VALUE_MAX + 1 when it is too large.
 */
unsigned heap_game_plain(const struct heap_game *g, size_t n);

/* What one move does to one heap: removes `take`, leaving heaps a and b (0 when none). */
struct heap_game_move {
	uint64_t take, a, b;
};

/*
 * A move from heap h whose result has value `want`, in *m; false when
 * there is none (or h's options lie beyond the values known, as
 * heap_game_value with limit says).
 */
bool heap_game_move_to(struct heap_game *g, uint64_t h, unsigned want, size_t limit,
    struct heap_game_move *m);

/*
 * Whether one heap h may become the heaps a and b (0 for none) in one
 * move: a move's legality, for a judge.
 */
bool heap_game_legal(const struct heap_game *g, uint64_t h, uint64_t a, uint64_t b);

/*
 * Why one heap h may not become the heaps a and b (0 for none), a + b
 * <= h: the amount taken is no move of the game at all (HEAP_FAULT_AMOUNT),
 * or it may not take a whole heap, leave one heap, or split the rest, or
 * (Grundy's game) the two heaps left are equal.  HEAP_FAULT_NONE when the
 * move is legal, as heap_game_legal says.
 */
enum heap_fault { HEAP_FAULT_NONE, HEAP_FAULT_AMOUNT, HEAP_FAULT_WHOLE, HEAP_FAULT_ONE,
    HEAP_FAULT_SPLIT, HEAP_FAULT_EQUAL };
enum heap_fault heap_game_fault(const struct heap_game *g, uint64_t h, uint64_t a, uint64_t b);

/*
 * The value of a position: the exclusive or of its heaps' values, in *x.
 * False when a heap's value is out of reach (heap_game_value), with
 * *heap naming it.
 */
bool heap_game_position_value(struct heap_game *g, const struct nim_position *p, size_t limit,
    uint64_t *x, size_t *heap);

/*
 * Private to lib/nim/: the sparse space (heapsparse.c), by which
 * heap_game_extend finds values.  heap_sparse_remask chooses the mask
 * under which the most heaps are common and lists the rare heaps;
 * heap_sparse_mex returns the value of heap g->n from the values before
 * it; heap_sparse_keep keeps v as that value, on the list of rare heaps
 * too when it is rare.
 */
void heap_sparse_remask(struct heap_game *g);
unsigned heap_sparse_mex(struct heap_game *g);
void heap_sparse_keep(struct heap_game *g, unsigned v);

/*
 * Private to lib/nim/ (heapsparse.c): the mex of heap_sparse_mex in
 * pieces, for a thread of heap_threads_run (heapthreads.c) to find heap n
 * while others still find the heaps just before it.  A struct heap_scan
 * is what one thread finding heap n uses: its own marks (stamp, with
 * mark = n + 1, and want, as in struct heap_game), the options it looked
 * at, to be added to g->work, and how many heaps it may read the values
 * of: heaps 0 .. known-1; alone, known == n.
 *
 * heap_sparse_mark_rare marks the options that leave one heap, and the
 * splits with a rare part, among the first nrare rare heaps; then
 * heap_sparse_seek finds the mex: *every is true when every split was
 * marked on the way, and so every option's value that may be read is.
 * Both pass over the options that leave a heap of known or more, which
 * heap_sparse_mark_late marks once those heaps are kept.
 * heap_sparse_room makes room for the values of heaps up to end, and
 * heap_sparse_keep_at keeps v as the value of heap h in that room.
 */
struct heap_scan {
	const struct heap_game *g;
	size_t n, known;
	uint32_t *stamp, mark;
	uint16_t *want;
	uint64_t work;
};
void heap_sparse_mark_rare(struct heap_scan *sc, size_t nrare);
unsigned heap_sparse_seek(struct heap_scan *sc, bool *every);
void heap_sparse_mark_late(struct heap_scan *sc, size_t known);
void heap_sparse_room(struct heap_game *g, size_t end);
void heap_sparse_keep_at(struct heap_game *g, size_t h, unsigned v);

/*
 * Private to lib/nim/ (heapthreads.c): finds and keeps the values of
 * heaps g->n .. end-1 with `threads` threads, each finding a heap while
 * the others find the heaps just before it, and returns the heap count,
 * as many calls of heap_sparse_mex and heap_sparse_keep would leave it,
 * with g->stuck set when a value is too large; only the options counted
 * in g->work may differ.  The heaps must need no new mask on the way.
 * This is a fast road: its twin is heap_sparse_mex a heap at a time, and
 * t/nim-safe.bats holds the two together.
 */
size_t heap_threads_run(struct heap_game *g, size_t end, unsigned threads);

/*
 * Private to lib/nim/ (heapperiod.c): seeks the period that the values
 * so far prove, and keeps the least period and pre-period of the
 * sequence it proves (g->periodic and the rest).
 */
void heap_period_seek(struct heap_game *g);

#endif
