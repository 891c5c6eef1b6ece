/*
 * The pocket cube as the cube oracles lay it out: 24 stickers placed in
 * space, each at the centre of its cubie (coordinates +-1) with its
 * outward normal, numbered face by face (URFDLB) in the order a facelet
 * string reads them.  Like oracle.h, it shares nothing with lib/.
 */
#include <string.h>

enum { STICKERS = 24 };

static const char faces[] = "URFDLB";

/* Each face's outward normal, in the order of faces[]. */
static const int normal[6][3] = {
	{ 0, 1, 0 }, { 1, 0, 0 }, { 0, 0, 1 },
	{ 0, -1, 0 }, { -1, 0, 0 }, { 0, 0, -1 },
};

/*
 * How a face reads in a facelet string (and on the net): the coordinate
 * that changes down its rows and its value on the top row, then the
 * coordinate that changes across and its value on the left.
 */
static const int reading[6][4] = {
	{ 2, -1, 0, -1 }, { 1, 1, 2, 1 }, { 1, 1, 0, -1 },
	{ 2, 1, 0, -1 }, { 1, 1, 2, -1 }, { 1, 1, 0, 1 },
};

/* Each sticker's place and normal, once place_stickers has run. */
static int place[STICKERS][3], facing[STICKERS][3];

static inline int
same(const int *a, const int *b)
{
	return a[0] == b[0] && a[1] == b[1] && a[2] == b[2];
}

static inline int
dot(const int *a, const int *b)
{
	return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/* Returns the sticker at place p facing n, or -1. */
static inline int
sticker(const int *p, const int *n)
{
	int i;

	for (i = 0; i < STICKERS; i++)
		if (same(place[i], p) && same(facing[i], n))
			return i;
	return -1;
}

/*
 * Writes into out v turned a quarter clockwise as seen looking at k's tip
 * (Rodrigues' formula for -90 degrees about a unit axis: (k.v) k - k x v).
 */
static inline void
clockwise(const int *k, const int *v, int *out)
{
	int cross[3] = {
		k[1] * v[2] - k[2] * v[1],
		k[2] * v[0] - k[0] * v[2],
		k[0] * v[1] - k[1] * v[0],
	};
	int d = dot(k, v), i;

	for (i = 0; i < 3; i++)
		out[i] = d * k[i] - cross[i];
}

/* Places the stickers, face by face in the reading order of the net. */
static inline void
place_stickers(void)
{
	int f, r, c, i = 0;

	for (f = 0; f < 6; f++)
		for (r = 0; r < 2; r++)
			for (c = 0; c < 2; c++, i++) {
				memcpy(place[i], normal[f], sizeof place[i]);
				memcpy(facing[i], normal[f], sizeof facing[i]);
				place[i][reading[f][0]] = r ? -reading[f][1] : reading[f][1];
				place[i][reading[f][2]] = c ? -reading[f][3] : reading[f][3];
			}
}
