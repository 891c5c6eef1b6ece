/*
 * The pocket cube of Nichols' patent (US 3,655,201, 1972): "a cube 10
 * divided into eight smaller cubes", each showing three coloured faces,
 * turned "in complementary sets of four about any of three mutually
 * perpendicular axes".  This module owns the cube's state: which corner
 * sits where and how it is twisted, the face turns and the whole-cube
 * turns, the 24 facelets, and the coordinates the solver's tables are
 * indexed by.  Pure functions: no I/O, no globals but constant tables.
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

/* The faces' letters, U R F D L B. */
extern const char cube_face_letter[CUBE_FACES];

/*
 * Each corner's three stickers, clockwise from its U or D sticker: where
 * they are in the facelet string, and the faces whose colours they show.
 */
extern const unsigned char cube_corner_facelet[CUBE_CORNERS][3];
extern const unsigned char cube_corner_face[CUBE_CORNERS][3];

/*
 * R, U and F: the faces whose turns leave DBL at home, so the only ones a
 * solution needs.  Their nine turns are numbered R R2 R' U U2 U' F F2 F',
 * the columns of the solver's move tables.
 */
enum { CUBE_HOME_FACES = 3, CUBE_HOME_TURNS = CUBE_HOME_FACES * 3 };
extern const unsigned char cube_home_face[CUBE_HOME_FACES];

static inline unsigned
cube_home_turn(unsigned home_face, unsigned quarters)
{
	return home_face * 3 + quarters - 1;
}

/*
 * A face turn moves the four corners of the face round a cycle: a
 * clockwise quarter turn brings the corner at cycle[k + 1] to cycle[k]
 * (k + 1 taken mod 4), q quarters the one at cycle[k + q].  A quarter
 * turn either way twists the corner it brings to cycle[k] by twist[k]
 * (Kociemba's tables, where U and D turns keep the U/D stickers on U and
 * D); a half turn twists none.
 */
struct cube_face_cycle {
	unsigned char cycle[4], twist[4];
};

extern const struct cube_face_cycle cube_face_cycle[CUBE_FACES];

/*
 * c then the arrangement m (a quarter turn, or what a whole sequence makes
 * of the solved cube): the corner m brings to each position, twisted on
 * the way.  m may be c.  Inline, as the parser had it: reading a move
 * sequence is mostly turning (measured).
 */
static inline void
cube_then(struct cube *c, const struct cube *m)
{
	struct cube r;
	int i;

	for (i = 0; i < CUBE_CORNERS; i++) {
		r.corner[i] = c->corner[m->corner[i]];
		r.corner_twist[i] = (unsigned char)((c->corner_twist[m->corner[i]] +
		    m->corner_twist[i]) % 3);
	}
	*c = r;
}

/*
 * c after the turn t (0 quarters: as it is).  The parser's hot path:
 * four corners moved, not eight (measured: a third of the instructions
 * of cube_then a quarter at a time).
 */
static inline void
cube_turn(struct cube *c, struct cube_turn t)
{
	static const unsigned char mod3[5] = { 0, 1, 2, 0, 1 };
	const struct cube_face_cycle *f = &cube_face_cycle[t.face];
	const unsigned char *at = f->cycle;
	unsigned q = t.quarters, odd = q & 1;
	/* the cycle's corners and twists, read before any is written */
	unsigned char corner[4] = {
		c->corner[at[0]], c->corner[at[1]], c->corner[at[2]], c->corner[at[3]]
	};
	unsigned char twist[4] = {
		c->corner_twist[at[0]], c->corner_twist[at[1]], c->corner_twist[at[2]],
		c->corner_twist[at[3]]
	};
	unsigned k;

	for (k = 0; k < 4; k++) {
		c->corner[at[k]] = corner[(k + q) & 3];
		c->corner_twist[at[k]] = mod3[twist[(k + q) & 3] + f->twist[k] * odd];
	}
}

/* The axes of whole-cube turns, x y z, turning as R, U and F turn. */
enum cube_axis { CUBE_X, CUBE_Y, CUBE_Z };

/*
 * c turned whole about an axis, a number of quarter turns: for the pocket
 * cube, both of the axis's sets of four turned, x being R with L'.  DBL
 * leaves home.
 */
void cube_turn_whole(struct cube *c, enum cube_axis axis, unsigned quarters);

/* The cube that c undoes: c then its inverse is solved. */
void cube_inverse(const struct cube *c, struct cube *inv);

/*
 * The 24 facelets of c, faces U R F D L B, each face in reading order of
 * the net (U from above with B at the top, D from below with F at the
 * top, the sides with U at the top): each the face whose colour it shows.
 */
void cube_facelets(const struct cube *c, unsigned char facelet[CUBE_FACELETS]);

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
