/*
 * Nim game logs (the booklet's games written down): positions in the order they
 * occurred, a blank line between games.  Each step is judged (legal, then
 * correct, a mistake or forced), each game summed up (who made the first
 * mistake, who won, and whether a mistake decided it), and the games counted.
 * The first player is A (side 0), the second B (side 1); the lines take turns,
 * an illegal line too.  An illegal line becomes the position play goes on from,
 * but a game with one before its heaps were emptied has no winner: what the log
 * says was never a legal game.
 *
 * A game is known by its own content: its first position, and its moves
 * numbered from there (move 1 is the line after the first position,
 * illegal lines counted), never by where it stands in the log, so a log
 * split between games is judged game by game as the whole log is.
 */
#ifndef WITS_NIM_LOG_H
#define WITS_NIM_LOG_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"
#include "logread.h"
#include "movecount.h"
#include "position.h"
#include "rules.h"

/* One position of a log, as judged. */
struct nim_log_step {
	bool starts_game;		/* the first position of a game: nothing to judge */
	bool start_safe;		/* when starts_game: safe, so B can win */
	/* the move's number in its game; 0 for the first position */
	uint64_t number;
	int mover;			/* who made the move that led here */
	enum nim_legality legality;
	size_t heap;			/* the heap that broke the rule, when illegal */
	enum nim_judgement judgement;	/* when legal */
	struct nim_move move;		/* the move made, when legal */
	struct nim_move correct;	/* a correct move there was, after a mistake */
	/* when legal and counted: the moves the position before had */
	struct nim_count legal_moves, correct_moves;
	/* a random mover's chance of a mistake there, in millionths */
	uint64_t random_mistake;
	/* this move emptied every heap, and the game was legal to here */
	bool game_over;
	int winner;			/* when game_over */
};

/*
 * What is counted over games: added up game by game, and over the shards of a
 * log.
 */
struct nim_log_totals {
	uint64_t games, moves, mistakes[2], illegal;
	/*
	 * the mistakes a player choosing at random would have made in each
	 * side's moves, in millionths (nim_random_mistake)
	 */
	uint64_t random_mistakes[2];
};

/* A game as it ends; its first position is the log's `first`. */
struct nim_game_summary {
	/* the number of its last move: every line after the first */
	uint64_t last_move;
	/* its own: one game, its legal moves, mistakes, illegal lines */
	struct nim_log_totals counts;
	int first_mistake_side;		/* -1: no mistake */
	uint64_t first_mistake_move;
	bool finished;			/* every heap emptied, with no illegal line before */
	int winner;			/* when finished */
	bool decided_by_mistake;	/* the loser's mistake, at decisive_move */
	uint64_t decisive_move;
	uint64_t illegal_move;		/* the game's first illegal move; 0: none */
};

struct nim_log {
	struct nim_game rules;
	struct nim_position first;	/* the game's first position: the game's name */
	struct nim_position prev;	/* the game's last position */
	struct nim_position before;	/* the one before it: what the last step was judged from */
	size_t differ;			/* the one heap in which they may differ, or NIM_ANY_HEAP */
	bool prev_safe;			/* whether prev is safe: each position asked once */
	uint64_t prev_xor;		/* its exclusive or (nim_xor) */
	bool in_game;
	/* each legal move's moves counted (movecount.h): only when written */
	bool counts;
	int mover;			/* who moves next */
	struct nim_game_summary game;
	uint64_t mistake_move[2], last_mistake_move;
	int last_mistake_side;
	struct nim_log_totals totals;	/* over every game ended */
};

void nim_log_start(struct nim_log *log, const struct nim_game *rules);

/*
 * Whether every heap of p has a value in the log's heap game (which it
 * must have: -r); false with the first heap that has none in *heap (see
 * heapmove.h).
 */
bool nim_log_valued(const struct nim_log *log, const struct nim_position *p, size_t *heap);

/*
 * Judges the next position, the one the log's reader r read last, into
 * *step; an illegal step becomes the position play goes on from.  What
 * the reader knows of the line (the one heap in which it can differ from
 * the line before) stays between the reader and the log.
 */
void nim_log_position(struct nim_log *log, const struct nim_log_reader *r,
    struct nim_log_step *step);

/* Ends the game in progress, counting it in the totals; false when none was. */
bool nim_log_end_game(struct nim_log *log, struct nim_game_summary *summary);

/* Adds b to a; false (a unchanged) when a count would pass 2^64 - 1. */
bool nim_log_add_totals(struct nim_log_totals *a, const struct nim_log_totals *b);

void nim_log_free(struct nim_log *log, struct nim_log_step *step);

#endif
