/* The Nimrod's panel and the Nimatron's relays: see paneltext.h. */
#include "../screen.h"
#include "movetext.h"
#include "paneltext.h"
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

/* The heading's first line: the position and where the heap counter starts. */
static void
heading(struct text *t, const struct nimrod *m)
{
	text_str(t, "# the Nimrod's program on ");
	nim_text_position(t, &m->store, NULL);
	text_printf(t, ", the heap counter starting at heap %llu\n", (unsigned long long)m->heap);
}

/* The panel's column heads. */
static void
column_heads(struct text *t, const struct nimrod *m)
{
	text_printf(t, "# ins column%*sheap memory store\n", (int)(counter_width(m) - 4), "");
}

void
nim_text_panel_head(struct text *t, const struct nimrod *m)
{
	heading(t, m);
	column_heads(t, m);
}

/*
 * "#   2      2    1 -      111 001 110 100  ": the instruction obeyed (none:
 * "-") and the registers.
 */
static void
registers(struct text *t, const struct nimrod *m, bool obeyed)
{
	size_t mark, i;

	text_str(t, "#");
	if (obeyed)
		nim_text_right(t, (uint64_t)m->obeyed, 4);
	else
		text_str(t, "   -");
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
}

/* hot path: measured (a line an instruction obeyed: printf tripled a panel's cost) */
void
nim_text_panel_step(struct text *t, const struct nimrod *m)
{
	registers(t, m, true);
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
		text_str(t,
		    m->was_selected ? "heap already selected: re-modify"
				    : "memory not yet operated");
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

/*
 * The booklet's instructions, as short as a projected line allows; the
 * multiple game's where they differ.
 */
static const char *const instruction[] = {
	[NIMROD_SUM] = "sum the column: odd -> 2, even -> 7",
	[NIMROD_DIGIT] = "the heap's digit in the column: 1 -> 4, 0 -> 3",
	[NIMROD_NEXT_HEAP] = "heap counter + 1 -> 2",
	[NIMROD_MEMORY] = "heap selected memory: operated -> 6, not -> 5",
	[NIMROD_SELECT] = "operate the memory on this heap -> 6",
	[NIMROD_MODIFY] = "modify the heap: the column's 1 to 0, each digit right of it to 1 -> 7",
	[NIMROD_NEXT_COLUMN] = "column counter - 1: a column left -> 1, none -> 8",
	[NIMROD_STOP] = "stop",
};
static const char *const multiple[] = {
	[NIMROD_SUM] = "sum the column: not divisible by k+1 -> 2, divisible -> 7",
	[NIMROD_DIGIT] = "the digit of a modified heap first, in the column: 1 -> 4, 0 -> 3",
	[NIMROD_MODIFY] = "modify the heap: the column's 1 to 0, each digit right of it to 1 -> 1",
};

/*
 * Writes the main store as the booklet's board, one heap to a row and its
 * binary digits in aligned columns (spaced where they fit 64 columns),
 * the heap counter's row marked, so that a class sees which digit
 * changed.
 */
static void
store_board(struct text *t, const struct nimrod *m)
{
	size_t w = nim_text_width(m->store.n > 0 ? m->store.n - 1 : 0), i;
	const char *gap = m->columns <= 20 ? " " : "";
	int c;

	text_str(t, "# store column");
	text_fill(t, ' ', w + 1);
	for (c = m->columns - 1; c >= 0; c--)
		text_printf(t, "%s%d", c < m->columns - 1 ? gap : "", c % 10);
	text_char(t, '\n');
	for (i = 0; i < m->store.n; i++) {
		text_str(t, "#       heap ");
		nim_text_right(t, i, w);
		text_str(t, "  ");
		for (c = m->columns - 1; c >= 0; c--)
			text_printf(t, "%s%c", c < m->columns - 1 ? gap : "",
			    nim_bit(m->store.heap[i], c) ? '1' : '0');
		text_str(t, i == m->heap ? "  <- heap counter\n" : "\n");
	}
}

/*
 * Appends the lines of (s, len) to t wrapped to width, each one cleared
 * first when over; returns how many lines it appended.
 */
static int
wrapped(struct text *t, const char *s, size_t len, size_t width, bool over)
{
	struct text lines = { 0 };
	size_t at = 0, end;
	int n = 0;

	screen_wrap(&lines, s, len, width);
	for (; at < lines.len; at = end + 1, n++) {
		end = at;
		while (end < lines.len && lines.s[end] != '\n')
			end++;
		if (over)
			text_str(t, "\033[2K");
		text_add(t, lines.s + at, end - at);
		text_char(t, '\n');
	}
	text_free(&lines);
	return n;
}

int
nim_text_front(struct text *t, const struct nimrod *m, bool obeyed, int up,
    size_t width)
{
	struct text display = { 0 };
	int i, n;

	if (up > 0) {
		text_printf(t, "\033[%dA", up);
	} else {
		heading(&display, m);
		wrapped(t, display.s, display.len, width, false);
		display.len = 0;
	}
	for (i = NIMROD_SUM; i <= NIMROD_STOP; i++) {
		const char *what = m->k > 1 &&
			i < (int)(sizeof(multiple) / sizeof(*multiple)) &&
			multiple[i] != NULL
		    ? multiple[i]
		    : instruction[i];

		text_printf(&display, "# %s %d  %s\n",
		    obeyed && (int)m->obeyed == i ? "=>" : "  ", i, what);
	}
	column_heads(&display, m);
	if (obeyed) {
		nim_text_panel_step(&display, m);
	} else {
		registers(&display, m, false);
		text_str(&display, "loaded: instruction 1 is next\n");
	}
	store_board(&display, m);
	n = wrapped(t, display.s, display.len, width, up > 0);
	if (n < up)	/* The last one's lines left below this one. */
		text_str(t, "\033[J");
	text_free(&display);
	return n;
}

void
nim_text_button_note(struct text *t, size_t width)
{
	static const char note[] = "# the push-button: Enter obeys the next "
	    "instruction; Ctrl-D, the rest at once\n";

	if (width > 0)
		screen_wrap(t, note, sizeof(note) - 1, width);
	else
		text_str(t, note);
}
