/*
 * The matches of seer-duel, played: two players (or every pair of a
 * league) meet for a number of matches, each from cleared players.  A
 * record's lines are read as its plays run out, and a person typing live
 * is prompted, answered after each line and, when asked, saved; the
 * reports go to the output buffer as each match ends.  The command opens
 * the files and states the options; this module knows none of their
 * names.
 */
#ifndef WITS_SEER_DUEL_H
#define WITS_SEER_DUEL_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "../line.h"
#include "../outfile.h"
#include "../progress.h"
#include "../rng.h"
#include "../text.h"
#include "dueltext.h"
#include "session.h"

/* A player and, for a record, the lines its plays come from. */
struct seer_duelist {
	struct seer_entrant e;
	struct input in;
};

struct seer_duel {
	struct seer_duelist *side[2];	/* the matcher and the evader */
	struct seer_duelist *sides;	/* one for each player named */
	size_t players;
	uint64_t plays;		/* in a match; a record's over all its sessions */
	uint64_t repeat;	/* the matches of a pairing */
	enum seer_level level;	/* of every machine that learns, on either side */
	/*
	 * The live session as it was played, with its comments as typed,
	 * without the lines refused or the plays past the match's end; all
	 * zero when it is not kept.  Typed one key a play, a match's plays are
	 * kept in `keyed` and saved as one line when it ends, as a sequence
	 * file holds a session.
	 */
	struct outfile save;
	struct text keyed;
	/* The learning curves drawn as SVG; all zero when not asked for. */
	struct outfile picture;
	/*
	 * Where the replies to the live player go: stdout, or stderr or
	 * nowhere when stdout holds values for a script.
	 */
	FILE *talk;
	/*
	 * The person plays at a terminal, one key a play, and is answered in
	 * words in lines of at most width columns; key is their last play.
	 */
	bool keys;
	size_t width;
	int key;
	bool interrupted;	/* by Ctrl-C at the prompt: the score told, SIGINT is due */
	/*
	 * With -v at a terminal, why the machine made the play the person is
	 * asked to answer: taken before the play is scored and the machine
	 * learns from it.
	 */
	struct seer_reason why;
	struct rng rng;
	struct text out, reply, prompt;
	struct seer_report report;	/* its prefix is "# " in a live session */
	struct progress progress;	/* of the plays, unless a record shows its own */
	uint64_t done;		/* the plays in the matches before this one */
};

/*
 * Makes a side for each of the n operands (checked before: a machine, a
 * strategy, a record, or "-" for a person typing live) and opens each
 * record's lines; the first two are the matcher and the evader.  Each
 * machine that learns plays at d->level.
 */
void seer_duel_start(struct seer_duel *d, char **operand, size_t n);

/*
 * Decides where the replies to a live player go, and marks the report's
 * lines as comments when a person plays, so that the whole output stays
 * a sequence file of the machine's plays.  A person at a terminal plays
 * one key a play from now on: the terminal is set so, and restored by
 * seer_duel_free or however the program ends.
 */
void seer_duel_set_talk(struct seer_duel *d);

/*
 * Starts the progress line for the plays of every match, unless a record
 * is read (the line then shows how much of it is) or a person plays.
 */
void seer_duel_progress(struct seer_duel *d);

/*
 * Writes the seed and what `best` computed for each player, as part of a
 * text report, or on stderr beside values for a script.
 */
void seer_duel_verbose(struct seer_duel *d);

/*
 * Plays the match of two players with its report: tells a person at a
 * terminal what the game is first, and warns of a record that held no
 * plays.  Then draws the learning curves of its matches into
 * d->picture, when it is open.
 */
void seer_duel_match(struct seer_duel *d);

/*
 * Plays every player against every other, on both sides, and reports
 * each pairing, then (in a text report) the table and the ranking.
 */
void seer_duel_league(struct seer_duel *d);

/* Ends the progress line, closes the saved session and frees the sides. */
void seer_duel_free(struct seer_duel *d);

#endif
