/*
 * What a player's memory says when it plays: the ranges of SEER's
 * registers, the behaviours Shannon's cells remember, the oracle's
 * context, and the reading of them that seer_reason (player.h) gives
 * and seer_text_why (matchtext.h, whytext.c) writes.
 */
#ifndef WITS_SEER_REASON_H
#define WITS_SEER_REASON_H

#include <stdbool.h>
#include <stdint.h>

#include "play.h"

/*
 * SEER's counter WZ1,2,3 runs from -3 to +3; its odds PW are 0 for 2:2, 1 for
 * 3:1, 2 for 4:0.
 */
enum { SEER_COUNTER_MAX = 3, SEER_ODDS_MAX = 2 };

/* How SEER used its counter's instruction (Appendix I, position 7). */
enum seer_use { SEER_AT_RANDOM, SEER_FOLLOWED, SEER_AGAINST_IT, SEER_MUST_FOLLOW };

/*
 * A behaviour of the player, as Shannon's cells remember it: none seen
 * yet, same, changed.  A cell remembers two: nine values.
 */
enum { SHANNON_EMPTY, SHANNON_SAME, SHANNON_CHANGED };
enum { SHANNON_CELL_VALUES = 9 };

/*
 * Appendix II: "Let a substate be determined by the count in the counter and
 * the odds."
 */
enum { SEER_SUBSTATES = (2 * SEER_COUNTER_MAX + 1) * (SEER_ODDS_MAX + 1) };

/*
 * The oracle's context: the opponent's last five plays; the longest context
 * any predictor reads (an oracle of order 20).
 */
enum { ORACLE_CONTEXT = 5, SEER_CONTEXT_MAX = 20 };

/*
 * What a player's memory said when it played, as the paper's
 * "inspection of the internal memory" would read it.  The fields that
 * serve the player's kind are filled; seer_text_why writes them.
 */
struct seer_reason {
	enum seer_kind kind;
	bool against_shannon;	/* best: it plays to beat Shannon's machine, not SEER */
	bool against_oracle;	/* best: it plays to beat the oracle */
	bool known;		/* Shannon's situation, the oracle's context: there is one yet */

	/*
	 * SEER's state of play (relays A, B and E) and the register M_ij it
	 * reads
	 */
	bool won_last, won_before;
	enum seer_choice last;		/* played same or different last time */
	int counter;
	unsigned odds;
	enum seer_use use;
	enum seer_choice choice;	/* SEER: as played; best: what it teaches; opposite: now */
	enum seer_choice before;	/* opposite: its choice last time in this state */

	/* Shannon's situation and its cell */
	bool player_won_before, player_changed, player_won_last;
	unsigned older, newer;	/* the behaviours the cell remembers */
	/* What it expects, SHANNON_EMPTY for nothing; best: what it plays for. */
	unsigned behaviour;

	/*
	 * The oracle's context, oldest play first, the plays that followed it
	 * and what it expects (for the predictors after it, SEER_NO_GUESS, -1,
	 * on a tie).  For those: the order of the context read (the oracle of
	 * any order, the switch) and the oracle's own order; the depth of LZ's
	 * phrase, the phrase in `number`; context-tree weighting's depth and
	 * its probability of +; the score of the switch's model.
	 */
	unsigned char context[SEER_CONTEXT_MAX];
	uint64_t count[2];
	int expects;
	bool tie;
	unsigned order, of_order;
	double probability;
	int score;

	/* a pattern: the play, from 1, of how many */
	uint64_t number, of;
};

#endif
