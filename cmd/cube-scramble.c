/* cube-scramble: scrambles for the pocket cube, as competitions draw them, and their audit. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../lib/cli.h"
#include "../lib/cube/auditread.h"
#include "../lib/cube/batch.h"
#include "../lib/cube/notation.h"
#include "../lib/diag.h"
#include "../lib/line.h"
#include "../lib/outfile.h"
#include "../lib/rng.h"
#include "../lib/text.h"

static const char usage[] =
    "cube-scramble [-n count] [--length n | --short | --moves n]\n"
    "                     [--min-moves n] [--state] [--net | --tsv] [--sheet] [--key]\n"
    "                     [--title text] [--extra n] [--per-page n] [--picture size]\n"
    "                     [--svg file] [--palette name] [--color when] [--seed N]\n"
    "                     [--first n] [--audit [file ...]]\n"
    "                     [--subset name [--case case] | --faces faces]";

enum { MOVES_MAX = 1000000, EXTRA_MAX = 9 };

/* The options given. */
struct settings {
	struct cube_batch b;	/* what is drawn */
	bool state, net, tsv, sheet, key, audit;
	bool palette_given, color_given;
	const struct cube_palette *palette;
	enum cli_color color;
	const char *svg, *title;
	uint64_t seed;
	bool seed_given;
	/* --length, --min-moves, --extra and --per-page, as the table reads them */
	uint64_t length, min_moves, extra, per_page;
	unsigned net_mm;
	char drawing[32];	/* the first option given that draws scrambles, or "" */
};

enum {
	OPT_LENGTH = OPT_FIRST_OWN, OPT_MOVES, OPT_MIN_MOVES, OPT_STATE, OPT_NET,
	OPT_PALETTE, OPT_FIRST, OPT_SHEET, OPT_KEY, OPT_SVG, OPT_COLOR,
	OPT_AUDIT, OPT_SHORT, OPT_TITLE, OPT_EXTRA, OPT_PER_PAGE, OPT_PICTURE,
	OPT_SUBSET, OPT_CASE, OPT_FACES
};

/*
 * Reads the options into *o.  Every option but --tsv, --audit and --seed
 * draws scrambles, and the first of them given is kept, for --audit's
 * message: so the number rows, too, return their option (but --seed's:
 * a seed draws nothing here, and may stay on a command line that audits;
 * nor does --tsv, a flag row).
 */
static void
parse_options(int argc, char *argv[], struct settings *o)
{
	struct cube_batch *b = &o->b;
	const struct cli_opt opts[] = {
		CLI_OPT_NUMBER_TOLD('n', NULL, "count", &b->count, 0, UINT64_MAX,
		    NULL, "how many scrambles (default 1)"),
		CLI_OPT_NUMBER_TOLD(OPT_LENGTH, "length", "n", &o->length, 1,
		    CUBE_SCRAMBLE_LENGTH_MAX, &b->length_given, "random-state "
		    "scrambles of exactly n turns (1 to 20;\ndefault 11)"),
		CLI_OPT_OWN(OPT_SHORT, "short", NULL, "random-state scrambles "
		    "as short as each state allows:\nan optimal solution read "
		    "backwards"),
		CLI_OPT_NUMBER_TOLD(OPT_MOVES, "moves", "n", &b->moves, 1,
		    MOVES_MAX, NULL, "random-move scrambles of n turns, no face "
		    "twice running"),
		CLI_OPT_NUMBER_TOLD(OPT_MIN_MOVES, "min-moves", "n",
		    &o->min_moves, 0, CUBE_GODS_NUMBER, &b->min_given, "draw "
		    "again any state solved in fewer than n turns\n(default 4, "
		    "as in competitions)"),
		CLI_OPT_OWN(OPT_STATE, "state", NULL,
		    "write each scrambled cube as a facelet string"),
		CLI_OPT_OWN(OPT_NET, "net", NULL,
		    "a picture of each scrambled cube after it"),
		CLI_OPT_TSV(&o->tsv, " scramble, with its seed, number, turns, "
		    "length, slack and state (and case, with a --subset that "
		    "names cases)"),
		CLI_OPT_OWN(OPT_SHEET, "sheet", NULL, "a printable sheet (XHTML) "
		    "of the scrambles, twelve to a\npage, each with a picture "
		    "of the cube it makes"),
		CLI_OPT_OWN(OPT_KEY, "key", NULL, "the answer key: an optimal "
		    "solution of each, and a\nfirst layer then the rest (after "
		    "the sheet with --sheet)"),
		CLI_OPT_OWN(OPT_TITLE, "title", "text",
		    "the heading of the sheet and the key"),
		CLI_OPT_NUMBER_TOLD(OPT_EXTRA, "extra", "n", &o->extra, 1,
		    EXTRA_MAX, NULL,
		    "n extra scrambles on the sheet and the key, E1, E2, ..."),
		CLI_OPT_NUMBER_TOLD(OPT_PER_PAGE, "per-page", "n", &o->per_page,
		    1, CUBE_SHEET_PAGE, NULL,
		    "scrambles on a page of the sheet (1 to 12; default 12)"),
		CLI_OPT_OWN_NAMES(OPT_PICTURE, "picture", "size",
		    cube_sheet_net_listed,
		    "the size of the sheet's pictures (default medium)"),
		CLI_OPT_OWN(OPT_SVG, "svg", "file",
		    "a picture (SVG) of each scrambled cube, in file"),
		CLI_OPT_OWN_NAMES(OPT_PALETTE, "palette", "name",
		    cube_palette_listed,
		    "the colours of the cubes written (default faces)"),
		CLI_OPT_OWN_NAMES(OPT_COLOR, "color", "when", cli_color_listed,
		    "colour the --net (default auto: at a terminal)"),
		CLI_OPT_SEED(&o->seed, &o->seed_given),
		CLI_OPT_NUMBER_TOLD(OPT_FIRST, "first", "n", &b->first, 0,
		    UINT64_MAX, NULL, "number the scrambles from n, for a shard "
		    "of a larger run"),
		CLI_OPT_OWN(OPT_AUDIT, "audit", NULL, "read scrambles (of any "
		    "scrambler) and judge whether they\nlook random-state: their "
		    "lengths against the census,\nstates too near solved, "
		    "repeats, the pieces' places,\ntwists and colours, runs of "
		    "turns that do nothing, the\nfirst and last turns (with "
		    "--tsv, a table); exit 1\nwhen they do not"),
		CLI_OPT_OWN_NAMES(OPT_SUBSET, "subset", "name", cube_subset_listed,
		    "states of a practice subset"),
		CLI_OPT_OWN(OPT_CASE, "case", "case",
		    "only the subset's case of this name or number"),
		CLI_OPT_OWN(OPT_FACES, "faces", "faces", "random states of the "
		    "turns of these faces (of R, U, F),\nas short as can be"),
		CLI_OPT_END
	};
	char listed[128];
	const char *why;
	int ch;

	*o = (struct settings){ .b = { .count = 1 }, .length = CUBE_SCRAMBLE_LENGTH,
	    .min_moves = CUBE_SCRAMBLE_MIN_MOVES, .per_page = CUBE_SHEET_PAGE,
	    .net_mm = CUBE_SHEET_MEDIUM, .palette = cube_palette_named("faces"),
	    .color = CLI_COLOR_AUTO };
	while ((ch = cli_option(argc, argv, opts, usage)) != -1) {
		/* named now: the table and the name last only while it is read */
		if (ch != OPT_AUDIT && o->drawing[0] == '\0')
			snprintf(o->drawing, sizeof(o->drawing), "%s",
			    cli_option_name(ch));
		switch (ch) {
		case OPT_SHORT: b->short_form = true; break;
		case OPT_SUBSET:
			if ((b->subset = cube_subset_named(optarg)) == NULL)
				diag_usage_value(usage, "--subset", optarg, "not %s",
				    names_join(cube_subset_listed, " or ", listed,
				    sizeof(listed)));
			break;
		case OPT_CASE: b->case_name = optarg; break;
		case OPT_FACES:
			if ((why = cube_batch_faces(b, optarg)) != NULL)
				diag_usage_value(usage, "--faces", optarg, "%s", why);
			break;
		case OPT_STATE: o->state = true; break;
		case OPT_NET: o->net = true; break;
		case OPT_PALETTE:
			if ((o->palette = cube_palette_named(optarg)) == NULL)
				diag_usage_value(usage, "--palette", optarg, "not %s",
				    names_join(cube_palette_listed, " or ", listed,
				    sizeof(listed)));
			o->palette_given = true;
			break;
		case OPT_SHEET: o->sheet = true; break;
		case OPT_KEY: o->key = true; break;
		case OPT_TITLE: o->title = *optarg != '\0' ? optarg : NULL; break;
		case OPT_PICTURE:
			if ((o->net_mm = cube_sheet_net_named(optarg)) == 0)
				diag_usage_value(usage, "--picture", optarg, "not %s",
				    names_join(cube_sheet_net_listed, " or ", listed,
				    sizeof(listed)));
			break;
		case OPT_SVG: o->svg = optarg; break;
		case OPT_COLOR:
			o->color = cli_color(optarg, usage);
			o->color_given = true;
			break;
		case OPT_AUDIT: o->audit = true; break;
		}
	}
	b->length = (unsigned)o->length;
	b->min_moves = (unsigned)o->min_moves;
	b->extra = (unsigned)o->extra;
}

/* The option that asks for a document of pages (--sheet or --key), or NULL. */
static const char *
page_option(const struct settings *o)
{
	return o->sheet ? "--sheet" : o->key ? "--key" : NULL;
}

/* Refuses, with a usage message, --subset, --case and --faces where they do not fit. */
static void
check_subset(const struct cube_batch *b)
{
	const struct cube_subset *s = b->subset;
	const char *name = s != NULL ? cube_subset_name(s) : NULL;

	if (b->case_name != NULL && s == NULL)
		diag_usage(usage, "--case needs --subset");
	if (s != NULL && b->nfaces > 0)
		diag_usage(usage, "--subset and --faces do not go together");
	if ((s != NULL || b->nfaces > 0) && b->moves > 0)
		diag_usage(usage, "--moves makes random-move scrambles: no %s",
		    s != NULL ? "--subset" : "--faces");
	if (b->case_name != NULL && cube_subset_cases(s) == 0)
		diag_usage(usage, "--subset %s has no cases for --case", name);
	if (b->case_name != NULL && cube_subset_case_named(s, b->case_name) < 0)
		diag_usage_value(usage, "--case", b->case_name, "not a case of --subset %s",
		    name);
	if (s != NULL && !cube_subset_whole(s) && b->min_given)
		diag_usage(usage, "--min-moves draws random states again: no --subset %s", name);
	if ((s != NULL || b->nfaces > 0) && b->length_given && cube_batch_shortest(b))
		diag_usage(usage, "%s%s writes scrambles as short as can be: no --length",
		    s != NULL ? "--subset " : "--faces", s != NULL ? name : "");
	/* --short would change nothing where the scrambles are the shortest already. */
	if (b->short_form && (b->nfaces > 0 || (s != NULL && strcmp(name, "optimal") == 0)))
		diag_usage(usage, "%s%s writes scrambles as short as can be: no --short",
		    s != NULL ? "--subset " : "--faces", s != NULL ? name : "");
	/* A subset's states are drawn whatever their distance, up to 11 turns. */
	if (s != NULL && b->length_given && b->length < CUBE_GODS_NUMBER)
		diag_usage(usage, "--subset %s needs --length %d or more, not %u", name,
		    CUBE_GODS_NUMBER, b->length);
}

/* Refuses, with a usage message, options that do not go together. */
static void
check_options(const struct settings *o, int noperands, char *operand[])
{
	const struct cube_batch *b = &o->b;
	const char *page = page_option(o);
	const char *line = o->state ? "--state" : o->net ? "--net" : o->tsv ? "--tsv" : NULL;

	if (o->audit && o->drawing[0] != '\0')
		diag_usage(usage, "--audit reads scrambles and draws none: no %s",
		    o->drawing);
	if (o->audit)
		return;
	if (noperands > 0)
		diag_usage(usage, "'%s': cube-scramble reads no input but with --audit",
		    operand[0]);
	if (b->moves > 0 && (b->length_given || b->short_form || b->min_given))
		diag_usage(usage,
		    "--moves makes random-move scrambles: no --length, --short or --min-moves");
	if (b->short_form && b->length_given)
		diag_usage(usage, "--short and --length do not go together");
	if (o->net && o->tsv)
		diag_usage(usage, "--net and --tsv do not go together");
	if (page != NULL && line != NULL)
		diag_usage(usage, "%s and %s do not go together", page, line);
	/* --short chooses how a scramble is written, and --state writes none. */
	if (o->state && b->short_form)
		diag_usage(usage, "--state writes each cube, not its scramble: no --short");
	if (o->palette_given && line == NULL && !o->sheet && o->svg == NULL)
		diag_usage(usage, "--palette needs --state, --net, --tsv, --sheet or --svg");
	if (o->color_given && !o->net)
		diag_usage(usage, "--color needs --net");
	if (o->sheet && b->moves > CUBE_SHEET_TURNS_MAX)
		diag_usage(usage, "--sheet holds scrambles of up to %d turns, not --moves %llu",
		    CUBE_SHEET_TURNS_MAX, (unsigned long long)b->moves);
	if (!b->short_form && !cube_scramble_possible(b->min_moves, b->length))
		diag_usage(usage, "--length %u is shorter than --min-moves %u", b->length,
		    b->min_moves);
	if (b->count > 0 && b->first > UINT64_MAX - (b->count - 1))
		diag_usage(usage, "--first %llu: scrambles past number 18446744073709551615",
		    (unsigned long long)b->first);
	if (b->count > 0 && b->extra > 0 && b->first + (b->count - 1) > UINT64_MAX - b->extra)
		diag_usage(usage, "--extra %u: scrambles past number 18446744073709551615",
		    b->extra);
	/* On paper and in the picture the scrambles are numbered from 1. */
	if (b->count > 0 && (page != NULL || o->svg != NULL) && b->first > UINT64_MAX - b->count)
		diag_usage(usage, "--first %llu: %s numbers the scrambles from 1, and the last "
		    "would be past 18446744073709551615", (unsigned long long)b->first,
		    page != NULL ? page : "--svg");
	if (b->count == 0 && page != NULL)
		diag_usage(usage, "%s needs at least one scramble, not -n 0", page);
	if ((o->title != NULL || b->extra > 0) && page == NULL)
		diag_usage(usage, "%s needs --sheet or --key", o->title != NULL ? "--title" :
		    "--extra");
	if ((o->per_page != CUBE_SHEET_PAGE || o->net_mm != CUBE_SHEET_MEDIUM) && !o->sheet)
		diag_usage(usage, "%s needs --sheet", o->per_page != CUBE_SHEET_PAGE ?
		    "--per-page" : "--picture");
	check_subset(b);
}

/*
 * Writes into t, NUL-terminated, the options that draw b again from
 * seed: "-n 12 --seed 2024", then whatever else was asked, as a sheet
 * and its key name them.
 */
static void
record_batch(struct text *t, const struct cube_batch *b, uint64_t seed)
{
	text_printf(t, "-n %llu --seed %llu", (unsigned long long)b->count,
	    (unsigned long long)seed);
	if (b->first > 0)
		text_printf(t, " --first %llu", (unsigned long long)b->first);
	if (b->length_given)
		text_printf(t, " --length %u", b->length);
	if (b->short_form)
		text_printf(t, " --short");
	if (b->moves > 0)
		text_printf(t, " --moves %llu", (unsigned long long)b->moves);
	if (b->min_given)
		text_printf(t, " --min-moves %u", b->min_moves);
	if (b->extra > 0)
		text_printf(t, " --extra %u", b->extra);
	if (b->subset != NULL)
		text_printf(t, " --subset %s", cube_subset_name(b->subset));
	if (b->case_name != NULL)
		text_printf(t, " --case '%s'", b->case_name);
	if (b->nfaces > 0) {
		char faces[CUBE_FACES + 1];

		cube_faces_format(b->faces, b->nfaces, faces);
		text_printf(t, " --faces %s", faces);
	}
	text_char(t, '\0');
}

/* Draws and writes the scrambles in every form asked for; returns the exit status. */
static int
scramble(const struct settings *o)
{
	struct cube_forms w = { .state = o->state, .net = o->net, .tsv = o->tsv,
	    .sheet = o->sheet, .key = o->key, .palette = o->palette };
	struct cube_picture picture = { 0 };
	struct outfile svg_file = { 0 };
	struct rng rng;
	struct text out = { 0 }, draw = { 0 };
	char faces[CUBE_FACES + 1];

	if (o->svg != NULL) {
		outfile_open(&svg_file, "--svg", o->svg, NULL, 0, NULL, 0, usage);
		w.picture = &picture;
	}
	w.about = (struct cube_sheet){ w.palette, cli_seed(&rng, o->seed_given, o->seed),
	    o->b.first, o->b.count, NULL, o->title, o->b.extra, (unsigned)o->per_page,
	    o->net_mm };
	w.ansi = w.net && cli_coloured(o->color, STDOUT_FILENO);
	if (page_option(o) != NULL) {
		record_batch(&draw, &o->b, w.about.seed);
		w.about.draw = draw.s;
	}
	if (cube_batch_write(&o->b, &w, &rng, &out) < 0) {
		cube_faces_format(o->b.faces, o->b.nfaces, faces);
		diag_usage(usage, "--faces %s: no state is %u turns from solved", faces,
		    o->b.min_moves);
	}
	text_put(&out, stdout);
	if (o->svg != NULL) {
		cube_picture_svg(&out, &picture);
		outfile_put(&svg_file, &out);
		outfile_close(&svg_file);
	}
	text_free(&out);
	text_free(&draw);
	cube_picture_free(&picture);
	return diag_finish();
}

/* --audit: every scramble read, then the judgement of them all. */
static int
audit(int nfiles, char *file[], bool tsv)
{
	struct input in;
	struct text out = { 0 };
	bool random_state;
	int got;

	input_open(&in, nfiles, file);
	random_state = cube_audit_input(&in, &out, tsv);
	input_close(&in);
	text_put(&out, stdout);
	text_free(&out);
	/* as cmp and grep: 1 for scrambles that are not random-state */
	got = diag_finish();
	return got != 0 ? got : !random_state;
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
