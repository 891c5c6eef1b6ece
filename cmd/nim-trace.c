/*
 * nim-trace: the Nimrod's lit program panel, the Nimatron's relays, and
 * game logs judged move by move.
 */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../lib/button.h"
#include "../lib/cli.h"
#include "../lib/diag.h"
#include "../lib/line.h"
#include "../lib/nim/gameopt.h"
#include "../lib/nim/playtext.h"
#include "../lib/nim/log.h"
#include "../lib/nim/logjudge.h"
#include "../lib/nim/logtext.h"
#include "../lib/nim/machine.h"
#include "../lib/nim/movetext.h"
#include "../lib/nim/parseline.h"
#include "../lib/nim/play.h"
#include "../lib/nim/session.h"
#include "../lib/nim/trace.h"
#include "../lib/num.h"
#include "../lib/out.h"
#include "../lib/outfile.h"
#include "../lib/rng.h"
#include "../lib/row.h"
#include "../lib/text.h"

static const char usage[] =
    "nim-trace [-bmv] [-k K] [--machine name] [--start-heap N] [--seed N] [--tsv] "
    "[--push-button [--delay seconds]] "
    "[--game | --totals | --play [-n count] | --versus [--from heaps] [--save file]] [file ...]";

static const char options[] =
    NIM_GAME_HELP
    "      --machine M       nimrod (the program panel, the default) or nimatron (the relays)\n"
    "      --start-heap N    the heap counter's first value (default 1, as nim-move's;\n"
    "                        row a on the Nimatron); random: from the generator\n"
    "      --seed N          make the random choices repeatable\n"
    "      --push-button     obey the Nimrod's program an instruction an Enter at the\n"
    "                        terminal, the front display redrawn in place\n"
    "      --delay S         with --push-button, an instruction every S seconds instead\n"
    "  -b, --brief           one line a position, the program as instruction numbers;\n"
    "                        for --game, one line a game\n"
    "      --tsv             a header line, then one row per move, tab-separated\n"
    "      --game            judge game logs: every move correct, a mistake, or forced\n"
    "      --totals          add up the totals rows of --game --tsv output\n"
    "      --play            the machine plays itself from each position, as on the panel\n"
    "  -n count              with --play, at most count moves a game\n"
    "      --versus          a session of games against a person, who types the moves\n"
    "      --from HEAPS      every --versus game starts here (default: the Nimatron's\n"
    "                        combinations No. 1 and No. 2 in turn, 7 6 3 4 and 3 4 7 5)\n"
    "      --save FILE       keep the --versus session's game log in FILE too\n"
    "  -v, --verbose         with --play and --versus, trace every machine move\n";

enum mode { TRACE, GAME, TOTALS, PLAY, VERSUS };

/*
 * The program's input and output: the answers on their way out, the
 * lines they answer, and where the last of those lines stood.
 */
struct io {
	struct text out;
	struct input in;
	struct outfile save;	/* --versus's session, kept */
	bool pushed;		/* --push-button: one instruction for each press */
	struct button button;
	bool tsv;
	const char *end_file;
	unsigned long long end_line;
};

/*
 * Reads the next line, as out_next_line does, and keeps its place for
 * the totals row of a TSV, which stands where the input ends.
 */
static ssize_t
next_line(struct io *io, char **line)
{
	ssize_t len = out_next_line(&io->out, &io->in, line);

	if (len >= 0 && io->tsv) {
		io->end_file = io->in.operand;
		io->end_line = io->in.where.line;
	}
	return len;
}

/* Writes the totals row, which stands on the input's last line. */
static void
totals_row(struct io *io, const struct nim_log_totals *n)
{
	nim_tsv_log_totals(&io->out, io->end_file != NULL ? io->end_file : "-", io->end_line, n);
}

/*
 * Makes the machine's move from p into *m, sending its trace out a piece
 * at a time; returns how the machine moved.
 */
static enum nim_how
machine_move(struct nim_trace *tr, struct text *out, const struct nim_position *p,
    struct nim_move *m, bool show)
{
	nim_trace_move(tr, out, p, m, show);
	while (nim_trace_next(tr, out))
		if (!out_spill(out))
			nim_trace_quiet(tr);
	return tr->how;
}

/* Writes the machine's move as a TSV row, on the input line that asked for it. */
static void
move_row(const struct nim_trace *tr, struct io *io, const char *line, size_t len,
    uint64_t number, int side, const struct nim_position *p, const struct nim_move *m)
{
	struct diag_where at = input_where(&io->in);

	tsv_where(&io->out, &at);
	nim_trace_tsv(tr, &io->out, number, side, p, m);
	tsv_end(&io->out, line, len);
}

/*
 * Makes the machine's move from p into *m and returns how it moved.  The
 * program obeys one instruction for each press of the button, and each is
 * shown as it is obeyed: on the front display, redrawn in place at a
 * terminal, or else as the panel's next line.  Once the button's input has
 * ended, the rest of the program is obeyed at once and not shown.
 */
static enum nim_how
demonstrated(struct nim_trace *tr, struct io *io, const struct nim_position *p, struct nim_move *m)
{
	struct text *out = &io->out;

	if (io->button.ended) {
		tr->front = false;
		return machine_move(tr, out, p, m, true);
	}
	nim_trace_move(tr, out, p, m, true);
	do {
		out_flush(out);
		if (tr->stage == NIM_TRACE_DONE)
			break;
		if (!button_press(&io->button))
			nim_trace_quiet(tr);
		/* The cursor goes back up over the line that the Enter moved down. */
		else if (io->button.echoed && tr->front)
			text_str(out, "\033[A");
	} while (nim_trace_next(tr, out));
	return tr->how;
}

/*
 * Answers the position on a line with the machine's move: its trace under
 * the line's label, or with -b one line.
 */
static void
trace(struct nim_trace *tr, struct io *io, const char *line, size_t len, struct nim_position *p,
    struct nim_move *m)
{
	nim_trace_game(tr, p);
	if (!tr->brief)
		row_group(&io->out, line, len);
	if (io->pushed)
		demonstrated(tr, io, p, m);
	else
		machine_move(tr, &io->out, p, m, true);
	if (io->tsv) {
		move_row(tr, io, line, len, 1, NIM_A, p, m);
		return;
	}
	nim_apply(p, m);
	nim_trace_answer(tr, &io->out, p, m, line, len);
}

/* A game of --play: the line it answers, and the machine that plays both sides. */
struct game {
	struct nim_trace *tr;
	struct io *io;
	const char *line;
	size_t len;
};

/* Makes the machine's move, its trace shown with -v; with --tsv, writes its row. */
static enum nim_how
game_move(void *arg, const struct nim_play *pl, const struct nim_position *p, struct nim_move *m)
{
	struct game *g = arg;
	enum nim_how how;

	if (!g->io->tsv)
		nim_text_play_turn(&g->io->out, pl->mover);
	how = machine_move(g->tr, &g->io->out, p, m, g->tr->verbose || g->io->tsv);
	if (g->io->tsv)
		move_row(g->tr, g->io, g->line, g->len, pl->moves + 1, pl->mover, p, m);
	return how;
}

/* Writes in words the position the move left, and whose turn it is next. */
static void
game_moved(void *arg, const struct nim_play *pl, int side, const struct nim_position *p,
    const struct nim_move *m, enum nim_how how)
{
	struct game *g = arg;
	struct text *out = &g->io->out;

	if (!g->io->tsv) {
		nim_text_position_line(out, p, nim_text_side(side), &g->tr->mc, how, m);
		nim_trace_note(g->tr, out);
		text_char(out, '\n');
		if (!nim_terminal(p) && pl->mover == NIM_B)
			nim_text_play_moved(out, side, NIM_B);
	}
	out_answered(out);
}

/*
 * Plays the Nimrod's "split personality" from p: A and B, both the
 * machine, play to the end, under the line's label.
 */
static void
play(struct nim_trace *tr, struct io *io, const char *line, size_t len, struct nim_position *p,
    struct nim_move *m)
{
	struct game g = { tr, io, line, len };
	struct nim_player player = { game_move, game_moved, &g };
	struct text *out = &io->out;
	struct nim_play pl;
	enum nim_turn turn;

	nim_trace_new_game(tr, NULL);
	nim_trace_game(tr, p);
	nim_play_start(&pl, &tr->mc.game, tr->most_moves);
	if (!io->tsv) {
		row_group(out, line, len);
		nim_text_start(out, p);
	}
	turn = nim_play_game(&pl, p, m, &player);
	if (io->tsv)
		return;
	if (turn == NIM_TURN_STOPPED)
		nim_text_stopped(out, pl.moves, pl.mover);
	else if (turn == NIM_TURN_OVER)
		nim_text_play_winner(out, nim_play_winner(&pl));
	text_char(out, '\n');
}

/*
 * Judges game logs: answers each position with its verdict, sums up each
 * game, and with --tsv ends with the totals.
 */
static void
judge_logs(const struct nim_trace *tr, struct io *io)
{
	struct nim_log_judge judge;
	struct nim_bad bad;
	char *line;
	ssize_t len;

	nim_log_judge_start(&judge, &tr->mc.game, io->tsv, tr->brief);
	while ((len = next_line(io, &line)) >= 0) {
		enum nim_log_report report = nim_log_judge_line(&judge, &io->out, &io->in, line,
		    (size_t)len, &bad);

		if (report == NIM_LOG_BAD_LINE)
			row_bad(judge.words ? &io->out : NULL, &io->in.where, line, (size_t)len,
			    bad.tok, bad.len, bad.reason);
		else if (report == NIM_LOG_ILLEGAL)
			diag_bad(&io->in.where, bad.tok, bad.len, bad.reason);
	}
	nim_log_judge_end(&judge, &io->out);
	if (io->tsv)
		totals_row(io, &judge.log.totals);
	nim_log_judge_free(&judge);
}

/*
 * Adds up the totals rows of --game --tsv output: the second stage of a
 * log judged in shards.
 */
static void
add_totals(struct io *io)
{
	struct nim_log_totals sum = { 0 }, row;
	struct nim_bad bad;
	char *line;
	ssize_t len;

	while ((len = next_line(io, &line)) >= 0) {
		int got = nim_tsv_read_totals(line, (size_t)len, &row, &bad);

		if (got < 0)
			diag_bad(&io->in.where, bad.tok, bad.len, bad.reason);
		else if (got > 0 && !nim_log_add_totals(&sum, &row))
			diag_bad(&io->in.where, line, (size_t)len, "too many to count");
	}
	if (io->tsv)
		totals_row(io, &sum);
	else
		nim_text_log_totals(&io->out, &sum);
}

/*
 * Plays a session of live games against a person, who moves first, as at
 * the Nimrod and the Nimatron: each typed line is answered, until the input ends
 * or the person quits.  At a terminal it asks on standard error, and a
 * Ctrl-D ends the line it asked on.  The output is the session's game
 * log; --save's file has the log alone, as it is played.
 */
static void
versus(struct nim_trace *tr, struct io *io, const struct nim_position *from)
{
	struct nim_live live = { 0 };
	struct text log = { 0 };
	bool terminal = isatty(STDIN_FILENO);
	char *line;
	ssize_t len;

	nim_live_start(&live, tr, from, &io->out, &log);
	for (;;) {
		outfile_put(&io->save, &log);
		if (io->save.failed)
			break;	/* the session's log is lost: it is not played on */
		if (terminal) {
			out_flush(&io->out);
			fputs("your move: ", stderr);
		}
		if ((len = out_next_line(&io->out, &io->in, &line)) < 0) {
			if (terminal)
				fputc('\n', stderr);
			break;
		}
		if (!nim_live_typed(&live, line, (size_t)len, &io->out, &log))
			break;
	}
	nim_live_end(&live, &io->out, &log);
	outfile_put(&io->save, &log);
	nim_live_free(&live);
	text_free(&log);
}

static bool
digits(const char *s)
{
	if (*s == '\0')
		return false;
	while (*s >= '0' && *s <= '9')
		s++;
	return *s == '\0';
}

/*
 * Reads into p the start of every --versus game: --from's heaps, and the
 * operands that are numbers, so that --from 3 4 5 needs no quotes.  The
 * other operands stay, moved up; returns their count.
 */
static int
parse_from(const char *arg, char **operands, int n, struct nim_position *p)
{
	struct text heaps = { 0 };
	struct nim_bad bad;
	char why[256];
	int i, kept = 0, got;

	text_str(&heaps, arg);
	for (i = 0; i < n; i++)
		if (digits(operands[i])) {
			text_char(&heaps, ' ');
			text_str(&heaps, operands[i]);
		} else {
			operands[kept++] = operands[i];
		}
	text_char(&heaps, '\0');
	got = nim_parse(heaps.s, heaps.len - 1, p, &bad);
	/* Say why as a bad line is told why: name the bad heap, unless it is the whole value. */
	if (got < 0 && bad.len == heaps.len - 1)
		diag_usage_value(usage, "--from", heaps.s, "%s", bad.reason);
	if (got < 0)
		diag_usage_value(usage, "--from", heaps.s, "%.*s",
		    (int)diag_bad_reason(why, sizeof(why), bad.tok, bad.len, bad.reason), why);
	if (got == 0)
		diag_usage_value(usage, "--from", heaps.s, "not a position: no heaps");
	if (nim_terminal(p))
		diag_usage_value(usage, "--from", heaps.s,
		    "every heap is empty: there is no game to play");
	text_free(&heaps);
	return kept;
}

/*
 * Answers positions, one on each line, with the machine's move, traced,
 * or with --play a whole game; passes other lines through or tells them bad.
 */
static void
trace_lines(struct nim_trace *tr, struct io *io, bool playing)
{
	struct nim_position pos = { 0 };
	struct nim_move move = { 0 };
	struct nim_line at;
	struct nim_bad bad;
	char *line;
	ssize_t len;

	while ((len = out_next_line(&io->out, &io->in, &line)) >= 0) {
		int got = nim_parse_line(line, (size_t)len, &pos, &at, &bad);

		/* A blank line or a new file ends a game: the relays start again at R1. */
		if (input_file_starts(&io->in) || (got == 0 && line_blank(line, (size_t)len)))
			nim_trace_new_game(tr, NULL);
		if (got < 0)
			row_bad(io->tsv ? NULL : &io->out, &io->in.where, line, (size_t)len,
			    bad.tok, bad.len, bad.reason);
		else if (got == 0 && !io->tsv)
			text_passthrough(&io->out, line, (size_t)len);
		else if (got == 0)
			continue;
		else if (playing)
			play(tr, io, line, (size_t)len, &pos, &move);
		else
			trace(tr, io, line, (size_t)len, &pos, &move);
	}
	nim_position_free(&pos);
	nim_move_free(&move);
}

enum { OPT_MACHINE = OPT_FIRST_OWN, OPT_START_HEAP, OPT_TSV, OPT_GAME, OPT_TOTALS, OPT_PLAY,
	OPT_VERSUS, OPT_FROM, OPT_SAVE, OPT_PUSH_BUTTON, OPT_DELAY };

static const struct option longopts[] = {
	NIM_GAME_LONG_OPTIONS,
	{ "brief", no_argument, NULL, 'b' },
	{ "verbose", no_argument, NULL, 'v' },
	{ "machine", required_argument, NULL, OPT_MACHINE },
	{ "start-heap", required_argument, NULL, OPT_START_HEAP },
	{ "seed", required_argument, NULL, OPT_SEED },
	{ "tsv", no_argument, NULL, OPT_TSV },
	{ "game", no_argument, NULL, OPT_GAME },
	{ "totals", no_argument, NULL, OPT_TOTALS },
	{ "play", no_argument, NULL, OPT_PLAY },
	{ "versus", no_argument, NULL, OPT_VERSUS },
	{ "from", required_argument, NULL, OPT_FROM },
	{ "save", required_argument, NULL, OPT_SAVE },
	{ "push-button", no_argument, NULL, OPT_PUSH_BUTTON },
	{ "delay", required_argument, NULL, OPT_DELAY },
	CLI_LONG_OPTIONS,
	{ NULL, 0, NULL, 0 }
};

/*
 * What the options ask for, beside what they set in the trace (struct
 * nim_trace) and in the input and output (struct io).
 */
struct options {
	enum mode mode;
	const char *seed, *from, *save, *delay;	/* NULL when not given */
	bool counted, start_given;		/* -n and --start-heap were given */
};

/* Obeys one of nim-trace's own options (ch, with its argument arg). */
static void
take_option(struct options *o, struct nim_trace *tr, struct io *io, int ch, const char *arg)
{
	uint64_t heap = 0;

	switch (ch) {
	case 'b': tr->brief = true; break;
	case 'v': tr->verbose = true; break;
	case 'n':
		tr->most_moves = cli_number("-n", arg, 1, UINT64_MAX, usage);
		o->counted = true;
		break;
	case OPT_MACHINE:
		if (nim_machine_named(arg) == NIM_NIMATRON)
			tr->nimatron = true;
		else if (nim_machine_named(arg) != NIM_NIMROD)
			diag_usage_value(usage, "--machine", arg, "not nimrod or nimatron");
		break;
	case OPT_START_HEAP:
		tr->random_start = strcmp(arg, "random") == 0;
		if (!tr->random_start && num_arg(arg, 0, SIZE_MAX, &heap) != NULL)
			diag_usage_value(usage, "--start-heap", arg, "not a heap number or random");
		tr->start_heap = (size_t)heap;
		o->start_given = true;
		break;
	case OPT_SEED: o->seed = arg; break;
	case OPT_TSV: io->tsv = true; break;
	case OPT_GAME:
	case OPT_TOTALS:
	case OPT_PLAY:
	case OPT_VERSUS:
		if (o->mode != TRACE)
			diag_usage(usage,
			    "--game, --totals, --play and --versus do not go together");
		o->mode = ch == OPT_GAME ? GAME : ch == OPT_TOTALS ? TOTALS :
		    ch == OPT_PLAY ? PLAY : VERSUS;
		break;
	case OPT_FROM: o->from = arg; break;
	case OPT_SAVE: o->save = arg; break;
	case OPT_PUSH_BUTTON: io->pushed = true; break;
	case OPT_DELAY: o->delay = arg; break;
	default: diag_usage(usage, NULL);
	}
}

/* Reads the options into *o, *tr and *io; returns the index of the first operand. */
static int
parse_options(int argc, char *argv[], struct options *o, struct nim_trace *tr, struct io *io)
{
	int ch;

	while ((ch = cli_option(argc, argv, "bv" NIM_GAME_SHORT "n:h", longopts, usage,
	    options)) != -1)
		if (!nim_game_option(&tr->mc.game, ch, optarg, usage))
			take_option(o, tr, io, ch, optarg);
	return optind;
}

/*
 * --push-button shows the Nimrod's program panel alone, paced by --delay
 * or by Enter at a terminal: exits with the usage message when it cannot,
 * else readies the button.
 */
static void
check_push_button(const struct options *o, const struct nim_trace *tr, struct io *io)
{
	uint64_t sec;
	long nsec;

	if (o->mode != TRACE || tr->brief || io->tsv || tr->nimatron)
		diag_usage(usage, "--push-button shows the Nimrod's program panel: "
		    "no --game, --totals, --play, --versus, -b, --tsv or Nimatron");
	if (o->delay != NULL) {
		if (!num_seconds(o->delay, 86400, &sec, &nsec))
			diag_usage_value(usage, "--delay", o->delay,
			    "not seconds, such as 0.5 (up to 86400)");
		button_pause(&io->button, (time_t)sec, nsec);
	} else if (!button_at_terminal(&io->button)) {
		diag_usage(usage, "--push-button waits for Enter at a terminal, "
		    "and there is none: give --delay");
	}
}

/* Exits with the usage message when two options break a rule between them. */
static void
check_options(const struct options *o, const struct nim_trace *tr, struct io *io)
{
	enum mode mode = o->mode;

	if (tr->nimatron && (tr->mc.game.misere || tr->mc.game.k != 1))
		diag_usage(usage, "the Nimatron played only the simple game: no -m, no -k");
	if (io->pushed)
		check_push_button(o, tr, io);
	else if (o->delay != NULL)
		diag_usage(usage, "--delay paces --push-button");
	if (o->from != NULL && mode != VERSUS)
		diag_usage(usage, "--from is the start of a --versus game");
	if (o->save != NULL && mode != VERSUS)
		diag_usage(usage, "--save keeps a --versus session");
	if (o->counted && mode != PLAY)
		diag_usage(usage, "-n counts the moves of --play");
	if (io->tsv && mode == VERSUS)
		diag_usage(usage, "--versus is played in words: judge its log with --game --tsv");
	if (io->tsv && tr->verbose)
		diag_usage(usage, "-v explains in words, not in --tsv rows");
	if (tr->verbose && mode != PLAY && mode != VERSUS)
		diag_usage(usage, "-v traces the machine's moves of --play and --versus");
	if (tr->brief && mode != TRACE && mode != GAME)
		diag_usage(usage,
		    "-b shortens the trace of a position and the judgement of --game");
}

/*
 * Settles what one option leaves to another: the Nimatron's game and
 * heap counter, the program as a field of a --tsv row, and the
 * push-button's note and front display.
 */
static void
settle_options(const struct options *o, struct nim_trace *tr, struct io *io)
{
	if (tr->nimatron) {
		tr->mc.when_safe = NIM_NIMATRON;
		tr->mc.game.rows = true;
	}
	if (!o->start_given)
		tr->start_heap = nim_machine_first_heap(tr->mc.when_safe);
	if (io->tsv && o->mode != GAME)
		tr->brief = true;
	if (io->pushed && o->delay == NULL)
		text_str(&io->out, "# the push-button: Enter obeys the next instruction; "
		    "Ctrl-D, the rest at once\n");
	if (io->pushed)
		tr->front = isatty(STDOUT_FILENO);
}

/* Opens --save's file, which must not be one of the inputs. */
static void
open_save(struct io *io, const char *save)
{
	const struct input *reads = &io->in;

	outfile_open(&io->save, "--save", save, &reads, 1, NULL, 0, usage);
}

int
main(int argc, char *argv[])
{
	struct rng rng;
	struct nim_trace tr = { .mc = { .game = { .k = 1 }, .when_safe = NIM_NIMROD, .rng = &rng },
	    .most_moves = UINT64_MAX };
	struct io io = { .button.fd = -1 };
	struct options o = { .mode = TRACE };
	struct nim_position from = { 0 };
	int first;

	cli_start(argv[0]);
	first = parse_options(argc, argv, &o, &tr, &io);
	check_options(&o, &tr, &io);
	settle_options(&o, &tr, &io);
	cli_seed(&rng, o.seed, usage);
	if (o.from != NULL)
		argc = first + parse_from(o.from, argv + first, argc - first, &from);
	input_open(&io.in, argc - first, argv + first);
	if (o.save != NULL)
		open_save(&io, o.save);
	if (io.tsv)
		tsv_header(&io.out, o.mode == GAME || o.mode == TOTALS ? NIM_LOG_TSV_COLUMNS :
		    NIM_TRACE_TSV_COLUMNS);
	if (o.mode == GAME)
		judge_logs(&tr, &io);
	else if (o.mode == TOTALS)
		add_totals(&io);
	else if (o.mode == VERSUS)
		versus(&tr, &io, o.from != NULL ? &from : NULL);
	else
		trace_lines(&tr, &io, o.mode == PLAY);
	text_put(&io.out, stdout);
	input_close(&io.in);
	nim_position_free(&from);
	nim_trace_free(&tr);
	text_free(&io.out);
	outfile_close(&io.save);
	button_close(&io.button);
	return diag_finish();
}
