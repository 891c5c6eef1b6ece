/* The rate of a pair as a fraction, for seer-duel --exact: text, and TSV. */
#ifndef WITS_SEER_EXACTTEXT_H
#define WITS_SEER_EXACTTEXT_H

#include "../text.h"
#include "pair.h"

/* "best (matcher)  wins 3/5  0.600000", both sides, then the chain's size. */
void seer_text_exact(struct text *t, const char *matcher, const char *evader,
    const struct seer_exact *e);

/* The same as a TSV header and row. */
void seer_text_exact_tsv(struct text *t, const char *matcher, const char *evader,
    const struct seer_exact *e);

#endif
