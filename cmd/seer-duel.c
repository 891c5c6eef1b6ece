/* seer-duel: a penny-matching match between two players: machines, strategies, recorded or live plays. */
#include <getopt.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../lib/cli.h"
#include "../lib/diag.h"
#include "../lib/line.h"
#include "../lib/out.h"
#include "../lib/outfile.h"
#include "../lib/progress.h"
#include "../lib/rng.h"
#include "../lib/seer/diagram.h"
#include "../lib/seer/duel.h"
#include "../lib/seer/live.h"
#include "../lib/seer/report.h"
#include "../lib/seer/svg.h"
#include "../lib/text.h"

static const char usage[] =
    "seer-duel [-v] [-n plays] [-r matches] [--seed N] [--curve | --tsv] [--svg file] "
    "[--save file] [--league] matcher evader [player ...]\n"
    "       seer-duel --exact [--tsv] matcher evader\n"
    "       seer-duel --diagram dot | text matcher evader\n"
    "       seer-duel --periodic period [-v] [-n plays] [-r matches] [--seed N] [--tsv]";

static const char options[] =
    "  players: seer, shannon, oracle, opposite, best, best:seer, best:shannon, random,\n"
    "           pattern:PLAYS, a file of recorded plays, - (plays typed live)\n"
    "  -n, --plays N         plays a match (default 10000; a record plays to its end,\n"
    "                        a blank line in it starting a new match)\n"
    "  -r, --repeat N        play N matches, each from cleared machines\n"
    "      --league          every named player against every other, on both sides\n"
    "      --curve           the matcher's net score after each play, as TSV\n"
    "      --svg FILE        the learning curves as an SVG picture, V where learned\n"
    "      --tsv             the results as TSV, one row a match (a record's session)\n"
    "      --save FILE       keep the plays played live, as a sequence file\n"
    "      --seed N          make the random elements repeatable\n"
    "  -v, --verbose         also the seed and what best computed (stderr beside TSV)\n"
    "      --exact           the long-run rates as fractions, from the substate chain\n"
    "      --diagram FORMAT  the substate diagram (Fig. 6, Fig. 7) as dot or text\n"
    "      --periodic N      every periodic sequence up to period N (1 to 16) against\n"
    "                        SEER: those that beat it (-r matches of -n plays a class)\n";

enum { CHUNK_PLAYS = 1 << 16 };

/* A player and, for a recorded one, where its plays come from. */
struct side {
	const char *name;	/* in reports: as given, escaped, or "you" for the live player */
	const char *operand;	/* as given */
	struct text shown;	/* the name escaped */
	struct seer_player player;
	bool recorded, live;	/* live: typed on stdin, answered line by line */
	bool had_plays, ended;	/* a record: some line held plays; it was read to its end */
	struct input in;
	unsigned char *play;	/* the plays of the line being played */
	size_t n, cap;
};

struct duel {
	struct side *side[2];	/* the matcher, the evader */
	struct seer_duel_ask ask;	/* the options: plays a match, matches, ... */
	const char *svg, *save_name;
	struct outfile svg_file;
	struct outfile save;	/* the session as played: comments as typed, no slips, no plays past the end */
	FILE *talk;		/* the live player's replies: stdout, or beside TSV stderr or nowhere */
	struct rng rng;
	struct text out, reply, prompt;
	struct seer_report report;	/* its prefix "# " in a live session */
	struct progress progress;	/* of the plays, when no record shows its own */
	uint64_t done;		/* plays in the matches before this one */
};

/* The side typed live, or -1. */
static int
live_side(const struct duel *d)
{
	return d->side[SEER_MATCHER]->live ? SEER_MATCHER : d->side[SEER_EVADER]->live ? SEER_EVADER : -1;
}

/* The reply to a line typed live goes out before the next is read. */
static void
talk(struct duel *d)
{
	if (d->talk == stdout) {
		text_add(&d->out, d->reply.s, d->reply.len);
		out_flush(&d->out);
	} else if (d->talk != NULL) {
		text_put(&d->reply, d->talk);
	}
	d->reply.len = 0;
}

/* What a record's next lines gave: plays, a blank line that ends the session, or its end. */
enum feed { FED, SESSION_OVER, RECORD_OVER };

/*
 * A recorded player's next line of plays, fed to it.  A blank line
 * after plays of the match ends the session: the next match starts from
 * cleared players, as the paper cleared SEER before each curve.
 */
static enum feed
read_plays(struct duel *d, enum seer_side side, bool playing)
{
	struct side *s = d->side[side];
	bool prompt = s->live && isatty(STDIN_FILENO);
	struct seer_bad bad;
	char *line;
	ssize_t len;
	size_t n;
	int got;

	if (s->live)
		out_flush(&d->out);	/* a curve's rows so far are out before the player is asked */
	do {
		if (s->live && d->save.failed) {
			s->ended = true;	/* the session's record is lost: it is not played on */
			return RECORD_OVER;
		}
		if (prompt) {
			seer_live_prompt(&d->prompt, d->side[!side]->name);
			text_put(&d->prompt, stderr);
		}
		if ((len = out_next_line(&d->out, &s->in, &line)) < 0) {
			if (prompt)
				fputc('\n', stderr);	/* the report starts on a line of its own */
			s->ended = true;
			return RECORD_OVER;
		}
		if ((size_t)len > s->cap) {
			s->cap = (size_t)len;
			s->play = xreallocarray(s->play, s->cap, 1);
		}
		/* A person's slip is refused and the turn asked again; a record's is an error. */
		if ((got = seer_parse(line, (size_t)len, s->play, &n, &bad)) < 0) {
			(s->live ? diag_refuse : diag_bad)(&s->in.where, bad.tok, bad.len, bad.reason);
		} else if (got == 0) {
			/* Lines that hold no plays are answered as they are. */
			if (s->live) {
				text_passthrough(&d->reply, line, (size_t)len);
				talk(d);
				outfile_line(&d->save, line, (size_t)len);
			}
			if (playing && line_blank(line, (size_t)len))
				return SESSION_OVER;
		}
	} while (got <= 0);
	seer_record_feed(&s->player, s->play, n);
	s->n = n;
	s->had_plays = true;
	return FED;
}

/*
 * The live player's line is played, or the match ended in it: the
 * machine's plays for it and the score; --save keeps what was played,
 * so that the saved session replays the match; what was not is said.
 */
static void
end_live_line(struct duel *d, const struct seer_match *m, enum seer_side you)
{
	struct side *s = d->side[you];
	size_t played = seer_record_played(&s->player);
	struct text plays = { 0 };

	if (played > 0) {
		seer_live_score(&d->reply, d->side[!you]->name, you, m);
		talk(d);
		seer_text_plays(&plays, s->play, played);
		outfile_line(&d->save, plays.s, plays.len);
		plays.len = 0;
	}
	if (played < s->n) {
		seer_text_plays(&plays, s->play + played, s->n - played);
		diag_refuse(&s->in.where, plays.s, plays.len, "not played: the match is over");
	}
	text_free(&plays);
	s->n = 0;
}

/* A turn, each record fed a line when it has played what it was fed; FED when it was played. */
static enum feed
turn(struct duel *d, struct seer_turns *t)
{
	enum seer_side dry;
	enum feed fed;

	while (!seer_turn(t, &d->rng, &dry))
		if ((fed = read_plays(d, dry, t->match->plays > 0)) != FED)
			return fed;
	return FED;
}

/*
 * Play by play, for records, live plays, curves and pictures; true when
 * a record's session is over and another follows.  -n ends a record
 * sooner: its sessions together.
 */
static bool
turns(struct duel *d, struct seer_match *m, uint64_t match, struct seer_curve *curve, bool recorded)
{
	uint64_t plays = d->ask.plays - (recorded ? d->done : 0);
	enum feed fed = FED;
	struct seer_turns t;
	int live = live_side(d);

	seer_turns_start(&t, m, curve);
	while (m->plays < plays && !diag_output_failed() && (fed = turn(d, &t)) == FED) {
		progress_tick(&d->progress, d->done + m->plays);
		if (d->report.form == SEER_REPORT_CURVE) {
			seer_report_turn(&d->out, match, m);
			out_answered(&d->out);
		}
		if (live >= 0) {
			text_char(&d->reply, seer_play_char(t.play[!live]));
			if (seer_record_left(&d->side[live]->player) == 0)
				end_live_line(d, m, live);
		}
	}
	/* A session the other's blank line ended leaves the person's line to the next. */
	if (live >= 0 && d->side[live]->n > 0 && fed != SESSION_OVER)
		end_live_line(d, m, live);
	seer_turns_end(&t);
	return fed == SESSION_OVER;
}

/* The fast way, in chunks so that a long match can show its progress. */
static void
run(struct duel *d, struct seer_match *m)
{
	while (m->plays < d->ask.plays) {
		uint64_t left = d->ask.plays - m->plays;

		seer_run(m, left < CHUNK_PLAYS ? left : CHUNK_PLAYS, &d->rng);
		if (d->progress.on)
			progress_show(&d->progress, d->done + m->plays);
	}
}

/*
 * The matches of one pairing, each from cleared players, the results as
 * asked: -r matches, or a record's sessions.
 */
static void
duel(struct duel *d, struct seer_curves *curves)
{
	bool recorded = d->side[SEER_MATCHER]->recorded || d->side[SEER_EVADER]->recorded;
	bool by_turns = recorded || d->report.form == SEER_REPORT_CURVE || curves != NULL;
	bool session = false;	/* a record's session is over and another follows */
	uint64_t match;

	seer_report_pairing(&d->report, d->side[SEER_MATCHER]->name, d->side[SEER_EVADER]->name);
	for (match = 1; (match <= d->ask.repeat || session) && !diag_output_failed(); match++) {
		struct seer_match m;

		seer_match_start(&m, &d->side[SEER_MATCHER]->player, &d->side[SEER_EVADER]->player);
		if (by_turns)
			session = turns(d, &m, match, curves != NULL ? seer_curves_add(curves) : NULL,
			    recorded);
		else
			run(d, &m);
		d->done += m.plays;
		/* Blank lines at a record's end start no session. */
		if (m.plays == 0 && match > 1) {
			if (curves != NULL)
				seer_curves_drop(curves);
			break;
		}
		seer_report_match(&d->out, &d->report, &m);
		out_answered(&d->out);
	}
}

/* A player from its name: a machine or a strategy, else a record on stdin or in a file. */
static void
make_side(struct side *s, char **operand, bool league)
{
	const char *name = *operand, *why;

	memset(s, 0, sizeof(*s));
	s->operand = name;
	seer_text_name(&s->shown, name);
	text_char(&s->shown, '\0');
	s->name = s->shown.s;
	if ((why = seer_duel_player(&s->player, name, league, &s->recorded)) != NULL)
		diag_usage(usage, "'%s': %s", name, why);
	if (!s->recorded)
		return;
	s->live = strcmp(name, "-") == 0;
	if (s->live)
		s->name = "you";
	input_open(&s->in, 1, operand);
}

static void
free_side(struct side *s)
{
	if (s->recorded)
		input_close(&s->in);
	free(s->play);
	text_free(&s->shown);
	seer_player_free(&s->player);
}

/* Explanations go where the report goes, and never into TSV. */
static void
verbose(struct duel *d, uint64_t seed, struct side *sides, size_t n)
{
	struct text aside = { 0 }, *t = d->report.form == SEER_REPORT_TEXT ? &d->out : &aside;
	size_t i;

	seer_text_seed(t, d->report.prefix, seed);
	for (i = 0; i < n; i++)
		seer_report_best(t, d->report.prefix, sides[i].name, &sides[i].player);
	text_put(&aside, stderr);
	text_free(&aside);
}

/* Every player against every other, on both sides. */
static void
league(struct duel *d, struct side *player, size_t n)
{
	const char **name = xreallocarray(NULL, n, sizeof(*name));
	struct seer_league l;
	size_t i, j;

	seer_league_start(&l, n);
	seer_report_start(&d->out, &d->report);
	for (i = 0; i < n; i++) {
		name[i] = player[i].name;
		for (j = 0; j < n && !diag_output_failed(); j++) {
			if (i == j)
				continue;
			d->side[SEER_MATCHER] = &player[i];
			d->side[SEER_EVADER] = &player[j];
			duel(d, NULL);
			seer_report_end(&d->out, &d->report);
			seer_league_add(&l, i, j, d->report.plays, d->report.matcher_wins);
		}
	}
	if (d->report.form == SEER_REPORT_TEXT)
		seer_report_league(&d->out, name, &l);
	seer_league_free(&l);
	free(name);
}

/* What the players of a match allow, and what a record or a live player changes. */
static void
check_match(struct duel *d)
{
	bool recorded[2] = { d->side[SEER_MATCHER]->recorded, d->side[SEER_EVADER]->recorded };
	bool live[2] = { d->side[SEER_MATCHER]->live, d->side[SEER_EVADER]->live };
	const char *why;

	if ((why = seer_duel_players(&d->ask, recorded, live)) != NULL)
		diag_usage(usage, "%s", why);
	if (live_side(d) >= 0)
		d->report.prefix = "# ";	/* the whole output stays a sequence file: the machine's plays */
	/* Beside values for a script the replies are only for a person at a terminal. */
	if (d->report.form != SEER_REPORT_TEXT)
		d->talk = isatty(STDIN_FILENO) ? stderr : NULL;
	else
		d->talk = stdout;
}

/* --save and --svg, opened before the match: one that cannot be is refused before a play. */
static void
open_outputs(struct duel *d, const struct side *sides, size_t n)
{
	const struct input **in = xreallocarray(NULL, n, sizeof(*in));
	size_t i, nin = 0;

	for (i = 0; i < n; i++)
		if (sides[i].recorded)
			in[nin++] = &sides[i].in;
	if (d->save_name != NULL)
		outfile_open(&d->save, "--save", d->save_name, in, nin, NULL, 0, usage);
	if (d->svg != NULL)
		outfile_open(&d->svg_file, "--svg", d->svg, in, nin, &d->save, 1, usage);
	free(in);
}

/* The match of the command line: its matches, the report, the picture. */
static void
match(struct duel *d)
{
	struct seer_curves curves = { 0 };
	struct text picture = { 0 };
	int live = live_side(d);
	int i;

	if (live >= 0 && isatty(STDIN_FILENO)) {
		seer_live_intro(&picture, diag_prog(), d->side[!live]->name, (enum seer_side)live);
		text_put(&picture, stderr);
	}
	seer_report_start(&d->out, &d->report);
	duel(d, d->svg != NULL ? &curves : NULL);
	seer_report_end(&d->out, &d->report);
	for (i = 0; i < 2; i++)
		if (d->side[i]->ended && !d->side[i]->had_plays)
			diag_warn("%s: no plays", d->side[i]->live ? "stdin" : d->side[i]->operand);
	if (curves.left_out > 0)
		diag_warn("--svg: drew the first %zu matches, not the last %" PRIu64, curves.n,
		    curves.left_out);
	if (d->svg != NULL) {
		seer_svg(&picture, curves.curve, curves.n, d->side[SEER_MATCHER]->operand,
		    d->side[SEER_EVADER]->operand);
		outfile_put(&d->svg_file, &picture);
		outfile_close(&d->svg_file);
		seer_curves_free(&curves);
	}
	text_free(&picture);
}

/* --exact and --diagram: the pair's chain solved, written as asked. */
static void
exact(struct duel *d)
{
	const char *matcher = d->side[SEER_MATCHER]->name, *evader = d->side[SEER_EVADER]->name, *why;
	struct seer_exact e;
	int status;

	if ((why = seer_exact_pair(&e, &d->side[SEER_MATCHER]->player, &d->side[SEER_EVADER]->player,
	    &status)) != NULL) {
		if (status == EXIT_USAGE)
			diag_usage(usage, "%s against %s: %s", matcher, evader, why);
		diag_warn("%s against %s: %s", matcher, evader, why);
		return;
	}
	if (d->ask.diagram == SEER_NO_DIAGRAM && d->ask.tsv)
		seer_text_exact_tsv(&d->out, matcher, evader, &e);
	else if (d->ask.diagram == SEER_NO_DIAGRAM)
		seer_text_exact(&d->out, matcher, evader, &e);
	else if (e.kind != SEER_CHAIN_SUBSTATES)
		diag_usage(usage, "--diagram: a substate chain only (best, opposite or random against "
		    "seer or shannon)");
	else
		seer_text_diagram(&d->out, d->ask.diagram == SEER_DIAGRAM_DOT,
		    d->side[e.player_side]->name, d->side[!e.player_side]->name, &e);
	seer_exact_free(&e);
}

/* --periodic: each class as it is answered, those that beat SEER or cannot be told from even. */
static void
periodic(struct duel *d)
{
	struct seer_periodic p = { 0 };
	uint64_t count[4] = { 0 };

	if (d->ask.tsv)
		seer_text_periodic_header(&d->out);
	while (seer_periodic_next(&p, d->ask.periodic) && !diag_output_failed()) {
		enum seer_verdict v;

		seer_periodic_rate(&p, d->ask.repeat, d->ask.plays, &d->rng);
		count[v = seer_periodic_verdict(&p)]++;
		if (d->ask.tsv || v == SEER_BEATS || v == SEER_UNCLEAR)
			seer_text_periodic(&d->out, &p, d->ask.tsv);
		out_answered(&d->out);
	}
	if (!d->ask.tsv)
		seer_text_periodic_summary(&d->out, d->ask.periodic, count);
}

int
main(int argc, char *argv[])
{
	enum {
		OPT_LEAGUE = OPT_FIRST_OWN, OPT_CURVE, OPT_SVG, OPT_TSV, OPT_SAVE, OPT_EXACT, OPT_DIAGRAM,
		OPT_PERIODIC
	};
	static const struct option longopts[] = {
		{ "plays", required_argument, NULL, 'n' },
		{ "repeat", required_argument, NULL, 'r' },
		{ "league", no_argument, NULL, OPT_LEAGUE },
		{ "curve", no_argument, NULL, OPT_CURVE },
		{ "svg", required_argument, NULL, OPT_SVG },
		{ "tsv", no_argument, NULL, OPT_TSV },
		{ "save", required_argument, NULL, OPT_SAVE },
		{ "seed", required_argument, NULL, OPT_SEED },
		{ "verbose", no_argument, NULL, 'v' },
		{ "exact", no_argument, NULL, OPT_EXACT },
		{ "diagram", required_argument, NULL, OPT_DIAGRAM },
		{ "periodic", required_argument, NULL, OPT_PERIODIC },
		CLI_LONG_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct duel d = { .ask = { .repeat = 1 }, .report = { .prefix = "" } };
	const char *seed_arg = NULL, *why;
	bool show_setup = false;
	struct side *sides;
	uint64_t seed, i;
	size_t n;
	int ch;

	cli_start(argv[0]);
	while ((ch = cli_option(argc, argv, "vn:r:h", longopts, usage, options)) != -1) {
		switch (ch) {
		case 'n':
			d.ask.plays = cli_number("-n", optarg, 1, INT64_MAX, usage);
			d.ask.plays_given = true;
			break;
		case 'r':
			d.ask.repeat = cli_number("-r", optarg, 1, INT64_MAX, usage);
			d.ask.repeat_given = true;
			break;
		case OPT_LEAGUE: d.ask.league = true; break;
		case OPT_CURVE: d.ask.curve = true; break;
		case OPT_SVG: d.svg = optarg; break;
		case OPT_TSV: d.ask.tsv = true; break;
		case OPT_SAVE: d.save_name = optarg; break;
		case OPT_SEED: seed_arg = optarg; break;
		case 'v': show_setup = true; break;
		case OPT_EXACT: d.ask.exact = true; break;
		case OPT_DIAGRAM:
			if (strcmp(optarg, "dot") != 0 && strcmp(optarg, "text") != 0)
				diag_usage_value(usage, "--diagram", optarg, "not dot nor text");
			d.ask.diagram = strcmp(optarg, "dot") == 0 ? SEER_DIAGRAM_DOT : SEER_DIAGRAM_TEXT;
			break;
		case OPT_PERIODIC:
			d.ask.periodic = (unsigned)cli_number("--periodic", optarg, 1, SEER_PERIOD_MAX, usage);
			break;
		}
	}
	argc -= optind;
	argv += optind;
	d.ask.players = (size_t)argc;
	d.ask.svg = d.svg != NULL;
	d.ask.save = d.save_name != NULL;
	if ((why = seer_duel_options(&d.ask)) != NULL)
		diag_usage(usage, "%s", why);
	seed = cli_seed(&d.rng, seed_arg, usage);
	d.report.form = d.ask.curve ? SEER_REPORT_CURVE : d.ask.tsv ? SEER_REPORT_TSV : SEER_REPORT_TEXT;
	d.report.matches = d.ask.repeat;
	d.report.seed = seed;
	d.report.league = d.ask.league;

	n = (size_t)argc;
	sides = xreallocarray(NULL, n, sizeof(*sides));
	for (i = 0; i < n; i++)
		make_side(&sides[i], &argv[i], d.ask.league);
	if (n >= 2) {
		d.side[SEER_MATCHER] = &sides[0];
		d.side[SEER_EVADER] = &sides[1];
	}
	if (d.ask.exact || d.ask.diagram != SEER_NO_DIAGRAM || d.ask.periodic > 0) {
		if (show_setup)
			verbose(&d, seed, sides, n);
		if (d.ask.periodic > 0)
			periodic(&d);
		else
			exact(&d);
	} else {
		if (!d.ask.league)
			check_match(&d);
		open_outputs(&d, sides, n);
		if (show_setup)
			verbose(&d, seed, sides, n);
		/* A record shows how much of it is read; a live session needs no more than its prompt. */
		if (!sides[0].recorded && !sides[1].recorded)
			progress_start(&d.progress, "plays", seer_duel_plays(&d.ask));
		if (d.ask.league)
			league(&d, sides, n);
		else
			match(&d);
	}
	progress_end(&d.progress);
	outfile_close(&d.save);
	for (i = 0; i < n; i++)
		free_side(&sides[i]);
	free(sides);
	out_flush(&d.out);
	text_free(&d.out);
	text_free(&d.reply);
	text_free(&d.prompt);
	return diag_finish();
}
