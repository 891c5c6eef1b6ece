/*
 * Matches of the penny-matching game: two cleared players, scored turn
 * by turn or run fast; the point V where a player had learned; a match
 * played turn by turn with recorded players, which asks for more plays
 * when a record has played all it was fed; and a match's result as the
 * paper gave one.  No I/O, no globals, randomness only through a
 * struct rng.
 */
#ifndef WITS_SEER_MATCH_H
#define WITS_SEER_MATCH_H

#include <stdbool.h>
#include <stdint.h>

#include "chance.h"
#include "curve.h"
#include "player.h"

struct seer_match {
	struct seer_player *matcher, *evader;
	uint64_t plays, matcher_wins;
};

/*
 * A match between cleared players, as the machines were cleared before each
 * run.
 */
void seer_match_start(struct seer_match *m, struct seer_player *matcher,
    struct seer_player *evader);

/*
 * Scores a turn whose plays are made and lets both players learn.  True if the
 * matcher won.
 */
bool seer_score(struct seer_match *m, int matcher_play, int evader_play);

/* n turns (no recorded player: it would run dry). */
void seer_run(struct seer_match *m, uint64_t n, struct rng *r);

/* The wins of one side so far. */
uint64_t seer_match_wins(const struct seer_match *m, enum seer_side side);

/*
 * The point V of Fig. 1 and 2, where "inspection of the internal memory
 * showed that it had recognized the sequence and would make no more
 * errors": the start of the last run of plays that the player's memory
 * forced and that it won.  Fed play by play; a run reaching the end of
 * the segment means the player had learned it after `start` plays.
 */
struct seer_learning {
	uint64_t plays, start;
};

/* Inline: seer-predict feeds it every play. */
static inline void
seer_learning_add(struct seer_learning *l, bool forced_win)
{
	l->plays++;
	/* A mask rather than a branch: forced wins come and go at random. */
	l->start ^= (l->start ^ l->plays) & ((uint64_t)forced_win - 1);
}

/* True, with the plays before V in *after, if the segment ends learned. */
static inline bool
seer_learned(const struct seer_learning *l, uint64_t *after)
{
	*after = l->start;
	return l->start < l->plays;
}

/*
 * A match played turn by turn, for what seer_run cannot do: recorded
 * players, and the curve with its points V.  Each line of a record is a
 * segment of the curve, learned or not: Fig. 2 marks each sequence.
 */
struct seer_turns {
	struct seer_match *match;
	struct seer_curve *curve;	/* NULL: none is drawn */
	struct seer_learning learning;	/* the matcher's, in the segment being played */
	uint64_t segment;		/* the plays before that segment */
	int play[2];			/* the turn's, the matcher's and the evader's */
	bool machines_played;		/* the turn's plays that are not recorded are made */
};

void seer_turns_start(struct seer_turns *t, struct seer_match *m, struct seer_curve *curve);

/*
 * Plays and scores a turn: first the players that are not recorded, so
 * that a machine's play is fixed before a record's or a person's is
 * read, then each recorded one.  When a record has played all it was
 * fed, returns false with *dry its side: feed it (seer_record_feed) and
 * call again for the same turn, or end the match.
 */
bool seer_turn(struct seer_turns *t, struct rng *r, enum seer_side *dry);

/*
 * A record's next line is fed: the line played before it, if any, ends
 * its segment, marked V if it ended learned, and the curve marks where
 * the next begins.  Only the caller knows where a line ends: a player
 * that has played all it was fed may be a person fed one key a play,
 * whose keys make one line.
 */
void seer_turns_next_line(struct seer_turns *t);

/* The match is over: its last segment is marked V if it ended learned. */
void seer_turns_end(struct seer_turns *t);

/*
 * The result of matches between two players as the paper gave one: each
 * side's wins and win rate with its 95% interval, and the odds against
 * a lead as large by chance.
 */
struct seer_result {
	uint64_t plays, wins[2];	/* by side */
	double rate[2], lo[2], hi[2];
	struct chance_odds odds;
};

void seer_result(struct seer_result *res, uint64_t plays, uint64_t matcher_wins);

#endif
