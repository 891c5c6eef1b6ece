/*
 * The penny-matching game of Hagelbarger's SEER (1956): the machines
 * and strategies that play it, as players behind one interface.
 *
 * A play is + or -.  The matcher wins a play when both play the same,
 * the evader when they differ.  Every player can take either side: SEER
 * learns whatever wins on its side, the predicting machines play what
 * they expect the opponent to play, or its opposite.
 *
 * A player is used in turns: seer_play gives its play (it cannot see
 * the opponent's, which is not yet made), then seer_observe tells it
 * both plays, and it learns.  seer_forced and seer_text_why (seertext.h)
 * may look at it between the two.  Matches, learning curves and leagues
 * are played and kept here; seertext.h writes them.  Pure functions: no
 * I/O, no globals, randomness only through a struct rng.
 */
#ifndef WITS_SEER_H
#define WITS_SEER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct rng;

enum { SEER_MINUS = 0, SEER_PLUS = 1 };

enum seer_side { SEER_MATCHER, SEER_EVADER };

/*
 * Same or different: SEER reasons about its own play relative to its
 * previous one (its counter's sign), Shannon's machine about the
 * player's (same or changed).
 */
enum seer_choice { SEER_SAME = 0, SEER_DIFFERENT = 1 };

/* Where a line of plays failed to parse, and why. */
struct seer_bad {
	const char *tok;
	size_t len;
	const char *reason;
};

/*
 * Reads a line of plays from s[0..len) into play[] (room for len plays):
 * + H h 1 are plus, - T t 0 are minus, blanks are ignored and '#' starts
 * a comment.  Returns 1 for a line with plays (*n of them), 0 for a blank
 * or comment line, -1 for a bad line, with *bad saying where.
 */
int seer_parse(const char *s, size_t len, unsigned char *play, size_t *n, struct seer_bad *bad);

/* '+' or '-' */
char seer_play_char(int play);

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

enum { SEER_STATES = 8, SEER_COUNTER_MAX = 3, SEER_ODDS_MAX = 2 };

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
enum seer_choice seer_instruction(struct seer_register reg);

/* ---- Shannon's machine (1953) ---- */

/*
 * A cell remembers the player's last two behaviours after its
 * situation, each SHANNON_EMPTY (not yet seen), SHANNON_SAME or
 * SHANNON_CHANGED: cell = older * 3 + newer.
 */
enum { SHANNON_EMPTY, SHANNON_SAME, SHANNON_CHANGED };
enum { SHANNON_SITUATIONS = 8, SHANNON_CELL_VALUES = 9 };

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

unsigned shannon_older(unsigned cell);
unsigned shannon_newer(unsigned cell);

/* The behaviour a cell expects the player to repeat, when both it remembers agree; else SHANNON_EMPTY. */
unsigned shannon_expects(unsigned cell);

/* ---- Aaronson's oracle ---- */

enum { ORACLE_CONTEXT = 5, ORACLE_CONTEXTS = 1 << ORACLE_CONTEXT };

struct oracle {
	uint64_t count[ORACLE_CONTEXTS][2];	/* plays that followed each context */
	uint8_t context;	/* the opponent's last five plays, the latest in bit 0 */
	uint8_t seen;		/* the opponent's plays so far, counted to 5 */
	bool evader;
};

/* ---- the players ---- */

enum seer_kind {
	SEER_SEER, SEER_SHANNON, SEER_ORACLE, SEER_OPPOSITE, SEER_BEST,
	SEER_RANDOM, SEER_PATTERN, SEER_RECORD
};

/* Which machine `best` plays against. */
enum seer_target { SEER_TARGET_OPPONENT, SEER_TARGET_SEER, SEER_TARGET_SHANNON };

enum { SEER_SUBSTATES = (2 * SEER_COUNTER_MAX + 1) * (SEER_ODDS_MAX + 1) };

/* `best`'s solved decision problems: a choice for every substate. */
struct seer_best_plan {
	uint8_t seer[SEER_SUBSTATES];		/* by seer_substate() */
	uint8_t shannon[SHANNON_CELL_VALUES];	/* by cell */
	double seer_value, shannon_value;	/* the win rates they reach */
	unsigned seer_sweeps, shannon_sweeps;	/* value-iteration sweeps to converge */
};

struct seer_sequence {
	unsigned char *play;	/* a pattern owns it; a record's is lent by the caller */
	size_t n, next;
};

struct seer_player {
	enum seer_kind kind;
	enum seer_target target;	/* for SEER_BEST */
	bool evader;
	union {
		struct seer_machine seer;
		struct shannon_machine shannon;
		struct oracle oracle;
		struct {
			struct seer_machine shadow;	/* SEER as it stands, rebuilt from the record */
			uint8_t last_choice;		/* one bit per state: different last time */
		} opposite;
		struct {
			struct seer_best_plan plan;
			enum seer_target against;	/* SEER's or Shannon's, once cleared */
			struct seer_machine seer;	/* the shadow of the machine beaten */
			struct shannon_machine shannon;
		} best;
		struct seer_sequence seq;
	} u;
};

/* The names seer_player_new knows, for messages. */
#define SEER_PLAYER_NAMES \
	"seer, shannon, oracle, opposite, best, best:seer, best:shannon, random, pattern:PLAYS"

/* The name is one of those (a pattern perhaps badly written). */
bool seer_player_known(const char *name);

/*
 * Makes a player from its name: seer, shannon, oracle, opposite, best,
 * best:seer, best:shannon, random, pattern:PLAYS (a pattern repeated
 * forever; one play for a constant).  Returns NULL, or why not.  A
 * recorded sequence is made with seer_record instead.
 */
const char *seer_player_new(struct seer_player *p, const char *name);

/* A recorded sequence: plays whatever seer_record_feed gave it, in order. */
void seer_record(struct seer_player *p);

/* Lends the record its next plays (the caller keeps them alive). */
void seer_record_feed(struct seer_player *p, const unsigned char *play, size_t n);

/* Plays left in what the record was fed. */
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

/* The next play owes nothing to chance: the player's memory decides it. */
bool seer_forced(const struct seer_player *p);

/* ---- matches ---- */

struct seer_match {
	struct seer_player *matcher, *evader;
	uint64_t plays, matcher_wins;
};

/* A match between cleared players, as the machines were cleared before each run. */
void seer_match_start(struct seer_match *m, struct seer_player *matcher, struct seer_player *evader);

/* Scores a turn whose plays are made and lets both players learn.  True if the matcher won. */
bool seer_score(struct seer_match *m, int matcher_play, int evader_play);

/* n turns (no recorded player: it would run dry). */
void seer_run(struct seer_match *m, uint64_t n, struct rng *r);

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

void seer_learning_add(struct seer_learning *l, bool forced_win);

/* True, with the plays before V in *after, if the segment ends learned. */
bool seer_learned(const struct seer_learning *l, uint64_t *after);

/*
 * A learning curve, as in Fig. 1 to 3: the matcher's net score (its
 * wins less its losses) after each play, thinned to at most a few
 * thousand points, and the points V where it had learned.
 */
struct seer_curve {
	int64_t *net;		/* after plays stride, 2 stride, ... */
	size_t n, cap;
	uint64_t stride, plays;
	int64_t score;		/* the net score now */
	uint64_t *mark;		/* plays at which V is drawn */
	int64_t *mark_net;
	size_t nmark, markcap;
};

void seer_curve_add(struct seer_curve *c, bool matcher_won);

/* V after `after` plays of a run the matcher won to the end: its net score follows from the run. */
void seer_curve_mark(struct seer_curve *c, uint64_t after);

void seer_curve_free(struct seer_curve *c);

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
	int play[2];			/* the last turn's, the matcher's and the evader's */
};

/*
 * A recorded player has played all it was fed: feed it its next line
 * (seer_record_feed), or return false at the end of its record.
 */
typedef bool seer_refill_fn(void *ctx, enum seer_side side);

void seer_turns_start(struct seer_turns *t, struct seer_match *m, struct seer_curve *curve);

/*
 * Plays and scores a turn: first the players that are not recorded, so
 * that a machine's play is fixed before a record's or a person's is
 * read, then each recorded one, refilled when it has played all it was
 * fed.  False, and no turn, when a record has ended.
 */
bool seer_turn(struct seer_turns *t, struct rng *r, seer_refill_fn *refill, void *ctx);

/* The match is over: its last segment is marked V if it ended learned. */
void seer_turns_end(struct seer_turns *t);

/*
 * A machine's answer to a line of a person's plays, as seer-predict
 * gives it: the machine is the matcher, the person's plays are fixed.
 */
struct seer_answer {
	unsigned char *play;		/* the machine's, one a play of the line: the caller's room */
	size_t n;			/* the plays of the line */
	uint64_t wins;
	struct seer_learning learning;
};

/* One play of an answer, with the machine's memory as it was when it played. */
struct seer_answer_row {
	uint64_t number;			/* from 1 */
	bool v;					/* the point V */
	int person, mine;			/* the person's play, the machine's */
	const struct seer_player *machine;	/* for seer_text_why */
};

typedef void seer_row_fn(void *ctx, const struct seer_answer_row *row);

/*
 * The machine plays the line of n plays; row, if not NULL, sees each
 * play before the machine learns from it, and knows V beforehand.
 */
void seer_answer_line(struct seer_answer *a, struct seer_player *machine, struct rng *r,
    const unsigned char *play, size_t n, seer_row_fn *row, void *ctx);

/* ---- leagues ---- */

/* Every player against every other, on both sides: the plays and wins of each pairing. */
struct seer_league {
	size_t n;
	uint64_t *wins;		/* wins[i * n + j]: player i's against player j, on either side */
	uint64_t *plays;	/* plays[i * n + j] == plays[j * n + i] */
};

void seer_league_start(struct seer_league *l, size_t n);

/* The matches of player `matcher` against player `evader`, by their places. */
void seer_league_add(struct seer_league *l, size_t matcher, size_t evader, uint64_t plays,
    uint64_t matcher_wins);

void seer_league_free(struct seer_league *l);

/* ---- `best`: Appendix II's substate chains, solved ---- */

/* A SEER register as a substate number, 0 to SEER_SUBSTATES - 1. */
unsigned seer_substate(struct seer_register reg);

/*
 * Solves, for SEER and for Shannon's machine, the average-reward
 * decision problem of the opponent who knows the substate of the
 * register in play: relative value iteration over the substate chain,
 * each transition taken from the machine's own rules.
 */
void seer_best_solve(struct seer_best_plan *plan);

#endif
