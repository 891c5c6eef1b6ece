/*
 * A turn as one token of cube notation: its face, wide or not, or the
 * whole cube's axis; its count of quarter turns and "'"; the time stamp a
 * timer writes after it; and the gaps between turns.
 */
#include <stdint.h>
#include <string.h>

#include "move.h"

/* The typographic apostrophe, U+2019, in UTF-8. */
static const char right_quote[] = "\xe2\x80\x99";

/* Faces as cube_face_letter orders them, then the axes x y z. */
static const char turn_names[] = "URFDLBxyz";
static const char wide_names[] = "urfdlb";

size_t
cube_prime(const char *s, size_t len)
{
	if (len >= 1 && s[0] == '\'')
		return 1;
	if (len >= 3 && memcmp(s, right_quote, 3) == 0)
		return 3;
	return 0;
}

/*
 * Reads a turn's suffix: nothing, "'", or a count of quarter turns
 * clockwise with perhaps a "'" before or after it that reverses them
 * ("2", "2'" and "'2" are half turns; Kociemba's "1" and "3" are U and
 * U'; "4" turns the face round to where it was, "5" is one quarter
 * turn).  Sets *quarters to the quarter turns clockwise the suffix comes
 * to, 0 to 3.  Returns CUBE_TURN_NONE for no suffix of a turn, CUBE_TURN_COUNT_PAST
 * for a count past CUBE_TURNS_MAX, which no one means.
 */
static enum cube_turn_read
read_suffix(const char *s, size_t len, unsigned *quarters)
{
	size_t at = cube_prime(s, len), p;
	bool reverse = at > 0;
	uint64_t count = 0;

	if (at == len) {
		*quarters = reverse ? 3 : 1;
		return CUBE_TURN_OK;
	}
	if (!cube_digit(s[at]))
		return CUBE_TURN_NONE;
	for (; at < len && cube_digit(s[at]); at++)
		if ((count = count * 10 + (uint64_t)(s[at] - '0')) > CUBE_TURNS_MAX)
			count = (uint64_t)CUBE_TURNS_MAX + 1;
	if (!reverse && (p = cube_prime(s + at, len - at)) > 0) {
		reverse = true;
		at += p;
	}
	if (at != len)
		return CUBE_TURN_NONE;
	if (count > CUBE_TURNS_MAX)
		return CUBE_TURN_COUNT_PAST;
	*quarters = (unsigned)(count % 4);
	if (reverse)
		*quarters = (4 - *quarters) % 4;
	return CUBE_TURN_OK;
}

const char *
cube_gap(const char *s, const char *end)
{
	const char *close;

	for (;;) {
		while (s < end && cube_blank(*s))
			s++;
		if (!cube_comment_opens(s, end))
			return s;
		for (close = s + 2; close + 1 < end; close++)
			if (close[0] == '*' && close[1] == '/')
				break;
		if (close + 1 >= end)
			return s;
		s = close + 2;
	}
}

/*
 * Reads a turn written as one token into *t, its quarters 0 to 3.  A wide
 * turn, Rw or r, is a face with the middle layer: the pocket cube has
 * none, so its corners move as the face's do (the opposite face turned
 * the same way with the whole cube, L x, leaves them where R does).
 */
enum cube_turn_read
cube_read_turn(const char *s, size_t len, struct cube_move *t)
{
	const char *at;
	size_t head = 1;
	unsigned quarters = 0;
	enum cube_turn_read got;

	if (len == 0)
		return CUBE_TURN_NONE;
	if ((at = memchr(turn_names, s[0], sizeof(turn_names) - 1)) != NULL) {
		if (len > 1 && s[1] == 'w' && at - turn_names < CUBE_FACES)
			head = 2;
	} else if ((at = memchr(wide_names, s[0], sizeof(wide_names) - 1)) != NULL) {
		at = turn_names + (at - wide_names);
	} else {
		return CUBE_TURN_NONE;
	}
	got = read_suffix(s + head, len - head, &quarters);
	t->what = (unsigned char)(at - turn_names);
	t->quarters = (unsigned char)quarters;
	return got;
}

bool
cube_read_move(const char *s, size_t len, struct cube_move *t)
{
	return cube_read_turn(s, len, t) == CUBE_TURN_OK && t->quarters != 0;
}

void
cube_apply_move(struct cube *c, struct cube_move t)
{
	if (t.quarters == 0)
		return;
	if (t.what < CUBE_FACES)
		cube_turn(c, (struct cube_turn){ t.what, t.quarters });
	else
		cube_turn_whole(c, (enum cube_axis)(t.what - CUBE_FACES), t.quarters);
}

/* The digits of a time stamp that are kept: a uint64_t holds 19. */
enum { STAMP_DIGITS_KEPT = 19 };

/* Reads the digits at s into *ms and returns how many there are. */
static unsigned
read_ms(const char *s, const char *end, uint64_t *ms)
{
	unsigned digits = 0;

	for (*ms = 0; s + digits < end && cube_digit(s[digits]); digits++)
		if (digits < STAMP_DIGITS_KEPT)
			*ms = *ms * 10 + (uint64_t)(s[digits] - '0');
	return digits;
}

const char *
cube_read_stamp(const char *at, const char *end, struct cube_listed_turn *t)
{
	const char *digits;

	t->stamp = NULL;
	t->stamp_len = 0;
	t->ms = 0;
	t->ms_digits = 0;
	if (at < end && *at == '@') {
		if ((t->ms_digits = read_ms(at + 1, end, &t->ms)) == 0)
			return NULL;
		t->stamp = at;
		t->stamp_len = 1 + t->ms_digits;
		return at + t->stamp_len;
	}
	for (digits = at; digits < end && (*digits == ' ' || *digits == '\t'); digits++)
		;
	if (!cube_comment_opens(digits, end))
		return at;
	t->stamp = digits;
	for (digits += 2; digits < end && cube_blank(*digits); digits++)
		;
	t->ms_digits = read_ms(digits, end, &t->ms);
	for (digits += t->ms_digits; digits < end && cube_blank(*digits); digits++)
		;
	if (t->ms_digits > 0 && end - digits >= 2 && digits[0] == '*' && digits[1] == '/')
		t->stamp_len = (size_t)(digits + 2 - t->stamp);
	else
		t->stamp = NULL;
	return at;
}

/* Returns how many bytes of suffix characters (digits and primes) start at s. */
static size_t
suffix_length(const char *s, const char *end)
{
	const char *at = s;
	size_t p;

	for (;;) {
		if (at < end && cube_digit(*at))
			at++;
		else if ((p = cube_prime(at, (size_t)(end - at))) > 0)
			at += p;
		else
			return (size_t)(at - s);
	}
}

/*
 * Returns the length of the token at s that should be a turn: a letter,
 * perhaps "w", and its suffix; else one character.
 */
size_t
cube_turn_length(const char *s, const char *end)
{
	size_t n = 1;
	unsigned char ch = (unsigned char)s[0];

	if ((ch | 0x20) >= 'a' && (ch | 0x20) <= 'z') {
		if (ch <= 'Z' && s + 1 < end && s[1] == 'w')
			n = 2;
		return n + suffix_length(s + n, end);
	}
	if ((n = suffix_length(s, end)) > 0)
		return n;
	for (n = 1; s + n < end && ((unsigned char)s[n] & 0xc0) == 0x80; n++)
		;
	return n;
}

const char *
cube_listed_text(const struct cube_listed_turn *t, size_t *len)
{
	if (t->inverted && t->move.quarters % 2 == 1) {
		*len = strlen(t->inverse);
		return t->inverse;
	}
	*len = t->len;
	return t->tok;
}


void
cube_listed_invert(struct cube_listed_turn *t)
{
	t->inverted = !t->inverted;
	t->move.quarters = (unsigned char)((4 - t->move.quarters) % 4);
	t->inverse[0] = turn_names[t->move.what];
	t->inverse[1] = t->move.quarters == 3 ? '\'' : '\0';
	t->inverse[2] = '\0';
}
