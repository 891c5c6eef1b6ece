/*
 * A batch of scrambles (see batch.h): the choice of what is drawn and
 * of the solver it needs, the record that draws the batch again, and the
 * loop that draws and writes each scramble.
 */
#include <string.h>

#include "../diag.h"
#include "../out.h"
#include "../progress.h"
#include "../rng.h"
#include "batch.h"
#include "draw.h"
#include "notation.h"
#include "scramble.h"

const char *
cube_batch_faces(struct cube_batch *b, const char *s)
{
	const char *why;
	unsigned i;

	if ((why = cube_parse_faces(s, b->faces, &b->nfaces)) != NULL)
		return why;
	for (i = 0; i < b->nfaces; i++)
		if (b->faces[i] != CUBE_R && b->faces[i] != CUBE_U &&
		    b->faces[i] != CUBE_F)
			return "the faces are among R, U and F";
	return NULL;
}

bool
cube_batch_shortest(const struct cube_batch *b)
{
	return b->short_form || b->nfaces > 0 || (b->subset != NULL &&
	    strcmp(cube_subset_name(b->subset), "optimal") == 0);
}

/*
 * Draws the scrambles with d and writes each as it is drawn, with a
 * progress line.
 */
static void
draw_each(const struct cube_batch *b, struct cube_forms *w,
    struct cube_drawer *d, struct rng *r, struct text *out)
{
	struct cube_drawn drawn;
	struct progress progress;
	uint64_t i;

	progress_start(&progress, "scrambles", b->count + b->extra);
	for (i = 0; i < b->count + b->extra && !diag_output_failed(); i++) {
		rng_seed_record(r, w->about.seed, b->first + i);
		progress_tick(&progress, i);
		cube_draw(d, r, &drawn);
		cube_forms_scramble(w, out, i, &drawn);
		out_answered(out);
	}
	progress_end(&progress);
}

int
cube_batch_write(const struct cube_batch *b, struct cube_forms *w,
    struct rng *r, struct text *out)
{
	struct cube_draw_kind kind = { b->moves, b->subset, -1, b->faces,
	    b->nfaces, { cube_batch_shortest(b) ? 0 : b->length }, b->min_moves,
	    w->tsv };
	struct cube_drawer *drawer;

	if (b->case_name != NULL)
		kind.only = cube_subset_case_named(b->subset, b->case_name);
	/* Random states need a solver to write them; the key and the TSV too. */
	if (b->moves == 0 || w->key || w->tsv)
		w->solver = cube_solver_new(CUBE_HTM, cube_home_face,
		    CUBE_HOME_FACES);
	/* the solver that writes them, unless a subgroup's own solver does */
	if (b->moves == 0 && b->nfaces == 0)
		cube_scramble_expect(w->solver, b->count + b->extra);
	if (b->subset != NULL && cube_subset_cases(b->subset) > 0)
		w->subset = b->subset;
	if ((drawer = cube_drawer_new(&kind, w->solver)) == NULL) {
		cube_solver_free(w->solver);
		w->solver = NULL;
		return -1;
	}
	cube_forms_begin(w, out);
	draw_each(b, w, drawer, r, out);
	cube_forms_end(w, out);
	cube_drawer_free(drawer);
	cube_solver_free(w->solver);
	w->solver = NULL;
	return 0;
}
