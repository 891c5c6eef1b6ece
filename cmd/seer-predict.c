/*
 * seer-predict: what SEER, Shannon's machine or another player would
 * have played against recorded plays.
 */
#include <sys/stat.h>

#include <errno.h>
#include <getopt.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../lib/cli.h"
#include "../lib/diag.h"
#include "../lib/line.h"
#include "../lib/out.h"
#include "../lib/rng.h"
#include "../lib/row.h"
#include "../lib/screen.h"
#include "../lib/seer/answer.h"
#include "../lib/seer/profile.h"
#include "../lib/seer/profiletext.h"
#include "../lib/seer/matchtext.h"
#include "../lib/seer/train.h"
#include "../lib/text.h"

static const char usage[] =
    "seer-predict [-ksv] [--machine name] [--profile] [--seed N]\n"
    "                    [--train file] [--tsv] [file ...]";

/*
 * The machines --profile always scores, before those named; Shannon's
 * plays make the situations of the profile.
 */
static const char *const profiled[] = { "seer", "shannon", "oracle" };
enum { PROFILED_SHANNON = 1 };

/* What the command line asks for, and the machines that answer it. */
struct session {
	uint64_t seed_asked;	/* --seed */
	bool seed_given;
	const char *train;	/* --train */
	const char **named;	/* the machines named by --machine, in order */
	size_t nnamed;
	bool keep, verbose, profiling;	/* -k, -v, --profile */
	size_t machines;	/* one, or with --profile every machine scored */
	const char **name;	/* each machine's name, as given */
	struct seer_player *machine;
	/*
	 * Each machine has a generator of its own, so that its plays are
	 * those it makes in a run alone.
	 */
	struct rng *rng;
	uint64_t seed;
	bool summary, tsv;
	struct seer_profile profile;
	struct text out;
};

/* Writes, for -v, each play as it is made and why the machine played so. */
static void
row(void *ctx, const struct seer_answer_row *r)
{
	struct session *s = ctx;

	seer_text_row(&s->out, s->name[0], r);
	out_answered(&s->out);
}

/*
 * Writes the answer to a line of plays with the line's comment, or its
 * TSV row.
 */
static void
write_answer(struct session *s, const struct input *in,
    const struct seer_answer *a, const char *line, size_t len)
{
	if (s->tsv) {
		struct diag_where at = input_where(in);

		tsv_where(&s->out, &at);
		if (s->profile.machines > 0)
			seer_text_profile_tsv(&s->out, s->seed, &s->profile,
			    s->name);
		else
			seer_text_answer_tsv(&s->out, s->name[0], s->seed, a,
			    !s->summary);
		tsv_end(&s->out, line, len);
		return;
	}
	if (s->profile.machines > 0)
		seer_text_profile(&s->out, &s->profile, s->name);
	else if (s->summary)
		seer_text_summary(&s->out, a);
	else
		seer_text_answer(&s->out, s->name[0], a);
	/*
	 * In a line of plays only a '#' starts a comment, so memchr rules one
	 * out faster than row_comment would.
	 */
	if (memchr(line, '#', len) != NULL)
		row_comment(&s->out, line, len);
	text_char(&s->out, '\n');
}

/*
 * Returns the name given to --machine or -m; exits with the usage when it
 * names no player.
 */
static const char *
machine_named(const char *option, const char *name)
{
	struct seer_player check;
	const char *why;

	if ((why = seer_player_new(&check, name)) != NULL)
		diag_usage_value(usage, option, name, "%s", why);
	seer_player_free(&check);
	return name;
}

/*
 * Makes the machines that answer: the last one named (seer when none is);
 * or, with --profile, seer, shannon and oracle, then each one named, a
 * name given twice only once.  Each draws from its own copy of the
 * seeded generator, so that its plays are those it makes in a run of its
 * own with the same seed.
 */
static void
choose_machines(struct session *s, const char **named, size_t n,
    bool profile, const struct rng *seeded)
{
	size_t nprofiled = sizeof(profiled) / sizeof(*profiled), i, j;

	s->name = xreallocarray(NULL, n + nprofiled, sizeof(*s->name));
	if (!profile)
		s->name[s->machines++] = n > 0 ? named[n - 1] : profiled[0];
	for (i = 0; profile && i < nprofiled; i++)
		s->name[s->machines++] = profiled[i];
	for (i = 0; profile && i < n; i++) {
		for (j = 0; j < s->machines; j++)
			if (strcmp(s->name[j], named[i]) == 0)
				break;
		if (j == s->machines)
			s->name[s->machines++] = named[i];
	}
	s->machine = xreallocarray(NULL, s->machines, sizeof(*s->machine));
	s->rng = xreallocarray(NULL, s->machines, sizeof(*s->rng));
	for (i = 0; i < s->machines; i++) {
		(void)seer_player_new(&s->machine[i], s->name[i]);
		s->rng[i] = *seeded;
	}
	if (profile) {
		s->profile.machines = s->machines;
		s->profile.wins = xreallocarray(NULL, s->machines, sizeof(*s->profile.wins));
		s->profile.decided = xreallocarray(NULL, s->machines,
		    sizeof(*s->profile.decided));
		s->profile.decided_wins = xreallocarray(NULL, s->machines,
		    sizeof(*s->profile.decided_wins));
	}
	seer_profile_clear(&s->profile);
}

/*
 * Starts a new session: clears every machine, as the paper cleared SEER
 * before each run, and the profile.
 */
static void
clear(struct session *s)
{
	size_t i;

	for (i = 0; i < s->machines; i++)
		seer_clear(&s->machine[i], SEER_MATCHER, SEER_RECORD);
	seer_profile_clear(&s->profile);
}

/* Reads the options into s; the operands are the files of plays. */
static void
parse_options(struct session *s, int argc, char *argv[])
{
	enum { OPT_MACHINE = OPT_FIRST_OWN };
	const struct cli_opt opts[] = {
		CLI_OPT_OWN_NAMES(OPT_MACHINE, "machine", "NAME",
		    seer_player_listed, "the player that predicts (default seer)"),
		/*
		 * -m means the reverse game in the Nim programs, so it is
		 * kept here for one release only.
		 */
		CLI_OPT_OWN('m', NULL, "NAME", NULL),
		CLI_OPT_FLAG('k', "keep", &s->keep, "keep its memory from "
		    "line to line; a blank line\nclears it"),
		CLI_OPT_FLAG(0, "profile", &s->profiling, "a line a session: "
		    "the person's plays profiled, and the\nscore of seer, "
		    "shannon, oracle and each --machine named"),
		CLI_OPT_FLAG('s', "summary", &s->summary, "one line a "
		    "sequence: plays, wins, rate, when it learned"),
		CLI_OPT_FLAG('v', "verbose", &s->verbose, "play by play: the "
		    "memory consulted and why it played so"),
		CLI_OPT_SEED(&s->seed_asked, &s->seed_given),
		CLI_OPT_TEXT(0, "train", "file", &s->train, "prime each "
		    "oracle:N with the sessions of file, other\npeople's plays, "
		    "a blank line ending each"),
		CLI_OPT_TSV(&s->tsv, " line of plays, with its seed"),
		CLI_OPT_END
	};
	int ch;

	s->named = xreallocarray(NULL, (size_t)argc, sizeof(*s->named));
	while ((ch = cli_option(argc, argv, opts, usage)) != -1) {
		if (ch == 'm')
			cli_deprecated("-m", "--machine");
		s->named[s->nnamed++] = machine_named(cli_option_name(ch),
		    optarg);
	}
}

/*
 * Checks every rule between the options; exits with the usage when one
 * is broken.
 */
static void
check_options(const struct session *s)
{
	struct stat st;

	if (s->verbose && (s->tsv || s->profiling))
		diag_usage(usage, "-v explains in prose: not with %s",
		    s->tsv ? "--tsv" : "--profile");
	if (s->summary && s->profiling)
		diag_usage(usage, "-s and --profile are two summaries: choose one");
	/* the sessions that prime the oracle are read before any plays */
	if (s->train != NULL && access(s->train, R_OK) != 0)
		diag_usage(usage, "--train %s: %s", s->train, strerror(errno));
	if (s->train != NULL && stat(s->train, &st) == 0 && S_ISDIR(st.st_mode))
		diag_usage(usage, "--train %s: a directory, not a file of sessions", s->train);
}

/*
 * Answers one line of plays: each machine plays against it, from a
 * cleared memory unless -k keeps it, and the answer is written.
 */
static void
answer_line(struct session *s, const struct input *in,
    const unsigned char *play, size_t n, unsigned char *answer,
    const char *line, size_t len)
{
	struct seer_answer a = { .play = answer, .count_decided = s->profiling };
	size_t i;

	if (!s->keep)
		clear(s);
	if (s->profiling)
		seer_profile_add(&s->profile, play, n);
	for (i = 0; i < s->machines; i++) {
		seer_answer_line(&a, &s->machine[i], &s->rng[i], play, n,
		    s->verbose ? row : NULL, s);
		if (s->profiling) {
			s->profile.wins[i] += a.wins;
			s->profile.decided[i] += a.decided;
			s->profile.decided_wins[i] += a.decided_wins;
		}
		if (s->profiling && i == PROFILED_SHANNON)
			seer_profile_situations(&s->profile, play, a.play, n);
	}
	write_answer(s, in, &a, line, len);
}

/*
 * Reads the lines of the files: answers each line of plays, passes each
 * line without plays through, and names each bad line.
 */
static void
predict(struct session *s, int noperands, char **operands)
{
	unsigned char *play = NULL, *answer = NULL;
	size_t cap = 0, n;
	struct seer_bad bad;
	struct input in;
	char *line;
	ssize_t len;

	input_open(&in, noperands, operands);
	while ((len = out_next_line(&s->out, &in, &line)) >= 0) {
		int got;

		if ((size_t)len > cap) {
			cap = (size_t)len;
			play = xreallocarray(play, cap, 1);
			answer = xreallocarray(answer, cap, 1);
		}
		got = seer_parse(line, (size_t)len, play, &n, &bad);
		/* A blank line or a new file ends a session. */
		if (input_file_starts(&in) ||
		    (got == 0 && line_blank(line, (size_t)len)))
			clear(s);
		if (got < 0) {
			/*
			 * A bad line plays no part: with -k the session goes
			 * on past it.
			 */
			row_bad(s->tsv ? NULL : &s->out, &in.where, line,
			    (size_t)len, bad.tok, bad.len, bad.reason);
		} else if (got == 0) {
			if (!s->tsv)
				text_passthrough(&s->out, line, (size_t)len);
		} else {
			answer_line(s, &in, play, n, answer, line, (size_t)len);
		}
	}
	out_flush(&s->out);
	input_close(&in);
	free(play);
	free(answer);
}

/* Frees the machines and what the options named. */
static void
free_session(struct session *s)
{
	size_t i;

	for (i = 0; i < s->machines; i++)
		seer_player_free(&s->machine[i]);
	free(s->machine);
	free(s->rng);
	free(s->name);
	free(s->profile.wins);
	free(s->profile.decided);
	free(s->profile.decided_wins);
	seer_profile_free(&s->profile);
	free(s->named);
	text_free(&s->out);
}

/*
 * Tells a person reading the answers at a terminal, on stderr, what the
 * figures of --profile and SEER's lines of -v mean, before they first
 * appear.
 */
static void
explain(struct session *s)
{
	struct text legend = { 0 };

	if (s->tsv || !isatty(STDOUT_FILENO))
		return;
	if (s->profiling)
		seer_text_profile_legend(&legend, screen_width(STDERR_FILENO));
	else if (s->verbose && strcmp(s->name[0], "seer") == 0)
		seer_text_why_legend(&legend, screen_width(STDERR_FILENO));
	text_put(&legend, stderr);
	text_free(&legend);
}

int
main(int argc, char *argv[])
{
	struct session s = { .machines = 0 };
	struct rng seeded;

	cli_start(argv[0]);
	parse_options(&s, argc, argv);
	check_options(&s);
	s.seed = cli_seed(&seeded, s.seed_given, s.seed_asked);
	choose_machines(&s, s.named, s.nnamed, s.profiling, &seeded);
	if (s.train != NULL &&
	    seer_train_file(s.machine, s.machines, s.train) == 0)
		diag_usage(usage, "--train primes an oracle of any order: "
		    "name one, --machine oracle:N");
	if (s.tsv && s.profiling)
		seer_text_profile_tsv_header(&s.out, s.name, s.machines);
	else if (s.tsv)
		tsv_header(&s.out, s.summary ? SEER_ANSWER_TSV :
		    SEER_ANSWER_TSV SEER_ANSWER_TSV_PLAYS);
	explain(&s);
	predict(&s, argc - optind, argv + optind);
	free_session(&s);
	return diag_finish();
}
