/* A person playing live against a machine: see live.h. */
#include <ctype.h>
#include <inttypes.h>
#include <string.h>

#include "../term.h"
#include "live.h"
#include "matchtext.h"

void
seer_live_intro(struct text *t, const char *prog, const char *machine,
    enum seer_side you)
{
	/* The matcher wins when both play the same. */
	text_printf(t, "%s: %s is the %s: it wins when your play %s its own.\n"
	    "Type + or - (several at once if you like) and Enter; "
	    "end with Ctrl-D.\n",
	    prog, machine, you == SEER_MATCHER ? "evader" : "matcher",
	    you == SEER_MATCHER ? "differs from" : "is the same as");
}

void
seer_live_prompt(struct text *t, const char *machine)
{
	text_printf(t, "%s ready> ", machine);
}

void
seer_live_score(struct text *t, const char *machine, enum seer_side you,
    const struct seer_match *m)
{
	text_printf(t, "  # %s %" PRIu64 ", you %" PRIu64 "\n", machine,
	    seer_match_wins(m, (enum seer_side)!you), seer_match_wins(m, you));
}

/*
 * Returns the machine's name as a person reads it: "SEER" for seer,
 * "Shannon's machine" for shannon, any other name as it is.
 */
static const char *
seer_live_name(const char *machine)
{
	if (strcmp(machine, "seer") == 0)
		return "SEER";
	if (strcmp(machine, "shannon") == 0)
		return "Shannon's machine";
	return machine;
}

/*
 * The pairs of keys a person may play with, + first: the lamps, the
 * coin, the digits, Aaronson's keys and Shannon's lamps (see play.c).
 */
static const char *const pairs[] = {
	"+-", "HT", "ht", "10", "FD", "fd", "LR", "lr"
};

/* Returns the pair of keys that key belongs to; "+-" for any other. */
static const char *
pair_of(int key)
{
	size_t i;

	for (i = 0; i < sizeof(pairs) / sizeof(*pairs); i++)
		if (key != 0 && strchr(pairs[i], key) != NULL)
			return pairs[i];
	return pairs[0];
}

void
seer_live_keys_intro(struct text *t, const char *machine,
    enum seer_side you, size_t width)
{
	const char *name = seer_live_name(machine);
	char s[512];

	if (you == SEER_EVADER)
		snprintf(s, sizeof(s), "%s tries to guess your play. It "
		    "chooses first and keeps its choice hidden; then you "
		    "press a key. If you play the same as %s, it wins the "
		    "play; if not, you win it.", name, name);
	else
		snprintf(s, sizeof(s), "You try to guess %s's play. It "
		    "chooses first and keeps its choice hidden; then you "
		    "press a key. If you play the same as %s, you win the "
		    "play; if not, it wins.", name, name);
	term_wrap(t, s, width, 0);
	term_wrap(t, "Press + or - for each play (or h and t, 1 and 0, f and "
	    "d, L and R), n for a new match, ? for help, q to stop.", width, 0);
}

void
seer_live_ask(struct text *t, const char *machine, enum seer_side you,
    uint64_t play, int key, size_t width)
{
	const char *pair = pair_of(key);
	char s[256];
	size_t len;

	(void)you;
	len = (size_t)snprintf(s, sizeof(s), "Play %" PRIu64 ". %s has "
	    "chosen. Your play (%c or %c)? ", play, seer_live_name(machine),
	    pair[0], pair[1]);
	/* The key is shown after the prompt, so the prompt leaves it room. */
	if (len + 1 <= width) {
		text_add(t, s, len);
		return;
	}
	len = (size_t)snprintf(s, sizeof(s), "Play %" PRIu64 ". %s has "
	    "chosen.", play, seer_live_name(machine));
	term_wrap(t, s, width, 0);
	text_printf(t, "Your play (%c or %c)? ", pair[0], pair[1]);
}

/* Returns part of whole in percent, rounded. */
static uint64_t
percent(uint64_t part, uint64_t whole)
{
	return (part * 100 + whole / 2) / whole;
}

/* Appends the bar of the machine's rate: '#' for its wins, ':' at half. */
static void
rate_bar(struct text *t, uint64_t wins, uint64_t plays, size_t columns)
{
	size_t full = plays == 0 ? 0 :
	    (size_t)((wins * columns + plays / 2) / plays);
	size_t i;

	text_char(t, '[');
	for (i = 0; i < columns; i++)
		text_char(t, i < full ? '#' : i == columns / 2 ? ':' : ' ');
	text_str(t, "]\n");
}

void
seer_live_answer(struct text *t, const char *machine, enum seer_side you,
    int key, int mine, const struct seer_match *m, size_t width)
{
	const char *name = seer_live_name(machine), *pair = pair_of(key);
	uint64_t its = seer_match_wins(m, (enum seer_side)!you);
	uint64_t yours = seer_match_wins(m, you);
	bool same = pair[mine == SEER_PLUS ? 0 : 1] == key;
	bool you_won = same == (you == SEER_MATCHER);
	char s[256];
	size_t len, bar;

	text_printf(t, "%c\n", key);
	snprintf(s, sizeof(s), "%s %s %c: %s %s this play.", name,
	    you == SEER_EVADER ? "guessed" : "played",
	    pair[mine == SEER_PLUS ? 0 : 1], you_won ? "you" : name,
	    you_won ? "win" : "wins");
	term_wrap(t, s, width, 0);
	snprintf(s, sizeof(s), "Score: %s %" PRIu64 ", you %"
	    PRIu64 ".", name, its, yours);
	term_wrap(t, s, width, 0);
	len = (size_t)snprintf(s, sizeof(s), "%s has won %3" PRIu64 "%% ",
	    name, percent(its, m->plays));
	bar = width > len + 12 ? width - len - 3 : 10;
	if (bar > 30)
		bar = 30;
	text_add(t, s, len);
	rate_bar(t, its, m->plays, bar);
}

void
seer_live_why(struct text *t, const struct seer_reason *why, size_t width)
{
	struct text s = { 0 };

	text_str(&s, "Why: ");
	seer_text_why(&s, why);
	text_char(&s, '\0');
	term_wrap(t, s.s, width, 2);
	text_free(&s);
}

void
seer_live_keys_help(struct text *t, const char *typed, size_t len,
    int last, size_t width)
{
	const char *pair = pair_of(last);
	struct text s = { 0 };

	text_char(&s, '(');
	term_key_name(&s, typed, len);
	text_printf(&s, " %s: press %c or %c, n for a new match, ? for help, "
	    "q to stop.)", typed[0] == '\n' || typed[0] == '\r' ?
	    "plays nothing" : "is not a play", pair[0], pair[1]);
	text_char(&s, '\0');
	term_wrap(t, s.s, width, 0);
	text_free(&s);
}

void
seer_live_new_match(struct text *t, const char *machine, size_t width)
{
	char s[256];

	snprintf(s, sizeof(s), "A new match: %s forgets the last one and "
	    "starts again.", seer_live_name(machine));
	term_wrap(t, s, width, 0);
}

void
seer_live_summary(struct text *t, const char *machine, enum seer_side you,
    uint64_t plays, uint64_t machine_wins, size_t width)
{
	const char *name = seer_live_name(machine);
	uint64_t yours = plays - machine_wins;
	const char *word = plays == 1 ? "play" : "plays";
	char odds[CHANCE_WORDS_TEXT], s[512];

	if (plays == 0)
		return;
	if (you == SEER_EVADER)
		snprintf(s, sizeof(s), "In %" PRIu64 " %s %s guessed %"
		    PRIu64 "%% of your plays (%" PRIu64 "); you won %" PRIu64
		    "%% of them (%" PRIu64 ").", plays, word, name,
		    percent(machine_wins, plays), machine_wins,
		    percent(yours, plays), yours);
	else
		snprintf(s, sizeof(s), "In %" PRIu64 " %s you guessed %"
		    PRIu64 "%% of %s's plays (%" PRIu64 "); %s won %" PRIu64
		    "%% of them (%" PRIu64 ").", plays, word, percent(yours, plays),
		    name, yours, name, percent(machine_wins, plays),
		    machine_wins);
	term_wrap(t, s, width, 0);
	/* The matcher's lead, as the report words it, made a sentence. */
	chance_odds_words(chance_odds_against(you == SEER_EVADER ?
	    machine_wins : yours, plays), odds);
	odds[0] = (char)toupper((unsigned char)odds[0]);
	snprintf(s, sizeof(s), "%s.", odds);
	term_wrap(t, s, width, 0);
}
