/* The answers to a position, traced or played out: see traceplay.h. */
#include "../line.h"
#include "../row.h"
#include "movetext.h"
#include "play.h"
#include "playtext.h"
#include "traceplay.h"

enum nim_how
nim_trace_whole(struct nim_trace *tr, struct text *t,
    const struct nim_position *p, struct nim_move *m, bool show,
    const struct nim_sink *sink)
{
	nim_trace_move(tr, t, p, m, show);
	while (nim_trace_next(tr, t))
		if (!sink->spill(t))
			nim_trace_quiet(tr);
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

void
nim_trace_reply(const struct nim_trace *tr, struct text *t,
    const struct input *in, bool tsv, const char *line, size_t len,
    struct nim_position *p, const struct nim_move *m)
{
	if (tsv) {
		trace_row(tr, t, in, line, len, 1, NIM_A, p, m);
		return;
	}
	nim_apply(p, m);
	nim_trace_answer(tr, t, p, m, line, len);
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
 * row.
 */
static enum nim_how
game_move(void *arg, const struct nim_play *pl, const struct nim_position *p,
    struct nim_move *m)
{
	struct game *g = arg;
	enum nim_how how;

	if (!g->tsv)
		nim_text_play_turn(g->t, pl->mover);
	how = nim_trace_whole(g->tr, g->t, p, m, g->tr->verbose || g->tsv,
	    g->sink);
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
		if (!nim_terminal(p) && pl->mover == NIM_B)
			nim_text_play_moved(g->t, side, NIM_B);
	}
	g->sink->answered(g->t);
}

void
nim_trace_play(struct nim_trace *tr, struct text *t,
    const struct input *in, bool tsv, const char *line, size_t len,
    struct nim_position *p, struct nim_move *m, const struct nim_sink *sink)
{
	struct game g = { tr, t, in, tsv, line, len, sink };
	struct nim_player player = { game_move, game_moved, &g };
	struct nim_play pl;
	enum nim_turn turn;

	nim_trace_new_game(tr, NULL);
	nim_trace_game(tr, p);
	nim_play_start(&pl, &tr->mc.game, tr->most_moves);
	if (!tsv) {
		row_group(t, line, len);
		nim_text_start(t, p);
	}
	turn = nim_play_game(&pl, p, m, &player);
	if (tsv)
		return;
	if (turn == NIM_TURN_STOPPED)
		nim_text_stopped(t, pl.moves, pl.mover);
	else if (turn == NIM_TURN_OVER)
		nim_text_play_winner(t, nim_play_winner(&pl));
	text_char(t, '\n');
}
