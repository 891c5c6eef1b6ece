/*
 * libtest: the library's pure functions, driven from t/lib.bats.
 *   libtest rng SEED COUNT        the first COUNT outputs of the generator
 *   libtest below SEED N COUNT    COUNT draws of rng_below(N)
 *   libtest num STRING            num_arg over [0, 2^64-1]: the value, or
 *                                 why not
 *   libtest lines [file ...]      each line read: its number, length and
 *                                 bytes (NULs as \0)
 *   libtest printf COUNT STRING   text_printf("%s|", STRING) COUNT times
 *                                 onto an empty text
 *   libtest row [file ...]        for each line read: row_comment, then
 *                                 row_bad's comment line blaming the first
 *                                 byte, then a TSV row of tsv_where, the
 *                                 line as a field and tsv_end
 *   libtest scramble SEED COUNT MIN LENGTH
 *                                 COUNT random-state scrambles
 *                                 (cube_scramble_random)
 *   libtest possible MIN LENGTH   cube_scramble_possible: yes or no
 *   libtest scramble-roads SEED COUNT MIN LENGTH FACES
 *                                 COUNT random-state scrambles of the faces
 *                                 (R, U and F, or two of them) by the fast
 *                                 roads (a search for the first 1,700 or
 *                                 so, then the distance table) and by the
 *                                 plain ones (cube_scrambler_plain):
 *                                 "agree on COUNT"
 *                                 when each gives the other's cube, turns
 *                                 and next draw, else the first that does not
 *   libtest roads [file ...]      each line read by cube_read_line both
 *                                 ways (wanting the cube, and not) with the
 *                                 distance table built, and solved by
 *                                 cube_solve_line (first solution, slack 0
 *                                 and 1 with cube_solve_line_each): the
 *                                 road the line took without the cube
 *                                 (fast, parsed, none, bad), then "same"
 *                                 or "differ"
 *   libtest parse SEED COUNT      COUNT random lines of heaps, gaps,
 *                                 commas, comments and junk: "agree" when
 *                                 nim_parse_line gives nim_parse's result
 *                                 on each, else the first that does not
 *   libtest typed K HEAPS TYPED   nim_typed_move: the next position, or
 *                                 why not
 *   libtest play K MISERE MOST HEAPS
 *                                 nim_play's turns, each move taking one
 *                                 match from the first non-empty heap: who
 *                                 moved, then the end ("A wins", or
 *                                 "stopped, B to move")
 *   libtest lead SEED COUNT PERMILLE
 *                                 a walk of COUNT plays, each won with
 *                                 chance PERMILLE/1000: the wins, the
 *                                 running chance of the lead at the end,
 *                                 and its largest difference from
 *                                 chance_lead_log10_p's over the walk
 *   libtest fraction A OP B       seer_fraction_add, _sub, _mul or _div
 *                                 (OP + - x /) of two fractions N/D: the
 *                                 result, or "overflow"
 *   libtest probability NAME PLAYS
 *                                 the player NAME (seer_player_new) read
 *                                 before each of PLAYS (+ and -), as the
 *                                 matcher: seer_reason's probability of +
 *                                 to 12 places, a line a play
 *   libtest values RULES N        heap_game_extend to N heaps, each value
 *                                 checked against heap_game_plain: "agree
 *                                 on N heaps" and the period proved, or the
 *                                 first heap that differs
 *   libtest periods RULES N       for the values of heaps 0 to m-1 by
 *                                 heap_game_plain, m = 1 .. N: the period
 *                                 heap_game_proved finds, checked against
 *                                 heap_game_proved_plain: the first proved,
 *                                 then "agree on N heaps"
 *   libtest plain RULES N         "heap value" for heaps 0 to N-1, each
 *                                 value from heap_game_plain alone
 *   libtest moves RULES           for each position on the standard input,
 *                                 "legal correct": nim_count_moves' counts
 *                                 in the heap game RULES
 *   libtest width                 screen_width of the standard output
 *   libtest wrap WIDTH TEXT       screen_wrap of TEXT, then '|' and a
 *                                 newline
 *   libtest prose WIDTH INDENT TEXT
 *                                 term_wrap of TEXT, then '|' and a newline
 */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../lib/cube/cubetext.h"
#include "../../lib/cube/notation.h"
#include "../../lib/cube/scramble.h"
#include "../../lib/cube/solve.h"
#include "../../lib/diag.h"
#include "../../lib/line.h"
#include "../../lib/nim/heapgame.h"
#include "../../lib/nim/movecount.h"
#include "../../lib/nim/parseline.h"
#include "../../lib/nim/play.h"
#include "../../lib/num.h"
#include "../../lib/rng.h"
#include "../../lib/row.h"
#include "../../lib/screen.h"
#include "../../lib/seer/chance.h"
#include "../../lib/seer/exact.h"
#include "../../lib/seer/player.h"
#include "../../lib/term.h"
#include "../../lib/text.h"

static void
heaps(const char *s, struct nim_position *p)
{
	struct nim_bad bad;

	if (nim_parse(s, strlen(s), p, &bad) <= 0)
		diag_fatal("%s: not a position", s);
}

static void
print_position(const struct nim_position *p)
{
	for (size_t i = 0; i < p->n; i++)
		printf(i > 0 ? " %llu" : "%llu", (unsigned long long)p->heap[i]);
	putchar('\n');
}

static uint64_t
arg(const char *s)
{
	uint64_t v;
	const char *why = num_arg(s, 0, UINT64_MAX, &v);

	if (why != NULL)
		diag_fatal("%s: %s", s, why);
	return v;
}

/* libtest rng SEED COUNT */
static void
run_rng(char *argv[])
{
	struct rng r;
	uint64_t i;

	rng_seed(&r, arg(argv[2]));
	for (i = arg(argv[3]); i > 0; i--)
		printf("%llu\n", (unsigned long long)rng_next(&r));
}

/* libtest below SEED N COUNT */
static void
run_below(char *argv[])
{
	struct rng r;
	uint64_t i, n;

	rng_seed(&r, arg(argv[2]));
	n = arg(argv[3]);
	for (i = arg(argv[4]); i > 0; i--)
		printf("%llu\n", (unsigned long long)rng_below(&r, n));
}

/* libtest num STRING */
static void
run_num(char *argv[])
{
	uint64_t n;
	const char *why = num_arg(argv[2], 0, UINT64_MAX, &n);

	if (why != NULL)
		printf("%s\n", why);
	else
		printf("%llu\n", (unsigned long long)n);
}

/* Returns the next line of in, reading as need be; -1 at the end. */
static ssize_t
next_line(struct input *in, char **line)
{
	ssize_t len;

	while ((len = input_take(in, line)) == INPUT_MORE)
		input_read(in);
	return len;
}

/* libtest lines [file ...] */
static void
run_lines(int argc, char *argv[])
{
	struct input in;
	char *line;
	ssize_t len, j;

	input_open(&in, argc - 2, argv + 2);
	while ((len = next_line(&in, &line)) != INPUT_END) {
		printf("%llu %zd ", in.where.line, len);
		for (j = 0; j < len && j < 60; j++)
			line[j] ? putchar(line[j]) : fputs("\\0", stdout);
		putchar('\n');
	}
	input_close(&in);
}

/* libtest row [file ...] */
static void
run_row(int argc, char *argv[])
{
	struct text t = { 0 };
	struct input in;
	struct diag_where at;
	char *line;
	ssize_t len;

	input_open(&in, argc - 2, argv + 2);
	while ((len = next_line(&in, &line)) != INPUT_END) {
		text_str(&t, "answer");
		row_comment(&t, line, (size_t)len);
		text_char(&t, '\n');
		row_bad(&t, &in.where, line, (size_t)len, line, len > 0,
		    "a reason");
		at = input_where(&in);
		tsv_where(&t, &at);
		tsv_field(&t, line, (size_t)len);
		tsv_end(&t, line, (size_t)len);
		text_put(&t, stdout);
	}
	input_close(&in);
	text_free(&t);
}

/* libtest printf COUNT STRING */
static void
run_printf(char *argv[])
{
	struct text t = { 0 };
	uint64_t i;

	for (i = arg(argv[2]); i > 0; i--)
		text_printf(&t, "%s|", argv[3]);
	text_put(&t, stdout);
	text_free(&t);
}

/* libtest scramble SEED COUNT MIN LENGTH */
static void
run_scramble(char *argv[])
{
	struct cube_solver *s =
	    cube_solver_new(CUBE_HTM, cube_home_face, CUBE_HOME_FACES);
	struct cube_scrambler *sc = cube_scrambler_new(s);
	struct text t = { 0 };
	unsigned min = (unsigned)arg(argv[4]), length = (unsigned)arg(argv[5]);
	struct cube_scramble_form form = { length };
	struct cube_path p;
	struct cube c;
	struct rng r;
	uint64_t i, seed;

	if (!cube_scramble_possible(min, length))
		diag_fatal("no scramble of %u turns is %u from solved", length,
		    min);
	seed = arg(argv[2]);
	for (i = 0; i < arg(argv[3]); i++) {
		rng_seed_record(&r, seed, i);
		cube_scramble_random(sc, &r, min, &form, &c, &p);
		cube_text_scramble(&t, p.turn, p.n, &c,
		    cube_palette_named("faces"), false);
		text_put(&t, stdout);
	}
	text_free(&t);
	cube_scrambler_free(sc);
	cube_solver_free(s);
}

/* libtest scramble-roads SEED COUNT MIN LENGTH FACES */
static void
run_scramble_roads(char *argv[])
{
	unsigned char faces[CUBE_FACES];
	unsigned nfaces, min = (unsigned)arg(argv[4]), length = (unsigned)arg(argv[5]);
	struct cube_solver *s[2];
	struct cube_scrambler *fast, *plain;
	struct cube_scramble_form form = { length };
	uint64_t i, seed = arg(argv[2]);

	if (cube_parse_faces(argv[6], faces, &nfaces) != NULL)
		diag_fatal("%s: not a set of faces", argv[6]);
	/* a solver each: the plain road builds its distance table at once, the fast one later */
	s[0] = cube_solver_new(CUBE_HTM, faces, nfaces);
	s[1] = cube_solver_new(CUBE_HTM, faces, nfaces);
	fast = cube_scrambler_new(s[0]);
	plain = cube_scrambler_new(s[1]);
	cube_scrambler_plain(plain);
	for (i = 0; i < arg(argv[3]); i++) {
		struct cube_path p[2];
		struct cube c[2];
		struct rng r[2];
		int d[2];

		rng_seed_record(&r[0], seed, i);
		rng_seed_record(&r[1], seed, i);
		d[0] = cube_scramble_random(fast, &r[0], min, &form, &c[0], &p[0]);
		d[1] = cube_scramble_random(plain, &r[1], min, &form, &c[1], &p[1]);
		if (d[0] != d[1] || memcmp(&c[0], &c[1], sizeof(c[0])) != 0 ||
		    p[0].n != p[1].n || memcmp(p[0].turn, p[1].turn,
		    p[0].n * sizeof(p[0].turn[0])) != 0 || rng_next(&r[0]) != rng_next(&r[1])) {
			printf("scramble %llu differs\n", (unsigned long long)i);
			break;
		}
	}
	if (i == arg(argv[3]))
		printf("agree on %llu\n", (unsigned long long)i);
	cube_scrambler_free(fast);
	cube_scrambler_free(plain);
	cube_solver_free(s[0]);
	cube_solver_free(s[1]);
}

/* Appends each solution to the text at ctx, then a ";". */
static bool
keep_solution(const struct cube_path *p, void *ctx)
{
	cube_text_solution(ctx, p);
	text_char(ctx, ';');
	return true;
}

/*
 * Writes onto t the line's solutions: the first, then every one with
 * slack 0 and with slack 1.
 */
static void
solutions(struct cube_solver *s, const struct cube_read *r, struct text *t)
{
	struct cube_path p;
	unsigned slack;

	t->len = 0;
	if (cube_solve_line(s, r, &p) >= 0)
		cube_text_solution(t, &p);
	for (slack = 0; slack <= 1; slack++) {
		text_char(t, '|');
		cube_solve_line_each(s, r, slack, keep_solution, t);
	}
}

/* libtest roads [file ...] */
static void
run_roads(int argc, char *argv[])
{
	static const unsigned char rfu[] = { CUBE_R, CUBE_U, CUBE_F };
	struct cube_solver *s = cube_solver_new(CUBE_HTM, rfu, 3);
	uint64_t count[CUBE_DEPTH_MAX + 1];
	struct text fast = { 0 }, plain = { 0 };
	struct cube_read r, parsed;
	struct cube_bad bad;
	struct input in;
	char *line;
	ssize_t len;

	cube_census(s, count);
	input_open(&in, argc - 2, argv + 2);
	while ((len = input_take(&in, &line)) != INPUT_END) {
		int got, again;
		bool same;

		if (len == INPUT_MORE) {
			input_read(&in);
			continue;
		}
		got = cube_read_line(s, line, (size_t)len, false, &r, &bad);
		again = cube_read_line(s, line, (size_t)len, true, &parsed, &bad);
		same = got == again && !parsed.positioned;
		if (same && got > 0) {
			solutions(s, &r, &fast);
			solutions(s, &parsed, &plain);
			same = fast.len == plain.len &&
			    memcmp(fast.s, plain.s, fast.len) == 0;
		}
		printf("%s %s\n", got < 0 ? "bad" : got == 0 ? "none" :
		    r.positioned ? "fast" : "parsed", same ? "same" : "differ");
	}
	input_close(&in);
	text_free(&fast);
	text_free(&plain);
	cube_solver_free(s);
}

/* libtest possible MIN LENGTH */
static void
run_possible(char *argv[])
{
	unsigned min = (unsigned)arg(argv[2]), length = (unsigned)arg(argv[3]);

	puts(cube_scramble_possible(min, length) ? "yes" : "no");
}

/*
 * The pieces random lines are made of: heaps of every length, gaps,
 * commas, comments, junk.
 */
static const char *const piece[] = {
	"0", "7", "12", "007", "999", "1000", "65535", "18446744073709551615",
	"18446744073709551616", "99999999999999999999999", "00000000000000000000001",
	" ", " ", "  ", "\t", ",", ", ", " ,", ",,", "#", "# game 17", "x", "-", "3x", "+4",
	"\r", "\xc3\xa9", "0x1f"
};

/*
 * True when nim_parse_line gives nim_parse's result on s[0..len): the same
 * return value, the same heaps when it reads a position, the same *bad
 * when it reads none.
 */
static bool
parsers_agree(const char *s, size_t len, struct nim_position *p,
    struct nim_position *q)
{
	struct nim_bad bad, qbad;
	struct nim_line at;
	int got = nim_parse(s, len, p, &bad);
	int qgot = nim_parse_line(s, len, q, &at, &qbad);

	if (got != qgot)
		return false;
	if (got < 0)
		return bad.tok == qbad.tok && bad.len == qbad.len &&
		    strcmp(bad.reason, qbad.reason) == 0;
	return got == 0 || (p->n == q->n &&
	    memcmp(p->heap, q->heap, p->n * sizeof(*p->heap)) == 0);
}

/*
 * Reads COUNT random lines of pieces, each in a buffer of its own length;
 * prints the first on which the two readers disagree and returns 1, or
 * returns 0.
 */
static int
parse_agree(struct rng *r, uint64_t count)
{
	struct nim_position p = { 0 }, q = { 0 };
	struct text t = { 0 };
	int status = 0;

	for (; count > 0 && status == 0; count--) {
		uint64_t k = rng_below(r, 14);
		char *s;

		for (t.len = 0; k > 0; k--)
			text_str(&t, piece[rng_below(r, sizeof(piece) / sizeof(*piece))]);
		s = xreallocarray(NULL, t.len + 1, 1);
		if (t.len > 0)
			memcpy(s, t.s, t.len);
		if (!parsers_agree(s, t.len, &p, &q)) {
			printf("disagree: '%.*s'\n", (int)t.len, s);
			status = 1;
		}
		free(s);
	}
	nim_position_free(&p);
	nim_position_free(&q);
	text_free(&t);
	return status;
}

/* libtest parse SEED COUNT */
static void
run_parse(char *argv[])
{
	struct rng r;

	rng_seed(&r, arg(argv[2]));
	if (parse_agree(&r, arg(argv[3])) != 0)
		exit(1);
	printf("agree\n");
}

/* libtest typed K HEAPS TYPED */
static void
run_typed(char *argv[])
{
	static const char *const why_name[] = {
		[NIM_LEGAL] = "legal",
		[NIM_HEAP_COUNT] = "heap count",
		[NIM_GREW] = "grew",
		[NIM_NOTHING_TAKEN] = "nothing taken",
		[NIM_TOO_MANY] = "too many",
	};
	static const char *const typed_name[] = {
		[NIM_TYPED_NOTHING] = "nothing",
		[NIM_TYPED_QUIT] = "quit",
		[NIM_TYPED_UNREAD] = "unread",
		[NIM_TYPED_NO_HEAP] = "no such heap",
		[NIM_TYPED_MISNAMED] = "misnamed",
		[NIM_TYPED_NONE_TAKEN] = "none taken",
		[NIM_TYPED_TOO_MANY] = "more than it holds",
	};
	struct nim_game g = {
		.k = arg(argv[2]), .rows = strcmp(argv[3], "rows") == 0
	};
	struct nim_position p = { 0 }, next = { 0 };
	struct nim_typed_why why;
	enum nim_typed typed;

	heaps(argv[4], &p);
	typed = nim_typed_move(&g, &p, argv[5], strlen(argv[5]), &next,
	    &why);
	if (typed == NIM_TYPED_LEGAL)
		print_position(&next);
	else if (typed == NIM_TYPED_ILLEGAL)
		printf("illegal: %s at heap %zu\n", why_name[why.legality],
		    why.heap);
	else if (typed == NIM_TYPED_TOO_MANY ||
	    typed == NIM_TYPED_NONE_TAKEN)
		printf("%s: heap %zu\n", typed_name[typed], why.heap);
	else
		printf("%s\n", typed_name[typed]);
	nim_position_free(&p);
	nim_position_free(&next);
}

/* libtest play K MISERE MOST HEAPS */
static void
run_play(char *argv[])
{
	struct nim_game g = {
		.k = arg(argv[2]), .misere = arg(argv[3]) != 0
	};
	struct nim_position p = { 0 };
	struct nim_play pl;
	enum nim_turn turn;
	size_t i;

	heaps(argv[5], &p);
	nim_play_start(&pl, &g, arg(argv[4]));
	while ((turn = nim_play_turn(&pl, &p)) == NIM_TURN_MOVE) {
		for (i = 0; p.heap[i] == 0; i++)
			;
		p.heap[i]--;
		printf("%c\n", pl.mover == NIM_A ? 'A' : 'B');
		nim_play_moved(&pl);
	}
	if (turn == NIM_TURN_OVER)
		printf("%c wins\n", nim_play_winner(&pl) == NIM_A ? 'A' : 'B');
	else
		printf("stopped after %llu, %c to move\n",
		    (unsigned long long)pl.moves, pl.mover == NIM_A ? 'A' : 'B');
	nim_position_free(&p);
}

/* libtest values RULES N */
static void
run_values(char *argv[])
{
	struct heap_game g, ref;
	const char *why, *at;
	size_t n = (size_t)arg(argv[3]), h;

	if ((why = heap_game_parse(&g, argv[2], &at)) != NULL) {
		printf("%s: %s\n", at, why);
		return;
	}
	heap_game_parse(&ref, argv[2], &at);
	/* the reference is given the values one at a time, each from its own */
	heap_game_extend(&g, n);
	for (h = 0; h < g.n; h++) {
		unsigned v = h == 0 ? 0 : heap_game_plain(&ref, h);

		ref.value = realloc(ref.value, (h + 1) * sizeof(*ref.value));
		if (ref.value == NULL)
			exit(1);
		ref.value[h] = (uint16_t)v;
		ref.n = h + 1;
		if (v > ref.top)
			ref.top = v;
		if (v != g.value[h]) {
			printf("heap %zu: %u, the reference %u\n", h, g.value[h], v);
			exit(1);
		}
	}
	printf("agree on %zu heaps\n", g.n);
	if (g.periodic)
		printf("period %zu from heap %zu, proved at heap %zu\n", g.period, g.preperiod,
		    g.proved_at);
	heap_game_free(&g);
	heap_game_free(&ref);
}

/*
 * Reads RULES into g and gives it the values of heaps 0 to n-1 by
 * heap_game_plain alone, each from the ones before it, with no period
 * sought; calls each(h, v) on each when it is not NULL.
 */
static void
plain_values(struct heap_game *g, const char *rules, size_t n, void (*each)(size_t, unsigned))
{
	const char *at;
	size_t h;

	if (heap_game_parse(g, rules, &at) != NULL)
		exit(EXIT_USAGE);
	g->value = calloc(n + 1, sizeof(*g->value));
	if (g->value == NULL)
		exit(1);
	for (h = 0; h < n; h++) {
		unsigned v = h == 0 ? 0 : heap_game_plain(g, h);

		g->value[h] = (uint16_t)v;
		g->n = h + 1;
		if (v > g->top)
			g->top = v;
		if (each != NULL)
			each(h, v);
	}
}

static void
print_value(size_t h, unsigned v)
{
	printf("%zu %u\n", h, v);
}

/* libtest plain RULES N */
static void
run_plain(char *argv[])
{
	struct heap_game g;

	plain_values(&g, argv[2], (size_t)arg(argv[3]), print_value);
	heap_game_free(&g);
}

/* libtest periods RULES N */
static void
run_periods(char *argv[])
{
	struct heap_game g;
	size_t n = (size_t)arg(argv[3]), m, p, first = 0;

	plain_values(&g, argv[2], n, NULL);
	for (m = 1; m <= n; m++) {
		p = heap_game_proved(&g, m);
		if (p != heap_game_proved_plain(&g, m)) {
			printf("heap %zu: %zu, the reference %zu\n", m, p,
			    heap_game_proved_plain(&g, m));
			exit(1);
		}
		if (p != 0 && first == 0) {
			first = m;
			printf("first proved by %zu heaps: %zu\n", m, p);
		}
	}
	printf("agree on %zu heaps\n", n);
	heap_game_free(&g);
}

/* Writes a count as nim-trace --game --tsv does: 2^64+, or - when unknown. */
static void
print_count(const struct nim_count *c)
{
	if (c->kind == NIM_COUNT_EXACT)
		printf("%llu", (unsigned long long)c->n);
	else
		fputs(c->kind == NIM_COUNT_HUGE ? "2^64+" : "-", stdout);
}

/* libtest moves RULES < positions */
static void
run_moves(char *argv[])
{
	struct heap_game rules;
	struct nim_game g = { 1, false, false, &rules };
	struct nim_position p = { 0 };
	struct nim_count legal, correct;
	const char *at;
	char line[4096];

	if (heap_game_parse(&rules, argv[2], &at) != NULL)
		exit(EXIT_USAGE);
	while (fgets(line, sizeof(line), stdin) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		heaps(line, &p);
		nim_count_moves(&g, &p, 0, &legal, &correct);
		print_count(&legal);
		putchar(' ');
		print_count(&correct);
		putchar('\n');
	}
	nim_position_free(&p);
	heap_game_free(&rules);
}

/* Reads N/D into f; false when s is no fraction. */
static bool
fraction(const char *s, struct seer_fraction *f, bool *ok)
{
	long long num, den;

	if (sscanf(s, "%lld/%lld", &num, &den) != 2)
		return false;
	*f = seer_fraction(num, den, ok);
	return true;
}

/* libtest fraction A OP B */
static void
run_fraction(char *argv[])
{
	struct seer_fraction a, b, r;
	bool ok = true;
	char op = argv[3][0];

	if (!fraction(argv[2], &a, &ok) || !fraction(argv[4], &b, &ok))
		exit(EXIT_USAGE);
	if (op == '+')
		r = seer_fraction_add(a, b, &ok);
	else if (op == '-')
		r = seer_fraction_sub(a, b, &ok);
	else if (op == 'x')
		r = seer_fraction_mul(a, b, &ok);
	else
		r = seer_fraction_div(a, b, &ok);
	if (ok)
		printf("%lld/%lld\n", (long long)r.num, (long long)r.den);
	else
		printf("overflow\n");
}

/* libtest probability NAME PLAYS */
static void
run_probability(char *argv[])
{
	struct seer_player p;
	struct seer_reason why;
	struct rng r;
	const char *c;

	if (seer_player_new(&p, argv[2]) != NULL)
		exit(EXIT_USAGE);
	rng_seed(&r, 1);
	for (c = argv[3]; *c != '\0'; c++) {
		int mine = seer_play(&p, &r);

		seer_reason(&p, mine, &why);
		printf("%.12f\n", why.probability);
		seer_observe(&p, mine, *c == '+');
	}
	seer_player_free(&p);
}

/* libtest lead SEED COUNT PERMILLE */
static void
run_lead(char *argv[])
{
	struct chance_running lead = CHANCE_RUNNING_START;
	uint64_t count = arg(argv[3]), permille = arg(argv[4]), i;
	double most = 0, d;
	struct rng r;

	rng_seed(&r, arg(argv[2]));
	for (i = 1; i <= count; i++) {
		chance_running_add(&lead, rng_below(&r, 1000) < permille);
		if (i > 2000 && i % (count / 1000 + 1) != 0)
			continue;
		d = chance_running_p(&lead) -
		    pow(10, chance_lead_log10_p(lead.wins, lead.plays));
		most = fabs(d) > most ? fabs(d) : most;
	}
	printf("%llu %.4f %.1e\n", (unsigned long long)lead.wins,
	    chance_running_p(&lead), most);
}

/* libtest width */
static void
run_width(char *argv[])
{
	(void)argv;
	printf("%zu\n", screen_width(STDOUT_FILENO));
}

/* Writes t, then '|' to show where it ends, and frees it. */
static void
put_wrapped(struct text *t)
{
	fwrite(t->s, 1, t->len, stdout);
	puts("|");
	text_free(t);
}

/* libtest wrap WIDTH TEXT */
static void
run_wrap(char *argv[])
{
	struct text t = { 0 };

	screen_wrap(&t, argv[3], strlen(argv[3]), (size_t)arg(argv[2]));
	put_wrapped(&t);
}

/* libtest prose WIDTH INDENT TEXT */
static void
run_prose(char *argv[])
{
	struct text t = { 0 };

	term_wrap(&t, argv[4], (size_t)arg(argv[2]), (size_t)arg(argv[3]));
	put_wrapped(&t);
}

/*
 * The commands: each with the number of arguments it takes after its
 * name, or -1 for any number of file operands.
 */
static const struct command {
	const char *name;
	int args;
	void (*run)(char *argv[]);
	void (*run_files)(int argc, char *argv[]);
} commands[] = {
	{ "rng", 2, run_rng, NULL },
	{ "below", 3, run_below, NULL },
	{ "num", 1, run_num, NULL },
	{ "lines", -1, NULL, run_lines },
	{ "row", -1, NULL, run_row },
	{ "printf", 2, run_printf, NULL },
	{ "scramble", 4, run_scramble, NULL },
	{ "roads", -1, NULL, run_roads },
	{ "possible", 2, run_possible, NULL },
	{ "scramble-roads", 5, run_scramble_roads, NULL },
	{ "parse", 2, run_parse, NULL },
	{ "typed", 4, run_typed, NULL },
	{ "play", 4, run_play, NULL },
	{ "fraction", 3, run_fraction, NULL },
	{ "probability", 2, run_probability, NULL },
	{ "lead", 3, run_lead, NULL },
	{ "values", 2, run_values, NULL },
	{ "plain", 2, run_plain, NULL },
	{ "periods", 2, run_periods, NULL },
	{ "moves", 1, run_moves, NULL },
	{ "width", 0, run_width, NULL },
	{ "wrap", 2, run_wrap, NULL },
	{ "prose", 3, run_prose, NULL },
};

int
main(int argc, char *argv[])
{
	size_t i, n = sizeof(commands) / sizeof(*commands);

	diag_init(argv[0]);
	for (i = 0; argc >= 2 && i < n; i++) {
		const struct command *c = &commands[i];

		if (strcmp(argv[1], c->name) != 0)
			continue;
		if (c->args < 0)
			c->run_files(argc, argv);
		else if (argc == c->args + 2)
			c->run(argv);
		else
			break;
		return diag_finish();
	}
	fprintf(stderr, "usage: libtest rng|below|num|lines|row|printf|"
	    "scramble|roads|possible|scramble-roads|parse|typed|play|fraction|probability|values|"
	    "plain|periods|moves|width|wrap ...\n");
	return EXIT_USAGE;
}
