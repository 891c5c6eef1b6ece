/*
 * The substate diagrams of Fig. 6 and Fig. 7, for --diagram: Graphviz dot, or
 * plain text.
 */

#include "diagramtext.h"
#include "matchtext.h"

/* Appends a label in dot's quotes, with its quotes and backslashes escaped. */
static void
text_quoted(struct text *t, const char *s, size_t len)
{
	size_t i;

	text_char(t, '"');
	for (i = 0; i < len; i++) {
		if (s[i] == '"' || s[i] == '\\')
			text_char(t, '\\');
		text_char(t, s[i]);
	}
	text_char(t, '"');
}

void
seer_text_diagram(struct text *t, bool dot, const char *player, const char *machine,
    const struct seer_exact *e)
{
	const struct seer_chain *c = &e->chain;
	struct text name = { 0 }, label = { 0 };
	size_t s, i;
	bool ok = true;

	text_printf(&label, "%s against %s: wins ", player, machine);
	seer_text_fraction(&label, e->answer.rate);
	text_printf(&label, " (%zu recurrent substates of %zu)", e->answer.recurrent, c->n);
	if (dot) {
		text_str(t, "digraph substates {\n\tlabel=");
		text_quoted(t, label.s, label.len);
		text_str(t, ";\n\tlabelloc=t;\n\tnode [shape=box];\n");
	} else {
		text_add(t, label.s, label.len);
		text_str(t, "\n");
	}
	for (s = 0; s < c->n; s++) {
		if (e->answer.share[s].num == 0)
			continue;
		name.len = 0;
		seer_substate_name(&name, &e->how, c->code[s]);
		label.len = 0;
		text_add(&label, name.s, name.len);
		text_str(&label, dot ? "\\nshare " : "  share ");
		seer_text_fraction(&label, e->answer.share[s]);
		text_str(&label, dot ? "\\nwins " : "  wins ");
		seer_text_fraction(&label, seer_chain_wins(c, s, &ok));
		if (dot) {
			text_printf(t, "\ts%zu [label=", s);
			/*
			 * The label's \n are dot's line breaks, so they are
			 * written as they are.
			 */
			text_add(t, "\"", 1);
			text_add(t, label.s, label.len);
			text_str(t, "\"];\n");
		} else {
			text_add(t, label.s, label.len);
			text_char(t, '\n');
		}
		for (i = c->first[s]; i < c->first[s + 1]; i++) {
			const struct seer_chain_move *m = &c->move[i];

			if (dot) {
				text_printf(t, "\ts%zu -> s%zu [label=\"", s, m->to);
				seer_text_fraction(t, m->chance);
				text_printf(t, " %s\"];\n", m->win ? "win" : "lose");
				continue;
			}
			text_str(t, "\t");
			seer_text_fraction(t, m->chance);
			text_printf(t, " %s -> ", m->win ? "win" : "lose");
			name.len = 0;
			seer_substate_name(&name, &e->how, c->code[m->to]);
			text_add(t, name.s, name.len);
			text_char(t, '\n');
		}
	}
	if (dot)
		text_str(t, "}\n");
	text_free(&name);
	text_free(&label);
}
