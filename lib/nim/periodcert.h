/*
 * A certificate of a proved period (nim-safe --certificate): what a
 * short program written apart needs to check the periodicity theorem
 * for the game, the game's code, the pre-period and period claimed, and
 * the values of heaps 0 .. bound-1, bound as the theorem asks.  Plain
 * text:
 *
 *	wits period certificate 1
 *	game 0.07
 *	preperiod 53
 *	period 34
 *	bound 176
 *	0 0
 *	1 0
 *	...
 *
 * a line "heap value" for each heap below the bound.  The bound is
 * 2 (preperiod + period) + t for a code whose last nonzero digit is at
 * place t (Guy and Smith 1956; Winning Ways, ch. 4), and preperiod +
 * period + t for a subtraction game, whose every digit is 0 or 3: there
 * a heap's value depends on the t below it alone.
 */
#ifndef WITS_NIM_PERIODCERT_H
#define WITS_NIM_PERIODCERT_H

#include <stdio.h>

#include "heapgame.h"

/*
 * Writes the certificate of g's proved period (g->periodic, and g holds
 * the values the proof needed) to fp.
 */
void heap_cert_write(FILE *fp, const struct heap_game *g);

#endif
