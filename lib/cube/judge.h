/*
 * Solve logs judged turn by turn: a line holds a scramble and the turns a
 * person made from it, "R U2 F' R ; R' F U2 R'", and each turn is judged
 * against the distance tables (how far from solved the cube is after it,
 * in both metrics; whether it brought the cube closer; how many turns it
 * wasted), each solve summed up (turns used, the optimal length, turns
 * wasted, efficiency, whether it ended solved), and the solves counted.
 * A solve is judged by its own line alone, so a log split anywhere is
 * judged piece by piece as the whole log is.  Pure functions.
 */
#ifndef WITS_CUBE_JUDGE_H
#define WITS_CUBE_JUDGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "alg.h"
#include "cube.h"
#include "facelets.h"
#include "solve.h"

/* What separates the scramble from the turns: no notation uses it. */
#define CUBE_JUDGE_SEPARATOR ';'

/* A turn judged. */
struct cube_judged_turn {
	const char *tok;		/* as written in the line */
	size_t len;
	uint64_t number;		/* in its solve, from 1; whole-cube turns are not counted */
	unsigned distance[2];		/* from solved after it: [CUBE_HTM], [CUBE_QTM] */
	unsigned cost;			/* in the metric: a half turn is 2 quarter turns */
	bool closer;			/* the distance in the metric went down */
	unsigned wasted;		/* its cost less how much nearer it brought the cube */
};

/*
 * A solve summed up.  Wasted turns are those a solution would not have
 * needed: the turns used, and the distance still to go, less the optimal
 * length (the sum of every turn's waste).  Efficiency is optimal /
 * (optimal + wasted): for a solve that ends solved, the optimal length
 * over the turns used.
 */
struct cube_solve_verdict {
	unsigned start[2];		/* the scramble's distance: [CUBE_HTM], [CUBE_QTM] */
	unsigned optimal;		/* that distance in the metric */
	unsigned left;			/* the distance to go after the last turn, in the metric */
	uint64_t turns;			/* turns read (not whole-cube turns) */
	uint64_t used;			/* their length in the metric */
	uint64_t wasted;
	uint64_t first_not_closer;	/* the first turn that was not closer; 0: none */
	const char *first_tok;		/* that turn as written */
	size_t first_len;
	bool solved;
	/* moves in the execution metric: every turn and every rotation counts one */
	uint64_t etm;
	/*
	 * With a time stamp after every move (the milliseconds since the solve
	 * began, after an "@" as csTimer writes them, or in a comment): the last
	 * move's time, and the longest pause (the time before a move since
	 * the one before it, or since the start), with the move it ended.
	 */
	bool timed;
	uint64_t time_ms, pause_ms;
	const char *pause_tok;
	size_t pause_len;
};

/* How many solves wasted so many turns. */
struct cube_judge_bucket {
	uint64_t wasted, solves;
};

/* What is counted over solves, and over the pieces of a log judged apart. */
struct cube_judge_totals {
	uint64_t solves, solved, used, optimal, left, wasted, etm;
	/* the distribution: a bucket for each number of turns wasted, fewest first */
	struct cube_judge_bucket *by_wasted;
	size_t nbuckets, cap;
};

/* The judge, and the solve it is reading. */
struct cube_judge {
	struct cube_solver *solver[2];	/* all six faces, in each metric */
	enum cube_metric metric;
	struct cube_turn_list turns;	/* the solve's turns, groups and brackets counted out */
	size_t next;			/* the first not judged yet */
	const char *end;		/* the end of the line's turns, before its comment */
	struct cube_walk walk[2];
	struct cube_solve_verdict verdict;
};

void cube_judge_init(struct cube_judge *j, enum cube_metric metric);
void cube_judge_free(struct cube_judge *j);

/*
 * Reads a line: a scramble (any line cube_parse reads: turns or a facelet
 * string), CUBE_JUDGE_SEPARATOR, then the turns made, in any notation
 * cube_parse reads (groups and brackets counted out turn by turn; wide
 * turns and whole-cube turns x y z too, the last not counted as turns;
 * a turn with a time stamp, "@" and the milliseconds or a comment holding
 * them, is timed), and a "#" or "//" comment.  Returns 1 for a solve to
 * judge, 0 for a line with none (blank or comment), -1 for a bad line,
 * *bad naming the token to blame and why.
 */
int cube_judge_start(struct cube_judge *j, const char *line, size_t len, struct cube_bad *bad);

/*
 * The solve's next turn, judged, and j->verdict brought up to it; false
 * when every turn is judged, j->verdict then the solve's.
 */
bool cube_judge_next(struct cube_judge *j, struct cube_judged_turn *t);

/* optimal / (optimal + wasted), 1 when both are 0. */
double cube_judge_efficiency(uint64_t optimal, uint64_t wasted);

/* A solve counted in the totals (no count can pass 2^64: each is at most the bytes read). */
void cube_judge_count(struct cube_judge_totals *n, const struct cube_solve_verdict *v);

void cube_judge_totals_free(struct cube_judge_totals *n);

#endif
