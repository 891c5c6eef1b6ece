/* The Nimatron's relays: see relaytext.h. */
#include "movetext.h"
#include "relaytext.h"
#include "rules.h"

/*
 * Writes the name of a relay's power of 2: Z, F or S for the zero, first
 * and second, as the patent names them, and numbers past those for rows
 * longer than its seven.
 */
static void
relay_power(struct text *t, int power)
{
	if (power < 3)
		text_char(t, "ZFS"[power]);
	else
		text_u64(t, (uint64_t)power);
}

/* The relay X, Y or Z that works with R1, R2 or R3 (the patent names X with R1, Y with R2). */
static const char *const held_relay[] = { "R1 X", "R2 Y", "R3 Z" };

/*
 * Writes the relays of row i, each with `sep` before it, and returns how
 * many it wrote.  They come in the patent's order:
 * the powers from the zero up, then AN, then the lock relay AL.  AN is
 * the relay whose operation releases AZ "to denote that the row contains
 * no zero power": the row holds an even number of lamps.  The patent's
 * lists name it for an empty row only just after that row was emptied.
 */
static size_t
row_relays(struct text *t, const struct nim_relays *r, size_t i, const char *sep)
{
	uint64_t lamps = r->p->heap[i];
	bool locked = i == r->memory.locked;
	size_t n = 0;
	int c;

	for (c = 0; c <= r->top; c++)
		if (nim_bit(lamps, c)) {
			text_str(t, n++ > 0 ? sep : "");
			nim_text_row_letters(t, i, 'A');
			relay_power(t, c);
		}
	if (lamps % 2 == 0 && (lamps > 0 || locked)) {
		text_str(t, n++ > 0 ? sep : "");
		nim_text_row_letters(t, i, 'A');
		text_char(t, 'N');
	}
	if (locked) {
		text_str(t, n++ > 0 ? sep : "");
		nim_text_row_letters(t, i, 'A');
		text_char(t, 'L');
	}
	return n;
}

void
nim_text_relays_start(struct nim_relays *r, const struct nim_position *p,
    const struct nim_relay_memory *memory)
{
	/* the patent's E relays judge the columns of the simple game */
	static const struct nim_game simple = { .k = 1 };
	uint64_t most = 0;
	size_t i;
	int c;

	r->p = p;
	r->memory = *memory;
	r->line = 0;
	r->top = nim_top_column(p);
	if (r->top < 2)
		r->top = 2;	/* the Nimatron's three powers: a relay for each, absent or not */
	nim_column_sums(p, r->sum);
	for (i = 0; i < p->n; i++)
		if (p->heap[i] > most)
			most = p->heap[i];
	r->lamps_w = nim_text_width(most) > 5 ? nim_text_width(most) : 5;
	r->name_w = p->n > 0 ? nim_text_row_width(p->n - 1) : 1;
	for (c = 0; c <= r->top; c++) {
		size_t sum_w = nim_text_width(r->sum[c]),
		    power_w = nim_text_width((uint64_t)1 << c);

		r->energized[c] = nim_column_safe(&simple, r->sum[c]);
		r->cell_w[c] = sum_w > power_w ? sum_w : power_w;
	}
}

/*
 * Writes the E relays energized (or, when released is true, released),
 * each with sep before it, and returns how many it wrote.
 */
static size_t
e_relays(struct text *t, const struct nim_relays *r, bool released, const char *sep)
{
	size_t n = 0;
	int c;

	for (c = 0; c <= r->top; c++)
		if (r->energized[c] != released) {
			text_str(t, n++ > 0 ? sep : "");
			text_char(t, 'E');
			relay_power(t, c);
		}
	return n;
}

/*
 * Writes every relay energized, as the patent lists them in its worked
 * game ("AZ, BZ, BF, DZ, DF, DL, EF, ES, R2 and Y"), or "none".  They are
 * gathered first, a space apart, so that the last space can become "and".
 */
static void
all_relays(struct text *t, const struct nim_relays *r)
{
	struct text list = { 0 };
	size_t i, last = 0;

	for (i = 0; i < r->p->n; i++)
		if (row_relays(&list, r, i, " ") > 0)
			text_char(&list, ' ');
	if (e_relays(&list, r, false, " ") > 0)
		text_char(&list, ' ');
	if (r->memory.held >= 0)
		text_str(&list, held_relay[r->memory.held]);
	while (list.len > 0 && list.s[list.len - 1] == ' ')
		list.len--;
	for (i = 0; i < list.len; i++)
		if (list.s[i] == ' ')
			last = i;
	text_str(t, "# relays energized: ");
	if (list.len == 0)
		text_str(t, "none");
	for (i = 0; i < list.len; i++)
		if (list.s[i] != ' ')
			text_char(t, list.s[i]);
		else
			text_str(t, i == last ? " and " : ", ");
	text_char(t, '\n');
	text_free(&list);
}

/*
 * Writes the trace's last lines: the rows' sums, the E relays energized
 * and released, and every relay energized.
 */
static void
relays_end(struct text *t, const struct nim_relays *r)
{
	int c;

	text_str(t, "# rows");
	text_fill(t, ' ', r->name_w - 1 + r->lamps_w + 1);
	for (c = r->top; c >= 0; c--)
		nim_text_right(t, r->sum[c], r->cell_w[c] + 1);
	text_str(t, "\n# E relays, a power in an even number of rows or in none: ");
	if (e_relays(t, r, false, " ") == 0)
		text_str(t, "none");
	text_str(t, "; released: ");
	if (e_relays(t, r, true, " ") == 0)
		text_str(t, "none");
	text_char(t, '\n');
	all_relays(t, r);
}

/*
 * Writes the trace's next line; returns false after the last.  This is a
 * measured hot path, written by hand: with printf a relay trace cost 10%
 * more instructions (39% more in the rows' lines).
 */
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
		text_str(t, "  relays\n");
	} else if (r->line <= n) {
		i = r->line - 1;
		text_str(t, "#   ");
		nim_text_row_letters(t, i, 'a');
		text_fill(t, ' ', r->name_w - nim_text_row_width(i) + 1);
		nim_text_right(t, r->p->heap[i], r->lamps_w);
		text_char(t, ' ');
		for (c = r->top; c >= 0; c--) {
			text_fill(t, ' ', r->cell_w[c]);
			text_char(t, nim_bit(r->p->heap[i], c) ? '1' : '0');
		}
		text_str(t, "  ");
		if (row_relays(t, r, i, " ") == 0)
			text_char(t, '-');
		text_char(t, '\n');
	} else {
		relays_end(t, r);
	}
	r->line++;
	return true;
}
