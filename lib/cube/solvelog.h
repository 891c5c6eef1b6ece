/*
 * Cubes solved a line at a time, as cube-solve reads them: each line's
 * cube read (solve.h), its optimal solutions or its first faces or
 * layers (goal.h) found and written (cubetext.h), in words or as TSV
 * rows, after its pictures when asked; a line with no cube passed
 * through.  A bad line is returned to the caller, which reports it.
 */
#ifndef WITS_CUBE_SOLVELOG_H
#define WITS_CUBE_SOLVELOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../diag.h"
#include "../text.h"
#include "cubetext.h"
#include "facelets.h"
#include "goal.h"
#include "picture.h"
#include "solve.h"

/* What is found for each cube, and what is written of it. */
struct cube_log_solve_how {
	enum cube_metric metric;
	const unsigned char *order;	/* the faces to turn, in order */
	unsigned nfaces;
	bool goal_given;		/* a first face or layer, not the whole cube */
	enum cube_goal goal;
	unsigned colours;		/* the goal's set of colours, a bit each */
	bool each_colour;		/* each colour's goal apart */
	uint64_t wanted;		/* solutions for each cube: UINT64_MAX for all */
	unsigned slack;
	bool labelled;		/* several lines answer one: a label says whose */
	bool tsv;
	bool net, ansi;
	const struct cube_palette *palette;
	struct cube_picture *picture;	/* a row for each cube, or NULL */
};

/* The line being answered, and how its answers are written. */
struct cube_log_answer {
	struct text *out;
	const struct diag_where *at;	/* where the line stands, for TSV rows */
	const char *line;
	size_t len;
	bool tsv;
	bool comment;		/* the line has a comment, found once a line */
	enum cube_metric metric;
	struct text state;	/* TSV: the facelets of the cube read */
	uint64_t left;		/* solutions still wanted */
};

struct cube_log_solve {
	struct cube_log_solve_how how;
	struct cube_solver *solver;
	struct cube_goals *goals;	/* with goal_given, or NULL */
	bool want_cube;			/* for a picture, the TSV's state or a goal */
	char faces[CUBE_FACES + 1];
	struct cube_log_answer a;
	const struct cube *cube;	/* the cube a goal's solutions start from */
};

/*
 * Begins solving the cubes as *how says, its answers written onto t;
 * with tsv, writes the TSV's header onto t.
 */
void cube_log_solve_start(struct cube_log_solve *s,
    const struct cube_log_solve_how *how, struct text *t);

/*
 * Answers a line onto t: its cube's solutions, after its pictures, or the
 * line itself when it holds no cube; at is where the line stands, as its
 * TSV rows name it (input_where in line.h).  Returns -1 for a bad line,
 * which has no answer but its label: *bad names the token to blame and
 * why, and the caller reports it (row_bad).  Returns 0 otherwise.
 */
int cube_log_solve_line(struct cube_log_solve *s, const struct diag_where *at,
    const char *line, size_t len, struct cube_bad *bad);

void cube_log_solve_free(struct cube_log_solve *s);

#endif
