/*
 * The colours of the first face and the first layer (goal.h): each
 * colour's name and how it is read, and the side of the cube on which a
 * solution makes its goal.  Apart from goal.c, whose tables and searches
 * need none of it.
 */
#include <stdio.h>
#include <string.h>

#include "../names.h"
#include "cubetext.h"
#include "goal.h"

const char *
cube_goal_colour_name(unsigned colour)
{
	return cube_palette_named("faces")->colour[colour];
}

const char *
cube_goal_colour_listed(size_t i)
{
	const struct cube_palette *faces = cube_palette_named("faces");

	if (i < CUBE_FACES)
		return faces->symbol[i];
	return i < 2 * CUBE_FACES ? faces->colour[i - CUBE_FACES] : NULL;
}

const char *
cube_goal_parse_colour(const char *s, unsigned *colour)
{
	static char why[128];
	size_t i, n;
	int at = names_find(cube_goal_colour_listed, s);

	if (at >= 0) {
		*colour = (unsigned)at % CUBE_FACES;
		return NULL;
	}
	n = (size_t)snprintf(why, sizeof(why), "not a colour:");
	for (i = 0; i < 2 * CUBE_FACES && n < sizeof(why); i++)
		n += (size_t)snprintf(why + n, sizeof(why) - n, "%s %s",
		    i == CUBE_FACES ? ", or" : "", cube_goal_colour_listed(i));
	return why;
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
