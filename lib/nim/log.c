/* Nim game logs: see log.h. */
#include <string.h>

#include "log.h"

void
nim_log_start(struct nim_log *log, const struct nim_game *rules)
{
	memset(log, 0, sizeof(*log));
	log->rules = *rules;
}

/* The heaps are empty and the game was legal to here: whoever moved last has won, or lost. */
static void
end_play(struct nim_log *log, int last_mover)
{
	struct nim_game_summary *g = &log->game;

	g->finished = true;
	g->winner = nim_winner(&log->rules, last_mover);
	/* after the last mistake the winner never let go: it was the loser's */
	g->decided_by_mistake = log->last_mistake_line && log->last_mistake_side != g->winner;
	g->decisive_line = log->last_mistake_line;
}

static void
begin_game(struct nim_log *log, const struct nim_position *p)
{
	log->in_game = true;
	log->mover = NIM_A;
	log->mistake_line[0] = log->mistake_line[1] = log->last_mistake_line = 0;
	memset(&log->game, 0, sizeof(log->game));
	log->game.number = ++log->games;
	nim_position_copy(&log->prev, p);
	/* nothing to take: A is to move, so B is the one who took the last match */
	if (nim_terminal(p))
		end_play(log, NIM_B);
}

void
nim_log_position(struct nim_log *log, const struct nim_position *p, unsigned long long line,
    struct nim_log_step *step)
{
	step->starts_game = !log->in_game;
	step->game_over = false;
	step->move.n = step->correct.n = 0;
	if (step->starts_game) {
		step->start_safe = nim_safe(&log->rules, p);
		begin_game(log, p);
		return;
	}
	step->mover = log->mover;
	step->legality = nim_legal(&log->rules, &log->prev, p, &step->heap);
	if (step->legality != NIM_LEGAL) {
		log->illegal++;
		if (!log->game.illegal_line)
			log->game.illegal_line = line;
	} else {
		step->judgement = nim_judge(&log->rules, &log->prev, p);
		nim_move_between(&log->prev, p, &step->move);
		log->game.moves++;
		log->moves++;
		if (step->judgement == NIM_MOVE_MISTAKE) {
			log->mistakes[step->mover]++;
			if (!log->mistake_line[step->mover])
				log->mistake_line[step->mover] = line;
			log->last_mistake_line = line;
			log->last_mistake_side = step->mover;
			nim_correct_move(&log->rules, &log->prev, 0, &step->correct);
		}
		if (nim_terminal(p) && !log->game.finished && !log->game.illegal_line) {
			end_play(log, step->mover);
			step->game_over = true;
			step->winner = log->game.winner;
		}
	}
	nim_position_copy(&log->before, &log->prev);
	nim_position_copy(&log->prev, p);
	log->mover = !log->mover;
}

bool
nim_log_end_game(struct nim_log *log, struct nim_game_summary *s)
{
	unsigned long long a = log->mistake_line[NIM_A], b = log->mistake_line[NIM_B];

	if (!log->in_game)
		return false;
	log->in_game = false;
	*s = log->game;
	s->first_mistake_side = !a && !b ? -1 : a && (!b || a < b) ? NIM_A : NIM_B;
	s->first_mistake_line = s->first_mistake_side < 0 ? 0 : log->mistake_line[s->first_mistake_side];
	return true;
}

void
nim_log_free(struct nim_log *log, struct nim_log_step *step)
{
	nim_position_free(&log->prev);
	nim_position_free(&log->before);
	nim_move_free(&step->move);
	nim_move_free(&step->correct);
}
