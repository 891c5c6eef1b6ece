/* Cubes solved a line at a time: see solvelog.h. */
#include <string.h>

#include "../out.h"
#include "../row.h"
#include "notation.h"
#include "solvelog.h"

void
cube_log_solve_start(struct cube_log_solve *s,
    const struct cube_log_solve_how *how, struct text *t)
{
	*s = (struct cube_log_solve){
		.how = *how,
		.solver = cube_solver_new(how->metric, how->order, how->nfaces),
		.goals = how->goal_given ?
		    cube_goals_new(how->goal, how->metric) : NULL,
		.want_cube = how->net || how->picture != NULL || how->tsv ||
		    how->goal_given,
		.a = { .out = t, .tsv = how->tsv, .metric = how->metric },
	};
	cube_faces_format(how->order, how->nfaces, s->faces);
	if (how->tsv)
		tsv_header(t, how->goal_given ? CUBE_GOAL_TSV : CUBE_SOLUTION_TSV);
}

/*
 * Writes a solution: its line, with the input line's comment; or its TSV
 * row.  This is on the hot path (a line for each cube, several with -a):
 * whether the input line has a comment is looked for once for each line,
 * with two memchr calls, some 50 of the 2,100 instructions a line takes.
 */
static inline void
answer_solution(struct cube_log_answer *a, const struct cube_path *p)
{
	if (a->tsv) {
		tsv_where(a->out, a->at);
		cube_text_solution_tsv(a->out, a->state.s, a->state.len, p,
		    a->metric);
		tsv_end(a->out, a->line, a->len);
		return;
	}
	cube_text_solution(a->out, p);
	if (a->comment)
		row_comment(a->out, a->line, a->len);
	text_char(a->out, '\n');
}

/* After an answer is written: returns whether more are wanted. */
static inline bool
answered(struct cube_log_answer *a)
{
	out_answered(a->out);
	/*
	 * Writing fails only when the answers go out and leave none behind,
	 * so the check (15 instructions) is made only then.
	 */
	return --a->left > 0 && (a->out->len != 0 || !diag_output_failed());
}

/* Writes one of several solutions; returns whether more are wanted. */
static bool
answer_each(const struct cube_path *p, void *ctx)
{
	struct cube_log_answer *a = ctx;

	answer_solution(a, p);
	return answered(a);
}

/*
 * Writes a solution that makes a first face or layer; returns whether
 * more are wanted.
 */
static bool
answer_goal(const struct cube_path *p, unsigned colour, void *ctx)
{
	struct cube_log_solve *s = ctx;
	struct cube_log_answer *a = &s->a;

	if (a->tsv) {
		unsigned side = cube_goal_side(s->cube, p, colour);

		tsv_where(a->out, a->at);
		cube_text_goal_solution_tsv(a->out, a->state.s, a->state.len,
		    cube_goal_colour_name(colour), cube_face_letter[side], p,
		    a->metric);
		tsv_end(a->out, a->line, a->len);
	} else {
		cube_text_goal_solution(a->out, p,
		    cube_goal_colour_name(colour));
		if (a->comment)
			row_comment(a->out, a->line, a->len);
		text_char(a->out, '\n');
	}
	return answered(a);
}

/*
 * Answers a cube with the first faces or layers asked for, of the colours
 * (the nearest of them).
 */
static void
solve_goal(struct cube_log_solve *s, const struct cube *c, unsigned colours)
{
	struct cube_path path;
	unsigned colour;

	s->a.left = s->how.wanted;
	if (s->how.wanted > 1) {
		cube_goal_solve_each(s->goals, c, colours, s->how.slack,
		    answer_goal, s);
		return;
	}
	cube_goal_solve(s->goals, c, colours, &path, &colour);
	answer_goal(&path, colour, s);
}

/* Writes the pictures asked for of a line's cube, and notes its state. */
static void
picture(struct cube_log_solve *s, const struct cube *c)
{
	struct cube_log_answer *a = &s->a;

	if (s->how.net)
		cube_text_net(a->out, c, s->how.palette, s->how.ansi);
	if (s->how.picture != NULL)
		cube_picture_add(s->how.picture, c, s->how.palette, a->line,
		    a->len);
	if (a->tsv) {
		a->state.len = 0;
		cube_text_state(&a->state, c, s->how.palette);
	}
}

/* Answers a cube with its optimal solutions, or says it cannot be solved. */
static void
solve_cube(struct cube_log_solve *s, const struct cube_read *r)
{
	struct cube_log_answer *a = &s->a;
	struct cube_path path;
	int optimal;

	if (s->how.wanted == 1) {
		optimal = cube_solve_line(s->solver, r, &path);
		if (optimal >= 0)
			answer_solution(a, &path);
	} else {
		a->left = s->how.wanted;
		optimal = cube_solve_line_each(s->solver, r, s->how.slack,
		    answer_each, a);
	}
	if (optimal < 0 && !a->tsv) {
		cube_text_unsolvable(a->out, s->faces);
		row_comment(a->out, a->line, a->len);
		text_char(a->out, '\n');
	}
}

int
cube_log_solve_line(struct cube_log_solve *s, const struct diag_where *at,
    const char *line, size_t len, struct cube_bad *bad)
{
	struct cube_log_answer *a = &s->a;
	struct cube_read r;
	int got = cube_read_line(s->solver, line, len, s->want_cube, &r, bad);
	unsigned colour;

	a->at = at;
	a->line = line;
	a->len = len;
	if (got == 0) {
		if (!a->tsv)
			text_passthrough(a->out, line, len);
		return 0;
	}
	if (s->how.labelled)
		row_group(a->out, line, len);
	if (got < 0)
		return -1;
	picture(s, &r.cube);
	a->comment = memchr(line, '#', len) != NULL ||
	    memchr(line, '/', len) != NULL;
	if (s->goals == NULL) {
		solve_cube(s, &r);
		return 0;
	}
	s->cube = &r.cube;
	if (!s->how.each_colour)
		solve_goal(s, &r.cube, s->how.colours);
	for (colour = 0; colour < CUBE_FACES && s->how.each_colour; colour++)
		solve_goal(s, &r.cube, 1u << colour);
	return 0;
}

void
cube_log_solve_free(struct cube_log_solve *s)
{
	text_free(&s->a.state);
	cube_solver_free(s->solver);
	cube_goals_free(s->goals);
}
