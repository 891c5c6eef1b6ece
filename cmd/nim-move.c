/* nim-move: the position after the correct move, as the Nimrod and the Nimatron played it. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "../lib/cli.h"
#include "../lib/diag.h"
#include "../lib/line.h"
#include "../lib/nim/gameopt.h"
#include "../lib/nim/heapmove.h"
#include "../lib/nim/machine.h"
#include "../lib/nim/moore.h"
#include "../lib/nim/movetext.h"
#include "../lib/nim/parseline.h"
#include "../lib/nim/play.h"
#include "../lib/nim/playtext.h"
#include "../lib/nim/sheetopt.h"
#include "../lib/out.h"
#include "../lib/rng.h"
#include "../lib/row.h"
#include "../lib/text.h"

static const char usage[] =
    "nim-move [-amp] [-k K | -r RULES] [-n count] [--when-safe=machine]\n"
    "                [--start-heap N] [--seed N] [--tsv] [file ...]\n"
    "       nim-move --sheet | --key [-m] [-k K | -r RULES]\n"
    "                [--deal NxM [-n count] | --level L] [--seed N] [--title text]\n"
    "                [--per-page n] [file ...]";

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
	uint64_t found = mc->game.rules != NULL ?
	    heap_move_each_correct(mc->game.rules, p, print_move, &ctx) :
	    nim_each_correct_move(&mc->game, p, print_move, &ctx);

	if (found == 0) {
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
		nim_text_first_turn(r->out, &mc->game, p);
		reply_end(r);
	}
	turn = nim_play_game(&pl, p, m, &player);
	if (r->tsv)
		return;
	if (turn == NIM_TURN_STOPPED)
		nim_text_stopped(r->out, pl.moves, pl.mover);
	text_char(r->out, '\n');
}

/* What the options ask for. */
struct options {
	struct nim_machine mc;
	uint64_t seed;
	bool seed_given;
	bool all, playing, tsv;
	bool counted, start_given;	/* -n and --start-heap were given */
	bool machine_given;		/* --when-safe was given */
	uint64_t wanted;		/* -n */
	uint64_t start_heap;		/* --start-heap */
	struct nim_sheet_options sheet;
	const char *rules;		/* -r */
};

static enum nim_when_safe
machine_arg(const char *arg)
{
	int when_safe = nim_machine_named(arg);
	char listed[64];

	if (when_safe >= 0)
		return (enum nim_when_safe)when_safe;
	diag_usage_value(usage, "--when-safe", arg, "not %s",
	    names_join(nim_machine_listed, " or ", listed, sizeof(listed)));
}

/* Reads the options into *o; returns the index of the first operand. */
static int
parse_options(int argc, char *argv[], struct options *o)
{
	enum { OPT_WHEN_SAFE = OPT_FIRST_OWN };
	const struct cli_opt opts[] = {
		NIM_GAME_OPTIONS(&o->mc.game),
		NIM_RULES_OPTION(&o->rules),
		CLI_OPT_FLAG('a', "all", &o->all,
		    "every correct move, one per line"),
		CLI_OPT_NUMBER('n', NULL, "count", &o->wanted, 1, UINT64_MAX,
		    &o->counted, "with -a, at most count of them (Nim_k can "
		    "have billions); with -p, at most count moves a game"),
		CLI_OPT_FLAG('p', "play", &o->playing,
		    "the machine plays both sides to the end of the game"),
		CLI_OPT_OWN_NAMES(OPT_WHEN_SAFE, "when-safe", "=M",
		    nim_machine_listed, "with no correct move: the machine "
		    "(default nimrod)"),
		CLI_OPT_NUMBER(0, "start-heap", "N", &o->start_heap, 0, SIZE_MAX,
		    &o->start_given, "where the heap counter starts looking "
		    "(default 1;\n0 with --when-safe=nimatron)"),
		CLI_OPT_SEED(&o->seed, &o->seed_given),
		CLI_OPT_TSV(&o->tsv, " move: file, line, (with -p ply, side,) "
		    "position, after, heap, from, to, how, comment"),
		NIM_SHEET_OPTIONS(&o->sheet),
		CLI_OPT_END
	};
	int ch;

	while ((ch = cli_option(argc, argv, opts, usage)) != -1) {
		if (ch == OPT_WHEN_SAFE) {
			o->mc.when_safe = machine_arg(optarg);
			o->machine_given = true;
		} else {
			nim_sheet_option(&o->sheet, ch, optarg, usage);
		}
	}
	return optind;
}

/*
 * Exits with the usage message when two options break a rule between
 * them; then settles what one option leaves to another: the heap
 * counter's start and the Nimatron's lettered rows follow the machine.
 */
static void
check_options(struct options *o, int noperands)
{
	bool sheet = nim_sheet_asked(&o->sheet) != NULL;

	if (o->all && o->playing)
		diag_usage(usage, "-a and -p do not go together");
	/* Every correct move is written, in one order, and no machine moves. */
	if (o->all && (o->machine_given || o->start_given))
		diag_usage(usage, "-a and %s do not go together",
		    o->machine_given ? "--when-safe" : "--start-heap");
	if (o->counted && !o->all && !o->playing && !sheet)
		diag_usage(usage, "-n counts the moves of -a or -p");
	if (o->playing && o->mc.when_safe == NIM_NONE)
		diag_usage(usage, "-p needs a machine that moves: --when-safe=none cannot play");
	if (o->rules != NULL && o->mc.when_safe != NIM_NIMROD &&
	    o->mc.when_safe != NIM_NONE)
		diag_usage(usage, "-r: with no correct move the machine takes "
		    "the Nimrod's smallest move (--when-safe=nimrod) or none: "
		    "the Nimatron and the random move play Nim");
	o->mc.start_heap = o->start_given ? (size_t)o->start_heap :
	    nim_machine_first_heap(o->mc.when_safe);
	/* The Nimatron's moves are told in its own names for its rows: a, b, c, d. */
	o->mc.game.rows = o->mc.when_safe == NIM_NIMATRON;
	nim_sheet_check(&o->sheet, o->all ? "-a" : o->playing ? "-p" : o->tsv ? "--tsv" :
	    o->start_given ? "--start-heap" : o->machine_given ? "--when-safe" : NULL,
	    o->counted ? o->wanted : 0, noperands, usage);
	/* On a worksheet the rows of matches are lettered, as a person names them. */
	o->mc.game.rows |= sheet;
	nim_game_check(&o->mc.game, o->rules, usage);
}

/*
 * Whether every heap of a line's position has a value in the game of -r;
 * when one has not, the line is told bad.
 */
static bool
valued(const struct options *o, struct input *in, struct text *out,
    const struct nim_position *pos, const char *line, size_t len)
{
	uint64_t x;
	size_t heap, toklen;
	const char *tok;

	if (o->mc.game.rules == NULL ||
	    heap_game_position_value(o->mc.game.rules, pos, HEAP_MOVE_LIMIT,
	    &x, &heap))
		return true;
	tok = nim_line_heap_token(line, len, heap, &toklen);
	row_bad(o->tsv ? NULL : out, &in->where, line, len, tok, toklen,
	    heap_move_no_value(o->mc.game.rules));
	return false;
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
		else if (got == 0 || !valued(o, in, out, &pos, line, (size_t)len))
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
	seed = cli_seed(&rng, o.seed_given, o.seed);
	if (o.tsv)
		tsv_header(&out, o.playing ? "ply\tside\tposition\t" NIM_MOVE_TSV :
		    "position\t" NIM_MOVE_TSV);
	input_open(&in, argc - first, argv + first);
	if (nim_sheet_asked(&o.sheet) != NULL)
		nim_sheet_answer(&out, &in, &o.sheet, &o.mc.game, o.rules,
		    o.mc.start_heap, seed, o.mc.rng);
	else
		answer_lines(&o, &in, &out);
	text_put(&out, stdout);
	input_close(&in);
	text_free(&out);
	nim_game_free(&o.mc.game);
	return diag_finish();
}
