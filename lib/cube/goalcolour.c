/*
 * The colours of the first face and the first layer (goal.h): each
 * colour's name and how it is read, and the side of the cube on which a
 * solution makes its goal.  Apart from goal.c, whose tables and searches
 * need none of it.
 */
#include <string.h>

#include "cubetext.h"
#include "goal.h"

const char *
cube_goal_colour_name(unsigned colour)
{
	return cube_palette_named("faces")->colour[colour];
}

const char *
cube_goal_parse_colour(const char *s, unsigned *colour)
{
	unsigned f;

	for (f = 0; f < CUBE_FACES; f++)
		if ((s[0] == cube_face_letter[f] && s[1] == '\0') ||
		    strcmp(s, cube_goal_colour_name(f)) == 0) {
			*colour = f;
			return NULL;
		}
	return "not a colour: U R F D L B, or white red green yellow orange blue";
}

unsigned
cube_goal_side(const struct cube *c, const struct cube_path *p, unsigned colour)
{
	struct cube turned = *c;
	unsigned char facelet[CUBE_FACELETS];
	unsigned i, f;

	for (i = 0; i < p->n; i++)
		cube_turn(&turned, p->turn[i]);
	cube_facelets(&turned, facelet);
	for (f = 0; f < CUBE_FACES; f++) {
		for (i = 0; i < 4 && facelet[4 * f + i] == colour; i++)
			;
		if (i == 4)
			return f;
	}
	return CUBE_FACES;
}
