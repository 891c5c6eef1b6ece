/*
 * Auditing a file of scrambles: do they look like the competition's
 * random-state scrambles?  A competition draws each state uniformly from
 * those at least CUBE_SCRAMBLE_MIN_MOVES turns from solved (scramble.h),
 * so the optimal lengths of its scrambles follow the census restricted to
 * those distances, no state is nearer, and a state comes twice only as
 * often as chance brings two draws together.  audit.c tallies the states
 * of a file and judges them; audittext.c writes the judgement.  No I/O:
 * the caller reads the lines and writes the text.
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
	CUBE_AUDIT_DISTANCES = CUBE_GODS_NUMBER + 1,	/* 0 .. 11 turns (half-turn metric) */
	CUBE_AUDIT_NAMED = 3,		/* the first few of each finding are named by their lines */
	CUBE_AUDIT_POOLED = 5		/* chi-square pools distances expected fewer times than this */
};

struct cube_audit;

/* An audit with nothing read yet; it builds the solver's tables (about 25 ms). */
struct cube_audit *cube_audit_new(void);
void cube_audit_free(struct cube_audit *a);

/*
 * How many turns a line of scramble writes, as scramblers write them:
 * before any comment, every word a turn ("R", "U2", "F'") or a rotation
 * of the whole cube ("x", "y2"), which turns no layer and is not counted.
 * -1 for a line written otherwise (stickers, groups, turns run together):
 * it has a state but no length to count.
 */
int cube_audit_turns(const char *line, size_t len);

/* A scramble read at `at` (its file name is kept): the cube it makes, and its turns (-1: none). */
void cube_audit_add(struct cube_audit *a, const struct cube *c, int turns,
    const struct diag_where *at);

/* What the scrambles added look like, and whether that is random-state. */
struct cube_audit_judgement {
	unsigned min_distance;		/* the competition's: CUBE_SCRAMBLE_MIN_MOVES */
	uint64_t scrambles;
	/* the lines written as turns, and how many turns */
	uint64_t written, turns_min, turns_max;
	double turns_mean;
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
	/* Pearson's chi-square of `counted` over the distances, pooled; freedom 0: too few to tell */
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
	unsigned repeats_named;		/* those whose earlier line is known (all but past 2^42 lines) */
	bool several_files;		/* the lines are in more than one file */
	bool random_state;		/* no check failed */
};

void cube_audit_judge(struct cube_audit *a, struct cube_audit_judgement *j);

/*
 * The judgement as a few lines for a person, ending with the verdict; or
 * as a table (TSV) of the measures, its header CUBE_AUDIT_TSV.
 */
#define CUBE_AUDIT_TSV "measure\tdistance\tobserved\texpected\tp"
void cube_audit_text(struct text *t, const struct cube_audit_judgement *j);
void cube_audit_tsv(struct text *t, const struct cube_audit_judgement *j);

#endif
