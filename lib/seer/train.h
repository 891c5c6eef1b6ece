/*
 * A file of other people's sessions at the penny-matching game, a blank
 * line ending each, priming the machines that learn from them before a
 * person's plays are answered (seer-predict --train).
 */
#ifndef WITS_SEER_TRAIN_H
#define WITS_SEER_TRAIN_H

#include <stddef.h>

#include "player.h"

/*
 * Returns how often a machine was primed: over the sessions of the file
 * at path, the machines of the n that learn from other sessions; 0 when
 * none of them does.  A bad line is named on stderr and plays no part.
 */
size_t seer_train_file(struct seer_player *machine, size_t n,
    const char *path);

#endif
