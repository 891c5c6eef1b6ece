/* cube-scramble: scrambles for the pocket cube, as competitions draw them, and their audit. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "../lib/cli.h"
#include "../lib/cube/audit.h"
#include "../lib/cube/format.h"
#include "../lib/cube/notation.h"
#include "../lib/cube/picture.h"
#include "../lib/cube/scramble.h"
#include "../lib/cube/sheet.h"
#include "../lib/diag.h"
#include "../lib/line.h"
#include "../lib/out.h"
#include "../lib/outfile.h"
#include "../lib/progress.h"
#include "../lib/rng.h"
#include "../lib/text.h"

static const char usage[] =
    "cube-scramble [-n count] [--length n | --moves n] [--min-moves n] [--state]\n"
    "                     [--net | --tsv] [--sheet] [--key] [--svg file] [--palette name]\n"
    "                     [--color when] [--seed n] [--first n] [--audit [file ...]]";

static const char options[] =
    "  -n count              how many scrambles (default 1)\n"
    "      --length n        random-state scrambles of exactly n turns (1 to 14),\n"
    "                        not the shortest\n"
    "      --moves n         random-move scrambles of n turns, no face twice running\n"
    "      --min-moves n     draw again any state solved in fewer than n turns\n"
    "                        (default 4, as in competitions)\n"
    "      --state           write each scrambled cube as a facelet string\n"
    "      --net             a picture of each scrambled cube after it\n"
    "      --tsv             a table: a header, then a row a scramble, with its\n"
    "                        seed, number, turns and state\n"
    "      --sheet           a printable sheet (XHTML) of the scrambles, twelve a\n"
    "                        page, each with a picture of the cube it makes\n"
    "      --key             the sheet's answer key: an optimal solution of each\n"
    "                        (after the sheet, on a page of its own, with --sheet)\n"
    "      --svg file        a picture (SVG) of each scrambled cube, in file\n"
    "      --palette name    the colours of the cubes written: faces, patent, western\n"
    "      --color when      colour the --net: auto (at a terminal), always, never\n"
    "      --seed n          make the scrambles repeatable\n"
    "      --first n         number the scrambles from n, for a shard of a larger run\n"
    "      --audit           read scrambles (of any scrambler) and judge whether they\n"
    "                        look random-state: their lengths against the census,\n"
    "                        states too near solved, repeats (with --tsv, a table)\n";

enum { LENGTH_MAX = 14, MOVES_MAX = 1000000 };

/* What is written of each scramble, and where. */
struct writing {
	bool state, net, tsv, sheet, key, ansi;
	const struct cube_palette *palette;
	struct cube_sheet about;	/* what the sheet and the key say of the scrambles */
	struct text keys;		/* --sheet --key: the key's rows, written after the sheet */
	struct cube_picture *picture;	/* --svg, or NULL */
	struct text label;		/* a row's label in the picture */
	struct cube_solver *solver;	/* --key's optimal solutions */
};

/* The i-th scramble of the run, in every form asked for. */
static void
write_scramble(struct writing *w, struct text *out, uint64_t i, const struct cube_turn *turn,
    size_t n, const struct cube *cube)
{
	struct cube_path solution;

	if (w->sheet)
		cube_sheet_scramble(out, &w->about, i, turn, n, cube);
	else if (w->tsv)
		cube_text_scramble_tsv(out, w->about.seed, w->about.first + i, turn, n, cube,
		    w->palette);
	else if (!w->key)
		cube_text_scramble(out, turn, n, cube, w->palette, w->state);
	if (w->net)
		cube_text_net(out, cube, w->palette, w->ansi);
	if (w->key) {
		cube_solve(w->solver, cube, &solution);
		cube_key_row(w->sheet ? &w->keys : out, i, &w->about, turn, n, &solution);
	}
	if (w->picture != NULL) {
		w->label.len = 0;
		text_printf(&w->label, "%llu. ", (unsigned long long)(w->about.first + i + 1));
		cube_text_turns(&w->label, turn, n);
		cube_picture_add(w->picture, cube, w->palette, w->label.s, w->label.len);
	}
}

/* How option ch is written, for a message: "-n", or a long option's name (after "--"). */
static const char *
option_name(const struct option *o, int ch)
{
	if (ch == 'n')
		return "-n";
	while (o->val != ch)
		o++;
	return o->name;
}

/* --audit: every scramble read, then the judgement of them all. */
static int
audit(int nfiles, char *file[], bool tsv)
{
	struct cube_audit *a = cube_audit_new();
	struct cube_audit_judgement judgement;
	struct cube_bad bad;
	struct cube cube;
	struct input in;
	struct text out = { 0 };
	char *line;
	ssize_t len;
	int got;

	input_open(&in, nfiles, file);
	while ((len = out_next_line(&out, &in, &line)) >= 0) {
		if ((got = cube_parse(line, (size_t)len, &cube, &bad)) < 0)
			diag_bad(&in.where, bad.tok, bad.len, bad.reason);
		else if (got > 0)
			cube_audit_add(a, &cube, cube_audit_turns(line, (size_t)len), &in.where);
	}
	input_close(&in);
	cube_audit_judge(a, &judgement);
	if (tsv)
		cube_audit_tsv(&out, &judgement);
	else
		cube_audit_text(&out, &judgement);
	text_put(&out, stdout);
	text_free(&out);
	cube_audit_free(a);
	return diag_finish();
}

int
main(int argc, char *argv[])
{
	enum { OPT_LENGTH = OPT_FIRST_OWN, OPT_MOVES, OPT_MIN_MOVES, OPT_STATE, OPT_NET, OPT_PALETTE,
		OPT_FIRST, OPT_TSV, OPT_SHEET, OPT_KEY, OPT_SVG, OPT_COLOR, OPT_AUDIT };
	static const struct option longopts[] = {
		{ "length", required_argument, NULL, OPT_LENGTH },
		{ "moves", required_argument, NULL, OPT_MOVES },
		{ "min-moves", required_argument, NULL, OPT_MIN_MOVES },
		{ "state", no_argument, NULL, OPT_STATE },
		{ "net", no_argument, NULL, OPT_NET },
		{ "palette", required_argument, NULL, OPT_PALETTE },
		{ "seed", required_argument, NULL, OPT_SEED },
		{ "first", required_argument, NULL, OPT_FIRST },
		{ "tsv", no_argument, NULL, OPT_TSV },
		{ "sheet", no_argument, NULL, OPT_SHEET },
		{ "key", no_argument, NULL, OPT_KEY },
		{ "svg", required_argument, NULL, OPT_SVG },
		{ "color", required_argument, NULL, OPT_COLOR },
		{ "audit", no_argument, NULL, OPT_AUDIT },
		CLI_LONG_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	uint64_t count = 1, moves = 0, first = 0, i;
	unsigned length = 0, min_moves = CUBE_SCRAMBLE_MIN_MOVES;
	bool min_given = false, palette_given = false, color_given = false, audited = false;
	enum cli_color color = CLI_COLOR_AUTO;
	const char *seed = NULL, *svg = NULL, *page, *line, *drawing = NULL;
	struct writing w = { 0 };
	struct cube_picture picture = { 0 };
	struct outfile svg_file = { 0 };
	struct cube_solver *solver = NULL;
	struct cube_turn *turns = NULL;
	struct cube_path path;
	struct cube cube;
	struct rng rng;
	struct progress progress;
	struct text out = { 0 }, draw = { 0 };
	int ch;

	cli_start(argv[0]);
	w.palette = cube_palette_named("faces");
	while ((ch = cli_option(argc, argv, "n:h", longopts, usage, options)) != -1) {
		/* a seed draws nothing here, and may stay on a command line that audits */
		if (ch != OPT_TSV && ch != OPT_AUDIT && ch != OPT_SEED && drawing == NULL)
			drawing = option_name(longopts, ch);
		switch (ch) {
		case 'n': count = cli_number("-n", optarg, 0, UINT64_MAX, usage); break;
		case OPT_LENGTH: length = (unsigned)cli_number("--length", optarg, 1, LENGTH_MAX, usage); break;
		case OPT_MOVES: moves = cli_number("--moves", optarg, 1, MOVES_MAX, usage); break;
		case OPT_MIN_MOVES:
			min_moves = (unsigned)cli_number("--min-moves", optarg, 0, CUBE_GODS_NUMBER, usage);
			min_given = true;
			break;
		case OPT_STATE: w.state = true; break;
		case OPT_NET: w.net = true; break;
		case OPT_PALETTE:
			if ((w.palette = cube_palette_named(optarg)) == NULL)
				diag_usage_value(usage, "--palette", optarg, "not %s", cube_palette_names);
			palette_given = true;
			break;
		case OPT_SEED: seed = optarg; break;
		case OPT_FIRST: first = cli_number("--first", optarg, 0, UINT64_MAX, usage); break;
		case OPT_TSV: w.tsv = true; break;
		case OPT_SHEET: w.sheet = true; break;
		case OPT_KEY: w.key = true; break;
		case OPT_SVG: svg = optarg; break;
		case OPT_COLOR:
			color = cli_color(optarg, usage);
			color_given = true;
			break;
		case OPT_AUDIT: audited = true; break;
		}
	}
	if (audited && drawing != NULL)
		diag_usage(usage, "--audit reads scrambles and draws none: no %s%s",
		    drawing[0] == '-' ? "" : "--", drawing);
	if (audited)
		return audit(argc - optind, argv + optind, w.tsv);
	page = w.sheet ? "--sheet" : w.key ? "--key" : NULL;
	line = w.state ? "--state" : w.net ? "--net" : w.tsv ? "--tsv" : NULL;
	if (optind < argc)
		diag_usage(usage, "'%s': cube-scramble reads no input but with --audit", argv[optind]);
	if (moves > 0 && (length > 0 || min_given))
		diag_usage(usage, "--moves makes random-move scrambles: no --length or --min-moves");
	if (w.net && w.tsv)
		diag_usage(usage, "--net and --tsv do not go together");
	if (page != NULL && line != NULL)
		diag_usage(usage, "%s and %s do not go together", page, line);
	if (palette_given && line == NULL && !w.sheet && svg == NULL)
		diag_usage(usage, "--palette needs --state, --net, --tsv, --sheet or --svg");
	if (color_given && !w.net)
		diag_usage(usage, "--color needs --net");
	if (w.sheet && moves > CUBE_SHEET_TURNS_MAX)
		diag_usage(usage, "--sheet holds scrambles of up to %d turns, not --moves %llu",
		    CUBE_SHEET_TURNS_MAX, (unsigned long long)moves);
	if (!cube_scramble_possible(min_moves, length))
		diag_usage(usage, "--length %u is shorter than --min-moves %u", length, min_moves);
	if (count > 0 && first > UINT64_MAX - (count - 1))
		diag_usage(usage, "--first %llu: scrambles past number 18446744073709551615",
		    (unsigned long long)first);
	/* on paper and in the picture the scrambles are numbered from 1 */
	if (count > 0 && (page != NULL || svg != NULL) && first > UINT64_MAX - count)
		diag_usage(usage, "--first %llu: %s numbers the scrambles from 1, and the last "
		    "would be past 18446744073709551615", (unsigned long long)first,
		    page != NULL ? page : "--svg");
	if (count == 0 && page != NULL)
		diag_usage(usage, "%s needs at least one scramble, not -n 0", page);
	if (svg != NULL) {
		outfile_open(&svg_file, "--svg", svg, NULL, 0, NULL, 0, usage);
		w.picture = &picture;
	}
	w.about = (struct cube_sheet){ w.palette, cli_seed(&rng, seed, usage), first, count, NULL };
	w.ansi = w.net && cli_coloured(color, STDOUT_FILENO);
	if (moves > 0)
		turns = xreallocarray(NULL, (size_t)moves, sizeof(*turns));
	if (moves == 0 || w.key)
		solver = cube_solver_new(CUBE_HTM, cube_home_face, CUBE_HOME_FACES);
	w.solver = solver;

	if (w.tsv)
		text_str(&out, CUBE_SCRAMBLE_TSV "\n");
	if (page != NULL) {
		/* the options that draw these scrambles again, for the key to name the sheet and back */
		text_printf(&draw, "-n %llu --seed %llu", (unsigned long long)count,
		    (unsigned long long)w.about.seed);
		if (first > 0)
			text_printf(&draw, " --first %llu", (unsigned long long)first);
		if (length > 0)
			text_printf(&draw, " --length %u", length);
		if (moves > 0)
			text_printf(&draw, " --moves %llu", (unsigned long long)moves);
		if (min_given)
			text_printf(&draw, " --min-moves %u", min_moves);
		text_char(&draw, '\0');
		w.about.draw = draw.s;
		cube_sheet_begin(&out, &w.about);
		if (w.key)
			cube_key_begin(w.sheet ? &w.keys : &out, &w.about);
	}
	progress_start(&progress, "scrambles", count);
	for (i = 0; i < count && !diag_output_failed(); i++) {
		const struct cube_turn *turn = turns;
		size_t n = (size_t)moves;

		rng_seed_record(&rng, w.about.seed, first + i);
		progress_tick(&progress, i);
		if (moves > 0) {
			cube_scramble_moves(&rng, turns, n, &cube);
		} else {
			cube_scramble_random(solver, &rng, min_moves, length, &cube, &path);
			turn = path.turn;
			n = path.n;
		}
		write_scramble(&w, &out, i, turn, n, &cube);
		out_answered(&out);
	}
	progress_end(&progress);
	if (w.key) {
		cube_key_end(w.sheet ? &w.keys : &out, &w.about);
		text_add(&out, w.keys.s, w.keys.len);
	}
	if (page != NULL)
		cube_sheet_end(&out);
	text_put(&out, stdout);
	if (svg != NULL) {
		cube_picture_svg(&out, &picture);
		outfile_put(&svg_file, &out);
		outfile_close(&svg_file);
	}
	text_free(&out);
	text_free(&draw);
	text_free(&w.keys);
	text_free(&w.label);
	cube_picture_free(&picture);
	free(turns);
	cube_solver_free(solver);
	return diag_finish();
}
