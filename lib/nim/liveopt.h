/*
 * The options by which a teacher sets up the live games (nim-trace
 * --versus): who moves first, how well the machine plays, the heaps
 * dealt, and the lamps' colour.  Their entries for the option table, their
 * help, and the function that obeys them; kept apart from session.h, so
 * that the session knows nothing of the command line, as gameopt.h is.
 */
#ifndef WITS_NIM_LIVEOPT_H
#define WITS_NIM_LIVEOPT_H

#include <stdbool.h>

#include "../cli.h"
#include "game.h"
#include "session.h"

/* Well above any program's own options, which count up from OPT_FIRST_OWN. */
enum { NIM_LIVE_OPT_DEAL = OPT_FIRST_OWN + 0x40, NIM_LIVE_OPT_FIRST,
	NIM_LIVE_OPT_LEVEL, NIM_LIVE_OPT_COLOR };

#define NIM_LIVE_LONG_OPTIONS \
	{ "deal", required_argument, NULL, NIM_LIVE_OPT_DEAL }, \
	{ "first", required_argument, NULL, NIM_LIVE_OPT_FIRST }, \
	{ "level", required_argument, NULL, NIM_LIVE_OPT_LEVEL }, \
	{ "color", required_argument, NULL, NIM_LIVE_OPT_COLOR }
#define NIM_LIVE_HELP \
    "      --deal NxM        every --versus game starts from N heaps of 1 to M, at random\n" \
    "      --first WHO       who moves first: you (the default), machine, or random\n" \
    "      --level L         perfect (the default), medium or easy: how often it errs\n" \
    "      --color WHEN      light the lamps: auto (at a terminal), always, never\n"

/* What the options ask of a live session. */
struct nim_live_options {
	struct nim_live live;	/* where --first, --level and --deal go */
	enum cli_color color;
	bool given;		/* --first, --level or --deal was given */
};

/*
 * Obeys the option ch (with its argument arg) into *o; returns false when
 * ch is none of these.  A bad argument exits with the usage message.
 */
bool nim_live_option(struct nim_live_options *o, int ch, const char *arg,
    const char *usage);

/*
 * Readies the session for the terminal on fd, when it is one: the rows
 * drawn, lettered in g as a person types them, wrapped to the screen's
 * width, and coloured as --color says.  Returns whether fd is a terminal.
 */
bool nim_live_at_terminal(struct nim_live_options *o, struct nim_game *g,
    int fd);

#endif
