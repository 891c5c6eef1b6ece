/*
 * The pocket cube as text: turn sequences, solutions, scrambles, facelet
 * strings, the census, and the unfolded net in a palette.  Formatters
 * only: each writes what it is given.
 */
#ifndef WITS_CUBE_CUBETEXT_H
#define WITS_CUBE_CUBETEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../text.h"
#include "cube.h"
#include "solve.h"

/*
 * The colours the faces are shown in: for each of U R F D L B a symbol, a
 * colour's name, a terminal colour and a colour for pictures.
 */
struct cube_palette {
	const char *name;
	const char *symbol[CUBE_FACES];
	/* Each colour's name, with which a sheet tells how to hold the cube. */
	const char *colour[CUBE_FACES];
	unsigned char xterm[CUBE_FACES];	/* xterm-256 colour number */
	const char *rgb[CUBE_FACES];		/* "#rrggbb", for SVG and HTML */
	bool light[CUBE_FACES];			/* light enough for dark letters on it */
};

/* "faces", "patent" (Nichols' colours), "western"; NULL for another name. */
const struct cube_palette *cube_palette_named(const char *name);

/* The i-th palette's name: faces, patent, western; NULL past the last. */
const char *cube_palette_listed(size_t i);

/* "R U2 F'": single spaces, nothing for none. */
void cube_text_turns(struct text *t, const struct cube_turn *turn, size_t n);

/* The 24 facelets in the palette's symbols: the format cube_parse reads. */
void cube_text_state(struct text *t, const struct cube *c, const struct cube_palette *p);

/*
 * A solution's answer: "R U2 F' # 3", or "# 0" for none; no newline, so
 * that the input line's comment can follow.
 */
void cube_text_solution(struct text *t, const struct cube_path *p);

/* The answer for a cube the faces cannot solve (no newline, as above). */
void cube_text_unsolvable(struct text *t, const char *faces);

/*
 * cube-solve's own TSV columns, and a row's fields for them: the cube
 * read (its facelets, state_len bytes), the solution's length in the
 * metric, the metric, the solution's turns.
 */
#define CUBE_SOLUTION_TSV "state\tlength\tmetric\tsolution"
void cube_text_solution_tsv(struct text *t, const char *state, size_t state_len,
    const struct cube_path *p, enum cube_metric metric);

/*
 * A first face's or layer's answer: "R U2 # 2 white", the solution and the
 * colour it makes (no newline, as above).
 */
void cube_text_goal_solution(struct text *t, const struct cube_path *p, const char *colour);

/*
 * cube-solve's TSV columns for a first face or layer, and a row's fields:
 * as CUBE_SOLUTION_TSV's, with the colour made and the face it is made on
 * (a letter).
 */
#define CUBE_GOAL_TSV "state\tcolour\tside\tlength\tmetric\tsolution"
void cube_text_goal_solution_tsv(struct text *t, const char *state, size_t state_len,
    const char *colour, char side, const struct cube_path *p, enum cube_metric metric);

/*
 * A scramble's line: its turns, or its facelets (in the palette) when
 * state is true or there are no turns to write.
 */
void cube_text_scramble(struct text *t, const struct cube_turn *turn, size_t n,
    const struct cube *c, const struct cube_palette *p, bool state);

/*
 * The census (count[0 .. depth]), with a heading and a total as comments;
 * goal names what the distances lead to ("a white face") when it is not
 * the solved cube (NULL).
 */
void cube_text_census(struct text *t, const uint64_t *count, unsigned depth,
    enum cube_metric metric, const char *faces, const char *goal);

/*
 * The census as TSV: the header "distance<TAB>positions", then a row for
 * each distance.
 */
void cube_text_census_tsv(struct text *t, const uint64_t *count, unsigned depth);

/*
 * cube-scramble's TSV columns, and a row: the seed and the scramble's
 * number (which draw it again, with --seed and --first), its turns and
 * how many, its slack (how many more turns than the cube's distance,
 * `distance`), and the cube they make in the palette's symbols.
 */
#define CUBE_SCRAMBLE_TSV "seed\tnumber\tscramble\tlength\tslack\tstate"
void cube_text_scramble_tsv(struct text *t, uint64_t seed, uint64_t number,
    const struct cube_turn *turn, size_t n, unsigned distance, const struct cube *c,
    const struct cube_palette *p);

/*
 * The unfolded net (U above L F R B, D below), each line a comment
 * ("# ...") so the picture can stand in any wits input; or, when ansi is
 * true (for a person at a terminal), in the palette's colours and without
 * the comment's '#', which would stand beside the picture as a column of
 * its own.
 */
void cube_text_net(struct text *t, const struct cube *c, const struct cube_palette *p, bool ansi);

#endif
