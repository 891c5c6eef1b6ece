/* cube-solve: optimal solutions for the pocket cube of Nichols' patent, and solve logs judged. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../lib/cli.h"
#include "../lib/cube/format.h"
#include "../lib/cube/judgetext.h"
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
    "                  [--svg file] [--palette name] [--color when] [--census | --judge [-v]]\n"
    "                  [--tsv] [file ...]";

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
    "      --judge           judge solve logs, SCRAMBLE ; TURNS, turn by turn\n"
    "  -v, --verbose         with --judge, a line for each turn\n"
    "      --tsv             a table: a header, then a row a solution\n";

enum { SLACK_MAX = 20 };

/* The line being answered, and how its answers are written. */
struct answer {
	struct text *out;
	const struct input *in;
	const char *line;
	size_t len;
	bool tsv;
	bool comment;		/* the line has a comment to keep: looked for once, not each answer */
	enum cube_metric metric;
	struct text state;	/* --tsv: the facelets of the cube read */
	uint64_t left;		/* solutions still wanted */
};

/*
 * A solution: its line, with the input line's comment; or its TSV row.
 * Hot path (a line a cube, -a several): whether the line has a comment
 * is looked for once a line, two memchr calls, some 50 instructions of
 * the 2,100 a line takes.
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
	if (a->comment)
		row_comment(a->out, a->line, a->len);
	text_char(a->out, '\n');
}

static bool
answer_each(const struct cube_path *p, void *ctx)
{
	struct answer *a = ctx;

	answer_solution(a, p);
	out_answered(a->out);
	/* writing fails only when the answers go out, leaving none: asked only then (15 instructions) */
	return --a->left > 0 && (a->out->len != 0 || !diag_output_failed());
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

/* The TSV's last line read: the totals rows stand there. */
struct end_where {
	const char *file;
	unsigned long long line;
};

static void
end_row(struct text *out, const struct end_where *end)
{
	const char *file = end->file != NULL ? end->file : "-";

	tsv_field(out, file, strlen(file));
	text_printf(out, "\t%llu\t", end->line);
}

/*
 * Solve logs: each solve's line answered by its verdict (with -v, its
 * turns first, under its label), or with --tsv a row a turn and a row the
 * solve; then the totals.
 */
static void
judge(struct input *in, struct text *out, enum cube_metric metric, bool tsv, bool verbose)
{
	struct cube_judge j;
	struct cube_judged_turn turn;
	struct cube_judge_totals totals = { 0 };
	struct end_where end = { NULL, 0 };
	struct cube_bad bad;
	char *line;
	ssize_t len;
	size_t i;

	cube_judge_init(&j, metric);
	if (tsv)
		tsv_header(out, CUBE_JUDGE_TSV);
	while ((len = out_next_line(out, in, &line)) >= 0) {
		int got = cube_judge_start(&j, line, (size_t)len, &bad);

		if (tsv) {
			end.file = in->operand;
			end.line = in->where.line;
		}
		if (got == 0) {
			if (!tsv)
				text_passthrough(out, line, (size_t)len);
			continue;
		}
		if (got < 0) {
			row_bad(tsv ? NULL : out, &in->where, line, (size_t)len, bad.tok, bad.len,
			    bad.reason);
			continue;
		}
		if (verbose)
			row_group(out, line, (size_t)len);
		while (cube_judge_next(&j, &turn)) {
			if (tsv) {
				tsv_where(out, in);
				cube_tsv_judged_turn(out, &turn, metric);
				tsv_end(out, line, (size_t)len);
			} else if (verbose) {
				cube_text_judged_turn(out, &turn);
				text_char(out, '\n');
			}
		}
		cube_judge_count(&totals, &j.verdict);
		if (tsv) {
			tsv_where(out, in);
			cube_tsv_verdict(out, &j.verdict, metric);
			tsv_end(out, line, (size_t)len);
		} else {
			cube_text_verdict(out, line, (size_t)(j.end - line), &j.verdict, metric);
			row_comment(out, line, (size_t)len);
			text_char(out, '\n');
		}
	}
	if (tsv) {
		for (i = 0; i < totals.nbuckets; i++) {
			end_row(out, &end);
			cube_tsv_judge_bucket(out, &totals.by_wasted[i], metric);
			tsv_end(out, "", 0);
		}
		end_row(out, &end);
		cube_tsv_judge_totals(out, &totals, metric);
		tsv_end(out, "", 0);
	} else {
		cube_text_judge_totals(out, &totals, metric);
	}
	cube_judge_totals_free(&totals);
	cube_judge_free(&j);
}

int
main(int argc, char *argv[])
{
	enum { OPT_SLACK = OPT_FIRST_OWN, OPT_QTM, OPT_FACES, OPT_MOVES, OPT_NET, OPT_PALETTE,
		OPT_CENSUS, OPT_TSV, OPT_SVG, OPT_COLOR, OPT_JUDGE };
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
		{ "judge", no_argument, NULL, OPT_JUDGE },
		{ "verbose", no_argument, NULL, 'v' },
		CLI_LONG_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	unsigned char order[CUBE_FACES] = { CUBE_R, CUBE_U, CUBE_F };
	unsigned nfaces = 3, slack = 0;
	uint64_t wanted = 1;
	enum cube_metric metric = CUBE_HTM;
	const struct cube_palette *palette = cube_palette_named("faces");
	bool all = false, counted = false, slack_given = false, net = false, palette_given = false;
	bool only_census = false, tsv = false, color_given = false, labelled, ansi, plain;
	bool judging = false, verbose = false, faces_given = false;
	enum cli_color color = CLI_COLOR_AUTO;
	char faces[CUBE_FACES + 1];
	const char *why, *svg = NULL;
	struct cube_picture picture = { 0 };
	struct outfile svg_file = { 0 };
	struct cube_solver *solver;
	struct cube_path path;
	struct cube_position at;
	struct cube cube;
	struct cube_bad bad;
	struct input in;
	struct text out = { 0 };
	struct answer a = { &out, &in, NULL, 0, false, false, CUBE_HTM, { 0 }, 0 };
	char *line;
	ssize_t len;
	int ch;

	cli_start(argv[0]);
	while ((ch = cli_option(argc, argv, "an:hv", longopts, usage, options)) != -1) {
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
			faces_given = true;
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
		case OPT_JUDGE: judging = true; break;
		case 'v': verbose = true; break;
		}
	}
	if (judging && (all || counted || slack_given || faces_given || net || svg != NULL ||
	    palette_given || color_given || only_census))
		diag_usage(usage, "--judge goes with -v, --qtm and --tsv alone");
	if (verbose && !judging)
		diag_usage(usage, "-v needs --judge");
	if (verbose && tsv)
		diag_usage(usage, "-v explains in words, not in --tsv rows");
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
	if (judging) {
		input_open(&in, argc - optind, argv + optind);
		judge(&in, &out, metric, tsv, verbose);
		text_put(&out, stdout);
		input_close(&in);
		text_free(&out);
		return diag_finish();
	}
	cube_faces_format(order, nfaces, faces);
	solver = cube_solver_new(metric, order, nfaces);
	if (only_census)
		return census(solver, metric, faces, tsv);
	if (all)
		wanted = UINT64_MAX;
	/* several lines answer one: the label says whose they are */
	labelled = !tsv && (all || counted || net);
	ansi = net && cli_coloured(color, STDOUT_FILENO);
	/* the common line, plain turns, read into the solver's position when no struct cube is wanted */
	plain = !net && svg == NULL && !tsv && slack == 0;
	input_open(&in, argc - optind, argv + optind);
	if (svg != NULL)
		outfile_open(&svg_file, "--svg", svg, &a.in, 1, NULL, 0, usage);
	a.tsv = tsv;
	a.metric = metric;
	if (tsv)
		tsv_header(&out, CUBE_SOLUTION_TSV);

	while ((len = out_next_line(&out, &in, &line)) >= 0) {
		bool read_plain = plain && cube_read_plain(solver, line, (size_t)len, &at);
		int got = read_plain ? 1 : cube_parse(line, (size_t)len, &cube, &bad), optimal;

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
			row_bad(tsv ? NULL : &out, &in.where, line, (size_t)len, bad.tok, bad.len,
			    bad.reason);
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
		a.comment = memchr(line, '#', (size_t)len) != NULL || memchr(line, '/', (size_t)len) != NULL;
		if (wanted == 1) {
			optimal = read_plain ? cube_solve_at(solver, &at, &path) :
			    cube_solve(solver, &cube, &path);
			if (optimal >= 0)
				answer_solution(&a, &path);
		} else {
			a.left = wanted;
			optimal = read_plain ? cube_solve_each_at(solver, &at, answer_each, &a) :
			    cube_solve_each(solver, &cube, slack, answer_each, &a);
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
