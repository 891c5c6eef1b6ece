/*
 * The options -m and -k, by which every Nim program chooses its game
 * (struct nim_game): their entries for the option table, their help
 * and their short letters, and the function that obeys them.  They are
 * kept apart from game.h, so that the game knows nothing of the command
 * line.
 */
#ifndef WITS_NIM_GAMEOPT_H
#define WITS_NIM_GAMEOPT_H

#include <stdbool.h>

#include "game.h"

#define NIM_GAME_LONG_OPTIONS { "misere", no_argument, NULL, 'm' }
#define NIM_GAME_HELP \
    "  -m, --misere          the reverse game: whoever takes the last match loses\n" \
    "  -k K                  Moore's Nim_k: up to K heaps changed in one move\n"
#define NIM_GAME_SHORT "mk:"

/*
 * Obeys the option ch (-m, or -k with its argument arg) into g; returns
 * false when ch is neither.  A bad K exits with the usage message.
 */
bool nim_game_option(struct nim_game *g, int ch, const char *arg, const char *usage);

#endif
