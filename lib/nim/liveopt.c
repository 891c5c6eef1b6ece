/* The options that set up a live session: see liveopt.h. */
#include <string.h>
#include <unistd.h>

#include "../diag.h"
#include "../names.h"
#include "../screen.h"
#include "liveopt.h"

/*
 * Who moves first, by name, as struct nim_live's first says it: NIM_A,
 * NIM_B, or -1 for a coin for each game.
 */
static const struct {
	const char *name;
	int first;
} first[] = { { "you", NIM_A }, { "machine", NIM_B }, { "random", -1 } };

const char *
nim_live_first_listed(size_t i)
{
	return i < sizeof(first) / sizeof(*first) ? first[i].name : NULL;
}

void
nim_live_option(struct nim_live_options *o, int ch, const char *arg,
    const char *usage)
{
	struct nim_live *l = &o->live;
	char listed[64];
	const char *why;
	int level, who;

	switch (ch) {
	case NIM_LIVE_OPT_FIRST:
		if ((who = names_find(nim_live_first_listed, arg)) < 0)
			diag_usage_value(usage, "--first", arg, "not %s",
			    names_join(nim_live_first_listed, " or ", listed,
			    sizeof(listed)));
		l->first = first[who].first;
		break;
	case NIM_LIVE_OPT_LEVEL:
		if ((level = names_find(names_level, arg)) < 0)
			diag_usage_value(usage, "--level", arg, "not %s",
			    names_join(names_level, " or ", listed,
			    sizeof(listed)));
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
