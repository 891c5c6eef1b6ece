/* The lines of a game at play: see playtext.h. */
#include "../row.h"
#include "playtext.h"
#include "movetext.h"

static const char *const live_side[] = { [NIM_A] = "you", [NIM_B] = "the machine" };

static bool
nimatron(const struct nim_machine *mc)
{
	return mc->when_safe == NIM_NIMATRON;
}

void
nim_text_start(struct text *t, const struct nim_position *p)
{
	nim_text_position(t, p, NULL);
	text_str(t, " # start\n");
}

void
nim_text_first_turn(struct text *t, const struct nim_position *p)
{
	nim_text_position(t, p, NULL);
	text_str(t, nim_terminal(p) ? " # nothing to take" : " # A to move");
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
	text_printf(t, "# %s has moved, %s will now move\n", nim_text_side(side),
	    nim_text_side(next));
}

void
nim_text_play_winner(struct text *t, int side)
{
	text_printf(t, "# %s wins\n", nim_text_side(side));
}

/* "take one or more lamps from one row", in the game's words. */
static void
what_to_take(struct text *t, const struct nim_machine *mc)
{
	const char *things = nimatron(mc) ? "lamps" : "matches",
	    *heap = nimatron(mc) ? "row" : "heap";

	if (mc->game.k == 1)
		text_printf(t, "take one or more %s from one %s", things, heap);
	else
		text_printf(t, "take one or more %s from each of up to %llu %ss", things,
		    (unsigned long long)mc->game.k, heap);
}

/* "as in 'a 3'": the move that takes 3 from the first row; "0 3" on the Nimrod. */
static void
example(struct text *t, const struct nim_machine *mc, const struct nim_position *p)
{
	if (p->n == 2 && !nimatron(mc))
		text_str(t, "both heaps as you leave them, as in '3 1'");
	else if (mc->game.rows)
		text_str(t, "a row and how many to take from it, as in 'a 3'");
	else
		text_printf(t, "a heap (0 to %zu) and how many to take from it, as in '0 3'",
		    p->n - 1);
}

void
nim_text_live_rules(struct text *t, const struct nim_machine *mc,
    const struct nim_position *p, int first)
{
	static const char *const mover[] = { "You move", "The machine moves",
	    "A coin says who moves" };

	text_printf(t, "# You play the %s: in turn, ", nimatron(mc) ? "Nimatron" : "Nimrod");
	what_to_take(t, mc);
	text_printf(t, "; whoever takes the last %s %s. %s first.\n# Type ",
	    nimatron(mc) ? "lamp" : "match",
	    mc->game.misere ? "loses" : "wins", mover[first < 0 ? 2 : first]);
	example(t, mc, p);
	text_printf(t, "%s; q ends the session.\n",
	    p->n == 2 && !nimatron(mc) ? ""
		: mc->game.rows        ? ", or all the rows as you leave them"
				: ", or all the heaps as you leave them");
}

void
nim_text_live_start(struct text *t, const struct nim_position *p, uint64_t game,
    unsigned combination)
{
	nim_text_position(t, p, NULL);
	text_printf(t, " # game %llu", (unsigned long long)game);
	if (combination > 0)
		text_printf(t, ": combination No. %u", combination);
	text_char(t, '\n');
}

/* The Nimatron's lamps P (green) and M (red); the Nimrod's panel messages. */
void
nim_text_live_turn(struct text *t, const struct nim_machine *mc, int side)
{
	if (side == NIM_A)
		text_str(t,
		    nimatron(mc) ? "# your move (lamp P, green)\n"
				 : "# your move (panel: Opponent's move)\n");
	else
		text_str(t, nimatron(mc) ? "# the machine's move (lamp M, red)\n" :
		    "# the machine's move (panel: Opponent has moved, computer will now move)\n");
}

void
nim_text_live_line(struct text *t, const struct nim_position *p, int side,
    const struct nim_machine *mc, enum nim_how how, const struct nim_move *m)
{
	uint64_t taken;

	if (side == NIM_A || m->n == 0 ||
	    (how != NIM_BY_NIMROD && how != NIM_BY_NIMATRON &&
	    how != NIM_AT_RANDOM)) {
		nim_text_position_line(t, p, live_side[side], mc, how, m);
		return;
	}
	/* Plain words first, the machine's own rule as an aside. */
	taken = m->change[0].from - m->change[0].to;
	nim_text_position(t, p, NULL);
	text_str(t, " # the machine: ");
	nim_text_move(t, &mc->game, m);
	if (how == NIM_BY_NIMROD)
		text_str(t, "; it had no winning move, so it took one match "
		    "(the Nimrod's rule when the position is safe)");
	else if (how == NIM_BY_NIMATRON)
		text_printf(t, "; it had no winning move, so it took %llu %s "
		    "from the fullest row (the Nimatron's relay R%u)",
		    (unsigned long long)taken, taken == 1 ? "lamp" : "lamps",
		    mc->relay_acted + 1);
	else
		text_str(t, "; a random move: at this level it errs now "
		    "and then");
}

void
nim_text_live_winner(struct text *t, const struct nim_machine *mc, int side)
{
	if (nimatron(mc))
		text_str(t,
		    side == NIM_A ? "# you win: a token drops into the cup\n"
				  : "# the machine wins\n");
	else
		text_str(t, side == NIM_A ? "# you win (panel: Opponent wins)\n" :
		    "# the machine wins (panel: Computer wins)\n");
}

void
nim_text_live_counters(struct text *t, const struct nim_machine *mc, const struct nim_session *s)
{
	if (nimatron(mc))
		text_printf(t, "# score: you %llu, the machine %llu, games "
		    "played %llu (the Nimatron's counters PWC, MWC and TP)\n",
		    (unsigned long long)s->player_wins, (unsigned long long)s->machine_wins,
		    (unsigned long long)s->games);
	else
		text_printf(t, "# score: you %llu, the machine %llu, games played %llu\n",
		    (unsigned long long)s->player_wins, (unsigned long long)s->machine_wins,
		    (unsigned long long)s->games);
}

/* Why a typed move is refused, in the game's names. */
static void
refusal(struct text *t, const struct nim_game *g, const struct nim_position *p,
    enum nim_typed typed,
    const struct nim_typed_why *why)
{
	const char *heaps = g->rows ? "rows" : "heaps";

	switch (typed) {
	case NIM_TYPED_LEGAL:
	case NIM_TYPED_NOTHING:
	case NIM_TYPED_QUIT:
		break;
	case NIM_TYPED_UNREAD:
		text_str(t, g->rows ? "type a row and how many to take, as in 'a 3'" :
		    p->n == 2 ? "type both heaps as you leave them, as in '3 1'" :
		    "type a heap and how many to take, as in '0 3'");
		break;
	case NIM_TYPED_NO_HEAP:
		text_printf(t, "there is no %s %.*s: the %s are ", g->rows ? "row" : "heap",
		    (int)why->bad.len,
		    why->bad.tok, heaps);
		if (g->rows) {
			text_str(t, "a to ");
			nim_text_row_letters(t, p->n - 1, 'a');
		} else {
			text_printf(t, "0 to %zu", p->n - 1);
		}
		break;
	case NIM_TYPED_MISNAMED:
		text_str(t, g->rows ? "name the row by its letter, as in 'a 3'" :
		    "name the heap by its number, as in '0 3'");
		break;
	case NIM_TYPED_NONE_TAKEN:
		text_str(t, "you must take at least one");
		break;
	case NIM_TYPED_TOO_MANY:
		nim_text_heap(t, g, why->heap);
		if (p->heap[why->heap] == 0)
			text_str(t, " is empty");
		else
			text_printf(t, " holds only %llu", (unsigned long long)p->heap[why->heap]);
		break;
	case NIM_TYPED_ILLEGAL:
		if (why->legality == NIM_HEAP_COUNT) {
			text_printf(t, "there are %zu %s", p->n, heaps);
		} else if (why->legality == NIM_GREW) {
			nim_text_heap(t, g, why->heap);
			text_printf(t, " holds %llu: you can take %s from it, not add them",
			    (unsigned long long)p->heap[why->heap], g->rows ? "lamps" : "matches");
		} else if (g->k == 1) {
			text_printf(t, "take from one %s only", g->rows ? "row" : "heap");
		} else {
			text_printf(t, "take from at most %llu %s", (unsigned long long)g->k,
			    heaps);
		}
		break;
	}
}

void
nim_text_live_refused(struct text *t, const struct nim_game *g, const struct nim_position *p,
    const char *line, size_t len, enum nim_typed typed, const struct nim_typed_why *why)
{
	while (len > 0 && (line[len - 1] == ' ' || line[len - 1] == '\t' || line[len - 1] == '\r'))
		len--;
	while (len > 0 && (*line == ' ' || *line == '\t')) {
		line++;
		len--;
	}
	text_str(t, "# refused '");
	tsv_field(t, line, len);
	text_str(t, "': ");
	refusal(t, g, p, typed, why);
	text_str(t, "\n# the position is still ");
	nim_text_position(t, p, NULL);
	text_str(t, ": try again\n");
}

void
nim_text_live_end(struct text *t, const struct nim_machine *mc, const struct nim_session *s,
    uint64_t unfinished)
{
	if (unfinished > 0)
		text_printf(t, "# game %llu left unfinished\n", (unsigned long long)unfinished);
	text_str(t, "# the session ends\n");
	nim_text_live_counters(t, mc, s);
}
