/*
 * Nim game logs (the booklet's games written down): positions in the order they occurred, a blank line
 * between games.  Each step is judged (legal, then correct, a mistake or
 * forced), each game summed up (who made the first mistake, who won, and
 * whether a mistake decided it), and all games counted.  The first player
 * is A (side 0), the second B (side 1); the lines take turns, an illegal
 * line too.  An illegal line becomes the position play goes on from, but
 * a game with one before its heaps were emptied has no winner: what the
 * log says was never a legal game.
 */
#ifndef WITS_NIM_LOG_H
#define WITS_NIM_LOG_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"
#include "position.h"
#include "rules.h"

/* One position of a log, as judged. */
struct nim_log_step {
	bool starts_game;		/* the first position of a game: nothing to judge */
	bool start_safe;		/* when starts_game: safe, so B can win */
	int mover;			/* who made the move that led here */
	enum nim_legality legality;
	size_t heap;			/* the heap that broke the rule, when illegal */
	enum nim_judgement judgement;	/* when legal */
	struct nim_move move;		/* the move made, when legal */
	struct nim_move correct;	/* a correct move there was, after a mistake */
	bool game_over;			/* this move emptied every heap, and the game was legal to here */
	int winner;			/* when game_over */
};

/* A game as it ends. */
struct nim_game_summary {
	uint64_t number, moves;
	int first_mistake_side;		/* -1: no mistake */
	unsigned long long first_mistake_line;
	bool finished;			/* every heap emptied, with no illegal line before */
	int winner;			/* when finished */
	bool decided_by_mistake;	/* the loser's mistake, at decisive_line */
	unsigned long long decisive_line;
	unsigned long long illegal_line;	/* the game's first illegal line; 0: none */
};

struct nim_log {
	struct nim_game rules;
	struct nim_position prev;	/* the game's last position */
	struct nim_position before;	/* the one before it: what the last step was judged from */
	bool in_game;
	int mover;			/* who moves next */
	struct nim_game_summary game;
	unsigned long long mistake_line[2], last_mistake_line;
	int last_mistake_side;
	/* over every game */
	uint64_t games, moves, mistakes[2], illegal;
};

void nim_log_start(struct nim_log *log, const struct nim_game *rules);

/* Judges the position read at line `line`; an illegal step becomes the position play goes on from. */
void nim_log_position(struct nim_log *log, const struct nim_position *p, unsigned long long line,
    struct nim_log_step *step);

/* Ends the game in progress; false when none was. */
bool nim_log_end_game(struct nim_log *log, struct nim_game_summary *summary);

void nim_log_free(struct nim_log *log, struct nim_log_step *step);

#endif
