/*
 * Lines of plays: the game's two plays in any of the alphabets people
 * and machines recorded them in, blanks and commas between them skipped,
 * comments skipped.
 */
#include "play.h"

/*
 * What a byte is in a line of plays, by table: seer-predict reads every
 * play of its input through it, and one look-up per byte is cheaper than
 * a switch.  A play's class is 4 + the play, so that the play is the low
 * bit and "is a play" the bit above.
 */
enum { BAD, COMMENT, BLANK, PLAY = 4, MINUS = PLAY + SEER_MINUS, PLUS = PLAY + SEER_PLUS };

/*
 * + - as the paper's lamps, H T as the school boys' coin, 1 0, f d as the
 * keys of Aaronson's oracle (its recorded keypresses read f as +), L R as
 * the lamps of Shannon's machine.  The first of each pair is +: a
 * person's left and right carry no sign, so the order the pairs are
 * named in decides, and l then reads as 1 does.  Blanks, and the commas
 * of a spreadsheet's or a program's list, separate plays.
 */
static const unsigned char class[256] = {
	['+'] = PLUS, ['H'] = PLUS, ['h'] = PLUS, ['1'] = PLUS, ['F'] = PLUS, ['f'] = PLUS,
	['L'] = PLUS, ['l'] = PLUS,
	['-'] = MINUS, ['T'] = MINUS, ['t'] = MINUS, ['0'] = MINUS, ['D'] = MINUS, ['d'] = MINUS,
	['R'] = MINUS, ['r'] = MINUS,
	[' '] = BLANK, ['\t'] = BLANK, ['\v'] = BLANK, ['\f'] = BLANK, [','] = BLANK,
	['#'] = COMMENT,
};

static unsigned
class_of(char c)
{
	return class[(unsigned char)c];
}

int
seer_parse(const char *s, size_t len, unsigned char *play, size_t *n, struct seer_bad *bad)
{
	size_t i, start, got = 0;

	for (i = 0; i < len; i++) {
		unsigned c = class_of(s[i]);

		/*
		 * The byte is stored whatever it is and counted only if it
		 * is a play, so that no branch depends on the byte.
		 */
		play[got] = (unsigned char)(c & 1);
		got += c / PLAY;
		if (c < BLANK)
			break;
	}
	*n = got;
	if (i < len && class_of(s[i]) == BAD) {
		/* The bad token: up to a blank, a play or a comment. */
		for (start = i; i + 1 < len && class_of(s[i + 1]) == BAD; i++)
			;
		bad->tok = s + start;
		bad->len = i + 1 - start;
		bad->reason = "not a play (" SEER_ALPHABET ")";
		return -1;
	}
	return got > 0;
}

char
seer_play_char(int play)
{
	return play == SEER_PLUS ? '+' : '-';
}
