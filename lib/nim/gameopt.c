/* The options that choose the game: see gameopt.h. */
#include <stdlib.h>

#include "../cli.h"
#include "../diag.h"
#include "gameopt.h"
#include "heapgame.h"

/* Reads -r's rules into a heap game of g's own; a bad one is a usage error. */
static void
rules_option(struct nim_game *g, const char *arg, const char *usage)
{
	const char *why, *at;

	g->rules = xreallocarray(NULL, 1, sizeof(*g->rules));
	if ((why = heap_game_parse(g->rules, arg, &at)) != NULL) {
		free(g->rules);
		g->rules = NULL;
		/* A fault at the end of the rules has no text to quote. */
		if (*at != '\0')
			diag_usage(usage, "-r '%s': at '%s': %s", arg, at, why);
		diag_usage(usage, "-r '%s': %s%s", arg, *arg != '\0' ?
		    "at the end: " : "", why);
	}
}

void
nim_game_check(struct nim_game *g, const char *rules, const char *usage)
{
	if (rules == NULL)
		return;
	if (g->misere || g->k != 1)
		diag_usage(usage, "-r plays its heap game in normal play, one heap in each move: "
		    "not with -m or -k");
	rules_option(g, rules, usage);
}

void
nim_game_free(struct nim_game *g)
{
	if (g->rules != NULL)
		heap_game_free(g->rules);
	free(g->rules);
	g->rules = NULL;
}
