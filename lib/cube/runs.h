/*
 * Runs of turns that do nothing: a contiguous run of two or more turns of
 * a scramble whose product is the identity (R2 U2 R2 U2 R2 U2), which
 * hides no state and shows how the scrambler padded its length.  A run
 * does nothing when the cube after it is the cube before it, held the
 * same way or another: whole-cube turns are no turns, and R L' does
 * nothing to the pocket cube, as a scramble that ends so leaves the cube
 * as solved as held (the WCA's concern).  A cube whose stickers show the
 * cube before in other colours (R2 U2 L2 after U2 F2 L2 F) is another
 * cube, and the run did something.  Pure functions.
 *
 * No run can be shortened by more than the whole scramble can: the turns
 * of the scramble around a run add at most their own number to its
 * distance, so a run's turns less its distance never exceed the
 * scramble's (its slack).  Runs that do nothing are the defect left to
 * look for.
 */
#ifndef WITS_CUBE_RUNS_H
#define WITS_CUBE_RUNS_H

#include <stddef.h>
#include <stdint.h>

#include "alg.h"

/*
 * Returns how many runs of two or more turns of move[0 .. n) do nothing.
 * key needs room for one more than the turns of move: the state after
 * each prefix, which two ends of such a run share.  Time O(t log t) for t
 * turns, so a line of a million turns is counted as fast as it is read.
 */
uint64_t cube_identity_runs(const struct cube_move *move, size_t n, uint64_t *key);

#endif
