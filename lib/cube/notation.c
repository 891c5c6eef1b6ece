/*
 * A line of cube input: a move sequence in the competition notation (the
 * patent's "random sequence of rotations", written R U2 F'), or else a
 * facelet string; and sets of faces, written as their letters.
 */
#include <stdbool.h>
#include <string.h>

#include "notation.h"

enum { STATE_MIN_BYTES = 8 };

static bool
blank(char ch)
{
	return ch == ' ' || ch == '\t';
}

/* The typographic apostrophe, U+2019, in UTF-8. */
static const char right_quote[] = "\xe2\x80\x99";

/*
 * A move token: a face or a whole-cube rotation, then nothing, "'", "2",
 * "2'" (a half turn either way) or the typographic apostrophe.  Returns
 * the quarter turns (1 .. 3), or 0 for a token that is no move.
 */
static unsigned
move_token(struct cube_word t, char *name)
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

static void
apply_token(struct cube *c, struct cube_word t)
{
	static const char axes[] = "xyz";
	char name = 0;
	unsigned quarters = move_token(t, &name);
	const char *f = memchr(cube_face_letter, name, CUBE_FACES);

	if (f != NULL)
		cube_turn(c, (struct cube_turn){ (unsigned char)(f - cube_face_letter),
		    (unsigned char)quarters });
	else
		cube_turn_whole(c, (enum cube_axis)(strchr(axes, name) - axes), quarters);
}

int
cube_parse(const char *s, size_t len, struct cube *c, struct cube_bad *bad)
{
	struct cube_word word[CUBE_FACES], t = { s, 0 };
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
			cube_bad_at(bad, t.s, t.len, "not a move");
			return -1;
		} else {
			letters += t.len;
		}
	}
	if (nword == 0)
		return 0;
	if (moves == nword) {
		if (c->corner[CUBE_DBL] != CUBE_DBL || c->corner_twist[CUBE_DBL] != 0)
			cube_home(c);
		return 1;
	}
	/* Words that are no moves, longer than a typing slip in a move or two: a state. */
	if (moves == 0 && letters >= STATE_MIN_BYTES) {
		if (nword <= CUBE_FACES)
			return cube_read_facelets(word, nword, c, bad);
		cube_bad_at(bad, word[0].s, (size_t)(last_end - word[0].s),
		    "not a state: its stickers go in one word, or six words of four");
		return -1;
	}
	cube_bad_at(bad, word[0].s, word[0].len, "not a move");
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
		if ((f = memchr(cube_face_letter, *s, CUBE_FACES)) == NULL)
			return "not a face of U D L R F B";
		if (seen & 1u << (f - cube_face_letter))
			return "a face named twice";
		seen |= 1u << (f - cube_face_letter);
		order[(*n)++] = (unsigned char)(f - cube_face_letter);
	}
	return NULL;
}

void
cube_faces_format(const unsigned char *order, unsigned n, char *buf)
{
	unsigned i;

	for (i = 0; i < n; i++)
		*buf++ = cube_face_letter[order[i]];
	*buf = '\0';
}
