/*
 * The 24 ways to hold the cube: the rotations, how each face turns the
 * cube held each way, and how a whole-cube turn changes the holding.
 */
#include <stdbool.h>
#include <string.h>

#include "facelets.h"
#include "holding.h"

void
cube_rotate(const struct cube *c, unsigned r, struct cube *out, unsigned char face_at[CUBE_FACES])
{
	/* y turned 0 .. 3 times, then none, x, x2, x', z or z'. */
	static const struct { enum cube_axis axis; unsigned char quarters; } tilt[6] = {
		{ CUBE_X, 0 }, { CUBE_X, 1 }, { CUBE_X, 2 }, { CUBE_X, 3 },
		{ CUBE_Z, 1 }, { CUBE_Z, 3 }
	};
	unsigned char facelet[CUBE_FACELETS];
	struct cube turned = cube_solved;
	unsigned p;

	if (r == 0) {
		for (p = 0; p < CUBE_FACES; p++)
			face_at[p] = (unsigned char)p;
		*out = *c;
		return;
	}
	cube_turn_whole(&turned, CUBE_Y, r % 4);
	cube_turn_whole(&turned, tilt[r / 4].axis, tilt[r / 4].quarters);
	cube_facelets(&turned, facelet);
	for (p = 0; p < CUBE_FACES; p++)
		face_at[facelet[4 * p]] = (unsigned char)p;
	*out = *c;
	cube_turn_whole(out, CUBE_Y, r % 4);
	cube_turn_whole(out, tilt[r / 4].axis, tilt[r / 4].quarters);
	cube_home(out);
}

/* The holdings as x and y steps: holding o is the solved cube turned whole by them. */
struct holding {
	unsigned char steps[CUBE_ROTATIONS][8];
	unsigned char nsteps[CUBE_ROTATIONS];
	struct cube cube[CUBE_ROTATIONS];
};

static const enum cube_axis step_axis[2] = { CUBE_X, CUBE_Y };

static bool
same_cube(const struct cube *a, const struct cube *b)
{
	return memcmp(a->corner, b->corner, sizeof(a->corner)) == 0 &&
	    memcmp(a->corner_twist, b->corner_twist, sizeof(a->corner_twist)) == 0;
}

static void
find_holdings(struct holding *h)
{
	unsigned n = 1, i, j, step;

	h->cube[0] = cube_solved;
	h->nsteps[0] = 0;
	for (i = 0; i < n; i++)
		for (step = 0; step < 2; step++) {
			struct cube c = h->cube[i];

			cube_turn_whole(&c, step_axis[step], 1);
			for (j = 0; j < n && !same_cube(&c, &h->cube[j]); j++)
				;
			if (j == n && n < CUBE_ROTATIONS) {
				h->cube[n] = c;
				memcpy(h->steps[n], h->steps[i], h->nsteps[i]);
				h->steps[n][h->nsteps[i]] = (unsigned char)step;
				h->nsteps[n] = (unsigned char)(h->nsteps[i] + 1);
				n++;
			}
		}
}

/*
 * Held by o, the cube is c then o's rotation; c then o then the face's
 * turn is c then a turn of R, U or F then the holding after it.
 */
static void
held_turn(const struct holding *h, unsigned o, unsigned char face, unsigned q,
    struct cube_held_turn *t)
{
	struct cube want = h->cube[o];
	unsigned g, q2, o2, i;

	cube_turn(&want, (struct cube_turn){ face, (unsigned char)q });
	for (g = 0; g < CUBE_HOME_FACES; g++)
		for (q2 = 1; q2 <= 3; q2++) {
			struct cube turned = cube_solved;

			cube_turn(&turned,
			    (struct cube_turn){ cube_home_face[g], (unsigned char)q2 });
			for (o2 = 0; o2 < CUBE_ROTATIONS; o2++) {
				struct cube c = turned;

				for (i = 0; i < h->nsteps[o2]; i++)
					cube_turn_whole(&c, step_axis[h->steps[o2][i]], 1);
				if (same_cube(&c, &want)) {
					t->turn[q - 1] = (unsigned char)cube_home_turn(g, q2);
					t->next[q - 1] = (unsigned char)o2;
					return;
				}
			}
		}
}

void
cube_held_turns(const unsigned char *face, unsigned nfaces,
    struct cube_held_turn held[CUBE_ROTATIONS][CUBE_FACES])
{
	struct holding h;
	unsigned o, k, q;

	find_holdings(&h);
	for (o = 0; o < CUBE_ROTATIONS; o++)
		for (k = 0; k < nfaces; k++) {
			held[o][k].face = face[k];
			for (q = 1; q <= 3; q++)
				held_turn(&h, o, face[k], q, &held[o][k]);
		}
}

void
cube_held_rotations(unsigned char rotated[CUBE_ROTATIONS][3][3])
{
	struct holding h;
	unsigned o, axis, q, o2;

	find_holdings(&h);
	for (o = 0; o < CUBE_ROTATIONS; o++)
		for (axis = CUBE_X; axis <= CUBE_Z; axis++)
			for (q = 1; q <= 3; q++) {
				struct cube c = h.cube[o];

				cube_turn_whole(&c, (enum cube_axis)axis, q);
				for (o2 = 0; !same_cube(&c, &h.cube[o2]); o2++)
					;
				rotated[o][axis][q - 1] = (unsigned char)o2;
			}
}
