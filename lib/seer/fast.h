/*
 * The fast loops' players, private to lib/seer/: SEER, Shannon's
 * machine, the coin, Aaronson's oracle, the oracle of any order and the
 * LZ predictor with their rules inline, for the loops that make most of
 * the plays (a match run fast in match.c, seer-predict's line in
 * answer.c).  A loop is written once over a kind of player and compiled
 * once for each kind it names as a constant: the tests of the kind fold
 * away, and no call is left in a play but LZ's at the end of a phrase.
 * Other players go through their functions (machines.h), which are the
 * loops' twins: run_called in match.c, seer_answer_line's rows in answer.c.
 *
 * Each machine has a form of its own here, loaded from its memory
 * before a loop and stored back after it, in which a play is a few
 * look-ups in a table the compiler builds from the machine's rules
 * (seer.c, shannon.c): its fields apart, so that the loop keeps them in
 * processor registers, and the outcome of a play read from the table
 * rather than worked out in comparisons and branches, which the random
 * plays would mispredict.  The registers and cells stay an array of
 * bytes: packed into one word they cost more instructions (a shift by
 * a variable amount, on x86 through one register) than the store and
 * load they save.
 */
#ifndef WITS_SEER_FAST_H
#define WITS_SEER_FAST_H

#include <string.h>

#include "machines.h"

/*
 * Where the compiler's own estimate of a loop's size would keep a call, and the
 * kind unknown.
 */
#if defined(__GNUC__)
#define SEER_ALWAYS_INLINE static inline __attribute__((always_inline))
#else
#define SEER_ALWAYS_INLINE static inline
#endif

/*
 * Where the compiler offers it, a hint to bring memory in before a play
 * reads it.
 */
#if defined(__GNUC__)
#define SEER_PREFETCH(address) __builtin_prefetch(address)
#else
#define SEER_PREFETCH(address) ((void)(address))
#endif

/* ---- SEER ---- */

/*
 * A register in a byte, (counter + 3) << 2 | odds, so that no division
 * by the three odds levels takes it apart.  A play's turn is the row of
 * its register and the draw of R1 and R2, and in it the column of what
 * would have won: reg * 8 + r1r2 * 2 + would_have_won.  The entry holds
 * the register after the play above the play (DS) and whether it won
 * (W), these two in the bits where the state of play keeps them, and
 * between them whether it was a forced win, for the point V.
 */
enum {
	SEER_FAST_ODDS_BITS = 2,
	SEER_FAST_REGISTERS = (2 * SEER_COUNTER_MAX + 1) << SEER_FAST_ODDS_BITS,
	SEER_FAST_PLAYED = SEER_PLAYED_DIFFERENT,
	SEER_FAST_FORCED_WIN = SEER_WON_BEFORE,
	SEER_FAST_WON = SEER_WON_LAST,
	SEER_FAST_REGISTER_SHIFT = 3
};

_Static_assert(SEER_FAST_REGISTERS << SEER_FAST_REGISTER_SHIFT <= 256, "a turn fits in a byte");

#define SEER_FAST_REGISTER(counter, odds) \
	(((counter) + SEER_COUNTER_MAX) << SEER_FAST_ODDS_BITS | (odds))
#define SEER_FAST_COUNTER(reg) ((int)((reg) >> SEER_FAST_ODDS_BITS) - SEER_COUNTER_MAX)
#define SEER_FAST_ODDS(reg) ((reg) & ((1 << SEER_FAST_ODDS_BITS) - 1))

extern const uint8_t seer_fast_turn[SEER_FAST_REGISTERS * R1R2_POSITIONS * 2];

struct seer_fast {
	uint8_t reg[SEER_STATES];
	unsigned state_of_play, last_play, evader;	/* as in struct seer_machine */
	/*
	 * The play's row, kept to its learning: the opponent's play picks the
	 * column.
	 */
	size_t row;
};

static inline void
seer_fast_load(struct seer_fast *f, const struct seer_machine *m, bool evader)
{
	int i;

	for (i = 0; i < SEER_STATES; i++)
		f->reg[i] = (uint8_t)SEER_FAST_REGISTER(m->reg[i].counter, m->reg[i].odds);
	f->state_of_play = m->state_of_play;
	f->last_play = m->last_play;
	f->evader = evader;
}

static inline void
seer_fast_store(const struct seer_fast *f, struct seer_machine *m)
{
	int i;

	for (i = 0; i < SEER_STATES; i++) {
		m->reg[i].counter = (int8_t)SEER_FAST_COUNTER(f->reg[i]);
		m->reg[i].odds = (uint8_t)SEER_FAST_ODDS(f->reg[i]);
	}
	m->state_of_play = (uint8_t)f->state_of_play;
	m->last_play = (uint8_t)f->last_play;
}

/*
 * seer.c's play: the draw picks the row, which says whether SEER plays
 * different.
 */
static inline int
seer_fast_play(struct seer_fast *f, struct rng *r)
{
	f->row = ((size_t)f->reg[f->state_of_play] * R1R2_POSITIONS + seer_r1r2(r)) * 2;
	return (int)(f->last_play ^ (seer_fast_turn[f->row] & SEER_FAST_PLAYED));
}

/*
 * seer_machine_learn, after seer_fast_play made `mine`; the entry of the turn.
 */
static inline unsigned
seer_fast_learn(struct seer_fast *f, int mine, int theirs)
{
	unsigned would_have_won = (unsigned)theirs ^ f->last_play ^ f->evader;	/* D */
	unsigned turn = seer_fast_turn[f->row + would_have_won];

	f->reg[f->state_of_play] = (uint8_t)(turn >> SEER_FAST_REGISTER_SHIFT);
	/*
	 * Positions 13 and 14: A gets this play's outcome, B takes A's, E
	 * becomes DS.
	 */
	f->state_of_play = (turn & (SEER_FAST_WON | SEER_FAST_PLAYED)) |
	    (f->state_of_play & SEER_WON_LAST) / 2;
	f->last_play = (unsigned)mine;
	return turn;
}

/* ---- Shannon's machine ---- */

/*
 * A cell's turn: its row, cell * 2, and in it the column of the
 * player's behaviour, changed or not.  The entry holds the cell after
 * the play above two bits the whole row shares: whether the cell
 * expects a behaviour, and whether that is "changed", in bit 0 where
 * the play that repeats the player's is changed by it.
 */
enum {
	SHANNON_FAST_CHANGED = 1,	/* it expects the player to change */
	SHANNON_FAST_KNOWN = 2,		/* it expects a behaviour */
	SHANNON_FAST_CELL_SHIFT = 2
};

extern const uint8_t shannon_fast_turn[SHANNON_CELL_VALUES * 2];

/*
 * The loops take Shannon's machine once it knows its situation, from the
 * player's third play on (shannon_fast_ready): the plays before it go
 * the slow way, so that no play in the loop asks.
 */
struct shannon_fast {
	uint8_t cell[SHANNON_SITUATIONS];
	unsigned situation, player_last, evader;	/* as in struct shannon_machine */
};

static inline bool
shannon_fast_ready(const struct shannon_machine *m)
{
	return m->seen == 2;
}

static inline void
shannon_fast_load(struct shannon_fast *f, const struct shannon_machine *m, bool evader)
{
	memcpy(f->cell, m->cell, sizeof(f->cell));
	f->situation = m->situation;
	f->player_last = m->player_last;
	f->evader = evader;
}

static inline void
shannon_fast_store(const struct shannon_fast *f, struct shannon_machine *m)
{
	memcpy(m->cell, f->cell, sizeof(m->cell));
	m->situation = (uint8_t)f->situation;
	m->player_last = (uint8_t)f->player_last;
}

/* What the cell in play expects: the first entry of its row. */
static inline unsigned
shannon_fast_expects(const struct shannon_fast *f)
{
	return shannon_fast_turn[(size_t)f->cell[f->situation] * 2];
}

/*
 * shannon.c's play: the coin, or the player's last play repeated or
 * changed, chosen by a mask, not a branch the random plays would
 * mispredict; only bit 0 counts.
 */
static inline int
shannon_fast_play(const struct shannon_fast *f, struct rng *r)
{
	unsigned expects = shannon_fast_expects(f), toss = (unsigned)seer_coin(r);
	unsigned expected = f->player_last ^ expects;	/* bit 0: changed or repeated */

	return (int)((toss ^ ((toss ^ expected) & expects / SHANNON_FAST_KNOWN)) & 1) ^
	    (int)f->evader;
}

/*
 * shannon_learn, the machine knowing its situation; whether the machine won a
 * forced play.
 */
static inline bool
shannon_fast_learn(struct shannon_fast *f, int mine, int theirs)
{
	unsigned player_won = (unsigned)(mine ^ theirs) ^ f->evader;
	unsigned changed = (unsigned)theirs ^ f->player_last;
	uint8_t *cell = &f->cell[f->situation];
	unsigned turn = shannon_fast_turn[(size_t)*cell * 2 + changed];

	*cell = (uint8_t)(turn >> SHANNON_FAST_CELL_SHIFT);
	f->situation = (f->situation & SHANNON_WON_LAST) * SHANNON_WON_BEFORE |
	    changed * SHANNON_CHANGED_BETWEEN | player_won * SHANNON_WON_LAST;
	f->player_last = (unsigned)theirs;
	return (turn / SHANNON_FAST_KNOWN & 1) & !player_won;
}

/* ---- the predictors ---- */

/*
 * Aaronson's oracle, the oracle of any order and the LZ predictor play
 * in the loops by their own rules, inline (machines.h, predictors.h),
 * on a copy of their memory.  The oracles take the loop once they have
 * seen a whole context, so that every play in it is decided by counts
 * and none asks how many plays it has seen.
 */

/*
 * A predictor's play: its guess, or the coin on a tie, drawn only then
 * as the player's function draws it.
 */
static inline int
seer_fast_guess_or_coin(int guess, bool evader, struct rng *r)
{
	return (guess == SEER_NO_GUESS ? seer_coin(r) : guess) ^ (int)evader;
}

/* Whether a play the predictor decided was won, for the point V. */
static inline bool
seer_fast_decided_win(int guess, bool evader, int mine, int theirs)
{
	return guess != SEER_NO_GUESS && (mine == theirs) != evader;
}

/* ---- a player of a kind named as a constant ---- */

/*
 * The kinds that have their rules here; any other goes through its functions.
 */
static inline bool
seer_fast_kind(enum seer_kind kind)
{
	return kind == SEER_SEER || kind == SEER_SHANNON || kind == SEER_RANDOM ||
	    kind == SEER_ORACLE || kind == SEER_NGRAM || kind == SEER_LZ;
}

/* The player can go into the loop now. */
static inline bool
seer_fast_ready(enum seer_kind kind, const union seer_memory *u)
{
	if (kind == SEER_SHANNON)
		return shannon_fast_ready(&u->shannon);
	if (kind == SEER_ORACLE)
		return u->oracle.seen == ORACLE_CONTEXT;
	if (kind == SEER_NGRAM)
		return u->ngram.seen == u->ngram.order;
	return true;
}

struct seer_fast_player {
	struct seer_fast seer;
	struct shannon_fast shannon;
	struct oracle *oracle;	/* its memory: a copy of the counts costs more */
	struct ngram ngram;
	struct lz lz;
	bool oracle_evader;	/* the oracle's side, a constant in the loops */
};

/*
 * The player, whose memory was cleared for `side`: a constant in the
 * loops, as the kind, so that the compiler folds the side into the rules.
 * Aaronson's oracle plays in its memory, where its counts are.
 */
SEER_ALWAYS_INLINE void
seer_fast_player_load(enum seer_kind kind, enum seer_side side, struct seer_fast_player *p,
    union seer_memory *u)
{
	if (kind == SEER_SEER) {
		seer_fast_load(&p->seer, &u->seer, side == SEER_EVADER);
	} else if (kind == SEER_SHANNON) {
		shannon_fast_load(&p->shannon, &u->shannon, side == SEER_EVADER);
	} else if (kind == SEER_ORACLE) {
		p->oracle = &u->oracle;
		p->oracle_evader = side == SEER_EVADER;
	} else if (kind == SEER_NGRAM) {
		p->ngram = u->ngram;
		p->ngram.evader = side == SEER_EVADER;
	} else if (kind == SEER_LZ) {
		p->lz = u->lz;
		p->lz.evader = side == SEER_EVADER;
	}
}

SEER_ALWAYS_INLINE void
seer_fast_player_store(enum seer_kind kind, const struct seer_fast_player *p, union seer_memory *u)
{
	if (kind == SEER_SEER)
		seer_fast_store(&p->seer, &u->seer);
	else if (kind == SEER_SHANNON)
		shannon_fast_store(&p->shannon, &u->shannon);
	else if (kind == SEER_NGRAM)
		u->ngram = p->ngram;
	else if (kind == SEER_LZ)
		u->lz = p->lz;
}

SEER_ALWAYS_INLINE int
seer_fast_player_play(enum seer_kind kind, struct seer_fast_player *p, struct rng *r)
{
	if (kind == SEER_SEER)
		return seer_fast_play(&p->seer, r);
	if (kind == SEER_SHANNON)
		return shannon_fast_play(&p->shannon, r);
	if (kind == SEER_ORACLE)
		return seer_oracle_guess(p->oracle) ^ (int)p->oracle_evader;
	if (kind == SEER_NGRAM)
		return seer_fast_guess_or_coin(p->ngram.guess, p->ngram.evader, r);
	if (kind == SEER_LZ) {
		const struct lz_node *n = &p->lz.node[p->lz.at];
		const struct lz_node *minus = &p->lz.node[n->child[SEER_MINUS]];
		const struct lz_node *plus = &p->lz.node[n->child[SEER_PLUS]];

		/*
		 * The next two plays read a child and a grandchild: all six
		 * are fetched while this one is played (a missing child reads
		 * the root, which is near).  A tree grown past the processor's
		 * caches would otherwise wait on memory at most plays; one
		 * level ahead was too close to hide the wait.
		 */
		SEER_PREFETCH(&p->lz.node[minus->child[SEER_MINUS]]);
		SEER_PREFETCH(&p->lz.node[minus->child[SEER_PLUS]]);
		SEER_PREFETCH(&p->lz.node[plus->child[SEER_MINUS]]);
		SEER_PREFETCH(&p->lz.node[plus->child[SEER_PLUS]]);
		return seer_fast_guess_or_coin(lz_guess(&p->lz), p->lz.evader, r);
	}
	return seer_coin(r);
}

/*
 * seer_observe; and whether the play was forced (seer_forced) and the player
 * won it.
 */
SEER_ALWAYS_INLINE bool
seer_fast_player_observe(enum seer_kind kind, struct seer_fast_player *p, int mine, int theirs)
{
	bool won;

	if (kind == SEER_SEER)
		return seer_fast_learn(&p->seer, mine, theirs) & SEER_FAST_FORCED_WIN;
	if (kind == SEER_SHANNON)
		return shannon_fast_learn(&p->shannon, mine, theirs);
	if (kind == SEER_ORACLE) {
		won = (mine == theirs) != p->oracle_evader;
		seer_oracle_learn(p->oracle, theirs);
		return won;
	}
	if (kind == SEER_NGRAM) {
		won = seer_fast_decided_win(p->ngram.guess, p->ngram.evader, mine, theirs);
		ngram_learn(&p->ngram, theirs);
		return won;
	}
	if (kind == SEER_LZ) {
		won = seer_fast_decided_win(lz_guess(&p->lz), p->lz.evader, mine, theirs);
		lz_learn(&p->lz, theirs);
		return won;
	}
	return false;
}

#endif
