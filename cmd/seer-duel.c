/* seer-duel: a penny-matching match between two players: machines, strategies, recorded or live plays. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../lib/cli.h"
#include "../lib/diag.h"
#include "../lib/line.h"
#include "../lib/num.h"
#include "../lib/progress.h"
#include "../lib/rng.h"
#include "../lib/seer.h"
#include "../lib/seertext.h"
#include "../lib/text.h"

static const char usage[] =
    "seer-duel [-v] [-n plays] [-r matches] [--seed N] [--curve | --tsv] [--svg file] "
    "[--save file] [--league] matcher evader [player ...]";

static const char options[] =
    "  players: seer, shannon, oracle, opposite, best, best:seer, best:shannon, random,\n"
    "           pattern:PLAYS, a file of recorded plays, - (plays typed live)\n"
    "  -n, --plays N         plays a match (default 10000; a record plays to its end)\n"
    "  -r, --repeat N        play N matches, each from cleared machines\n"
    "      --league          every named player against every other, on both sides\n"
    "      --curve           the matcher's net score after each play, as TSV\n"
    "      --svg FILE        the learning curves as an SVG picture, V where learned\n"
    "      --tsv             the results as TSV, one line a match\n"
    "      --save FILE       keep the plays typed live as a sequence file\n"
    "      --seed N          make the random elements repeatable\n"
    "  -v, --verbose         also the seed, and what best computed\n";

enum { DEFAULT_PLAYS = 10000, ANSWERS_MAX = 1 << 16, CHUNK_PLAYS = 1 << 16, CURVES_MAX = 1000 };

/* A player and, for a recorded one, where its plays come from. */
struct side {
	const char *name;	/* in reports: as given, or "you" for the live player */
	const char *operand;
	struct seer_player player;
	bool recorded, live;	/* live: typed on stdin, answered line by line */
	struct input in;
	unsigned char *play;	/* the plays of the line being played */
	size_t cap;
};

struct duel {
	struct side *side[2];	/* the matcher, the evader */
	uint64_t plays, repeat;
	bool curve, tsv;
	const char *svg;
	FILE *save;
	struct rng rng;
	struct text out, reply;
	uint64_t total_plays, total_wins;	/* over the repeated matches */
	const char *prefix;	/* before each report line: "# " in a live session */
	struct progress progress;	/* of the plays, when no record shows its own */
	uint64_t done;		/* plays in the matches before this one */
};

static bool
stdout_gone(void)
{
	return ferror(stdout) != 0;
}

/* Lines the live player typed that hold no plays are answered as they are. */
static void
pass_through(struct duel *d, const char *line, size_t len)
{
	text_add(&d->out, line, len);
	text_char(&d->out, '\n');
	text_put(&d->out, stdout);
	fflush(stdout);
	if (d->save != NULL) {
		fwrite(line, 1, len, d->save);
		fputc('\n', d->save);
	}
}

/* The recorded player's next line of plays; false at the end of its record. */
static bool
refill(struct duel *d, struct side *s)
{
	struct seer_bad bad;
	char *line;
	ssize_t len;
	size_t n;

	for (;;) {
		bool prompt = s->live && isatty(STDIN_FILENO);

		if (prompt)
			fprintf(stderr, "%s ready> ", d->side[s == d->side[0]]->name);
		if ((len = input_line(&s->in, &line)) < 0) {
			if (prompt)
				fputc('\n', stderr);	/* the report starts on a line of its own */
			return false;
		}
		if ((size_t)len > s->cap) {
			s->cap = (size_t)len;
			s->play = xreallocarray(s->play, s->cap, 1);
		}
		switch (seer_parse(line, (size_t)len, s->play, &n, &bad)) {
		case -1:
			/* A person's slip is refused and the turn asked again; a record's is an error. */
			(s->live ? diag_refuse : diag_bad)(&s->in, bad.tok, bad.len, bad.reason);
			break;
		case 0:
			if (s->live)
				pass_through(d, line, (size_t)len);
			break;
		default:
			seer_record_feed(&s->player, s->play, n);
			if (d->save != NULL) {
				for (size_t i = 0; i < n; i++)
					fputc(seer_play_char(s->play[i]), d->save);
				fputc('\n', d->save);
				fflush(d->save);
			}
			return true;
		}
	}
}

/* The live player's line is played: the machine's plays for it, and the score. */
static void
answer_live(struct duel *d, const struct seer_match *m, int live)
{
	uint64_t machine_wins = live == 0 ? m->plays - m->matcher_wins : m->matcher_wins;

	text_add(&d->out, d->reply.s, d->reply.len);
	d->reply.len = 0;
	text_str(&d->out, "  # ");
	text_str(&d->out, d->side[!live]->name);
	text_char(&d->out, ' ');
	text_u64(&d->out, machine_wins);
	text_str(&d->out, ", you ");
	text_u64(&d->out, m->plays - machine_wins);
	text_char(&d->out, '\n');
	text_put(&d->out, stdout);
	fflush(stdout);
}

/* Play by play, for records, live plays, curves and pictures. */
static void
turns(struct duel *d, struct seer_match *m, uint64_t match, struct seer_curve *curve)
{
	struct seer_learning learning = { 0, 0 };
	uint64_t segment = 0, after;
	int live = d->side[0]->live ? 0 : d->side[1]->live ? 1 : -1;
	bool over = false;

	while (m->plays < d->plays && !over && !stdout_gone()) {
		int play[2], i;
		bool forced = seer_forced(m->matcher), won, line_done = false;

		/* Machines play first, "so that the player knows it is not cheating". */
		for (i = 0; i < 2; i++)
			if (!d->side[i]->recorded)
				play[i] = seer_play(&d->side[i]->player, &d->rng);
		for (i = 0; i < 2; i++) {
			if (!d->side[i]->recorded)
				continue;
			if (seer_record_left(&d->side[i]->player) == 0 && !refill(d, d->side[i])) {
				over = true;
				break;
			}
			play[i] = seer_play(&d->side[i]->player, &d->rng);
		}
		if (over)
			break;
		won = seer_score(m, play[0], play[1]);
		seer_learning_add(&learning, forced && won);
		progress_tick(&d->progress, d->done + m->plays);
		if (d->curve) {
			char net[U64_DIGITS + 2];

			snprintf(net, sizeof(net), "%lld",
			    (long long)(2 * m->matcher_wins) - (long long)m->plays);
			text_u64(&d->out, match);
			text_char(&d->out, '\t');
			text_u64(&d->out, m->plays);
			text_char(&d->out, '\t');
			text_str(&d->out, net);
			text_char(&d->out, '\n');
			if (d->out.len >= ANSWERS_MAX)
				text_put(&d->out, stdout);
		}
		if (curve != NULL)
			seer_curve_add(curve, won);
		if (live >= 0)
			text_char(&d->reply, seer_play_char(play[!live]));
		for (i = 0; i < 2; i++)
			line_done |= d->side[i]->recorded && seer_record_left(&d->side[i]->player) == 0;
		if (live >= 0 && seer_record_left(&d->side[live]->player) == 0)
			answer_live(d, m, live);
		/* A line of a record is a segment of the curve: Fig. 2 marks each sequence learned. */
		if (line_done) {
			if (curve != NULL && seer_learned(&learning, &after))
				seer_curve_mark(curve, segment + after);
			learning = (struct seer_learning){ 0, 0 };
			segment = m->plays;
		}
	}
	if (live >= 0 && d->reply.len > 0)
		answer_live(d, m, live);
	if (curve != NULL && seer_learned(&learning, &after))
		seer_curve_mark(curve, segment + after);
	text_put(&d->out, stdout);
}

/* The fast way, in chunks so that a long match can show its progress. */
static void
run(struct duel *d, struct seer_match *m)
{
	while (m->plays < d->plays) {
		uint64_t left = d->plays - m->plays;

		seer_run(m, left < CHUNK_PLAYS ? left : CHUNK_PLAYS, &d->rng);
		if (d->progress.on)
			progress_show(&d->progress, d->done + m->plays);
	}
}

/* The matches of one pairing: each from cleared players, the results as asked. */
static void
duel(struct duel *d, struct seer_curve *curves)
{
	struct seer_player *a = &d->side[0]->player, *b = &d->side[1]->player;
	char number[U64_DIGITS + 1];
	uint64_t match;

	d->total_plays = d->total_wins = 0;
	for (match = 1; match <= d->repeat && !stdout_gone(); match++) {
		struct seer_match m = { a, b, 0, 0 };

		seer_clear(a, SEER_MATCHER, b->kind);
		seer_clear(b, SEER_EVADER, a->kind);
		if (d->side[0]->recorded || d->side[1]->recorded || d->curve || curves != NULL)
			turns(d, &m, match, curves != NULL ? &curves[match - 1] : NULL);
		else
			run(d, &m);
		d->done += m.plays;
		d->total_plays += m.plays;
		d->total_wins += m.matcher_wins;
		if (d->tsv) {
			number[num_format(number, match)] = '\0';
			seer_text_tsv(&d->out, number, d->side[0]->name, d->side[1]->name, m.plays,
			    m.matcher_wins);
		} else if (!d->curve && d->repeat > 1) {
			text_str(&d->out, "match ");
			text_u64(&d->out, match);
			text_str(&d->out, ": ");
			text_str(&d->out, d->side[0]->name);
			text_char(&d->out, ' ');
			text_u64(&d->out, m.matcher_wins);
			text_str(&d->out, ", ");
			text_str(&d->out, d->side[1]->name);
			text_char(&d->out, ' ');
			text_u64(&d->out, m.plays - m.matcher_wins);
			text_char(&d->out, '\n');
		}
		text_put(&d->out, stdout);
	}
}

static void
write_svg(struct duel *d, struct seer_curve *curves, size_t n)
{
	struct text picture = { 0 }, title = { 0 }, ylabel = { 0 };
	FILE *fp;

	text_str(&title, d->side[0]->name);
	text_str(&title, " (matcher) against ");
	text_str(&title, d->side[1]->name);
	text_str(&title, " (evader)");
	if (n > 1) {
		text_str(&title, ", ");
		text_u64(&title, n);
		text_str(&title, " matches");
	}
	text_char(&title, '\0');
	text_str(&ylabel, "net score of ");
	text_str(&ylabel, d->side[0]->name);
	text_char(&ylabel, '\0');
	seer_svg(&picture, curves, n, title.s, ylabel.s);
	if ((fp = fopen(d->svg, "w")) == NULL) {
		diag_warn("%s:", d->svg);
	} else {
		text_put(&picture, fp);
		if (fclose(fp) != 0)
			diag_warn("%s:", d->svg);
	}
	text_free(&picture);
	text_free(&title);
	text_free(&ylabel);
}

/*
 * Checks a player's name before anything is made: a machine or a
 * strategy, else a record on stdin or in a file.  Returns true for a
 * record.
 */
static bool
check_name(const char *name, bool league)
{
	struct seer_player p;
	const char *why;

	if (seer_player_known(name)) {
		if ((why = seer_player_new(&p, name)) != NULL)
			diag_usage(usage, "'%s': %s", name, why);
		seer_player_free(&p);
		return false;
	}
	if (strcmp(name, "-") != 0 && access(name, F_OK) != 0)
		diag_usage(usage, "'%s': not a player (" SEER_PLAYER_NAMES ") nor a file", name);
	if (league)
		diag_usage(usage, "'%s': a league is of named players, not records", name);
	return true;
}

/* A player from its checked name. */
static void
make_side(struct side *s, const char *name)
{
	memset(s, 0, sizeof(*s));
	s->name = s->operand = name;
	if (seer_player_known(name)) {
		seer_player_new(&s->player, name);
		return;
	}
	seer_record(&s->player);
	s->recorded = true;
	s->live = strcmp(name, "-") == 0;
	if (s->live)
		s->name = "you";
	input_open(&s->in, 1, (char **)&s->operand);
}

static void
free_side(struct side *s)
{
	if (s->recorded)
		input_close(&s->in);
	free(s->play);
	seer_player_free(&s->player);
}

static void
verbose(struct duel *d, uint64_t seed, struct side *sides, size_t n)
{
	size_t i;

	text_str(&d->out, d->prefix);
	text_str(&d->out, "seed ");
	text_u64(&d->out, seed);
	text_char(&d->out, '\n');
	for (i = 0; i < n; i++) {
		const struct seer_player *p = &sides[i].player;
		struct seer_best_plan plan;
		struct timespec t0, t1;
		char buf[160];

		if (p->kind != SEER_BEST)
			continue;
		/* Solved again to time it: the plan is the same, as it must be. */
		clock_gettime(CLOCK_MONOTONIC, &t0);
		seer_best_solve(&plan);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		snprintf(buf, sizeof(buf), "%s: wins %.6f against seer (%u sweeps), %.6f against "
		    "shannon (%u sweeps), solved in %.3f ms\n", sides[i].name, plan.seer_value,
		    plan.seer_sweeps, plan.shannon_value, plan.shannon_sweeps,
		    (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6);
		text_str(&d->out, d->prefix);
		text_str(&d->out, buf);
	}
}

/* Every player against every other, on both sides. */
static void
league(struct duel *d, struct side *player, size_t n)
{
	uint64_t *wins = xreallocarray(NULL, n * n, sizeof(*wins));	/* row's wins against column */
	uint64_t *plays = xreallocarray(NULL, n * n, sizeof(*plays));
	const char **name = xreallocarray(NULL, n, sizeof(*name));
	size_t i, j;

	memset(wins, 0, n * n * sizeof(*wins));
	memset(plays, 0, n * n * sizeof(*plays));
	if (d->tsv)
		seer_text_tsv_header(&d->out);
	for (i = 0; i < n; i++) {
		name[i] = player[i].name;
		for (j = 0; j < n && !stdout_gone(); j++) {
			if (i == j)
				continue;
			d->side[0] = &player[i];
			d->side[1] = &player[j];
			duel(d, NULL);
			wins[i * n + j] += d->total_wins;
			wins[j * n + i] += d->total_plays - d->total_wins;
			plays[i * n + j] += d->total_plays;
			plays[j * n + i] += d->total_plays;
		}
	}
	if (!d->tsv)
		seer_text_league(&d->out, name, n, wins, plays);
	text_put(&d->out, stdout);
	free(wins);
	free(plays);
	free(name);
}

/* The operands of a match, before anything is made. */
static void
check_match(struct duel *d, char **name, bool plays_given, bool saving)
{
	bool recorded[2] = { check_name(name[0], false), check_name(name[1], false) };
	bool live[2] = { strcmp(name[0], "-") == 0, strcmp(name[1], "-") == 0 };

	if (live[0] && live[1])
		diag_usage(usage, "only one player can be typed live on stdin");
	if ((recorded[0] || recorded[1]) && d->repeat > 1)
		diag_usage(usage, "-r: a record is played once");
	if ((live[0] || live[1]) && d->curve)
		diag_usage(usage, "--curve and a live player would both write on stdout");
	if (saving && !live[0] && !live[1])
		diag_usage(usage, "--save keeps a live session: no player is -");
	if ((recorded[0] || recorded[1]) && !plays_given)
		d->plays = INT64_MAX;
	if (live[0] || live[1])
		d->prefix = "# ";	/* the whole output stays a sequence file: the machine's plays */
}

/* The match of the command line: its matches, the report, the picture. */
static void
match(struct duel *d)
{
	struct seer_curve *curves = NULL;
	int live = d->side[0]->live ? 0 : d->side[1]->live ? 1 : -1;
	uint64_t i;

	if (live >= 0 && isatty(STDIN_FILENO))
		fprintf(stderr, "%s: %s is the %s: it wins when your play %s its own.\n"
		    "Type + or - (several at once if you like) and Enter; end with Ctrl-D.\n",
		    diag_prog(), d->side[!live]->name, live == 0 ? "evader" : "matcher",
		    live == 0 ? "differs from" : "is the same as");
	if (d->svg != NULL) {
		curves = xreallocarray(NULL, d->repeat, sizeof(*curves));
		memset(curves, 0, d->repeat * sizeof(*curves));
	}
	if (d->curve)
		text_str(&d->out, "match\tplay\tnet\n");
	else if (d->tsv)
		seer_text_tsv_header(&d->out);
	duel(d, curves);
	if (d->tsv && d->repeat > 1) {
		seer_text_tsv(&d->out, "total", d->side[0]->name, d->side[1]->name, d->total_plays,
		    d->total_wins);
	} else if (!d->curve && !d->tsv) {
		if (d->repeat > 1) {
			text_str(&d->out, "total of ");
			text_u64(&d->out, d->repeat);
			text_str(&d->out, " matches:\n");
		}
		seer_text_score(&d->out, d->prefix, d->side[0]->name, d->side[1]->name,
		    d->total_plays, d->total_wins);
	}
	text_put(&d->out, stdout);
	for (i = 0; i < 2; i++)
		if (d->side[i]->recorded && d->total_plays == 0)
			diag_warn("%s: no plays", d->side[i]->live ? "stdin" : d->side[i]->operand);
	if (curves != NULL) {
		write_svg(d, curves, (size_t)d->repeat);
		for (i = 0; i < d->repeat; i++)
			seer_curve_free(&curves[i]);
		free(curves);
	}
}

int
main(int argc, char *argv[])
{
	enum { OPT_LEAGUE = OPT_FIRST_OWN, OPT_CURVE, OPT_SVG, OPT_TSV, OPT_SAVE };
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
		CLI_LONG_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct duel d = { .repeat = 1, .prefix = "" };
	const char *seed_arg = NULL, *save = NULL;
	bool is_league = false, plays_given = false, show_setup = false;
	struct side *sides;
	uint64_t seed, i;
	size_t n;
	int ch;

	diag_init(argv[0]);
	while ((ch = getopt_long(argc, argv, "vn:r:h", longopts, NULL)) != -1) {
		switch (ch) {
		case 'n':
			d.plays = cli_number("-n", optarg, 1, INT64_MAX, usage);
			plays_given = true;
			break;
		case 'r': d.repeat = cli_number("-r", optarg, 1, INT64_MAX, usage); break;
		case OPT_LEAGUE: is_league = true; break;
		case OPT_CURVE: d.curve = true; break;
		case OPT_SVG: d.svg = optarg; break;
		case OPT_TSV: d.tsv = true; break;
		case OPT_SAVE: save = optarg; break;
		case OPT_SEED: seed_arg = optarg; break;
		case 'v': show_setup = true; break;
		default:
			if (!cli_common(ch, usage, options))
				diag_usage(usage, NULL);
		}
	}
	argc -= optind;
	argv += optind;
	if (is_league ? argc < 2 : argc != 2)
		diag_usage(usage, is_league ? "a league needs two players or more" :
		    "a match needs two players, the matcher and the evader (more with --league)");
	if (d.curve && d.tsv)
		diag_usage(usage, "--curve and --tsv do not go together");
	if (is_league && (d.curve || d.svg != NULL || save != NULL))
		diag_usage(usage, "a league writes no curve, picture or saved session");
	if (!plays_given)
		d.plays = DEFAULT_PLAYS;
	if (d.svg != NULL && d.repeat > CURVES_MAX)
		diag_usage(usage, "--svg draws at most %d matches", CURVES_MAX);
	if (d.plays > INT64_MAX / d.repeat)
		diag_usage(usage, "-n times -r: more than %lld plays", (long long)INT64_MAX);
	seed = cli_seed(&d.rng, seed_arg, usage);

	if (is_league) {
		for (i = 0; i < (uint64_t)argc; i++)
			check_name(argv[i], true);
	} else {
		check_match(&d, argv, plays_given, save != NULL);
	}
	if (save != NULL && (d.save = fopen(save, "w")) == NULL)
		diag_fatal("%s:", save);
	n = (size_t)argc;
	sides = xreallocarray(NULL, n, sizeof(*sides));
	for (i = 0; i < n; i++)
		make_side(&sides[i], argv[i]);
	d.side[0] = &sides[0];
	d.side[1] = &sides[1];
	if (show_setup)
		verbose(&d, seed, sides, n);
	/* A record shows how much of it is read; a live session needs no more than its prompt. */
	if (!sides[0].recorded && !sides[1].recorded) {
		uint64_t matches = is_league ? n * (n - 1) : 1, total = d.plays * d.repeat;

		progress_start(&d.progress, "plays", total > UINT64_MAX / matches ? 0 : total * matches);
	}

	if (is_league)
		league(&d, sides, n);
	else
		match(&d);
	progress_end(&d.progress);
	if (d.save != NULL && fclose(d.save) != 0)
		diag_warn("%s:", save);
	for (i = 0; i < n; i++)
		free_side(&sides[i]);
	free(sides);
	text_free(&d.out);
	text_free(&d.reply);
	return diag_finish();
}
