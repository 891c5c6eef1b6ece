/*
 * A machine's move, traced: what nim-trace shows of the machine at work.
 * The Nimrod (the booklet, 1951) shows its program panel, lit instruction
 * by instruction, or the transition rule of the reverse game; the
 * Nimatron (patent 2,215,544, 1940) its relays and the path it takes, CM
 * (the correct move) or RM (a random move from the fullest row).  The
 * trace comes a piece at a time, so that the caller can send each piece
 * out before the next: a panel can run to thousands of lines.  Brief, it
 * is the list of the Nimrod's instructions obeyed, a note on the answer's
 * line or a field of its TSV row.
 */
#ifndef WITS_NIM_TRACE_H
#define WITS_NIM_TRACE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../text.h"
#include "machine.h"
#include "nimrod.h"
#include "paneltext.h"
#include "relaytext.h"
#include "position.h"

struct nim_trace {
	struct nim_machine mc;
	bool nimatron;			/* the Nimatron's relays, not the Nimrod's program */
	bool random_start;		/* the heap counter starts where the generator says */
	size_t start_heap;		/* or here */
	bool brief;			/* the program as a list of instruction numbers */
	/* when brief: the instructions the move obeyed, "1 2 3 ... 8" */
	struct text program;
	bool verbose;			/* trace the moves of a game at play too */
	size_t
	    front; /* the width of the terminal where the Nimrod's front display
				   is drawn over itself; 0 for none */
	int front_lines;		/* the lines the front display last took */
	uint64_t most_moves;		/* a game at play stops after these */
	struct nimrod nimrod;		/* its program at work */
	/* the move in progress */
	const struct nim_position *p;
	struct nim_move *m;
	bool show;
	enum nim_how how;
	enum { NIM_TRACE_DONE, NIM_TRACE_PANEL, NIM_TRACE_RELAYS } stage;
	struct nim_relays relays;
	/* the game so far, for the Nimatron's lock relays and its held R1, R2, R3 */
	struct nim_position answered;	/* the position the machine's last move left */
	bool answering;			/* it has moved in this game */
	enum nim_how last_how;		/* how */
};

/*
 * A new game: the Nimatron's relays start again at R1, and nothing is
 * held over.  Within a game, each position traced that is one legal move
 * from the machine's last answer (or from `start`, where the player moves
 * first: NULL when unknown) is taken as the player's move from it.
 */
void nim_trace_new_game(struct nim_trace *tr, const struct nim_position *start);

/* The heap counter at the start of a game: as set, or where the generator says. */
void nim_trace_game(struct nim_trace *tr, const struct nim_position *p);

/*
 * Starts the machine's move from p into *m, its trace (when show) going
 * to t; nim_trace_next writes the next piece, and returns false once the
 * move is made, in tr->how.  nim_trace_quiet leaves the rest untraced.
 */
void nim_trace_move(struct nim_trace *tr, struct text *t, const struct nim_position *p,
    struct nim_move *m,
    bool show);
bool nim_trace_next(struct nim_trace *tr, struct text *t);
void nim_trace_quiet(struct nim_trace *tr);

/*
 * Goes on with a move shown at the push-button, once the button is
 * pressed: the next piece, the front display drawn over itself where the
 * terminal echoed the Enter (the cursor goes back up over the line the
 * Enter moved down).  Not pressed (the button's input has ended), the
 * rest of the move is obeyed at once: on the front display, which is
 * drawn at the stop, or else untraced.  Returns what nim_trace_next
 * returns.
 */
bool nim_trace_pressed(struct nim_trace *tr, struct text *t, bool pressed,
    bool echoed);

/*
 * "; program 1 2 3 ... 8": when brief, the instructions the last move obeyed
 * (nothing when none ran).
 */
void nim_trace_note(const struct nim_trace *tr, struct text *t);

/*
 * The answer to a position traced: the position p the move m left, how
 * the machine moved, the note when brief, and the trailing comment of
 * the input line (line, len), with its newline.
 */
void nim_trace_answer(const struct nim_trace *tr, struct text *t, const struct nim_position *p,
    const struct nim_move *m, const char *line, size_t len);

/* The TSV columns of a machine's move, between "file line" and "comment". */
#define NIM_TRACE_TSV_COLUMNS "move\tside\tposition\tafter\thow\tprogram"

/*
 * A row's fields between tsv_where and tsv_end: the game's move number
 * and side to move, p and the position after m, how the machine moved
 * (tr->how), and, when brief, the instructions it obeyed ("-" for none).
 */
void nim_trace_tsv(const struct nim_trace *tr, struct text *t, uint64_t move, int side,
    const struct nim_position *p, const struct nim_move *m);

void nim_trace_free(struct nim_trace *tr);

#endif
