/* nim-trace: the Nimrod's lit program panel, the Nimatron's relays, and game logs judged move by move. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "../lib/cli.h"
#include "../lib/diag.h"
#include "../lib/line.h"
#include "../lib/nim/game.h"
#include "../lib/nim/log.h"
#include "../lib/nim/machine.h"
#include "../lib/nim/movetext.h"
#include "../lib/nim/nimrod.h"
#include "../lib/nim/panel.h"
#include "../lib/nim/play.h"
#include "../lib/out.h"
#include "../lib/rng.h"
#include "../lib/text.h"

static const char usage[] =
    "nim-trace [-bmv] [-k K] [--machine name] [--start-heap N] [--seed N] "
    "[--game | --play [-n count] | --versus [--from heaps]] [file ...]";

static const char options[] =
    NIM_GAME_HELP
    "      --machine M       nimrod (the program panel, the default) or nimatron (the relays)\n"
    "      --start-heap N    the heap counter's first value (default: from the generator)\n"
    "      --seed N          make the random choices repeatable\n"
    "  -b, --brief           the program as a list of instruction numbers; for --game,\n"
    "                        one line a game\n"
    "      --game            judge game logs: every move correct, a mistake, or forced\n"
    "      --play            the machine plays itself from each position, as on the panel\n"
    "  -n count              with --play, at most count moves a game\n"
    "      --versus          play a person, who types moves on the standard input\n"
    "      --from HEAPS      the starting position for --versus (default 7 6 3 4)\n"
    "  -v, --verbose         with --play and --versus, trace every machine move\n";

enum mode { TRACE, GAME, PLAY, VERSUS };

struct tracer {
	struct nim_machine mc;
	bool nimatron;			/* the Nimatron's relays, not the Nimrod's program */
	bool random_start;		/* the heap counter starts where the generator says */
	size_t start_heap;		/* or here */
	bool brief, verbose;
	uint64_t most_moves;		/* a game of --play stops after these */
	struct nimrod program;
	struct text out;
	struct input in;
};

/* "# ..." and a newline. */
static void
comment(struct text *t, const char *s)
{
	text_str(t, "# ");
	text_str(t, s);
	text_char(t, '\n');
}

/* The Nimatron: its relays, then the path it takes, CM or RM. */
static enum nim_how
nimatron_move(struct tracer *tr, const struct nim_position *p, struct nim_move *m, bool show)
{
	enum nim_how how = nim_machine_move(&tr->mc, p, m);
	struct nim_relays relays;

	if (!show)
		return how;
	nim_text_relays_start(&relays, p);
	while (nim_text_relays_line(&tr->out, &relays))
		if (!out_spill(&tr->out))
			return how;
	if (how == NIM_CORRECT)
		comment(&tr->out, "CM: a power of 2 in an odd number of rows: the correct move");
	else if (how == NIM_BY_NIMATRON)
		comment(&tr->out, "RM: every power of 2 in an even number of rows: a random move from the fullest row");
	return how;
}

/* The Nimrod: its program, lit instruction by instruction, or the transition rule of the reverse game. */
static enum nim_how
nimrod_move_traced(struct tracer *tr, const struct nim_position *p, struct nim_move *m, bool show)
{
	struct nimrod *prog = &tr->program;
	struct text *t = &tr->out;
	enum nim_rule rule = nim_rule_at(&tr->mc.game, p);
	enum nim_how how;

	if (rule != NIM_RULE_COLUMNS) {
		if (show && rule == NIM_RULE_TRANSITION)
			comment(t, "reverse game, transition: no more than k heaps hold more than one match;\n"
			    "# the rule is now to leave n(k+1)+1 heaps of one and no other");
		return nim_machine_move(&tr->mc, p, m);
	}
	if (show && tr->mc.game.misere)
		comment(t, "reverse game: more than k heaps hold more than one match: the column rule holds");
	nimrod_load(prog, &tr->mc.game, p, tr->mc.start_heap);
	if (show && tr->brief)
		text_str(t, "# program");
	else if (show)
		nim_text_panel_head(t, prog);
	while (nimrod_step(prog) || prog->obeyed == NIMROD_STOP) {
		if (show && tr->brief)
			text_printf(t, " %d", (int)prog->obeyed);
		else if (show)
			nim_text_panel_step(t, prog);
		if (prog->obeyed == NIMROD_STOP)
			break;
		/* a panel can run to thousands of lines, each as wide as the store */
		show = show && out_spill(t);
	}
	if (show && tr->brief)
		text_char(t, '\n');
	how = nim_machine_after_program(&tr->mc, prog, p, m);
	if (show && how != NIM_CORRECT)
		comment(t, "no heap was modified: the position is safe, and the extra instruction\n"
		    "# (not on the panel) takes 1 from a random heap");
	return how;
}

/* The heap counter at the start of a game: as set, else where the machine starts it. */
static void
counter_start(struct tracer *tr, const struct nim_position *p)
{
	if (tr->random_start)
		nim_machine_start(&tr->mc, p);
	else
		tr->mc.start_heap = tr->start_heap;
}

static enum nim_how
machine_move(struct tracer *tr, const struct nim_position *p, struct nim_move *m, bool show)
{
	return tr->nimatron ? nimatron_move(tr, p, m, show) : nimrod_move_traced(tr, p, m, show);
}

/* "heaps # who: how" */
static void
position_line(struct text *t, const struct nim_position *p, const char *who,
    const struct nim_machine *mc, enum nim_how how, const struct nim_move *m)
{
	nim_text_position(t, p, NULL);
	text_str(t, " # ");
	if (who != NULL) {
		text_str(t, who);
		text_str(t, ": ");
	}
	nim_text_machine_move(t, mc, how, m);
}

static void
trace(struct tracer *tr, struct nim_position *p, struct nim_move *m)
{
	enum nim_how how;

	counter_start(tr, p);
	how = machine_move(tr, p, m, true);

	nim_apply(p, m);
	position_line(&tr->out, p, NULL, &tr->mc, how, m);
	text_char(&tr->out, '\n');
}

/* The Nimrod's "split personality": A and B, both the machine, to the end. */
static void
play(struct tracer *tr, struct nim_position *p, struct nim_move *m)
{
	struct text *t = &tr->out;
	struct nim_play pl;
	enum nim_turn turn;

	tr->mc.relay = 0;
	counter_start(tr, p);
	nim_play_start(&pl, &tr->mc.game, tr->most_moves);
	nim_text_position(t, p, NULL);
	text_str(t, " # start\n");
	while ((turn = nim_play_turn(&pl, p)) == NIM_TURN_MOVE && !diag_output_failed()) {
		const char *side = nim_text_side(pl.mover);
		enum nim_how how;

		text_printf(t, "# %s's move\n", side);
		how = machine_move(tr, p, m, tr->verbose);
		nim_apply(p, m);
		position_line(t, p, side, &tr->mc, how, m);
		text_char(t, '\n');
		nim_play_moved(&pl);
		if (!nim_terminal(p) && pl.mover == NIM_B)
			text_printf(t, "# %s has moved, %s will now move\n", side, nim_text_side(NIM_B));
		out_answered(t);
	}
	if (turn == NIM_TURN_STOPPED)
		nim_text_stopped(t, pl.moves, pl.mover);
	else if (turn == NIM_TURN_OVER)
		text_printf(t, "# %s wins\n", nim_text_side(nim_play_winner(&pl)));
	text_char(t, '\n');
}

/* Game logs: each position judged and written back with its verdict, each game summed up. */
static void
judge_logs(struct tracer *tr)
{
	struct nim_log log;
	struct nim_log_step step = { 0 };
	struct nim_game_summary game;
	struct nim_position pos = { 0 };
	struct nim_bad bad;
	struct text why = { 0 };
	char *line;
	ssize_t len;

	nim_log_start(&log, &tr->mc.game);
	while ((len = out_next_line(&tr->out, &tr->in, &line)) >= 0) {
		int got = nim_parse(line, (size_t)len, &pos, &bad);

		if (got < 0) {
			diag_bad(&tr->in.where, bad.tok, bad.len, bad.reason);
		} else if (got == 0) {
			if (line_blank(line, (size_t)len) && nim_log_end_game(&log, &game))
				nim_text_game_summary(&tr->out, &game);
			if (!tr->brief)
				text_passthrough(&tr->out, line, (size_t)len);
		} else {
			nim_log_position(&log, &pos, tr->in.where.line, &step);
			if (!step.starts_game && step.legality != NIM_LEGAL) {
				why.len = 0;
				text_str(&why, "illegal move: ");
				nim_text_illegal(&why, &log.rules, step.legality, step.heap, &log.before, &pos);
				text_char(&why, '\0');
				diag_bad(&tr->in.where, line, (size_t)len, why.s);
			}
			if (!tr->brief)
				nim_text_log_step(&tr->out, &log, &pos, &step);
		}
	}
	if (nim_log_end_game(&log, &game))
		nim_text_game_summary(&tr->out, &game);
	nim_text_log_totals(&tr->out, &log);
	nim_log_free(&log, &step);
	nim_position_free(&pos);
	text_free(&why);
}

/* Whether the typed numbers are a legal move to *next; if not, why not. */
static bool
person_move(const struct nim_game *g, const struct nim_position *p, const struct nim_position *typed,
    struct nim_position *next, struct text *why)
{
	enum nim_legality legality;
	size_t heap;

	switch (nim_typed_move(g, p, typed, next, &legality, &heap)) {
	case NIM_TYPED_LEGAL:
		return true;
	case NIM_TYPED_NO_MOVE:
		text_str(why, "no such move: type the heap, then how many to take from it");
		break;
	case NIM_TYPED_ILLEGAL:
		text_str(why, "illegal move: ");
		nim_text_illegal(why, g, legality, heap, p, next);
		break;
	}
	return false;
}

/* Reads lines until one holds a legal move, refusing the others with the reason.  False at the end. */
static bool
read_person_move(struct tracer *tr, const struct nim_position *p, struct nim_position *next)
{
	struct nim_position typed = { 0 };
	struct text why = { 0 };
	struct nim_bad bad;
	char *line;
	ssize_t len;
	bool legal = false;

	while (!legal && (len = out_next_line(&tr->out, &tr->in, &line)) >= 0) {
		int got = nim_parse(line, (size_t)len, &typed, &bad);

		why.len = 0;
		if (got < 0) {
			diag_refuse(&tr->in.where, bad.tok, bad.len, bad.reason);
		} else if (got > 0 && !(legal = person_move(&tr->mc.game, p, &typed, next, &why))) {
			text_char(&why, '\0');
			diag_refuse(&tr->in.where, line, (size_t)len, why.s);
		}
		if (!legal && got != 0 && isatty(STDIN_FILENO))
			fputs("try again: ", stderr);
	}
	nim_position_free(&typed);
	text_free(&why);
	return legal;
}

/* The wins of a live game: the person is side A, the opponent, and moves first, as at the Nimrod and the Nimatron. */
static const char *const live_side[] = { [NIM_A] = "Opponent wins", [NIM_B] = "Computer wins" };

/* A live game against a person. */
static int
versus(struct tracer *tr, struct nim_position *p, struct nim_move *m)
{
	struct text *t = &tr->out;
	struct nim_position next = { 0 };
	enum nim_how how;
	int status = 0;

	counter_start(tr, p);
	nim_text_position(t, p, NULL);
	text_str(t, " # start\n");
	while (!nim_terminal(p)) {
		comment(t, "Opponent's move");
		text_put(t, stdout);
		fflush(stdout);
		if (diag_output_failed())
			break;
		if (isatty(STDIN_FILENO))
			fputs("your move (the new heaps, or: heap count): ", stderr);
		if (!read_person_move(tr, p, &next)) {
			diag_warn("the input ended before the game did");
			status = EXIT_BAD_DATA;
			break;
		}
		nim_move_between(p, &next, m);
		nim_position_copy(p, &next);
		position_line(t, p, "Opponent", &tr->mc, NIM_CORRECT, m);
		text_char(t, '\n');
		if (nim_terminal(p)) {
			comment(t, live_side[nim_winner(&tr->mc.game, NIM_A)]);
			break;
		}
		comment(t, "Opponent has moved, computer will now move");
		how = machine_move(tr, p, m, tr->verbose);
		nim_apply(p, m);
		position_line(t, p, "Computer", &tr->mc, how, m);
		text_char(t, '\n');
		if (nim_terminal(p))
			comment(t, live_side[nim_winner(&tr->mc.game, NIM_B)]);
	}
	text_put(t, stdout);
	nim_position_free(&next);
	return status;
}

static void
parse_from(const char *arg, struct nim_position *p)
{
	struct nim_bad bad;

	if (nim_parse(arg, strlen(arg), p, &bad) <= 0)
		diag_usage_value(usage, "--from", arg, "not a position");
}

int
main(int argc, char *argv[])
{
	enum { OPT_MACHINE = OPT_FIRST_OWN, OPT_START_HEAP, OPT_GAME, OPT_PLAY, OPT_VERSUS, OPT_FROM };
	static const struct option longopts[] = {
		NIM_GAME_LONG_OPTIONS,
		{ "brief", no_argument, NULL, 'b' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "machine", required_argument, NULL, OPT_MACHINE },
		{ "start-heap", required_argument, NULL, OPT_START_HEAP },
		{ "seed", required_argument, NULL, OPT_SEED },
		{ "game", no_argument, NULL, OPT_GAME },
		{ "play", no_argument, NULL, OPT_PLAY },
		{ "versus", no_argument, NULL, OPT_VERSUS },
		{ "from", required_argument, NULL, OPT_FROM },
		CLI_LONG_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct rng rng;
	struct tracer tr = { .mc = { .game = { .k = 1 }, .when_safe = NIM_NIMROD, .rng = &rng },
	    .random_start = true, .most_moves = UINT64_MAX };
	enum mode mode = TRACE;
	const char *seed = NULL, *from = "7 6 3 4";
	bool from_given = false, counted = false;
	struct nim_position pos = { 0 };
	struct nim_move move = { 0 };
	struct nim_bad bad;
	char *line;
	ssize_t len;
	int ch, status = 0;

	diag_init(argv[0]);
	while ((ch = cli_option(argc, argv, "bv" NIM_GAME_SHORT "n:h", longopts, usage, options)) != -1) {
		switch (ch) {
		case 'b': tr.brief = true; break;
		case 'v': tr.verbose = true; break;
		case 'n':
			tr.most_moves = cli_number("-n", optarg, 1, UINT64_MAX, usage);
			counted = true;
			break;
		case OPT_MACHINE:
			if (strcmp(optarg, "nimatron") == 0)
				tr.nimatron = true;
			else if (strcmp(optarg, "nimrod") != 0)
				diag_usage_value(usage, "--machine", optarg, "not nimrod or nimatron");
			break;
		case OPT_START_HEAP:
			tr.start_heap = cli_number("--start-heap", optarg, 0, SIZE_MAX, usage);
			tr.random_start = false;
			break;
		case OPT_SEED: seed = optarg; break;
		case OPT_GAME:
		case OPT_PLAY:
		case OPT_VERSUS:
			if (mode != TRACE)
				diag_usage(usage, "--game, --play and --versus do not go together");
			mode = ch == OPT_GAME ? GAME : ch == OPT_PLAY ? PLAY : VERSUS;
			break;
		case OPT_FROM:
			from = optarg;
			from_given = true;
			break;
		default:
			if (!nim_game_option(&tr.mc.game, ch, optarg, usage) )
				diag_usage(usage, NULL);
		}
	}
	if (tr.nimatron) {
		if (tr.mc.game.misere || tr.mc.game.k != 1)
			diag_usage(usage, "the Nimatron played only the simple game: no -m, no -k");
		tr.mc.when_safe = NIM_NIMATRON;
	}
	if (from_given && mode != VERSUS)
		diag_usage(usage, "--from is the start of a --versus game");
	if (counted && mode != PLAY)
		diag_usage(usage, "-n counts the moves of --play");
	cli_seed(&rng, seed, usage);
	input_open(&tr.in, argc - optind, argv + optind);

	if (mode == GAME) {
		judge_logs(&tr);
	} else if (mode == VERSUS) {
		parse_from(from, &pos);
		status = versus(&tr, &pos, &move);
	} else {
		while ((len = out_next_line(&tr.out, &tr.in, &line)) >= 0) {
			int got = nim_parse(line, (size_t)len, &pos, &bad);

			if (got < 0) {
				diag_bad(&tr.in.where, bad.tok, bad.len, bad.reason);
			} else if (got == 0) {
				if (line_blank(line, (size_t)len))
					tr.mc.relay = 0;
				text_passthrough(&tr.out, line, (size_t)len);
			} else if (mode == PLAY) {
				play(&tr, &pos, &move);
			} else {
				trace(&tr, &pos, &move);
			}
		}
	}
	text_put(&tr.out, stdout);
	input_close(&tr.in);
	nim_position_free(&pos);
	nim_move_free(&move);
	nimrod_free(&tr.program);
	text_free(&tr.out);
	ch = diag_finish();
	return status != 0 ? status : ch;
}
