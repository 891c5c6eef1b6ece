/*
 * The options by which a teacher sets up the live games (nim-trace
 * --versus): who moves first, how well the machine plays, the heaps
 * dealt, and the lamps' colour.  Their rows of the option table and the
 * function that obeys them; kept apart from session.h, so
 * that the session knows nothing of the command line, as gameopt.h is.
 */
#ifndef WITS_NIM_LIVEOPT_H
#define WITS_NIM_LIVEOPT_H

#include <stdbool.h>

#include "../cli.h"
#include "game.h"
#include "session.h"

/* Values of the options that nim_live_option reads; sheetopt.h's are above. */
enum { NIM_LIVE_OPT_DEAL = OPT_FIRST_OWN + 0x40, NIM_LIVE_OPT_FIRST,
	NIM_LIVE_OPT_LEVEL, NIM_LIVE_OPT_COLOR };

/* The rows of the live session's options. */
#define NIM_LIVE_OPTIONS \
	CLI_OPT_OWN(NIM_LIVE_OPT_DEAL, "deal", "NxM", "every --versus " \
	    "game starts from N heaps of 1 to M, at random"), \
	CLI_OPT_OWN_NAMES(NIM_LIVE_OPT_FIRST, "first", "WHO", \
	    nim_live_first_listed, "who moves first (default you)"), \
	CLI_OPT_OWN_NAMES(NIM_LIVE_OPT_LEVEL, "level", "L", \
	    names_level, "how often it errs (default perfect)"), \
	CLI_OPT_OWN_NAMES(NIM_LIVE_OPT_COLOR, "color", "when", cli_color_listed, \
	    "colour the lamps (default auto: at a terminal)")

/* The names of --first: you, machine, random; NULL past the last. */
names_fn nim_live_first_listed;

/* What the options ask of a live session. */
struct nim_live_options {
	struct nim_live live;	/* where --first, --level and --deal go */
	enum cli_color color;
	bool given;		/* --first, --level or --deal was given */
	bool color_given;	/* --color was given */
};

/*
 * Obeys the option ch, one of NIM_LIVE_OPT_*, with its argument arg,
 * into *o.  A bad argument exits with the usage message.
 */
void nim_live_option(struct nim_live_options *o, int ch, const char *arg,
    const char *usage);

/*
 * Readies the session for the terminal on fd, when it is one: the rows
 * drawn, lettered in g as a person types them, wrapped to the screen's
 * width, and coloured as --color says.  Returns whether fd is a terminal.
 */
bool nim_live_at_terminal(struct nim_live_options *o, struct nim_game *g,
    int fd);

#endif
