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

/* "heap count": the heap h and the count taken, judged against p. */
static enum nim_typed
take(const struct nim_position *p, size_t h, uint64_t count, struct nim_position *next,
    struct nim_typed_why *why)
{
	why->heap = h;
	if (h >= p->n)
		return NIM_TYPED_NO_HEAP;
	if (count == 0)
		return NIM_TYPED_NONE_TAKEN;
	if (count > p->heap[h])
		return NIM_TYPED_TOO_MANY;
	nim_position_copy(next, p);
	next->heap[h] -= count;
	return NIM_TYPED_LEGAL;
}

/* "a 3": a row by its letters, then the count. */
static enum nim_typed
typed_row(const struct nim_game *g, const struct nim_position *p, const char *s, size_t i,
    size_t len,
    struct nim_position *next, struct nim_typed_why *why)
{
	size_t start = i, row, end;
	uint64_t count;

	while (i < len && letter(s[i]))
		i++;
	why->bad = (struct nim_bad){ s + start, i - start, NULL };
	row = row_number(s + start, i - start);
	if (!g->rows)
		return NIM_TYPED_MISNAMED;
	if (row >= p->n)
		return NIM_TYPED_NO_HEAP;
	while (i < len && space(s[i]))
		i++;
	for (end = i; end < len && !space(s[end]) && s[end] != '#'; end++)
		;
	why->bad = (struct nim_bad){ s + i, end - i, "not a count" };
	if (end == i || num_parse(s + i, end - i, 0, UINT64_MAX, &count) != NULL ||
	    !at_end(s, end, len))
		return NIM_TYPED_UNREAD;
	return take(p, row, count, next, why);
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
	/*
	 * two numbers are a heap and a count, unless two heaps are played:
	 * then they are the heaps
	 */
	if (next->n == 2 && p->n != 2) {
		uint64_t h = next->heap[0], count = next->heap[1];

		size_t end = i;

		while (end < len && line[end] >= '0' && line[end] <= '9')
			end++;
		why->bad = (struct nim_bad){ line + i, end - i, NULL };
		if (g->rows)
			return NIM_TYPED_MISNAMED;
		return take(p, h >= p->n ? p->n : (size_t)h, count, next, why);
	}
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
