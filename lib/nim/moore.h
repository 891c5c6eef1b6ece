/*
 * Every correct move of a position, as Moore's argument (Moore 1910,
 * "A generalization of the game called Nim") lays them out column by
 * column: nim-move -a.
 */
#ifndef WITS_NIM_MOORE_H
#define WITS_NIM_MOORE_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"
#include "position.h"

/*
 * Calls each(m, ctx) for every correct move, each once; stops early when
 * each returns false.  Returns the number of moves visited.  No branch
 * of the search is dead: its work is polynomial in the position and the
 * number of moves visited.
 */
uint64_t nim_each_correct_move(const struct nim_game *g, const struct nim_position *p,
    bool (*each)(const struct nim_move *m, void *ctx), void *ctx);

#endif
