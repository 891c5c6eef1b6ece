/* The pocket cube as text: turn sequences, facelet strings, and the unfolded net, in a palette. */
#ifndef WITS_CUBETEXT_H
#define WITS_CUBETEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "cube.h"
#include "text.h"

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

/*
 * The unfolded net (U above L F R B, D below), each line a comment
 * ("# ...") so the picture can stand in any wits input; in the palette's
 * colours when ansi is true (for a terminal), its symbols otherwise.
 */
void cube_text_net(struct text *t, const struct cube *c, const struct cube_palette *p, bool ansi);

#endif
