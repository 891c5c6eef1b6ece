/*
 * A batch of scrambles: how many are asked, what kind of states they
 * come from and how they are written, drawn one at a time from one seed
 * so that a batch can be drawn again, or in shards.
 */
#ifndef WITS_CUBE_BATCH_H
#define WITS_CUBE_BATCH_H

#include <stdbool.h>
#include <stdint.h>

#include "../text.h"
#include "cube.h"
#include "forms.h"
#include "subset.h"

struct rng;

/*
 * What a batch draws.  Numbers and names not asked for are 0 or NULL;
 * length and min_moves hold their defaults unless given.
 */
struct cube_batch {
	uint64_t count;		/* the scrambles, numbered from first */
	uint64_t first;
	unsigned extra;		/* extra scrambles after them */
	unsigned length;	/* the turns of a random-state scramble */
	bool length_given;
	bool short_form;	/* as short as each state allows */
	uint64_t moves;		/* random-move scrambles of this many turns */
	unsigned min_moves;	/* states nearer solved are drawn again */
	bool min_given;
	/* States of this subset, only of its case of this name, */
	const struct cube_subset *subset;
	const char *case_name;
	/* or states that these faces' turns make. */
	unsigned char faces[CUBE_FACES];
	unsigned nfaces;
};

/*
 * Reads the faces whose turns make the states drawn, "RU" say, into b.
 * Returns NULL, or why s is refused: faces are among R, U and F, as the
 * scrambles are written in their turns.
 */
const char *cube_batch_faces(struct cube_batch *b, const char *s);

/*
 * Returns whether the scrambles are as short as can be, whatever length
 * says: with short_form, of a set of faces, or of the optimal subset.
 */
bool cube_batch_shortest(const struct cube_batch *b);

/*
 * Draws b's scrambles, count + extra, the i-th from r seeded with w's
 * seed and its number first + i, and writes each in every form w asks
 * into out, handed to stdout as each is written.  Returns 0; -1, having
 * written nothing, when b's faces reach no state min_moves turns from
 * solved.
 */
int cube_batch_write(const struct cube_batch *b, struct cube_forms *w,
    struct rng *r, struct text *out);

#endif
