/* The Nimrod's panel and the Nimatron's relays: see panel.h. */
#include "movetext.h"
#include "panel.h"
#include "rules.h"

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
	size_t w = 1 + nim_text_width(m->store.n > 0 ? m->store.n - 1 : 0);

	return w > 5 ? w : 5;
}

void
nim_text_panel_head(struct text *t, const struct nimrod *m)
{
	text_str(t, "# the Nimrod's program on ");
	nim_text_position(t, &m->store, NULL);
	text_printf(t, ", the heap counter starting at heap %llu\n# ins column%*sheap memory store\n",
	    (unsigned long long)m->heap, (int)(counter_width(m) - 4), "");
}

/* hot path: measured (a line an instruction obeyed: printf tripled a panel's cost) */
void
nim_text_panel_step(struct text *t, const struct nimrod *m)
{
	size_t mark = t->len, i;

	text_str(t, "#");
	nim_text_right(t, (uint64_t)m->obeyed, 4);
	if (m->column >= 0)
		nim_text_right(t, (uint64_t)m->column, 7);
	else
		text_str(t, "      -");
	nim_text_right(t, m->heap, counter_width(m));
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
	/* the patent's E relays judge the columns of the simple game */
	static const struct nim_game simple = { .k = 1 };
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
	r->lamps_w = nim_text_width(most) > 5 ? nim_text_width(most) : 5;
	r->name_w = p->n > 0 ? name_width(p->n - 1) : 1;
	for (c = 0; c <= r->top; c++) {
		size_t sum_w = nim_text_width(r->sum[c]), power_w = nim_text_width((uint64_t)1 << c);

		r->energized[c] = nim_column_safe(&simple, r->sum[c]);
		r->cell_w[c] = sum_w > power_w ? sum_w : power_w;
	}
}

/* The E relays of the powers held by an even (or an odd) number of rows, or "none". */
static void
e_relays(struct text *t, const struct nim_relays *r, bool odd)
{
	size_t mark = t->len;
	int c;

	for (c = r->top; c >= 0; c--)
		if (r->energized[c] != odd) {
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
		nim_text_right(t, r->sum[c], r->cell_w[c] + 1);
	text_str(t, "\n# even relays:");
	e_relays(t, r, false);
	text_str(t, "; released:");
	e_relays(t, r, true);
	text_char(t, '\n');
}

/* hot path: measured (a line a row, each move: printf made a relay trace 10% dearer, 39% in the rows) */
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
			nim_text_right(t, (uint64_t)1 << c, r->cell_w[c] + 1);
		text_str(t, "  relays energized\n");
	} else if (r->line <= n) {
		i = r->line - 1;
		text_str(t, "#   ");
		row_name(t, i, 'a');
		text_fill(t, ' ', r->name_w - name_width(i) + 1);
		nim_text_right(t, r->p->heap[i], r->lamps_w);
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
