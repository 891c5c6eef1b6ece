/* Nim game logs: see log.h. */
#include <string.h>

#include "heapmove.h"
#include "log.h"

void
nim_log_start(struct nim_log *log, const struct nim_game *rules)
{
	memset(log, 0, sizeof(*log));
	log->rules = *rules;
	log->differ = NIM_ANY_HEAP;
}

/*
 * Ends the game in the log, which was legal to here and left every heap
 * empty: whoever moved last has won, or, in the reverse game, lost.
 */
static void
end_play(struct nim_log *log, int last_mover)
{
	struct nim_game_summary *g = &log->game;

	g->finished = true;
	g->winner = nim_winner(&log->rules, last_mover);
	/* after the last mistake the winner never let go: it was the loser's */
	g->decided_by_mistake = log->last_mistake_move && log->last_mistake_side != g->winner;
	g->decisive_move = log->last_mistake_move;
}

static void
begin_game(struct nim_log *log, const struct nim_position *p)
{
	log->in_game = true;
	log->mover = NIM_A;
	log->mistake_move[0] = log->mistake_move[1] = log->last_mistake_move = 0;
	memset(&log->game, 0, sizeof(log->game));
	log->game.counts.games = 1;
	nim_position_copy(&log->first, p);
	nim_position_copy(&log->prev, p);
	log->differ = NIM_ANY_HEAP;
	/* nothing to take: A is to move, so B is the one who took the last match */
	if (nim_game_over(&log->rules, p))
		end_play(log, NIM_B);
}

/*
 * Judges the move from log->prev to p, a step of the game in progress
 * that leaves a position whose safety is `safe`: legal or not, correct,
 * a mistake or forced, and whether it ends the game.  p differs from
 * log->prev in heap `changed` alone, unless that is NIM_ANY_HEAP.
 */
static void
judge_move(struct nim_log *log, const struct nim_position *p, size_t changed, bool safe,
    struct nim_log_step *step)
{
	struct nim_game_summary *g = &log->game;

	step->number = ++g->last_move;
	step->mover = log->mover;
	step->legality = log->rules.rules != NULL ?
	    heap_move_legal(log->rules.rules, &log->prev, p, &step->move, &step->heap) :
	    changed == NIM_ANY_HEAP ?
	    nim_legal_move(&log->rules, &log->prev, p, &step->move, &step->heap) :
	    nim_legal_change(&log->prev, p, changed, &step->move, &step->heap);
	if (step->legality != NIM_LEGAL) {
		g->counts.illegal++;
		if (!g->illegal_move)
			g->illegal_move = step->number;
		return;
	}
	step->judgement = nim_judge(log->prev_safe, safe);
	g->counts.moves++;
	if (log->counts) {
		nim_count_moves(&log->rules, &log->prev, log->prev_xor,
		    &step->legal_moves, &step->correct_moves);
		step->random_mistake = nim_random_mistake(&step->legal_moves,
		    &step->correct_moves);
		g->counts.random_mistakes[step->mover] += step->random_mistake;
	}
	if (step->judgement == NIM_MOVE_MISTAKE) {
		g->counts.mistakes[step->mover]++;
		if (!log->mistake_move[step->mover])
			log->mistake_move[step->mover] = step->number;
		log->last_mistake_move = step->number;
		log->last_mistake_side = step->mover;
		if (log->rules.rules != NULL)
			heap_move_correct(log->rules.rules, &log->prev, 0, &step->correct);
		else
			nim_correct_move(&log->rules, &log->prev, 0, &step->correct);
	}
	if (nim_game_over(&log->rules, p) && !g->finished && !g->illegal_move) {
		end_play(log, step->mover);
		step->game_over = true;
		step->winner = g->winner;
	}
}

/*
 * Makes p, judged, the last position, and the last one the one before
 * it: the two trade places, and p is written over what was the one
 * before.  This is a measured hot path (the copy was 4% of a move of
 * nim-trace --game): when the last step changed one known heap and this
 * one did too, the old position differs from p in those two heaps alone,
 * and only they are written.
 */
static void
pass_on(struct nim_log *log, const struct nim_position *p, size_t changed)
{
	struct nim_position swap = log->before;

	log->before = log->prev;
	log->prev = swap;
	if (changed != NIM_ANY_HEAP && log->differ != NIM_ANY_HEAP) {
		log->prev.heap[log->differ] = p->heap[log->differ];
		log->prev.heap[changed] = p->heap[changed];
	} else {
		nim_position_copy(&log->prev, p);
	}
	log->differ = changed;
}

/*
 * Whether p is safe in a heap game: its heaps' values' exclusive or is 0.
 * Every heap has a value: a line with one that has none is refused
 * before it is judged (nim_log_valued).
 */
static bool
heap_safe(const struct nim_log *log, const struct nim_position *p)
{
	uint64_t x;
	size_t heap;

	return heap_game_position_value(log->rules.rules, p, HEAP_MOVE_LIMIT, &x, &heap) &&
	    x == 0;
}

bool
nim_log_valued(const struct nim_log *log, const struct nim_position *p, size_t *heap)
{
	uint64_t x;

	return heap_game_position_value(log->rules.rules, p, HEAP_MOVE_LIMIT, &x, heap);
}

void
nim_log_position(struct nim_log *log, const struct nim_log_reader *r, struct nim_log_step *step)
{
	const struct nim_position *p = &r->pos;
	/* a heap game's move may split a heap: the positions are compared whole */
	size_t changed = log->rules.rules != NULL ? NIM_ANY_HEAP : r->changed;
	/*
	 * A measured hot path (a pass over the heaps was a sixteenth of a
	 * move of nim-trace --game): p's exclusive or is found from the last
	 * position's, when p is that one with one heap changed.
	 */
	uint64_t x = changed == NIM_ANY_HEAP ? nim_xor(p) :
	    log->prev_xor ^ log->prev.heap[changed] ^ p->heap[changed];
	bool safe = log->rules.rules != NULL ? heap_safe(log, p) :
	    nim_safe_xor(&log->rules, p, x);

	step->starts_game = !log->in_game;
	step->game_over = false;
	step->move.n = step->correct.n = 0;
	if (step->starts_game) {
		step->start_safe = log->prev_safe = safe;
		log->prev_xor = x;
		step->number = 0;
		begin_game(log, p);
		return;
	}
	judge_move(log, p, changed, safe, step);
	pass_on(log, p, changed);
	log->prev_safe = safe;
	log->prev_xor = x;
	log->mover = !log->mover;
}

/* Sets *sum to a + b; returns false when the sum passed 2^64 - 1 and wrapped. */
static bool
add(uint64_t *sum, uint64_t a, uint64_t b)
{
	*sum = a + b;
	return b <= UINT64_MAX - a;
}

bool
nim_log_add_totals(struct nim_log_totals *a, const struct nim_log_totals *b)
{
	struct nim_log_totals sum;

	if (!add(&sum.games, a->games, b->games) || !add(&sum.moves, a->moves, b->moves) ||
	    !add(&sum.mistakes[NIM_A], a->mistakes[NIM_A], b->mistakes[NIM_A]) ||
	    !add(&sum.mistakes[NIM_B], a->mistakes[NIM_B], b->mistakes[NIM_B]) ||
	    !add(&sum.illegal, a->illegal, b->illegal) ||
	    !add(&sum.random_mistakes[NIM_A], a->random_mistakes[NIM_A],
	    b->random_mistakes[NIM_A]) ||
	    !add(&sum.random_mistakes[NIM_B], a->random_mistakes[NIM_B],
	    b->random_mistakes[NIM_B]))
		return false;
	*a = sum;
	return true;
}

bool
nim_log_end_game(struct nim_log *log, struct nim_game_summary *s)
{
	uint64_t a = log->mistake_move[NIM_A], b = log->mistake_move[NIM_B];

	if (!log->in_game)
		return false;
	log->in_game = false;
	*s = log->game;
	s->first_mistake_side = !a && !b ? -1 : a && (!b || a < b) ? NIM_A : NIM_B;
	s->first_mistake_move = s->first_mistake_side < 0
	    ? 0
	    : log->mistake_move[s->first_mistake_side];
	/*
	 * a game's counts are bounded by the lines read (its random mistakes,
	 * by a million times that): the totals of one run cannot wrap
	 */
	nim_log_add_totals(&log->totals, &s->counts);
	return true;
}

void
nim_log_free(struct nim_log *log, struct nim_log_step *step)
{
	nim_position_free(&log->first);
	nim_position_free(&log->prev);
	nim_position_free(&log->before);
	nim_move_free(&step->move);
	nim_move_free(&step->correct);
}
