/*
 * Reading a line of cube input: a move sequence or a facelet string; and
 * sets of faces.  Pure functions.
 */
#ifndef WITS_CUBE_NOTATION_H
#define WITS_CUBE_NOTATION_H

#include <stddef.h>

#include "cube.h"
#include "facelets.h"

/*
 * Reads a line: a move sequence applied to the solved cube, or a facelet
 * string (24 stickers, any six symbols, the cube in any orientation, in
 * one word or as six words of four), and a "#" or "//" comment.
 *
 * A move sequence: turns of U R F D L B, wide turns (Rw or r, and so on
 * for each face) and whole-cube turns x y z, each with "'", "2", "2'" or
 * "'2" (the typographic apostrophe too), or with Kociemba's counts "1",
 * "2", "3" (U1 U2 U3), separated by blanks, pauses "." and comments as C
 * writes its block comments (csTimer's time stamps), or not at all;
 * groups "(A)" and brackets "[A, B]" (the commutator A B A' B') and
 * "[A: B]" (the conjugate A B A'), nested, each followed by a repeat
 * count, a "'" that inverts it, or both.  Slices M E S are refused: the
 * pocket cube has no middle layer.  A line without primes or brackets is
 * stickers when it has their shape or twenty letters or more.
 *
 * The cube comes back with DBL at home.  Returns 1 for a cube (a line
 * of pauses or block comments alone is the solved cube, as its empty
 * sequence makes it), 0 for a line with none (blank, or a comment after
 * '#' or "//" alone), -1 for a bad line or an impossible cube, *bad
 * naming the token to blame and why.
 */
int cube_parse(const char *s, size_t len, struct cube *c, struct cube_bad *bad);

/*
 * Reads a set of faces, "RU" or "UDLRFB", into order[0 .. *n) as written.
 * Returns NULL, or why not.
 */
const char *cube_parse_faces(const char *s, unsigned char order[CUBE_FACES], unsigned *n);

/* Faces as letters ("RUF"); buf needs n + 1 bytes. */
void cube_faces_format(const unsigned char *order, unsigned n, char *buf);

#endif
