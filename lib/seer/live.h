/*
 * A person playing live against a machine (seer-duel's "-"): what they
 * are told first, the prompt for their plays, and the answers.  Typed
 * lines (a pipe) get the machine's plays for each line with the score
 * so far; at a terminal, where each key is a play, each play is answered
 * in words, with the score and a bar of the machine's rate, in lines
 * that fit the terminal's width.
 */
#ifndef WITS_SEER_LIVE_H
#define WITS_SEER_LIVE_H

#include <stddef.h>

#include "../text.h"
#include "match.h"
#include "play.h"
#include "reason.h"

/*
 * Appends what a person typing lines of plays on side `you` against the
 * machine is told first.
 */
void seer_live_intro(struct text *t, const char *prog, const char *machine,
    enum seer_side you);

/* Appends "seer ready> ": the machine waits for a line of plays. */
void seer_live_prompt(struct text *t, const char *machine);

/*
 * Appends "  # seer 3, you 1": the score after a line typed live on side
 * `you`.
 */
void seer_live_score(struct text *t, const char *machine, enum seer_side you,
    const struct seer_match *m);

/*
 * Appends what a person playing one key a play on side `you` is told
 * first, wrapped to width columns.
 */
void seer_live_keys_intro(struct text *t, const char *machine,
    enum seer_side you, size_t width);

/*
 * Appends the prompt for play number `play` (from 1): the machine has
 * already chosen its play.  key is the person's last play key, or 0,
 * and names the keys to press in the same alphabet.
 */
void seer_live_ask(struct text *t, const char *machine, enum seer_side you,
    uint64_t play, int key, size_t width);

/*
 * Appends the answer to a play: the key pressed, the machine's play in
 * the same alphabet, who won it, and the score with a bar of the
 * machine's rate so far, each line within width columns.  mine is the
 * machine's play (SEER_PLUS or SEER_MINUS).
 */
void seer_live_answer(struct text *t, const char *machine, enum seer_side you,
    int key, int mine, const struct seer_match *m, size_t width);

/*
 * Appends, after a play's answer, why the machine played so, as
 * seer-predict -v writes it (seer_text_why): "Why: context +++++: + 0,
 * - 0: never seen, expects +", within width columns.
 */
void seer_live_why(struct text *t, const struct seer_reason *why, size_t width);

/*
 * Appends what a key that is no play gets: its name, as the person typed
 * it (typed, len bytes: a character whole), and the keys there are, in
 * the alphabet of last, the person's last play key (or 0), as the prompt
 * names them.
 */
void seer_live_keys_help(struct text *t, const char *typed, size_t len,
    int last, size_t width);

/*
 * Appends the words that end a session at a terminal, for a class: how
 * many of the plays each side won, in percent, and the odds against
 * luck.  Nothing when no play was made.
 */
void seer_live_summary(struct text *t, const char *machine, enum seer_side you,
    uint64_t plays, uint64_t machine_wins, size_t width);

/* Appends the words that start a new match at the person's request. */
void seer_live_new_match(struct text *t, const char *machine, size_t width);

#endif
