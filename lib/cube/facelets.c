/*
 * Facelet strings.  Solved, the patent's cube presents "one distinct
 * coloration on each of its six faces"; a string names the colours by any
 * six symbols, and the cube itself says which colour belongs to which face.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "facelets.h"

struct sticker {
	const char *s;
	size_t len;
};

void
cube_bad_at(struct cube_bad *bad, const char *tok, size_t len, const char *reason)
{
	bad->tok = tok;
	bad->len = len;
	snprintf(bad->reason, sizeof(bad->reason), "%s", reason);
}

/*
 * Returns the length of the character at s[0..len); 0 when the byte is no
 * sticker symbol.
 */
static size_t
character(const unsigned char *s, size_t len)
{
	size_t n, i;

	if (s[0] > 0x20 && s[0] < 0x7f)
		return 1;
	n = s[0] >= 0xf0 && s[0] < 0xf5 ? 4 : s[0] >= 0xe0 ? 3 : s[0] >= 0xc2 ? 2 : 0;
	if (n == 0 || n > len)
		return 0;
	for (i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	return n;
}

/* The symbols of a facelet string, and the colour (0 .. 5) of each sticker. */
struct colouring {
	struct sticker symbol[CUBE_FACELETS];
	int nsymbols;
	unsigned char colour[CUBE_FACELETS];
};

/*
 * Writes into buf a corner's stickers as the line wrote them: "W G R" or
 * "U F L".
 */
static void
name_stickers(const struct colouring *k, const unsigned char colour[3], char *buf, size_t size)
{
	snprintf(buf, size, "%.*s %.*s %.*s",
	    (int)k->symbol[colour[0]].len, k->symbol[colour[0]].s,
	    (int)k->symbol[colour[1]].len, k->symbol[colour[1]].s,
	    (int)k->symbol[colour[2]].len, k->symbol[colour[2]].s);
}

static void
corner_name(unsigned position, char buf[4])
{
	int n;

	for (n = 0; n < 3; n++)
		buf[n] = cube_face_letter[cube_corner_face[position][n]];
	buf[3] = '\0';
}

/*
 * Finds which corner the stickers at a position show, and its twist
 * there, when the colours stand for the faces as face_of says.  Returns
 * false for stickers that no corner has.
 */
static bool
identify_corner(const unsigned char face_of[CUBE_FACES], const unsigned char colour[3],
    unsigned char *corner, unsigned char *twist)
{
	unsigned j, k, f[3];

	for (j = 0; j < 3; j++)
		f[j] = face_of[colour[j]];
	for (j = 0; j < 3; j++)
		if (f[j] == CUBE_U || f[j] == CUBE_D)
			break;
	if (j == 3)
		return false;
	for (k = 0; k < CUBE_CORNERS; k++)
		if (cube_corner_face[k][0] == f[j] && cube_corner_face[k][1] == f[(j + 1) % 3] &&
		    cube_corner_face[k][2] == f[(j + 2) % 3]) {
			*corner = (unsigned char)k;
			*twist = (unsigned char)j;
			return true;
		}
	return false;
}

/*
 * Reads the corners of a cube whose colours stand for faces as face_of
 * says.  Returns how many corners it could read, and puts the first it
 * could not in *first_bad (CUBE_CORNERS when none).
 */
static int
identify_corners(const struct colouring *k, const unsigned char face_of[CUBE_FACES],
    struct cube *c, unsigned *first_bad)
{
	unsigned i, n;
	int read = 0;

	*first_bad = CUBE_CORNERS;
	for (i = 0; i < CUBE_CORNERS; i++) {
		unsigned char colour[3];

		for (n = 0; n < 3; n++)
			colour[n] = k->colour[cube_corner_facelet[i][n]];
		if (identify_corner(face_of, colour, &c->corner[i], &c->corner_twist[i]))
			read++;
		else if (*first_bad == CUBE_CORNERS)
			*first_bad = i;
	}
	return read;
}

/* The six orders of three things. */
static const unsigned char order3[6][3] = {
	{ 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 }
};

/*
 * Returns the corner to blame when the stickers make no cube: the first
 * that shows a colour twice, which no colouring reads; else the first that
 * the colouring reading the most corners leaves unread.  A colouring is the six colours on the
 * faces up to turning the whole cube: colour 0 on U, one of the five
 * others on D, the least of the last four on F and the rest round R, B,
 * L in any order (30 in all).
 */
static unsigned
bad_corner(const struct colouring *k)
{
	static const unsigned char ring[3] = { CUBE_R, CUBE_B, CUBE_L };
	unsigned char face_of[CUBE_FACES], side[4];
	unsigned i, j, opposite, first_bad, worst = 0;
	int best = -1, read;
	struct cube unused;

	for (i = 0; i < CUBE_CORNERS; i++) {
		const unsigned char *f = cube_corner_facelet[i];

		if (k->colour[f[0]] == k->colour[f[1]] || k->colour[f[1]] == k->colour[f[2]] ||
		    k->colour[f[2]] == k->colour[f[0]])
			return i;
	}
	for (opposite = 1; opposite < CUBE_FACES; opposite++) {
		for (i = 1, j = 0; i < CUBE_FACES; i++)
			if (i != opposite)
				side[j++] = (unsigned char)i;
		face_of[0] = CUBE_U;
		face_of[opposite] = CUBE_D;
		face_of[side[0]] = CUBE_F;
		for (i = 0; i < 6; i++) {
			for (j = 0; j < 3; j++)
				face_of[side[1 + order3[i][j]]] = ring[j];
			if ((read = identify_corners(k, face_of, &unused, &first_bad)) > best) {
				best = read;
				worst = first_bad;
			}
		}
	}
	return worst;
}

/*
 * The colours are found from the cube itself: the corner at DBL stays
 * put while R, U and F turns solve the rest, so its stickers name the D,
 * B and L colours, and the other three colours go on U, F and R, each
 * opposite the face it never shares a corner with.  Of the six ways to
 * place those three, the right one reads every corner.
 */
static bool
read_colouring(const struct colouring *k, struct cube *c, struct cube_bad *bad)
{
	const unsigned char *dbl = cube_corner_facelet[CUBE_DBL];
	unsigned char face_of[CUBE_FACES], rest[3], twist_sum = 0;
	unsigned i, j, first_bad;
	int read = 0, nrest = 0, seen_at[CUBE_CORNERS];
	char stickers[64], name[4];

	for (i = 0; i < CUBE_FACES; i++) {
		for (j = 0; j < 3; j++)
			if (k->colour[dbl[j]] == i)
				break;
		if (j == 3 && nrest < 3)
			rest[nrest] = (unsigned char)i;
		nrest += j == 3;
	}
	/* More than three colours off DBL: it shows a colour twice, and reads as no corner. */
	if (nrest == 3) {
		for (i = 0; i < 3; i++)
			face_of[k->colour[dbl[i]]] = cube_corner_face[CUBE_DBL][i];
		for (i = 0; i < 6 && read < CUBE_CORNERS; i++) {
			face_of[rest[order3[i][0]]] = CUBE_U;
			face_of[rest[order3[i][1]]] = CUBE_F;
			face_of[rest[order3[i][2]]] = CUBE_R;
			read = identify_corners(k, face_of, c, &first_bad);
		}
	}
	if (read < CUBE_CORNERS) {
		unsigned char colour[3];
		unsigned worst = bad_corner(k);

		for (j = 0; j < 3; j++)
			colour[j] = k->colour[cube_corner_facelet[worst][j]];
		name_stickers(k, colour, stickers, sizeof(stickers));
		corner_name(worst, name);
		snprintf(bad->reason, sizeof(bad->reason),
		    "no corner has the stickers %s (at %s)", stickers, name);
		return false;
	}
	for (i = 0; i < CUBE_CORNERS; i++)
		seen_at[i] = -1;
	for (i = 0; i < CUBE_CORNERS; i++) {
		if (seen_at[c->corner[i]] >= 0) {
			unsigned char colour[3];

			for (j = 0; j < 3; j++) {
				unsigned facelet = (j + c->corner_twist[i]) % 3;

				colour[j] = k->colour[cube_corner_facelet[i][facelet]];
			}
			name_stickers(k, colour, stickers, sizeof(stickers));
			snprintf(bad->reason, sizeof(bad->reason),
			    "the corner %s appears twice", stickers);
			return false;
		}
		seen_at[c->corner[i]] = (int)i;
		twist_sum = (unsigned char)((twist_sum + c->corner_twist[i]) % 3);
	}
	if (twist_sum != 0) {
		snprintf(bad->reason, sizeof(bad->reason),
		    "a corner is twisted in place (the twists add up to %u, not 0, mod 3)",
		    twist_sum);
		return false;
	}
	return true;
}

/* Assigns each sticker a colour: six symbols, each on four stickers. */
static bool
colour_stickers(const struct cube_word *tok, int ntok, struct colouring *k, struct cube_bad *bad)
{
	int count[CUBE_FACELETS] = { 0 }, t, i, n = 0;
	size_t at;

	k->nsymbols = 0;
	for (t = 0; t < ntok; t++)
		for (at = 0; at < tok[t].len; n++) {
			struct sticker s = { tok[t].s + at, 0 };

			s.len = character((const unsigned char *)s.s, tok[t].len - at);
			at += s.len;
			for (i = 0; i < k->nsymbols; i++)
				if (k->symbol[i].len == s.len &&
				    memcmp(k->symbol[i].s, s.s, s.len) == 0)
					break;
			if (i == k->nsymbols)
				k->symbol[k->nsymbols++] = s;
			k->colour[n] = (unsigned char)i;
			count[i]++;
		}
	if (k->nsymbols != CUBE_FACES) {
		snprintf(bad->reason, sizeof(bad->reason),
		    "wrong sticker counts: %d colour%s, a cube has 6", k->nsymbols,
		    k->nsymbols == 1 ? "" : "s");
		return false;
	}
	for (i = 0; i < CUBE_FACES; i++)
		if (count[i] != 4) {
			snprintf(bad->reason, sizeof(bad->reason),
			    "wrong sticker counts: %.*s on %d sticker%s, not 4",
			    (int)k->symbol[i].len, k->symbol[i].s, count[i],
			    count[i] == 1 ? "" : "s");
			return false;
		}
	return true;
}

/* Returns how many characters a word holds; -1 when a byte in it is no sticker. */
static long
characters(struct cube_word t)
{
	size_t at = 0, n;
	long count = 0;

	for (; at < t.len; at += n, count++)
		if ((n = character((const unsigned char *)t.s + at, t.len - at)) == 0)
			return -1;
	return count;
}

int
cube_read_facelets(const struct cube_word *tok, int ntok, struct cube *c, struct cube_bad *bad)
{
	struct colouring k;
	long total = 0, n;
	int i;
	bool fours = ntok == CUBE_FACES;

	cube_bad_at(bad, tok[0].s, (size_t)(tok[ntok - 1].s + tok[ntok - 1].len - tok[0].s), "");
	for (i = 0; i < ntok; i++) {
		if ((n = characters(tok[i])) < 0) {
			snprintf(bad->reason, sizeof(bad->reason),
			    "not a state: a byte that is no sticker");
			return -1;
		}
		total += n;
		fours = fours && n == 4;
	}
	if (total != CUBE_FACELETS) {
		snprintf(bad->reason, sizeof(bad->reason),
		    "not a move, nor a state: %ld stickers, a state has 24", total);
		return -1;
	}
	if (ntok != 1 && !fours) {
		snprintf(bad->reason, sizeof(bad->reason),
		    "not a state: its stickers go in one word, or six words of four");
		return -1;
	}
	if (!colour_stickers(tok, ntok, &k, bad) || !read_colouring(&k, c, bad))
		return -1;
	return 1;
}

/*
 * The contract is in facelets.h.  A turned cube is brought home by
 * reading it back through its facelets.
 */
void
cube_home(struct cube *c)
{
	struct colouring k;
	struct cube_bad unused;
	int i;

	k.nsymbols = CUBE_FACES;
	for (i = 0; i < CUBE_FACES; i++)
		k.symbol[i] = (struct sticker){ &cube_face_letter[i], 1 };
	cube_facelets(c, k.colour);
	read_colouring(&k, c, &unused);
}
