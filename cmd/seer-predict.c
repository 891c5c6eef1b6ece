/* seer-predict: what SEER, Shannon's machine or another player would have played against recorded plays. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/cli.h"
#include "../lib/diag.h"
#include "../lib/line.h"
#include "../lib/rng.h"
#include "../lib/seer.h"
#include "../lib/seertext.h"
#include "../lib/text.h"

static const char usage[] = "seer-predict [-ksv] [-m machine] [--seed N] [file ...]";

static const char options[] =
    "  -m, --machine M       the player that predicts: seer (the default), shannon,\n"
    "                        oracle, opposite, best, best:seer, best:shannon, random,\n"
    "                        pattern:PLAYS\n"
    "  -k, --keep            keep its memory from line to line; a blank line clears it\n"
    "  -s, --summary         one line a sequence: plays, wins, rate, when it learned\n"
    "  -v, --verbose         play by play: the memory consulted and why it played so\n"
    "      --seed N          make the random element repeatable\n";

enum { ROWS_MAX = 1 << 16 };

struct session {
	const char *name;	/* the machine's, as given */
	struct seer_player machine;
	struct rng rng;
	bool summary, verbose;
};

/* Where -v writes its rows, and the play to mark V. */
struct rows {
	struct text *out;
	const char *name;
	size_t v;
};

/* "#   12: you +, seer -: lost; state ...": one play, and why the machine played so. */
static void
row(const struct rows *r, size_t number, int person, const struct seer_player *m, int mine)
{
	text_str(r->out, number == r->v ? "# V " : "#   ");
	text_u64(r->out, number);
	text_str(r->out, ": you ");
	text_char(r->out, seer_play_char(person));
	text_str(r->out, ", ");
	text_str(r->out, r->name);
	text_char(r->out, ' ');
	text_char(r->out, seer_play_char(mine));
	text_str(r->out, mine == person ? ": won; " : ": lost; ");
	seer_text_why(r->out, m, mine);
	text_char(r->out, '\n');
	if (r->out->len >= ROWS_MAX)
		text_put(r->out, stdout);
}

/* The machine against one line of plays: its wins, its plays into answer, where it learned. */
static uint64_t
play_line(struct seer_player *m, struct rng *rng, const unsigned char *play, size_t n,
    unsigned char *answer, struct seer_learning *learning, const struct rows *rows)
{
	uint64_t wins = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		int mine = seer_play(m, rng);
		bool won = mine == play[i];

		if (rows != NULL)
			row(rows, i + 1, play[i], m, mine);
		seer_learning_add(learning, seer_forced(m) && won);
		seer_observe(m, mine, play[i]);
		wins += won;
		answer[i] = (unsigned char)mine;
	}
	return wins;
}

/* The answer to one line of plays, into out. */
static void
predict(struct session *s, const unsigned char *play, size_t n, unsigned char *answer,
    struct text *out)
{
	struct seer_learning learning = { 0, 0 };
	struct rows rows = { out, s->name, 0 };
	uint64_t wins, after;

	if (s->verbose) {
		/* A dry run on copies finds V first, so that the rows go out as they are made. */
		struct seer_player dry = s->machine;
		struct rng rng = s->rng;

		play_line(&dry, &rng, play, n, answer, &learning, NULL);
		rows.v = seer_learned(&learning, &after) ? (size_t)after + 1 : 0;
		learning = (struct seer_learning){ 0, 0 };
	}
	wins = play_line(&s->machine, &s->rng, play, n, answer, &learning, s->verbose ? &rows : NULL);
	if (s->summary) {
		text_str(out, "plays ");
		text_u64(out, n);
		text_str(out, " wins ");
		text_u64(out, wins);
		text_str(out, " rate ");
		seer_text_rate(out, wins, n);
		text_str(out, " learned ");
		if (seer_learned(&learning, &after))
			text_u64(out, after);
		else
			text_char(out, '-');
	} else {
		seer_text_plays(out, answer, n);
		text_str(out, "  # ");
		text_str(out, s->name);
		text_str(out, " won ");
		text_u64(out, wins);
		text_str(out, " of ");
		text_u64(out, n);
		text_str(out, " (");
		seer_text_rate(out, wins, n);
		text_char(out, ')');
	}
	text_char(out, '\n');
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "machine", required_argument, NULL, 'm' },
		{ "keep", no_argument, NULL, 'k' },
		{ "summary", no_argument, NULL, 's' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "seed", required_argument, NULL, OPT_SEED },
		CLI_LONG_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct session s = { .name = "seer" };
	const char *seed = NULL, *why;
	bool keep = false;
	unsigned char *play = NULL, *answer = NULL;
	size_t cap = 0, n;
	struct seer_bad bad;
	struct input in;
	struct text out = { 0 };
	char *line;
	ssize_t len;
	int ch;

	diag_init(argv[0]);
	while ((ch = getopt_long(argc, argv, "ksvm:h", longopts, NULL)) != -1) {
		switch (ch) {
		case 'm': s.name = optarg; break;
		case 'k': keep = true; break;
		case 's': s.summary = true; break;
		case 'v': s.verbose = true; break;
		case OPT_SEED: seed = optarg; break;
		default:
			if (!cli_common(ch, usage, options))
				diag_usage(usage, NULL);
		}
	}
	if ((why = seer_player_new(&s.machine, s.name)) != NULL)
		diag_usage(usage, "-m '%s': %s", s.name, why);
	cli_seed(&s.rng, seed, usage);

	input_open(&in, argc - optind, argv + optind);
	while ((len = input_line(&in, &line)) >= 0) {
		int got;

		if ((size_t)len > cap) {
			cap = (size_t)len;
			play = xreallocarray(play, cap, 1);
			answer = xreallocarray(answer, cap, 1);
		}
		got = seer_parse(line, (size_t)len, play, &n, &bad);
		if (got < 0) {
			diag_bad(&in, bad.tok, bad.len, bad.reason);
			continue;
		}
		if (got == 0) {
			/* A blank line ends a paragraph: the machine is cleared, as before each run. */
			if (line_blank(line, (size_t)len))
				seer_clear(&s.machine, SEER_MATCHER, SEER_RECORD);
			text_add(&out, line, (size_t)len);
			text_char(&out, '\n');
		} else {
			if (!keep)
				seer_clear(&s.machine, SEER_MATCHER, SEER_RECORD);
			predict(&s, play, n, answer, &out);
		}
		input_answered(&in, &out);
	}
	text_put(&out, stdout);
	input_close(&in);
	seer_player_free(&s.machine);
	text_free(&out);
	free(play);
	free(answer);
	return diag_finish();
}
