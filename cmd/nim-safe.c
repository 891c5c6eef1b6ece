/* nim-safe: is each Nim position safe for the player who left it? */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "../lib/cli.h"
#include "../lib/diag.h"
#include "../lib/line.h"
#include "../lib/nim/boardtext.h"
#include "../lib/nim/gameopt.h"
#include "../lib/nim/movetext.h"
#include "../lib/nim/parseline.h"
#include "../lib/nim/rules.h"
#include "../lib/nim/sumtext.h"
#include "../lib/out.h"
#include "../lib/row.h"
#include "../lib/text.h"

static const char usage[] = "nim-safe [-cmsuv] [-k K] [--tsv] [file ...]";

static const char options[] =
    NIM_GAME_HELP
    "  -s, --safe            print only the safe positions, as they were read\n"
    "  -u, --unsafe          print only the unsafe positions, as they were read\n"
    "  -c, --count           print how many positions were safe and unsafe\n"
    "  -v, --verbose         show the binary columns and their sums\n"
    "      --tsv             a header line, then a row a position: file, line,\n"
    "                        position, verdict, nimsum, comment\n";

enum select { ALL, SAFE_ONLY, UNSAFE_ONLY };

/* Writes the --tsv row of a position: "-<TAB>1<TAB>7 1 6 2<TAB>unsafe<TAB>2<TAB>game 17". */
static void
tsv_row(struct text *out, const struct diag_where *where, const struct nim_game *game,
    const struct nim_position *pos, bool safe, uint64_t x, const char *line, size_t len)
{
	char sum[NIM_SUM_MAX];

	tsv_where(out, where);
	nim_text_position(out, pos, NULL);
	text_str(out, safe ? "\tsafe\t" : "\tunsafe\t");
	text_add(out, sum, nim_sum_format(game, pos, x, sum));
	tsv_end(out, line, len);
}

/*
 * Writes the answer line, "7 1 6 2 # unsafe 2 # game 17".
 *
 * This is a measured hot path, and it is written by hand: the line is
 * written in place, with its room made once; the heaps are copied as they
 * were read when they were written as the answer writes them (formatting
 * them again was a third of the instructions); and the comment is taken
 * from where the parser saw its '#'.
 */
static void
answer(struct text *out, const struct nim_game *game, const struct nim_position *pos, bool safe,
    uint64_t x, const struct nim_line *at, const char *line, size_t len)
{
	/*
	 * Both verdicts are padded to one length, so that each is a copy of
	 * known size (no call); the padding is written over.
	 */
	static const char verdict[2][sizeof(" # unsafe ")] = { " # unsafe ", " # safe   " };
	const char *heaps;
	size_t heaps_len = nim_line_canonical_heaps(at, &heaps);
	char *w;

	if (heaps_len == 0)
		nim_text_position(out, pos, NULL);
	w = text_room(out, heaps_len + sizeof(verdict[0]) + NIM_SUM_MAX + 1);
	/*
	 * The heaps of most lines, 8 to 16 bytes, go in two copies of known
	 * size that may overlap (no call).
	 */
	if (heaps_len >= 8 && heaps_len <= 16) {
		memcpy(w, heaps, 8);
		memcpy(w + heaps_len - 8, heaps + heaps_len - 8, 8);
	} else
		memcpy(w, heaps, heaps_len);
	w += heaps_len;
	memcpy(w, verdict[safe], sizeof(verdict[0]));
	w += safe ? strlen(" # safe ") : strlen(" # unsafe ");
	w += nim_sum_format(game, pos, x, w);
	if (at->comment == NULL) {
		*w++ = '\n';
		out->len = (size_t)(w - out->s);
		return;
	}
	out->len = (size_t)(w - out->s);
	row_comment(out, at->comment, (size_t)(line + len - at->comment));
	text_char(out, '\n');
}

/*
 * -v: writes the board of the position, its binary columns and their
 * sums, sending it out as it is drawn.
 */
static void
board(struct text *out, const struct nim_game *game, const struct nim_position *pos)
{
	struct nim_board board;

	nim_text_board_start(&board, game, pos);
	while (nim_text_board_line(out, &board) && out_spill(out))
		;
}

enum { OPT_TSV = OPT_FIRST_OWN };

static const struct option longopts[] = {
	NIM_GAME_LONG_OPTIONS,
	{ "safe", no_argument, NULL, 's' },
	{ "unsafe", no_argument, NULL, 'u' },
	{ "count", no_argument, NULL, 'c' },
	{ "verbose", no_argument, NULL, 'v' },
	{ "tsv", no_argument, NULL, OPT_TSV },
	CLI_LONG_OPTIONS,
	{ NULL, 0, NULL, 0 }
};

/* What the options ask for. */
struct options {
	struct nim_game game;
	enum select select;
	bool count, verbose, tsv;
};

/* Reads the options into *o; returns the index of the first operand. */
static int
parse_options(int argc, char *argv[], struct options *o)
{
	int ch;

	while ((ch = cli_option(argc, argv, "csuv" NIM_GAME_SHORT "h", longopts, usage,
	    options)) != -1) {
		switch (ch) {
		case 's':
		case 'u':
			if (o->select != ALL)
				diag_usage(usage, "-s and -u do not go together");
			o->select = ch == 's' ? SAFE_ONLY : UNSAFE_ONLY;
			break;
		case 'c': o->count = true; break;
		case 'v': o->verbose = true; break;
		case OPT_TSV: o->tsv = true; break;
		default:
			if (!nim_game_option(&o->game, ch, optarg, usage))
				diag_usage(usage, NULL);
		}
	}
	return optind;
}

/* Exits with the usage message when two options break a rule between them. */
static void
check_options(const struct options *o)
{
	if (o->verbose && (o->count || o->select != ALL || o->tsv))
		diag_usage(usage, "-v draws every position's board: not with -c, -s, -u or --tsv");
}

/*
 * Judges every line of in, counting the safe positions in *nsafe and the
 * unsafe in *nunsafe, and writes what the options ask of each.
 */
static void
judge_lines(const struct options *o, struct input *in, struct text *out, uint64_t *nsafe,
    uint64_t *nunsafe)
{
	/* Line N answers line N, unless the lines are selected, counted or made rows. */
	bool aligned = o->select == ALL && !o->count && !o->tsv;
	struct nim_position pos = { 0 };
	struct diag_where where;
	struct nim_line at;
	struct nim_bad bad;
	char *line;
	ssize_t len;

	while ((len = out_next_line(out, in, &line)) >= 0) {
		int got = nim_parse_line(line, (size_t)len, &pos, &at, &bad);
		uint64_t x;
		bool safe;

		if (got < 0) {
			row_bad(aligned ? out : NULL, &in->where, line, (size_t)len, bad.tok,
			    bad.len, bad.reason);
			continue;
		}
		if (got == 0) {
			if (aligned)
				text_passthrough(out, line, (size_t)len);
			continue;
		}
		/* The exclusive or is found once, for the verdict and the nim-sum written. */
		x = nim_xor(&pos);
		safe = nim_safe_xor(&o->game, &pos, x);
		safe ? ++*nsafe : ++*nunsafe;
		if (o->count || (o->select != ALL && safe != (o->select == SAFE_ONLY)))
			continue;
		if (o->tsv) {
			where = input_where(in);
			tsv_row(out, &where, &o->game, &pos, safe, x, line, (size_t)len);
		} else if (o->select != ALL)
			text_passthrough(out, line, (size_t)len);
		else
			answer(out, &o->game, &pos, safe, x, &at, line, (size_t)len);
		if (o->verbose)
			board(out, &o->game, &pos);
	}
	nim_position_free(&pos);
}

/* -c: prints how many positions were safe and unsafe, as the options ask. */
static void
print_counts(const struct options *o, uint64_t nsafe, uint64_t nunsafe)
{
	if (o->tsv)
		printf("verdict\tcount\n");
	if (o->select != UNSAFE_ONLY)
		printf(o->tsv ? "safe\t%llu\n" : o->select == ALL ? "safe %llu\n" : "%llu\n",
		    (unsigned long long)nsafe);
	if (o->select != SAFE_ONLY)
		printf(o->tsv ? "unsafe\t%llu\n" : o->select == ALL ? "unsafe %llu\n" : "%llu\n",
		    (unsigned long long)nunsafe);
}

int
main(int argc, char *argv[])
{
	struct options o = { .game = { .k = 1, .misere = false }, .select = ALL };
	uint64_t nsafe = 0, nunsafe = 0;
	struct input in;
	struct text out = { 0 };
	int first;

	cli_start(argv[0]);
	first = parse_options(argc, argv, &o);
	check_options(&o);
	if (o.tsv && !o.count)
		tsv_header(&out, "position\tverdict\tnimsum");
	input_open(&in, argc - first, argv + first);
	judge_lines(&o, &in, &out, &nsafe, &nunsafe);
	text_put(&out, stdout);
	if (o.count)
		print_counts(&o, nsafe, nunsafe);
	input_close(&in);
	text_free(&out);
	return diag_finish();
}
