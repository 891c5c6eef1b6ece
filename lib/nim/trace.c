/* A machine's move, traced: see trace.h. */
#include "../row.h"
#include "playtext.h"
#include "movetext.h"
#include "rules.h"
#include "trace.h"

/*
 * Writes s as a comment line ("# " before it, a newline after).  It is
 * written by hand because the Nimatron writes one for every move.
 */
static void
comment(struct text *t, const char *s)
{
	text_str(t, "# ");
	text_str(t, s);
	text_char(t, '\n');
}

void
nim_trace_game(struct nim_trace *tr, const struct nim_position *p)
{
	if (tr->random_start)
		nim_machine_start_at_random(&tr->mc, p);
	else
		tr->mc.start_heap = tr->start_heap;
}

/*
 * Starts the Nimrod's trace: its program, loaded and headed, or the
 * transition rule of the reverse game.
 */
static void
nimrod_begin(struct nim_trace *tr, struct text *t)
{
	enum nim_rule rule = nim_rule_at(&tr->mc.game, tr->p);

	/* a heap game's move is found from its values, not on the panel */
	if (tr->mc.game.rules != NULL) {
		tr->how = nim_machine_move(&tr->mc, tr->p, tr->m);
		return;
	}
	if (rule != NIM_RULE_COLUMNS) {
		if (tr->show && !tr->brief && rule == NIM_RULE_TRANSITION)
			comment(t,
			    "reverse game, transition: no more than k heaps "
			    "hold more than one match;\n"
			    "# the rule is now to leave n(k+1)+1 heaps of one "
			    "and no other");
		tr->how = nim_machine_move(&tr->mc, tr->p, tr->m);
		return;
	}
	if (tr->show && !tr->brief && tr->mc.game.misere)
		comment(t,
		    "reverse game: more than k heaps hold more than one "
		    "match: the column rule holds");
	nimrod_load(&tr->nimrod, &tr->mc.game, tr->p, tr->mc.start_heap);
	if (tr->show && !tr->brief && tr->front)
		tr->front_lines = nim_text_front(t, &tr->nimrod, false,
		    0, tr->front);
	else if (tr->show && !tr->brief)
		nim_text_panel_head(t, &tr->nimrod);
	tr->stage = NIM_TRACE_PANEL;
}

/*
 * Writes the panel's next lit instruction and, at the stop, the move the
 * program made; returns false after the stop.  This is a measured hot
 * path: the flags are read once and the -b number is written by hand,
 * because printf cost a third of a -b trace.
 */
static bool
nimrod_next(struct nim_trace *tr, struct text *t)
{
	struct nimrod *prog = &tr->nimrod;
	bool show = tr->show, brief = tr->brief;

	while (nimrod_step(prog) || prog->obeyed == NIMROD_STOP) {
		if (show && brief) {
			if (tr->program.len > 0)
				text_char(&tr->program, ' ');
			text_u64(&tr->program, (uint64_t)prog->obeyed);
		} else if (show && tr->front) {
			tr->front_lines = nim_text_front(t, prog, true,
			    tr->front_lines, tr->front);
		} else if (show) {
			nim_text_panel_step(t, prog);
		}
		if (prog->obeyed == NIMROD_STOP)
			break;
		if (show && !brief)
			return true;
	}
	tr->how = nim_machine_after_program(&tr->mc, prog, tr->p, tr->m);
	if (show && !brief && tr->how != NIM_CORRECT)
		comment(t, "no heap was modified: the position is safe, and the extra instruction\n"
		    "# (not on the panel) takes 1 from a random heap");
	return false;
}

/*
 * Writes the Nimatron's next row of relays and, after the last row, the
 * path it took; returns false when the trace is done.
 */
static bool
nimatron_next(struct nim_trace *tr, struct text *t)
{
	if (!tr->show)
		return false;
	if (nim_text_relays_line(t, &tr->relays))
		return true;
	if (tr->how == NIM_CORRECT)
		comment(t, "CM: a power of 2 in an odd number of rows: the correct move");
	else if (tr->how == NIM_BY_NIMATRON)
		comment(t,
		    "RM: every power of 2 in an even number of rows: "
		    "a random move from the fullest row");
	return false;
}

void
nim_trace_new_game(struct nim_trace *tr, const struct nim_position *start)
{
	tr->mc.relay = 0;
	tr->answering = start != NULL;
	tr->last_how = NIM_CORRECT;
	if (start != NULL)
		nim_position_copy(&tr->answered, start);
}

/*
 * Returns what the relays hold over from the game so far: the player's
 * row locked, and the random move's relay.
 */
static struct nim_relay_memory
relay_memory(struct nim_trace *tr, const struct nim_position *p)
{
	struct nim_relay_memory mem = { NIM_NO_ROW, -1 };
	size_t heap;

	if (!tr->answering)
		return mem;
	if (tr->last_how == NIM_BY_NIMATRON)
		mem.held = (int)tr->mc.relay_acted;
	if (nim_legal(&tr->mc.game, &tr->answered, p, &heap) == NIM_LEGAL) {
		nim_move_between(&tr->answered, p, tr->m);
		mem.locked = tr->m->change[0].heap;
	}
	return mem;
}

/*
 * Makes the Nimatron's move m from p, to be shown after its relays, and
 * keeps the position it leaves for the next move.
 */
static void
nimatron_begin(struct nim_trace *tr, const struct nim_position *p, struct nim_move *m)
{
	struct nim_relay_memory mem = relay_memory(tr, p);

	tr->how = nim_machine_move(&tr->mc, p, m);
	if (tr->show && !tr->brief) {
		tr->stage = NIM_TRACE_RELAYS;
		nim_text_relays_start(&tr->relays, p, &mem);
	}
	nim_position_copy(&tr->answered, p);
	nim_apply(&tr->answered, m);
	tr->answering = true;
	tr->last_how = tr->how;
}

void
nim_trace_move(struct nim_trace *tr, struct text *t, const struct nim_position *p,
    struct nim_move *m,
    bool show)
{
	tr->p = p;
	tr->m = m;
	tr->show = show;
	tr->stage = NIM_TRACE_DONE;
	tr->program.len = 0;
	if (!tr->nimatron) {
		nimrod_begin(tr, t);
		return;
	}
	nimatron_begin(tr, p, m);
}

bool
nim_trace_next(struct nim_trace *tr, struct text *t)
{
	bool more = false;

	if (tr->stage == NIM_TRACE_PANEL)
		more = nimrod_next(tr, t);
	else if (tr->stage == NIM_TRACE_RELAYS)
		more = nimatron_next(tr, t);
	if (!more)
		tr->stage = NIM_TRACE_DONE;
	return more;
}

void
nim_trace_quiet(struct nim_trace *tr)
{
	tr->show = false;
}

bool
nim_trace_pressed(struct nim_trace *tr, struct text *t, bool pressed,
    bool echoed)
{
	if (!pressed && tr->front && tr->stage == NIM_TRACE_PANEL) {
		/* The rest at once, and the front display at the stop. */
		tr->show = false;
		while (nim_trace_next(tr, t))
			;
		tr->front_lines = nim_text_front(t, &tr->nimrod, true,
		    tr->front_lines, tr->front);
		return false;
	}
	if (!pressed)
		nim_trace_quiet(tr);
	else if (echoed && tr->front)
		text_str(t, "\033[A");
	return nim_trace_next(tr, t);
}

void
nim_trace_note(const struct nim_trace *tr, struct text *t)
{
	if (!tr->brief || tr->program.len == 0)
		return;
	text_str(t, "; program ");
	text_add(t, tr->program.s, tr->program.len);
}

void
nim_trace_answer(const struct nim_trace *tr, struct text *t, const struct nim_position *p,
    const struct nim_move *m, const char *line, size_t len)
{
	nim_text_position_line(t, p, NULL, &tr->mc, tr->how, m);
	nim_trace_note(tr, t);
	row_comment(t, line, len);
	text_char(t, '\n');
}

void
nim_trace_tsv(const struct nim_trace *tr, struct text *t, uint64_t move, int side,
    const struct nim_position *p, const struct nim_move *m)
{
	text_u64(t, move);
	text_char(t, '\t');
	text_str(t, nim_text_side(side));
	text_char(t, '\t');
	nim_text_position(t, p, NULL);
	text_char(t, '\t');
	nim_text_position(t, p, m);
	text_char(t, '\t');
	text_str(t, nim_how_name(tr->how));
	text_char(t, '\t');
	if (tr->brief && tr->program.len > 0)
		text_add(t, tr->program.s, tr->program.len);
	else
		text_char(t, '-');
}

void
nim_trace_free(struct nim_trace *tr)
{
	nimrod_free(&tr->nimrod);
	nim_position_free(&tr->answered);
	text_free(&tr->program);
}
