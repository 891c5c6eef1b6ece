/*
 * The machines' memories, private to lib/seer/: SEER's registers and
 * state of play (Appendix I), Shannon's cells, the oracle's counts, and
 * what opposite, best and the sequences keep.  With them, the small
 * rules of SEER's register and Shannon's cell, inline because `best`
 * solves with them in its inner loop, and the table by which a
 * player's kind finds its machine's functions.
 */
#ifndef WITS_SEER_MACHINES_H
#define WITS_SEER_MACHINES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../rng.h"
#include "play.h"
#include "predictors.h"
#include "reason.h"

struct seer_player;

/* ---- SEER (Hagelbarger 1956) ---- */

/*
 * One memory register M_ij: the same-different counter WZ1,2,3 (-3 to
 * +3) and the previous-wins circuit PW, here the odds level: 0 for 2:2,
 * 1 for 3:1, 2 for 4:0.
 */
struct seer_register {
	int8_t counter;
	uint8_t odds;
};

enum { SEER_STATES = 8, R1R2_POSITIONS = 4 };

/*
 * The state of play (relays A, B, E): bit 2 won last play, bit 1 won
 * the play before, bit 0 played different last time.  The cleared
 * machine is in state 0 (lost, lost, same), every counter 0 and every
 * odds level 2:2, and takes its previous play (WZ4) to be +.
 */
enum { SEER_WON_LAST = 4, SEER_WON_BEFORE = 2, SEER_PLAYED_DIFFERENT = 1 };

struct seer_machine {
	struct seer_register reg[SEER_STATES];
	uint8_t state_of_play;
	uint8_t last_play;	/* WZ4 */
	bool evader;
};

/* The counter's instruction: its sign, zero counting as same. */
static inline enum seer_choice
seer_instruction(struct seer_register reg)
{
	return reg.counter < 0 ? SEER_DIFFERENT : SEER_SAME;
}

/*
 * Odds 2:2, 3:1, 4:0: how many of the four positions of R1 and R2 follow
 * the instruction in WZ1,2,3 (Appendix I, position 7).
 */
#define SEER_FOLLOW_POSITIONS(odds) (2 + (odds))

static inline unsigned
seer_follow_positions(unsigned odds)
{
	return SEER_FOLLOW_POSITIONS(odds);
}

/*
 * A register after a play in its state (Appendix I, positions 7 and 8):
 * the odds rise when the machine followed its instruction and won, fall
 * when it followed and lost, and stay when it did not follow ("it never
 * increases the odds unless it wins"); the counter counts toward what
 * would have won, against end stops at +3 and -3.  Written once as
 * constant expressions, for the function below and for SEER's table of
 * them in the fast loops (fast.h).
 */
#define SEER_ODDS_AFTER(odds, followed, won) \
	((odds) + ((followed) & (won) & ((odds) < SEER_ODDS_MAX)) - \
	    ((followed) & !(won) & ((odds) > 0)))
#define SEER_COUNTER_AFTER(counter, would_have_won) \
	((counter) + (((would_have_won) == SEER_SAME) & ((counter) < SEER_COUNTER_MAX)) - \
	    (((would_have_won) == SEER_DIFFERENT) & ((counter) > -SEER_COUNTER_MAX)))

static inline struct seer_register
seer_register_learn(struct seer_register reg, bool followed, bool won,
    enum seer_choice would_have_won)
{
	/*
	 * Sums of conditions rather than branches: the outcomes are random,
	 * branches would be mispredicted.
	 */
	reg.odds = (uint8_t)SEER_ODDS_AFTER(reg.odds, followed, won);
	reg.counter = (int8_t)SEER_COUNTER_AFTER(reg.counter, would_have_won);
	return reg;
}

/* A register as a substate number, 0 to SEER_SUBSTATES - 1 (Appendix II). */
static inline unsigned
seer_substate(struct seer_register reg)
{
	return (unsigned)(reg.counter + SEER_COUNTER_MAX) * (SEER_ODDS_MAX + 1) + reg.odds;
}

/* The register of a substate number. */
static inline struct seer_register
seer_register_of(unsigned substate)
{
	struct seer_register reg;

	reg.counter = (int8_t)((int)(substate / (SEER_ODDS_MAX + 1)) - SEER_COUNTER_MAX);
	reg.odds = (uint8_t)(substate % (SEER_ODDS_MAX + 1));
	return reg;
}

/*
 * The play that makes `choice` the winning one for SEER: what its counter will
 * learn.
 */
static inline int
seer_teaching(const struct seer_machine *m, enum seer_choice choice)
{
	return m->last_play ^ (int)choice ^ (int)m->evader;
}

void seer_machine_reset(struct seer_machine *m, bool evader);

/*
 * Positions 5 to 15: the register in play and the state of play brought up to
 * date.
 */
void seer_machine_learn(struct seer_machine *m, int mine, int theirs);

/* The state of play and the register in it, as seer_reason gives them. */
void seer_machine_read(const struct seer_machine *m, struct seer_reason *why);

/*
 * SEER's memory as a code of SEER_MACHINE_CODE_BITS bits, for the exact
 * chains: each register's substate in 5 bits, the state of play and WZ4
 * above them.  Decoding keeps m's side.
 */
enum { SEER_MACHINE_CODE_BITS = SEER_STATES * 5 + 4 };
uint64_t seer_machine_code(const struct seer_machine *m);
void seer_machine_of_code(uint64_t code, struct seer_machine *m);

/* ---- Shannon's machine (1953) ---- */

/*
 * A cell remembers the player's last two behaviours after its situation: cell =
 * older * 3 + newer.
 */
enum { SHANNON_SITUATIONS = 8 };

/*
 * The situation: bit 2 the player won the play before last, bit 1 the
 * player changed between them, bit 0 the player won the last play.  It
 * is known once the player has made two plays (seen counts them, to 2).
 */
enum { SHANNON_WON_BEFORE = 4, SHANNON_CHANGED_BETWEEN = 2, SHANNON_WON_LAST = 1 };

struct shannon_machine {
	uint8_t cell[SHANNON_SITUATIONS];
	uint8_t situation;
	uint8_t seen;
	uint8_t player_last;	/* the player's last play */
	bool evader;
};

static inline unsigned
shannon_older(unsigned cell)
{
	return cell / 3;
}

static inline unsigned
shannon_newer(unsigned cell)
{
	return cell % 3;
}

/*
 * The behaviour a cell expects the player to repeat, when both it
 * remembers agree, else SHANNON_EMPTY; and the cell after a behaviour.
 * Written once as constant expressions, for the functions below and for
 * the fast loops' table (fast.h).
 */
#define SHANNON_EXPECTS(cell) ((cell) / 3 * ((cell) / 3 == (cell) % 3))
#define SHANNON_CELL_AFTER(cell, behaviour) ((cell) % 3 * 3 + (behaviour))

static inline unsigned
shannon_expects(unsigned cell)
{
	/*
	 * SHANNON_EMPTY is 0: a product, not a branch the random play would
	 * mispredict.
	 */
	return SHANNON_EXPECTS(cell);
}

static inline unsigned
shannon_cell_learn(unsigned cell, unsigned behaviour)
{
	return SHANNON_CELL_AFTER(cell, behaviour);
}

void shannon_reset(struct shannon_machine *m, bool evader);
void shannon_learn(struct shannon_machine *m, int mine, int theirs);

/* The situation and its cell, as seer_reason gives them. */
void shannon_read(const struct shannon_machine *m, struct seer_reason *why);

/*
 * The behaviour the cell in play expects the player to repeat, or
 * SHANNON_EMPTY when the machine plays at random.
 */
unsigned shannon_expectation(const struct shannon_machine *m);

/*
 * Shannon's machine's memory as a code of SHANNON_MACHINE_CODE_BITS bits,
 * for the exact chains: each cell in 4 bits, the situation, the
 * situations seen and the player's last play above them.  Decoding keeps
 * m's side.
 */
enum { SHANNON_MACHINE_CODE_BITS = SHANNON_SITUATIONS * 4 + 6 };
uint64_t shannon_machine_code(const struct shannon_machine *m);
void shannon_machine_of_code(uint64_t code, struct shannon_machine *m);

/* ---- the rivals ---- */

enum { ORACLE_CONTEXTS = 1 << ORACLE_CONTEXT };

struct oracle {
	uint64_t count[ORACLE_CONTEXTS][2];	/* plays that followed each context */
	uint8_t context;	/* the opponent's last five plays, the latest in bit 0 */
	uint8_t seen;		/* the opponent's plays so far, counted to 5 */
	bool evader;
};

/*
 * Returns the play that followed the oracle's context more often, as
 * Aaronson's program (Nick Merrill's) has it: f (plus) for a context
 * never followed yet, which it keeps no counts for, and d (minus) on a
 * tie of counts.  Inline, as the oracle's learning, for best's shadow
 * and the fast loops (fast.h).
 */
static inline int
seer_oracle_guess(const struct oracle *o)
{
	const uint64_t *count = o->count[o->context];

	return count[SEER_PLUS] > count[SEER_MINUS] || count[SEER_MINUS] == 0 ?
	    SEER_PLUS : SEER_MINUS;
}

/* The oracle's context after the opponent played `theirs`. */
static inline uint8_t
seer_oracle_next(const struct oracle *o, int theirs)
{
	return (uint8_t)((o->context << 1 | theirs) & (ORACLE_CONTEXTS - 1));
}

/*
 * The oracle, which has seen a whole context, has seen its opponent play
 * `theirs` after it: the count, then the next context.
 */
static inline void
seer_oracle_count(struct oracle *o, int theirs)
{
	o->count[o->context][theirs]++;
	o->context = seer_oracle_next(o, theirs);
}

/* The oracle has seen its opponent play `theirs`. */
static inline void
seer_oracle_learn(struct oracle *o, int theirs)
{
	if (o->seen == ORACLE_CONTEXT) {
		seer_oracle_count(o, theirs);
	} else {
		o->seen++;
		o->context = seer_oracle_next(o, theirs);
	}
}

struct opposite {
	struct seer_machine shadow;	/* SEER as it stands, rebuilt from the record */
	uint8_t last_choice;		/* one bit per state: different last time */
};

/* Which machine `best` plays against. */
enum seer_target {
	SEER_TARGET_OPPONENT, SEER_TARGET_SEER, SEER_TARGET_SHANNON, SEER_TARGET_ORACLE
};

struct best {
	uint8_t plan_seer[SEER_SUBSTATES];	/* its plan's choices (best.h) */
	uint8_t plan_shannon[SHANNON_CELL_VALUES];
	enum seer_target target;	/* as named */
	enum seer_target against;	/* SEER's or Shannon's, once cleared */
	struct seer_machine seer;	/* the shadow of the machine beaten */
	struct shannon_machine shannon;
	/* The oracle's shadow: it decides every play from its sixth. */
	struct oracle oracle;
};

struct seer_sequence {
	unsigned char *play;	/* a pattern owns it; a record's is lent by the caller */
	size_t n, next;
};

union seer_memory {
	struct seer_machine seer;
	struct shannon_machine shannon;
	struct oracle oracle;
	struct opposite opposite;
	struct best best;
	struct seer_sequence seq;
	struct ngram ngram;
	struct lz lz;
	struct ctw ctw;
	struct markov_switch markov_switch;
};

/*
 * SEER's "random number 1, 2, 3, or 4": the positions of R1 and R2, drawn as
 * two bits.
 */
static inline unsigned
seer_r1r2(struct rng *r)
{
	return (unsigned)(rng_next(r) >> 62);
}

/* A fair coin: the top bit of the generator, its best. */
static inline int
seer_coin(struct rng *r)
{
	return (int)(rng_next(r) >> 63);
}

/* ---- the machines' functions ---- */

/*
 * Each kind of player is a set of functions on its memory, defined
 * beside it; a match looks them up once, and the memories, so that
 * every call in its loop goes to one place and is predicted.
 */
typedef int seer_play_fn(const union seer_memory *u, struct rng *r);
typedef void seer_observe_fn(union seer_memory *u, int mine, int theirs);

struct seer_machine_fns {
	seer_play_fn *play;
	seer_observe_fn *observe;
	bool (*forced)(const union seer_memory *u);
	void (*clear)(union seer_memory *u, bool evader, enum seer_kind opponent);
	void (*reason)(const union seer_memory *u, int play, struct seer_reason *why);
};

extern const struct seer_machine_fns seer_fns, shannon_fns, oracle_fns, opposite_fns, best_fns,
    random_fns, pattern_fns, record_fns, ngram_fns, lz_fns, ctw_fns, switch_fns;

/*
 * For a player whose memory decides every play it makes.  Inline here,
 * beside the functions' table, so that the players' files that name it
 * (rivals.c, best.c) need not call the player module that lists them.
 */
static inline bool
seer_memory_decides(const union seer_memory *u)
{
	(void)u;
	return true;
}

/* The functions of p's kind. */
const struct seer_machine_fns *seer_fns_of(const struct seer_player *p);

/* `best` against the named target, its plan solved. */
void best_new(union seer_memory *u, enum seer_target target);

#endif
