/*
 * A profiled session as text (seer-predict --profile): one line a
 * session, or a TSV row, with each machine's wins, win rate and 95%
 * interval, and the machines that read the person best.
 */
#ifndef WITS_SEER_PROFILETEXT_H
#define WITS_SEER_PROFILETEXT_H

#include <stdint.h>

#include "../text.h"
#include "profile.h"

/*
 * "plays 8 plus 0.5000 minus 0.5000 alternation 0.4286 longest_run 2
 * h1 1.0000 h2 1.9502 h3 2.0000; seer 5 0.6250 [0.3057, 0.8632]; ...;
 * read best by seer": name[i] is machine i's; no newline.
 */
void seer_text_profile(struct text *t, const struct seer_profile *p, const char *const *name);

/*
 * The header line: file, line, seed, the session's columns, four for each
 * machine, best, comment.
 */
void seer_text_profile_tsv_header(struct text *t, const char *const *name, size_t machines);

/* A row's fields from seed to best, each after a tab. */
void seer_text_profile_tsv(struct text *t, uint64_t seed, const struct seer_profile *p,
    const char *const *name);

/*
 * Appends, for a person at a terminal, a plain explanation, in lines of
 * at most width columns, of a
 * profile's figures: h1, h2 and h3 as how hard the plays are to predict.
 */
void seer_text_profile_legend(struct text *t, size_t width);

#endif
