/*
 * The machines' rates against a fitted person, for seer-duel --exact
 * --fit: text, and TSV.
 */
#ifndef WITS_SEER_FITTEDTEXT_H
#define WITS_SEER_FITTEDTEXT_H

#include "../text.h"
#include "fitrate.h"
#include "fitted.h"

/* "the person fitted: order 2, from 198 plays in 1 session" */
void seer_text_fitted(struct text *t, const struct seer_fitted *f);

/*
 * "seer  wins 0.541  simulated: ..." or "best  wins 61/105  0.580952
 * exact: ...": one line for a matcher, its name padded to width.
 */
void seer_text_fit_rate(struct text *t, const char *matcher, int width,
    const struct seer_fit_rate *rate);

/* The TSV header, and a row for a matcher. */
void seer_text_fit_rate_tsv_header(struct text *t);
void seer_text_fit_rate_tsv(struct text *t, const char *matcher,
    const struct seer_fitted *f, const struct seer_fit_rate *rate);

#endif
