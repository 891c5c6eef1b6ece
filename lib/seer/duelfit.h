/*
 * seer-duel --exact --fit: the machines of a duel against the person of
 * its last record, fitted from their sessions.
 */
#ifndef WITS_SEER_DUELFIT_H
#define WITS_SEER_DUELFIT_H

#include <stdbool.h>

#include "duel.h"

/*
 * Fits the person of the last side's record as a Markov model of the
 * given order (fitted.h) and writes each other side's long-run rate
 * against it, as the matcher: exact where its chain closes and is small
 * enough, else from a match of d->plays plays against the model
 * (fitrate.h).  Text, or with tsv a header and a row for each machine.
 */
void seer_duel_fitted(struct seer_duel *d, unsigned order, bool tsv);

#endif
