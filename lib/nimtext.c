#include <stdbool.h>

#include "nimtext.h"
#include "num.h"

void
nim_text_position(struct text *t, const struct nim_position *p, const struct nim_move *m)
{
	size_t i, j = 0;

	for (i = 0; i < p->n; i++) {
		uint64_t v = p->heap[i];

		if (m != NULL && j < m->n && m->change[j].heap == i)
			v = m->change[j++].to;
		if (i > 0)
			text_char(t, ' ');
		text_u64(t, v);
	}
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

static size_t
width(uint64_t v)
{
	char digits[U64_DIGITS];

	return num_format(digits, v);
}

static void
right(struct text *t, uint64_t v, size_t w)
{
	text_fill(t, ' ', w - width(v));
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
nim_text_board(struct text *t, const struct nim_game *g, const struct nim_position *p)
{
	uint64_t sum[NIM_COLUMNS], widest = 0, most = 0;
	int top = nim_top_column(p), c;
	size_t i, label_w, value_w, cell_w;
	bool all_small = true;

	nim_column_sums(p, sum);
	for (i = 0; i < p->n; i++) {
		if (p->heap[i] > widest)
			widest = p->heap[i];
		all_small = all_small && p->heap[i] <= 1;
	}
	for (c = 0; c <= top; c++)
		if (sum[c] > most)
			most = sum[c];
	label_w = 5 + width(p->n > 0 ? p->n - 1 : 0);
	if (label_w < 6)
		label_w = 6;
	value_w = width(widest);
	cell_w = 1 + (width(most) > width((uint64_t)top) ? width(most) : width((uint64_t)top));

	row_head(t, "column", label_w, NULL, value_w);
	for (c = top; c >= 0; c--)
		right(t, (uint64_t)c, cell_w);
	text_char(t, '\n');
	for (i = 0; i < p->n; i++) {
		text_str(t, "# heap ");
		text_u64(t, i);
		text_fill(t, ' ', label_w - 5 - width(i) + 1);
		right(t, p->heap[i], value_w);
		for (c = top; c >= 0; c--)
			right(t, p->heap[i] >> c & 1, cell_w);
		text_char(t, '\n');
	}
	row_head(t, "sum", label_w, NULL, value_w);
	for (c = top; c >= 0; c--)
		right(t, sum[c], cell_w);
	text_char(t, '\n');
	row_head(t, "unsafe", label_w, NULL, value_w);
	if (nim_columns_safe(g, sum))
		text_str(t, " none");
	else
		for (c = top; c >= 0; c--) {
			text_fill(t, ' ', cell_w - 1);
			text_char(t, sum[c] % (g->k + 1) != 0 ? '^' : ' ');
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
	if (g->misere && all_small) {
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
