/*
 * A game log's verdicts as text, in words and as TSV rows: each position
 * written back with its verdict, each game summed up under the name of
 * its first position, and the totals over games, which are read back
 * from the TSV of several runs and added up (the second stage of a log
 * judged in shards).  Nothing written depends on where a game stands in
 * the log.
 */
#ifndef WITS_NIM_LOGTEXT_H
#define WITS_NIM_LOGTEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "../diag.h"
#include "../line.h"
#include "../text.h"
#include "log.h"
#include "lognames.h"
#include "parseline.h"
#include "position.h"

/* The TSV columns of a judged log, between "file line" and "comment". */
#define NIM_LOG_TSV_COLUMNS                                                    \
	"kind\tgame\tmove\tside\tposition\tverdict\twinner\tgames\tmoves\t" \
	"mistakes_a\tmistakes_b\tillegal\tlegal_moves\tcorrect_moves\t" \
	"random_mistakes_a\trandom_mistakes_b"

/*
 * The answers to a log's lines as they are judged: each position written
 * back with its verdict and how hard its position was, "4 0 2 4 # A:
 * mistake: heap 1: 1 -> 0; 1 of 11 moves correct; correct was 4 1 1 4
 * (heap 2: 2 -> 1)", the line's comment kept; and as each
 * game ends its summary, "# game 7 1 6 4: 7 moves, A first; first
 * mistake: A at move 3; B won, decided by A's mistake at move 3", which
 * speaks for the whole game and so carries no line's comment.  As TSV, a
 * row a move and a row a game (on its first line, which has no row of its
 * own, and with that line's comment).  Brief, only the games.
 * The line comes with where the parser saw its parts (nim_parse_line),
 * so that its heaps and its comment are copied, not found again, and
 * with where it stands in the input (input_where), which a TSV row names.
 */
struct nim_log_answers {
	bool tsv, brief;
	struct nim_log_names names;	/* the players the log names (no TSV has them) */
	struct text first_where;	/* the "file<TAB>line<TAB>" of the game's first line */
	struct text first_line;		/* that line as read */
};
void nim_log_answer_step(struct nim_log_answers *a, struct text *t,
    const struct diag_where *where,
    const struct nim_log *log, const struct nim_position *p, const struct nim_log_step *step,
    const char *line, size_t len, const struct nim_line *at);

/*
 * Whether a step has an answer of its own: brief, only a game's first line is
 * kept, for its game's.
 */
static inline bool
nim_log_answers_step(const struct nim_log_answers *a, const struct nim_log_step *step)
{
	return step->starts_game || !a->brief;
}
void nim_log_answer_end(struct nim_log_answers *a, struct text *t, struct nim_log *log);
void nim_log_answers_free(struct nim_log_answers *a);

/*
 * "# 2 games, 7 moves; mistakes: A 1, B 0; illegal moves: 1; a random
 * player's mistakes: A 1.74, B 1.70; weighted mistake rate: A 0.57, B
 * 0.00": each side's mistakes, the mistakes a player choosing each move
 * at random would have made in its positions (movecount.h), and the one
 * over the other, 0 for perfect play and 1 for no better than chance.
 */
void nim_text_log_totals(struct text *t, const struct nim_log_totals *n);

/*
 * Where the input's last line stood: the file as given ("-" for the
 * standard input; NULL before any line) and the line's number.  The
 * totals row of a TSV stands there.
 */
struct nim_log_end {
	const char *file;
	unsigned long long line;
};

/* Keeps the place of the line last taken from in. */
static inline void
nim_log_end_at(struct nim_log_end *end, const struct input *in)
{
	end->file = in->operand;
	end->line = in->where.line;
}

/* Writes the totals row of --game --tsv, which stands at end. */
void nim_tsv_log_totals(struct text *t, const struct nim_log_end *end,
    const struct nim_log_totals *n);

/*
 * Adds a totals row of that TSV, the line (line, len) last taken from
 * in, to *sum, and keeps the line's place in *end.  Tells on standard
 * error why a line is no such row (the header, a move's row and a
 * game's are not told), or why its counts cannot be added.
 */
void nim_tsv_add_totals(struct nim_log_totals *sum, struct nim_log_end *end,
    const struct input *in, const char *line, size_t len);

#endif
