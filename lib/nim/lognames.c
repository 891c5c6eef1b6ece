/* The names a game log gives its players and its heaps: see lognames.h. */
#include <string.h>

#include "../row.h"
#include "lognames.h"
#include "movetext.h"

/* Whether the len bytes at s begin with word. */
static bool
begins(const char *s, size_t len, const char *word)
{
	size_t n = strlen(word);

	return len >= n && memcmp(s, word, n) == 0;
}

/* Whether the len bytes at s hold word anywhere. */
static bool
holds(const char *s, size_t len, const char *word)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (begins(s + i, len - i, word))
			return true;
	return false;
}

void
nim_log_names_start(struct nim_log_names *n, struct nim_game *g)
{
	if (n->session)
		g->rows = n->rows_given;
	*n = (struct nim_log_names){ .header_first = -1, .you = -1, .rows_given = g->rows };
}

/*
 * The session's header (nim-trace --versus writes it before the first
 * game) says which player moves first: "You move first.", "The machine
 * moves first.", or that a coin says it.
 */
void
nim_log_names_comment(struct nim_log_names *n, const char *line, size_t len)
{
	const char *c;
	size_t clen = row_comment_of(line, len, &c);

	if (!begins(c, clen, "You play the "))
		return;
	n->session = true;
	n->header_first = holds(c, clen, "You move first.") ? NIM_A :
	    holds(c, clen, "The machine moves first.") ? NIM_B : -1;
}

/*
 * Whether the comment (len bytes at c) is the one a session writes on
 * the first line of its first game, "game 1", or "game 1: combination
 * No. 1": the saved log of a session has no header, and this line comes
 * before any move that names its player.  "game 17" alone, a common row
 * id, is no session's first line.
 */
static bool
first_session_game(const char *c, size_t len)
{
	static const char game[] = "game 1", combination[] = ": combination No. ";
	size_t i = sizeof(game) - 1, j = sizeof(game) - 1 + sizeof(combination) - 1;

	if (len == i && begins(c, len, game))
		return true;
	if (len <= j || !begins(c, len, game) || !begins(c + i, len - i, combination))
		return false;
	for (; j < len; j++)
		if (c[j] < '0' || c[j] > '9')
			return false;
	return true;
}

/* Each move's comment in a session's log names its mover: "you: heap 0: 7 -> 6". */
void
nim_log_names_step(struct nim_log_names *n, struct nim_log *log,
    const struct nim_log_step *step, const char *line, size_t len,
    const struct nim_line *at)
{
	static const char you[] = "you: ", machine[] = "the machine: ";
	const char *c;
	size_t clen, name;

	if (step->starts_game)
		n->you = n->header_first;
	if (at->comment == NULL) {
		n->games += step->starts_game;
		return;
	}
	clen = row_comment_of(at->comment, (size_t)(line + len - at->comment), &c);
	if (step->starts_game) {
		if (n->games++ == 0 && first_session_game(c, clen))
			n->session = true;
		return;
	}
	if (begins(c, clen, you))
		name = sizeof(you) - 1;
	else if (begins(c, clen, machine))
		name = sizeof(machine) - 1;
	else
		return;
	n->session = true;
	if (n->you < 0)
		n->you = name == sizeof(you) - 1 ? step->mover : !step->mover;
	if (begins(c + name, clen - name, "row "))
		log->rules.rows = true;
}

const char *
nim_log_player(const struct nim_log_names *n, int side)
{
	if (n->you < 0)
		return nim_text_side(side);
	return side == n->you ? "you" : "the machine";
}

void
nim_log_text_wins(struct text *t, const struct nim_log_names *n, int side)
{
	text_str(t, nim_log_player(n, side));
	text_str(t, n->you >= 0 && side == n->you ? " win" : " wins");
}

void
nim_log_text_mistake_of(struct text *t, const struct nim_log_names *n, int side)
{
	if (n->you >= 0 && side == n->you) {
		text_str(t, "your mistake");
		return;
	}
	text_str(t, nim_log_player(n, side));
	text_str(t, "'s mistake");
}
