/*
 * What nim-trace answers to a position, apart from the push-button: the
 * machine's move traced whole, its TSV row, and (--play) the game the
 * machine plays against itself, the Nimrod's "split personality" (the
 * booklet, 1951).  A trace can run to thousands of lines, so the text is
 * handed to the caller's sink between pieces; the module does no I/O.
 */
#ifndef WITS_NIM_TRACEPLAY_H
#define WITS_NIM_TRACEPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../text.h"
#include "position.h"
#include "trace.h"

struct input;

/*
 * Where the text goes between pieces.  spill hands a long answer's text
 * on and returns false once the output has failed; answered hands on a
 * whole answer (a move of a game at play).
 */
struct nim_sink {
	bool (*spill)(struct text *t);
	void (*answered)(struct text *t);
};

/*
 * Makes the machine's move from p into *m, its trace (when show) written
 * to t and spilled a piece at a time; the rest goes untraced once the
 * output has failed.  Returns how the machine moved.
 */
enum nim_how nim_trace_whole(struct nim_trace *tr, struct text *t,
    const struct nim_position *p, struct nim_move *m, bool show,
    const struct nim_sink *sink);

/*
 * Ends the answer to the position p on the input line (line, len), last
 * taken from in, once the machine's move m from p is made: with tsv its
 * TSV row, else nim_trace_answer's line, p moved to the position m left.
 */
void nim_trace_reply(const struct nim_trace *tr, struct text *t,
    const struct input *in, bool tsv, const char *line, size_t len,
    struct nim_position *p, const struct nim_move *m);

/*
 * Plays the game from p, A and B both the machine, to the end or to
 * tr->most_moves: in words under the line's label, each machine move
 * traced with -v (tr->verbose), or with tsv one row a move.
 */
void nim_trace_play(struct nim_trace *tr, struct text *t,
    const struct input *in, bool tsv, const char *line, size_t len,
    struct nim_position *p, struct nim_move *m, const struct nim_sink *sink);

#endif
