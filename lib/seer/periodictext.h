/* The periodic search's lines, for seer-duel --periodic. */
#ifndef WITS_SEER_PERIODICTEXT_H
#define WITS_SEER_PERIODICTEXT_H

#include <stdbool.h>
#include <stdint.h>

#include "../text.h"
#include "periodic.h"

/* A class's line: its verdict and rate as text, or a TSV row of it. */
void seer_text_periodic(struct text *t, const struct seer_periodic *p, bool tsv);

/* The TSV header of the periodic search. */
void seer_text_periodic_header(struct text *t);

/* How many classes up to period max had each verdict, as text. */
void seer_text_periodic_summary(struct text *t, unsigned max, const uint64_t count[4]);

#endif
