/*
 * A line of cube input: a move sequence in the competition notation (the
 * patent's "random sequence of rotations", written R U2 F'), with what
 * cubers paste from timers and alg databases (turns run together, groups
 * repeated, commutators and conjugates, wide turns, // comments); or else
 * a facelet string.  And sets of faces, written as their letters.
 *
 * Plain lines, whose every word is a turn, are read in one pass that
 * turns the cube as it goes (the hot path); anything else is told apart
 * here as stickers or notation, and notation is read in full by
 * lib/cube/alg.c.
 */
#include <stdbool.h>
#include <string.h>

#include "../line.h"
#include "../row.h"
#include "alg.h"
#include "notation.h"

enum {
	/* fewer non-move characters: a typing slip in a move or two, not a state */
	STATE_MIN_BYTES = 8,
	/* so many letters with no ' or 2: stickers, as no one turns that long one way */
	STICKER_LETTERS = 20
};

/*
 * What a byte is to the plain reader: a blank, a face's letter (1 + the
 * face), or a turn's suffix; anything else, 0, sends the word to
 * cube_read_move.
 */
enum { BLANK = 7, HALF = 8, PRIME = 9 };
static const unsigned char plain_byte[256] = {
	[' '] = BLANK, ['\t'] = BLANK, ['.'] = BLANK, ['2'] = HALF, ['\''] = PRIME,
	['U'] = 1 + CUBE_U, ['R'] = 1 + CUBE_R, ['F'] = 1 + CUBE_F,
	['D'] = 1 + CUBE_D, ['L'] = 1 + CUBE_L, ['B'] = 1 + CUBE_B
};

/*
 * The hot path: a line of turns read in one pass, the cube turned as it
 * goes.  The usual words, R R2 R', are read here a byte at a time; any
 * other goes to cube_read_move (measured: a third of the instructions a
 * line).
 */
static int
plain_turns(const char *s, size_t n, struct cube *c)
{
	const unsigned char *at = (const unsigned char *)s, *end = at + n, *word;
	struct cube_move m;
	int got = 0;

	*c = cube_solved;
	for (;;) {
		unsigned face, after;

		while (at < end && plain_byte[*at] == BLANK)
			at++;
		if (at == end)
			return got;
		got = 1;
		face = plain_byte[*at];
		after = at + 1 < end ? plain_byte[at[1]] : BLANK;
		if (face >= 1 && face <= CUBE_FACES) {
			if (after == BLANK) {
				cube_turn(c, (struct cube_turn){ (unsigned char)(face - 1), 1 });
				at++;
				continue;
			}
			if ((after == HALF || after == PRIME) &&
			    (at + 2 == end || plain_byte[at[2]] == BLANK)) {
				cube_turn(c, (struct cube_turn){ (unsigned char)(face - 1),
				    after == HALF ? 2 : 3 });
				at += 2;
				continue;
			}
		}
		for (word = at; at < end && plain_byte[*at] != BLANK; at++)
			;
		if (!cube_read_move((const char *)word, (size_t)(at - word), &m))
			return -1;
		cube_apply_move(c, m);
	}
}

/* Where a line being read in full is, and what went wrong. */
struct shape {
	struct cube_word word[CUBE_FACES];
	size_t nwords, bytes;
	bool marks;		/* a prime, a bracket, a comma or a colon: notation */
	bool letters;		/* nothing but letters */
	bool facelets;		/* one word of 24 characters, or six of four */
};

/* Whether the byte at s[0], of n, marks notation: a prime, a bracket, a time stamp's "@". */
static bool
notation_mark(const char *s, size_t n)
{
	switch (*s) {
	case '\'': case '(': case ')': case '[': case ']': case ',': case ':':
		return true;
	case '@':
		return n > 1 && s[1] >= '0' && s[1] <= '9';
	default:
		return false;
	}
}

static void
shape_of(const char *s, size_t n, struct shape *sh)
{
	size_t i = 0, chars, nfours = 0, total = 0;

	sh->nwords = sh->bytes = 0;
	sh->marks = false;
	sh->letters = true;
	for (;;) {
		i = (size_t)(cube_gap(s + i, s + n) - s);
		if (i == n)
			break;
		if (sh->nwords < CUBE_FACES)
			sh->word[sh->nwords].s = s + i;
		for (chars = 0; i < n && !cube_blank(s[i]); i++, sh->bytes++) {
			unsigned char ch = (unsigned char)s[i];

			chars += (ch & 0xc0) != 0x80;
			sh->marks = sh->marks || notation_mark(s + i, n - i) ||
			    (ch == 0xe2 && cube_prime(s + i, n - i) > 0);
			sh->letters = sh->letters && (ch | 0x20) >= 'a' && (ch | 0x20) <= 'z';
		}
		if (sh->nwords < CUBE_FACES)
			sh->word[sh->nwords].len = (size_t)(s + i - sh->word[sh->nwords].s);
		sh->nwords++;
		nfours += chars == 4;
		total += chars;
	}
	sh->facelets = total == CUBE_FACELETS && (sh->nwords == 1 ||
	    (sh->nwords == CUBE_FACES && nfours == CUBE_FACES));
}

static int
read_stickers(const struct shape *sh, const char *s, size_t n, struct cube *c, struct cube_bad *bad)
{
	const char *from = sh->word[0].s;

	if (sh->nwords <= CUBE_FACES)
		return cube_read_facelets(sh->word, (int)sh->nwords, c, bad);
	while (cube_blank(s[n - 1]))
		n--;
	cube_bad_at(bad, from, (size_t)(s + n - from),
	    "not a state: its stickers go in one word, or six words of four");
	return -1;
}

/*
 * Returns the bytes of a solve's number at the start of s[0 .. n), as
 * timers and lists number the lines they write ("1. ", "12) "): blanks,
 * digits, a "." or ")", then a blank or the end; 0 when there is none.
 * No line of notation or stickers starts so.
 */
static size_t
solve_number(const char *s, size_t n)
{
	size_t i = 0, digits;

	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	for (digits = i; i < n && s[i] >= '0' && s[i] <= '9'; i++)
		;
	if (i == digits || i == n || (s[i] != '.' && s[i] != ')'))
		return 0;
	i++;
	return i == n || cube_blank(s[i]) ? i : 0;
}

/* A line that is not plain turns: notation read in full, or stickers. */
static int
read_line(const char *s, size_t n, struct cube *c, struct cube_bad *bad)
{
	struct shape sh;
	bool first_is_no_turn = false;
	size_t number;

	n = row_before_comment(s, n);
	number = solve_number(s, n);
	s += number;
	n -= number;
	shape_of(s, n, &sh);
	if (sh.nwords == 0)
		return 0;
	if (!sh.marks && (sh.facelets ||
	    (sh.letters && sh.bytes >= STICKER_LETTERS && sh.nwords <= CUBE_FACES)))
		return read_stickers(&sh, s, n, c, bad);
	if (cube_read_alg(s, n, c, bad, &first_is_no_turn) > 0)
		return 1;
	/* a first word that is no turn, and no mark of notation: a state mistyped */
	if (!sh.marks && first_is_no_turn && sh.bytes >= STATE_MIN_BYTES)
		return read_stickers(&sh, s, n, c, bad);
	return -1;
}

int
cube_parse(const char *s, size_t len, struct cube *c, struct cube_bad *bad)
{
	const char *hash = memchr(s, '#', len);
	size_t n = hash ? (size_t)(hash - s) : len;
	int got = plain_turns(s, n, c);

	if (got < 0 && (got = read_line(s, n, c, bad)) < 0)
		return -1;
	/*
	 * Pauses and block comments alone are a sequence of no turns, as x3
	 * or R R' are: the solved cube.  Only a blank or comment line has none.
	 */
	if (got == 0 && !line_blank(s, row_before_comment(s, n))) {
		*c = cube_solved;
		got = 1;
	}
	if (got > 0 && (c->corner[CUBE_DBL] != CUBE_DBL || c->corner_twist[CUBE_DBL] != 0))
		cube_home(c);
	return got;
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

