/*
 * nim-trace: the Nimrod's lit program panel, the Nimatron's relays, and
 * game logs judged move by move.
 */
#include <errno.h>
#include <getopt.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "../lib/button.h"
#include "../lib/cli.h"
#include "../lib/diag.h"
#include "../lib/line.h"
#include "../lib/nim/gameopt.h"
#include "../lib/nim/heapmove.h"
#include "../lib/nim/logjudge.h"
#include "../lib/nim/liveopt.h"
#include "../lib/nim/logtext.h"
#include "../lib/nim/machine.h"
#include "../lib/nim/session.h"
#include "../lib/nim/trace.h"
#include "../lib/nim/traceplay.h"
#include "../lib/num.h"
#include "../lib/out.h"
#include "../lib/outfile.h"
#include "../lib/rng.h"
#include "../lib/row.h"
#include "../lib/screen.h"
#include "../lib/term.h"
#include "../lib/text.h"

static const char usage[] =
    "nim-trace [-bmv] [-k K | -r RULES] [--machine name] [--start-heap N]\n"
    "                 [--seed N] [--tsv] [--push-button [--delay seconds]]\n"
    "                 [--game | --totals | --play [-n count] |\n"
    "                 --versus [--from heaps | --deal NxM] [--first who] [--level L]\n"
    "                 [--color when] [--save file]] [file ...]";

enum mode { TRACE, GAME, TOTALS, PLAY, VERSUS };

/* The program's input and output: the answers, and the lines they answer. */
struct io {
	struct text out;
	struct input in;
	struct outfile save;	/* --versus's session, kept */
	bool pushed;		/* --push-button: an instruction a press */
	struct button button;
	bool tsv;
};

/* Where a trace goes: stdout, through the out module. */
static const struct nim_sink sink = { out_spill, out_answered, out_flush };

/*
 * Hands the screen's text on to the output: at a terminal, each line
 * wrapped to the screen's width.
 */
static void
shown(struct io *io, struct nim_live *live, struct text *screen)
{
	if (live->screen)
		screen_wrap(&io->out, screen->s, screen->len, live->width);
	else
		text_add(&io->out, screen->s, screen->len);
	screen->len = 0;
	outfile_put(&io->save, &live->log);
}

/* Ctrl-C has been pressed at a --versus session at a terminal. */
static volatile sig_atomic_t interrupted;

static void
interrupt(int sig)
{
	(void)sig;
	interrupted = 1;
}

/*
 * Lets Ctrl-C end the session at a terminal as q does, with the score,
 * unless the program was started with SIGINT ignored.  No SA_RESTART:
 * the wait for the person's line returns, to see it.
 */
static void
catch_interrupt(void)
{
	struct sigaction sa, old;

	if (sigaction(SIGINT, NULL, &old) != 0 || old.sa_handler == SIG_IGN)
		return;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = interrupt;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
}

/*
 * Returns true once the terminal on fd has a line to read; false once
 * Ctrl-C has been pressed.  A terminal gives a line a read, so no line
 * waits unseen in the input's buffer.
 */
static bool
line_waits(int fd)
{
	struct pollfd p = { fd, POLLIN, 0 };

	while (!interrupted && poll(&p, 1, -1) < 0 && errno == EINTR)
		;
	return !interrupted;
}

/*
 * Plays a session of live games against a person, as at the Nimrod and
 * the Nimatron: each typed line is answered, until the input ends or the
 * person quits.  At a terminal it asks on standard error, first throwing
 * away the keys typed while it was not asking (in the machine's pause),
 * a Ctrl-D ends the line it asked on, Ctrl-C ends the session as q does,
 * and the machine pauses before it moves.  The output is the session's
 * game log; --save's file has the log alone, as it is played, and once
 * that file fails, play stops.  Returns true when Ctrl-C ended it.
 */
static bool
versus(struct nim_trace *tr, struct io *io, struct nim_live *live,
    const struct nim_position *from)
{
	struct text screen = { 0 };
	bool terminal = isatty(STDIN_FILENO);
	char *line;
	ssize_t len = 0;

	if (terminal) {
		out_by_screen();
		catch_interrupt();
	}
	/* the last board and why it was lost stay on the screen until asked on */
	live->asks = terminal && live->screen;
	nim_live_start(live, tr, from, &screen);
	while (shown(io, live, &screen), !io->save.failed && !live->stuck) {
		if (live->machine_next) {
			out_flush(&io->out);
			if (live->screen)
				button_press(&io->button);
			if (interrupted)
				break;
			nim_live_machine(live, &screen);
			continue;
		}
		/*
		 * The keys typed ahead are thrown away before the screen is
		 * written, so that none typed once it shows is lost.
		 */
		if (terminal) {
			term_flush_typeahead(STDIN_FILENO);
			out_flush(&io->out);
			fputs(nim_live_question(live), stderr);
			if (!line_waits(STDIN_FILENO))
				break;
		}
		len = out_next_line(&io->out, &io->in, &line);
		if (len < 0 || !nim_live_typed(live, line, (size_t)len,
		    &screen))
			break;
	}
	if (terminal && (len < 0 || interrupted))
		fputc('\n', stderr);
	nim_live_end(live, &screen);
	shown(io, live, &screen);
	nim_live_free(live);
	text_free(&screen);
	return interrupted;
}

/*
 * Reads into p the start of every --versus game: --from's heaps, and the
 * operands that are numbers, so that --from 3 4 5 needs no quotes.  The
 * other operands stay, moved up; returns their count.
 */
static int
parse_from(const char *arg, char **operands, int n, struct nim_position *p,
    const struct nim_game *g)
{
	struct text heaps = { 0 }, why = { 0 };
	const char *reason = nim_live_from(arg, operands, &n, p, &heaps, &why);
	uint64_t x;
	size_t heap;

	if (reason == NULL && g->rules != NULL &&
	    !heap_game_position_value(g->rules, p, HEAP_MOVE_LIMIT, &x, &heap))
		reason = heap_move_no_value(g->rules);
	if (reason != NULL)
		diag_usage_value(usage, "--from", heaps.s, "%s", reason);
	text_free(&heaps);
	text_free(&why);
	return n;
}

/* Answers each line of positions with a move traced, or with --play a game. */
static void
trace_lines(struct nim_trace *tr, struct io *io, bool playing)
{
	struct nim_trace_lines tl = { tr, io->tsv, playing,
	    io->pushed ? &io->button : NULL, &sink, { 0 }, { 0 } };

	nim_trace_input(&tl, &io->out, &io->in);
}

/* The values of the options that take_option obeys. */
enum { OPT_MACHINE = OPT_FIRST_OWN, OPT_START_HEAP, OPT_GAME, OPT_TOTALS,
	OPT_PLAY, OPT_VERSUS, OPT_DELAY };

/* What the options ask for, beside what they set in *tr and in *io. */
struct options {
	enum mode mode;
	const char *from, *save, *delay, *rules;	/* NULL: not given */
	uint64_t seed;
	bool seed_given;
	bool counted, start_given;	/* -n and --start-heap were given */
	uint64_t sec;		/* --delay's pause: seconds, */
	long nsec;		/* and nanoseconds */
	struct nim_live_options live;	/* --first, --level ... */
};

/*
 * Returns the i-th of the machines whose workings a trace shows: the
 * Nimrod's program panel and the Nimatron's relays.
 */
static const char *
traced_listed(size_t i)
{
	return i <= NIM_NIMATRON ? nim_machine_listed(i) : NULL;
}

/* Returns the i-th thing --start-heap takes: a heap's number, or random. */
static const char *
start_listed(size_t i)
{
	static const char *const start[] = { "a heap number", "random" };

	return i < sizeof(start) / sizeof(*start) ? start[i] : NULL;
}

/* Obeys one of nim-trace's own options (ch, with its argument arg). */
static void
take_option(struct options *o, struct nim_trace *tr, int ch, const char *arg)
{
	uint64_t heap = 0;
	char listed[64];

	switch (ch) {
	case OPT_MACHINE:
		if (names_find(traced_listed, arg) < 0)
			diag_usage_value(usage, "--machine", arg, "not %s",
			    names_join(traced_listed, " or ", listed, sizeof(listed)));
		tr->nimatron = nim_machine_named(arg) == NIM_NIMATRON;
		break;
	case OPT_START_HEAP:
		tr->random_start = strcmp(arg, start_listed(1)) == 0;
		if (!tr->random_start &&
		    num_arg(arg, 0, SIZE_MAX, &heap) != NULL)
			diag_usage_value(usage, "--start-heap", arg, "not %s",
			    names_join(start_listed, " or ", listed, sizeof(listed)));
		tr->start_heap = (size_t)heap;
		o->start_given = true;
		break;
	case OPT_GAME:
	case OPT_TOTALS:
	case OPT_PLAY:
	case OPT_VERSUS:
		if (o->mode != TRACE)
			diag_usage(usage, "--game, --totals, --play and "
			    "--versus do not go together");
		o->mode = ch == OPT_GAME ? GAME : ch == OPT_TOTALS ? TOTALS :
		    ch == OPT_PLAY ? PLAY : VERSUS;
		break;
	case OPT_DELAY:
		o->delay = arg;
		if (!num_seconds(arg, 86400, &o->sec, &o->nsec))
			diag_usage_value(usage, "--delay", arg,
			    "not seconds, such as 0.5 (up to 86400)");
		break;
	default:
		nim_live_option(&o->live, ch, arg, usage);
	}
}

/* Reads the options into *o, *tr and *io; returns the first operand's index. */
static int
parse_options(int argc, char *argv[], struct options *o, struct nim_trace *tr,
    struct io *io)
{
	const struct cli_opt opts[] = {
		NIM_GAME_OPTIONS(&tr->mc.game),
		NIM_RULES_OPTION(&o->rules),
		CLI_OPT_OWN_NAMES(OPT_MACHINE, "machine", "M", traced_listed,
		    "the machine traced: the Nimrod's program panel (the "
		    "default) or the Nimatron's relays"),
		CLI_OPT_OWN_NAMES(OPT_START_HEAP, "start-heap", "N", start_listed,
		    "the heap counter's first value (default 1, as "
		    "nim-move's; row a on the Nimatron), or drawn at random"),
		CLI_OPT_SEED(&o->seed, &o->seed_given),
		CLI_OPT_FLAG(0, "push-button", &io->pushed, "obey the Nimrod's "
		    "program an instruction an Enter at the\nterminal, the "
		    "front display redrawn in place"),
		CLI_OPT_OWN(OPT_DELAY, "delay", "S", "with --push-button, an "
		    "instruction every S seconds\ninstead; with --versus, the "
		    "pause before the machine\nmoves (1)"),
		CLI_OPT_FLAG('b', "brief", &tr->brief, "one line for each "
		    "position, the program as\ninstruction numbers; for "
		    "--game, one for each game"),
		CLI_OPT_TSV(&io->tsv, " move"),
		CLI_OPT_OWN(OPT_GAME, "game", NULL, "judge game logs: each "
		    "move correct, a mistake, or\nmade with no winning move"),
		CLI_OPT_OWN(OPT_TOTALS, "totals", NULL,
		    "add up the totals rows of --game --tsv output"),
		CLI_OPT_OWN(OPT_PLAY, "play", NULL, "the machine plays itself "
		    "from each position, as on\nthe panel"),
		CLI_OPT_NUMBER('n', NULL, "count", &tr->most_moves, 1,
		    UINT64_MAX, &o->counted,
		    "with --play, at most count moves a game"),
		CLI_OPT_OWN(OPT_VERSUS, "versus", NULL, "a session of games "
		    "against a person, who types the moves"),
		CLI_OPT_TEXT(0, "from", "HEAPS", &o->from, "every --versus game "
		    "starts here (default: the\nNimatron's combinations No. 1 "
		    "and No. 2 in turn,\n7 6 3 4 and 3 4 7 5)"),
		NIM_LIVE_OPTIONS,
		CLI_OPT_TEXT(0, "save", "file", &o->save,
		    "keep the --versus session's game log in file too"),
		CLI_OPT_FLAG('v', "verbose", &tr->verbose,
		    "with --play and --versus, trace every machine move"),
		CLI_OPT_END
	};
	int ch;

	while ((ch = cli_option(argc, argv, opts, usage)) != -1)
		take_option(o, tr, ch, optarg);
	return optind;
}

/*
 * Readies the push-button, which shows the Nimrod's program panel alone,
 * paced by --delay or by Enter at a terminal.  Exits with the usage
 * message when it cannot.
 */
static void
check_push_button(const struct options *o, const struct nim_trace *tr,
    struct io *io)
{
	if (o->mode != TRACE || tr->brief || io->tsv || tr->nimatron)
		diag_usage(usage, "--push-button shows the Nimrod's program "
		    "panel: no --game, --totals, --play, --versus, -b, --tsv "
		    "or Nimatron");
	if (o->delay != NULL)
		button_pause(&io->button, (time_t)o->sec, o->nsec);
	else if (!button_at_terminal(&io->button))
		diag_usage(usage, "--push-button waits for Enter at a "
		    "terminal, and there is none: give --delay");
}

/* Exits with the usage message when two options break a rule between them. */
static void
check_options(const struct options *o, const struct nim_trace *tr,
    struct io *io)
{
	enum mode mode = o->mode;

	if (tr->nimatron && (tr->mc.game.misere || tr->mc.game.k != 1))
		diag_usage(usage,
		    "the Nimatron played only the simple game: no -m, no -k");
	if (io->pushed)
		check_push_button(o, tr, io);
	else if (o->delay != NULL && mode != VERSUS)
		diag_usage(usage, "--delay paces --push-button and --versus");
	if (o->live.given && mode != VERSUS)
		diag_usage(usage,
		    "--first, --level and --deal set up --versus");
	if (o->live.color_given && mode != VERSUS)
		diag_usage(usage, "--color lights the lamps of --versus");
	if (mode == TOTALS && (tr->mc.game.misere || tr->mc.game.k != 1 ||
	    tr->nimatron || o->start_given))
		diag_usage(usage, "--totals adds up the rows of --game --tsv: "
		    "no -m, -k, --machine or --start-heap");
	/* A log's moves are judged against every correct move, not one machine's. */
	if (mode == GAME && o->start_given)
		diag_usage(usage, "--start-heap starts the heap counter of a "
		    "machine that moves: not --game's");
	if (o->live.live.deal.heaps > 0 && o->from != NULL)
		diag_usage(usage, "--deal and --from do not go together");
	if (o->from != NULL && mode != VERSUS)
		diag_usage(usage, "--from is the start of a --versus game");
	if (o->save != NULL && mode != VERSUS)
		diag_usage(usage, "--save keeps a --versus session");
	if (o->counted && mode != PLAY)
		diag_usage(usage, "-n counts the moves of --play");
	if (io->tsv && mode == VERSUS)
		diag_usage(usage, "--versus is played in words: "
		    "judge its log with --game --tsv");
	if (io->tsv && tr->verbose)
		diag_usage(usage, "-v explains in words, not in --tsv rows");
	if (tr->verbose && mode != PLAY && mode != VERSUS)
		diag_usage(usage,
		    "-v traces the machine's moves of --play and --versus");
	if (tr->brief && mode != TRACE && mode != GAME)
		diag_usage(usage, "-b shortens the trace of a position and "
		    "the judgement of --game");
	if (o->rules != NULL && (tr->verbose || mode == TRACE || mode == TOTALS ||
	    ((mode == VERSUS || mode == PLAY) && tr->nimatron)))
		diag_usage(usage, "-r plays --game, --play and --versus against the "
		    "Nimrod: the panel, the relays and -v work Nim's binary columns");
}

/*
 * Settles what one option leaves to another: the Nimatron's game and
 * heap counter, the program as a field of a --tsv row, the
 * push-button's note and front display, and a --versus session at a
 * terminal: its rows drawn and lettered, and its pause.
 */
static void
settle_options(struct options *o, struct nim_trace *tr, struct io *io)
{
	if (tr->nimatron) {
		tr->mc.when_safe = NIM_NIMATRON;
		tr->mc.game.rows = true;
	}
	if (!o->start_given)
		tr->start_heap = nim_machine_first_heap(tr->mc.when_safe);
	if (io->tsv && o->mode != GAME)
		tr->brief = true;
	if (io->pushed && isatty(STDOUT_FILENO))
		tr->front = screen_width(STDOUT_FILENO);
	if (io->pushed && o->delay == NULL)
		nim_text_button_note(&io->out, tr->front);
	if (o->mode == VERSUS &&
	    nim_live_at_terminal(&o->live, &tr->mc.game, STDOUT_FILENO))
		button_pause(&io->button, o->delay != NULL ? (time_t)o->sec : 1,
		    o->nsec);
}

int
main(int argc, char *argv[])
{
	struct rng rng;
	struct nim_trace tr = { .mc = { .game = { .k = 1 },
	    .when_safe = NIM_NIMROD, .rng = &rng }, .most_moves = UINT64_MAX };
	struct io io = { .button.fd = -1 };
	struct options o = { .mode = TRACE };
	struct nim_position from = { 0 };
	const struct input *reads = &io.in;
	bool stopped = false;
	int first, status;

	cli_start(argv[0]);
	first = parse_options(argc, argv, &o, &tr, &io);
	check_options(&o, &tr, &io);
	settle_options(&o, &tr, &io);
	nim_game_check(&tr.mc.game, o.rules, usage);
	cli_seed(&rng, o.seed_given, o.seed);
	if (o.from != NULL)
		argc = first + parse_from(o.from, argv + first, argc - first,
		    &from, &tr.mc.game);
	input_open(&io.in, argc - first, argv + first);
	if (o.save != NULL)	/* It must not be one of the inputs. */
		outfile_open(&io.save, "--save", o.save, &reads, 1, NULL, 0,
		    usage);
	if (io.tsv)
		tsv_header(&io.out, o.mode == GAME || o.mode == TOTALS ?
		    NIM_LOG_TSV_COLUMNS : NIM_TRACE_TSV_COLUMNS);
	if (o.mode == GAME)
		nim_log_judge_input(&tr.mc.game, io.tsv, tr.brief, &io.out,
		    &io.in);
	else if (o.mode == TOTALS)
		nim_log_totals_input(&io.out, &io.in, io.tsv);
	else if (o.mode == VERSUS)
		stopped = versus(&tr, &io, &o.live.live, o.from != NULL ? &from : NULL);
	else
		trace_lines(&tr, &io, o.mode == PLAY);
	text_put(&io.out, stdout);
	input_close(&io.in);
	nim_position_free(&from);
	nim_trace_free(&tr);
	nim_game_free(&tr.mc.game);
	text_free(&io.out);
	outfile_close(&io.save);
	button_close(&io.button);
	status = diag_finish();
	/* Ctrl-C, once the score is out: the shell is told, as the signal tells it */
	if (stopped) {
		signal(SIGINT, SIG_DFL);
		raise(SIGINT);
	}
	return status;
}
