/*
 * The players of the penny-matching game behind one interface: SEER
 * (Hagelbarger 1956), Shannon's machine (1953), Aaronson's oracle,
 * Appendix II's "opposite", `best`, a fair coin, a pattern and a record;
 * and the predictors that came after them: the oracle of any order, the
 * LZ78 predictor, context-tree weighting and the switch between Markov
 * orders (predictors.h).
 * Every player can take either side: SEER learns whatever wins on its
 * side, the predicting machines play what they expect the opponent to
 * play, or its opposite.
 *
 * A player is used in turns: seer_play gives its play (it cannot see
 * the opponent's, which is not yet made), then seer_observe tells it
 * both plays, and it learns.  seer_forced and seer_reason may look at
 * it between the two.  Each machine's memory is its own
 * (machines.h, private to lib/seer/).  No I/O, no globals, randomness
 * only through a struct rng.
 */
#ifndef WITS_SEER_PLAYER_H
#define WITS_SEER_PLAYER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "play.h"
#include "reason.h"

struct rng;
union seer_memory;

struct seer_player {
	enum seer_kind kind;
	union seer_memory *memory;
	/*
	 * A play is a fair coin's instead of the machine's when the
	 * generator's next number is below this: 0 at the level perfect.
	 */
	uint64_t coin_below;
};

/*
 * The players known by name: the one list of them, from which every
 * other is made.  X(name, kind, target, shown) for each, where target is
 * the machine `best` plays against and shown is the name a class reads
 * in a picture.  The players named with a number follow them: the
 * oracle of order N, "oracle:N" (1 to 20); context-tree weighting of
 * depth D, "ctw:D" (1 to 16; ctw is ctw:8); and a pattern,
 * "pattern:PLAYS".  The kinds and targets are expanded only in player.c,
 * which knows them.
 */
#define SEER_NAMED_PLAYERS(X) \
	X("seer", SEER_SEER, SEER_TARGET_OPPONENT, "SEER") \
	X("shannon", SEER_SHANNON, SEER_TARGET_OPPONENT, "Shannon's machine") \
	X("oracle", SEER_ORACLE, SEER_TARGET_OPPONENT, "the oracle") \
	X("opposite", SEER_OPPOSITE, SEER_TARGET_OPPONENT, "opposite from last time") \
	X("best", SEER_BEST, SEER_TARGET_OPPONENT, "best play") \
	X("best:seer", SEER_BEST, SEER_TARGET_SEER, "SEER's best opponent") \
	X("best:shannon", SEER_BEST, SEER_TARGET_SHANNON, "Shannon's best opponent") \
	X("random", SEER_RANDOM, SEER_TARGET_OPPONENT, "random play") \
	X("lz", SEER_LZ, SEER_TARGET_OPPONENT, "the LZ predictor") \
	X("ctw", SEER_CTW, SEER_TARGET_OPPONENT, "context-tree weighting") \
	X("switch", SEER_SWITCH, SEER_TARGET_OPPONENT, "the Markov switch")

/*
 * The names seer_player_new knows, the i-th: those above, then the
 * players named with a number as a message writes them, "oracle:N",
 * "ctw:D", "pattern:PLAYS"; NULL past the last.
 */
const char *seer_player_listed(size_t i);

/* The orders and depths a name may give, and ctw's depth. */
enum { SEER_ORACLE_MAX_ORDER = 20, SEER_CTW_MAX_DEPTH = 16, SEER_CTW_DEPTH = 8 };

/* The name is one of those (a pattern perhaps badly written). */
bool seer_player_known(const char *name);

/*
 * The plays of a pattern's name, after "pattern:"; NULL when the name is not a
 * pattern's.
 */
const char *seer_player_pattern(const char *name);

/*
 * The name a class reads for a player known by name, "SEER" for seer; NULL for
 * any other.
 */
const char *seer_player_shown(const char *name);

/*
 * Makes a player from its name, one of seer_player_listed's (a pattern
 * is repeated forever; one play for a constant).
 * Returns NULL, or why not.  A recorded sequence is made with
 * seer_record instead.
 */
const char *seer_player_new(struct seer_player *p, const char *name);

/*
 * Makes *to a player of from's kind with a memory of its own, as from's
 * stands.
 */
void seer_player_copy(struct seer_player *to, const struct seer_player *from);

/*
 * Primes the player with a session of another person's n plays, as
 * Aaronson proposed for his oracle: an oracle of any order (oracle:N)
 * counts them, and starts each session it is cleared for from those
 * counts.  Returns false for a player that is not primed so.
 */
bool seer_player_train(struct seer_player *p, const unsigned char *play, size_t n);

/*
 * How well a machine plays, as nim-trace's --level names it: perfect,
 * its own play every time; medium, a fair coin's instead one play in 4;
 * easy, one play in 2.  So that a class can beat SEER first.
 */
enum seer_level { SEER_LEVEL_PERFECT, SEER_LEVEL_MEDIUM, SEER_LEVEL_EASY };

/* The names of the levels, in enum seer_level's order, are names_level's (names.h). */

/*
 * Sets the level of a machine that learns (SEER, Shannon's machine and
 * the predictors): returns false, and leaves p as it is, for a strategy,
 * a pattern or a record, which have no level.  The coin is drawn in
 * seer_play, from its generator.
 */
bool seer_player_level(struct seer_player *p, enum seer_level level);

/* The player plays below the level perfect. */
bool seer_player_leveled(const struct seer_player *p);

/* A recorded sequence: plays whatever seer_record_feed gave it, in order. */
void seer_record(struct seer_player *p);

/* Lends the record its next plays (the caller keeps them alive). */
void seer_record_feed(struct seer_player *p, const unsigned char *play, size_t n);

/*
 * Of the plays the record was last fed: how many it has played, how many are
 * left.
 */
size_t seer_record_played(const struct seer_player *p);
size_t seer_record_left(const struct seer_player *p);

void seer_player_free(struct seer_player *p);

/*
 * Clears the player's memory for a new session on the given side, as
 * the machines were cleared before each run.  For `best` the opponent's
 * kind decides which machine it plays against (SEER unless Shannon's).
 */
void seer_clear(struct seer_player *p, enum seer_side side, enum seer_kind opponent);

/* The player's next play; it does not change the player. */
int seer_play(const struct seer_player *p, struct rng *r);

/* Both plays of the turn are made: learn from them. */
void seer_observe(struct seer_player *p, int mine, int theirs);

/*
 * The next play owes nothing to chance: the player's memory decides it
 * (never below the level perfect, where a coin may take its place).
 */
bool seer_forced(const struct seer_player *p);

/* Why p plays `play`.  Call it between seer_play and seer_observe. */
void seer_reason(const struct seer_player *p, int play, struct seer_reason *why);

#endif
