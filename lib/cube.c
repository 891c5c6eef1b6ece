#include <stdio.h>
#include <string.h>

#include "cube.h"

const struct cube cube_solved = {
	{ CUBE_URF, CUBE_UFL, CUBE_ULB, CUBE_UBR, CUBE_DFR, CUBE_DLF, CUBE_DBL, CUBE_DRB },
	{ 0 }
};

static const char face_letter[CUBE_FACES] = { 'U', 'R', 'F', 'D', 'L', 'B' };

/*
 * Each corner's three stickers, clockwise from its U or D sticker: where
 * they are in the facelet string, and the faces whose colours they show.
 */
static const unsigned char corner_facelet[CUBE_CORNERS][3] = {
	{ 3, 4, 9 }, { 2, 8, 17 }, { 0, 16, 21 }, { 1, 20, 5 },
	{ 13, 11, 6 }, { 12, 19, 10 }, { 14, 23, 18 }, { 15, 7, 22 }
};
static const unsigned char corner_face[CUBE_CORNERS][3] = {
	{ CUBE_U, CUBE_R, CUBE_F }, { CUBE_U, CUBE_F, CUBE_L },
	{ CUBE_U, CUBE_L, CUBE_B }, { CUBE_U, CUBE_B, CUBE_R },
	{ CUBE_D, CUBE_F, CUBE_R }, { CUBE_D, CUBE_L, CUBE_F },
	{ CUBE_D, CUBE_B, CUBE_L }, { CUBE_D, CUBE_R, CUBE_B }
};

/*
 * A clockwise quarter turn of each face, as Kociemba tabulates it: the
 * position whose corner comes to each position, and the twist it gains
 * on the way (U and D turns keep the U/D stickers on U and D).
 */
static const struct cube quarter_turn[CUBE_FACES] = {
	[CUBE_U] = { { CUBE_UBR, CUBE_URF, CUBE_UFL, CUBE_ULB, CUBE_DFR, CUBE_DLF, CUBE_DBL, CUBE_DRB },
	    { 0, 0, 0, 0, 0, 0, 0, 0 } },
	[CUBE_R] = { { CUBE_DFR, CUBE_UFL, CUBE_ULB, CUBE_URF, CUBE_DRB, CUBE_DLF, CUBE_DBL, CUBE_UBR },
	    { 2, 0, 0, 1, 1, 0, 0, 2 } },
	[CUBE_F] = { { CUBE_UFL, CUBE_DLF, CUBE_ULB, CUBE_UBR, CUBE_URF, CUBE_DFR, CUBE_DBL, CUBE_DRB },
	    { 1, 2, 0, 0, 2, 1, 0, 0 } },
	[CUBE_D] = { { CUBE_URF, CUBE_UFL, CUBE_ULB, CUBE_UBR, CUBE_DLF, CUBE_DBL, CUBE_DRB, CUBE_DFR },
	    { 0, 0, 0, 0, 0, 0, 0, 0 } },
	[CUBE_L] = { { CUBE_URF, CUBE_ULB, CUBE_DBL, CUBE_UBR, CUBE_DFR, CUBE_UFL, CUBE_DLF, CUBE_DRB },
	    { 0, 1, 2, 0, 0, 2, 1, 0 } },
	[CUBE_B] = { { CUBE_URF, CUBE_UFL, CUBE_UBR, CUBE_DRB, CUBE_DFR, CUBE_DLF, CUBE_ULB, CUBE_DBL },
	    { 0, 0, 1, 2, 0, 0, 2, 1 } },
};

/* c then m, m read as a move that takes each corner somewhere. */
static void
multiply(struct cube *c, const struct cube *m)
{
	struct cube r;
	int i;

	for (i = 0; i < CUBE_CORNERS; i++) {
		r.corner[i] = c->corner[m->corner[i]];
		r.corner_twist[i] = (unsigned char)((c->corner_twist[m->corner[i]] + m->corner_twist[i]) % 3);
	}
	*c = r;
}

void
cube_turn(struct cube *c, struct cube_turn t)
{
	unsigned q;

	for (q = 0; q < t.quarters; q++)
		multiply(c, &quarter_turn[t.face]);
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
			facelet[corner_facelet[i][(n + c->corner_twist[i]) % 3]] =
			    corner_face[c->corner[i]][n];
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
	unsigned i, j, index = 0, p[7];

	for (i = 0; i < 7; i++)
		p[i] = seventh(c->corner[position_of_seventh(i)]);
	/* The Lehmer code: how many later corners are smaller, digit by digit. */
	for (i = 0; i < 7; i++) {
		unsigned smaller = 0;

		for (j = i + 1; j < 7; j++)
			smaller += p[j] < p[i];
		index = index * (7 - i) + smaller;
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

void
cube_from_coordinates(struct cube *c, unsigned permutation, unsigned twist)
{
	unsigned digit[7], i, k, used = 0, sum = 0;

	for (i = 7; i-- > 0;) {
		digit[i] = permutation % (7 - i);
		permutation /= 7 - i;
	}
	for (i = 0; i < 7; i++) {
		for (k = 0; used & 1u << k || digit[i]-- > 0; k++)
			;
		used |= 1u << k;
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

/* Parsing. */

enum { STATE_MIN_BYTES = 8 };

struct sticker {
	const char *s;
	size_t len;
};

struct token {
	const char *s;
	size_t len;
};

static bool
blank(char ch)
{
	return ch == ' ' || ch == '\t';
}

/* The length of the character at s[0..len), or 0 for a byte that is no sticker symbol. */
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

/* The typographic apostrophe, U+2019, in UTF-8. */
static const char right_quote[] = "\xe2\x80\x99";

/*
 * A move token: a face or a whole-cube rotation, then nothing, "'", "2",
 * "2'" (a half turn either way) or the typographic apostrophe.  Returns
 * the quarter turns (1 .. 3), or 0 for a token that is no move.
 */
static unsigned
move_token(struct token t, char *name)
{
	static const char names[] = "URFDLBxyz";
	const char *suffix = t.s + 1, *at;
	size_t rest;

	if (t.len == 0 || (at = memchr(names, t.s[0], sizeof(names) - 1)) == NULL)
		return 0;
	rest = t.len - 1;
	*name = *at;
	if (rest == 0)
		return 1;
	if (rest == 1 && *suffix == '\'')
		return 3;
	if (rest == 3 && memcmp(suffix, right_quote, 3) == 0)
		return 3;
	if (*suffix != '2')
		return 0;
	if (rest == 1 || (rest == 2 && suffix[1] == '\'') ||
	    (rest == 4 && memcmp(suffix + 1, right_quote, 3) == 0))
		return 2;
	return 0;
}

/* A whole-cube rotation of the pocket cube is both its layers turned: x is R with L'. */
static void
rotate(struct cube *c, char axis, unsigned quarters)
{
	static const char axes[] = "xyz";
	static const unsigned char layer[3][2] = {
		{ CUBE_R, CUBE_L }, { CUBE_U, CUBE_D }, { CUBE_F, CUBE_B }
	};
	const unsigned char *l = layer[strchr(axes, axis) - axes];

	cube_turn(c, (struct cube_turn){ l[0], (unsigned char)quarters });
	cube_turn(c, (struct cube_turn){ l[1], (unsigned char)((4 - quarters) % 4) });
}

static void
apply_token(struct cube *c, struct token t)
{
	char name = 0;
	unsigned quarters = move_token(t, &name);
	const char *f = memchr(face_letter, name, CUBE_FACES);

	if (f != NULL)
		cube_turn(c, (struct cube_turn){ (unsigned char)(f - face_letter), (unsigned char)quarters });
	else
		rotate(c, name, quarters);
}

static void
bad_at(struct cube_bad *bad, const char *tok, size_t len, const char *reason)
{
	bad->tok = tok;
	bad->len = len;
	snprintf(bad->reason, sizeof(bad->reason), "%s", reason);
}

/* The symbols of a facelet string, and the colour (0 .. 5) of each sticker. */
struct colouring {
	struct sticker symbol[CUBE_FACELETS];
	int nsymbols;
	unsigned char colour[CUBE_FACELETS];
};

/* "W G R" or "U F L": a corner's stickers as the line wrote them. */
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
		buf[n] = face_letter[corner_face[position][n]];
	buf[3] = '\0';
}

/*
 * Which corner the stickers at a position show, and its twist there, when
 * the colours stand for the faces as face_of says.  False for stickers
 * that no corner has.
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
		if (corner_face[k][0] == f[j] && corner_face[k][1] == f[(j + 1) % 3] &&
		    corner_face[k][2] == f[(j + 2) % 3]) {
			*corner = (unsigned char)k;
			*twist = (unsigned char)j;
			return true;
		}
	return false;
}

/* Reads the positions of a cube whose colours stand for faces as face_of says; how many it could. */
static int
identify_corners(const struct colouring *k, const unsigned char face_of[CUBE_FACES], struct cube *c,
    unsigned *first_bad)
{
	unsigned i, n;
	int read = 0;

	*first_bad = CUBE_CORNERS;
	for (i = 0; i < CUBE_CORNERS; i++) {
		unsigned char colour[3];

		for (n = 0; n < 3; n++)
			colour[n] = k->colour[corner_facelet[i][n]];
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
 * The corner to blame when the stickers make no cube: the first showing
 * a colour twice, which no colouring reads; else the first unread by the
 * colouring that reads the most.  A colouring is the six colours on the
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
		const unsigned char *f = corner_facelet[i];

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
	const unsigned char *dbl = corner_facelet[CUBE_DBL];
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
			face_of[k->colour[dbl[i]]] = corner_face[CUBE_DBL][i];
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
			colour[j] = k->colour[corner_facelet[worst][j]];
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

			for (j = 0; j < 3; j++)
				colour[j] = k->colour[corner_facelet[i][(j + c->corner_twist[i]) % 3]];
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
		    "a corner is twisted in place (the twists add up to %u, not 0, mod 3)", twist_sum);
		return false;
	}
	return true;
}

/* Assigns each sticker a colour: six symbols, each on four stickers. */
static bool
colour_stickers(const struct token *tok, int ntok, struct colouring *k, struct cube_bad *bad)
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
				if (k->symbol[i].len == s.len && memcmp(k->symbol[i].s, s.s, s.len) == 0)
					break;
			if (i == k->nsymbols)
				k->symbol[k->nsymbols++] = s;
			k->colour[n] = (unsigned char)i;
			count[i]++;
		}
	if (k->nsymbols != CUBE_FACES) {
		snprintf(bad->reason, sizeof(bad->reason),
		    "wrong sticker counts: %d colours, a cube has 6", k->nsymbols);
		return false;
	}
	for (i = 0; i < CUBE_FACES; i++)
		if (count[i] != 4) {
			snprintf(bad->reason, sizeof(bad->reason),
			    "wrong sticker counts: %.*s on %d stickers, not 4",
			    (int)k->symbol[i].len, k->symbol[i].s, count[i]);
			return false;
		}
	return true;
}

/* How many characters a word holds, or -1 when a byte in it is no sticker. */
static long
characters(struct token t)
{
	size_t at = 0, n;
	long count = 0;

	for (; at < t.len; at += n, count++)
		if ((n = character((const unsigned char *)t.s + at, t.len - at)) == 0)
			return -1;
	return count;
}

/* A state is one word of 24 stickers, or six words of four (a face each). */
static int
parse_state(const struct token *tok, int ntok, struct cube *c, struct cube_bad *bad)
{
	struct colouring k;
	long total = 0, n;
	int i;
	bool fours = ntok == CUBE_FACES;

	bad_at(bad, tok[0].s, (size_t)(tok[ntok - 1].s + tok[ntok - 1].len - tok[0].s), "");
	for (i = 0; i < ntok; i++) {
		if ((n = characters(tok[i])) < 0) {
			snprintf(bad->reason, sizeof(bad->reason), "not a state: a byte that is no sticker");
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

/* Turned cubes are read back through their facelets, so that DBL comes home. */
static void
bring_dbl_home(struct cube *c)
{
	struct colouring k;
	struct cube_bad unused;
	int i;

	k.nsymbols = CUBE_FACES;
	for (i = 0; i < CUBE_FACES; i++)
		k.symbol[i] = (struct sticker){ &face_letter[i], 1 };
	cube_facelets(c, k.colour);
	read_colouring(&k, c, &unused);
}

void
cube_rotate(const struct cube *c, unsigned r, struct cube *out, unsigned char face_at[CUBE_FACES])
{
	/* y turned 0 .. 3 times, then none, x, x2, x', z or z'. */
	static const struct { char axis; unsigned char quarters; } tilt[6] = {
		{ 'x', 0 }, { 'x', 1 }, { 'x', 2 }, { 'x', 3 }, { 'z', 1 }, { 'z', 3 }
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
	rotate(&turned, 'y', r % 4);
	rotate(&turned, tilt[r / 4].axis, tilt[r / 4].quarters);
	cube_facelets(&turned, facelet);
	for (p = 0; p < CUBE_FACES; p++)
		face_at[facelet[4 * p]] = (unsigned char)p;
	*out = *c;
	rotate(out, 'y', r % 4);
	rotate(out, tilt[r / 4].axis, tilt[r / 4].quarters);
	bring_dbl_home(out);
}

int
cube_parse(const char *s, size_t len, struct cube *c, struct cube_bad *bad)
{
	struct token word[CUBE_FACES], t = { s, 0 };
	const char *end = memchr(s, '#', len), *last_end = s;
	size_t i = 0, n = end ? (size_t)(end - s) : len;
	int nword = 0, moves = 0;
	size_t letters = 0;
	char name;

	*c = cube_solved;
	for (;;) {
		while (i < n && blank(s[i]))
			i++;
		if (i == n)
			break;
		t.s = s + i;
		while (i < n && !blank(s[i]))
			i++;
		t.len = (size_t)(s + i - t.s);
		last_end = s + i;
		if (nword < CUBE_FACES)
			word[nword] = t;
		nword++;
		if (move_token(t, &name)) {
			apply_token(c, t);
			moves++;
		} else if (moves > 0) {
			bad_at(bad, t.s, t.len, "not a move");
			return -1;
		} else {
			letters += t.len;
		}
	}
	if (nword == 0)
		return 0;
	if (moves == nword) {
		if (c->corner[CUBE_DBL] != CUBE_DBL || c->corner_twist[CUBE_DBL] != 0)
			bring_dbl_home(c);
		return 1;
	}
	/* Words that are no moves, longer than a typing slip in a move or two: a state. */
	if (moves == 0 && letters >= STATE_MIN_BYTES) {
		if (nword <= CUBE_FACES)
			return parse_state(word, nword, c, bad);
		bad_at(bad, word[0].s, (size_t)(last_end - word[0].s),
		    "not a state: its stickers go in one word, or six words of four");
		return -1;
	}
	bad_at(bad, word[0].s, word[0].len, "not a move");
	return -1;
}

const char *
cube_parse_faces(const char *s, unsigned char order[CUBE_FACES], unsigned *n)
{
	const char *f;
	unsigned seen = 0;

	*n = 0;
	if (*s == '\0')
		return "no faces";
	for (; *s != '\0'; s++) {
		if ((f = memchr(face_letter, *s, CUBE_FACES)) == NULL)
			return "not a face of U D L R F B";
		if (seen & 1u << (f - face_letter))
			return "a face named twice";
		seen |= 1u << (f - face_letter);
		order[(*n)++] = (unsigned char)(f - face_letter);
	}
	return NULL;
}

void
cube_faces_format(const unsigned char *order, unsigned n, char *buf)
{
	unsigned i;

	for (i = 0; i < n; i++)
		*buf++ = face_letter[order[i]];
	*buf = '\0';
}
