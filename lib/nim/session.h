/*
 * A live session (nim-trace --versus): a person plays the machine game
 * after game, as visitors played the Nimatron (1940) and the Nimrod
 * (1951).  The person's typed lines come in one at a time, and each is
 * answered: it is refused with the reason, or it is taken as the
 * person's move and answered by the machine's, up to the winner, the
 * counters and the next game.  Everything written goes to the screen's
 * text; the game log alone (the positions, the winners, the counters)
 * also goes to the session's log, for --save.
 */
#ifndef WITS_NIM_SESSION_H
#define WITS_NIM_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "../text.h"
#include "deal.h"
#include "log.h"
#include "play.h"
#include "position.h"
#include "trace.h"

struct nim_live {
	struct nim_trace *tr;		/* the machine, traced with -v */
	struct nim_session session;
	struct nim_position p, next;	/* the position, and a typed one */
	struct nim_move m;
	unsigned combination;	/* of the game at play; 0 for --from's */
	struct text log;	/* the game log, as --save keeps it */
	/* What the teacher chose: set before nim_live_start. */
	int first;		/* NIM_A you, NIM_B the machine, -1 a coin */
	unsigned errs;		/* the machine errs in errs moves of 4 */
	struct nim_deal deal;	/* heaps > 0: each game dealt at random */
	bool screen;		/* draw the rows of lamps (a terminal) */
	bool colour;		/* and colour them */
	size_t width;		/* the screen's width */
	uint64_t widest;	/* the game's widest heap at its start */
	bool machine_next;	/* the machine moves next: nim_live_machine */
	bool stuck;		/* a game starts with no move to make: the session ends */
	bool asked;		/* the person has moved in the game at play */
	bool unasked;		/* the machine won before the person moved: it ends */
	bool asks;		/* a person at the board: asked before each next game */
	bool between;		/* a game has ended: the next waits for a yes */
	/* each game judged as nim-trace --game judges a log, to tell the mistake */
	struct nim_log judge;
	struct nim_log_step step;
	uint64_t moves;		/* the person's moves in the game at play */
	struct text mistake;	/* the person's last mistake in it, told; empty: none */
};

/*
 * Reads into p the start of every game of a session, given on the
 * command line: the heaps of arg, then those of the operands that are
 * numbers, so that "--from 3 4 5" needs no quotes.  The other operands
 * stay in order, moved up, and *n becomes their count.  The heaps read
 * are left in heaps, with a NUL, for a message.  Returns NULL when p is
 * a position with a game to play; otherwise the reason it is not, which
 * may be written in why.
 */
const char *nim_live_from(const char *arg, char **operands, int *n,
    struct nim_position *p, struct text *heaps, struct text *why);

/*
 * Starts a session from `from`, every game's start (NULL: the Nimatron's
 * combinations in turn): writes the rules, how to type a move, and the
 * first game's start.
 */
void nim_live_start(struct nim_live *l, struct nim_trace *tr,
    const struct nim_position *from, struct text *t);

/*
 * The question a person at a terminal is asked next: "your move (? for
 * a hint): ", or between games, with l->asks, "another game? (y/n): ".
 */
const char *nim_live_question(const struct nim_live *l);

/*
 * Answers a typed line: a move, "?", "h" or "help" for a hint, or "q" to
 * quit; between games, "y" (or Enter) for the next, "n" or "q" to end.
 * Returns false once the line asks to quit.  After the person's move the machine
 * is to move (l->machine_next), and the caller calls nim_live_machine,
 * after a pause at a terminal so that a class can guess its move.
 */
bool nim_live_typed(struct nim_live *l, const char *line, size_t len,
    struct text *t);

/*
 * Makes the machine's move: the correct one, but at an erring level now
 * and then a random legal move instead.  Writes it, and the winner when
 * the move ends the game: who took the last, and when the machine won,
 * which of the person's moves lost the game (the last mistake, after
 * which the machine never let go, as --game finds it), or that the game
 * was lost from the start.
 */
void nim_live_machine(struct nim_live *l, struct text *t);

/*
 * Ends the session (the person quit, or the input ended): writes the
 * game left unfinished and the counters.
 */
void nim_live_end(struct nim_live *l, struct text *t);

void nim_live_free(struct nim_live *l);

#endif
