/*
 * The cube's state and its turns.  The patent's "rotation of any set of
 * four smaller cubes which share one face of the larger cube" is a face
 * turn; both sets of an axis turned together turn the cube whole.
 */
#include "cube.h"

const struct cube cube_solved = {
	{ CUBE_URF, CUBE_UFL, CUBE_ULB, CUBE_UBR, CUBE_DFR, CUBE_DLF, CUBE_DBL, CUBE_DRB },
	{ 0 }
};

const char cube_face_letter[CUBE_FACES] = { 'U', 'R', 'F', 'D', 'L', 'B' };

const unsigned char cube_corner_facelet[CUBE_CORNERS][3] = {
	{ 3, 4, 9 }, { 2, 8, 17 }, { 0, 16, 21 }, { 1, 20, 5 },
	{ 13, 11, 6 }, { 12, 19, 10 }, { 14, 23, 18 }, { 15, 7, 22 }
};
const unsigned char cube_corner_face[CUBE_CORNERS][3] = {
	{ CUBE_U, CUBE_R, CUBE_F }, { CUBE_U, CUBE_F, CUBE_L },
	{ CUBE_U, CUBE_L, CUBE_B }, { CUBE_U, CUBE_B, CUBE_R },
	{ CUBE_D, CUBE_F, CUBE_R }, { CUBE_D, CUBE_L, CUBE_F },
	{ CUBE_D, CUBE_B, CUBE_L }, { CUBE_D, CUBE_R, CUBE_B }
};

const unsigned char cube_home_face[CUBE_HOME_FACES] = { CUBE_R, CUBE_U, CUBE_F };

const struct cube_face_cycle cube_face_cycle[CUBE_FACES] = {
	[CUBE_U] = { { CUBE_URF, CUBE_UBR, CUBE_ULB, CUBE_UFL }, { 0, 0, 0, 0 } },
	[CUBE_R] = { { CUBE_URF, CUBE_DFR, CUBE_DRB, CUBE_UBR }, { 2, 1, 2, 1 } },
	[CUBE_F] = { { CUBE_URF, CUBE_UFL, CUBE_DLF, CUBE_DFR }, { 1, 2, 1, 2 } },
	[CUBE_D] = { { CUBE_DFR, CUBE_DLF, CUBE_DBL, CUBE_DRB }, { 0, 0, 0, 0 } },
	[CUBE_L] = { { CUBE_UFL, CUBE_ULB, CUBE_DBL, CUBE_DLF }, { 1, 2, 1, 2 } },
	[CUBE_B] = { { CUBE_ULB, CUBE_UBR, CUBE_DRB, CUBE_DBL }, { 1, 2, 1, 2 } },
};

void
cube_turn_whole(struct cube *c, enum cube_axis axis, unsigned quarters)
{
	static const unsigned char layer[3][2] = {
		[CUBE_X] = { CUBE_R, CUBE_L },
		[CUBE_Y] = { CUBE_U, CUBE_D },
		[CUBE_Z] = { CUBE_F, CUBE_B }
	};
	const unsigned char *l = layer[axis];

	cube_turn(c, (struct cube_turn){ l[0], (unsigned char)quarters });
	cube_turn(c, (struct cube_turn){ l[1], (unsigned char)((4 - quarters) % 4) });
}

void
cube_inverse(const struct cube *c, struct cube *inv)
{
	int i;

	for (i = 0; i < CUBE_CORNERS; i++) {
		inv->corner[c->corner[i]] = (unsigned char)i;
		inv->corner_twist[c->corner[i]] = (unsigned char)((3 - c->corner_twist[i]) % 3);
	}
}

void
cube_facelets(const struct cube *c, unsigned char facelet[CUBE_FACELETS])
{
	int i, n;

	for (i = 0; i < CUBE_CORNERS; i++)
		for (n = 0; n < 3; n++)
			facelet[cube_corner_facelet[i][(n + c->corner_twist[i]) % 3]] =
			    cube_corner_face[c->corner[i]][n];
}

/* The seven corners besides DBL, numbered 0 .. 6 in position order. */
static unsigned
seventh(unsigned corner)
{
	return corner > CUBE_DBL ? corner - 1 : corner;
}

static unsigned
position_of_seventh(unsigned i)
{
	return i >= CUBE_DBL ? i + 1 : i;
}

unsigned
cube_permutation(const struct cube *c)
{
	/* How many of the values below 16 each set of four bits holds. */
	static const unsigned char ones[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };
	unsigned i, index = 0, seen = 0;

	/*
	 * The Lehmer code: digit by digit, how many later corners are
	 * smaller, which is the corner's number less the smaller ones seen
	 * before it (a count of bits, not a loop over the later corners).
	 */
	for (i = 0; i < 7; i++) {
		unsigned corner = seventh(c->corner[position_of_seventh(i)]);
		unsigned smaller_seen = seen & ((1u << corner) - 1);

		index = index * (7 - i) + corner - ones[smaller_seen & 15] -
		    ones[smaller_seen >> 4];
		seen |= 1u << corner;
	}
	return index;
}

unsigned
cube_twist(const struct cube *c)
{
	unsigned i, t = 0;

	for (i = 0; i < 6; i++)
		t = t * 3 + c->corner_twist[position_of_seventh(i)];
	return t;
}

/* Returns the last digit of *index in the radix, and takes it off *index. */
static inline unsigned
take_digit(unsigned *index, unsigned radix)
{
	unsigned digit = *index % radix;

	*index /= radix;
	return digit;
}

/*
 * Sets *c from its coordinates, reading the Lehmer code back: digit i
 * picks the digit[i]-th of the corners not yet placed, which are kept in
 * order as the nibbles of a word, and the one picked is taken out.  Every
 * scramble drawn passes here (measured: 400 instructions with a division
 * by a variable and a scan per digit, 275 this way).
 */
void
cube_from_coordinates(struct cube *c, unsigned permutation, unsigned twist)
{
	unsigned digit[7], i, sum = 0;
	uint32_t left = 0x6543210;	/* the corners not yet placed, a nibble each */

	/* radices 1 .. 7 from the last digit, constants the compiler divides by without dividing */
	digit[6] = 0;
	digit[5] = take_digit(&permutation, 2);
	digit[4] = take_digit(&permutation, 3);
	digit[3] = take_digit(&permutation, 4);
	digit[2] = take_digit(&permutation, 5);
	digit[1] = take_digit(&permutation, 6);
	digit[0] = permutation;
	for (i = 0; i < 7; i++) {
		unsigned at = 4 * digit[i], k = left >> at & 15;

		left = (left & ((1u << at) - 1)) | (left >> at >> 4 << at);
		c->corner[position_of_seventh(i)] = (unsigned char)position_of_seventh(k);
	}
	c->corner[CUBE_DBL] = CUBE_DBL;
	for (i = 6; i-- > 0;) {
		c->corner_twist[position_of_seventh(i)] = (unsigned char)(twist % 3);
		sum += twist % 3;
		twist /= 3;
	}
	c->corner_twist[CUBE_DBL] = 0;
	c->corner_twist[CUBE_DRB] = (unsigned char)((3 - sum % 3) % 3);
}
