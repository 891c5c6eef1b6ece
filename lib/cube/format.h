/*
 * The pocket cube as text: turn sequences, solutions, scrambles, facelet
 * strings, the census, and the unfolded net in a palette.  Formatters
 * only: each writes what it is given.
 */
#ifndef WITS_CUBE_FORMAT_H
#define WITS_CUBE_FORMAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../text.h"
#include "cube.h"
#include "solve.h"

/* The colours the faces are shown in: a symbol and a terminal colour for each of U R F D L B. */
struct cube_palette {
	const char *name;
	const char *symbol[CUBE_FACES];
	unsigned char xterm[CUBE_FACES];	/* xterm-256 colour number */
	bool light[CUBE_FACES];			/* light enough for dark letters on it */
};

/* "faces", "patent" (Nichols' colours), "western"; NULL for another name. */
const struct cube_palette *cube_palette_named(const char *name);

/* "faces, patent or western" */
extern const char cube_palette_names[];

/* "R U2 F'": single spaces, nothing for none. */
void cube_text_turns(struct text *t, const struct cube_turn *turn, size_t n);

/* The 24 facelets in the palette's symbols: the format cube_parse reads. */
void cube_text_state(struct text *t, const struct cube *c, const struct cube_palette *p);

/* A solution's line: "R U2 F' # 3", or "# 0" for none. */
void cube_text_solution(struct text *t, const struct cube_path *p);

/* The line for a cube the faces cannot solve. */
void cube_text_unsolvable(struct text *t, const char *faces);

/*
 * A scramble's line: its turns, or its facelets (in the palette) when
 * state is true or there are no turns to write.
 */
void cube_text_scramble(struct text *t, const struct cube_turn *turn, size_t n,
    const struct cube *c, const struct cube_palette *p, bool state);

/* The census (count[0 .. depth]), with a heading and a total as comments. */
void cube_text_census(struct text *t, const uint64_t *count, unsigned depth,
    enum cube_metric metric, const char *faces);

/*
 * The unfolded net (U above L F R B, D below), each line a comment
 * ("# ...") so the picture can stand in any wits input; in the palette's
 * colours when ansi is true (for a terminal), its symbols otherwise.
 */
void cube_text_net(struct text *t, const struct cube *c, const struct cube_palette *p, bool ansi);

#endif
