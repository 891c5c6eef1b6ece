/*
 * seer-duel: a penny-matching match between two players: machines,
 * strategies, recorded plays or plays typed live.
 */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../lib/cli.h"
#include "../lib/diag.h"
#include "../lib/outfile.h"
#include "../lib/rng.h"
#include "../lib/seer/duel.h"
#include "../lib/seer/duelanswer.h"
#include "../lib/seer/duelfit.h"
#include "../lib/seer/fitted.h"
#include "../lib/seer/periodic.h"
#include "../lib/seer/player.h"
#include "../lib/term.h"

static const char usage[] =
    "seer-duel [-v] [-n plays] [-r matches] [--seed N] [--curve | --tsv]\n"
    "                 [--svg file] [--save file] [--league] [--level L]\n"
    "                 matcher evader [player ...]\n"
    "       seer-duel --exact [--tsv] matcher evader\n"
    "       seer-duel --exact --fit order [-n plays] [--seed N] [--tsv]\n"
    "                 machine ... record\n"
    "       seer-duel --diagram dot | text matcher evader\n"
    "       seer-duel --periodic period [-v] [-n plays] [-r matches] [--seed N]\n"
    "                 [--tsv]";


/*
 * The plays of a match without -n; the matches of each class in the
 * periodic search, and their plays; the plays against a fitted person
 * where no chain answers.
 */
enum { DEFAULT_PLAYS = 10000, PERIODIC_MATCHES = 64, PERIODIC_PLAYS = 65536 };
enum { PERIODIC_MATCHES_MAX = 1 << 20, FIT_PLAYS = 1000000 };
#define STRING(x) #x
#define NUMBER(x) STRING(x)

enum diagram { NO_DIAGRAM, DIAGRAM_TEXT, DIAGRAM_DOT };

/* The forms of --diagram by name, in the order of diagram_listed. */
static const struct {
	const char *name;
	enum diagram form;
} diagram_form[] = { { "dot", DIAGRAM_DOT }, { "text", DIAGRAM_TEXT } };

/* Returns --diagram's i-th name; NULL past the last. */
static const char *
diagram_listed(size_t i)
{
	return i < sizeof(diagram_form) / sizeof(*diagram_form) ?
	    diagram_form[i].name : NULL;
}

/* What the command line asks for. */
struct ask {
	size_t players;		/* the operands */
	char **operand;
	bool league, curve, tsv, verbose;
	bool plays_given, repeat_given;
	uint64_t plays, repeat;
	const char *svg, *save;
	uint64_t seed;
	bool seed_given;
	bool exact;		/* --exact: the rate as a fraction, from a chain */
	bool fit;		/* --fit: against the person fitted at order */
	uint64_t order;
	enum diagram diagram;
	uint64_t periodic;	/* --periodic: the longest period, or 0 */
	enum seer_level level;	/* --level: of the machines that learn */
};

/* Returns true when the mode answers from the rules and plays no match. */
static bool
answers(const struct ask *a)
{
	return a->exact || a->diagram != NO_DIAGRAM || a->periodic > 0;
}

/*
 * Returns why --exact --fit cannot answer so, or NULL: its operands are
 * the machines, then the person's record.  Without -n a rate that no
 * chain gives is simulated over FIT_PLAYS plays.
 */
static const char *
fit_rules(struct ask *a)
{
	size_t i;

	for (i = 0; i + 1 < a->players; i++)
		if (!seer_player_known(a->operand[i]))
			break;
	if (a->players < 2 || i + 1 < a->players ||
	    seer_player_known(a->operand[a->players - 1]))
		return "--exact --fit: name the machines, then the record "
		    "of the person";
	if (a->repeat_given)
		return "--exact --fit plays no matches: no -r";
	if (!a->plays_given)
		a->plays = FIT_PLAYS;
	return NULL;
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
	if (a->fit && !a->exact)
		return "--fit goes with --exact";
	if (a->league || a->curve || a->svg != NULL || a->save != NULL)
		return "--exact, --diagram and --periodic play no match: "
		    "no --league, --curve, --svg or --save";
	if (a->level != SEER_LEVEL_PERFECT)
		return "--exact, --diagram and --periodic answer for the "
		    "machines as they are: no --level but perfect";
	if (a->periodic > 0) {
		if (a->players > 0)
			return "--periodic names no players: it plays SEER";
		if (!a->plays_given)
			a->plays = PERIODIC_PLAYS;
		if (!a->repeat_given)
			a->repeat = PERIODIC_MATCHES;
		/*
		 * The counts must still fit once they are rounded up to a
		 * multiple of a class's 2 x 16 variants.
		 */
		if (a->repeat > PERIODIC_MATCHES_MAX)
			return "--periodic: -r at most 1048576 matches a class";
		if (a->plays > INT64_MAX / (a->repeat + 2 * SEER_PERIOD_MAX))
			return "-n times -r: more than 9223372036854775807 plays";
		return NULL;
	}
	if (a->fit)
		return fit_rules(a);
	if (a->players != 2)
		return "--exact and --diagram answer for two players, "
		    "the matcher and the evader";
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
	if (a->fit)
		return "--fit goes with --exact";
	if (a->league && a->players < 2)
		return "a league needs two players or more";
	if (!a->league && a->players != 2)
		return "a match needs two players, the matcher and the evader "
		    "(more with --league)";
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
 * Returns why the operand names no player, or NULL.  A player is a
 * machine or a strategy by name, else a record on stdin ("-") or in a
 * file, which a league does not take.
 */
static const char *
player_rule(const char *name, bool league)
{
	static char why_not[512];
	char listed[sizeof(why_not) - 32];
	struct seer_player check;
	const char *why;

	if (seer_player_known(name)) {
		if ((why = seer_player_new(&check, name)) == NULL)
			seer_player_free(&check);
		return why;
	}
	if (strcmp(name, "-") != 0 && access(name, F_OK) != 0) {
		snprintf(why_not, sizeof(why_not), "not a player (%s) nor a file",
		    names_join(seer_player_listed, ", ", listed, sizeof(listed)));
		return why_not;
	}
	if (league)
		return "a league is of named players, not records";
	return NULL;
}

/*
 * Returns why the two players of a match cannot meet so, or NULL.  A
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
 * Returns why --level has nothing to set, or NULL: a level below
 * perfect needs a machine that learns on one side or more.
 */
static const char *
level_rule(const struct ask *a)
{
	struct seer_player p;
	bool learns = false;
	size_t i;

	if (a->level == SEER_LEVEL_PERFECT)
		return NULL;
	for (i = 0; i < a->players && !learns; i++)
		if (seer_player_known(a->operand[i]) &&
		    seer_player_new(&p, a->operand[i]) == NULL) {
			learns = seer_player_level(&p, a->level);
			seer_player_free(&p);
		}
	return learns ? NULL : "--level: no machine that learns plays "
	    "(seer, shannon, an oracle, lz, ctw or switch)";
}

/*
 * Returns the seed, with which it seeds r, once every rule between the
 * options and the operands holds; exits with the usage when one is
 * broken.  The rules are checked in this order: the options together,
 * each operand, the pairing of a match, then the level.
 */
static uint64_t
check_options(struct ask *a, struct rng *r)
{
	const char *why;
	uint64_t seed;
	size_t i;

	if ((why = answers(a) ? answer_rules(a) : match_rules(a)) != NULL)
		diag_usage(usage, "%s", why);
	seed = cli_seed(r, a->seed_given, a->seed);
	for (i = 0; i < a->players; i++)
		if ((why = player_rule(a->operand[i], a->league)) != NULL)
			diag_usage(usage, "'%s': %s", a->operand[i], why);
	if (!answers(a) && !a->league && (why = pairing_rule(a)) != NULL)
		diag_usage(usage, "%s", why);
	if (!answers(a) && (why = level_rule(a)) != NULL)
		diag_usage(usage, "%s", why);
	return seed;
}

/* The command line and the matches it asks for. */
struct duel {
	struct ask ask;
	struct seer_duel play;
};

/*
 * Opens --save and --svg before the match, so that a file that cannot
 * be written is refused before a play.
 */
static void
open_outputs(struct duel *d)
{
	const struct seer_duelist *sides = d->play.sides;
	size_t n = d->ask.players, i, nin = 0;
	const struct input **in = xreallocarray(NULL, n, sizeof(*in));

	for (i = 0; i < n; i++)
		if (sides[i].e.recorded)
			in[nin++] = &sides[i].in;
	if (d->ask.save != NULL)
		outfile_open(&d->play.save, "--save", d->ask.save, in, nin,
		    NULL, 0, usage);
	if (d->ask.svg != NULL)
		outfile_open(&d->play.picture, "--svg", d->ask.svg, in, nin,
		    &d->play.save, 1, usage);
	free(in);
}

/* Plays a match or a league, once its files are open. */
static void
play(struct duel *d)
{
	if (!d->ask.league)
		seer_duel_set_talk(&d->play);
	open_outputs(d);
	if (d->ask.verbose)
		seer_duel_verbose(&d->play);
	seer_duel_progress(&d->play);
	if (d->ask.league)
		seer_duel_league(&d->play);
	else
		seer_duel_match(&d->play);
}

/* --exact, --diagram and --periodic: answers from the rules, no match. */
static void
answer(struct duel *d)
{
	enum seer_duel_answer form = d->ask.tsv ? SEER_ANSWER_RATES_TSV :
	    SEER_ANSWER_RATES;
	struct text why = { 0 };

	if (d->ask.verbose)
		seer_duel_verbose(&d->play);
	if (d->ask.periodic > 0) {
		seer_duel_periodic(&d->play, (unsigned)d->ask.periodic, d->ask.tsv);
		return;
	}
	if (d->ask.fit) {
		seer_duel_fitted(&d->play, (unsigned)d->ask.order, d->ask.tsv);
		return;
	}
	if (d->ask.diagram != NO_DIAGRAM)
		form = d->ask.diagram == DIAGRAM_DOT ?
		    SEER_ANSWER_DIAGRAM_DOT : SEER_ANSWER_DIAGRAM_TEXT;
	switch (seer_duel_exact(&d->play, form, &why)) {
	case SEER_REFUSED:
		diag_usage(usage, "%s", why.s);
		break;
	case SEER_NOT_SUBSTATES:
		diag_usage(usage, "--diagram: a substate chain only "
		    "(best, opposite or random against seer or shannon)");
		break;
	case SEER_ANSWERED:
		break;
	}
}

/* Reads the options into a; the operands are the players. */
static void
parse_options(struct ask *a, int argc, char *argv[])
{
	enum { OPT_DIAGRAM = OPT_FIRST_OWN, OPT_LEVEL };
	const struct cli_opt opts[] = {
		CLI_OPT_NOTE_NAMES("  players:", seer_player_listed),
		CLI_OPT_NOTE("           or a file of recorded plays, or - (plays "
		    "typed live)"),
		CLI_OPT_NUMBER('n', "plays", "N", &a->plays, 1, INT64_MAX,
		    &a->plays_given, "plays a match (default 10000; a record "
		    "plays to its end,\na blank line in it starting a new match)"),
		CLI_OPT_NUMBER('r', "repeat", "N", &a->repeat, 1, INT64_MAX,
		    &a->repeat_given,
		    "play N matches, each from cleared machines"),
		CLI_OPT_FLAG(0, "league", &a->league,
		    "every named player against every other, on both sides"),
		CLI_OPT_OWN_NAMES(OPT_LEVEL, "level", "L", names_level,
		    "how well the machines play (default perfect):\nmedium "
		    "plays a coin one time in 4, easy in 2"),
		CLI_OPT_FLAG(0, "curve", &a->curve,
		    "the net score and lead_p after each play, as TSV"),
		CLI_OPT_TEXT(0, "svg", "file", &a->svg,
		    "the learning curves as an SVG picture, V where learned"),
		CLI_OPT_TSV(&a->tsv, " match (or a record's session)"),
		CLI_OPT_TEXT(0, "save", "file", &a->save,
		    "keep the plays played live, as a sequence file"),
		CLI_OPT_SEED(&a->seed, &a->seed_given),
		CLI_OPT_FLAG('v', "verbose", &a->verbose, "also the seed and "
		    "what best computed (stderr beside\nTSV); live at a "
		    "terminal, why the machine made each play"),
		CLI_OPT_FLAG(0, "exact", &a->exact, "the long-run rates, exact, "
		    "from the chain of the pair's states"),
		CLI_OPT_NUMBER(0, "fit", "K", &a->order, 0, SEER_FIT_MAX_ORDER,
		    &a->fit, "with --exact: each machine against the person "
		    "of\nthe record, fitted as a Markov model of order K\n"
		    "(0 to 16)"),
		CLI_OPT_OWN_NAMES(OPT_DIAGRAM, "diagram", "FORMAT", diagram_listed,
		    "the substate diagram (Fig. 6, Fig. 7)"),
		CLI_OPT_NUMBER(0, "periodic", "N", &a->periodic, 1,
		    SEER_PERIOD_MAX, NULL, "every periodic sequence up to "
		    "period N (1 to 16)\nagainst SEER: those that beat it "
		    "(-r matches of\n-n plays a class)"),
		CLI_OPT_END
	};
	char listed[32];
	int opt, form;

	/* --diagram and --level are the options that the table does not read. */
	while ((opt = cli_option(argc, argv, opts, usage)) == OPT_DIAGRAM ||
	    opt == OPT_LEVEL) {
		if (opt == OPT_LEVEL) {
			if ((form = names_find(names_level, optarg)) < 0)
				diag_usage_value(usage, "--level", optarg, "not %s",
				    names_join(names_level, " or ", listed,
				    sizeof(listed)));
			a->level = (enum seer_level)form;
			continue;
		}
		if ((form = names_find(diagram_listed, optarg)) < 0)
			diag_usage_value(usage, "--diagram", optarg, "not %s",
			    names_join(diagram_listed, " nor ", listed, sizeof(listed)));
		a->diagram = diagram_form[form].form;
	}
	a->players = (size_t)(argc - optind);
	a->operand = argv + optind;
}

/* Sets the report's form and makes a side for each player named. */
static void
start(struct duel *d)
{
	struct seer_report *r = &d->play.report;

	r->form = d->ask.curve ? SEER_REPORT_CURVE :
	    d->ask.tsv ? SEER_REPORT_TSV : SEER_REPORT_TEXT;
	r->matches = d->ask.repeat;
	r->league = d->ask.league;
	r->verbose = d->ask.verbose;
	d->play.plays = d->ask.plays;
	d->play.repeat = d->ask.repeat;
	d->play.level = d->ask.level;
	seer_duel_start(&d->play, d->ask.operand, d->ask.players);
}

int
main(int argc, char *argv[])
{
	struct duel d = {
		.ask = { .repeat = 1 }, .play = { .report = { .prefix = "" } }
	};

	cli_start(argv[0]);
	parse_options(&d.ask, argc, argv);
	d.play.report.seed = check_options(&d.ask, &d.play.rng);
	start(&d);
	if (answers(&d.ask))
		answer(&d);
	else
		play(&d);
	seer_duel_free(&d.play);
	if (d.play.interrupted)
		term_interrupt_end();
	return diag_finish();
}
