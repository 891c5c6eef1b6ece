/* A game at play: see play.h. */
#include <string.h>

#include "../diag.h"
#include "../num.h"
#include "heapmove.h"
#include "play.h"

void
nim_play_start(struct nim_play *pl, const struct nim_game *g, uint64_t most)
{
	pl->game = g;
	pl->mover = NIM_A;
	pl->moves = 0;
	pl->most = most;
}

enum nim_turn
nim_play_turn(const struct nim_play *pl, const struct nim_position *p)
{
	/* every heap empty ends every game; a heap game may end sooner */
	if (nim_terminal(p) || (pl->game->rules != NULL && nim_game_over(pl->game, p)))
		return NIM_TURN_OVER;
	return pl->moves == pl->most ? NIM_TURN_STOPPED : NIM_TURN_MOVE;
}

void
nim_play_moved(struct nim_play *pl)
{
	pl->moves++;
	pl->mover = !pl->mover;
}

int
nim_play_winner(const struct nim_play *pl)
{
	return nim_winner(pl->game, !pl->mover);
}

enum nim_turn
nim_play_game(struct nim_play *pl, struct nim_position *p, struct nim_move *m,
    const struct nim_player *player)
{
	enum nim_turn turn;

	while ((turn = nim_play_turn(pl, p)) == NIM_TURN_MOVE && !diag_output_failed()) {
		int side = pl->mover;
		enum nim_how how = player->move(player->arg, pl, p, m);

		nim_apply(p, m);
		nim_play_moved(pl);
		player->moved(player->arg, pl, side, p, m, how);
	}
	return turn;
}

/* The patent's combinations No. 1 and No. 2 (rows a to d); the rest of its table is not legible. */
static const uint64_t combination[][4] = { { 7, 6, 3, 4 }, { 3, 4, 7, 5 } };
#define COMBINATIONS (sizeof(combination) / sizeof(*combination))

static bool
space(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/* s[i..len) holds nothing more than blanks and a comment. */
static bool
at_end(const char *s, size_t i, size_t len)
{
	while (i < len && space(s[i]))
		i++;
	return i == len || s[i] == '#';
}

/*
 * A row's letters as a number: a 0, z 25, aa 26, as nim_text_row_letters
 * writes them; SIZE_MAX past.
 */
static size_t
row_number(const char *s, size_t len)
{
	size_t row = 0, i;

	if (len > 12)
		return SIZE_MAX;
	for (i = 0; i < len; i++)
		row = row * 26 + (size_t)((s[i] | 0x20) - 'a' + 1);
	return row - 1;
}

static bool
letter(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/*
 * The move that leaves heap h of p as the heaps a and b (0: none), made
 * into *next, unless a heap game's rules forbid it.
 */
static enum nim_typed
by_rules(const struct nim_game *g, const struct nim_position *p, size_t h, uint64_t a,
    uint64_t b, struct nim_position *next, struct nim_typed_why *why)
{
	struct nim_change c = { h, p->heap[h], a };
	struct nim_move m = { &c, 1, 1, b };

	why->heap = h;
	why->a = a;
	why->b = b;
	why->fault = g->rules != NULL ? heap_game_fault(g->rules, p->heap[h], a, b) :
	    HEAP_FAULT_NONE;
	if (why->fault != HEAP_FAULT_NONE)
		return NIM_TYPED_AGAINST_RULES;
	nim_position_copy(next, p);
	nim_apply(next, &m);
	return NIM_TYPED_LEGAL;
}

/* "heap count": the heap h and the count taken, judged against p. */
static enum nim_typed
take(const struct nim_game *g, const struct nim_position *p, size_t h, uint64_t count,
    struct nim_position *next, struct nim_typed_why *why)
{
	why->heap = h;
	if (h >= p->n)
		return NIM_TYPED_NO_HEAP;
	if (count == 0)
		return NIM_TYPED_NONE_TAKEN;
	if (count > p->heap[h])
		return NIM_TYPED_TOO_MANY;
	return by_rules(g, p, h, p->heap[h] - count, 0, next, why);
}

/*
 * "b 3 2 4": from heap h take `take`, and split the rest into the heaps a
 * and b, judged against p and the rules.
 */
static enum nim_typed
split(const struct nim_game *g, const struct nim_position *p, size_t h, const uint64_t *v,
    struct nim_position *next, struct nim_typed_why *why)
{
	uint64_t rest;

	why->heap = h;
	if (v[0] > p->heap[h])
		return NIM_TYPED_TOO_MANY;
	rest = p->heap[h] - v[0];
	why->take = v[0];
	if (v[1] == 0 || v[2] == 0 || v[1] >= rest || v[2] != rest - v[1])
		return NIM_TYPED_SPLIT_WRONG;
	return by_rules(g, p, h, v[1], v[2], next, why);
}

/*
 * "a 3": a row by its letters, then the count.  The Nimrod's heaps are
 * numbered through a pipe, but its board at a terminal letters them, so
 * the letters are taken there too: a demonstration rehearsed at the
 * board plays the same from a script.
 */
static enum nim_typed
typed_row(const struct nim_game *g, const struct nim_position *p, const char *s, size_t i,
    size_t len,
    struct nim_position *next, struct nim_typed_why *why)
{
	size_t start = i, row, end;
	uint64_t v[3];
	int got;

	while (i < len && letter(s[i]))
		i++;
	why->bad = (struct nim_bad){ s + start, i - start, NULL };
	row = row_number(s + start, i - start);
	if (row >= p->n)
		return NIM_TYPED_NO_HEAP;
	while (i < len && space(s[i]))
		i++;
	for (end = i; end < len && !space(s[end]) && s[end] != '#'; end++)
		;
	why->bad = (struct nim_bad){ s + i, end - i, "not a count" };
	/* the count, and in a game that splits, maybe the two heaps left */
	got = nim_parse(s + i, len - i, next, &why->bad);
	if (end == i || got <= 0 ||
	    (next->n != 1 && (next->n != 3 || g->rules == NULL)))
		return NIM_TYPED_UNREAD;
	memcpy(v, next->heap, next->n * sizeof(*v));
	if (next->n == 3)
		return split(g, p, row, v, next, why);
	return take(g, p, row, v[0], next, why);
}

/*
 * Judges the heaps typed whole, next, as one move from p in a heap game.
 */
static enum nim_typed
whole_by_rules(const struct nim_game *g, const struct nim_position *p,
    const struct nim_position *next, struct nim_typed_why *why)
{
	struct nim_move m = { 0 };
	size_t h;
	uint64_t a, b;

	why->legality = heap_move_legal(g->rules, p, next, &m, &why->heap);
	nim_move_free(&m);
	if (why->legality == NIM_LEGAL)
		return NIM_TYPED_LEGAL;
	if (why->legality == NIM_NOTHING_TAKEN)
		return NIM_TYPED_NONE_TAKEN;
	if (why->legality != NIM_AGAINST_RULES)
		return NIM_TYPED_ILLEGAL;
	h = why->heap;
	a = next->heap[h];
	b = next->n > p->n ? next->heap[h + 1] : 0;
	if (a > p->heap[h] || b > p->heap[h] - a) {
		why->legality = NIM_GREW;
		return NIM_TYPED_ILLEGAL;
	}
	why->take = p->heap[h] - a - b;
	if (next->n > p->n && (a == 0 || b == 0))
		return NIM_TYPED_SPLIT_WRONG;
	why->a = a;
	why->b = b;
	why->fault = heap_game_fault(g->rules, p->heap[h], a, b);
	return NIM_TYPED_AGAINST_RULES;
}

/*
 * Returns whether the heaps typed whole, next, change more heaps of p
 * than most, with the first heap past that many in *heap.
 */
static bool
changes_more(const struct nim_position *p, const struct nim_position *next, size_t most,
    size_t *heap)
{
	size_t h, n = 0;

	for (h = 0; h < p->n; h++)
		if (next->heap[h] != p->heap[h] && ++n > most) {
			*heap = h;
			return true;
		}
	return false;
}

/*
 * Whether the numbers typed, next, are all the heaps as they are to be
 * left rather than a heap and what to do to it: they are as many as the
 * heaps of p, or one more in a game that splits, save that two numbers
 * from one heap are a split only when neither is 0 (a split leaves two
 * non-empty heaps), so "0 1" still takes 1 from heap 0.  The other forms
 * are two numbers, a heap and how many to take from it, and in a game
 * that splits four, a heap, how many to take and the two heaps left.
 */
static bool
typed_whole(const struct nim_game *g, const struct nim_position *p,
    const struct nim_position *next)
{
	bool splits = g->rules != NULL && g->rules->nsplit > 0;

	if (next->n == p->n)
		return true;
	if (!splits || next->n != p->n + 1)
		return false;
	return next->n != 2 || (next->heap[0] != 0 && next->heap[1] != 0);
}

enum nim_typed
nim_typed_move(const struct nim_game *g, const struct nim_position *p, const char *line, size_t len,
    struct nim_position *next, struct nim_typed_why *why)
{
	size_t i = 0;
	int got;

	while (i < len && space(line[i]))
		i++;
	if (at_end(line, i, len))
		return NIM_TYPED_NOTHING;
	if ((len - i >= 1 && line[i] == 'q' && at_end(line, i + 1, len)) ||
	    (len - i >= 4 && strncmp(line + i, "quit", 4) == 0 && at_end(line, i + 4, len)))
		return NIM_TYPED_QUIT;
	if (letter(line[i]))
		return typed_row(g, p, line, i, len, next, why);
	got = nim_parse(line, len, next, &why->bad);
	if (got < 0)
		return NIM_TYPED_UNREAD;
	if (!typed_whole(g, p, next) && (next->n == 2 ||
	    (next->n == 4 && g->rules != NULL && g->rules->nsplit > 0))) {
		uint64_t h = next->heap[0], v[3] = { 0 };
		size_t end = i;

		while (end < len && line[end] >= '0' && line[end] <= '9')
			end++;
		why->bad = (struct nim_bad){ line + i, end - i, NULL };
		if (g->rows)
			return NIM_TYPED_MISNAMED;
		if (h >= p->n)
			return take(g, p, p->n, 0, next, why);
		memcpy(v, next->heap + 1, (next->n - 1) * sizeof(*v));
		if (next->n == 4)
			return split(g, p, (size_t)h, v, next, why);
		return take(g, p, (size_t)h, v[0], next, why);
	}
	/*
	 * More heaps changed than a move may change is said before any heap
	 * that grew: "1 5 3 5" from 0 5 3 4 changes two rows.
	 */
	why->typed = next;
	if (next->n == p->n && changes_more(p, next, g->rules != NULL ? 1 : g->k, &why->heap)) {
		why->legality = NIM_TOO_MANY;
		return NIM_TYPED_ILLEGAL;
	}
	if (g->rules != NULL)
		return whole_by_rules(g, p, next, why);
	why->legality = nim_legal(g, p, next, &why->heap);
	if (why->legality == NIM_NOTHING_TAKEN)
		return NIM_TYPED_NONE_TAKEN;
	return why->legality == NIM_LEGAL ? NIM_TYPED_LEGAL : NIM_TYPED_ILLEGAL;
}

unsigned
nim_session_next(struct nim_session *s, struct nim_position *p)
{
	struct nim_position c = { (uint64_t *)combination[s->combination % COMBINATIONS], 4, 4 };

	if (s->from != NULL) {
		nim_position_copy(p, s->from);
		return 0;
	}
	nim_position_copy(p, &c);
	s->combination = s->combination % COMBINATIONS + 1;
	return s->combination;
}

void
nim_session_won(struct nim_session *s, int winner)
{
	s->games++;
	if (winner == NIM_A)
		s->player_wins++;
	else
		s->machine_wins++;
}
