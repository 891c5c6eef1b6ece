/* A live session: see session.h. */
#include <string.h>
#include <strings.h>

#include "../diag.h"
#include "../rng.h"
#include "heapmove.h"
#include "lamptext.h"
#include "playtext.h"
#include "session.h"

/* Keeps in the session's log the lines that t gained since mark. */
static void
logged(struct nim_live *l, const struct text *t, size_t mark)
{
	text_add(&l->log, t->s + mark, t->len - mark);
}

/*
 * Judges the position at play as the next line of the game's log, as
 * nim-trace --game would; a move of the person's that is a mistake is
 * kept, told, for the game's end.
 */
static void
judged(struct nim_live *l, int side)
{
	struct nim_log_reader r = { .pos = l->p, .changed = NIM_ANY_HEAP };

	nim_log_position(&l->judge, &r, &l->step);
	if (side != NIM_A || l->step.starts_game)
		return;
	l->moves++;
	if (l->step.legality == NIM_LEGAL && l->step.judgement == NIM_MOVE_MISTAKE) {
		l->mistake.len = 0;
		nim_text_live_mistake(&l->mistake, &l->tr->mc.game, l->moves,
		    &l->step.move, &l->step.correct);
	}
}

/* At a terminal, draws the position as rows of lamps or matches. */
static void
drawn(struct nim_live *l, struct text *t)
{
	if (l->screen)
		nim_text_lamps(t, &l->p, l->widest, l->tr->nimatron, l->colour,
		    l->width);
}

/* Sets up the next game's start: dealt at random, or the session's. */
static void
next_start(struct nim_live *l)
{
	if (l->deal.heaps == 0) {
		l->combination = nim_session_next(&l->session, &l->p);
		return;
	}
	nim_deal(&l->p, &l->deal, l->tr->mc.rng);
	l->combination = 0;
}

/* Starts a game: writes its first line, and says who moves first. */
static void
game_start(struct nim_live *l, struct text *t)
{
	size_t mark = t->len, i;
	int first = l->first >= 0 ? l->first :
	    (int)rng_below(l->tr->mc.rng, 2);

	nim_trace_new_game(l->tr, first == NIM_A ? &l->p : NULL);
	nim_trace_game(l->tr, &l->p);
	l->asked = l->between = false;
	l->moves = 0;
	l->mistake.len = 0;
	judged(l, -1);
	l->widest = 0;
	for (i = 0; i < l->p.n; i++)
		if (l->p.heap[i] > l->widest)
			l->widest = l->p.heap[i];
	nim_text_live_start(t, &l->p, l->session.games + 1, l->combination);
	logged(l, t, mark);
	drawn(l, t);
	/* A heap game's rules may leave no move from the start. */
	l->stuck = nim_game_over(&l->tr->mc.game, &l->p);
	if (l->stuck) {
		text_str(t, "# no move can be made from here: no game to play\n");
		l->machine_next = false;
		return;
	}
	nim_text_live_turn(t, &l->tr->mc, first);
	l->machine_next = first == NIM_B;
}

void
nim_live_start(struct nim_live *l, struct nim_trace *tr,
    const struct nim_position *from, struct text *t)
{
	l->tr = tr;
	l->session = (struct nim_session){ .from = from };
	nim_log_start(&l->judge, &tr->mc.game);
	next_start(l);
	nim_text_live_rules(t, &tr->mc, &l->p, l->first);
	game_start(l, t);
}

/*
 * Makes the move m in p.  A split's second heap goes after every other
 * heap, a new row at the foot of the board, so that no row changes its
 * letter and a child planning "row c" finds row c still there.
 */
static void
made(struct nim_position *p, const struct nim_move *m)
{
	size_t at = m->n == 1 ? m->change[0].heap + 1 : p->n;
	uint64_t second;

	nim_apply(p, m);
	if (m->split == 0 || at + 1 >= p->n)
		return;
	second = p->heap[at];
	memmove(p->heap + at, p->heap + at + 1, (p->n - at - 1) * sizeof(*p->heap));
	p->heap[p->n - 1] = second;
}

/*
 * Writes and logs a move of one side; returns true when it ended the
 * game.
 */
static bool
moved(struct nim_live *l, int side, enum nim_how how, struct text *t)
{
	size_t mark = t->len;

	nim_text_live_line(t, &l->p, side, &l->tr->mc, how, &l->m);
	nim_trace_note(l->tr, t);
	text_char(t, '\n');
	logged(l, t, mark);
	drawn(l, t);
	judged(l, side);
	return nim_game_over(&l->tr->mc.game, &l->p);
}

/*
 * Writes the game's winner, why, and the counters, and starts the next
 * game, or with l->asks waits to be asked for it.
 */
static void
won(struct nim_live *l, int mover, struct text *t)
{
	int winner = nim_winner(&l->tr->mc.game, mover);
	struct nim_game_summary summary;
	size_t mark = t->len;

	nim_session_won(&l->session, winner);
	nim_text_live_winner(t, &l->tr->mc, winner);
	logged(l, t, mark);
	nim_log_end_game(&l->judge, &summary);
	/* after the person's last mistake the machine never let go (log.h) */
	if (winner == NIM_B && l->asked)
		nim_text_live_lost(t, summary.decided_by_mistake ? &l->mistake : NULL);
	mark = t->len;
	nim_text_live_counters(t, &l->tr->mc, &l->session);
	text_char(t, '\n');
	logged(l, t, mark);
	/*
	 * A game won before the person could move would be won so again
	 * (from --from's start, or with -k at least the heaps): the session
	 * would run on with no one asked.
	 */
	if (!l->asked) {
		text_str(t, "# the machine won before you could move: no game "
		    "for you to play\n");
		l->stuck = l->unasked = true;
		l->machine_next = false;
		return;
	}
	l->between = l->asks;
	if (!l->between) {
		next_start(l);
		game_start(l, t);
	}
}

const char *
nim_live_question(const struct nim_live *l)
{
	return l->between ? "another game? (y/n): " : "your move (? for a hint): ";
}

/*
 * Returns true when the line (line, len) is one of the words of list
 * (NULL-ended), in either case, blanks around it and a comment after it
 * aside; an empty line is the first word when empty is true.
 */
static bool
said(const char *line, size_t len, const char *const *list, bool empty)
{
	size_t i = 0, end;

	while (i < len && (line[i] == ' ' || line[i] == '\t'))
		i++;
	for (end = i; end < len && line[end] != '#'; end++)
		;
	while (end > i && (line[end - 1] == ' ' || line[end - 1] == '\t' ||
	    line[end - 1] == '\r'))
		end--;
	if (end == i)
		return empty;
	for (; *list != NULL; list++)
		if (strlen(*list) == end - i && strncasecmp(*list, line + i, end - i) == 0)
			return true;
	return false;
}

/*
 * Answers a line typed between games: y (or Enter) starts the next, n
 * or q ends the session (returns false), anything else is asked again.
 */
static bool
again(struct nim_live *l, const char *line, size_t len, struct text *t)
{
	static const char *const yes[] = { "y", "yes", NULL },
	    *const no[] = { "n", "no", "q", "quit", NULL };

	if (said(line, len, no, false))
		return false;
	if (!said(line, len, yes, true)) {
		text_str(t, "# type y for another game, or n to end the session\n");
		return true;
	}
	next_start(l);
	game_start(l, t);
	return true;
}

/*
 * Returns true when the line (line, len) asks for a hint: "?", "h" or
 * "help".  No move is typed so: a row named alone has no count.
 */
static bool
hint_asked(const char *line, size_t len)
{
	static const char *const help[] = { "?", "h", "help", NULL };

	return said(line, len, help, false);
}

bool
nim_live_typed(struct nim_live *l, const char *line, size_t len,
    struct text *t)
{
	struct nim_trace *tr = l->tr;
	struct nim_typed_why why;
	enum nim_typed typed;
	size_t heap;

	if (l->between)
		return again(l, line, len, t);
	if (hint_asked(line, len)) {
		nim_text_hint(t, &tr->mc, &l->p);
		nim_text_live_turn(t, &tr->mc, NIM_A);
		return true;
	}
	typed = nim_typed_move(&tr->mc.game, &l->p, line, len, &l->next, &why);
	if (typed == NIM_TYPED_QUIT)
		return false;
	if (typed == NIM_TYPED_NOTHING)
		return true;
	if (typed != NIM_TYPED_LEGAL) {
		nim_text_live_refused(t, &tr->mc.game, &l->p, line, len, typed,
		    &why);
		drawn(l, t);
		return true;
	}
	if (tr->mc.game.rules != NULL)
		heap_move_legal(tr->mc.game.rules, &l->p, &l->next, &l->m, &heap);
	else
		nim_move_between(&l->p, &l->next, &l->m);
	made(&l->p, &l->m);
	l->asked = true;
	if (moved(l, NIM_A, NIM_CORRECT, t)) {
		won(l, NIM_A, t);
		return true;
	}
	nim_text_live_turn(t, &tr->mc, NIM_B);
	l->machine_next = true;
	return true;
}

void
nim_live_machine(struct nim_live *l, struct text *t)
{
	struct nim_trace *tr = l->tr;
	enum nim_how how = NIM_AT_RANDOM;

	l->machine_next = false;
	if (l->errs > 0 && rng_below(tr->mc.rng, 4) < l->errs) {
		if (tr->mc.game.rules != NULL)
			heap_move_random(tr->mc.game.rules, &l->p, tr->mc.rng, &l->m);
		else
			nim_random_move(&tr->mc.game, &l->p, tr->mc.rng, &l->m);
	} else {
		nim_trace_move(tr, t, &l->p, &l->m, tr->verbose);
		while (nim_trace_next(tr, t))
			;
		how = tr->how;
	}
	made(&l->p, &l->m);
	if (moved(l, NIM_B, how, t))
		won(l, NIM_B, t);
	else
		nim_text_live_turn(t, &tr->mc, NIM_A);
}

void
nim_live_end(struct nim_live *l, struct text *t)
{
	size_t mark = t->len;

	nim_text_live_end(t, &l->tr->mc, &l->session,
	    l->unasked || l->between ? 0 : l->session.games + 1);
	logged(l, t, mark);
}

void
nim_live_free(struct nim_live *l)
{
	nim_position_free(&l->p);
	nim_position_free(&l->next);
	nim_move_free(&l->m);
	text_free(&l->log);
	nim_log_free(&l->judge, &l->step);
	text_free(&l->mistake);
}

/* Returns true when s is a number: one or more digits and nothing else. */
static bool
digits(const char *s)
{
	if (*s == '\0')
		return false;
	while (*s >= '0' && *s <= '9')
		s++;
	return *s == '\0';
}

const char *
nim_live_from(const char *arg, char **operands, int *n,
    struct nim_position *p, struct text *heaps, struct text *why)
{
	struct nim_bad bad;
	char *s;
	int i, kept = 0, got;

	text_str(heaps, arg);
	for (i = 0; i < *n; i++)
		if (digits(operands[i])) {
			text_char(heaps, ' ');
			text_str(heaps, operands[i]);
		} else {
			operands[kept++] = operands[i];
		}
	*n = kept;
	text_char(heaps, '\0');
	got = nim_parse(heaps->s, heaps->len - 1, p, &bad);
	if (got == 0)
		return "not a position: no heaps";
	if (got > 0 && nim_terminal(p))
		return "every heap is empty: there is no game to play";
	if (got > 0)
		return NULL;
	/*
	 * The bad heap is named, as a bad line's is, unless it is the whole
	 * value.
	 */
	if (bad.len == heaps->len - 1)
		return bad.reason;
	s = text_room(why, 256);
	why->len += diag_bad_reason(s, 256, bad.tok, bad.len, bad.reason);
	text_char(why, '\0');
	return why->s;
}
