/* nim-safe: is each Nim position safe for the player who left it? */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../lib/cli.h"
#include "../lib/diag.h"
#include "../lib/line.h"
#include "../lib/nim/boardtext.h"
#include "../lib/nim/gameopt.h"
#include "../lib/nim/heapgame.h"
#include "../lib/nim/heapmove.h"
#include "../lib/nim/movetext.h"
#include "../lib/nim/parseline.h"
#include "../lib/nim/periodcert.h"
#include "../lib/nim/rules.h"
#include "../lib/nim/sumtext.h"
#include "../lib/nim/valuerun.h"
#include "../lib/nim/valuetext.h"
#include "../lib/out.h"
#include "../lib/row.h"
#include "../lib/text.h"

static const char usage[] =
    "nim-safe [-cmsuv] [-k K | -r RULES] [--tsv] [file ...]\n"
    "       nim-safe -r RULES --values N | --period N [-v] [--tsv]\n"
    "                [--certificate CF] [-j N] [--checkpoint CK [--every N]]\n"
    "                [--resume CK]\n"
    "       nim-safe -r RULES --compare RULES2 --values N [--tsv]";

enum select { ALL, SAFE_ONLY, UNSAFE_ONLY };

/* The most threads -j asks for. */
enum { THREADS_MAX = 256 };

/*
 * Writes the --tsv row of a position:
 * "-<TAB>1<TAB>7 1 6 2<TAB>unsafe<TAB>2<TAB>game 17".
 */
static void
tsv_row(struct text *out, const struct diag_where *where,
    const struct nim_game *game, const struct nim_position *pos, bool safe,
    uint64_t x, const char *line, size_t len)
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
answer(struct text *out, const struct nim_game *game,
    const struct nim_position *pos, bool safe, uint64_t x,
    const struct nim_line *at, const char *line, size_t len)
{
	/*
	 * Both verdicts are padded to one length, so that each is a copy of
	 * known size (no call); the padding is written over.
	 */
	static const char verdict[2][sizeof(" # unsafe ")] = {
		" # unsafe ", " # safe   "
	};
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
board(struct text *out, const struct nim_game *game,
    const struct nim_position *pos)
{
	struct nim_board board;

	nim_text_board_start(&board, game, pos);
	while (nim_text_board_line(out, &board) && out_spill(out))
		;
}

/*
 * -v with -r: each heap's value, then the board of the values, whose
 * exclusive or decides as Nim's heaps do.
 */
static void
value_board(struct text *out, const struct nim_game *game,
    const struct nim_position *pos)
{
	struct nim_position values = { 0 };
	unsigned *v = xcallocarray(pos->n + 1, sizeof(*v));
	size_t i;

	nim_position_copy(&values, pos);
	for (i = 0; i < pos->n; i++) {
		heap_game_value(game->rules, pos->heap[i], HEAP_MOVE_LIMIT, &v[i]);
		values.heap[i] = v[i];
	}
	nim_text_heap_values(out, pos, v);
	board(out, game, &values);
	nim_position_free(&values);
	free(v);
}

/* What the options ask for. */
struct options {
	struct nim_game game;
	enum select select;
	bool count, verbose, tsv;
	/* --values N, --period N: the largest heap */
	uint64_t values, period;
	bool values_given, period_given;
	/* --checkpoint CK, --every N, --resume CK */
	const char *checkpoint, *resume;
	/* --certificate CF; --compare RULES2, and the game it names */
	const char *certificate, *compare;
	struct heap_game *other;
	uint64_t every;
	bool every_given;
	/* -j N: the threads that find the values */
	uint64_t threads;
	bool threads_given;
	/* -r's argument, as the period line names it */
	const char *rules;
};

/* Reads the options into *o; returns the index of the first operand. */
static int
parse_options(int argc, char *argv[], struct options *o)
{
	const struct cli_opt opts[] = {
		NIM_GAME_OPTIONS(&o->game),
		NIM_RULES_OPTION(&o->rules),
		CLI_OPT_NUMBER(0, "values", "N", &o->values, 0, UINT32_MAX - 2,
		    &o->values_given, "write the value of each heap from 0 to "
		    "N, then\nthe period proved (with -r)"),
		CLI_OPT_NUMBER(0, "period", "N", &o->period, 0, UINT32_MAX - 2,
		    &o->period_given, "prove the period, looking at heaps up to "
		    "N at most"),
		CLI_OPT_NUMBER('j', "threads", "N", &o->threads, 1, THREADS_MAX,
		    &o->threads_given, "with --values or --period, find the "
		    "values with N\nthreads (as many as the processors online)"),
		CLI_OPT_TEXT(0, "checkpoint", "CK", &o->checkpoint, "with --values "
		    "or --period, keep the values found\nin the file CK, to resume from"),
		CLI_OPT_TEXT(0, "certificate", "CF", &o->certificate, "with "
		    "--period, write the period proved and the\nvalues its proof "
		    "needs to CF, for a checker"),
		CLI_OPT_TEXT(0, "compare", "RULES2", &o->compare, "with -r and "
		    "--values N, say how far the values\nof RULES2 agree with "
		    "those of RULES, to heap N"),
		CLI_OPT_NUMBER(0, "every", "N", &o->every, 1, UINT32_MAX,
		    &o->every_given, "write the checkpoint every N heaps "
		    "(1000000)"),
		CLI_OPT_TEXT(0, "resume", "CK", &o->resume, "go on from the "
		    "checkpoint CK, as the run\nthat wrote it would have"),
		CLI_OPT_OWN('s', "safe", NULL,
		    "print only the safe positions, as they were read"),
		CLI_OPT_OWN('u', "unsafe", NULL,
		    "print only the unsafe positions, as they were read"),
		CLI_OPT_FLAG('c', "count", &o->count,
		    "print how many positions were safe and unsafe"),
		CLI_OPT_FLAG('v', "verbose", &o->verbose, "show the binary "
		    "columns and their sums (with -r,\neach heap's value; with "
		    "--period, the cost)"),
		CLI_OPT_TSV(&o->tsv, " position: file, line, position, "
		    "verdict, nimsum, comment"),
		CLI_OPT_END
	};
	int ch;

	while ((ch = cli_option(argc, argv, opts, usage)) != -1) {
		switch (ch) {
		case 's':
		case 'u':
			if (o->select != ALL)
				diag_usage(usage,
				    "-s and -u do not go together");
			o->select = ch == 's' ? SAFE_ONLY : UNSAFE_ONLY;
			break;
		}
	}
	return optind;
}

/* --compare RULES2: reads the other game into o->other, or exits with why not. */
static void
other_game(struct options *o)
{
	const char *why, *at;

	o->other = xcallocarray(1, sizeof(*o->other));
	if ((why = heap_game_parse(o->other, o->compare, &at)) == NULL)
		return;
	if (*at != '\0')
		diag_usage(usage, "--compare '%s': at '%s': %s", o->compare, at, why);
	diag_usage(usage, "--compare '%s': %s%s", o->compare,
	    *o->compare != '\0' ? "at the end: " : "", why);
}

/*
 * --compare RULES2 --values N: finds the values of both games to heap N
 * and writes "A and B agree to heap N", or "A and B agree up to heap
 * 518, first differ at heap 519 (values 1 and 4)"; in TSV, a header and
 * the row "rules, rules2, agree_to, differ_at, value, value2" ("-" in the
 * last three when they agree).  Values that stop early (grown past the
 * largest kept) end the comparison there, with a warning.
 */
static void
compare_run(const struct options *o, struct text *out)
{
	struct heap_game *a = o->game.rules, *b = o->other;
	uint64_t h;
	unsigned va = 0, vb = 0;
	bool known = true;

	heap_game_extend(a, (size_t)o->values + 1);
	heap_game_extend(b, (size_t)o->values + 1);
	for (h = 0; h <= o->values; h++) {
		known = heap_game_value(a, h, 0, &va) && heap_game_value(b, h, 0, &vb);
		if (!known || va != vb)
			break;
	}
	if (!known)
		diag_warn("values stop at heap %llu: they grew past %u",
		    (unsigned long long)h, HEAP_GAME_VALUE_MAX);
	if (o->tsv) {
		text_str(out, "rules\trules2\tagree_to\tdiffer_at\tvalue\tvalue2\n");
		text_printf(out, "%s\t%s\t%lld\t", o->rules, o->compare,
		    (long long)h - 1);
		if (known && h <= o->values)
			text_printf(out, "%llu\t%u\t%u\n", (unsigned long long)h,
			    va, vb);
		else
			text_str(out, "-\t-\t-\n");
		return;
	}
	if (known && h <= o->values)
		text_printf(out, "%s and %s agree up to heap %lld, first differ "
		    "at heap %llu (values %u and %u)\n", o->rules, o->compare,
		    (long long)h - 1, (unsigned long long)h, va, vb);
	else
		text_printf(out, "%s and %s agree to heap %lld\n", o->rules,
		    o->compare, (long long)h - 1);
}

/*
 * Exits with the usage message when two options break a rule between them;
 * then reads -r's rules, the last check, as they allocate the game.
 */
static void
check_options(struct options *o, int operands)
{
	bool values = o->values_given, period = o->period_given;

	if ((values || period) && o->rules == NULL)
		diag_usage(usage,
		    "--values and --period need a heap game: -r RULES");
	if (values && period)
		diag_usage(usage, "--values and --period do not go together");
	if ((values || period) &&
	    (o->count || o->select != ALL || operands > 0))
		diag_usage(usage, "--values and --period read nothing: "
		    "not with -c, -s, -u or files");
	if ((o->checkpoint != NULL || o->resume != NULL) && !values && !period)
		diag_usage(usage, "--checkpoint and --resume go with --values "
		    "or --period");
	if (o->threads_given && !values && !period)
		diag_usage(usage, "-j goes with --values or --period");
	if (o->every_given && o->checkpoint == NULL)
		diag_usage(usage, "--every needs --checkpoint CK");
	if (values && o->verbose)
		diag_usage(usage,
		    "-v with --values: the values are all there is to show");
	if (o->verbose && !period &&
	    (o->count || o->select != ALL || o->tsv))
		diag_usage(usage, "-v draws every position's board: "
		    "not with -c, -s, -u or --tsv");
	if (o->compare != NULL && (!values || o->checkpoint != NULL ||
	    o->resume != NULL || o->threads_given))
		diag_usage(usage, "--compare goes with --values N alone: not with "
		    "--period, -j, --checkpoint or --resume");
	if (o->certificate != NULL && !period)
		diag_usage(usage, "--certificate goes with --period");
	nim_game_check(&o->game, o->rules, usage);
	if (o->certificate != NULL && !o->game.rules->octal)
		diag_usage(usage, "--certificate: the theorem covers octal "
		    "codes and subtraction sets, not grundy");
	if (o->compare != NULL)
		other_game(o);
}

/*
 * --certificate CF: writes the certificate of the period g proved, or
 * warns that there is none to write.
 */
static void
certify(const struct heap_game *g, const char *path)
{
	FILE *fp;

	if (!g->periodic) {
		diag_warn("no period proved: no certificate written to %s", path);
		return;
	}
	if ((fp = fopen(path, "w")) == NULL) {
		diag_warn("%s: cannot write the certificate:", path);
		return;
	}
	heap_cert_write(fp, g);
	if (ferror(fp) | fclose(fp))
		diag_warn("%s: cannot write the certificate:", path);
}

/*
 * Judges every line of in, counting the safe positions in *nsafe and the
 * unsafe in *nunsafe, and writes what the options ask of each.
 */
static void
judge_lines(const struct options *o, struct input *in, struct text *out,
    uint64_t *nsafe, uint64_t *nunsafe)
{
	/*
	 * Line N answers line N, unless the lines are selected, counted or
	 * made rows.
	 */
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
		if (o->game.rules != NULL) {
			size_t heap, toklen;
			const char *tok;

			if (!heap_game_position_value(o->game.rules, &pos,
				HEAP_MOVE_LIMIT, &x, &heap)) {
				tok = nim_line_heap_token(line, (size_t)len, heap,
				    &toklen);
				row_bad(aligned ? out : NULL, &in->where, line, (size_t)len, tok,
				    toklen, heap_move_no_value(o->game.rules));
				continue;
			}
			safe = x == 0;
		} else {
			/*
			 * The exclusive or is found once, for the verdict and
			 * the nim-sum written.
			 */
			x = nim_xor(&pos);
			safe = nim_safe_xor(&o->game, &pos, x);
		}
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
		if (o->verbose && o->game.rules != NULL)
			value_board(out, &o->game, &pos);
		else if (o->verbose)
			board(out, &o->game, &pos);
	}
	nim_position_free(&pos);
}

/*
 * --values N and --period N: finds the values of heaps 0 .. N a stretch
 * at a time (valuerun.h), writing those of --values as they are found.
 */
static void
values_run(const struct options *o, struct text *out)
{
	struct heap_game *g = o->game.rules;
	uint64_t n = (o->values_given ? o->values : o->period) + 1, h = 0;
	struct value_run run;
	struct heap_research research;
	bool more;
	long online;

	if (o->threads_given)
		g->threads = (unsigned)o->threads;
	else {
		/* as many threads as processors, or one when the system cannot say */
		online = sysconf(_SC_NPROCESSORS_ONLN);
		g->threads = online < 1 ? 1 : online > THREADS_MAX ? THREADS_MAX :
		    (unsigned)online;
	}

	value_run_start(&run, g, (size_t)n, o->checkpoint,
	    o->every_given ? o->every : 1000000, o->resume);
	do {
		more = value_run_step(&run);
		if (o->values_given) {
			h = nim_text_values(out, g, h, g->periodic ? n : g->n, o->tsv);
			out_flush(out);
		}
	} while (more && !diag_output_failed());
	value_run_end(&run, out);
	if (o->values_given)
		nim_text_values_end(out, g, h, n, o->tsv);
	else {
		if (o->certificate != NULL)
			certify(g, o->certificate);
		heap_game_research(g, &research);
		nim_text_period_search(out, g, &research, o->rules, o->tsv,
		    o->verbose, value_run_seconds(&run));
	}
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
	struct options o = {
		.game = { .k = 1, .misere = false }, .select = ALL
	};
	uint64_t nsafe = 0, nunsafe = 0;
	struct input in;
	struct text out = { 0 };
	int first;

	cli_start(argv[0]);
	first = parse_options(argc, argv, &o);
	check_options(&o, argc - first);
	if (o.compare != NULL) {
		compare_run(&o, &out);
		text_put(&out, stdout);
		heap_game_free(o.other);
		free(o.other);
		nim_game_free(&o.game);
		text_free(&out);
		return diag_finish();
	}
	if (o.values_given || o.period_given) {
		values_run(&o, &out);
		text_put(&out, stdout);
		nim_game_free(&o.game);
		text_free(&out);
		return diag_finish();
	}
	if (o.tsv && !o.count)
		tsv_header(&out, "position\tverdict\tnimsum");
	input_open(&in, argc - first, argv + first);
	judge_lines(&o, &in, &out, &nsafe, &nunsafe);
	text_put(&out, stdout);
	if (o.count)
		print_counts(&o, nsafe, nunsafe);
	input_close(&in);
	text_free(&out);
	nim_game_free(&o.game);
	return diag_finish();
}
