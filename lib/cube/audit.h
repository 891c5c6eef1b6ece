/*
 * Auditing a file of scrambles: do they look like the competition's
 * random-state scrambles?  A competition draws each state uniformly from
 * those at least CUBE_SCRAMBLE_MIN_MOVES turns from solved (scramble.h),
 * so the optimal lengths of its scrambles follow the census restricted to
 * those distances, no state is nearer, a state comes twice only as often
 * as chance brings two draws together, each corner stands at each place
 * and in each twist, and each facelet shows each colour, as often as
 * among those states; and a scramble written fairly holds no run of
 * turns that does nothing, and begins and ends with each turn as often as
 * with its mirror images and rotations about the DBL corner.  audit.c
 * tallies the states and turns of a file and judges them; audittext.c
 * writes the judgement.  No I/O: the caller reads the lines and writes
 * the text.
 */
#ifndef WITS_CUBE_AUDIT_H
#define WITS_CUBE_AUDIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../diag.h"
#include "cube.h"
#include "scramble.h"

struct text;

/*
 * Each check fails when what it saw has a chance below this of coming
 * from random-state scrambles: a genuine file fails each about one time
 * in a thousand.
 */
#define CUBE_AUDIT_LEVEL 0.001

enum {
	/* 0 .. 11 turns (half-turn metric) */
	CUBE_AUDIT_DISTANCES = CUBE_GODS_NUMBER + 1,
	/* the first few of each finding are named by their lines */
	CUBE_AUDIT_NAMED = 3,
	/* chi-square pools distances expected fewer times than this */
	CUBE_AUDIT_POOLED = 5,
	/* the per-piece cells: 7 corners at 7 places, in 3 twists, 21 facelets in 6 colours */
	CUBE_AUDIT_PIECES = 7,
	CUBE_AUDIT_CELLS = CUBE_AUDIT_PIECES * CUBE_AUDIT_PIECES +
	    CUBE_AUDIT_PIECES * 3 + CUBE_AUDIT_PIECES * 3 * CUBE_FACES,
	/* the face turns: U U2 U' R R2 R' ... */
	CUBE_AUDIT_TURNS = CUBE_FACES * 3
};

/*
 * A cell of the per-piece tests: corner a at place b ("position"), corner
 * a in twist b ("twist"), or facelet a showing colour b ("facelet"); how
 * often, how often expected, and the chance of a count as far from that,
 * either way, times the number of cells (Bonferroni's correction).
 */
struct cube_audit_cell {
	const char *measure;
	char name[8];		/* "URF:UFL", "URF:1", "U4:R" */
	uint64_t observed;
	double expected, p;
};

/*
 * The first or last turns of the scrambles written as turns, against
 * their mirror images and rotations about DBL: the quarter turns of the
 * faces turned in the file equally often, and so the half turns.
 */
struct cube_audit_ends {
	uint64_t observed[CUBE_AUDIT_TURNS];
	double expected[CUBE_AUDIT_TURNS];
	double chi_square, p;
	unsigned freedom;	/* 0: too few to tell */
	bool fails;
};

struct cube_audit;

/* An audit with nothing read yet; it builds the solver's tables (about 25 ms). */
struct cube_audit *cube_audit_new(void);
void cube_audit_free(struct cube_audit *a);

/*
 * A scramble read at `at` (its file name is kept): the cube it makes, and
 * its line.  The line's turns are counted, and its runs and first and
 * last turns tallied, when it is written as scramblers write: before any
 * comment, every word a turn ("R", "U2", "F'") or a rotation of the whole
 * cube ("x", "y2"), which turns no layer and is not counted.  A line
 * written otherwise (stickers, groups, turns run together) has a state
 * but no turns to count.
 */
void cube_audit_add(struct cube_audit *a, const struct cube *c, const char *line, size_t len,
    const struct diag_where *at);

/* What the scrambles added look like, and whether that is random-state. */
struct cube_audit_judgement {
	unsigned min_distance;		/* the competition's: CUBE_SCRAMBLE_MIN_MOVES */
	uint64_t scrambles;
	/* the lines written as turns, and how many turns */
	uint64_t written, turns_min, turns_max;
	double turns_mean;
	/*
	 * Their slack: the turns beyond the state's distance.  No run of turns
	 * can be shortened by more than its scramble's slack (runs.h).
	 */
	double slack_mean;
	uint64_t slack_max;
	/*
	 * The states at each distance, and how many random-state scrambles
	 * as many as those at min_distance or more (`counted`) would have
	 * there; p: the chance of a count as far from that, either way, at
	 * any of the distances drawn (Poisson tails, times their number).
	 */
	uint64_t observed[CUBE_AUDIT_DISTANCES];
	double expected[CUBE_AUDIT_DISTANCES], p[CUBE_AUDIT_DISTANCES];
	bool distance_fails[CUBE_AUDIT_DISTANCES];
	uint64_t counted;
	/*
	 * Pearson's chi-square of `counted` over the distances, pooled;
	 * freedom 0: too few to tell.
	 */
	double chi_square, chi_square_p;
	unsigned freedom;
	bool chi_square_fails;
	/* states nearer solved than min_distance: none can be drawn */
	uint64_t near;
	struct diag_where near_at[CUBE_AUDIT_NAMED];
	/* lines whose state came before, and how many chance brings (Poisson, either way) */
	uint64_t repeats;
	double repeats_expected, repeats_p;
	bool repeats_fail;
	struct diag_where repeat_at[CUBE_AUDIT_NAMED][2];	/* the earlier line, the repeat */
	/* those whose earlier line is known (all but past 2^42 lines) */
	unsigned repeats_named;
	/* the per-piece tests; the cells that fail */
	struct cube_audit_cell cell[CUBE_AUDIT_CELLS];
	unsigned cells_failing;
	double cells_p;			/* the least p of the cells, corrected */
	/* scrambles with a run of two or more turns that does nothing, and how many such runs */
	uint64_t idle, idle_runs;
	struct diag_where idle_at[CUBE_AUDIT_NAMED];
	struct cube_audit_ends first, last;
	bool several_files;		/* the lines are in more than one file */
	bool random_state;		/* no check failed */
};

void cube_audit_judge(struct cube_audit *a, struct cube_audit_judgement *j);

/*
 * The judgement as a few lines for a person, ending with the verdict; or
 * as a table (TSV) of the measures, its header CUBE_AUDIT_TSV.
 */
#define CUBE_AUDIT_TSV "measure\tcell\tobserved\texpected\tp"
void cube_audit_text(struct text *t, const struct cube_audit_judgement *j);
void cube_audit_tsv(struct text *t, const struct cube_audit_judgement *j);

#endif
