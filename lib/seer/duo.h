/*
 * The chain of SEER against Shannon's machine, for --exact.  SEER's
 * state of play (won last, won before, played different) and Shannon's
 * situation (the player won before, changed between, won last) are the
 * same three facts of SEER's plays, so a play reads and writes one
 * register of SEER and the one cell of Shannon's of the same state of
 * play, and both read the play before only as same or different.  Each
 * state of play's register and cell then make a chain of their own,
 * alike in all eight (Appendix II: "the states of play are independent
 * and follow the same strategy"): 21 substates by 9 cells.
 */
#ifndef WITS_SEER_DUO_H
#define WITS_SEER_DUO_H

#include <stdbool.h>

#include "exact.h"

/*
 * Explores the chain of one state of play from the cleared register and
 * the empty cell; a move wins when SEER wins the play.  seer_evades: SEER
 * is the evader and Shannon's machine the matcher.
 */
void seer_duo_chain(struct seer_chain *c, bool seer_evades);

#endif
