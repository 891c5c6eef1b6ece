/* The options that set up a live session: see liveopt.h. */
#include <string.h>
#include <unistd.h>

#include "../diag.h"
#include "../screen.h"
#include "liveopt.h"

/*
 * Returns the level called name, as struct nim_live's errs counts it:
 * perfect 0 (it never errs), medium 1 (a random move one time in 4),
 * easy 2 (one time in 2); -1 when no level is called so.
 */
static int
level_named(const char *name)
{
	static const char *const level[] = { "perfect", "medium", "easy" };
	int i;

	for (i = 0; i < 3; i++)
		if (strcmp(name, level[i]) == 0)
			return i;
	return -1;
}

/*
 * Returns who moves first, called name: NIM_A for "you", NIM_B for
 * "machine", -1 for "random" (a coin for each game); -2 for no such name.
 */
static int
first_named(const char *name)
{
	if (strcmp(name, "you") == 0)
		return NIM_A;
	if (strcmp(name, "machine") == 0)
		return NIM_B;
	return strcmp(name, "random") == 0 ? -1 : -2;
}

void
nim_live_option(struct nim_live_options *o, int ch, const char *arg,
    const char *usage)
{
	struct nim_live *l = &o->live;
	const char *why;
	int level;

	switch (ch) {
	case NIM_LIVE_OPT_FIRST:
		if ((l->first = first_named(arg)) < -1)
			diag_usage_value(usage, "--first", arg,
			    "not you, machine or random");
		break;
	case NIM_LIVE_OPT_LEVEL:
		if ((level = level_named(arg)) < 0)
			diag_usage_value(usage, "--level", arg,
			    "not perfect, medium or easy");
		l->errs = (unsigned)level;
		break;
	case NIM_LIVE_OPT_DEAL:
		if ((why = nim_deal_read(arg, &l->deal)) != NULL)
			diag_usage_value(usage, "--deal", arg, "%s", why);
		break;
	case NIM_LIVE_OPT_COLOR:
		o->color = cli_color(arg, usage);
		o->color_given = true;
		return;
	}
	o->given = true;
}

bool
nim_live_at_terminal(struct nim_live_options *o, struct nim_game *g, int fd)
{
	struct nim_live *l = &o->live;

	l->screen = isatty(fd);
	if (!l->screen)
		return false;
	g->rows = true;
	l->colour = cli_coloured(o->color, fd);
	l->width = screen_width(fd);
	return true;
}
