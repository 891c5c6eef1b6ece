/*
 * Move sequences as cubers write them, private to lib/cube/: a whole line
 * of the notation, its turns (move.h) in groups and brackets, read as the
 * cube it makes or listed turn by turn.  Pure functions.
 */
#ifndef WITS_CUBE_ALG_H
#define WITS_CUBE_ALG_H

#include <stdbool.h>
#include <stddef.h>

#include "cube.h"
#include "facelets.h"
#include "move.h"

/*
 * s[0 .. n), no comment, read in full as notation (turns spaced or run
 * together, each perhaps with a time stamp, "@" and the milliseconds or a
 * comment holding them; groups "(A)" and brackets "[A, B]", "[A: B]",
 * each with a repeat count and "'"): 1 with *c the cube it makes of the
 * solved one, -1 with *bad naming the token to blame and why, and
 * *first_is_no_turn set when the line's first token is no turn (the line
 * may be a state).
 */
int cube_read_alg(const char *s, size_t n, struct cube *c, struct cube_bad *bad,
    bool *first_is_no_turn);

/* The turns of a line counted out, in the order they are made. */
struct cube_turn_list {
	struct cube_listed_turn *turn;
	size_t n, cap;
};

/*
 * Reads s[0 .. n) as cube_read_alg does, and lists its turns one by one,
 * groups repeated and brackets written out, into *list (grown as it
 * needs); a line that would list more than `most` is bad.  Returns 1, or
 * -1 with *bad naming the token to blame and why.
 */
int cube_read_turns(const char *s, size_t n, struct cube_turn_list *list, size_t most,
    struct cube_bad *bad);

#endif
