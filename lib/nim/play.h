/*
 * A game at play: the machine against itself, the Nimrod's "split
 * personality" (the booklet, 1951), sides A and B taking turns from A;
 * and the moves a person types, as on the Nimrod's and the Nimatron's
 * keys, checked against the rules.
 */
#ifndef WITS_NIM_PLAY_H
#define WITS_NIM_PLAY_H

#include <stdint.h>

#include "game.h"
#include "heapgame.h"
#include "machine.h"
#include "position.h"
#include "rules.h"

struct nim_play {
	const struct nim_game *game;
	int mover;		/* who moves next: NIM_A or NIM_B */
	uint64_t moves;		/* made so far */
	/* the game stops after these: from heaps near 2^64 it can last 2^65 */
	uint64_t most;
};

/* What the game's next turn is: a move, the stop at the limit, or none: the heaps are empty. */
enum nim_turn { NIM_TURN_MOVE, NIM_TURN_STOPPED, NIM_TURN_OVER };

void nim_play_start(struct nim_play *pl, const struct nim_game *g, uint64_t most);
enum nim_turn nim_play_turn(const struct nim_play *pl, const struct nim_position *p);

/* The mover has moved: the other side is to move. */
void nim_play_moved(struct nim_play *pl);

/* Once the heaps are empty: who won. */
int nim_play_winner(const struct nim_play *pl);

/*
 * What a game of the machine against itself asks of its caller.  move
 * finds the mover's move from p into *m and returns how it was found,
 * writing what goes before the move is made (a trace, a TSV row).  moved
 * is told of the move once it is made: p is the position it left, side
 * the side that made it, and pl has passed the turn to the other side.
 */
struct nim_player {
	enum nim_how (*move)(void *arg, const struct nim_play *pl, const struct nim_position *p,
	    struct nim_move *m);
	void (*moved)(void *arg, const struct nim_play *pl, int side, const struct nim_position *p,
	    const struct nim_move *m, enum nim_how how);
	void *arg;
};

/*
 * Plays the game from p, the one home of the Nimrod's "split
 * personality": each side's move asked of player, made, and told, until
 * the heaps are empty, pl->most moves are made, or the output has failed.
 * Returns how it ended: NIM_TURN_OVER, NIM_TURN_STOPPED, or NIM_TURN_MOVE
 * when the output failed.
 */
enum nim_turn nim_play_game(struct nim_play *pl, struct nim_position *p, struct nim_move *m,
    const struct nim_player *player);

/*
 * What a person typed at a live game (nim-trace --versus), as on the
 * Nimatron's row buttons and the Nimrod's heap buttons: a row and how
 * many to take ("a 3" on the Nimatron, whose rows are lettered; "0 3" on
 * the Nimrod, whose heaps are numbered, and whose rows may be lettered
 * too, as its board at a terminal letters them), or all the heaps as they
 * are to be left; or "q" (or "quit") to end.  In a heap game that splits heaps
 * (heapgame.h), a row may also be named with how many to take and the
 * two heaps left: "b 3 2 4" takes 3 from row b and leaves heaps of 2 and
 * 4 in its place.  A refused move says why: the heap in *heap, the token
 * in *bad, the rule broken in *legality, or the game's rule in *fault,
 * for the move that takes *take and leaves *a and *b; heaps typed whole
 * are in *typed, so that a move that changes too many is told which.
 */
enum nim_typed {
	NIM_TYPED_LEGAL,	/* a legal move, to *next */
	NIM_TYPED_NOTHING,	/* a blank or comment line */
	NIM_TYPED_QUIT,
	NIM_TYPED_UNREAD,	/* no move at all: *bad */
	NIM_TYPED_NO_HEAP,	/* the row or heap named (*bad) is not there */
	NIM_TYPED_MISNAMED,	/* a heap numbered where the board letters its rows */
	NIM_TYPED_NONE_TAKEN,	/* at least one must be taken */
	NIM_TYPED_TOO_MANY,	/* more than *heap holds */
	NIM_TYPED_ILLEGAL,	/* the heaps typed break a rule: *legality, *heap */
	NIM_TYPED_AGAINST_RULES,	/* a heap game's rules forbid it: *fault */
	NIM_TYPED_SPLIT_WRONG	/* *take and two non-empty heaps do not make *heap */
};
struct nim_typed_why {
	size_t heap;
	enum nim_legality legality;
	struct nim_bad bad;
	enum heap_fault fault;
	uint64_t take, a, b;
	const struct nim_position *typed;
};
enum nim_typed nim_typed_move(const struct nim_game *g, const struct nim_position *p,
    const char *line,
    size_t len, struct nim_position *next, struct nim_typed_why *why);

/*
 * A session at the Nimatron, game after game: each starts from its
 * combinations in turn, No. 1 then No. 2 (the patent's legible ones; it
 * had nine), or every one from the same position; its counters PWC, MWC
 * and TP count the player's wins, the machine's and the games played.
 */
struct nim_session {
	const struct nim_position *from;	/* every game's start, or NULL: the combinations */
	unsigned combination;			/* the last one set up: 1, 2; 0 for none */
	uint64_t player_wins, machine_wins, games;	/* PWC, MWC, TP */
};

/* The next game's start into p; its combination's number (0 when it starts from s->from). */
unsigned nim_session_next(struct nim_session *s, struct nim_position *p);

/* A game is over: the winner, NIM_A the player, NIM_B the machine, counted. */
void nim_session_won(struct nim_session *s, int winner);

#endif
