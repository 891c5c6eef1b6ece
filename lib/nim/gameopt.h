/*
 * The options -m, -k and -r, by which every Nim program chooses its game
 * (struct nim_game): their entries for the option table, their help
 * and their short letters, and the functions that obey them and check
 * them together.  They are kept apart from game.h, so that the game
 * knows nothing of the command line.
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
 * -r, in the programs that play heap games other than Nim (nim-safe,
 * nim-move, and nim-trace --game): a subtraction set, a take-and-break
 * code or Grundy's game.
 */
#define NIM_RULES_LONG_OPTIONS { "rules", required_argument, NULL, 'r' }
#define NIM_RULES_HELP \
    "  -r, --rules RULES     another heap game: amounts one may take (1,2,3),\n" \
    "                        a take-and-break code (0.77 Kayles, 0.07 Dawson's\n" \
    "                        Kayles) or grundy (split a heap into two unequal)\n"
#define NIM_RULES_SHORT "r:"

/*
 * Obeys the option ch (-m, or -k with its argument arg) into g; returns
 * false when ch is neither.  A bad K exits with the usage message.
 */
bool nim_game_option(struct nim_game *g, int ch, const char *arg, const char *usage);

/*
 * Reads -r's RULES (NULL when there was no -r) into g, once every option
 * is read and the program has checked its own: they are the last to be
 * checked, as the game they make is freed by nim_game_free, after the
 * program's work.  Exits with the usage message and the reason when the
 * rules are bad or do not go with -m or -k.
 */
void nim_game_check(struct nim_game *g, const char *rules, const char *usage);

/* Frees what -r made. */
void nim_game_free(struct nim_game *g);

#endif
