/*
 * A person playing live against a machine (seer-duel's "-"): what they
 * are told first, the prompt for a line of plays, and after each line
 * the machine's plays for it with the score so far.
 */
#ifndef WITS_SEER_LIVE_H
#define WITS_SEER_LIVE_H

#include "../text.h"
#include "match.h"
#include "play.h"

/*
 * What a person playing live on side `you` against the machine is told first.
 */
void seer_live_intro(struct text *t, const char *prog, const char *machine, enum seer_side you);

/* "seer ready> ": the machine waits for a line of plays. */
void seer_live_prompt(struct text *t, const char *machine);

/* "  # seer 3, you 1": the score after a line typed live on side `you`. */
void seer_live_score(struct text *t, const char *machine, enum seer_side you,
    const struct seer_match *m);

#endif
