/* seer-duel's answers from the rules: see duelanswer.h. */
#include <stdlib.h>

#include "../diag.h"
#include "../out.h"
#include "diagramtext.h"
#include "duelanswer.h"
#include "exacttext.h"
#include "periodic.h"
#include "periodictext.h"

enum seer_duel_refusal
seer_duel_exact(struct seer_duel *d, enum seer_duel_answer form,
    struct text *why)
{
	struct seer_entrant *matcher = &d->side[SEER_MATCHER]->e;
	struct seer_entrant *evader = &d->side[SEER_EVADER]->e;
	enum seer_duel_refusal refusal = SEER_ANSWERED;
	struct seer_exact e;
	const char *reason;
	int status;

	reason = seer_exact_pair(&e, &matcher->player, &evader->player,
	    &status);
	if (reason != NULL) {
		if (status == EXIT_USAGE) {
			text_printf(why, "%s against %s: %s", matcher->name,
			    evader->name, reason);
			return SEER_REFUSED;
		}
		diag_warn("%s against %s: %s", matcher->name, evader->name,
		    reason);
		return SEER_ANSWERED;
	}
	if (form == SEER_ANSWER_RATES_TSV)
		seer_text_exact_tsv(&d->out, matcher->name, evader->name, &e);
	else if (form == SEER_ANSWER_RATES)
		seer_text_exact(&d->out, matcher->name, evader->name, &e);
	else if (e.kind != SEER_CHAIN_SUBSTATES)
		refusal = SEER_NOT_SUBSTATES;
	else
		seer_text_diagram(&d->out, form == SEER_ANSWER_DIAGRAM_DOT,
		    d->side[e.player_side]->e.name,
		    d->side[!e.player_side]->e.name, &e);
	seer_exact_free(&e);
	return refusal;
}

void
seer_duel_periodic(struct seer_duel *d, unsigned max, bool tsv)
{
	struct seer_periodic p = { 0 };
	uint64_t count[4] = { 0 }, done = 0;

	if (tsv)
		seer_text_periodic_header(&d->out);
	progress_start(&d->progress, "classes", seer_periodic_classes(max));
	while (seer_periodic_next(&p, max) && !diag_output_failed()) {
		enum seer_verdict v;

		seer_periodic_rate(&p, d->repeat, d->plays, &d->rng);
		count[v = seer_periodic_verdict(&p)]++;
		if (tsv || v == SEER_BEATS || v == SEER_UNCLEAR)
			seer_text_periodic(&d->out, &p, tsv);
		out_answered(&d->out);
		if (d->progress.on)
			progress_show(&d->progress, ++done);
	}
	progress_end(&d->progress);
	if (!tsv)
		seer_text_periodic_summary(&d->out, max, count);
}
