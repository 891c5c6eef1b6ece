/*
 * seer-duel's answers from the rules, which play no match: --exact and
 * --diagram from the chain of a pair, --periodic from every periodic
 * sequence against SEER.
 */
#ifndef WITS_SEER_DUELANSWER_H
#define WITS_SEER_DUELANSWER_H

#include <stdbool.h>

#include "../text.h"
#include "duel.h"

/* What --exact and --diagram write, in this module's words. */
enum seer_duel_answer {
	SEER_ANSWER_RATES, SEER_ANSWER_RATES_TSV,
	SEER_ANSWER_DIAGRAM_TEXT, SEER_ANSWER_DIAGRAM_DOT
};

/* Why seer_duel_exact could not answer as asked. */
enum seer_duel_refusal {
	SEER_ANSWERED,		/* written, or warned of with the status 1 */
	SEER_REFUSED,		/* the pair is not one to solve: see why */
	SEER_NOT_SUBSTATES	/* a diagram of a chain of another kind */
};

/*
 * Solves the chain of the matcher and the evader and writes their
 * long-run rates, or the substate diagram, to d->out.  Returns
 * SEER_ANSWERED, or why the command line asked for what cannot be
 * answered, with "matcher against evader: reason" in why for
 * SEER_REFUSED.
 */
enum seer_duel_refusal seer_duel_exact(struct seer_duel *d,
    enum seer_duel_answer form, struct text *why);

/*
 * Plays every periodic sequence up to period max against SEER, d->repeat
 * matches of d->plays plays for each class, and writes each class as it
 * is answered: those that beat SEER or cannot be told from even, or with
 * tsv every class; then, without tsv, a summary.
 */
void seer_duel_periodic(struct seer_duel *d, unsigned max, bool tsv);

#endif
