/*
 * The forms a run of scrambles is written in.  The sheet and the key may
 * come in one document: then the key's rows wait until the sheet ends.
 */
#include "../paper.h"
#include "forms.h"

void
cube_forms_begin(struct cube_forms *w, struct text *out)
{
	if (w->tsv)
		text_str(out, w->subset != NULL ? CUBE_SCRAMBLE_TSV "\tcase\n" :
		    CUBE_SCRAMBLE_TSV "\n");
	if (w->sheet || w->key)
		cube_sheet_begin(out, &w->about);
	if (w->key) {
		w->layers = cube_goals_new(CUBE_GOAL_LAYER, CUBE_HTM);
		cube_key_begin(w->sheet ? &w->keys : out, &w->about);
	}
}

void
cube_forms_scramble(struct cube_forms *w, struct text *out, uint64_t i,
    const struct cube_drawn *g)
{
	const struct cube_turn *turn = g->turn;
	const struct cube *cube = &g->cube;
	size_t n = g->n;
	struct cube_key_answer answer;

	if (w->sheet) {
		cube_sheet_scramble(out, &w->about, i, turn, n, cube);
	} else if (w->tsv) {
		cube_text_scramble_tsv(out, w->about.seed, w->about.first + i, turn, n,
		    (unsigned)g->distance, cube, w->palette);
		/* The case's column ends the row: its newline becomes the separator. */
		if (w->subset != NULL) {
			out->len--;
			text_printf(out, "\t%s\n", cube_subset_case_name(w->subset,
			    g->case_drawn));
		}
	} else if (!w->key) {
		cube_text_scramble(out, turn, n, cube, w->palette, w->state);
	}
	if (w->net)
		cube_text_net(out, cube, w->palette, w->ansi);
	if (w->key) {
		cube_solve(w->solver, cube, &answer.optimal);
		/* the first layer of the colour on top, as the solved cube is held */
		cube_goal_then_solve(w->layers, w->solver, cube, CUBE_U, &answer.layer,
		    &answer.rest);
		answer.side = cube_goal_side(cube, &answer.layer, CUBE_U);
		cube_key_row(w->sheet ? &w->keys : out, i, &w->about, turn, n, &answer);
	}
	if (w->picture != NULL) {
		w->label.len = 0;
		text_printf(&w->label, "%llu. ", (unsigned long long)(w->about.first + i + 1));
		cube_text_turns(&w->label, turn, n);
		cube_picture_add(w->picture, cube, w->palette, w->label.s, w->label.len);
	}
}

void
cube_forms_end(struct cube_forms *w, struct text *out)
{
	if (w->key) {
		cube_key_end(w->sheet ? &w->keys : out, &w->about);
		text_add(out, w->keys.s, w->keys.len);
	}
	if (w->sheet || w->key)
		paper_end(out);
	cube_goals_free(w->layers);
	w->layers = NULL;
	text_free(&w->keys);
	text_free(&w->label);
}
