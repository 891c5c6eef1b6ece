/* Lines of plays: + - H T 1 0 read as the game's two plays, blanks and comments skipped. */
#include "play.h"

static int
play_of(char c)
{
	switch (c) {
	case '+': case 'H': case 'h': case '1':
		return SEER_PLUS;
	case '-': case 'T': case 't': case '0':
		return SEER_MINUS;
	default:
		return -1;
	}
}

static bool
blank(char c)
{
	return c == ' ' || c == '\t' || c == '\v' || c == '\f';
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
		else if (!blank(s[i])) {
			start = i;
			while (i + 1 < len && s[i + 1] != '#' && !blank(s[i + 1]) && play_of(s[i + 1]) < 0)
				i++;
			bad->tok = s + start;
			bad->len = i + 1 - start;
			bad->reason = "not a play (plays are + - H T 1 0)";
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
