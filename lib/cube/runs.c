/*
 * Runs of turns that do nothing, found as two prefixes of the scramble
 * that leave the same cube, held the same way: the turns between them
 * do nothing.
 */
#include <stdlib.h>

#include "runs.h"

static int
key_order(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/* Returns c's corners and twists, 5 bits a place: a key cheaper than coordinates. */
static uint64_t
state_key(const struct cube *c)
{
	uint64_t key = 0;
	unsigned i;

	for (i = 0; i < CUBE_CORNERS; i++)
		key = key << 5 | (uint64_t)c->corner[i] << 2 | c->corner_twist[i];
	return key;
}

/*
 * c turned whole until its DBL corner is at home, untwisted: the one of
 * the 24 rotations that does it, each tried as y turned 0 .. 3 times,
 * then none, x, x2, x', z or z'.  The cube is the same physical cube,
 * held another way; reading it again through its stickers instead, with
 * the corner now at DBL naming the colours, would give a recoloured copy,
 * which is another cube.
 */
static void
hold_home(struct cube *c)
{
	static const struct { enum cube_axis axis; unsigned char quarters; } tilt[6] = {
		{ CUBE_X, 0 }, { CUBE_X, 1 }, { CUBE_X, 2 }, { CUBE_X, 3 },
		{ CUBE_Z, 1 }, { CUBE_Z, 3 }
	};
	struct cube held;
	unsigned y, k;

	for (y = 0; y < 4; y++)
		for (k = 0; k < 6; k++) {
			held = *c;
			cube_turn_whole(&held, CUBE_Y, y);
			cube_turn_whole(&held, tilt[k].axis, tilt[k].quarters);
			if (held.corner[CUBE_DBL] == CUBE_DBL && held.corner_twist[CUBE_DBL] == 0) {
				*c = held;
				return;
			}
		}
}

uint64_t
cube_identity_runs(const struct cube_move *move, size_t n, uint64_t *key)
{
	struct cube c = cube_solved, held;
	size_t i, turns = 0, same;
	uint64_t runs = 0;

	key[turns++] = state_key(&c);
	for (i = 0; i < n; i++) {
		cube_apply_move(&c, move[i]);
		if (move[i].what >= CUBE_FACES)
			continue;
		held = c;
		if (held.corner[CUBE_DBL] != CUBE_DBL || held.corner_twist[CUBE_DBL] != 0)
			hold_home(&held);
		key[turns++] = state_key(&held);
	}
	/* no single turn does nothing, so two equal prefixes are a run of two or more */
	qsort(key, turns, sizeof(*key), key_order);
	for (i = 1, same = 0; i < turns; i++) {
		same = key[i] == key[i - 1] ? same + 1 : 0;
		runs += same;
	}
	return runs;
}
