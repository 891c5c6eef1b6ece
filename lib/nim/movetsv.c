/* A machine's move as TSV fields: see movetsv.h. */
#include "movetext.h"
#include "movetsv.h"

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
