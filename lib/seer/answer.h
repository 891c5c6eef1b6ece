/*
 * A machine's answer to a line of a person's plays, as seer-predict
 * gives it: the machine is the matcher, the person's plays are fixed.
 */
#ifndef WITS_SEER_ANSWER_H
#define WITS_SEER_ANSWER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "match.h"
#include "player.h"

struct seer_answer {
	/* The machine's plays, one for each play of the line, in room the caller gives. */
	unsigned char *play;
	size_t n;			/* the plays of the line */
	uint64_t wins;
	double rate;			/* the machine's */
	bool learned;			/* the line ends learned: V after `after` plays */
	uint64_t after;
	/*
	 * Asked for by the caller, at the cost of the fast loop: the plays the
	 * machine's memory decided (seer_forced), not chance, and its wins
	 * among them.
	 */
	bool count_decided;
	uint64_t decided, decided_wins;
};

/* One play of an answer, and what the machine's memory said when it played. */
struct seer_answer_row {
	uint64_t number;		/* from 1 */
	bool v;				/* the point V */
	int person, mine;		/* the person's play, the machine's */
	bool won;			/* by the machine */
	struct seer_reason why;
};

typedef void seer_row_fn(void *ctx, const struct seer_answer_row *row);

/*
 * The machine plays the line of n plays; row, if not NULL, sees each
 * play before the machine learns from it, and knows V beforehand.
 */
void seer_answer_line(struct seer_answer *a, struct seer_player *machine, struct rng *r,
    const unsigned char *play, size_t n, seer_row_fn *row, void *ctx);

#endif
