/*
 * The names a game log gives its players and its heaps, as --game reads
 * them: a --versus session's log speaks of "you" and "the machine" and
 * may letter its rows; any other log's players are A and B.  What a log
 * says is learned a line at a time, and its verdicts' text asks here
 * for each name.
 */
#ifndef WITS_NIM_LOGNAMES_H
#define WITS_NIM_LOGNAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../text.h"
#include "game.h"
#include "log.h"
#include "parseline.h"

/*
 * The players a log's own words name.  A --versus session's log says who
 * made each move in the move's comment ("6 6 3 4 # you: row a: 7 -> 6",
 * "# the machine: ..."), and its header, when kept, who moves first ("You
 * move first."): its verdicts then speak of "you" and "the machine", and
 * of its rows by their letters when its moves do.  A log that names no
 * player keeps A, who moves first, and B.
 */
struct nim_log_names {
	bool session;		/* the log is a --versus session's */
	/* who moves first as its header says: NIM_A you, NIM_B the machine, -1 not said */
	int header_first;
	/* the side that is "you" in the game in progress; -1 while not known */
	int you;
	uint64_t games;		/* the games the file has begun */
	bool rows_given;	/* the rules' rows before the session lettered them */
};

/*
 * Starts the names of a log judged by the rules *g afresh: at the start
 * of each file, as nothing a file says holds for the next.
 */
void nim_log_names_start(struct nim_log_names *n, struct nim_game *g);

/* Learns from a comment line (len bytes at line) what a session's header says. */
void nim_log_names_comment(struct nim_log_names *n, const char *line, size_t len);

/*
 * Learns from a position's line, just judged into *step, who made its
 * move and whether the session letters the rows (then setting
 * log->rules.rows, so that every heap is named by its row's letters).
 */
void nim_log_names_step(struct nim_log_names *n, struct nim_log *log,
    const struct nim_log_step *step, const char *line, size_t len,
    const struct nim_line *at);

/* A player's name: "you" or "the machine" in a session's log, else "A" or "B". */
const char *nim_log_player(const struct nim_log_names *n, int side);

/* Writes that a player wins: "you win", "the machine wins", "B wins". */
void nim_log_text_wins(struct text *t, const struct nim_log_names *n, int side);

/* Writes a player's mistake: "your mistake", "the machine's mistake", "A's mistake". */
void nim_log_text_mistake_of(struct text *t, const struct nim_log_names *n, int side);

#endif
