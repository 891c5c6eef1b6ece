/* The substate diagrams of Fig. 6 and Fig. 7, for seer-duel --diagram. */
#ifndef WITS_SEER_DIAGRAMTEXT_H
#define WITS_SEER_DIAGRAMTEXT_H

#include <stdbool.h>

#include "../text.h"
#include "pair.h"

/*
 * The substate diagram: the recurrent substates, each with its share of
 * the plays and the player's choice there, and the moves between them
 * with their chances and whether the player wins; as dot, or as text.
 * Only for a substate chain.
 */
void seer_text_diagram(struct text *t, bool dot, const char *player, const char *machine,
    const struct seer_exact *e);

#endif
