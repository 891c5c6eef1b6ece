/* The lines of a game at play: see live.h. */
#include "live.h"
#include "movetext.h"
#include "play.h"

static const char *const live_side[] = { [NIM_A] = "Opponent", [NIM_B] = "Computer" };

void
nim_text_start(struct text *t, const struct nim_position *p)
{
	nim_text_position(t, p, NULL);
	text_str(t, " # start\n");
}

/* hot path: measured (a line a move of --play: printf cost 15%) */
void
nim_text_position_line(struct text *t, const struct nim_position *p, const char *who,
    const struct nim_machine *mc, enum nim_how how, const struct nim_move *m)
{
	nim_text_position(t, p, NULL);
	text_str(t, " # ");
	if (who != NULL) {
		text_str(t, who);
		text_str(t, ": ");
	}
	nim_text_machine_move(t, mc, how, m);
}

void
nim_text_play_turn(struct text *t, int side)
{
	text_printf(t, "# %s's move\n", nim_text_side(side));
}

void
nim_text_play_moved(struct text *t, int side, int next)
{
	text_printf(t, "# %s has moved, %s will now move\n", nim_text_side(side), nim_text_side(next));
}

void
nim_text_play_winner(struct text *t, int side)
{
	text_printf(t, "# %s wins\n", nim_text_side(side));
}

void
nim_text_live_turn(struct text *t)
{
	text_str(t, "# Opponent's move\n");
}

void
nim_text_live_moved(struct text *t)
{
	text_str(t, "# Opponent has moved, computer will now move\n");
}

void
nim_text_live_line(struct text *t, const struct nim_position *p, int side,
    const struct nim_machine *mc, enum nim_how how, const struct nim_move *m)
{
	nim_text_position_line(t, p, live_side[side], mc, how, m);
}

void
nim_text_live_winner(struct text *t, int side)
{
	text_printf(t, "# %s wins\n", live_side[side]);
}

bool
nim_live_typed(const struct nim_game *g, const struct nim_position *p, const struct nim_position *typed,
    struct nim_position *next, struct text *why)
{
	enum nim_legality legality;
	size_t heap;

	switch (nim_typed_move(g, p, typed, next, &legality, &heap)) {
	case NIM_TYPED_LEGAL:
		return true;
	case NIM_TYPED_NO_MOVE:
		text_str(why, "no such move: type the heap, then how many to take from it");
		break;
	case NIM_TYPED_ILLEGAL:
		text_str(why, "illegal move: ");
		nim_text_illegal(why, g, legality, heap, p, next);
		break;
	}
	return false;
}
