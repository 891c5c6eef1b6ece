/*
 * The forms a run of scrambles is written in, as many as are asked: a
 * line of turns or a facelet string, a TSV row, a net, a printable sheet
 * and its answer key, and a picture.
 */
#ifndef WITS_CUBE_FORMS_H
#define WITS_CUBE_FORMS_H

#include <stdbool.h>
#include <stdint.h>

#include "../text.h"
#include "cubetext.h"
#include "draw.h"
#include "goal.h"
#include "picture.h"
#include "sheet.h"
#include "solve.h"
#include "subset.h"

/* What is written of each scramble, and where. */
struct cube_forms {
	bool state, net, tsv, sheet, key, ansi;
	const struct cube_palette *palette;
	struct cube_sheet about;	/* what the sheet and the key say of the scrambles */
	struct cube_picture *picture;	/* each scramble's picture, or NULL */
	struct cube_solver *solver;	/* the key's optimal solutions */
	struct cube_goals *layers;	/* the key's first layers */
	const struct cube_subset *subset;	/* whose cases the TSV names, or NULL */
	struct text keys;		/* the key's rows, written after the sheet */
	struct text label;		/* a scramble's label in the picture */
};

/* Begins the run in out: the TSV's header, or the sheet's and the key's heads. */
void cube_forms_begin(struct cube_forms *w, struct text *out);

/* Writes the run's i-th scramble, g, in every form asked into out. */
void cube_forms_scramble(struct cube_forms *w, struct text *out, uint64_t i,
    const struct cube_drawn *g);

/* Ends the run in out (the key after the sheet), and frees what w holds. */
void cube_forms_end(struct cube_forms *w, struct text *out);

#endif
