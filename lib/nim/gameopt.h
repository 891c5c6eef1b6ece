/*
 * The options -m, -k and -r, by which every Nim program chooses its game
 * (struct nim_game): their rows of the option table, and the function
 * that checks them together.  They are kept apart from game.h, so that
 * the game knows nothing of the command line.
 */
#ifndef WITS_NIM_GAMEOPT_H
#define WITS_NIM_GAMEOPT_H

#include "../cli.h"
#include "game.h"
#include "heapgame.h"

/* The rows of -m and -k, which set the game *g. */
#define NIM_GAME_OPTIONS(g) \
	CLI_OPT_FLAG('m', "misere", &(g)->misere, \
	    "the reverse game: whoever takes the last match loses"), \
	CLI_OPT_NUMBER('k', NULL, "K", &(g)->k, 1, NIM_K_MAX, NULL, \
	    "Moore's Nim_k: up to K heaps changed in one move")

/*
 * The row of -r, in the programs that play heap games other than Nim
 * (nim-safe, nim-move, and nim-trace --game): a subtraction set, a
 * take-and-break code or Grundy's game.  It points *rules at RULES, which
 * nim_game_check reads.
 */
#define NIM_RULES_OPTION(rules) \
	CLI_OPT_TEXT_NAMES('r', "rules", "RULES", (rules), \
	    heap_game_form_listed, "another heap game: amounts to take, a " \
	    "take-and-break\ncode (0.77 Kayles, 0.07 Dawson's Kayles), " \
	    "Grundy's game")

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
