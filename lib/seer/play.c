/*
 * Lines of plays: the game's two plays in any of the alphabets people
 * and machines recorded them in, blanks and commas between them skipped,
 * comments skipped.
 */
#include "play.h"

/*
 * + - as the paper's lamps, H T as the school boys' coin, 1 0, f d as the
 * keys of Aaronson's oracle (its recorded keypresses read f as +), L R as
 * the lamps of Shannon's machine.  The first of each pair is +: a
 * person's left and right carry no sign, so the order the pairs are
 * named in decides, and l then reads as 1 does.
 */
static int
play_of(char c)
{
	switch (c) {
	case '+': case 'H': case 'h': case '1': case 'F': case 'f': case 'L': case 'l':
		return SEER_PLUS;
	case '-': case 'T': case 't': case '0': case 'D': case 'd': case 'R': case 'r':
		return SEER_MINUS;
	default:
		return -1;
	}
}

/* Blanks, and the commas of a spreadsheet's or a program's list. */
static bool
separator(char c)
{
	return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == ',';
}

int
seer_parse(const char *s, size_t len, unsigned char *play, size_t *n, struct seer_bad *bad)
{
	size_t i = 0, start;

	*n = 0;
	while (i < len && s[i] != '#') {
		int p = play_of(s[i]);

		if (p >= 0)
			play[(*n)++] = (unsigned char)p;
		else if (!separator(s[i])) {
			start = i;
			while (i + 1 < len && s[i + 1] != '#' && !separator(s[i + 1]) && play_of(s[i + 1]) < 0)
				i++;
			bad->tok = s + start;
			bad->len = i + 1 - start;
			bad->reason = "not a play (" SEER_ALPHABET ")";
			return -1;
		}
		i++;
	}
	return *n > 0;
}

char
seer_play_char(int play)
{
	return play == SEER_PLUS ? '+' : '-';
}
