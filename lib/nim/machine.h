/*
 * The machines at play: the correct move when there is one, and what
 * each does when there is none (the position is safe).  The Nimrod
 * (Ferranti, 1951) takes 1 from a random heap; the Nimatron (Condon et
 * al., patent 2,215,544, 1940) lets its relays R1, R2, R3 take 1, 2, 3
 * lamps in turn from the fullest row; wits adds a uniform random move.
 */
#ifndef WITS_NIM_MACHINE_H
#define WITS_NIM_MACHINE_H

#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "nimrod.h"
#include "position.h"

struct rng;

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
enum nim_how { NIM_CORRECT, NIM_BY_NIMROD, NIM_BY_NIMATRON, NIM_AT_RANDOM, NIM_NO_MOVE,
    NIM_GAME_OVER };

/* The correct move if there is one, else what the machine does instead. */
enum nim_how nim_machine_move(struct nim_machine *mc, const struct nim_position *p,
    struct nim_move *m);

/*
 * Where the heap counter starts when no one set it: the Nimatron's relays
 * try row a first; the booklet's walkthrough starts at heap 1.
 */
size_t nim_machine_first_heap(enum nim_when_safe when_safe);

/* The i-th machine's name (an enum nim_when_safe); NULL past the last. */
const char *nim_machine_listed(size_t i);

/* Returns the machine called name (an enum nim_when_safe); -1 when no machine is. */
int nim_machine_named(const char *name);

/*
 * How the machine moved, as a TSV's "how" field names it: correct,
 * nimrod, nimatron, random, none (safe, no move made) or over (every
 * heap empty).
 */
const char *nim_how_name(enum nim_how how);

/* The heap counter started by the booklet's "crude type of random number generator". */
void nim_machine_start_at_random(struct nim_machine *mc, const struct nim_position *p);

/*
 * The Nimrod's move once its program has run on p to the stop (loaded
 * with mc->start_heap where nim_rule_at says the columns decide): the
 * heap modified, else what the machine does with a safe position.  The
 * heap counter holds its place from one move of the game to the next.
 */
enum nim_how nim_machine_after_program(struct nim_machine *mc, const struct nimrod *prog,
    const struct nim_position *p, struct nim_move *m);

#endif
