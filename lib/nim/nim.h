/*
 * Nim: positions, verdicts and moves for the simple game (Bouton 1901),
 * the reverse game (misere) and Moore's multiple game Nim_k (Moore 1910),
 * played the way the Nimrod booklet (1951) and the Nimatron patent (1940)
 * describe.  Pure functions: no I/O, randomness only through a struct rng.
 */
#ifndef WITS_NIM_H
#define WITS_NIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct rng;

enum { NIM_COLUMNS = 64 };

/* The largest k: k + 1 must still be a number. */
#define NIM_K_MAX (UINT64_MAX - 1)

struct nim_game {
	uint64_t k;		/* up to k heaps changed in one move; 1 is the simple game */
	bool misere;		/* the reverse game: whoever takes the last match loses */
};

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
};

/* Where a line failed to parse, and why. */
struct nim_bad {
	const char *tok;
	size_t len;
	const char *reason;
};

/* Column c's digit of v (column 0 holds the units). */
static inline bool
nim_bit(uint64_t v, int c)
{
	return v >> c & 1;
}

/* The digits right of column c. */
static inline uint64_t
nim_low_bits(int c)
{
	return c >= 64 ? UINT64_MAX : ((uint64_t)1 << c) - 1;
}

/*
 * The booklet's modification of a heap at column c: "the 1 digit in the
 * column under consideration being replaced by a 0, the digits to the
 * right of this column being replaced by 1's and the digits to the left
 * of this column being unaltered".
 */
static inline uint64_t
nim_modify(uint64_t v, int c)
{
	return (v & ~nim_low_bits(c + 1)) | nim_low_bits(c);
}

/*
 * Reads a heap list ("7 1 6 2", "7,1,6,2", "# comment") from s[0..len).
 * Returns 1 for a position, 0 for a line with none (blank or comment),
 * -1 for a bad line, with *bad saying where.
 */
int nim_parse(const char *s, size_t len, struct nim_position *p, struct nim_bad *bad);
void nim_position_copy(struct nim_position *dst, const struct nim_position *src);
void nim_position_free(struct nim_position *p);

bool nim_terminal(const struct nim_position *p);

/* How many heaps have a 1 in each binary column (column 0 is the units). */
void nim_column_sums(const struct nim_position *p, uint64_t sum[NIM_COLUMNS]);

/* The leftmost column any heap reaches; 0 for an all-zero position. */
int nim_top_column(const struct nim_position *p);

/* Every column sum divisible by k + 1 (even, in the simple game). */
bool nim_columns_safe(const struct nim_game *g, const uint64_t sum[NIM_COLUMNS]);

/* Safe: every move from here leaves an unsafe position for the mover. */
bool nim_safe(const struct nim_game *g, const struct nim_position *p);

/*
 * The nim-sum as text: for k = 1 the exclusive or of the heaps in
 * decimal; for k > 1 the column sums mod k + 1, leftmost column first,
 * as digits in base k + 1 (separated by ':' once k + 1 > 10).
 * Returns the length written to buf, which needs NIM_SUM_MAX bytes.
 */
enum { NIM_SUM_MAX = NIM_COLUMNS * 21 + 1 };
size_t nim_sum_format(const struct nim_game *g, const struct nim_position *p, char *buf);

/* The reverse game's "transition": k or fewer heaps hold more than one match. */
bool nim_transition(const struct nim_game *g, const struct nim_position *p);

/*
 * The correct move (one that leaves a safe position), found as the
 * booklet finds it: columns from the left, the heap counter choosing
 * which heap to modify, starting at heap `start` (mod the heap count)
 * and counting up; modified heaps re-modified before new ones are opened.
 * In the reverse game, once "transition" is reached (k or fewer heaps
 * above 1), the move leaves n(k+1)+1 heaps of one.  False when there is
 * no correct move: the position is safe, or the game is over.
 */
bool nim_correct_move(const struct nim_game *g, const struct nim_position *p, size_t start,
    struct nim_move *m);

/*
 * Calls each(m, ctx) for every correct move, each once; stops early when
 * each returns false.  Returns the number of moves visited.  No branch
 * of the search is dead: its work is polynomial in the position and the
 * number of moves visited.
 */
uint64_t nim_each_correct_move(const struct nim_game *g, const struct nim_position *p,
    bool (*each)(const struct nim_move *m, void *ctx), void *ctx);

/* The Nimrod with no correct move: take 1 from a random non-empty heap. */
void nim_nimrod_move(const struct nim_position *p, struct rng *r, struct nim_move *m);

/*
 * The Nimatron with no correct move: relays R1, R2, R3 in turn take 1, 2,
 * 3 lamps (never more than the row holds) from the row with the most
 * lamps, the first such row on a tie.  *relay (0, 1, 2) is the relay to
 * act, and is advanced.
 */
void nim_nimatron_move(const struct nim_position *p, unsigned *relay, struct nim_move *m);

/*
 * A legal move drawn uniformly from all legal moves of the game, exactly,
 * in expected time about heaps x sqrt(k) whatever the heaps hold.
 */
void nim_random_move(const struct nim_game *g, const struct nim_position *p, struct rng *r,
    struct nim_move *m);

/* What a machine does with no correct move to make. */
enum nim_when_safe { NIM_NIMROD, NIM_NIMATRON, NIM_RANDOM, NIM_NONE };

/* A machine at play: its game, its habits, and what it remembers within a game. */
struct nim_machine {
	struct nim_game game;
	enum nim_when_safe when_safe;
	size_t start_heap;	/* where the heap counter starts looking */
	unsigned relay;		/* the Nimatron's relay to act next: 0, 1, 2 for R1, R2, R3 */
	unsigned relay_acted;	/* the one that acted last */
	struct rng *rng;
};

/* How the machine moved, or why it did not. */
enum nim_how { NIM_CORRECT, NIM_BY_NIMROD, NIM_BY_NIMATRON, NIM_AT_RANDOM, NIM_NO_MOVE, NIM_GAME_OVER };

/* The correct move if there is one, else what the machine does instead. */
enum nim_how nim_machine_move(struct nim_machine *mc, const struct nim_position *p, struct nim_move *m);

/* Why a step in a game log is no legal move. */
enum nim_legality { NIM_LEGAL, NIM_HEAP_COUNT, NIM_GREW, NIM_NOTHING_TAKEN, NIM_TOO_MANY };

/* Whether `after` is one legal move from `before`; if not, *heap names a heap that broke the rule. */
enum nim_legality nim_legal(const struct nim_game *g, const struct nim_position *before,
    const struct nim_position *after, size_t *heap);

/* A legal move judged: it left a safe position, it could have and did not, or it could not. */
enum nim_judgement { NIM_MOVE_CORRECT, NIM_MOVE_MISTAKE, NIM_MOVE_FORCED };

enum nim_judgement nim_judge(const struct nim_game *g, const struct nim_position *before,
    const struct nim_position *after);

/* Adds a change to m; puts m's changes in heap order. */
void nim_move_add(struct nim_move *m, size_t heap, uint64_t from, uint64_t to);
void nim_move_sort(struct nim_move *m);

/* The changes that lead from `before` to `after`, positions of as many heaps. */
void nim_move_between(const struct nim_position *before, const struct nim_position *after,
    struct nim_move *m);

/* Applies m to p. */
void nim_apply(struct nim_position *p, const struct nim_move *m);

void nim_move_free(struct nim_move *m);

#endif
