/* cube-scramble: scrambles for the pocket cube, as competitions draw them, and their audit. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../lib/cli.h"
#include "../lib/cube/audit.h"
#include "../lib/cube/cubetext.h"
#include "../lib/cube/notation.h"
#include "../lib/cube/picture.h"
#include "../lib/cube/scramble.h"
#include "../lib/cube/sheet.h"
#include "../lib/cube/subset.h"
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
    "                     [--color when] [--seed n] [--first n] [--audit [file ...]]\n"
    "                     [--subset name [--case case] | --faces faces]";

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
    "                        states too near solved, repeats (with --tsv, a table)\n"
    "      --subset name     states of a practice subset: cll, eg-1, eg-2, eg, tcll+,\n"
    "                        tcll-, ls, no-bar, 3-gen or optimal\n"
    "      --case case       only the subset's case of this name or number\n"
    "      --faces faces     random states of the turns of these faces (of R, U, F)\n";

enum { LENGTH_MAX = 14, MOVES_MAX = 1000000 };

/* What is written of each scramble, and where. */
struct writing {
	bool state, net, tsv, sheet, key, ansi;
	const struct cube_palette *palette;
	struct cube_sheet about;	/* what the sheet and the key say of the scrambles */
	struct text keys;		/* --sheet --key: the key's rows, written after the sheet */
	struct cube_picture *picture;	/* --svg, or NULL */
	struct text label;		/* a row's label in the picture */
	struct cube_solver *solver;	/* --key's optimal solutions, and the scrambler's */
	const struct cube_subset *subset;	/* --subset with cases, for the TSV */
};

/*
 * Ends the TSV row that cube_text_scramble_tsv wrote with the case's
 * column: the row's newline becomes the column's separator.
 */
static void
end_row_with_case(struct text *out, const char *name)
{
	out->len--;
	text_printf(out, "\t%s\n", name);
}

/* The i-th scramble of the run, in every form asked for. */
static void
write_scramble(struct writing *w, struct text *out, uint64_t i, const struct cube_turn *turn,
    size_t n, const struct cube *cube, unsigned drawn_case)
{
	struct cube_path solution;

	if (w->sheet) {
		cube_sheet_scramble(out, &w->about, i, turn, n, cube);
	} else if (w->tsv) {
		cube_text_scramble_tsv(out, w->about.seed, w->about.first + i, turn, n, cube,
		    w->palette);
		if (w->subset != NULL)
			end_row_with_case(out, cube_subset_case_name(w->subset, drawn_case));
	} else if (!w->key) {
		cube_text_scramble(out, turn, n, cube, w->palette, w->state);
	}
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

/* The options given. */
struct settings {
	uint64_t count, moves, first;
	unsigned length, min_moves;
	bool state, net, tsv, sheet, key, audit;
	bool min_given, palette_given, color_given;
	const struct cube_palette *palette;
	enum cli_color color;
	const char *seed, *svg;
	const struct cube_subset *subset;
	const char *case_name;	/* --case */
	unsigned char faces[CUBE_FACES];	/* --faces, in the order to try them */
	unsigned nfaces;
	const char *drawing;	/* the first option given that draws scrambles, or NULL */
};

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

/* Whether every one of face[0 .. n) is R, U or F. */
static bool
home_faces(const unsigned char *face, unsigned n)
{
	unsigned i;

	for (i = 0; i < n; i++)
		if (face[i] != CUBE_R && face[i] != CUBE_U && face[i] != CUBE_F)
			return false;
	return true;
}

/* Reads the options into *o. */
static void
parse_options(int argc, char *argv[], struct settings *o)
{
	enum { OPT_LENGTH = OPT_FIRST_OWN, OPT_MOVES, OPT_MIN_MOVES, OPT_STATE, OPT_NET,
		OPT_PALETTE, OPT_FIRST, OPT_TSV, OPT_SHEET, OPT_KEY, OPT_SVG, OPT_COLOR,
		OPT_AUDIT, OPT_SUBSET, OPT_CASE, OPT_FACES };
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
		{ "subset", required_argument, NULL, OPT_SUBSET },
		{ "case", required_argument, NULL, OPT_CASE },
		{ "faces", required_argument, NULL, OPT_FACES },
		CLI_LONG_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	const char *why;
	int ch;

	*o = (struct settings){ .count = 1, .min_moves = CUBE_SCRAMBLE_MIN_MOVES,
	    .palette = cube_palette_named("faces"), .color = CLI_COLOR_AUTO };
	while ((ch = cli_option(argc, argv, "n:h", longopts, usage, options)) != -1) {
		/* A seed draws nothing here, and may stay on a command line that audits. */
		if (ch != OPT_TSV && ch != OPT_AUDIT && ch != OPT_SEED && o->drawing == NULL)
			o->drawing = option_name(longopts, ch);
		switch (ch) {
		case 'n': o->count = cli_number("-n", optarg, 0, UINT64_MAX, usage); break;
		case OPT_LENGTH:
			o->length = (unsigned)cli_number("--length", optarg, 1, LENGTH_MAX, usage);
			break;
		case OPT_MOVES:
			o->moves = cli_number("--moves", optarg, 1, MOVES_MAX, usage);
			break;
		case OPT_MIN_MOVES:
			o->min_moves = (unsigned)cli_number("--min-moves", optarg, 0,
			    CUBE_GODS_NUMBER, usage);
			o->min_given = true;
			break;
		case OPT_STATE: o->state = true; break;
		case OPT_NET: o->net = true; break;
		case OPT_PALETTE:
			if ((o->palette = cube_palette_named(optarg)) == NULL)
				diag_usage_value(usage, "--palette", optarg, "not %s",
				    cube_palette_names);
			o->palette_given = true;
			break;
		case OPT_SEED: o->seed = optarg; break;
		case OPT_FIRST:
			o->first = cli_number("--first", optarg, 0, UINT64_MAX, usage);
			break;
		case OPT_TSV: o->tsv = true; break;
		case OPT_SHEET: o->sheet = true; break;
		case OPT_KEY: o->key = true; break;
		case OPT_SVG: o->svg = optarg; break;
		case OPT_COLOR:
			o->color = cli_color(optarg, usage);
			o->color_given = true;
			break;
		case OPT_AUDIT: o->audit = true; break;
		case OPT_SUBSET:
			if ((o->subset = cube_subset_named(optarg)) == NULL)
				diag_usage_value(usage, "--subset", optarg, "not %s",
				    cube_subset_names);
			break;
		case OPT_CASE: o->case_name = optarg; break;
		case OPT_FACES:
			if ((why = cube_parse_faces(optarg, o->faces, &o->nfaces)) != NULL)
				diag_usage_value(usage, "--faces", optarg, "%s", why);
			if (!home_faces(o->faces, o->nfaces))
				diag_usage_value(usage, "--faces", optarg,
				    "the faces are among R, U and F");
			break;
		}
	}
}

/* The option that asks for a document of pages (--sheet or --key), or NULL. */
static const char *
page_option(const struct settings *o)
{
	return o->sheet ? "--sheet" : o->key ? "--key" : NULL;
}

/* Refuses, with a usage message, --subset, --case and --faces where they do not fit. */
static void
check_subset(const struct settings *o)
{
	const struct cube_subset *s = o->subset;
	const char *name = s != NULL ? cube_subset_name(s) : NULL;

	if (o->case_name != NULL && s == NULL)
		diag_usage(usage, "--case needs --subset");
	if (s != NULL && o->nfaces > 0)
		diag_usage(usage, "--subset and --faces do not go together");
	if ((s != NULL || o->nfaces > 0) && o->moves > 0)
		diag_usage(usage, "--moves makes random-move scrambles: no %s",
		    s != NULL ? "--subset" : "--faces");
	if (o->case_name != NULL && cube_subset_cases(s) == 0)
		diag_usage(usage, "--subset %s has no cases for --case", name);
	if (o->case_name != NULL && cube_subset_case_named(s, o->case_name) < 0)
		diag_usage_value(usage, "--case", o->case_name, "not a case of --subset %s",
		    name);
	if (s != NULL && !cube_subset_whole(s) && o->min_given)
		diag_usage(usage, "--min-moves draws random states again: no --subset %s", name);
	if (o->nfaces > 0 && o->length > 0)
		diag_usage(usage, "--faces writes scrambles as short as can be: no --length");
	if (s != NULL && o->length > 0 && strcmp(name, "optimal") == 0)
		diag_usage(usage, "--subset optimal writes scrambles as short as can be: "
		    "no --length");
	/*
	 * Every state is within 11 turns, and a subset's states are drawn
	 * whatever their distance.
	 */
	if (s != NULL && o->length > 0 && o->length < CUBE_GODS_NUMBER)
		diag_usage(usage, "--subset %s needs --length %d or more, not %u", name,
		    CUBE_GODS_NUMBER, o->length);
}

/* Refuses, with a usage message, options that do not go together. */
static void
check_options(const struct settings *o, int noperands, char *operand[])
{
	const char *page = page_option(o);
	const char *line = o->state ? "--state" : o->net ? "--net" : o->tsv ? "--tsv" : NULL;

	if (o->audit && o->drawing != NULL)
		diag_usage(usage, "--audit reads scrambles and draws none: no %s%s",
		    o->drawing[0] == '-' ? "" : "--", o->drawing);
	if (o->audit)
		return;
	if (noperands > 0)
		diag_usage(usage, "'%s': cube-scramble reads no input but with --audit",
		    operand[0]);
	if (o->moves > 0 && (o->length > 0 || o->min_given))
		diag_usage(usage,
		    "--moves makes random-move scrambles: no --length or --min-moves");
	if (o->net && o->tsv)
		diag_usage(usage, "--net and --tsv do not go together");
	if (page != NULL && line != NULL)
		diag_usage(usage, "%s and %s do not go together", page, line);
	if (o->palette_given && line == NULL && !o->sheet && o->svg == NULL)
		diag_usage(usage, "--palette needs --state, --net, --tsv, --sheet or --svg");
	if (o->color_given && !o->net)
		diag_usage(usage, "--color needs --net");
	if (o->sheet && o->moves > CUBE_SHEET_TURNS_MAX)
		diag_usage(usage, "--sheet holds scrambles of up to %d turns, not --moves %llu",
		    CUBE_SHEET_TURNS_MAX, (unsigned long long)o->moves);
	if (!cube_scramble_possible(o->min_moves, o->length))
		diag_usage(usage, "--length %u is shorter than --min-moves %u", o->length,
		    o->min_moves);
	if (o->count > 0 && o->first > UINT64_MAX - (o->count - 1))
		diag_usage(usage, "--first %llu: scrambles past number 18446744073709551615",
		    (unsigned long long)o->first);
	/* On paper and in the picture the scrambles are numbered from 1. */
	if (o->count > 0 && (page != NULL || o->svg != NULL) && o->first > UINT64_MAX - o->count)
		diag_usage(usage, "--first %llu: %s numbers the scrambles from 1, and the last "
		    "would be past 18446744073709551615", (unsigned long long)o->first,
		    page != NULL ? page : "--svg");
	if (o->count == 0 && page != NULL)
		diag_usage(usage, "%s needs at least one scramble, not -n 0", page);
	check_subset(o);
}

/*
 * Begins the sheet and the key.  Both name the options that draw these
 * scrambles again, kept in *draw, so that the key names its sheet and
 * the sheet can be printed again.
 */
static void
begin_pages(struct writing *w, struct text *out, struct text *draw, const struct settings *o)
{
	text_printf(draw, "-n %llu --seed %llu", (unsigned long long)o->count,
	    (unsigned long long)w->about.seed);
	if (o->first > 0)
		text_printf(draw, " --first %llu", (unsigned long long)o->first);
	if (o->length > 0)
		text_printf(draw, " --length %u", o->length);
	if (o->moves > 0)
		text_printf(draw, " --moves %llu", (unsigned long long)o->moves);
	if (o->min_given)
		text_printf(draw, " --min-moves %u", o->min_moves);
	if (o->subset != NULL)
		text_printf(draw, " --subset %s", cube_subset_name(o->subset));
	if (o->case_name != NULL)
		text_printf(draw, " --case '%s'", o->case_name);
	if (o->nfaces > 0) {
		char faces[CUBE_FACES + 1];

		cube_faces_format(o->faces, o->nfaces, faces);
		text_printf(draw, " --faces %s", faces);
	}
	text_char(draw, '\0');
	w->about.draw = draw->s;
	cube_sheet_begin(out, &w->about);
	if (w->key)
		cube_key_begin(w->sheet ? &w->keys : out, &w->about);
}

/*
 * States drawn from a subset (--subset) or a subgroup (--faces), and the
 * scrambler that writes them in that subset's or subgroup's turns.
 */
struct drawer {
	const struct cube_subset *subset;
	int only;				/* --case, or -1 */
	struct cube_subgroup *subgroup;
	struct cube_solver *faces;		/* the subgroup's solver, or NULL */
	struct cube_solver *solver;		/* the scrambler's */
	struct cube_scrambler *scrambler;
	unsigned length, min_moves;
};

/* Readies *d for the options' subset or subgroup. */
static void
drawer_start(struct drawer *d, const struct settings *o, struct cube_solver *solver)
{
	*d = (struct drawer){ .subset = o->subset, .only = -1, .length = o->length,
	    .min_moves = o->min_moves };
	if (o->case_name != NULL)
		d->only = cube_subset_case_named(o->subset, o->case_name);
	if (o->nfaces > 0) {
		char faces[CUBE_FACES + 1];

		solver = d->faces = cube_solver_new(CUBE_HTM, o->faces, o->nfaces);
		if ((d->subgroup = cube_subgroup_new(d->faces, o->min_moves)) == NULL) {
			cube_faces_format(o->faces, o->nfaces, faces);
			diag_usage(usage, "--faces %s: no state is %u turns from solved",
			    faces, o->min_moves);
		}
	}
	d->solver = solver;
	d->scrambler = cube_scrambler_new(solver);
}

static void
drawer_end(struct drawer *d)
{
	cube_scrambler_free(d->scrambler);
	cube_subgroup_free(d->subgroup);
	cube_solver_free(d->faces);
}

/*
 * Draws a state of the subset or subgroup into *c and writes it as a
 * scramble in *p (the one place that does); returns its case.  A state of
 * the whole cube nearer solved than --min-moves is drawn again, as random
 * states are.
 */
static unsigned
draw_state(struct drawer *d, struct rng *rng, struct cube *c, struct cube_path *p)
{
	struct cube_path solution;
	unsigned k = 0;
	bool whole = d->subset != NULL && cube_subset_whole(d->subset);

	for (;;) {
		if (d->subgroup != NULL)
			cube_subgroup_draw(d->subgroup, rng, c);
		else
			k = cube_subset_draw(d->subset, rng, d->only, c);
		if (cube_scramble_for(d->scrambler, c, d->length, p) < 0)
			continue;
		if (!whole || (d->length == 0 ? p->n :
		    (unsigned)cube_solve(d->solver, c, &solution)) >=
		    d->min_moves)
			return k;
	}
}

/* Draws the scrambles, writing each as it is drawn. */
static void
draw_scrambles(struct writing *w, struct text *out, const struct settings *o, struct rng *rng)
{
	struct cube_scrambler *scrambler = NULL;
	struct drawer drawer = { 0 };
	unsigned drawn_case = 0;
	struct cube_turn *turns = NULL;
	struct cube_path path;
	struct cube cube;
	struct progress progress;
	uint64_t i;

	if (o->moves > 0)
		turns = xreallocarray(NULL, (size_t)o->moves, sizeof(*turns));
	else if (o->subset != NULL || o->nfaces > 0)
		drawer_start(&drawer, o, w->solver);
	else
		scrambler = cube_scrambler_new(w->solver);
	progress_start(&progress, "scrambles", o->count);
	for (i = 0; i < o->count && !diag_output_failed(); i++) {
		const struct cube_turn *turn = turns;
		size_t n = (size_t)o->moves;

		rng_seed_record(rng, w->about.seed, o->first + i);
		progress_tick(&progress, i);
		if (o->moves > 0) {
			cube_scramble_moves(rng, turns, n, &cube);
		} else if (drawer.scrambler != NULL) {
			drawn_case = draw_state(&drawer, rng, &cube, &path);
			turn = path.turn;
			n = path.n;
		} else {
			cube_scramble_random(scrambler, rng, o->min_moves, o->length, &cube,
			    &path);
			turn = path.turn;
			n = path.n;
		}
		write_scramble(w, out, i, turn, n, &cube, drawn_case);
		out_answered(out);
	}
	progress_end(&progress);
	cube_scrambler_free(scrambler);
	if (drawer.scrambler != NULL)
		drawer_end(&drawer);
	free(turns);
}

/* Draws and writes the scrambles in every form asked for; returns the exit status. */
static int
scramble(const struct settings *o)
{
	struct writing w = { .state = o->state, .net = o->net, .tsv = o->tsv,
	    .sheet = o->sheet, .key = o->key, .palette = o->palette };
	struct cube_picture picture = { 0 };
	struct outfile svg_file = { 0 };
	struct rng rng;
	struct text out = { 0 }, draw = { 0 };

	if (o->svg != NULL) {
		outfile_open(&svg_file, "--svg", o->svg, NULL, 0, NULL, 0, usage);
		w.picture = &picture;
	}
	w.about = (struct cube_sheet){ w.palette, cli_seed(&rng, o->seed, usage), o->first,
	    o->count, NULL };
	w.ansi = w.net && cli_coloured(o->color, STDOUT_FILENO);
	if (o->moves == 0 || w.key)
		w.solver = cube_solver_new(CUBE_HTM, cube_home_face, CUBE_HOME_FACES);
	if (o->subset != NULL && cube_subset_cases(o->subset) > 0)
		w.subset = o->subset;
	if (w.tsv)
		text_str(&out, w.subset != NULL ? CUBE_SCRAMBLE_TSV "\tcase\n" :
		    CUBE_SCRAMBLE_TSV "\n");
	if (page_option(o) != NULL)
		begin_pages(&w, &out, &draw, o);
	draw_scrambles(&w, &out, o, &rng);
	if (w.key) {
		cube_key_end(w.sheet ? &w.keys : &out, &w.about);
		text_add(&out, w.keys.s, w.keys.len);
	}
	if (page_option(o) != NULL)
		cube_sheet_end(&out);
	text_put(&out, stdout);
	if (o->svg != NULL) {
		cube_picture_svg(&out, &picture);
		outfile_put(&svg_file, &out);
		outfile_close(&svg_file);
	}
	text_free(&out);
	text_free(&draw);
	text_free(&w.keys);
	text_free(&w.label);
	cube_picture_free(&picture);
	cube_solver_free(w.solver);
	return diag_finish();
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
	struct settings o;

	cli_start(argv[0]);
	parse_options(argc, argv, &o);
	check_options(&o, argc - optind, argv + optind);
	if (o.audit)
		return audit(argc - optind, argv + optind, o.tsv);
	return scramble(&o);
}
