/*
 * A file of people's sessions at the penny-matching game, a blank line
 * ending each: read one session at a time, to prime the machines that
 * learn from other people's sessions before a person's plays are
 * answered (seer-predict --train), or to fit a model of the person
 * (seer-duel --exact --fit).
 */
#ifndef WITS_SEER_TRAIN_H
#define WITS_SEER_TRAIN_H

#include <stddef.h>

#include "../line.h"
#include "player.h"

/* Takes one session's n plays; `of` is the reader's caller's own. */
typedef void seer_session_fn(void *of, const unsigned char *play, size_t n);

/*
 * Reads every session of the open input in, to its end, and gives each
 * session that holds plays to take, and the last even when it holds
 * none.  A bad line is named on stderr and plays no part.
 */
void seer_sessions_read(struct input *in, seer_session_fn *take, void *of);

/*
 * Returns how often a machine was primed: over the sessions of the file
 * at path, the machines of the n that learn from other sessions; 0 when
 * none of them does.  A bad line is named on stderr and plays no part.
 */
size_t seer_train_file(struct seer_player *machine, size_t n,
    const char *path);

#endif
