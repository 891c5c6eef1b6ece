/*
 * Exact answers for the penny machines: fractions of 64-bit integers,
 * finite Markov chains explored from a start, and their long-run rate of
 * the player's wins solved by Gaussian elimination over the fractions.
 * Appendix II (Hagelbarger 1956) finds 3/5 and 23/40 so, by hand, from
 * the substate diagrams of Fig. 6 and Fig. 7.  No I/O, no globals.
 */
#ifndef WITS_SEER_EXACT_H
#define WITS_SEER_EXACT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "fraction.h"

/*
 * One outcome of a state: the state it leads to (as the step function
 * codes states), its chance, and whether the player wins the play.
 */
enum { SEER_BRANCHES_MAX = 32 };
struct seer_branch {
	uint64_t next;
	struct seer_fraction chance;
	bool win;
};

/*
 * The outcomes of state `state`, into b[]: how many.  `how` is the step
 * function's own.
 */
typedef unsigned seer_step_fn(uint64_t state, const void *how, struct seer_branch *b);

struct seer_chain_move {
	size_t to;
	struct seer_fraction chance;
	bool win;
};

/*
 * The states reached from a start (state 0), each with its code and its moves.
 */
struct seer_chain {
	size_t n;
	uint64_t *code;
	/* State s's moves: move[first[s]] to move[first[s + 1] - 1]. */
	size_t *first;
	struct seer_chain_move *move;
};

/*
 * Explores the chain from `start`, breadth first; false (and nothing
 * kept) when it has more than `cap` states.
 */
bool seer_chain_explore(struct seer_chain *c, uint64_t start, seer_step_fn *step, const void *how,
    size_t cap);

void seer_chain_free(struct seer_chain *c);

/*
 * The long run from state 0: the player's expected rate of wins, and
 * each state's share of the plays (0 for a state passed only on the way
 * in).  A chain may end in several closed classes: each is solved for
 * its stationary shares and its rate; where the rates differ, the
 * chances of ending in each class from state 0 weigh them.
 */
struct seer_chain_answer {
	bool exact;		/* false: a fraction outgrew 64 bits, or a system SEER_SOLVE_MAX */
	bool too_large;	/* not exact: a system past SEER_SOLVE_MAX */
	struct seer_fraction rate;
	/*
	 * Not exact, the fractions having outgrown 64 bits, and one closed
	 * class: the rate in double precision instead.
	 */
	bool approximate;
	double value;
	struct seer_fraction *share;	/* n of them, the caller's to free */
	/* False: several classes of one rate, each share within its class. */
	bool weighted;
	size_t recurrent;	/* states in closed classes */
	size_t classes;		/* closed classes */
};

/*
 * The largest linear system solved exactly: a closed class, or the states on
 * the way in.
 */
enum { SEER_SOLVE_MAX = 256 };

void seer_chain_solve(const struct seer_chain *c, struct seer_chain_answer *a);

/* The chance that state s wins its play: its moves that win, added. */
struct seer_fraction seer_chain_wins(const struct seer_chain *c, size_t s, bool *ok);

#endif
