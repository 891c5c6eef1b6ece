/* The booklet's board: see boardtext.h. */
#include "boardtext.h"
#include "movetext.h"
#include "rules.h"

/*
 * Writes "# label   value", padded to the start of the first column; no
 * value when value is NULL.
 */
static void
row_head(struct text *t, const char *label, size_t label_w,
    const uint64_t *value, size_t value_w)
{
	if (value != NULL)
		text_printf(t, "# %-*s %*llu", (int)label_w, label, (int)value_w,
		    (unsigned long long)*value);
	else
		text_printf(t, "# %-*s %*s", (int)label_w, label, (int)value_w, "");
}

/* The name of column c at the head of the board: its bit's number, or its value. */
static uint64_t
column_name(const struct nim_board *b, int c)
{
	return b->values ? (uint64_t)1 << c : (uint64_t)c;
}

/*
 * Sets the width of a column, wide enough for its name and for the
 * largest sum below it.
 */
static void
cell_width(struct nim_board *b)
{
	size_t name_w = nim_text_width(column_name(b, b->top < 0 ? 0 : b->top)),
	    sum_w = nim_text_width(b->most);

	b->cell_w = 1 + (sum_w > name_w ? sum_w : name_w);
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
	b->values = false;
	b->top = nim_top_column(p);
	nim_column_sums(p, b->sum);
	for (i = 0; i < p->n; i++)
		if (p->heap[i] > widest)
			widest = p->heap[i];
	b->ones_count = nim_counts_ones(g, p);
	b->all_safe = nim_columns_safe(g, b->sum);
	for (c = 0; c <= b->top; c++) {
		b->unsafe[c] = !nim_column_safe(g, b->sum[c]);
		if (b->sum[c] > most)
			most = b->sum[c];
	}
	b->label_w = 5 + nim_text_width(p->n > 0 ? p->n - 1 : 0);
	if (b->label_w < 6)
		b->label_w = 6;
	b->value_w = nim_text_width(widest);
	b->most = most;
	cell_width(b);
}

void
nim_text_board_in_values(struct nim_board *b)
{
	size_t last = b->p->n > 0 ? b->p->n - 1 : 0;

	b->values = true;
	if (b->game->rows)
		b->label_w = 4 + nim_text_row_width(last);
	if (b->label_w < 6)
		b->label_w = 6;
	cell_width(b);
}

/*
 * Writes "# heap 0   7" (or "# row a   7"), padded to the start of the
 * first column.
 */
static void
heap_head(struct text *t, const struct nim_board *b, size_t i)
{
	size_t at = t->len;

	text_str(t, "# ");
	if (b->values)
		nim_text_heap(t, b->game, i);
	else
		text_printf(t, "heap %zu", i);
	text_fill(t, ' ', b->label_w + 2 - (t->len - at));
	text_printf(t, " %*llu", (int)b->value_w, (unsigned long long)b->p->heap[i]);
}

/*
 * Writes the board's last lines in the reverse game when every heap is 0
 * or 1: then the count of ones decides, not the columns, so the board says
 * the count and what it makes the position.
 */
static void
ones_end(struct text *t, const struct nim_board *b)
{
	const struct nim_game *g = b->game;
	uint64_t ones = nim_ones(b->p);
	bool safe = nim_safe(g, b->p);

	text_str(t,
	    "# reverse game, every heap 0 or 1: the columns give way to the count of ones\n");
	if (g->k == 1)
		text_printf(t, "# ones %llu: %s, so %s\n", (unsigned long long)ones,
		    ones % 2 ? "odd" : "even",
		    safe ? "safe" : "unsafe");
	else
		text_printf(t, "# ones %llu: %s1 more than a multiple of %llu, so %s\n",
		    (unsigned long long)ones,
		    safe ? "" : "not ", (unsigned long long)g->k + 1, safe ? "safe" : "unsafe");
}

/*
 * Writes the board's last lines: which columns are unsafe and the rule
 * that says so, or the count of ones.
 */
static void
board_end(struct text *t, const struct nim_board *b)
{
	const struct nim_game *g = b->game;
	int c;

	if (b->ones_count) {
		ones_end(t, b);
		return;
	}
	row_head(t, "unsafe", b->label_w, NULL, b->value_w);
	if (b->all_safe)
		text_str(t, " none");
	else
		for (c = b->top; c >= 0; c--) {
			text_fill(t, ' ', b->cell_w - 1);
			text_char(t, b->unsafe[c] ? '^' : ' ');
		}
	while (t->s[t->len - 1] == ' ')
		t->len--;
	if (g->k == 1)
		text_str(t, "\n# a column is safe when its sum is even\n");
	else
		text_printf(t, "\n# a column is safe when its sum is divisible by k + 1 = %llu\n",
		    (unsigned long long)g->k + 1);
}

/*
 * Writes the board's next line into t; returns false when every line has
 * been written.  The board is for people to read, so it is written with
 * printf rather than by hand.
 */
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
			nim_text_right(t, column_name(b, c), b->cell_w);
		text_char(t, '\n');
	} else if (b->line <= n) {
		i = b->line - 1;
		heap_head(t, b, i);
		for (c = b->top; c >= 0; c--)
			nim_text_right(t, b->p->heap[i] >> c & 1, b->cell_w);
		text_char(t, '\n');
	} else if (b->line == n + 1) {
		row_head(t, "sum", b->label_w, NULL, b->value_w);
		for (c = b->top; c >= 0; c--)
			nim_text_right(t, b->sum[c], b->cell_w);
		text_char(t, '\n');
	} else {
		board_end(t, b);
	}
	b->line++;
	return true;
}
