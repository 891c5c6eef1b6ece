/* A game at play: see play.h. */
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
	if (nim_terminal(p))
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

enum nim_typed
nim_typed_move(const struct nim_game *g, const struct nim_position *p,
    const struct nim_position *typed, struct nim_position *next, enum nim_legality *why, size_t *heap)
{
	nim_position_copy(next, p);
	if (typed->n == 2 && p->n != 2) {
		uint64_t h = typed->heap[0], count = typed->heap[1];

		if (h >= p->n || count == 0 || count > p->heap[h])
			return NIM_TYPED_NO_MOVE;
		next->heap[h] -= count;
	} else {
		nim_position_copy(next, typed);
	}
	*why = nim_legal(g, p, next, heap);
	return *why == NIM_LEGAL ? NIM_TYPED_LEGAL : NIM_TYPED_ILLEGAL;
}
