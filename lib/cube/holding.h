/*
 * The 24 ways to hold the cube, private to lib/cube/.  The patent turns a
 * set of four "with respect to its complementary set": turning L is
 * turning R and then the whole cube (x'), so a solver that may turn both
 * faces of an axis follows how the cube is held, each turn of a face
 * being the turn of whichever of R, U and F that face now is.
 */
#ifndef WITS_CUBE_HOLDING_H
#define WITS_CUBE_HOLDING_H

#include "cube.h"

enum { CUBE_ROTATIONS = 24 };

/*
 * Rotation r (0 .. 23, 0 is as it is): *out is c turned whole by r and
 * held again with DBL at home (the corner now at DBL sets the colours);
 * face_at[f] says where face f went.
 */
void cube_rotate(const struct cube *c, unsigned r, struct cube *out,
    unsigned char face_at[CUBE_FACES]);

/*
 * A face turned with the cube held some way: for 1, 2 and 3 quarters, the
 * turn of R, U or F it is (numbered as cube_home_turn numbers them) and
 * the holding after it.
 */
struct cube_held_turn {
	unsigned char face;		/* as named: U R F D L B */
	unsigned char turn[3];
	unsigned char next[3];
};

/*
 * For each holding (the solved cube turned whole by its x and y steps)
 * and each of the faces face[0 .. nfaces), how turning it turns the cube.
 */
void cube_held_turns(const unsigned char *face, unsigned nfaces,
    struct cube_held_turn held[CUBE_ROTATIONS][CUBE_FACES]);

/*
 * The cube held by o and turned whole about an axis (x y z) q quarter
 * turns (1 .. 3) is the same cube held by rotated[o][axis][q - 1].
 */
void cube_held_rotations(unsigned char rotated[CUBE_ROTATIONS][3][3]);

#endif
