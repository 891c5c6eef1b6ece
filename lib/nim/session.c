/* A live session: see session.h. */
#include "playtext.h"
#include "session.h"

/* The lines t gained since mark, kept in the log too. */
static void
logged(const struct text *t, size_t mark, struct text *log)
{
	text_add(log, t->s + mark, t->len - mark);
}

/* A game begins: its first line, and your move. */
static void
game_start(struct nim_live *l, struct text *t, struct text *log)
{
	size_t mark = t->len;

	nim_trace_new_game(l->tr, &l->p);
	nim_trace_game(l->tr, &l->p);
	nim_text_live_start(t, &l->p, l->session.games + 1, l->combination);
	logged(t, mark, log);
	nim_text_live_turn(t, &l->tr->mc, NIM_A);
}

void
nim_live_start(struct nim_live *l, struct nim_trace *tr, const struct nim_position *from,
    struct text *t,
    struct text *log)
{
	l->tr = tr;
	l->session = (struct nim_session){ .from = from };
	l->combination = nim_session_next(&l->session, &l->p);
	nim_text_live_rules(t, &tr->mc, &l->p);
	game_start(l, t, log);
}

/* A move of one side, written and logged; whether it ended the game. */
static bool
moved(struct nim_live *l, int side, enum nim_how how, struct text *t, struct text *log)
{
	size_t mark = t->len;

	nim_text_live_line(t, &l->p, side, &l->tr->mc, how, &l->m);
	nim_trace_note(l->tr, t);
	text_char(t, '\n');
	logged(t, mark, log);
	return nim_terminal(&l->p);
}

/* The game's winner, the counters, and the next game. */
static void
won(struct nim_live *l, int mover, struct text *t, struct text *log)
{
	int winner = nim_winner(&l->tr->mc.game, mover);
	size_t mark = t->len;

	nim_session_won(&l->session, winner);
	nim_text_live_winner(t, &l->tr->mc, winner);
	nim_text_live_counters(t, &l->tr->mc, &l->session);
	text_char(t, '\n');
	logged(t, mark, log);
	l->combination = nim_session_next(&l->session, &l->p);
	game_start(l, t, log);
}

bool
nim_live_typed(struct nim_live *l, const char *line, size_t len, struct text *t, struct text *log)
{
	struct nim_trace *tr = l->tr;
	struct nim_typed_why why;
	enum nim_typed typed = nim_typed_move(&tr->mc.game, &l->p, line, len, &l->next, &why);

	if (typed == NIM_TYPED_QUIT)
		return false;
	if (typed == NIM_TYPED_NOTHING)
		return true;
	if (typed != NIM_TYPED_LEGAL) {
		nim_text_live_refused(t, &tr->mc.game, &l->p, line, len, typed, &why);
		return true;
	}
	nim_move_between(&l->p, &l->next, &l->m);
	nim_position_copy(&l->p, &l->next);
	if (moved(l, NIM_A, NIM_CORRECT, t, log)) {
		won(l, NIM_A, t, log);
		return true;
	}
	nim_text_live_turn(t, &tr->mc, NIM_B);
	nim_trace_move(tr, t, &l->p, &l->m, tr->verbose);
	while (nim_trace_next(tr, t))
		;
	nim_apply(&l->p, &l->m);
	if (moved(l, NIM_B, tr->how, t, log))
		won(l, NIM_B, t, log);
	else
		nim_text_live_turn(t, &tr->mc, NIM_A);
	return true;
}

void
nim_live_end(struct nim_live *l, struct text *t, struct text *log)
{
	size_t mark = t->len;

	nim_text_live_end(t, &l->tr->mc, &l->session, l->session.games + 1);
	logged(t, mark, log);
}

void
nim_live_free(struct nim_live *l)
{
	nim_position_free(&l->p);
	nim_position_free(&l->next);
	nim_move_free(&l->m);
}
