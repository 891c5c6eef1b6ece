/* The options that choose the game: see gameopt.h. */
#include "../cli.h"
#include "gameopt.h"

bool
nim_game_option(struct nim_game *g, int ch, const char *arg, const char *usage)
{
	if (ch == 'm')
		g->misere = true;
	else if (ch == 'k')
		g->k = cli_number("-k", arg, 1, NIM_K_MAX, usage);
	else
		return false;
	return true;
}
