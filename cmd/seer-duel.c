/*
 * seer-duel: a penny-matching match between two players: machines,
 * strategies, recorded plays or plays typed live.
 */
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
#include "../lib/seer/diagramtext.h"
#include "../lib/seer/dueltext.h"
#include "../lib/seer/exacttext.h"
#include "../lib/seer/live.h"
#include "../lib/seer/periodic.h"
#include "../lib/seer/periodictext.h"
#include "../lib/seer/player.h"
#include "../lib/seer/matchtext.h"
#include "../lib/seer/session.h"
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
    "           lz, ctw, switch, oracle:N, ctw:D, pattern:PLAYS,\n"
    "           a file of recorded plays, - (plays typed live)\n"
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

/*
 * A match without -n; the periodic search's matches of a class, and their
 * plays.
 */
enum { DEFAULT_PLAYS = 10000, PERIODIC_MATCHES = 64, PERIODIC_PLAYS = 65536 };
enum { PERIODIC_MATCHES_MAX = 1 << 20 };
#define STRING(x) #x
#define NUMBER(x) STRING(x)

enum diagram { NO_DIAGRAM, DIAGRAM_TEXT, DIAGRAM_DOT };

/* What the command line asks for. */
struct ask {
	size_t players;		/* the operands */
	char **operand;
	bool league, curve, tsv, verbose;
	bool plays_given, repeat_given;
	uint64_t plays, repeat;
	const char *svg, *save, *seed;
	bool exact;		/* --exact: the rate as a fraction, from a chain */
	enum diagram diagram;
	unsigned periodic;	/* --periodic: the longest period searched, or 0 */
};

/* Whether the mode asked for answers from the rules, playing no match. */
static bool
answers(const struct ask *a)
{
	return a->exact || a->diagram != NO_DIAGRAM || a->periodic > 0;
}

/*
 * Returns why the options of --exact, --diagram or --periodic cannot go
 * together, or NULL.  These modes play no match, so they take none of a
 * match's options.  Without -n and -r the periodic search plays 64
 * matches of 65536 plays for each class.
 */
static const char *
answer_rules(struct ask *a)
{
	if (a->exact + (a->diagram != NO_DIAGRAM) + (a->periodic > 0) > 1)
		return "--exact, --diagram and --periodic do not go together";
	if (a->league || a->curve || a->svg != NULL || a->save != NULL)
		return "--exact, --diagram and --periodic play no match: "
		    "no --league, --curve, --svg or --save";
	if (a->periodic > 0) {
		if (a->players > 0)
			return "--periodic names no players: it plays SEER";
		if (!a->plays_given)
			a->plays = PERIODIC_PLAYS;
		if (!a->repeat_given)
			a->repeat = PERIODIC_MATCHES;
		/*
		 * Rounded up to a multiple of a class's 2 x 16 variants, the
		 * counts still fit.
		 */
		if (a->repeat > PERIODIC_MATCHES_MAX)
			return "--periodic: -r at most 1048576 matches a class";
		if (a->plays > INT64_MAX / (a->repeat + 2 * SEER_PERIOD_MAX))
			return "-n times -r: more than 9223372036854775807 plays";
		return NULL;
	}
	if (a->players != 2)
		return "--exact and --diagram answer for two players, the matcher and the evader";
	if (a->plays_given || a->repeat_given)
		return "--exact and --diagram play no match: no -n or -r";
	if (a->diagram != NO_DIAGRAM && a->tsv)
		return "--diagram writes dot or text, not TSV";
	return NULL;
}

/*
 * Returns why the options of a match or a league cannot go together, or
 * NULL.  Without -n a match is of DEFAULT_PLAYS.
 */
static const char *
match_rules(struct ask *a)
{
	if (a->league ? a->players < 2 : a->players != 2)
		return a->league ? "a league needs two players or more" :
		    "a match needs two players, the matcher and the evader (more with --league)";
	if (a->curve && a->tsv)
		return "--curve and --tsv do not go together";
	if (a->league && (a->curve || a->svg != NULL || a->save != NULL))
		return "a league writes no curve, picture or saved session";
	if (!a->plays_given)
		a->plays = DEFAULT_PLAYS;
	if (a->svg != NULL && a->repeat > SEER_CURVES_MAX)
		return "--svg draws at most " NUMBER(SEER_CURVES_MAX) " matches";
	if (a->plays > INT64_MAX / a->repeat)
		return "-n times -r: more than 9223372036854775807 plays";
	return NULL;
}

/*
 * Returns why the operand names no player, or NULL: a machine or a
 * strategy by name, else a record on stdin ("-") or in a file, which a
 * league does not take.
 */
static const char *
player_rule(const char *name, bool league)
{
	struct seer_player check;
	const char *why;

	if (seer_player_known(name)) {
		if ((why = seer_player_new(&check, name)) == NULL)
			seer_player_free(&check);
		return why;
	}
	if (strcmp(name, "-") != 0 && access(name, F_OK) != 0)
		return "not a player (" SEER_PLAYER_NAMES ") nor a file";
	if (league)
		return "a league is of named players, not records";
	return NULL;
}

/*
 * Returns why the two players of a match cannot meet so, or NULL: a
 * record or a live player limits -r and --save; a record plays to its
 * end unless -n says otherwise.
 */
static const char *
pairing_rule(struct ask *a)
{
	bool recorded = false, live[2];
	int i;

	for (i = 0; i < 2; i++) {
		recorded |= !seer_player_known(a->operand[i]);
		live[i] = strcmp(a->operand[i], "-") == 0;
	}
	if (live[SEER_MATCHER] && live[SEER_EVADER])
		return "only one player can be typed live on stdin";
	if (recorded && a->repeat > 1)
		return "-r: a record is played once";
	if (a->save != NULL && !live[SEER_MATCHER] && !live[SEER_EVADER])
		return "--save keeps a live session: no player is -";
	if (recorded && !a->plays_given)
		a->plays = INT64_MAX;
	return NULL;
}

/*
 * States every rule between the options and the operands, and exits
 * with the usage when one is broken; returns the seed, with which it
 * seeds r.  The rules are checked in this order: the options together,
 * the seed, each operand, then the pairing of a match.
 */
static uint64_t
check_options(struct ask *a, struct rng *r)
{
	const char *why;
	uint64_t seed;
	size_t i;

	if ((why = answers(a) ? answer_rules(a) : match_rules(a)) != NULL)
		diag_usage(usage, "%s", why);
	seed = cli_seed(r, a->seed, usage);
	for (i = 0; i < a->players; i++)
		if ((why = player_rule(a->operand[i], a->league)) != NULL)
			diag_usage(usage, "'%s': %s", a->operand[i], why);
	if (!answers(a) && !a->league && (why = pairing_rule(a)) != NULL)
		diag_usage(usage, "%s", why);
	return seed;
}

/*
 * The plays of every match asked for, for a progress line; 0 when too many to
 * count.
 */
static uint64_t
all_plays(const struct ask *a)
{
	uint64_t matches = a->league ? a->players * (a->players - 1) : 1;
	uint64_t total = a->plays * a->repeat;

	return total > UINT64_MAX / matches ? 0 : total * matches;
}

/*
 * A long match runs in chunks of this many plays, so that it can show its
 * progress.
 */
enum { CHUNK_PLAYS = 1 << 16 };

/* A player and, for a record, where its plays come from. */
struct side {
	struct seer_entrant e;
	struct input in;
};

struct duel {
	struct side *side[2];	/* the matcher, the evader */
	struct ask ask;
	struct side *sides;	/* one for each operand */
	struct outfile svg_file;
	/*
	 * --save: the live session as it was played, with its comments as
	 * typed, without the lines refused or the plays past the match's end.
	 */
	struct outfile save;
	/*
	 * Where the live player's replies go: stdout; with TSV, stderr or
	 * nowhere.
	 */
	FILE *talk;
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
	if (d->side[SEER_MATCHER]->e.live)
		return SEER_MATCHER;
	return d->side[SEER_EVADER]->e.live ? SEER_EVADER : -1;
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

/*
 * What a record's next lines gave: plays, a blank line that ends the session,
 * or its end.
 */
enum feed { FED, SESSION_OVER, RECORD_OVER };

/*
 * Reads a recorded or live player's next line of plays and feeds it to
 * the player; returns FED, or why no plays came.  A blank line after
 * plays of the match ends the session, and the next match starts from
 * cleared players, as the paper cleared SEER before each curve.
 */
static enum feed
read_plays(struct duel *d, enum seer_side side, bool playing)
{
	struct side *s = d->side[side];
	bool live = s->e.live, prompt = live && isatty(STDIN_FILENO);
	struct seer_bad bad;
	char *line;
	ssize_t len;
	int got;

	if (live)
		out_flush(&d->out);	/* The curve so far is out before the player is asked. */
	do {
		if (live && d->save.failed) {
			/*
			 * The session's record is lost, so the session stops.
			 */
			s->e.ended = true;
			return RECORD_OVER;
		}
		if (prompt) {
			seer_live_prompt(&d->prompt, d->side[!side]->e.name);
			text_put(&d->prompt, stderr);
		}
		if ((len = out_next_line(&d->out, &s->in, &line)) < 0) {
			if (prompt)
				fputc('\n', stderr);	/* the report starts on a line of its own */
			s->e.ended = true;
			return RECORD_OVER;
		}
		/*
		 * A person's slip is refused and the turn asked again; a
		 * record's is an error.
		 */
		if ((got = seer_entrant_line(&s->e, line, (size_t)len, &bad, &d->reply)) < 0) {
			(live ? diag_refuse : diag_bad)(&s->in.where, bad.tok, bad.len, bad.reason);
		} else if (got == 0) {
			if (live) {
				talk(d);
				outfile_line(&d->save, line, (size_t)len);
			}
			if (playing && line_blank(line, (size_t)len))
				return SESSION_OVER;
		}
	} while (got <= 0);
	return FED;
}

/*
 * Ends the live player's line, once it is played or the match ends in
 * it: replies with the machine's plays and the score, and saves what was
 * played (so that the saved session replays the match).  Plays past the
 * end of the match are named as not played.
 */
static void
end_live_line(struct duel *d, const struct seer_match *m, enum seer_side you)
{
	struct side *s = d->side[you];
	struct text keep = { 0 }, unplayed = { 0 };

	if (seer_entrant_answer(&s->e, d->side[!you]->e.name, you, m, &d->reply, &keep,
	    &unplayed) > 0) {
		talk(d);
		outfile_line(&d->save, keep.s, keep.len);
	}
	if (unplayed.len > 0)
		diag_refuse(&s->in.where, unplayed.s, unplayed.len, "not played: the match is over");
	text_free(&keep);
	text_free(&unplayed);
}

/*
 * Plays one turn, feeding each record its next line when it has played
 * the last; returns FED when the turn was played.
 */
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
 * Plays a match turn by turn, as records, live plays, curves and
 * pictures need; returns true when a record's session is over and
 * another follows.  With -n a record ends after that many plays, counted
 * over all its sessions.
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
			if (seer_record_left(&d->side[live]->e.player) == 0)
				end_live_line(d, m, live);
		}
	}
	/*
	 * A session the other's blank line ended leaves the person's line to
	 * the next.
	 */
	if (live >= 0 && d->side[live]->e.n > 0 && fed != SESSION_OVER)
		end_live_line(d, m, live);
	seer_turns_end(&t);
	return fed == SESSION_OVER;
}

/* Plays a match with seer_run, in chunks so that it can show its progress. */
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
 * Plays the matches of one pairing, each from cleared players, and
 * reports them as asked: -r matches, or one for each session of a record.
 */
static void
duel(struct duel *d, struct seer_curves *curves)
{
	bool recorded = d->side[SEER_MATCHER]->e.recorded || d->side[SEER_EVADER]->e.recorded;
	bool by_turns = recorded || d->report.form == SEER_REPORT_CURVE || curves != NULL;
	bool session = false;	/* a record's session is over and another follows */
	uint64_t match;

	seer_report_pairing(&d->report, d->side[SEER_MATCHER]->e.name, d->side[SEER_EVADER]->e.name);
	for (match = 1; (match <= d->ask.repeat || session) && !diag_output_failed(); match++) {
		struct seer_match m;

		seer_match_start(&m, &d->side[SEER_MATCHER]->e.player, &d->side[SEER_EVADER]->e.player);
		if (by_turns)
			session = turns(d, &m, match,
			    curves != NULL ? seer_curves_add(curves) : NULL, recorded);
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

/* A player from its name; a record's lines opened. */
static void
make_side(struct side *s, char **operand)
{
	seer_entrant_start(&s->e, *operand);
	if (s->e.recorded)
		input_open(&s->in, 1, operand);
}

static void
free_side(struct side *s)
{
	if (s->e.recorded)
		input_close(&s->in);
	seer_entrant_free(&s->e);
}

/*
 * With -v: the seed and what best computed, where the report goes but never
 * into TSV.
 */
static void
verbose(struct duel *d)
{
	struct text aside = { 0 }, *t = d->report.form == SEER_REPORT_TEXT ? &d->out : &aside;
	size_t i;

	if (!d->ask.verbose)
		return;
	seer_text_seed(t, d->report.prefix, d->report.seed);
	for (i = 0; i < d->ask.players; i++)
		seer_report_best(t, d->report.prefix, d->sides[i].e.name, &d->sides[i].e.player);
	text_put(&aside, stderr);
	text_free(&aside);
}

/* Every player against every other, on both sides. */
static void
league(struct duel *d)
{
	struct side *player = d->sides;
	size_t n = d->ask.players, i, j;
	const char **name = xreallocarray(NULL, n, sizeof(*name));
	struct seer_league l;

	seer_league_start(&l, n);
	seer_report_start(&d->out, &d->report);
	for (i = 0; i < n; i++) {
		name[i] = player[i].e.name;
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

/* Where a match's replies go, and what a live player changes in the report. */
static void
set_talk(struct duel *d)
{
	if (live_side(d) >= 0)
		/*
		 * The whole output stays a sequence file: the machine's plays.
		 */
		d->report.prefix = "# ";
	/*
	 * Beside values for a script the replies are only for a person at a
	 * terminal.
	 */
	if (d->report.form != SEER_REPORT_TEXT)
		d->talk = isatty(STDIN_FILENO) ? stderr : NULL;
	else
		d->talk = stdout;
}

/*
 * --save and --svg, opened before the match: one that cannot be is refused
 * before a play.
 */
static void
open_outputs(struct duel *d)
{
	const struct side *sides = d->sides;
	size_t n = d->ask.players, i, nin = 0;
	const struct input **in = xreallocarray(NULL, n, sizeof(*in));

	for (i = 0; i < n; i++)
		if (sides[i].e.recorded)
			in[nin++] = &sides[i].in;
	if (d->ask.save != NULL)
		outfile_open(&d->save, "--save", d->ask.save, in, nin, NULL, 0, usage);
	if (d->ask.svg != NULL)
		outfile_open(&d->svg_file, "--svg", d->ask.svg, in, nin, &d->save, 1, usage);
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
		seer_live_intro(&picture, diag_prog(), d->side[!live]->e.name, (enum seer_side)live);
		text_put(&picture, stderr);
	}
	seer_report_start(&d->out, &d->report);
	duel(d, d->ask.svg != NULL ? &curves : NULL);
	seer_report_end(&d->out, &d->report);
	for (i = 0; i < 2; i++)
		if (d->side[i]->e.ended && !d->side[i]->e.had_plays)
			diag_warn("%s: no plays", d->side[i]->e.live ? "stdin" : d->side[i]->e.operand);
	if (curves.left_out > 0)
		diag_warn("--svg: drew the first %zu matches, not the last %" PRIu64, curves.n,
		    curves.left_out);
	if (d->ask.svg != NULL) {
		seer_svg(&picture, curves.curve, curves.n, d->side[SEER_MATCHER]->e.operand,
		    d->side[SEER_EVADER]->e.operand);
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
	const char *matcher = d->side[SEER_MATCHER]->e.name;
	const char *evader = d->side[SEER_EVADER]->e.name, *why;
	struct seer_exact e;
	int status;

	if ((why = seer_exact_pair(&e, &d->side[SEER_MATCHER]->e.player,
	    &d->side[SEER_EVADER]->e.player, &status)) != NULL) {
		if (status == EXIT_USAGE)
			diag_usage(usage, "%s against %s: %s", matcher, evader, why);
		diag_warn("%s against %s: %s", matcher, evader, why);
		return;
	}
	if (d->ask.diagram == NO_DIAGRAM && d->ask.tsv)
		seer_text_exact_tsv(&d->out, matcher, evader, &e);
	else if (d->ask.diagram == NO_DIAGRAM)
		seer_text_exact(&d->out, matcher, evader, &e);
	else if (e.kind != SEER_CHAIN_SUBSTATES)
		diag_usage(usage, "--diagram: a substate chain only "
		    "(best, opposite or random against seer or shannon)");
	else
		seer_text_diagram(&d->out, d->ask.diagram == DIAGRAM_DOT,
		    d->side[e.player_side]->e.name, d->side[!e.player_side]->e.name, &e);
	seer_exact_free(&e);
}

/*
 * --periodic: each class as it is answered, those that beat SEER or cannot be
 * told from even.
 */
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

/*
 * --exact, --diagram and --periodic: answers from the rules, no match played.
 */
static void
answer(struct duel *d)
{
	verbose(d);
	if (d->ask.periodic > 0)
		periodic(d);
	else
		exact(d);
}

/* A match or a league: its outputs opened, then its plays. */
static void
play(struct duel *d)
{
	if (!d->ask.league)
		set_talk(d);
	open_outputs(d);
	verbose(d);
	/*
	 * A record shows how much of it is read; a live session needs no more
	 * than its prompt.
	 */
	if (!d->sides[0].e.recorded && !d->sides[1].e.recorded)
		progress_start(&d->progress, "plays", all_plays(&d->ask));
	if (d->ask.league)
		league(d);
	else
		match(d);
}

/* Reads the options into a; the operands are the players. */
static void
parse_options(struct ask *a, int argc, char *argv[])
{
	enum {
		OPT_LEAGUE = OPT_FIRST_OWN, OPT_CURVE, OPT_SVG, OPT_TSV, OPT_SAVE, OPT_EXACT,
		OPT_DIAGRAM, OPT_PERIODIC
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
	int ch;

	while ((ch = cli_option(argc, argv, "vn:r:h", longopts, usage, options)) != -1) {
		switch (ch) {
		case 'n':
			a->plays = cli_number("-n", optarg, 1, INT64_MAX, usage);
			a->plays_given = true;
			break;
		case 'r':
			a->repeat = cli_number("-r", optarg, 1, INT64_MAX, usage);
			a->repeat_given = true;
			break;
		case OPT_LEAGUE: a->league = true; break;
		case OPT_CURVE: a->curve = true; break;
		case OPT_SVG: a->svg = optarg; break;
		case OPT_TSV: a->tsv = true; break;
		case OPT_SAVE: a->save = optarg; break;
		case OPT_SEED: a->seed = optarg; break;
		case 'v': a->verbose = true; break;
		case OPT_EXACT: a->exact = true; break;
		case OPT_DIAGRAM:
			if (strcmp(optarg, "dot") != 0 && strcmp(optarg, "text") != 0)
				diag_usage_value(usage, "--diagram", optarg, "not dot nor text");
			a->diagram = strcmp(optarg, "dot") == 0 ? DIAGRAM_DOT : DIAGRAM_TEXT;
			break;
		case OPT_PERIODIC:
			a->periodic = (unsigned)cli_number("--periodic", optarg, 1, SEER_PERIOD_MAX,
			    usage);
			break;
		}
	}
	a->players = (size_t)(argc - optind);
	a->operand = argv + optind;
}

/* The report's form and a side for each player named. */
static void
start(struct duel *d)
{
	size_t i;

	d->report.form = d->ask.curve ? SEER_REPORT_CURVE :
	    d->ask.tsv ? SEER_REPORT_TSV : SEER_REPORT_TEXT;
	d->report.matches = d->ask.repeat;
	d->report.league = d->ask.league;
	d->sides = xreallocarray(NULL, d->ask.players, sizeof(*d->sides));
	for (i = 0; i < d->ask.players; i++)
		make_side(&d->sides[i], &d->ask.operand[i]);
	if (d->ask.players >= 2) {
		d->side[SEER_MATCHER] = &d->sides[0];
		d->side[SEER_EVADER] = &d->sides[1];
	}
}

/* Ends the progress line, closes --save, frees the sides and flushes the output. */
static void
finish(struct duel *d)
{
	size_t i;

	progress_end(&d->progress);
	outfile_close(&d->save);
	for (i = 0; i < d->ask.players; i++)
		free_side(&d->sides[i]);
	free(d->sides);
	out_flush(&d->out);
	text_free(&d->out);
	text_free(&d->reply);
	text_free(&d->prompt);
}

int
main(int argc, char *argv[])
{
	struct duel d = { .ask = { .repeat = 1 }, .report = { .prefix = "" } };

	cli_start(argv[0]);
	parse_options(&d.ask, argc, argv);
	d.report.seed = check_options(&d.ask, &d.rng);
	start(&d);
	if (answers(&d.ask))
		answer(&d);
	else
		play(&d);
	finish(&d);
	return diag_finish();
}
