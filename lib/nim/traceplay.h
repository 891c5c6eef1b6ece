/*
 * What nim-trace answers to a line of positions: the machine's move
 * traced whole, or obeyed an instruction at a time at the push-button;
 * its TSV row; and (--play) the game the machine plays against itself,
 * the Nimrod's "split personality" (the booklet, 1951).  A trace can run
 * to thousands of lines, so the text is handed to the caller's sink
 * between pieces.  The module writes nothing itself; it reads only the
 * push-button's presses.
 */
#ifndef WITS_NIM_TRACEPLAY_H
#define WITS_NIM_TRACEPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../button.h"
#include "../text.h"
#include "position.h"
#include "trace.h"

struct input;

/*
 * Where the text goes between pieces.  spill hands on a long answer's
 * text and returns false once the output has failed; answered hands on
 * a whole answer (a move of a game at play); flush hands on everything
 * at once, before the program waits for the push-button.
 */
struct nim_sink {
	bool (*spill)(struct text *t);
	void (*answered)(struct text *t);
	void (*flush)(struct text *t);
};

/*
 * How the lines of positions are answered: with tsv a TSV row for each
 * move; with playing (--play) a whole game played out; with a button,
 * each move obeyed an instruction at a press of the push-button.
 */
struct nim_trace_lines {
	struct nim_trace *tr;
	bool tsv, playing;
	struct button *button;		/* NULL without a push-button */
	const struct nim_sink *sink;
	struct nim_position p;		/* the line's position */
	struct nim_move m;		/* the machine's move from it */
};

/*
 * Answers every line of in, into t through the out module: a position
 * with the machine's move, traced, or with playing the game from it; a
 * blank or comment line passed through (not in TSV); a bad line with a
 * comment line in its place (not in TSV) and a message on standard
 * error.  A blank line or a new file starts a new game.  Then frees what
 * tl gathered.
 */
void nim_trace_input(struct nim_trace_lines *tl, struct text *t,
    struct input *in);

#endif
