/* The lines of a game at play: see playtext.h. */
#include "../row.h"
#include "playtext.h"
#include "heapgame.h"
#include "heapmove.h"
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
nim_text_first_turn(struct text *t, const struct nim_game *g, const struct nim_position *p)
{
	nim_text_position(t, p, NULL);
	text_str(t, nim_terminal(p) ? " # nothing to take" :
	    nim_game_over(g, p) ? " # no move can be made" : " # A to move");
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

/*
 * The amounts the heap game r lets a move take, "1, 2 or 3" (the first
 * eight, then "...").
 */
static void
amounts(struct text *t, const struct heap_game *r)
{
	uint64_t i, count = 0, shown = 0;

	for (i = 0; i <= r->t; i++)
		count += r->digit[i] != 0;
	for (i = 0; i <= r->t && shown < 8; i++) {
		if (r->digit[i] == 0)
			continue;
		if (shown > 0)
			text_str(t, shown + 1 == count ? " or " : ", ");
		text_printf(t, "%llu", (unsigned long long)i);
		shown++;
	}
	if (shown < count)
		text_str(t, ", ...");
}

/* What a move of the heap game r does, in words a child reads. */
static void
heap_game_moves(struct text *t, const struct heap_game *r)
{
	if (r->unequal) {
		text_str(t, "split one heap into two unequal heaps");
		return;
	}
	text_str(t, "take ");
	amounts(t, r);
	text_str(t, " matches from one heap, as the rules allow");
	if (r->nsplit > 0)
		text_str(t, ", and you may split the rest into two heaps");
}

/* "take one or more lamps from one row", in the game's words. */
static void
what_to_take(struct text *t, const struct nim_machine *mc)
{
	const char *things = nimatron(mc) ? "lamps" : "matches",
	    *heap = nimatron(mc) ? "row" : "heap";

	if (mc->game.rules != NULL) {
		heap_game_moves(t, mc->game.rules);
		return;
	}
	if (mc->game.k == 1)
		text_printf(t, "take one or more %s from one %s", things, heap);
	else
		text_printf(t, "take one or more %s from each of up to %llu %ss", things,
		    (unsigned long long)mc->game.k, heap);
}

/*
 * A move in a heap game, "as in 'a 1'" (on rows) or "as in '0 1'" (on
 * heaps by number; with two heaps, both as they are left, as in Nim:
 * two numbers are then the heaps), and in a game that splits heaps, how
 * to type a split: "a row, how many to take and the two rows left, as
 * in 'a 1 2 4'", or, by number, all the heaps as they are left.
 */
static void
heap_game_example(struct text *t, const struct nim_game *g, const struct nim_position *p)
{
	unsigned long long least = heap_game_least_take(g->rules);
	size_t i;

	if (!g->rules->unequal && g->rows) {
		text_printf(t, "a row and how many to take from it, as in 'a %llu'", least);
	} else if (!g->rules->unequal && p->n == 2) {
		/* the example takes the least amount from the first heap that holds it */
		i = p->heap[0] >= least ? 0 : 1;
		text_str(t, "both heaps as you leave them, as in '");
		text_u64(t, i == 0 && p->heap[0] >= least ? p->heap[0] - least : p->heap[0]);
		text_char(t, ' ');
		text_u64(t, i == 1 && p->heap[1] >= least ? p->heap[1] - least : p->heap[1]);
		text_char(t, '\'');
	} else if (!g->rules->unequal) {
		text_printf(t, "a heap (0 to %zu) and how many to take from it, as in "
		    "'0 %llu'", p->n - 1, least);
	}
	if (g->rules->nsplit == 0)
		return;
	text_str(t, g->rules->unequal ? "" : "; to split, ");
	if (g->rows)
		text_printf(t, "a row, how many to take and the two rows left, as in "
		    "'a %llu 2 4'", least);
	else
		text_str(t, "all the heaps as you leave them, the split heap as two "
		    "in its place");
}

/* "as in 'a 3'": the move that takes 3 from the first row; "0 3" on the Nimrod. */
static void
example(struct text *t, const struct nim_machine *mc, const struct nim_position *p)
{
	if (mc->game.rules != NULL) {
		heap_game_example(t, &mc->game, p);
		return;
	}
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
	if (mc->game.rules != NULL)
		text_printf(t, "; whoever makes the last move wins. %s first.\n# Type ",
		    mover[first < 0 ? 2 : first]);
	else
		text_printf(t, "; whoever takes the last %s %s. %s first.\n# Type ",
		    nimatron(mc) ? "lamp" : "match",
		    mc->game.misere ? "loses" : "wins", mover[first < 0 ? 2 : first]);
	example(t, mc, p);
	/* with two heaps, or a split typed whole, the heaps as left are said already */
	text_printf(t, "%s; q ends the session.\n",
	    p->n == 2 && !nimatron(mc) ? ""
		: mc->game.rows        ? ", or all the rows as you leave them"
		: mc->game.rules != NULL && mc->game.rules->nsplit > 0 ? ""
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

/*
 * The Nimatron's lamps P and M, named, since the screen does not light
 * them; the Nimrod's panel, whose "Opponent's move" is the person's,
 * is not quoted, as a class reads its Opponent as the machine.
 */
void
nim_text_live_turn(struct text *t, const struct nim_machine *mc, int side)
{
	if (side == NIM_A)
		text_str(t, nimatron(mc) ? "# your move (lamp P lit, P for player)\n" :
		    "# your move\n");
	else
		text_str(t, nimatron(mc) ? "# the machine's move (lamp M lit, M for machine)\n" :
		    "# the machine's move\n");
}

/*
 * Whether the machine's move left p safe for the child, so that it was a
 * winning move; in a heap game, also false when p's value is out of reach.
 */
static bool
left_safe(const struct nim_machine *mc, const struct nim_position *p)
{
	struct nim_move m = { 0 };
	bool unsafe;

	if (mc->game.rules == NULL)
		return nim_safe(&mc->game, p);
	unsafe = heap_move_correct(mc->game.rules, p, 0, &m);
	nim_move_free(&m);
	return !unsafe;
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
	if (how == NIM_BY_NIMROD && mc->game.rules != NULL)
		text_str(t, "; it had no winning move, so it made the smallest "
		    "move the rules allow (the Nimrod's way when the position "
		    "is safe)");
	else if (how == NIM_BY_NIMROD)
		text_str(t, "; it had no winning move, so it took one match "
		    "(the Nimrod's rule when the position is safe)");
	else if (how == NIM_BY_NIMATRON)
		text_printf(t, "; it had no winning move, so it took %llu %s "
		    "from the fullest row (the Nimatron's relay R%u)",
		    (unsigned long long)taken, taken == 1 ? "lamp" : "lamps",
		    mc->relay_acted + 1);
	else if (left_safe(mc, p))
		text_str(t, "; a random move, and a winning one: at this "
		    "level it errs only now and then");
	else
		text_str(t, "; a random move, and a mistake: at this level it "
		    "errs now and then");
}

void
nim_text_live_winner(struct text *t, const struct nim_machine *mc, int side)
{
	const char *thing = nimatron(mc) ? "lamp" : "match";

	if (side == NIM_A) {
		text_str(t, nimatron(mc) ? "# you win: a token drops into the cup\n" :
		    "# you win (the panel lights Opponent wins: you are its opponent)\n");
		return;
	}
	text_str(t, "# the machine wins: ");
	if (mc->game.rules != NULL)
		text_str(t, mc->game.misere ? "you had to make the last move" :
		    "it made the last move");
	else
		text_printf(t, mc->game.misere ? "you had to take the last %s" :
		    "it took the last %s", thing);
	text_str(t, nimatron(mc) ? "\n" : " (panel: Computer wins)\n");
}

/* Appends n as an ordinal: 1st, 2nd, 3rd, 4th, 11th, 21st. */
static void
ordinal(struct text *t, uint64_t n)
{
	static const char *const suffix[] = { "th", "st", "nd", "rd" };
	unsigned last = (unsigned)(n % 10);

	text_printf(t, "%llu%s", (unsigned long long)n,
	    n % 100 / 10 == 1 || last > 3 ? "th" : suffix[last]);
}

void
nim_text_live_mistake(struct text *t, const struct nim_game *g, uint64_t nth,
    const struct nim_move *m, const struct nim_move *correct)
{
	text_str(t, "# your ");
	ordinal(t, nth);
	text_str(t, " move, ");
	nim_text_move(t, g, m);
	text_str(t, ", was the mistake: from there the machine could win. ");
	if (correct->n > 0) {
		text_str(t, "A correct move was ");
		nim_text_move(t, g, correct);
		text_str(t, ".");
	}
	text_char(t, '\n');
}

void
nim_text_live_lost(struct text *t, const struct text *mistake)
{
	if (mistake != NULL && mistake->len > 0)
		text_add(t, mistake->s, mistake->len);
	else
		text_str(t, "# no move of yours was a mistake: from the start the machine "
		    "could win, whatever you took\n");
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

/* Why a heap game's rules refuse the move why describes, from p. */
static void
against_rules(struct text *t, const struct nim_game *g, const struct nim_position *p,
    const struct nim_typed_why *why)
{
	unsigned long long take = p->heap[why->heap] - why->a - why->b;
	const char *row = g->rows ? "row" : "heap";

	switch (why->fault) {
	case HEAP_FAULT_NONE:
		break;
	case HEAP_FAULT_AMOUNT:
		if (g->rules->unequal) {
			text_printf(t, "in Grundy's game you take nothing: you split "
			    "a %s into two unequal %ss", row, row);
			break;
		}
		text_printf(t, "the rules do not let you take %llu: you may take ", take);
		amounts(t, g->rules);
		break;
	case HEAP_FAULT_WHOLE:
		text_printf(t, "the rules do not let you take a whole %s of %llu", row, take);
		break;
	case HEAP_FAULT_ONE:
		text_printf(t, "taking %llu may not leave the rest as one %s", take, row);
		break;
	case HEAP_FAULT_SPLIT:
		text_printf(t, "taking %llu may not split the rest into two %ss", take, row);
		break;
	case HEAP_FAULT_EQUAL:
		text_printf(t, "the two %ss left must be unequal", row);
		break;
	}
}

/*
 * Why a split typed does not add up: the count taken and the two heaps
 * left, each of one or more, must make the heap.
 */
static void
split_wrong(struct text *t, const struct nim_game *g, const struct nim_position *p,
    const struct nim_typed_why *why)
{
	uint64_t rest = p->heap[why->heap] - why->take;

	nim_text_heap(t, g, why->heap);
	text_printf(t, " holds %llu: taking %llu leaves %llu, ",
	    (unsigned long long)p->heap[why->heap], (unsigned long long)why->take,
	    (unsigned long long)rest);
	if (rest < 2) {
		text_str(t, "too few to split in two");
		return;
	}
	text_printf(t, "to split into two %ss of one or more", g->rows ? "row" : "heap");
	if (g->rows) {
		text_str(t, ", as in '");
		nim_text_row_letters(t, why->heap, 'a');
		text_printf(t, " %llu 1 %llu'", (unsigned long long)why->take,
		    (unsigned long long)rest - 1);
	}
}

/*
 * "you changed two rows, a and c: a move takes from one row only": the
 * heaps typed whole, next, change more heaps of p than a move of g may.
 */
static void
too_many_changed(struct text *t, const struct nim_game *g, const struct nim_position *p,
    const struct nim_position *next)
{
	static const char *const count[] = { "no", "one", "two", "three", "four", "five",
	    "six", "seven", "eight", "nine", "ten" };
	const char *heap = g->rows ? "row" : "heap";
	size_t h, n = 0, said = 0;

	for (h = 0; h < p->n; h++)
		n += next->heap[h] != p->heap[h];
	if (n < sizeof(count) / sizeof(*count))
		text_printf(t, "you changed %s %ss, ", count[n], heap);
	else
		text_printf(t, "you changed %zu %ss, ", n, heap);
	for (h = 0; h < p->n; h++) {
		if (next->heap[h] == p->heap[h])
			continue;
		text_str(t, said == 0 ? "" : said + 1 == n ? " and " : ", ");
		if (g->rows)
			nim_text_row_letters(t, h, 'a');
		else
			text_u64(t, h);
		said++;
	}
	if (g->rules != NULL || g->k == 1)
		text_printf(t, ": a move takes from one %s only", heap);
	else
		text_printf(t, ": a move takes from at most %llu %ss", (unsigned long long)g->k,
		    heap);
}

/* Why a typed move is refused, in the game's names. */
static void
refusal(struct text *t, const struct nim_game *g, const struct nim_position *p,
    enum nim_typed typed,
    const struct nim_typed_why *why)
{
	const char *heaps = g->rows ? "rows" : "heaps";
	bool lettered;

	switch (typed) {
	case NIM_TYPED_LEGAL:
	case NIM_TYPED_NOTHING:
	case NIM_TYPED_QUIT:
		break;
	case NIM_TYPED_UNREAD:
		text_str(t, g->rows ? "type a row and how many to take, as in 'a 3'" :
		    p->n == 2 ?
		    "type both heaps as you leave them, as in '3 1'" :
		    "type a heap and how many to take, as in '0 3'");
		break;
	case NIM_TYPED_NO_HEAP:
		/* a row named by its letter is answered in letters, on either machine */
		lettered = g->rows || (why->bad.len > 0 && why->bad.tok[0] > '9');
		text_printf(t, "there is no %s %.*s: the %s are ", lettered ? "row" : "heap",
		    (int)why->bad.len, why->bad.tok, lettered ? "rows" : heaps);
		if (lettered) {
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
	case NIM_TYPED_AGAINST_RULES:
		against_rules(t, g, p, why);
		break;
	case NIM_TYPED_SPLIT_WRONG:
		split_wrong(t, g, p, why);
		break;
	case NIM_TYPED_ILLEGAL:
		if (why->legality == NIM_HEAP_COUNT) {
			text_printf(t, "there %s %zu %s", p->n == 1 ? "is" : "are", p->n,
			    p->n == 1 ? (g->rows ? "row" : "heap") : heaps);
		} else if (why->legality == NIM_GREW) {
			nim_text_heap(t, g, why->heap);
			text_printf(t, " holds %llu: you can take %s from it, not add them",
			    (unsigned long long)p->heap[why->heap], g->rows ? "lamps" : "matches");
		} else if (why->typed != NULL && why->typed->n == p->n) {
			too_many_changed(t, g, p, why->typed);
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
