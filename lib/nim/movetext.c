/* Nim positions and moves as text: see movetext.h. */
#include "movetext.h"

static const char *const side_name[] = { [NIM_A] = "A", [NIM_B] = "B" };

/* hot path: measured (nim-safe's answer line): the digits written in place, no printf */
void
nim_text_position(struct text *t, const struct nim_position *p, const struct nim_move *m)
{
	char *start = text_room(t, p->n * (U64_DIGITS + 1)), *w = start;
	size_t i, j = 0;

	for (i = 0; i < p->n; i++) {
		uint64_t v = p->heap[i];

		if (m != NULL && j < m->n && m->change[j].heap == i)
			v = m->change[j++].to;
		if (i > 0)
			*w++ = ' ';
		w += num_format(w, v);
	}
	t->len += (size_t)(w - start);
}

/* hot path: measured (every answer of nim-move, every step of --game: printf cost 54% and 91%) */
void
nim_text_move(struct text *t, const struct nim_move *m)
{
	size_t j;

	for (j = 0; j < m->n; j++) {
		text_str(t, j > 0 ? ", heap " : "heap ");
		text_u64(t, m->change[j].heap);
		text_str(t, ": ");
		text_u64(t, m->change[j].from);
		text_str(t, " -> ");
		text_u64(t, m->change[j].to);
	}
}

void
nim_text_machine_move(struct text *t, const struct nim_machine *mc, enum nim_how how,
    const struct nim_move *m)
{
	static const char *const relay[] = { "R1", "R2", "R3" };

	switch (how) {
	case NIM_CORRECT:
		nim_text_move(t, m);
		return;
	case NIM_GAME_OVER:
		text_str(t, mc->game.misere ? "game over: whoever took the last match lost" :
		    "game over: whoever took the last match won");
		return;
	case NIM_NO_MOVE:
		text_str(t, "safe, no correct move");
		return;
	case NIM_BY_NIMROD:
		text_str(t, "safe, no correct move; the Nimrod takes 1: ");
		break;
	case NIM_BY_NIMATRON:
		text_printf(t, "safe, no correct move; the Nimatron's %s acts: ", relay[mc->relay_acted]);
		break;
	case NIM_AT_RANDOM:
		text_str(t, "safe, no correct move; at random: ");
		break;
	}
	nim_text_move(t, m);
}

const char *
nim_text_side(int side)
{
	return side_name[side];
}

void
nim_text_stopped(struct text *t, uint64_t moves, int next)
{
	text_printf(t, "# stopped at the limit of %llu %s; %s is to move\n", (unsigned long long)moves,
	    moves == 1 ? "move" : "moves", side_name[next]);
}

size_t
nim_text_width(uint64_t v)
{
	char digits[U64_DIGITS];

	return num_format(digits, v);
}

void
nim_text_right(struct text *t, uint64_t v, size_t w)
{
	size_t vw = nim_text_width(v);

	text_fill(t, ' ', vw < w ? w - vw : 0);
	text_u64(t, v);
}

void
nim_text_illegal(struct text *t, const struct nim_game *g, enum nim_legality why, size_t heap,
    const struct nim_position *before, const struct nim_position *after)
{
	switch (why) {
	case NIM_LEGAL:
		break;
	case NIM_HEAP_COUNT:
		text_printf(t, "%zu %s %zu", before->n, before->n == 1 ? "heap became" : "heaps became", after->n);
		break;
	case NIM_GREW:
		text_printf(t, "heap %zu grew from %llu to %llu", heap, (unsigned long long)before->heap[heap],
		    (unsigned long long)after->heap[heap]);
		break;
	case NIM_NOTHING_TAKEN:
		text_str(t, "nothing was taken");
		break;
	case NIM_TOO_MANY:
		text_printf(t, "more than %llu %s", (unsigned long long)g->k, g->k == 1 ? "heap changed" : "heaps changed");
		break;
	}
}

/* hot path: measured (nim-trace --game writes a line a move): appends by hand */
void
nim_text_log_step(struct text *t, const struct nim_log *log, const struct nim_position *p,
    const struct nim_log_step *step)
{
	static const char *const verdict[] = {
		[NIM_MOVE_CORRECT] = "correct: ", [NIM_MOVE_MISTAKE] = "mistake: ", [NIM_MOVE_FORCED] = "forced: ",
	};

	nim_text_position(t, p, NULL);
	if (step->starts_game) {
		text_str(t, " # game ");
		text_u64(t, log->game.number);
		text_str(t, step->start_safe ? ": A to move; safe, so B can win\n" :
		    ": A to move; unsafe, so A can win\n");
		return;
	}
	text_str(t, " # ");
	text_str(t, side_name[step->mover]);
	text_str(t, ": ");
	if (step->legality != NIM_LEGAL) {
		text_str(t, "illegal move: ");
		nim_text_illegal(t, &log->rules, step->legality, step->heap, &log->before, p);
		text_char(t, '\n');
		return;
	}
	text_str(t, verdict[step->judgement]);
	nim_text_move(t, &step->move);
	if (step->correct.n > 0) {
		text_str(t, "; correct was ");
		nim_text_position(t, &log->before, &step->correct);
		text_str(t, " (");
		nim_text_move(t, &step->correct);
		text_char(t, ')');
	}
	if (step->game_over) {
		text_str(t, "; ");
		text_str(t, side_name[step->winner]);
		text_str(t, " wins");
	}
	text_char(t, '\n');
}

/* hot path: measured (a line a game of nim-trace --game, as many as moves in short games) */
void
nim_text_game_summary(struct text *t, const struct nim_game_summary *s)
{
	text_str(t, "# game ");
	text_u64(t, s->number);
	text_str(t, ": ");
	text_u64(t, s->moves);
	text_str(t, s->moves == 1 ? " move, A first" : " moves, A first");
	if (s->first_mistake_side >= 0) {
		text_str(t, "; first mistake: ");
		text_str(t, side_name[s->first_mistake_side]);
		text_str(t, " at line ");
		text_u64(t, s->first_mistake_line);
	} else {
		text_str(t, "; no mistake");
	}
	if (!s->finished) {
		text_str(t, s->illegal_line ? "; no result: illegal move at line " : "; unfinished\n");
		if (s->illegal_line) {
			text_u64(t, s->illegal_line);
			text_char(t, '\n');
		}
		return;
	}
	text_str(t, "; ");
	text_str(t, side_name[s->winner]);
	if (s->decided_by_mistake) {
		text_str(t, " won, decided by ");
		text_str(t, side_name[!s->winner]);
		text_str(t, "'s mistake at line ");
		text_u64(t, s->decisive_line);
	} else {
		text_str(t, " won, as the start promised");
	}
	if (s->illegal_line) {
		text_str(t, "; illegal move at line ");
		text_u64(t, s->illegal_line);
		text_str(t, ", after the end");
	}
	text_char(t, '\n');
}

void
nim_text_log_totals(struct text *t, const struct nim_log *log)
{
	text_printf(t, "# %llu %s, %llu %s; mistakes: A %llu, B %llu; illegal moves: %llu\n",
	    (unsigned long long)log->games, log->games == 1 ? "game" : "games",
	    (unsigned long long)log->moves, log->moves == 1 ? "move" : "moves",
	    (unsigned long long)log->mistakes[NIM_A], (unsigned long long)log->mistakes[NIM_B],
	    (unsigned long long)log->illegal);
}
