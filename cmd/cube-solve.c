/* cube-solve: optimal solutions for the pocket cube of Nichols' patent. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../lib/cli.h"
#include "../lib/cube/format.h"
#include "../lib/cube/notation.h"
#include "../lib/cube/picture.h"
#include "../lib/cube/solve.h"
#include "../lib/diag.h"
#include "../lib/line.h"
#include "../lib/out.h"
#include "../lib/outfile.h"
#include "../lib/row.h"
#include "../lib/text.h"

static const char usage[] =
    "cube-solve [-a | -n count] [--slack k] [--qtm] [--faces faces] [--net]\n"
    "                  [--svg file] [--palette name] [--color when] [--census] [--tsv]\n"
    "                  [file ...]";

static const char options[] =
    "  -a, --all             every optimal solution\n"
    "  -n count              up to count solutions, shortest first\n"
    "      --slack k         with -a or -n: up to k turns longer than optimal too\n"
    "      --qtm             the quarter-turn metric: a half turn counts two\n"
    "      --faces faces     turn only these faces (default RUF, tried in that order)\n"
    "      --net             a picture of each cube before its solution\n"
    "      --svg file        a picture (SVG) of each cube read, in file\n"
    "      --palette name    with --net or --svg, its colours: faces, patent or western\n"
    "      --color when      colour the --net: auto (at a terminal), always, never\n"
    "      --census          how many positions lie at each distance, then exit\n"
    "      --tsv             a table: a header, then a row a solution\n";

enum { SLACK_MAX = 20 };

/* The line being answered, and how its answers are written. */
struct answer {
	struct text *out;
	const struct input *in;
	const char *line;
	size_t len;
	bool tsv;
	enum cube_metric metric;
	struct text state;	/* --tsv: the facelets of the cube read */
	uint64_t left;		/* solutions still wanted */
};

/*
 * A solution: its line, with the input line's comment; or its TSV row.
 * Hot path (a line a cube): measured; keeping comments costs a line
 * without one two memchr calls, some 80 instructions of the 60,000 a solve
 * takes.
 */
static inline void
answer_solution(struct answer *a, const struct cube_path *p)
{
	if (a->tsv) {
		tsv_where(a->out, a->in);
		cube_text_solution_tsv(a->out, a->state.s, a->state.len, p, a->metric);
		tsv_end(a->out, a->line, a->len);
		return;
	}
	cube_text_solution(a->out, p);
	if (memchr(a->line, '#', a->len) != NULL || memchr(a->line, '/', a->len) != NULL)
		row_comment(a->out, a->line, a->len);
	text_char(a->out, '\n');
}

static bool
answer_each(const struct cube_path *p, void *ctx)
{
	struct answer *a = ctx;

	answer_solution(a, p);
	out_answered(a->out);
	return --a->left > 0 && !diag_output_failed();
}

static int
census(struct cube_solver *s, enum cube_metric metric, const char *faces, bool tsv)
{
	uint64_t count[CUBE_DEPTH_MAX + 1];
	unsigned depth = cube_census(s, count);
	struct text out = { 0 };

	if (tsv)
		cube_text_census_tsv(&out, count, depth);
	else
		cube_text_census(&out, count, depth, metric, faces);
	text_put(&out, stdout);
	text_free(&out);
	cube_solver_free(s);
	return diag_finish();
}

/* --svg's file, opened before any input is read: never one of the inputs. */
static void
open_svg(struct outfile *o, const char *path, int n, char *file[])
{
	struct outfile_input *in = xreallocarray(NULL, n > 0 ? (size_t)n : 1, sizeof(*in));
	int i;

	in[0] = (struct outfile_input){ NULL, "-" };
	for (i = 0; i < n; i++)
		in[i] = (struct outfile_input){ strcmp(file[i], "-") == 0 ? NULL : file[i], file[i] };
	outfile_open(o, "--svg", path, in, n > 0 ? (size_t)n : 1, NULL, 0, usage);
	free(in);
}

int
main(int argc, char *argv[])
{
	enum { OPT_SLACK = OPT_FIRST_OWN, OPT_QTM, OPT_FACES, OPT_MOVES, OPT_NET, OPT_PALETTE,
		OPT_CENSUS, OPT_TSV, OPT_SVG, OPT_COLOR };
	static const struct option longopts[] = {
		{ "all", no_argument, NULL, 'a' },
		{ "slack", required_argument, NULL, OPT_SLACK },
		{ "qtm", no_argument, NULL, OPT_QTM },
		{ "faces", required_argument, NULL, OPT_FACES },
		{ "moves", required_argument, NULL, OPT_MOVES },
		{ "net", no_argument, NULL, OPT_NET },
		{ "palette", required_argument, NULL, OPT_PALETTE },
		{ "census", no_argument, NULL, OPT_CENSUS },
		{ "tsv", no_argument, NULL, OPT_TSV },
		{ "svg", required_argument, NULL, OPT_SVG },
		{ "color", required_argument, NULL, OPT_COLOR },
		CLI_LONG_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	unsigned char order[CUBE_FACES] = { CUBE_R, CUBE_U, CUBE_F };
	unsigned nfaces = 3, slack = 0;
	uint64_t wanted = 1;
	enum cube_metric metric = CUBE_HTM;
	const struct cube_palette *palette = cube_palette_named("faces");
	bool all = false, counted = false, slack_given = false, net = false, palette_given = false;
	bool only_census = false, tsv = false, color_given = false, labelled, ansi;
	enum cli_color color = CLI_COLOR_AUTO;
	char faces[CUBE_FACES + 1];
	const char *why, *svg = NULL;
	struct cube_picture picture = { 0 };
	struct outfile svg_file = { 0 };
	struct cube_solver *solver;
	struct cube_path path;
	struct cube cube;
	struct cube_bad bad;
	struct input in;
	struct text out = { 0 };
	struct answer a = { &out, &in, NULL, 0, false, CUBE_HTM, { 0 }, 0 };
	char *line;
	ssize_t len;
	int ch;

	diag_init(argv[0]);
	while ((ch = cli_option(argc, argv, "an:h", longopts, usage, options)) != -1) {
		switch (ch) {
		case 'a': all = true; break;
		case 'n':
			wanted = cli_number("-n", optarg, 1, UINT64_MAX, usage);
			counted = true;
			break;
		case OPT_SLACK:
			slack = (unsigned)cli_number("--slack", optarg, 0, SLACK_MAX, usage);
			slack_given = true;
			break;
		case OPT_QTM: metric = CUBE_QTM; break;
		case OPT_MOVES:
			cli_deprecated("--moves", "--faces");
			/* FALLTHROUGH */
		case OPT_FACES:
			if ((why = cube_parse_faces(optarg, order, &nfaces)) != NULL)
				diag_usage_value(usage, ch == OPT_MOVES ? "--moves" : "--faces", optarg,
				    "%s", why);
			break;
		case OPT_NET: net = true; break;
		case OPT_PALETTE:
			if ((palette = cube_palette_named(optarg)) == NULL)
				diag_usage_value(usage, "--palette", optarg, "not %s", cube_palette_names);
			palette_given = true;
			break;
		case OPT_CENSUS: only_census = true; break;
		case OPT_TSV: tsv = true; break;
		case OPT_SVG: svg = optarg; break;
		case OPT_COLOR:
			color = cli_color(optarg, usage);
			color_given = true;
			break;
		}
	}
	if (all && counted)
		diag_usage(usage, "-a and -n do not go together");
	if (slack_given && !all && !counted)
		diag_usage(usage, "--slack needs -a or -n");
	if (palette_given && !net && svg == NULL)
		diag_usage(usage, "--palette needs --net or --svg");
	if (color_given && !net)
		diag_usage(usage, "--color needs --net");
	if (only_census && (all || counted || net || svg != NULL))
		diag_usage(usage, "%s and --census do not go together",
		    all ? "-a" : counted ? "-n" : net ? "--net" : "--svg");
	if (net && tsv)
		diag_usage(usage, "--net and --tsv do not go together");
	if (only_census && optind < argc)
		diag_usage(usage, "--census reads no input");
	cube_faces_format(order, nfaces, faces);
	solver = cube_solver_new(metric, order, nfaces);
	if (only_census)
		return census(solver, metric, faces, tsv);
	if (all)
		wanted = UINT64_MAX;
	/* several lines answer one: the label says whose they are */
	labelled = !tsv && (all || counted || net);
	ansi = net && cli_coloured(color, STDOUT_FILENO);
	if (svg != NULL)
		open_svg(&svg_file, svg, argc - optind, argv + optind);
	a.tsv = tsv;
	a.metric = metric;
	if (tsv)
		tsv_header(&out, CUBE_SOLUTION_TSV);

	input_open(&in, argc - optind, argv + optind);
	while ((len = out_next_line(&out, &in, &line)) >= 0) {
		int got = cube_parse(line, (size_t)len, &cube, &bad), optimal;

		a.line = line;
		a.len = (size_t)len;
		if (got == 0) {
			if (!tsv)
				text_passthrough(&out, line, (size_t)len);
			continue;
		}
		if (labelled)
			row_group(&out, line, (size_t)len);
		if (got < 0) {
			if (tsv)
				diag_bad(&in.where, bad.tok, bad.len, bad.reason);
			else
				row_bad(&out, &in.where, line, (size_t)len, bad.tok, bad.len, bad.reason);
			continue;
		}
		if (net)
			cube_text_net(&out, &cube, palette, ansi);
		if (svg != NULL)
			cube_picture_add(&picture, &cube, palette, line, (size_t)len);
		if (tsv) {
			a.state.len = 0;
			cube_text_state(&a.state, &cube, palette);
		}
		if (wanted == 1) {
			if ((optimal = cube_solve(solver, &cube, &path)) >= 0)
				answer_solution(&a, &path);
		} else {
			a.left = wanted;
			optimal = cube_solve_each(solver, &cube, slack, answer_each, &a);
		}
		if (optimal < 0 && !tsv) {
			cube_text_unsolvable(&out, faces);
			row_comment(&out, line, (size_t)len);
			text_char(&out, '\n');
		}
	}
	text_put(&out, stdout);
	input_close(&in);
	if (svg != NULL) {
		cube_picture_svg(&out, &picture);
		outfile_put(&svg_file, &out);
		outfile_close(&svg_file);
	}
	cube_picture_free(&picture);
	text_free(&out);
	text_free(&a.state);
	cube_solver_free(solver);
	return diag_finish();
}
