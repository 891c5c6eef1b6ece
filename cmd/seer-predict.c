/* seer-predict: what SEER, Shannon's machine or another player would have played against recorded plays. */
#include <getopt.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "../lib/cli.h"
#include "../lib/diag.h"
#include "../lib/line.h"
#include "../lib/out.h"
#include "../lib/rng.h"
#include "../lib/row.h"
#include "../lib/seer/answer.h"
#include "../lib/seer/report.h"
#include "../lib/text.h"

static const char usage[] = "seer-predict [-ksv] [--machine name] [--seed N] [--tsv] [file ...]";

static const char options[] =
    "      --machine NAME    the player that predicts: seer (the default), shannon,\n"
    "                        oracle, opposite, best, best:seer, best:shannon, random,\n"
    "                        pattern:PLAYS\n"
    "  -k, --keep            keep its memory from line to line; a blank line clears it\n"
    "  -s, --summary         one line a sequence: plays, wins, rate, when it learned\n"
    "  -v, --verbose         play by play: the memory consulted and why it played so\n"
    "      --seed N          make the random element repeatable\n"
    "      --tsv             tab-separated values: a row a line of plays, its seed\n";

struct session {
	const char *name;	/* the machine's, as given */
	struct seer_player machine;
	struct rng rng;
	uint64_t seed;
	bool summary, tsv;
	struct text out;
};

/* -v: each play as it is made, and why the machine played so. */
static void
row(void *ctx, const struct seer_answer_row *r)
{
	struct session *s = ctx;

	seer_text_row(&s->out, s->name, r);
	out_answered(&s->out);
}

/* The answer to a line of plays, its comment kept; or its TSV row. */
static void
write_answer(struct session *s, const struct input *in, const struct seer_answer *a,
    const char *line, size_t len)
{
	if (s->tsv) {
		tsv_where(&s->out, in);
		seer_text_answer_tsv(&s->out, s->name, s->seed, a, !s->summary);
		tsv_end(&s->out, line, len);
		return;
	}
	if (s->summary)
		seer_text_summary(&s->out, a);
	else
		seer_text_answer(&s->out, s->name, a);
	row_comment(&s->out, line, len);
	text_char(&s->out, '\n');
}

int
main(int argc, char *argv[])
{
	enum { OPT_MACHINE = OPT_FIRST_OWN, OPT_TSV };
	static const struct option longopts[] = {
		{ "machine", required_argument, NULL, OPT_MACHINE },
		{ "keep", no_argument, NULL, 'k' },
		{ "summary", no_argument, NULL, 's' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "seed", required_argument, NULL, OPT_SEED },
		{ "tsv", no_argument, NULL, OPT_TSV },
		CLI_LONG_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct session s = { .name = "seer" };
	const char *seed = NULL, *why, *machine_option = "--machine";
	bool keep = false, verbose = false;
	unsigned char *play = NULL, *answer = NULL;
	size_t cap = 0, n;
	struct seer_bad bad;
	struct input in;
	char *line;
	ssize_t len;
	int ch;

	diag_init(argv[0]);
	while ((ch = cli_option(argc, argv, "ksvm:h", longopts, usage, options)) != -1) {
		switch (ch) {
		case OPT_MACHINE: s.name = optarg; break;
		case 'm':
			/* -m means the reverse game in the Nim programs: here it is kept for one release */
			cli_deprecated("-m", "--machine");
			machine_option = "-m";
			s.name = optarg;
			break;
		case 'k': keep = true; break;
		case 's': s.summary = true; break;
		case 'v': verbose = true; break;
		case OPT_SEED: seed = optarg; break;
		case OPT_TSV: s.tsv = true; break;
		}
	}
	if (verbose && s.tsv)
		diag_usage(usage, "-v explains in prose: not with --tsv");
	if ((why = seer_player_new(&s.machine, s.name)) != NULL)
		diag_usage_value(usage, machine_option, s.name, "%s", why);
	s.seed = cli_seed(&s.rng, seed, usage);
	if (s.tsv)
		tsv_header(&s.out, s.summary ? SEER_ANSWER_TSV : SEER_ANSWER_TSV SEER_ANSWER_TSV_PLAYS);

	input_open(&in, argc - optind, argv + optind);
	while ((len = out_next_line(&s.out, &in, &line)) >= 0) {
		int got;

		if ((size_t)len > cap) {
			cap = (size_t)len;
			play = xreallocarray(play, cap, 1);
			answer = xreallocarray(answer, cap, 1);
		}
		got = seer_parse(line, (size_t)len, play, &n, &bad);
		if (got < 0) {
			/* A bad line plays no part: with -k the session goes on past it. */
			if (s.tsv)
				diag_bad(&in.where, bad.tok, bad.len, bad.reason);
			else
				row_bad(&s.out, &in.where, line, (size_t)len, bad.tok, bad.len, bad.reason);
		} else if (got == 0) {
			/* A blank line ends a paragraph: the machine is cleared, as before each run. */
			if (line_blank(line, (size_t)len))
				seer_clear(&s.machine, SEER_MATCHER, SEER_RECORD);
			if (!s.tsv)
				text_passthrough(&s.out, line, (size_t)len);
		} else {
			struct seer_answer a = { .play = answer };

			if (!keep)
				seer_clear(&s.machine, SEER_MATCHER, SEER_RECORD);
			seer_answer_line(&a, &s.machine, &s.rng, play, n, verbose ? row : NULL, &s);
			write_answer(&s, &in, &a, line, (size_t)len);
		}
	}
	out_flush(&s.out);
	input_close(&in);
	seer_player_free(&s.machine);
	text_free(&s.out);
	free(play);
	free(answer);
	return diag_finish();
}
