/*
 * The penny-matching game of Hagelbarger's SEER (1956): its plays, its
 * two sides, the kinds of players that take them, and lines of plays as
 * people and files write them.
 *
 * A play is + or -, however it was written.  The matcher wins a play
 * when both play the same, the evader when they differ.
 */
#ifndef WITS_SEER_PLAY_H
#define WITS_SEER_PLAY_H

#include <stdbool.h>
#include <stddef.h>

enum { SEER_MINUS = 0, SEER_PLUS = 1 };

enum seer_side { SEER_MATCHER, SEER_EVADER };

/*
 * Same or different: SEER reasons about its own play relative to its
 * previous one (its counter's sign), Shannon's machine about the
 * player's (same or changed).
 */
enum seer_choice { SEER_SAME = 0, SEER_DIFFERENT = 1 };

/*
 * SEER, Shannon's machine, Aaronson's oracle, Appendix II's opposite, best, a
 * coin, a pattern, a record; and the predictors that came after them: the
 * oracle of any order, LZ78 parsing, context-tree weighting, the switch
 * between Markov orders.
 */
enum seer_kind {
	SEER_SEER, SEER_SHANNON, SEER_ORACLE, SEER_OPPOSITE, SEER_BEST,
	SEER_RANDOM, SEER_PATTERN, SEER_RECORD, SEER_NGRAM, SEER_LZ, SEER_CTW, SEER_SWITCH
};

/* Where a line of plays failed to parse, and why. */
struct seer_bad {
	const char *tok;
	size_t len;
	const char *reason;
};

/*
 * The plays a line may hold, as messages name them: the letters in either case.
 */
#define SEER_ALPHABET "+ H 1 f L or - T 0 d R"

/*
 * Reads a line of plays from s[0..len) into play[] (room for len plays):
 * the plays of SEER_ALPHABET, blanks and commas between them ignored, '#'
 * starting a comment.  Returns 1 for a line with plays (*n of them), 0
 * for a line without (blank, comment), -1 for a bad line, with *bad
 * saying where.
 */
int seer_parse(const char *s, size_t len, unsigned char *play, size_t *n, struct seer_bad *bad);

/* '+' or '-' */
char seer_play_char(int play);

#endif
