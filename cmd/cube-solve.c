/*
 * cube-solve: optimal solutions for the pocket cube of Nichols' patent,
 * and solve logs judged.
 */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../lib/cli.h"
#include "../lib/cube/cubetext.h"
#include "../lib/cube/goal.h"
#include "../lib/cube/judgelog.h"
#include "../lib/cube/notation.h"
#include "../lib/cube/picture.h"
#include "../lib/cube/solvelog.h"
#include "../lib/diag.h"
#include "../lib/line.h"
#include "../lib/out.h"
#include "../lib/outfile.h"
#include "../lib/row.h"
#include "../lib/text.h"

static const char usage[] =
    "cube-solve [-a | -n count] [--slack k] [--qtm]\n"
    "                  [--faces faces | --face colour | --layer colour] [--net]\n"
    "                  [--svg file] [--palette name] [--color when]\n"
    "                  [--census | --judge [-v]] [--tsv] [file ...]";

enum { SLACK_MAX = 20 };

/* The options given, and whether each was given where its default would not show it. */
struct settings {
	bool all, counted, slack_given, faces_given, net, palette_given;
	bool census, tsv, color_given, judge, verbose;
	bool goal_given, each_colour;	/* --face or --layer; its colour "each" */
	enum cube_goal goal;
	unsigned colours;		/* --face or --layer: the set of colours, a bit each */
	uint64_t wanted;		/* -n: solutions wanted for each cube */
	uint64_t slack;
	enum cube_metric metric;
	unsigned char order[CUBE_FACES];	/* --faces, in the order to try them */
	unsigned nfaces;
	const struct cube_palette *palette;
	enum cli_color color;
	const char *svg;		/* --svg's file, or NULL */
};

/*
 * Returns the i-th name of what --face and --layer take: a colour, the
 * nearest of all (any), or each; NULL past the last.
 */
static const char *
goal_listed(size_t i)
{
	static const char *const more[] = { "any", "each" };
	size_t n = 0;

	while (cube_goal_colour_listed(n) != NULL)
		n++;
	if (i < n)
		return cube_goal_colour_listed(i);
	return i - n < sizeof(more) / sizeof(*more) ? more[i - n] : NULL;
}

/* Reads the colour of --face or --layer: one, the nearest of all (any), or each. */
static void
goal_option(struct settings *o, enum cube_goal goal, const char *colour)
{
	const char *why;

	o->goal_given = true;
	o->goal = goal;
	o->colours = CUBE_ALL_COLOURS;
	o->each_colour = strcmp(colour, goal_listed(CUBE_FACES * 2 + 1)) == 0;
	if (o->each_colour || strcmp(colour, goal_listed(CUBE_FACES * 2)) == 0)
		return;
	if ((why = cube_goal_parse_colour(colour, &o->colours)) != NULL)
		diag_usage_value(usage, goal == CUBE_GOAL_FACE ? "--face" : "--layer", colour, "%s",
		    why);
	o->colours = 1u << o->colours;
}

/* Reads the options into *o. */
static void
parse_options(int argc, char *argv[], struct settings *o)
{
	enum { OPT_QTM = OPT_FIRST_OWN, OPT_FACES, OPT_MOVES, OPT_PALETTE,
		OPT_COLOR, OPT_FACE, OPT_LAYER };
	const struct cli_opt opts[] = {
		CLI_OPT_FLAG('a', "all", &o->all, "every optimal solution"),
		CLI_OPT_NUMBER('n', NULL, "count", &o->wanted, 1, UINT64_MAX,
		    &o->counted, "up to count solutions, shortest first"),
		CLI_OPT_NUMBER(0, "slack", "k", &o->slack, 0, SLACK_MAX,
		    &o->slack_given, "with -a or -n: up to k turns longer "
		    "than optimal too"),
		CLI_OPT_OWN(OPT_QTM, "qtm", NULL,
		    "the quarter-turn metric: a half turn counts two"),
		CLI_OPT_OWN(OPT_FACES, "faces", "faces", "turn only these "
		    "faces (default RUF, tried in that order)"),
		CLI_OPT_OWN(OPT_MOVES, "moves", "faces", NULL),
		CLI_OPT_OWN_NAMES(OPT_FACE, "face", "colour", goal_listed,
		    "make one face of the colour, of the nearest (any), of "
		    "each (each)"),
		CLI_OPT_OWN_NAMES(OPT_LAYER, "layer", "colour", goal_listed,
		    "make the first layer of the colour: its face, and the "
		    "stickers beside it matching"),
		CLI_OPT_FLAG(0, "net", &o->net,
		    "a picture of each cube before its solution"),
		CLI_OPT_TEXT(0, "svg", "file", &o->svg,
		    "a picture (SVG) of each cube read, in file"),
		CLI_OPT_OWN_NAMES(OPT_PALETTE, "palette", "name",
		    cube_palette_listed, "with --net or --svg, its colours "
		    "(default faces)"),
		CLI_OPT_OWN_NAMES(OPT_COLOR, "color", "when", cli_color_listed,
		    "colour the --net (default auto: at a terminal)"),
		CLI_OPT_FLAG(0, "census", &o->census, "how many positions lie "
		    "at each distance, then exit"),
		CLI_OPT_FLAG(0, "judge", &o->judge,
		    "judge solve logs, SCRAMBLE ; TURNS, turn by turn"),
		CLI_OPT_FLAG('v', "verbose", &o->verbose,
		    "with --judge, a line for each turn"),
		CLI_OPT_TSV(&o->tsv, " solution"),
		CLI_OPT_END
	};
	char listed[64];
	const char *why;
	int ch;

	*o = (struct settings){ .wanted = 1, .metric = CUBE_HTM,
	    .order = { CUBE_R, CUBE_U, CUBE_F }, .nfaces = 3,
	    .palette = cube_palette_named("faces"), .color = CLI_COLOR_AUTO };
	while ((ch = cli_option(argc, argv, opts, usage)) != -1) {
		switch (ch) {
		case OPT_QTM: o->metric = CUBE_QTM; break;
		case OPT_MOVES:
			cli_deprecated("--moves", "--faces");
			/* FALLTHROUGH */
		case OPT_FACES:
			if ((why = cube_parse_faces(optarg, o->order, &o->nfaces)) != NULL)
				diag_usage_value(usage, cli_option_name(ch), optarg, "%s", why);
			o->faces_given = true;
			break;
		case OPT_FACE:
		case OPT_LAYER:
			if (o->goal_given)
				diag_usage(usage, "--face and --layer do not go together");
			goal_option(o, ch == OPT_FACE ? CUBE_GOAL_FACE : CUBE_GOAL_LAYER, optarg);
			break;
		case OPT_PALETTE:
			if ((o->palette = cube_palette_named(optarg)) == NULL)
				diag_usage_value(usage, "--palette", optarg, "not %s",
				    names_join(cube_palette_listed, " or ", listed,
				    sizeof(listed)));
			o->palette_given = true;
			break;
		case OPT_COLOR:
			o->color = cli_color(optarg, usage);
			o->color_given = true;
			break;
		}
	}
}

static const char *
goal_name(enum cube_goal goal)
{
	return goal == CUBE_GOAL_FACE ? "face" : "layer";
}

/* Refuses, with a usage message, options that do not go together. */
static void
check_options(const struct settings *o, int noperands)
{
	if (o->judge && (o->all || o->counted || o->slack_given || o->faces_given || o->net ||
	    o->svg != NULL || o->palette_given || o->color_given || o->census || o->goal_given))
		diag_usage(usage, "--judge goes with -v, --qtm and --tsv alone");
	if (o->verbose && !o->judge)
		diag_usage(usage, "-v needs --judge");
	if (o->verbose && o->tsv)
		diag_usage(usage, "-v explains in words, not in --tsv rows");
	if (o->all && o->counted)
		diag_usage(usage, "-a and -n do not go together");
	if (o->slack_given && !o->all && !o->counted)
		diag_usage(usage, "--slack needs -a or -n");
	if (o->palette_given && !o->net && o->svg == NULL)
		diag_usage(usage, "--palette needs --net or --svg");
	if (o->color_given && !o->net)
		diag_usage(usage, "--color needs --net");
	if (o->census && (o->all || o->counted || o->net || o->svg != NULL))
		diag_usage(usage, "%s and --census do not go together",
		    o->all ? "-a" : o->counted ? "-n" : o->net ? "--net" : "--svg");
	if (o->net && o->tsv)
		diag_usage(usage, "--net and --tsv do not go together");
	if (o->goal_given && o->faces_given)
		diag_usage(usage,
		    "--faces and --%s do not go together: a first %s turns R, U and F",
		    goal_name(o->goal), goal_name(o->goal));
	if (o->goal_given && o->census && (o->colours & (o->colours - 1)) != 0)
		diag_usage(usage, "--census needs one colour of --%s", goal_name(o->goal));
	if (o->census && noperands > 0)
		diag_usage(usage, "--census reads no input");
}

/*
 * Solves the cube of every line of the operands (stdin when none); returns
 * the exit status.
 */
static int
solve(const struct settings *o, int noperands, char *operands[])
{
	struct input in;
	const struct input *reading = &in;
	struct text out = { 0 };
	struct cube_picture picture = { 0 };
	struct outfile svg_file = { 0 };
	const struct cube_log_solve_how how = {
		.metric = o->metric,
		.order = o->order,
		.nfaces = o->nfaces,
		.goal_given = o->goal_given,
		.goal = o->goal,
		.colours = o->colours,
		.each_colour = o->each_colour,
		.wanted = o->all ? UINT64_MAX : o->wanted,
		.slack = (unsigned)o->slack,
		.labelled = !o->tsv &&
		    (o->all || o->counted || o->net || o->each_colour),
		.tsv = o->tsv,
		.net = o->net,
		.ansi = o->net && cli_coloured(o->color, STDOUT_FILENO),
		.palette = o->palette,
		.picture = o->svg != NULL ? &picture : NULL,
	};
	struct cube_log_solve s;
	struct cube_bad bad;
	char *line;
	ssize_t len;

	cube_log_solve_start(&s, &how, &out);
	input_open(&in, noperands, operands);
	if (o->svg != NULL)
		outfile_open(&svg_file, "--svg", o->svg, &reading, 1, NULL, 0,
		    usage);
	while ((len = out_next_line(&out, &in, &line)) >= 0) {
		struct diag_where at = input_where(&in);

		if (cube_log_solve_line(&s, &at, line, (size_t)len, &bad) < 0)
			row_bad(o->tsv ? NULL : &out, &in.where, line, (size_t)len,
			    bad.tok, bad.len, bad.reason);
	}
	text_put(&out, stdout);
	input_close(&in);
	if (o->svg != NULL) {
		cube_picture_svg(&out, &picture);
		outfile_put(&svg_file, &out);
		outfile_close(&svg_file);
	}
	cube_picture_free(&picture);
	text_free(&out);
	cube_log_solve_free(&s);
	return diag_finish();
}

/* Writes the census of the solver's faces in its metric; returns the exit status. */
static int
census(const struct settings *o)
{
	uint64_t count[CUBE_DEPTH_MAX + 1];
	struct cube_solver *s = NULL;
	struct cube_goals *g = NULL;
	struct text out = { 0 }, goal = { 0 };
	char faces[CUBE_FACES + 1];
	unsigned depth, colour = 0;

	cube_faces_format(o->order, o->nfaces, faces);
	if (o->goal_given) {
		while (!(o->colours & 1u << colour))
			colour++;
		g = cube_goals_new(o->goal, o->metric);
		depth = cube_goal_census(g, colour, count);
		text_printf(&goal, "a %s %s", cube_goal_colour_name(colour), goal_name(o->goal));
	} else {
		s = cube_solver_new(o->metric, o->order, o->nfaces);
		depth = cube_census(s, count);
	}
	if (o->tsv)
		cube_text_census_tsv(&out, count, depth);
	else
		cube_text_census(&out, count, depth, o->metric, faces, goal.s);
	text_put(&out, stdout);
	text_free(&out);
	text_free(&goal);
	cube_solver_free(s);
	cube_goals_free(g);
	return diag_finish();
}

/* Judges the solve logs of the operands (stdin when none); returns the exit status. */
static int
judge_logs(const struct settings *o, int noperands, char *operands[])
{
	struct input in;
	struct text out = { 0 };

	struct cube_log_judge j;
	struct cube_bad bad;
	char *line;
	ssize_t len;

	input_open(&in, noperands, operands);
	cube_log_judge_start(&j, &out, o->metric, o->tsv, o->verbose);
	while ((len = out_next_line(&out, &in, &line)) >= 0) {
		struct diag_where at = input_where(&in);

		if (cube_log_judge_line(&j, &out, &at, line, (size_t)len, &bad) < 0)
			row_bad(o->tsv ? NULL : &out, &in.where, line, (size_t)len, bad.tok,
			    bad.len, bad.reason);
	}
	cube_log_judge_end(&j, &out);
	cube_log_judge_free(&j);
	text_put(&out, stdout);
	input_close(&in);
	text_free(&out);
	return diag_finish();
}

int
main(int argc, char *argv[])
{
	struct settings o;

	cli_start(argv[0]);
	parse_options(argc, argv, &o);
	check_options(&o, argc - optind);
	if (o.judge)
		return judge_logs(&o, argc - optind, argv + optind);
	if (o.census)
		return census(&o);
	return solve(&o, argc - optind, argv + optind);
}
