/* A game log's verdicts as text: see logtext.h. */
#include <stdbool.h>
#include <string.h>

#include "../num.h"
#include "../row.h"
#include "logtext.h"
#include "movetext.h"

/*
 * A step's verdict in words.  A move from a safe position is no fault of
 * its mover's: every move there loses to a player who makes no mistake,
 * so the line says it had no winning move (the TSV's one word for it,
 * which scripts read, stays "forced").
 */
#define SAID_CORRECT "correct"
#define SAID_MISTAKE "mistake"
#define SAID_FORCED "no winning move"
#define SAID_ILLEGAL "illegal move"

/* The verdict's name in the TSV, which scripts read: one word. */
static const char *const verdict_name[] = {
	[NIM_MOVE_CORRECT] = "correct", [NIM_MOVE_MISTAKE] = "mistake",
	    [NIM_MOVE_FORCED] = "forced",
};

/* The TSV's columns in order, and where the counts start. */
enum { COL_KIND = 2, COL_GAMES = 9, COL_RANDOM = 16, COLUMNS = 19 };

/*
 * A step's verdict as its line says it, side and all: one append a line,
 * its length known (no strlen), padded to one size so that the append
 * is a copy of known size (no call), its padding then written over.
 */
enum { ILLEGAL = NIM_MOVE_FORCED + 1 };
struct said {
	char s[24];
	size_t len;
};
#define SAID(s) { s, sizeof(s) - 1 }
#define SAID_SIDE(side)                                                        \
	{ [NIM_MOVE_CORRECT] = SAID(" # " side ": " SAID_CORRECT ": "),        \
	    [NIM_MOVE_MISTAKE] = SAID(" # " side ": " SAID_MISTAKE ": "),      \
	    [NIM_MOVE_FORCED] = SAID(" # " side ": " SAID_FORCED ": "),        \
	    [ILLEGAL] = SAID(" # " side ": " SAID_ILLEGAL ": ") }
static const struct said said[2][ILLEGAL + 1] = {
	[NIM_A] = SAID_SIDE("A"),
	[NIM_B] = SAID_SIDE("B"),
};

/* The verdicts' words alone, for players named otherwise than A and B. */
static const char *const verdict_words[ILLEGAL + 1] = {
	[NIM_MOVE_CORRECT] = SAID_CORRECT, [NIM_MOVE_MISTAKE] = SAID_MISTAKE,
	[NIM_MOVE_FORCED] = SAID_FORCED, [ILLEGAL] = SAID_ILLEGAL,
};

static void
say(struct text *t, const struct said *said)
{
	memcpy(text_room(t, sizeof(said->s)), said->s, sizeof(said->s));
	t->len += said->len;
}

/* Writes a count of moves: the number, or 2^64 or more. */
static void
text_count(struct text *t, const struct nim_count *c)
{
	if (c->kind == NIM_COUNT_EXACT)
		text_u64(t, c->n);
	else
		text_str(t, "2^64 or more");
}

/*
 * Writes how hard the step's position was, "; 1 of 12 moves correct":
 * nothing when its moves were not counted.
 */
static void
text_move_counts(struct text *t, const struct nim_log_step *step)
{
	const struct nim_count *legal = &step->legal_moves;
	bool one = legal->kind == NIM_COUNT_EXACT && legal->n == 1;

	if (legal->kind == NIM_COUNT_UNKNOWN)
		return;
	text_str(t, "; ");
	if (step->correct_moves.kind == NIM_COUNT_UNKNOWN) {
		text_count(t, legal);
		text_str(t, " moves, the correct ones past counting");
		return;
	}
	text_count(t, &step->correct_moves);
	text_str(t, " of ");
	text_count(t, legal);
	text_str(t, one ? " move correct" : " moves correct");
}

/*
 * Writes the line that judges one step of a game.  This is a measured hot
 * path, as nim-trace --game writes one line for each move: writing the
 * verdict in one append saved 3% of a run.
 */
static void
text_log_step(struct text *t, const struct nim_log_names *n, const struct nim_log *log,
    const struct nim_position *p, const struct nim_log_step *step, const struct nim_line *at)
{
	int verdict = step->legality != NIM_LEGAL ? ILLEGAL : (int)step->judgement;

	/*
	 * the heaps as read, when they are written as they would be written:
	 * no numbers formatted
	 */
	if (at->canonical)
		text_add(t, at->heaps, at->heaps_len);
	else
		nim_text_position(t, p, NULL);
	if (step->starts_game && n->you < 0 && n->session) {
		/* who moves first is said by the first move's line */
		text_str(t, step->start_safe ? " # safe, so whoever moves second can win" :
		    " # unsafe, so whoever moves first can win");
		return;
	}
	if (step->starts_game) {
		text_printf(t, " # %s to move; %s, so %s can win", nim_log_player(n, NIM_A),
		    step->start_safe ? "safe" : "unsafe",
		    nim_log_player(n, step->start_safe ? NIM_B : NIM_A));
		return;
	}
	if (n->you < 0)
		say(t, &said[step->mover][verdict]);
	else
		text_printf(t, " # %s: %s: ", nim_log_player(n, step->mover),
		    verdict_words[verdict]);
	if (verdict == ILLEGAL) {
		nim_text_illegal(t, &log->rules, step->legality, step->heap, &log->before, p);
		return;
	}
	nim_text_move(t, &log->rules, &step->move);
	text_move_counts(t, step);
	if (step->correct.n > 0) {
		text_str(t, "; correct was ");
		nim_text_position(t, &log->before, &step->correct);
		text_str(t, " (");
		nim_text_move(t, &log->rules, &step->correct);
		text_char(t, ')');
	}
	if (step->game_over) {
		text_str(t, "; ");
		nim_log_text_wins(t, n, step->winner);
	}
}

/* Writes a move's number between two words: " at move 3", " move 3 illegal". */
static void
move_number(struct text *t, const char *before, uint64_t move, const char *after)
{
	text_str(t, before);
	text_u64(t, move);
	text_str(t, after);
}

/*
 * Writes a game's summary line.  This is a measured hot path: nim-trace
 * --game writes one for each game, and in short games they are nearly as
 * many as the moves.
 */
static void
text_game_summary(struct text *t, const struct nim_log_names *n, const struct nim_log *log,
    const struct nim_game_summary *s)
{
	text_str(t, "# game ");
	nim_text_position(t, &log->first, NULL);
	text_str(t, ": ");
	/* every move, as they are numbered: an illegal one among them */
	text_u64(t, s->last_move);
	text_str(t, s->last_move == 1 ? " move" : " moves");
	/* a session's game with no move named says nothing of who was to move first */
	if (n->you >= 0 || !n->session) {
		text_str(t, ", ");
		text_str(t, nim_log_player(n, NIM_A));
		text_str(t, " first");
	}
	if (s->first_mistake_side >= 0) {
		text_str(t, "; first mistake: ");
		text_str(t, nim_log_player(n, s->first_mistake_side));
		move_number(t, " at move ", s->first_mistake_move, "");
	} else {
		text_str(t, "; no mistake");
	}
	if (!s->finished && s->illegal_move)
		move_number(t, "; no result: move ", s->illegal_move, " illegal");
	else if (!s->finished)
		text_str(t, "; unfinished");
	if (!s->finished)
		return;
	text_str(t, "; ");
	text_str(t, nim_log_player(n, s->winner));
	if (s->decided_by_mistake) {
		text_str(t, " won, decided by ");
		nim_log_text_mistake_of(t, n, !s->winner);
		move_number(t, " at move ", s->decisive_move, "");
	} else {
		text_str(t, " won, as the start promised");
	}
	if (s->illegal_move)
		move_number(t, "; move ", s->illegal_move, " illegal, after the end");
}

void
nim_text_log_totals(struct text *t, const struct nim_log_totals *n)
{
	int side;

	text_printf(t, "# %llu %s, %llu %s; mistakes: A %llu, B %llu; "
	    "illegal moves: %llu",
	    (unsigned long long)n->games, n->games == 1 ? "game" : "games",
	    (unsigned long long)n->moves, n->moves == 1 ? "move" : "moves",
	    (unsigned long long)n->mistakes[NIM_A], (unsigned long long)n->mistakes[NIM_B],
	    (unsigned long long)n->illegal);
	text_str(t, "; a random player's mistakes:");
	for (side = NIM_A; side <= NIM_B; side++) {
		/* in hundredths, rounded half up */
		uint64_t r = (n->random_mistakes[side] + NIM_MILLION / 200) /
		    (NIM_MILLION / 100);

		text_printf(t, "%s %s %llu.%02llu", side == NIM_A ? "" : ",",
		    nim_text_side(side), (unsigned long long)(r / 100),
		    (unsigned long long)(r % 100));
	}
	text_str(t, "; weighted mistake rate:");
	for (side = NIM_A; side <= NIM_B; side++) {
		text_printf(t, "%s %s ", side == NIM_A ? "" : ",",
		    nim_text_side(side));
		if (n->random_mistakes[side] == 0)
			text_char(t, '-');
		else
			text_printf(t, "%.2f", (double)n->mistakes[side] *
			    NIM_MILLION / (double)n->random_mistakes[side]);
	}
	text_char(t, '\n');
}

/*
 * Writes a count of moves as a field: the number, "2^64+", or "-" when
 * there is none (not a legal move's row) or it was not counted.
 */
static void
tsv_count(struct text *t, const struct nim_count *c)
{
	text_char(t, '\t');
	if (c == NULL || c->kind == NIM_COUNT_UNKNOWN)
		text_char(t, '-');
	else if (c->kind == NIM_COUNT_HUGE)
		text_str(t, "2^64+");
	else
		text_u64(t, c->n);
}

/*
 * Writes a count in millionths as a field, "\t2.345678".  A measured hot
 * path (a row for each move): the digits are written by hand, as
 * text_printf's "%06llu" made a row cost half as much again.
 */
static void
tsv_millionths(struct text *t, uint64_t v)
{
	uint64_t part = v % NIM_MILLION;
	char *d;
	int i;

	text_char(t, '\t');
	text_u64(t, v / NIM_MILLION);
	d = text_room(t, 7);
	d[0] = '.';
	for (i = 6; i >= 1; i--, part /= 10)
		d[i] = (char)('0' + part % 10);
	t->len += 7;
}

/*
 * Writes the counts every row ends with: "\tgames\tmoves\tmistakes_a
 * \tmistakes_b\tillegal\tlegal_moves\tcorrect_moves\trandom_mistakes_a
 * \trandom_mistakes_b", the moves counted those of a legal move's step
 * (NULL for any other row).  A random player's mistakes are written in
 * whole millionths, as they are added up: "2.345678".
 */
static void
tsv_counts(struct text *t, const struct nim_log_totals *n,
    const struct nim_log_step *step)
{
	text_printf(t, "\t%llu\t%llu\t%llu\t%llu\t%llu", (unsigned long long)n->games,
	    (unsigned long long)n->moves, (unsigned long long)n->mistakes[NIM_A],
	    (unsigned long long)n->mistakes[NIM_B], (unsigned long long)n->illegal);
	tsv_count(t, step != NULL ? &step->legal_moves : NULL);
	tsv_count(t, step != NULL ? &step->correct_moves : NULL);
	tsv_millionths(t, n->random_mistakes[NIM_A]);
	tsv_millionths(t, n->random_mistakes[NIM_B]);
}

/*
 * Writes a row's fields up to its verdict:
 * "kind\tgame\tmove\tside\tposition\t".
 */
static void
tsv_head(struct text *t, const char *kind, const struct nim_log *log, uint64_t move,
    const char *side,
    const struct nim_position *p)
{
	text_str(t, kind);
	text_char(t, '\t');
	nim_text_position(t, &log->first, NULL);
	text_char(t, '\t');
	text_u64(t, move);
	text_char(t, '\t');
	text_str(t, side);
	text_char(t, '\t');
	nim_text_position(t, p, NULL);
	text_char(t, '\t');
}

static void
tsv_log_step(struct text *t, const struct nim_log *log, const struct nim_position *p,
    const struct nim_log_step *step)
{
	struct nim_log_totals n = { 0 };
	bool legal = step->legality == NIM_LEGAL;

	tsv_head(t, "move", log, step->number, nim_text_side(step->mover), p);
	text_str(t, legal ? verdict_name[step->judgement] : "illegal");
	text_char(t, '\t');
	text_str(t, step->game_over ? nim_text_side(step->winner) : "-");
	n.moves = legal;
	n.mistakes[step->mover] = legal && step->judgement == NIM_MOVE_MISTAKE;
	n.illegal = !legal;
	n.random_mistakes[step->mover] = legal ? step->random_mistake : 0;
	tsv_counts(t, &n, legal ? step : NULL);
}

static void
tsv_game_summary(struct text *t, const struct nim_log *log, const struct nim_game_summary *s)
{
	const char *result = s->decided_by_mistake ? "mistake" : "promised";

	if (!s->finished)
		result = s->illegal_move ? "illegal" : "unfinished";
	tsv_head(t, "game", log, s->last_move,
	    s->first_mistake_side < 0 ? "-" : nim_text_side(s->first_mistake_side), &log->prev);
	text_str(t, result);
	text_char(t, '\t');
	text_str(t, s->finished ? nim_text_side(s->winner) : "-");
	tsv_counts(t, &s->counts, NULL);
}

void
nim_tsv_log_totals(struct text *t, const struct nim_log_end *end,
    const struct nim_log_totals *n)
{
	const char *file = end->file != NULL ? end->file : "-";

	tsv_field(t, file, strlen(file));
	text_printf(t, "\t%llu\t", end->line);
	text_str(t, "totals\t-\t0\t-\t-\t-\t-");
	tsv_counts(t, n, NULL);
	tsv_end(t, "", 0);
}

void
nim_log_answer_step(struct nim_log_answers *a, struct text *t,
    const struct diag_where *where,
    const struct nim_log *log, const struct nim_position *p, const struct nim_log_step *step,
    const char *line, size_t len, const struct nim_line *at)
{
	if (step->starts_game) {
		a->first_line.len = a->first_where.len = 0;
		text_add(&a->first_line, line, len);
		tsv_where(&a->first_where, where);
	}
	if (a->brief || (a->tsv && step->starts_game))
		return;
	if (a->tsv) {
		tsv_where(t, where);
		tsv_log_step(t, log, p, step);
		tsv_end(t, line, len);
		return;
	}
	text_log_step(t, &a->names, log, p, step, at);
	/* hot path: measured (the comment was looked for again, byte by byte: a tenth of a run) */
	if (at->comment != NULL)
		row_comment(t, at->comment, (size_t)(line + len - at->comment));
	text_char(t, '\n');
}

void
nim_log_answer_end(struct nim_log_answers *a, struct text *t, struct nim_log *log)
{
	struct nim_game_summary game;

	if (!nim_log_end_game(log, &game))
		return;
	if (a->tsv) {
		text_add(t, a->first_where.s, a->first_where.len);
		tsv_game_summary(t, log, &game);
		tsv_end(t, a->first_line.s, a->first_line.len);
		return;
	}
	/* the summary speaks for the whole game: the first line's comment stays on that line */
	text_game_summary(t, &a->names, log, &game);
	text_char(t, '\n');
}

void
nim_log_answers_free(struct nim_log_answers *a)
{
	text_free(&a->first_where);
	text_free(&a->first_line);
}

/* A field of a TSV row read back. */
struct field {
	const char *s;
	size_t len;
};

/*
 * Splits line at its tabs into f[0..most); returns how many fields there
 * are, or most + 1 when there are more.
 */
static size_t
split(const char *line, size_t len, struct field *f, size_t most)
{
	const char *end = line + len, *tab;
	size_t n;

	for (n = 0; n < most; n++) {
		tab = memchr(line, '\t', (size_t)(end - line));
		f[n].s = line;
		f[n].len = (size_t)((tab != NULL ? tab : end) - line);
		if (tab == NULL)
			return n + 1;
		line = tab + 1;
	}
	return most + 1;
}

static bool
is(const struct field *f, const char *s)
{
	return f->len == strlen(s) && memcmp(f->s, s, f->len) == 0;
}

/*
 * Reads a count in millionths written "2.345678", six digits after the
 * point, into *v; returns NULL, or why it is no such count.
 */
static const char *
millionths(const struct field *f, uint64_t *v)
{
	const char *dot = memchr(f->s, '.', f->len), *why;
	uint64_t whole, part;

	if (dot == NULL || f->s + f->len - dot != 7)
		return "not a count with six decimals";
	why = num_parse(f->s, (size_t)(dot - f->s), 0, UINT64_MAX, &whole);
	if (why != NULL)
		return why;
	if (dot[1] < '0' || dot[1] > '9' ||
	    num_parse(dot + 1, 6, 0, NIM_MILLION - 1, &part) != NULL)
		return "not a count with six decimals";
	if (whole > (UINT64_MAX - part) / NIM_MILLION)
		return "too large";
	*v = whole * NIM_MILLION + part;
	return NULL;
}

/*
 * A line of that TSV read back: 1 for a totals row (its counts in *n), 0
 * for the header, a move's row or a game's, -1 for anything else (why in
 * *bad).
 */
static int
nim_tsv_read_totals(
const char *line, size_t len, struct nim_log_totals *n, struct nim_bad *bad)
{
	static const char header[] = TSV_WHERE NIM_LOG_TSV_COLUMNS TSV_COMMENT;
	uint64_t *count[] = { &n->games, &n->moves, &n->mistakes[NIM_A], &n->mistakes[NIM_B],
	    &n->illegal };
	struct field f[COLUMNS];
	size_t i;

	if (len == sizeof(header) - 1 && memcmp(line, header, len) == 0)
		return 0;
	bad->tok = line;
	bad->len = len;
	bad->reason = "not a row of nim-trace --game --tsv";
	if (split(line, len, f, COLUMNS) != COLUMNS)
		return -1;
	if (is(&f[COL_KIND], "move") || is(&f[COL_KIND], "game"))
		return 0;
	if (!is(&f[COL_KIND], "totals"))
		return -1;
	for (i = 0; i < sizeof(count) / sizeof(count[0]); i++) {
		const struct field *c = &f[COL_GAMES + i];

		if ((bad->reason = num_parse(c->s, c->len, 0, UINT64_MAX, count[i])) != NULL) {
			bad->tok = c->s;
			bad->len = c->len;
			return -1;
		}
	}
	for (i = 0; i < 2; i++) {
		const struct field *c = &f[COL_RANDOM + i];

		bad->reason = millionths(c, &n->random_mistakes[i]);
		if (bad->reason != NULL) {
			bad->tok = c->s;
			bad->len = c->len;
			return -1;
		}
	}
	return 1;
}

void
nim_tsv_add_totals(struct nim_log_totals *sum, struct nim_log_end *end,
    const struct input *in, const char *line, size_t len)
{
	const struct diag_where *at = &in->where;
	struct nim_log_totals row;
	struct nim_bad bad;
	int got = nim_tsv_read_totals(line, len, &row, &bad);

	nim_log_end_at(end, in);
	if (got < 0)
		diag_bad(at, bad.tok, bad.len, bad.reason);
	else if (got > 0 && !nim_log_add_totals(sum, &row))
		diag_bad(at, line, len, "too many to count");
}
