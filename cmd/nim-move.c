/* nim-move: the position after the correct move, as the Nimrod and the Nimatron played it. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/cli.h"
#include "../lib/diag.h"
#include "../lib/line.h"
#include "../lib/nim/deal.h"
#include "../lib/nim/gameopt.h"
#include "../lib/nim/machine.h"
#include "../lib/nim/moore.h"
#include "../lib/nim/movetext.h"
#include "../lib/nim/parseline.h"
#include "../lib/nim/play.h"
#include "../lib/nim/playtext.h"
#include "../lib/nim/rules.h"
#include "../lib/nim/sheet.h"
#include "../lib/out.h"
#include "../lib/rng.h"
#include "../lib/row.h"
#include "../lib/text.h"

static const char usage[] =
    "nim-move [-amp] [-k K] [-n count] [--when-safe=machine] [--start-heap N] [--seed N] [--tsv] "
    "[file ...]\n"
    "       nim-move --sheet | --key [-m] [-k K] [--deal NxM [-n count] | --level L]\n"
    "                [--seed N] [--title text] [--per-page n] [file ...]";

static const char options[] =
    NIM_GAME_HELP
    "  -a, --all             every correct move, one per line\n"
    "  -n count              with -a, at most count of them (Nim_k can have billions);\n"
    "                        with -p, at most count moves a game\n"
    "  -p, --play            the machine plays both sides to the end of the game\n"
    "      --when-safe=M     with no correct move: nimrod (take 1 from a random heap,\n"
    "                        the default), nimatron (1, 2, 3 lamps in turn from the\n"
    "                        fullest row), random (a uniform legal move), none\n"
    "      --start-heap N    where the heap counter starts looking (default 1;\n"
    "                        0 with --when-safe=nimatron)\n"
    "      --seed N          make the random choices repeatable\n"
    "      --tsv             a header line, then a row for each move: file, line,\n"
    "                        (with -p ply, side,) position, after, heap, from, to,\n"
    "                        how, comment\n"
    "      --sheet           a printable worksheet (XHTML) of the positions: rows of\n"
    "                        matches, a box for each move\n"
    "      --key             its answer key: columns, nim-sum and a correct move of\n"
    "                        each (after the sheet, on a page of its own, with --sheet)\n"
    "      --deal NxM        deal the positions: N heaps of 1 to M, each with a\n"
    "                        correct move (-n of them, default 8)\n"
    "      --level L         easy (--deal 3x7), medium (4x15) or hard (5x31, and a\n"
    "                        single correct move to find)\n"
    "      --title text      the heading of the sheet and the key\n"
    "      --per-page n      positions on a page of the sheet (1 to 20)\n";

/* The input line being answered, and the form of its answers. */
struct reply {
	struct text *out;
	const struct input *in;
	const char *line;	/* as it was read */
	size_t len;
	bool commented;		/* it has a trailing comment, which every answer keeps */
	bool tsv;
};

/* Ends an answer: the line's trailing comment, then the newline. */
static inline void
reply_end(const struct reply *r)
{
	if (r->commented)
		row_comment(r->out, r->line, r->len);
	text_char(r->out, '\n');
}

/*
 * Writes the --tsv row of the move m from p, after the row's own first
 * fields (--play's ply and side).
 */
static void
tsv_move(const struct reply *r, const struct nim_machine *mc, enum nim_how how,
    const struct nim_position *p, const struct nim_move *m)
{
	nim_text_position(r->out, p, NULL);
	text_char(r->out, '\t');
	nim_tsv_move(r->out, mc, how, p, m);
	tsv_end(r->out, r->line, r->len);
}

/*
 * Answers with the position after the move m from p, and the move after a
 * '#'; or with the move's --tsv row.
 */
static void
answer(const struct reply *r, const struct nim_machine *mc, enum nim_how how,
    const struct nim_position *p, const struct nim_move *m)
{
	if (r->tsv) {
		struct diag_where at = input_where(r->in);

		tsv_where(r->out, &at);
		tsv_move(r, mc, how, p, m);
		return;
	}
	nim_text_position(r->out, p, m);
	text_str(r->out, " # ");
	nim_text_machine_move(r->out, mc, how, m);
	reply_end(r);
}

struct all_ctx {
	const struct reply *r;
	const struct nim_machine *mc;
	const struct nim_position *p;
	uint64_t left;		/* moves still wanted */
};

static bool
print_move(const struct nim_move *m, void *arg)
{
	struct all_ctx *ctx = arg;

	answer(ctx->r, ctx->mc, NIM_CORRECT, ctx->p, m);
	text_put(ctx->r->out, stdout);
	return --ctx->left > 0 && !diag_output_failed();
}

/*
 * -a: answers with every correct move; when there is none, with the
 * position as the machine that makes no move leaves it.
 */
static void
every_move(const struct reply *r, const struct nim_machine *mc, const struct nim_position *p,
    struct nim_move *m, uint64_t most)
{
	struct all_ctx ctx = { r, mc, p, most };

	if (nim_each_correct_move(&mc->game, p, print_move, &ctx) == 0) {
		struct nim_machine none = *mc;

		none.when_safe = NIM_NONE;
		answer(r, &none, nim_machine_move(&none, p, m), p, m);
	}
}

/* A game of -p: the line it answers, and the machine that plays both sides. */
struct game {
	const struct reply *r;
	struct nim_machine *mc;
};

/* Makes the machine's move; with --tsv, writes its row, numbered from 1 (the ply). */
static enum nim_how
game_move(void *arg, const struct nim_play *pl, const struct nim_position *p, struct nim_move *m)
{
	struct game *g = arg;
	enum nim_how how = nim_machine_move(g->mc, p, m);

	if (g->r->tsv) {
		struct diag_where at = input_where(g->r->in);

		tsv_where(g->r->out, &at);
		text_u64(g->r->out, pl->moves + 1);
		text_printf(g->r->out, "\t%s\t", nim_text_side(pl->mover));
		tsv_move(g->r, g->mc, how, p, m);
	}
	return how;
}

/* Writes in words the position the move left, the move, and the winner once there is one. */
static void
game_moved(void *arg, const struct nim_play *pl, int side, const struct nim_position *p,
    const struct nim_move *m, enum nim_how how)
{
	struct game *g = arg;
	struct text *out = g->r->out;

	if (!g->r->tsv) {
		nim_text_position_line(out, p, nim_text_side(side), g->mc, how, m);
		if (nim_play_turn(pl, p) == NIM_TURN_OVER)
			text_printf(out, "; %s wins", nim_text_side(nim_play_winner(pl)));
		reply_end(g->r);
	}
	text_put(out, stdout);
}

/*
 * Plays the Nimrod's "split personality": A and B, both the machine, to the end,
 * or for `most` moves: from heaps near 2^64 a game can last 2^65.  With
 * --tsv a row for each move, and no other line.
 */
static void
play(const struct reply *r, struct nim_machine *mc, struct nim_position *p, struct nim_move *m,
    uint64_t most)
{
	struct game g = { r, mc };
	struct nim_player player = { game_move, game_moved, &g };
	struct nim_play pl;
	enum nim_turn turn;

	mc->relay = 0;
	nim_play_start(&pl, &mc->game, most);
	if (!r->tsv) {
		nim_text_first_turn(r->out, p);
		reply_end(r);
	}
	turn = nim_play_game(&pl, p, m, &player);
	if (r->tsv)
		return;
	if (turn == NIM_TURN_STOPPED)
		nim_text_stopped(r->out, pl.moves, pl.mover);
	text_char(r->out, '\n');
}

enum { OPT_WHEN_SAFE = OPT_FIRST_OWN, OPT_START_HEAP, OPT_TSV, OPT_SHEET, OPT_KEY, OPT_DEAL,
	OPT_LEVEL, OPT_TITLE, OPT_PER_PAGE };

static const struct option longopts[] = {
	NIM_GAME_LONG_OPTIONS,
	{ "all", no_argument, NULL, 'a' },
	{ "play", no_argument, NULL, 'p' },
	{ "when-safe", required_argument, NULL, OPT_WHEN_SAFE },
	{ "start-heap", required_argument, NULL, OPT_START_HEAP },
	{ "seed", required_argument, NULL, OPT_SEED },
	{ "tsv", no_argument, NULL, OPT_TSV },
	{ "sheet", no_argument, NULL, OPT_SHEET },
	{ "key", no_argument, NULL, OPT_KEY },
	{ "deal", required_argument, NULL, OPT_DEAL },
	{ "level", required_argument, NULL, OPT_LEVEL },
	{ "title", required_argument, NULL, OPT_TITLE },
	{ "per-page", required_argument, NULL, OPT_PER_PAGE },
	CLI_LONG_OPTIONS,
	{ NULL, 0, NULL, 0 }
};

/* What the options ask for. */
struct options {
	struct nim_machine mc;
	const char *seed;
	bool all, playing, tsv;
	bool counted, start_given;	/* -n and --start-heap were given */
	uint64_t wanted;		/* -n */
	bool sheet, key;
	struct nim_deal deal;		/* --deal */
	struct nim_level level;		/* --level, medium unless given */
	bool deal_given, level_given;
	const char *deal_arg, *level_name;	/* as given */
	const char *title;
	unsigned per_page;		/* 0: as many as fill a page */
};

static enum nim_when_safe
machine_arg(const char *arg)
{
	int when_safe = nim_machine_named(arg);

	if (when_safe >= 0)
		return (enum nim_when_safe)when_safe;
	diag_usage_value(usage, "--when-safe", arg, "not nimrod, nimatron, random or none");
}

/* Reads the options into *o; returns the index of the first operand. */
static int
parse_options(int argc, char *argv[], struct options *o)
{
	int ch;

	while ((ch = cli_option(argc, argv, "ap" NIM_GAME_SHORT "n:h", longopts, usage,
	    options)) != -1) {
		switch (ch) {
		case 'a': o->all = true; break;
		case 'n':
			o->wanted = cli_number("-n", optarg, 1, UINT64_MAX, usage);
			o->counted = true;
			break;
		case 'p': o->playing = true; break;
		case OPT_WHEN_SAFE: o->mc.when_safe = machine_arg(optarg); break;
		case OPT_START_HEAP:
			o->mc.start_heap = cli_number("--start-heap", optarg, 0, SIZE_MAX, usage);
			o->start_given = true;
			break;
		case OPT_SEED: o->seed = optarg; break;
		case OPT_TSV: o->tsv = true; break;
		case OPT_SHEET: o->sheet = true; break;
		case OPT_KEY: o->key = true; break;
		case OPT_DEAL:
			if (!nim_deal_read(optarg, &o->deal))
				diag_usage_value(usage, "--deal", optarg, "not heaps x most, "
				    "such as 4x7");
			o->deal_given = true;
			o->deal_arg = optarg;
			break;
		case OPT_LEVEL:
			if (!nim_level_named(optarg, &o->level))
				diag_usage_value(usage, "--level", optarg,
				    "not easy, medium or hard");
			o->level_given = true;
			o->level_name = optarg;
			break;
		case OPT_TITLE: o->title = optarg; break;
		case OPT_PER_PAGE:
			o->per_page = cli_number("--per-page", optarg, 1, NIM_SHEET_PAGE_MAX,
			    usage);
			break;
		default:
			if (!nim_game_option(&o->mc.game, ch, optarg, usage))
				diag_usage(usage, NULL);
		}
	}
	return optind;
}

/* The most positions a worksheet holds, and how many it deals unless -n says. */
enum { SHEET_MOST = 100000, SHEET_DEALT = 8 };

/* The option that asks for a document of pages (--sheet or --key), or NULL. */
static const char *
page_option(const struct options *o)
{
	return o->sheet ? "--sheet" : o->key ? "--key" : NULL;
}

/*
 * check_options for the worksheet's options; then settles what they
 * leave to each other: the deal of --level, unless --deal is given, and
 * 8 positions unless -n says.
 */
static void
check_sheet(struct options *o, int noperands)
{
	const char *page = page_option(o);
	const char *line = o->all ? "-a" : o->playing ? "-p" : o->tsv ? "--tsv" :
	    o->start_given ? "--start-heap" : NULL;
	bool dealt = o->deal_given || o->level_given;

	if (page == NULL && (dealt || o->title != NULL))
		diag_usage(usage, "%s needs --sheet or --key", o->deal_given ? "--deal" :
		    o->level_given ? "--level" : "--title");
	if (o->per_page > 0 && !o->sheet)
		diag_usage(usage, "--per-page needs --sheet");
	if (page == NULL)
		return;
	if (line != NULL)
		diag_usage(usage, "%s and %s do not go together", page, line);
	if (o->counted && !dealt)
		diag_usage(usage, "-n counts the positions dealt by --deal or --level");
	if (dealt && noperands > 0)
		diag_usage(usage, "%s deals the positions: it reads no file",
		    o->deal_given ? "--deal" : "--level");
	if (o->counted && o->wanted > SHEET_MOST)
		diag_usage(usage, "%s holds up to %d positions, not -n %llu", page, SHEET_MOST,
		    (unsigned long long)o->wanted);
	if (!o->level_given)
		nim_level_named("medium", &o->level);
	if (o->deal_given)
		o->level.deal = o->deal;
	if (o->level.deal.heaps > NIM_SHEET_HEAPS_MAX ||
	    o->level.deal.most > NIM_SHEET_MATCHES_MAX)
		diag_usage(usage, "%s draws up to %d heaps of up to %d matches, not %zux%llu",
		    page, NIM_SHEET_HEAPS_MAX, NIM_SHEET_MATCHES_MAX, o->level.deal.heaps,
		    (unsigned long long)o->level.deal.most);
	if (!o->counted)
		o->wanted = SHEET_DEALT;
	/* The rows of matches are lettered, as a person names them at play. */
	o->mc.game.rows = true;
}

/*
 * Exits with the usage message when two options break a rule between
 * them; then settles what one option leaves to another: the heap
 * counter's start and the Nimatron's lettered rows follow the machine.
 */
static void
check_options(struct options *o, int noperands)
{
	if (o->all && o->playing)
		diag_usage(usage, "-a and -p do not go together");
	if (o->counted && !o->all && !o->playing && page_option(o) == NULL)
		diag_usage(usage, "-n counts the moves of -a or -p");
	if (o->playing && o->mc.when_safe == NIM_NONE)
		diag_usage(usage, "-p needs a machine that moves: --when-safe=none cannot play");
	if (!o->start_given)
		o->mc.start_heap = nim_machine_first_heap(o->mc.when_safe);
	/* The Nimatron's moves are told in its own names for its rows: a, b, c, d. */
	o->mc.game.rows = o->mc.when_safe == NIM_NIMATRON;
	check_sheet(o, noperands);
}

/* The positions of a worksheet, as they are read or dealt. */
struct positions {
	struct nim_position *p;
	size_t n, cap;
};

/* Returns a new position, empty, at the end of ps. */
static struct nim_position *
positions_add(struct positions *ps)
{
	if (ps->n == ps->cap) {
		ps->cap = ps->cap > 0 ? 2 * ps->cap : 16;
		ps->p = xreallocarray(ps->p, ps->cap, sizeof(*ps->p));
	}
	ps->p[ps->n] = (struct nim_position){ 0 };
	return &ps->p[ps->n++];
}

/* Blames heap n of the line read into at, or every heap for NIM_ANY_HEAP. */
static void
blame_heap(const struct nim_line *at, size_t n, struct nim_bad *bad)
{
	const char *s = at->heaps, *end = at->heaps + at->heaps_len;

	bad->tok = s;
	bad->len = at->heaps_len;
	while (n != NIM_ANY_HEAP && s < end) {
		while (s < end && (*s == ' ' || *s == '\t' || *s == ','))
			s++;
		bad->tok = s;
		while (s < end && *s != ' ' && *s != '\t' && *s != ',')
			s++;
		bad->len = (size_t)(s - bad->tok);
		if (n-- == 0)
			break;
	}
}

/*
 * Reads a worksheet's positions from in into ps; a bad line, or a
 * position the sheet cannot draw, is told on the standard error.
 */
static void
read_positions(struct input *in, struct text *out, struct positions *ps)
{
	struct nim_position pos = { 0 };
	struct nim_line at;
	struct nim_bad bad;
	size_t heap;
	char *line;
	ssize_t len;

	while ((len = out_next_line(out, in, &line)) >= 0) {
		int got = nim_parse_line(line, (size_t)len, &pos, &at, &bad);

		if (got > 0 && (bad.reason = nim_sheet_fits(&pos, &heap)) != NULL) {
			blame_heap(&at, heap, &bad);
			got = -1;
		}
		if (got < 0)
			row_bad(NULL, &in->where, line, (size_t)len, bad.tok, bad.len, bad.reason);
		else if (got > 0)
			nim_position_copy(positions_add(ps), &pos);
	}
	nim_position_free(&pos);
}

/*
 * Deals a worksheet's positions into ps, each from its own stream of the
 * seed, as cube-scramble draws its scrambles: position N is the same
 * whatever -n.  Writes in *again the options that deal them again.
 */
static void
deal_positions(const struct options *o, uint64_t seed, struct positions *ps,
    struct text *again)
{
	const struct nim_deal *d = &o->level.deal;
	uint64_t i;

	for (i = 0; i < o->wanted; i++) {
		rng_seed_record(o->mc.rng, seed, i);
		if (!nim_deal_puzzle(positions_add(ps), d, o->level.single, &o->mc.game,
		    o->mc.rng))
			diag_fatal("%s %s: no position with %s correct move in %d deals",
			    o->deal_given ? "--deal" : "--level", o->deal_given ? o->deal_arg :
			    o->level_name, o->level.single ? "a single" : "a", NIM_DEAL_TRIES);
	}
	if (o->deal_given)
		text_printf(again, "--deal %zux%llu", d->heaps, (unsigned long long)d->most);
	if (o->level_given)
		text_printf(again, "%s--level %s", o->deal_given ? " " : "", o->level_name);
	text_printf(again, " -n %llu --seed %llu", (unsigned long long)o->wanted,
	    (unsigned long long)seed);
	if (o->mc.game.misere)
		text_str(again, " -m");
	if (o->mc.game.k > 1)
		text_printf(again, " -k %llu", (unsigned long long)o->mc.game.k);
	text_char(again, '\0');
}

/*
 * Writes the worksheet of ps, its answer key, or both, as the options
 * ask; the key's correct move is the one nim-move makes.
 */
static void
write_sheet(const struct options *o, const struct positions *ps, const struct nim_sheet *s,
    struct text *out)
{
	struct nim_position after = { 0 };
	struct nim_move m = { 0 };
	uint64_t i;

	nim_sheet_begin(out, s);
	for (i = 0; o->sheet && i < ps->n; i++)
		nim_sheet_position(out, s, i, &ps->p[i]);
	if (o->key) {
		nim_key_begin(out, s);
		for (i = 0; i < ps->n; i++) {
			bool moved = nim_correct_move(&o->mc.game, &ps->p[i],
			    o->mc.start_heap, &m);

			nim_position_copy(&after, &ps->p[i]);
			if (moved)
				nim_apply(&after, &m);
			nim_key_row(out, s, i, &ps->p[i], NULL, moved ? &m : NULL, &after, NULL);
		}
		nim_key_end(out, s);
	}
	nim_sheet_end(out);
	nim_position_free(&after);
	nim_move_free(&m);
}

/* --sheet and --key: the positions read or dealt, then the document. */
static void
worksheet(const struct options *o, struct input *in, struct text *out, uint64_t seed)
{
	struct positions ps = { 0 };
	struct text again = { 0 }, source = { 0 };
	struct nim_sheet s = { &o->mc.game, NULL, o->title, NULL, NULL, 0, 0, 0, 0 };
	size_t i, j;

	if (o->deal_given || o->level_given) {
		deal_positions(o, seed, &ps, &again);
		text_printf(&source, "seed %llu%c", (unsigned long long)seed, '\0');
		s.again = again.s;
		s.source = source.s;
	} else {
		read_positions(in, out, &ps);
	}
	s.count = ps.n;
	for (i = 0; i < ps.n; i++) {
		if (ps.p[i].n > s.heaps)
			s.heaps = ps.p[i].n;
		for (j = 0; j < ps.p[i].n; j++)
			if (ps.p[i].heap[j] > s.widest)
				s.widest = ps.p[i].heap[j];
	}
	s.per_page = o->per_page > 0 ? o->per_page : nim_sheet_page_fill(&s);
	if (ps.n == 0)
		diag_warn("no position to put on the %s", o->sheet ? "sheet" : "key");
	else
		write_sheet(o, &ps, &s, out);
	for (i = 0; i < ps.n; i++)
		nim_position_free(&ps.p[i]);
	free(ps.p);
	text_free(&again);
	text_free(&source);
}

/*
 * Answers every line of in: a position with its move (all of them with
 * -a, a whole game with -p), other lines passed through or told bad.
 */
static void
answer_lines(struct options *o, struct input *in, struct text *out)
{
	struct nim_position pos = { 0 };
	struct nim_move move = { 0 };
	struct nim_line at;
	struct nim_bad bad;
	char *line;
	ssize_t len;

	while ((len = out_next_line(out, in, &line)) >= 0) {
		int got = nim_parse_line(line, (size_t)len, &pos, &at, &bad);
		struct reply r = { out, in, line, (size_t)len, got == 2, o->tsv };

		/* A blank line or a new file ends a game: the relays start again at R1. */
		if (input_file_starts(in) || (got == 0 && line_blank(line, (size_t)len)))
			o->mc.relay = 0;
		/* Where a line has several answers, a label says whose they are. */
		if (got != 0 && (o->all || o->playing) && !o->tsv)
			row_group(out, line, (size_t)len);
		if (got < 0)
			row_bad(o->tsv ? NULL : out, &in->where, line, (size_t)len, bad.tok,
			    bad.len, bad.reason);
		else if (got == 0 && !o->tsv)
			text_passthrough(out, line, (size_t)len);
		else if (got == 0)
			continue;
		else if (o->playing)
			play(&r, &o->mc, &pos, &move, o->wanted);
		else if (o->all)
			every_move(&r, &o->mc, &pos, &move, o->wanted);
		else
			answer(&r, &o->mc, nim_machine_move(&o->mc, &pos, &move), &pos, &move);
	}
	nim_position_free(&pos);
	nim_move_free(&move);
}

int
main(int argc, char *argv[])
{
	struct rng rng;
	struct options o = { .mc = { .game = { .k = 1 }, .when_safe = NIM_NIMROD, .rng = &rng },
	    .wanted = UINT64_MAX };
	struct input in;
	struct text out = { 0 };
	uint64_t seed;
	int first;

	cli_start(argv[0]);
	first = parse_options(argc, argv, &o);
	check_options(&o, argc - first);
	seed = cli_seed(&rng, o.seed, usage);
	if (o.tsv)
		tsv_header(&out, o.playing ? "ply\tside\tposition\t" NIM_MOVE_TSV :
		    "position\t" NIM_MOVE_TSV);
	input_open(&in, argc - first, argv + first);
	if (page_option(&o) != NULL)
		worksheet(&o, &in, &out, seed);
	else
		answer_lines(&o, &in, &out);
	text_put(&out, stdout);
	input_close(&in);
	text_free(&out);
	return diag_finish();
}
