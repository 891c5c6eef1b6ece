/* Nim positions and moves as text: see movetext.h. */
#include <string.h>

#include "movetext.h"

static const char *const side_name[] = { [NIM_A] = "A", [NIM_B] = "B" };

/*
 * Writes v at w and returns its length.  This is a measured hot path, as
 * nim-trace --game writes three numbers for each move: a number of one
 * digit, as most heaps and heap numbers are, is written without a call.
 */
static inline size_t
number(char *w, uint64_t v)
{
	if (v < 10) {
		*w = (char)('0' + v);
		return 1;
	}
	return num_format(w, v);
}

/* nim_text_position after a move m that splits a heap into two. */
static void
split_position(struct text *t, const struct nim_position *p, const struct nim_move *m)
{
	size_t i;

	for (i = 0; i < p->n; i++) {
		if (i > 0)
			text_char(t, ' ');
		if (i == m->change[0].heap)
			text_printf(t, "%llu %llu", (unsigned long long)m->change[0].to,
			    (unsigned long long)m->split);
		else
			text_u64(t, p->heap[i]);
	}
}

/*
 * The contract is in movetext.h.  This is a measured hot path, as it writes
 * nim-safe's answer lines: the digits are written in place, without printf.
 * A move that splits a heap (a heap game's) takes a road of its own, so
 * that the loop of every other line stays as it was.
 */
void
nim_text_position(struct text *t, const struct nim_position *p, const struct nim_move *m)
{
	char *start, *w;
	size_t i, j = 0;

	if (m != NULL && m->split != 0) {
		split_position(t, p, m);
		return;
	}
	start = text_room(t, p->n * (U64_DIGITS + 1));
	w = start;
	for (i = 0; i < p->n; i++) {
		uint64_t v = p->heap[i];

		if (m != NULL && j < m->n && m->change[j].heap == i)
			v = m->change[j++].to;
		if (i > 0)
			*w++ = ' ';
		w += number(w, v);
	}
	t->len += (size_t)(w - start);
}

void
nim_text_row_letters(struct text *t, size_t row, char a)
{
	char name[16];
	size_t n = sizeof(name);

	do {
		name[--n] = (char)(a + row % 26);
		row /= 26;
	} while (row-- > 0);
	text_add(t, name + n, sizeof(name) - n);
}

size_t
nim_text_row_width(size_t row)
{
	size_t w = 1;

	while (row >= 26) {
		row = row / 26 - 1;
		w++;
	}
	return w;
}

void
nim_text_heap(struct text *t, const struct nim_game *g, size_t heap)
{
	if (g->rows) {
		text_str(t, "row ");
		nim_text_row_letters(t, heap, 'a');
	} else {
		text_str(t, "heap ");
		text_u64(t, heap);
	}
}

/*
 * The contract is in movetext.h.  This is a measured hot path, as it writes
 * every answer of nim-move and every step of nim-trace --game: printf cost
 * them 54% and 91% more, and appending each piece with its own room and
 * strlen cost a tenth of --game, so the changes are written in place.
 */
void
nim_text_move(struct text *t, const struct nim_game *g, const struct nim_move *m)
{
	enum { CHANGE_MAX = sizeof(", heap : -> ") + 3 * U64_DIGITS };
	char *start, *w;
	size_t j;

	if (g->rows || m->split != 0) {
		/*
		 * The Nimatron's rows, by letter, and a heap game's split, whose
		 * second heap follows the first: no hot path.
		 */
		for (j = 0; j < m->n; j++) {
			if (j > 0)
				text_str(t, ", ");
			nim_text_heap(t, g, m->change[j].heap);
			text_printf(t, ": %llu -> %llu", (unsigned long long)m->change[j].from,
			    (unsigned long long)m->change[j].to);
		}
		if (m->split != 0)
			text_printf(t, " %llu", (unsigned long long)m->split);
		return;
	}
	start = w = text_room(t, m->n * CHANGE_MAX);
	for (j = 0; j < m->n; j++) {
		if (j > 0) {
			memcpy(w, ", ", 2);
			w += 2;
		}
		memcpy(w, "heap ", 5);
		w += 5 + number(w + 5, m->change[j].heap);
		memcpy(w, ": ", 2);
		w += 2 + number(w + 2, m->change[j].from);
		memcpy(w, " -> ", 4);
		w += 4 + number(w + 4, m->change[j].to);
	}
	t->len += (size_t)(w - start);
}

void
nim_text_machine_move(struct text *t, const struct nim_machine *mc, enum nim_how how,
    const struct nim_move *m)
{
	static const char *const relay[] = { "R1", "R2", "R3" };

	switch (how) {
	case NIM_CORRECT:
		nim_text_move(t, &mc->game, m);
		return;
	case NIM_GAME_OVER:
		if (mc->game.rules != NULL)
			text_str(t, "game over: no move left, whoever moved last won");
		else
			text_str(t, mc->game.misere ?
			    "game over: whoever took the last match lost" :
			    "game over: whoever took the last match won");
		return;
	case NIM_NO_MOVE:
		text_str(t, "safe, no correct move");
		return;
	case NIM_BY_NIMROD:
		/*
		 * In a heap game, its smallest legal move (heapmove.h).  Each
		 * text is its own call, so that its length is known when built.
		 */
		if (mc->game.rules != NULL)
			text_str(t, "safe, no correct move; the Nimrod's smallest move: ");
		else
			text_str(t, "safe, no correct move; the Nimrod takes 1: ");
		break;
	case NIM_BY_NIMATRON:
		text_printf(t, "safe, no correct move; the Nimatron's %s acts: ",
		    relay[mc->relay_acted]);
		break;
	case NIM_AT_RANDOM:
		text_str(t, "safe, no correct move; at random: ");
		break;
	}
	nim_text_move(t, &mc->game, m);
}

const char *
nim_text_side(int side)
{
	return side_name[side];
}

void
nim_text_stopped(struct text *t, uint64_t moves, int next)
{
	text_printf(t, "# stopped at the limit of %llu %s; %s is to move\n",
	    (unsigned long long)moves,
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
		text_printf(t, "%zu %s %zu", before->n,
		    before->n == 1 ? "heap became" : "heaps became", after->n);
		break;
	case NIM_GREW:
		nim_text_heap(t, g, heap);
		text_printf(t, " grew from %llu to %llu", (unsigned long long)before->heap[heap],
		    (unsigned long long)after->heap[heap]);
		break;
	case NIM_NOTHING_TAKEN:
		text_str(t, "nothing was taken");
		break;
	case NIM_TOO_MANY:
		text_printf(t, "more than %llu %s", (unsigned long long)g->k,
		    g->k == 1 ? "heap changed" : "heaps changed");
		break;
	case NIM_AGAINST_RULES:
		nim_text_heap(t, g, heap);
		text_printf(t, ": %llu -> %llu", (unsigned long long)before->heap[heap],
		    (unsigned long long)after->heap[heap]);
		if (after->n > before->n)
			text_printf(t, " %llu", (unsigned long long)after->heap[heap + 1]);
		text_str(t, " is no move of the game");
		break;
	}
}

/* Which of a change's numbers a field lists. */
enum part { HEAP, FROM, TO };

static void
changes(struct text *t, const struct nim_move *m, enum part part)
{
	size_t j;

	text_char(t, '\t');
	if (m->n == 0)
		text_char(t, '-');
	for (j = 0; j < m->n; j++) {
		if (j > 0)
			text_char(t, ' ');
		text_u64(t, part == HEAP ? m->change[j].heap : part == FROM ? m->change[j].from :
		    m->change[j].to);
	}
	/* a heap game's split leaves two heaps: both are listed */
	if (part == TO && m->split != 0) {
		text_char(t, ' ');
		text_u64(t, m->split);
	}
}

void
nim_tsv_move(struct text *t, const struct nim_machine *mc, enum nim_how how,
    const struct nim_position *p, const struct nim_move *m)
{
	nim_text_position(t, p, m);
	changes(t, m, HEAP);
	changes(t, m, FROM);
	changes(t, m, TO);
	text_char(t, '\t');
	text_str(t, nim_how_name(how));
	/* The patent's relays R1, R2, R3 take 1, 2, 3 lamps. */
	if (how == NIM_BY_NIMATRON) {
		text_str(t, "-R");
		text_char(t, (char)('1' + mc->relay_acted));
	}
}
