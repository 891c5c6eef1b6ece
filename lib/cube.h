/*
 * The pocket cube of Nichols' patent (US 3,655,201, 1972): "a cube 10
 * divided into eight smaller cubes", each showing three coloured faces,
 * turned "in complementary sets of four about any of three mutually
 * perpendicular axes".  This module owns the cube's state: which corner
 * sits where and how it is twisted, the face turns, the 24 facelets, and
 * the text a person types for them.  Pure functions: no I/O, no globals
 * but constant tables.
 */
#ifndef WITS_CUBE_H
#define WITS_CUBE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The faces, in the order of a facelet string. */
enum cube_face { CUBE_U, CUBE_R, CUBE_F, CUBE_D, CUBE_L, CUBE_B, CUBE_FACES };

/* The corner positions (and the corners that belong there when solved). */
enum cube_corner {
	CUBE_URF, CUBE_UFL, CUBE_ULB, CUBE_UBR, CUBE_DFR, CUBE_DLF, CUBE_DBL, CUBE_DRB,
	CUBE_CORNERS
};

enum { CUBE_FACELETS = 24 };

/*
 * A cube: the corner at each position, and its twist there (0, or 1 or 2
 * when its U or D sticker has turned clockwise that many thirds).  After
 * cube_parse the DBL corner is at home: the patent's whole-cube turns are
 * taken out, so the 3,674,160 positions are the cubes with DBL fixed.
 */
struct cube {
	unsigned char corner[CUBE_CORNERS];
	unsigned char corner_twist[CUBE_CORNERS];
};

/*
 * A face turn: the face (U R F D L B) and how many quarter turns
 * clockwise, seen from that face (1, 2 or 3, written "", "2", "'").
 */
struct cube_turn {
	unsigned char face, quarters;
};

extern const struct cube cube_solved;

/* c after the turn t. */
void cube_turn(struct cube *c, struct cube_turn t);

/* The cube that c undoes: c then its inverse is solved. */
void cube_inverse(const struct cube *c, struct cube *inv);

/*
 * The 24 facelets of c, faces U R F D L B, each face in reading order of
 * the net (U from above with B at the top, D from below with F at the
 * top, the sides with U at the top): each the face whose colour it shows.
 */
void cube_facelets(const struct cube *c, unsigned char facelet[CUBE_FACELETS]);

/*
 * The 24 ways to hold the cube: rotation r (0 .. 23, 0 is as it is).
 * *out is c turned whole by r and held again with DBL at home (the
 * corner now at DBL sets the colours); face_at[f] says where face f went.
 */
enum { CUBE_ROTATIONS = 24 };
void cube_rotate(const struct cube *c, unsigned r, struct cube *out,
    unsigned char face_at[CUBE_FACES]);

/* Where a line failed to parse, and why. */
struct cube_bad {
	const char *tok;
	size_t len;
	char reason[128];
};

/*
 * Reads a line: a move sequence ("R U2 F'", also D L B, x y z, 2', the
 * typographic apostrophe, applied to the solved cube) or a facelet string
 * (24 stickers, any six symbols, the cube in any orientation, in one word
 * or as six words of four), and a "#" comment.  The cube comes back with
 * DBL at home.  Returns 1 for a cube, 0 for a line with none (blank or
 * comment), -1 for a bad line or an impossible cube, *bad saying why.
 */
int cube_parse(const char *s, size_t len, struct cube *c, struct cube_bad *bad);

/*
 * Reads a set of faces, "RU" or "UDLRFB", into order[0 .. *n) as written.
 * Returns NULL, or why not.
 */
const char *cube_parse_faces(const char *s, unsigned char order[CUBE_FACES], unsigned *n);

/* Faces as letters ("RUF"); buf needs n + 1 bytes. */
void cube_faces_format(const unsigned char *order, unsigned n, char *buf);

/*
 * Coordinates: the permutation of the seven corners besides DBL
 * (0 .. 5039) and the twists of six of them (0 .. 728; the seventh
 * follows, the twists adding up to 0 mod 3).  Solved is (0, 0).
 */
enum { CUBE_PERMUTATIONS = 5040, CUBE_TWISTS = 729 };

unsigned cube_permutation(const struct cube *c);
unsigned cube_twist(const struct cube *c);

/* The cube with DBL at home and these coordinates. */
void cube_from_coordinates(struct cube *c, unsigned permutation, unsigned twist);

#endif
