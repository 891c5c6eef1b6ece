#include <stdbool.h>

#include "nimtext.h"
#include "../num.h"

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
		text_str(t, "safe, no correct move; the Nimatron's ");
		text_str(t, relay[mc->relay_acted]);
		text_str(t, " acts: ");
		break;
	case NIM_AT_RANDOM:
		text_str(t, "safe, no correct move; at random: ");
		break;
	}
	nim_text_move(t, m);
}

void
nim_text_stopped(struct text *t, uint64_t moves, const char *next)
{
	text_str(t, "# stopped at the limit of ");
	text_u64(t, moves);
	text_str(t, moves == 1 ? " move; " : " moves; ");
	text_str(t, next);
	text_str(t, " is to move\n");
}

static size_t
width(uint64_t v)
{
	char digits[U64_DIGITS];

	return num_format(digits, v);
}

/* v right-aligned in w columns; a wider v (heap 100000 of the panel) takes the room it needs. */
static void
right(struct text *t, uint64_t v, size_t w)
{
	size_t vw = width(v);

	text_fill(t, ' ', vw < w ? w - vw : 0);
	text_u64(t, v);
}

/* "# label   value" padded to the start of the first column. */
static void
row_head(struct text *t, const char *label, size_t label_w, const uint64_t *value, size_t value_w)
{
	size_t n = 0;

	text_str(t, "# ");
	while (label[n] != '\0')
		n++;
	text_str(t, label);
	text_fill(t, ' ', label_w - n + 1);
	if (value != NULL)
		right(t, *value, value_w);
	else
		text_fill(t, ' ', value_w);
}

void
nim_text_board_start(struct nim_board *b, const struct nim_game *g, const struct nim_position *p)
{
	uint64_t widest = 0, most = 0;
	size_t i;
	int c;

	b->game = g;
	b->p = p;
	b->line = 0;
	b->top = nim_top_column(p);
	b->all_small = true;
	nim_column_sums(p, b->sum);
	for (i = 0; i < p->n; i++) {
		if (p->heap[i] > widest)
			widest = p->heap[i];
		b->all_small = b->all_small && p->heap[i] <= 1;
	}
	for (c = 0; c <= b->top; c++)
		if (b->sum[c] > most)
			most = b->sum[c];
	b->label_w = 5 + width(p->n > 0 ? p->n - 1 : 0);
	if (b->label_w < 6)
		b->label_w = 6;
	b->value_w = width(widest);
	b->cell_w = 1 + (width(most) > width((uint64_t)b->top) ? width(most) : width((uint64_t)b->top));
}

/* The last lines: which columns are unsafe, and the rule that says so. */
static void
board_end(struct text *t, const struct nim_board *b)
{
	const struct nim_game *g = b->game;
	int c;

	row_head(t, "unsafe", b->label_w, NULL, b->value_w);
	if (nim_columns_safe(g, b->sum))
		text_str(t, " none");
	else
		for (c = b->top; c >= 0; c--) {
			text_fill(t, ' ', b->cell_w - 1);
			text_char(t, b->sum[c] % (g->k + 1) != 0 ? '^' : ' ');
		}
	while (t->s[t->len - 1] == ' ')
		t->len--;
	text_str(t, "\n# a column is safe when its sum is ");
	if (g->k == 1) {
		text_str(t, "even");
	} else {
		text_str(t, "divisible by k + 1 = ");
		text_u64(t, g->k + 1);
	}
	text_char(t, '\n');
	if (g->misere && b->all_small) {
		text_str(t, "# reverse game, no heap above 1: the columns give way to the count of ones,\n"
		    "# safe when it is ");
		if (g->k == 1) {
			text_str(t, "odd");
		} else {
			text_str(t, "1 more than a multiple of ");
			text_u64(t, g->k + 1);
		}
		text_char(t, '\n');
	}
}

bool
nim_text_board_line(struct text *t, struct nim_board *b)
{
	size_t n = b->p->n, i;
	int c;

	if (b->line > n + 2)
		return false;
	if (b->line == 0) {
		row_head(t, "column", b->label_w, NULL, b->value_w);
		for (c = b->top; c >= 0; c--)
			right(t, (uint64_t)c, b->cell_w);
		text_char(t, '\n');
	} else if (b->line <= n) {
		i = b->line - 1;
		text_str(t, "# heap ");
		text_u64(t, i);
		text_fill(t, ' ', b->label_w - 5 - width(i) + 1);
		right(t, b->p->heap[i], b->value_w);
		for (c = b->top; c >= 0; c--)
			right(t, b->p->heap[i] >> c & 1, b->cell_w);
		text_char(t, '\n');
	} else if (b->line == n + 1) {
		row_head(t, "sum", b->label_w, NULL, b->value_w);
		for (c = b->top; c >= 0; c--)
			right(t, b->sum[c], b->cell_w);
		text_char(t, '\n');
	} else {
		board_end(t, b);
	}
	b->line++;
	return true;
}

static void
binary(struct text *t, uint64_t v, int columns)
{
	int c;

	for (c = columns - 1; c >= 0; c--)
		text_char(t, nim_bit(v, c) ? '1' : '0');
}

/* The heap counter's column: room for "heap", or for the last heap's number past 9999. */
static size_t
counter_width(const struct nimrod *m)
{
	size_t w = 1 + width(m->store.n > 0 ? m->store.n - 1 : 0);

	return w > 5 ? w : 5;
}

void
nim_text_panel_head(struct text *t, const struct nimrod *m)
{
	text_str(t, "# the Nimrod's program on ");
	nim_text_position(t, &m->store, NULL);
	text_str(t, ", the heap counter starting at heap ");
	text_u64(t, m->heap);
	text_str(t, "\n# ins column");
	text_fill(t, ' ', counter_width(m) - 4);
	text_str(t, "heap memory store\n");
}

void
nim_text_panel_step(struct text *t, const struct nimrod *m)
{
	size_t mark = t->len, i;

	text_str(t, "#");
	right(t, (uint64_t)m->obeyed, 4);
	if (m->column >= 0)
		right(t, (uint64_t)m->column, 7);
	else
		text_str(t, "      -");
	right(t, m->heap, counter_width(m));
	text_char(t, ' ');
	mark = t->len;
	for (i = 0; i < m->selected.n; i++) {
		if (i > 0)
			text_char(t, ',');
		text_u64(t, m->selected.change[i].heap);
	}
	if (m->selected.n == 0)
		text_char(t, '-');
	text_fill(t, ' ', t->len - mark < 7 ? 7 - (t->len - mark) : 1);
	for (i = 0; i < m->store.n; i++) {
		binary(t, m->store.heap[i], m->columns);
		text_char(t, ' ');
	}
	text_char(t, ' ');
	switch (m->obeyed) {
	case NIMROD_SUM:
		text_str(t, "column sum ");
		text_u64(t, m->sum[m->column]);
		if (m->k == 1) {
			text_str(t, m->unsafe ? ": odd" : ": even");
		} else {
			text_str(t, m->unsafe ? ": not divisible by " : ": divisible by ");
			text_u64(t, m->k + 1);
		}
		break;
	case NIMROD_DIGIT:
		if (m->recalled) {
			text_str(t, "memory recalls heap ");
			text_u64(t, m->heap);
			text_str(t, m->digit ? ": digit 1" : ": digit 0");
			break;
		}
		text_str(t, "heap ");
		text_u64(t, m->heap);
		text_str(t, m->digit ? " has 1 in column " : " has 0 in column ");
		text_u64(t, (uint64_t)m->column);
		break;
	case NIMROD_NEXT_HEAP:
		text_str(t, "heap counter + 1");
		break;
	case NIMROD_MEMORY:
		text_str(t, m->was_selected ? "heap already selected: re-modify" : "memory not yet operated");
		break;
	case NIMROD_SELECT:
		text_str(t, "memory operated: heap ");
		text_u64(t, m->heap);
		break;
	case NIMROD_MODIFY:
		text_str(t, "heap ");
		text_u64(t, m->heap);
		text_str(t, ": ");
		binary(t, m->before, m->columns);
		text_str(t, " -> ");
		binary(t, m->after, m->columns);
		break;
	case NIMROD_NEXT_COLUMN:
		text_str(t, m->column >= 0 ? "column counter - 1" : "no column left");
		break;
	case NIMROD_STOP:
		text_str(t, "stop");
		break;
	}
	if (m->obeyed != NIMROD_STOP) {
		text_str(t, " -> ");
		text_u64(t, (uint64_t)m->lit);
	}
	text_char(t, '\n');
}

/* A relay's power of 2: Z, F, S for the zero, first and second, as the patent has them; numbers past. */
static void
relay_power(struct text *t, int power)
{
	if (power < 3)
		text_char(t, "ZFS"[power]);
	else
		text_u64(t, (uint64_t)power);
}

/*
 * Row a, b, ... z as the patent names its rows (in capitals on its
 * relays), then aa, ab, ... zz, aaa: every row its own name.
 */
static void
row_name(struct text *t, size_t row, char a)
{
	char name[16];
	size_t n = sizeof(name);

	do {
		name[--n] = (char)(a + row % 26);
		row /= 26;
	} while (row-- > 0);
	text_add(t, name + n, sizeof(name) - n);
}

static size_t
name_width(size_t row)
{
	size_t w = 1;

	while (row >= 26) {
		row = row / 26 - 1;
		w++;
	}
	return w;
}

void
nim_text_relays_start(struct nim_relays *r, const struct nim_position *p)
{
	uint64_t most = 0;
	size_t i;
	int c;

	r->p = p;
	r->line = 0;
	r->top = nim_top_column(p);
	nim_column_sums(p, r->sum);
	for (i = 0; i < p->n; i++)
		if (p->heap[i] > most)
			most = p->heap[i];
	r->lamps_w = width(most) > 5 ? width(most) : 5;
	r->name_w = p->n > 0 ? name_width(p->n - 1) : 1;
	for (c = 0; c <= r->top; c++)
		r->cell_w[c] = width(r->sum[c]) > width((uint64_t)1 << c) ? width(r->sum[c]) :
		    width((uint64_t)1 << c);
}

/* The E relays of the powers held by an even (or an odd) number of rows, or "none". */
static void
e_relays(struct text *t, const struct nim_relays *r, bool odd)
{
	size_t mark = t->len;
	int c;

	for (c = r->top; c >= 0; c--)
		if (r->sum[c] % 2 == odd) {
			text_str(t, " E");
			relay_power(t, c);
		}
	if (t->len == mark)
		text_str(t, " none");
}

/* The rows' sums and the E relays: energized for a power in an even number of rows, else released. */
static void
relays_end(struct text *t, const struct nim_relays *r)
{
	int c;

	text_str(t, "# rows");
	text_fill(t, ' ', r->name_w - 1 + r->lamps_w + 1);
	for (c = r->top; c >= 0; c--)
		right(t, r->sum[c], r->cell_w[c] + 1);
	text_str(t, "\n# even relays:");
	e_relays(t, r, false);
	text_str(t, "; released:");
	e_relays(t, r, true);
	text_char(t, '\n');
}

bool
nim_text_relays_line(struct text *t, struct nim_relays *r)
{
	size_t n = r->p->n, i;
	int c;

	if (r->line > n + 1)
		return false;
	if (r->line == 0) {
		text_str(t, "# the Nimatron's relays for ");
		nim_text_position(t, r->p, NULL);
		text_str(t, "\n# row");
		text_fill(t, ' ', r->name_w - 1 + r->lamps_w - 5 + 1);
		text_str(t, "lamps ");
		for (c = r->top; c >= 0; c--)
			right(t, (uint64_t)1 << c, r->cell_w[c] + 1);
		text_str(t, "  relays energized\n");
	} else if (r->line <= n) {
		i = r->line - 1;
		text_str(t, "#   ");
		row_name(t, i, 'a');
		text_fill(t, ' ', r->name_w - name_width(i) + 1);
		right(t, r->p->heap[i], r->lamps_w);
		text_char(t, ' ');
		for (c = r->top; c >= 0; c--) {
			text_fill(t, ' ', r->cell_w[c]);
			text_char(t, nim_bit(r->p->heap[i], c) ? '1' : '0');
		}
		text_char(t, ' ');
		for (c = r->top; c >= 0; c--)
			if (nim_bit(r->p->heap[i], c)) {
				text_char(t, ' ');
				row_name(t, i, 'A');
				relay_power(t, c);
			}
		text_char(t, '\n');
	} else {
		relays_end(t, r);
	}
	r->line++;
	return true;
}

void
nim_text_illegal(struct text *t, const struct nim_game *g, enum nim_legality why, size_t heap,
    const struct nim_position *before, const struct nim_position *after)
{
	switch (why) {
	case NIM_LEGAL:
		break;
	case NIM_HEAP_COUNT:
		text_u64(t, before->n);
		text_str(t, before->n == 1 ? " heap became " : " heaps became ");
		text_u64(t, after->n);
		break;
	case NIM_GREW:
		text_str(t, "heap ");
		text_u64(t, heap);
		text_str(t, " grew from ");
		text_u64(t, before->heap[heap]);
		text_str(t, " to ");
		text_u64(t, after->heap[heap]);
		break;
	case NIM_NOTHING_TAKEN:
		text_str(t, "nothing was taken");
		break;
	case NIM_TOO_MANY:
		text_str(t, "more than ");
		text_u64(t, g->k);
		text_str(t, g->k == 1 ? " heap changed" : " heaps changed");
		break;
	}
}

static const char *const side_name[] = { "A", "B" };

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
		text_str(t, nim_safe(&log->rules, p) ? ": A to move; safe, so B can win\n" :
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
	text_str(t, "# ");
	text_u64(t, log->games);
	text_str(t, log->games == 1 ? " game, " : " games, ");
	text_u64(t, log->moves);
	text_str(t, log->moves == 1 ? " move; mistakes: A " : " moves; mistakes: A ");
	text_u64(t, log->mistakes[NIM_A]);
	text_str(t, ", B ");
	text_u64(t, log->mistakes[NIM_B]);
	text_str(t, "; illegal moves: ");
	text_u64(t, log->illegal);
	text_char(t, '\n');
}
