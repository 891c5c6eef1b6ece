/*
 * seer-duel --exact --fit: the machines against a person fitted from
 * their sessions (duel.h).
 */
#include <string.h>

#include "../diag.h"
#include "../out.h"

#include "duelfit.h"
#include "fitrate.h"
#include "fitted.h"
#include "fittedtext.h"
#include "train.h"

/* Counts one of the person's sessions into the model. */
static void
fit_session(void *of, const unsigned char *play, size_t n)
{
	seer_fit_session(of, play, n);
}

void
seer_duel_fitted(struct seer_duel *d, unsigned order, bool tsv)
{
	size_t machines = d->players - 1, i;
	struct seer_fitted f;
	int width = 0;

	seer_fit_start(&f, order);
	seer_sessions_read(&d->sides[machines].in, fit_session, &f);
	if (f.plays == 0)
		diag_warn("%s: no plays: the person is fitted as a fair coin",
		    d->sides[machines].e.operand);
	for (i = 0; i < machines; i++)
		if ((int)strlen(d->sides[i].e.name) > width)
			width = (int)strlen(d->sides[i].e.name);
	if (tsv)
		seer_text_fit_rate_tsv_header(&d->out);
	else
		seer_text_fitted(&d->out, &f);
	/*
	 * The plays of a match for each machine; a machine answered exactly
	 * counts as its match played.  Plays too many to count are shown
	 * without a total.
	 */
	progress_start(&d->progress, "plays",
	    d->plays <= UINT64_MAX / machines ? d->plays * machines : 0);
	for (i = 0; i < machines && !diag_output_failed(); i++) {
		struct seer_entrant *e = &d->sides[i].e;
		struct seer_fit_rate rate;

		seer_fit_rate(&rate, &f, &e->player, d->plays, &d->rng,
		    &d->progress, i * d->plays);
		if (tsv)
			seer_text_fit_rate_tsv(&d->out, e->name, &f, &rate);
		else
			seer_text_fit_rate(&d->out, e->name, width, &rate);
		out_answered(&d->out);
	}
	progress_end(&d->progress);
	seer_fit_free(&f);
}
