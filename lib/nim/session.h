/*
 * A live session (nim-trace --versus): a person against the machine,
 * game after game, as visitors played the Nimatron (1940) and the Nimrod
 * (1951).  The person's typed lines come in one at a time; each is
 * answered: refused with why, or taken as the person's move and answered
 * by the machine's, up to the winner, the counters and the next game.
 * What is written goes to the screen's text; the game log alone (the
 * positions, the winners, the counters) to the log's, for --save.
 */
#ifndef WITS_NIM_SESSION_H
#define WITS_NIM_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "../text.h"
#include "play.h"
#include "position.h"
#include "trace.h"

struct nim_live {
	struct nim_trace *tr;		/* the machine, traced with -v */
	struct nim_session session;
	struct nim_position p, next;	/* the position; a typed one */
	struct nim_move m;
	unsigned combination;		/* of the game at play; 0 for --from's */
};

/*
 * Starts a session from `from` (every game's start; NULL: the Nimatron's
 * combinations in turn): the rules, how to type a move, the first game.
 */
void nim_live_start(struct nim_live *l, struct nim_trace *tr, const struct nim_position *from,
    struct text *t,
    struct text *log);

/* Answers a typed line.  False once it asks to quit. */
bool nim_live_typed(struct nim_live *l, const char *line, size_t len, struct text *t,
    struct text *log);

/* The session's end (a quit, the input's end): the game left unfinished, the counters. */
void nim_live_end(struct nim_live *l, struct text *t, struct text *log);

void nim_live_free(struct nim_live *l);

#endif
