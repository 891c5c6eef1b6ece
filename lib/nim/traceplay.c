/* The answers to a line of positions, traced or played out: see traceplay.h. */
#include "../line.h"
#include "../out.h"
#include "../row.h"
#include "heapmove.h"
#include "movetext.h"
#include "parseline.h"
#include "play.h"
#include "playtext.h"
#include "traceplay.h"

/*
 * Makes the machine's move from p into *m, its trace (when show) written
 * to t and spilled a piece at a time; the rest goes untraced once the
 * output has failed.  Returns how the machine moved.
 */
static enum nim_how
whole(struct nim_trace *tr, struct text *t, const struct nim_position *p,
    struct nim_move *m, bool show, const struct nim_sink *sink)
{
	nim_trace_move(tr, t, p, m, show);
	while (nim_trace_next(tr, t))
		if (!sink->spill(t))
			nim_trace_quiet(tr);
	return tr->how;
}

/*
 * Makes the machine's move from p into *m, obeying one instruction of
 * the program for each press of the button, and returns how it moved.
 * Each instruction is shown as it is obeyed: on the front display,
 * redrawn in place at a terminal, or else as the panel's next line.
 * Once the button's input has ended, the rest of the program is obeyed
 * at once and not shown.
 */
static enum nim_how
pushed(struct nim_trace *tr, struct text *t, struct button *button,
    const struct nim_position *p, struct nim_move *m,
    const struct nim_sink *sink)
{
	bool pressed;

	if (button->ended) {
		tr->front = 0;
		return whole(tr, t, p, m, true, sink);
	}
	nim_trace_move(tr, t, p, m, true);
	do {
		sink->flush(t);
		if (tr->stage == NIM_TRACE_DONE)
			break;
		pressed = button_press(button);
	} while (nim_trace_pressed(tr, t, pressed, button->echoed));
	return tr->how;
}

/*
 * Writes the machine's move as a TSV row on the input line that asked
 * for it: the game's move number and the side to move, p and the position
 * after m.
 */
static void
trace_row(const struct nim_trace *tr, struct text *t,
    const struct input *in, const char *line, size_t len, uint64_t number,
    int side, const struct nim_position *p, const struct nim_move *m)
{
	struct diag_where at = input_where(in);

	tsv_where(t, &at);
	nim_trace_tsv(tr, t, number, side, p, m);
	tsv_end(t, line, len);
}

/*
 * Answers the position p on the line (line, len) with the machine's
 * move: its trace under the line's label (with -b, no label), then the
 * answer's line or its TSV row.
 */
static void
traced(struct nim_trace_lines *tl, struct text *t, const struct input *in,
    const char *line, size_t len)
{
	struct nim_trace *tr = tl->tr;

	nim_trace_game(tr, &tl->p);
	if (!tr->brief)
		row_group(t, line, len);
	if (tl->button != NULL)
		pushed(tr, t, tl->button, &tl->p, &tl->m, tl->sink);
	else
		whole(tr, t, &tl->p, &tl->m, true, tl->sink);
	if (tl->tsv) {
		trace_row(tr, t, in, line, len, 1, NIM_A, &tl->p, &tl->m);
		return;
	}
	nim_apply(&tl->p, &tl->m);
	nim_trace_answer(tr, t, &tl->p, &tl->m, line, len);
}

/* A game of --play: the line it answers, and where its text goes. */
struct game {
	struct nim_trace *tr;
	struct text *t;
	const struct input *in;
	bool tsv;
	const char *line;
	size_t len;
	const struct nim_sink *sink;
};

/*
 * Makes the machine's move, its trace shown with -v; with tsv, writes its
 * row.  Returns how the machine moved.
 */
static enum nim_how
game_move(void *arg, const struct nim_play *pl, const struct nim_position *p,
    struct nim_move *m)
{
	struct game *g = arg;
	enum nim_how how;

	if (!g->tsv)
		nim_text_play_turn(g->t, pl->mover);
	how = whole(g->tr, g->t, p, m, g->tr->verbose || g->tsv, g->sink);
	if (g->tsv)
		trace_row(g->tr, g->t, g->in, g->line, g->len,
		    pl->moves + 1, pl->mover, p, m);
	return how;
}

/* Writes in words the position the move left, and whose turn it is next. */
static void
game_moved(void *arg, const struct nim_play *pl, int side,
    const struct nim_position *p, const struct nim_move *m, enum nim_how how)
{
	struct game *g = arg;

	if (!g->tsv) {
		nim_text_position_line(g->t, p, nim_text_side(side), &g->tr->mc,
		    how, m);
		nim_trace_note(g->tr, g->t);
		text_char(g->t, '\n');
		if (!nim_game_over(&g->tr->mc.game, p) && pl->mover == NIM_B)
			nim_text_play_moved(g->t, side, NIM_B);
	}
	g->sink->answered(g->t);
}

/*
 * Plays the game from the line's position, with the machine on both
 * sides, to the end or to tr->most_moves moves.  Writes it in words under
 * the line's label, each machine move traced when tr->verbose, or with
 * tsv as one row for each move.
 */
static void
played(struct nim_trace_lines *tl, struct text *t, const struct input *in,
    const char *line, size_t len)
{
	struct nim_trace *tr = tl->tr;
	struct game g = { tr, t, in, tl->tsv, line, len, tl->sink };
	struct nim_player player = { game_move, game_moved, &g };
	struct nim_play pl;
	enum nim_turn turn;

	nim_trace_new_game(tr, NULL);
	nim_trace_game(tr, &tl->p);
	nim_play_start(&pl, &tr->mc.game, tr->most_moves);
	if (!tl->tsv) {
		row_group(t, line, len);
		nim_text_start(t, &tl->p);
	}
	turn = nim_play_game(&pl, &tl->p, &tl->m, &player);
	if (tl->tsv)
		return;
	if (turn == NIM_TURN_STOPPED)
		nim_text_stopped(t, pl.moves, pl.mover);
	else if (turn == NIM_TURN_OVER)
		nim_text_play_winner(t, nim_play_winner(&pl));
	text_char(t, '\n');
}

/*
 * Answers the line (line, len), last taken from in: a position with the
 * machine's move, traced, or with playing the game from it; a blank or
 * comment line passed through (not in TSV); a bad line with a comment
 * line in its place (not in TSV) and a message on standard error.  A
 * blank line or a new file starts a new game.
 */
static void
nim_trace_line(struct nim_trace_lines *tl, struct text *t,
    const struct input *in, const char *line, size_t len)
{
	struct nim_line at;
	struct nim_bad bad;
	int got = nim_parse_line(line, len, &tl->p, &at, &bad);

	/* A blank line or a new file ends a game: the relays start at R1. */
	if (input_file_starts(in) || (got == 0 && line_blank(line, len)))
		nim_trace_new_game(tl->tr, NULL);
	if (got < 0)
		row_bad(tl->tsv ? NULL : t, &in->where, line, len, bad.tok,
		    bad.len, bad.reason);
	else if (got == 0 && !tl->tsv)
		text_passthrough(t, line, len);
	else if (got > 0 && tl->playing)
		played(tl, t, in, line, len);
	else if (got > 0)
		traced(tl, t, in, line, len);
}

static void
nim_trace_lines_free(struct nim_trace_lines *tl)
{
	nim_position_free(&tl->p);
	nim_move_free(&tl->m);
}

void
nim_trace_input(struct nim_trace_lines *tl, struct text *t, struct input *in)
{
	char *line;
	ssize_t len;

	while ((len = out_next_line(t, in, &line)) >= 0)
		nim_trace_line(tl, t, in, line, (size_t)len);
	nim_trace_lines_free(tl);
}
