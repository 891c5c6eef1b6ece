/*
 * A machine's rate against a fitted person: the chain of the machine's
 * memory and the person's context, solved over the fractions, or a long
 * simulated match where it does not close or is too large.
 */
#include <stdlib.h>
#include <string.h>

#include "../rng.h"
#include "../stats.h"
#include "exact.h"
#include "fitrate.h"
#include "machines.h"

/*
 * The machine's side of a chain state: its plays with their chances, at
 * most two; and its memory after a play, as a code.  The person's
 * context sits above the machine's code bits.
 */
struct road {
	unsigned bits;		/* of the machine's code */
	unsigned (*plays)(const struct seer_fitted *f, uint64_t code,
	    uint64_t context, int play[2], struct seer_fraction chance[2],
	    bool *ok);
	uint64_t (*learn)(uint64_t code, int mine, int theirs);
	uint64_t (*start)(void);	/* the cleared machine's code */
};

struct joint {
	const struct seer_fitted *f;
	const struct road *road;
};

/* ---- best, which knows the model ---- */

/* Returns the person's likelier next play after the context, + on a tie. */
static int
likelier(const struct seer_fitted *f, uint64_t context)
{
	uint64_t plus, of;

	seer_fit_counts(f, context, &plus, &of);
	return plus >= of - plus ? SEER_PLUS : SEER_MINUS;
}

static unsigned
best_plays(const struct seer_fitted *f, uint64_t code, uint64_t context,
    int play[2], struct seer_fraction chance[2], bool *ok)
{
	(void)code;
	play[0] = likelier(f, context);
	chance[0] = seer_fraction(1, 1, ok);
	return 1;
}

static uint64_t
best_learn(uint64_t code, int mine, int theirs)
{
	(void)mine;
	(void)theirs;
	return code;
}

static uint64_t
best_start(void)
{
	return 0;
}

/* ---- SEER ---- */

/* SEER follows its counter's instruction at its odds (Appendix I). */
static unsigned
seer_plays(const struct seer_fitted *f, uint64_t code, uint64_t context,
    int play[2], struct seer_fraction chance[2], bool *ok)
{
	struct seer_machine m;
	struct seer_register reg;
	unsigned follow, n = 0;
	int followed;

	(void)f;
	(void)context;
	seer_machine_reset(&m, false);
	seer_machine_of_code(code, &m);
	reg = m.reg[m.state_of_play];
	follow = seer_follow_positions(reg.odds);
	for (followed = 1; followed >= 0; followed--) {
		unsigned positions = followed ? follow :
		    R1R2_POSITIONS - follow;

		if (positions == 0)
			continue;
		play[n] = m.last_play ^ (int)seer_instruction(reg) ^ !followed;
		chance[n++] = seer_fraction(positions, R1R2_POSITIONS, ok);
	}
	return n;
}

static uint64_t
seer_learn(uint64_t code, int mine, int theirs)
{
	struct seer_machine m;

	seer_machine_reset(&m, false);
	seer_machine_of_code(code, &m);
	seer_machine_learn(&m, mine, theirs);
	return seer_machine_code(&m);
}

static uint64_t
seer_start(void)
{
	struct seer_machine m;

	seer_machine_reset(&m, false);
	return seer_machine_code(&m);
}

/* ---- Shannon's machine ---- */

/* It plays as if the player repeats the behaviour its cell expects. */
static unsigned
shannon_plays(const struct seer_fitted *f, uint64_t code, uint64_t context,
    int play[2], struct seer_fraction chance[2], bool *ok)
{
	struct shannon_machine m;
	unsigned expects;

	(void)f;
	(void)context;
	shannon_reset(&m, false);
	shannon_machine_of_code(code, &m);
	expects = shannon_expectation(&m);
	if (expects != SHANNON_EMPTY) {
		play[0] = m.player_last ^ (expects == SHANNON_CHANGED);
		chance[0] = seer_fraction(1, 1, ok);
		return 1;
	}
	play[0] = SEER_PLUS;
	play[1] = SEER_MINUS;
	chance[0] = chance[1] = seer_fraction(1, 2, ok);
	return 2;
}

static uint64_t
shannon_learn_code(uint64_t code, int mine, int theirs)
{
	struct shannon_machine m;

	shannon_reset(&m, false);
	shannon_machine_of_code(code, &m);
	shannon_learn(&m, mine, theirs);
	return shannon_machine_code(&m);
}

static uint64_t
shannon_start(void)
{
	struct shannon_machine m;

	shannon_reset(&m, false);
	return shannon_machine_code(&m);
}

/* ---- the chain ---- */

static unsigned
joint_step(uint64_t state, const void *how, struct seer_branch *b)
{
	const struct joint *j = how;
	const struct road *road = j->road;
	uint64_t mask = ((uint64_t)1 << road->bits) - 1;
	uint64_t code = state & mask, context = state >> road->bits;
	struct seer_fraction chance[2], plus;
	int play[2], theirs;
	unsigned nplays, i, n = 0;
	bool ok = true;

	nplays = road->plays(j->f, code, context, play, chance, &ok);
	plus = seer_fit_chance(j->f, context, &ok);
	for (i = 0; i < nplays; i++)
		for (theirs = SEER_PLUS; theirs >= SEER_MINUS; theirs--) {
			struct seer_fraction p = theirs == SEER_PLUS ? plus :
			    seer_fraction_sub(seer_fraction(1, 1, &ok), plus,
			    &ok);

			/* A play the person never makes leads nowhere. */
			if (p.num == 0)
				continue;
			b[n++] = (struct seer_branch){
				road->learn(code, play[i], theirs) |
				    seer_fit_next_context(j->f, context, theirs)
				    << road->bits,
				seer_fraction_mul(chance[i], p, &ok),
				play[i] == theirs
			};
		}
	return n;
}

static const struct road roads[] = {
	[SEER_BEST] = { 0, best_plays, best_learn, best_start },
	[SEER_SEER] = {
		SEER_MACHINE_CODE_BITS, seer_plays, seer_learn, seer_start
	},
	[SEER_SHANNON] = {
		SHANNON_MACHINE_CODE_BITS, shannon_plays, shannon_learn_code,
		shannon_start
	},
};

/*
 * Returns the road of the matcher's chain against a fitted person; NULL
 * when it has none, with *why saying so.  Best aimed at SEER or Shannon's
 * machine (best:seer, best:shannon) does not know the model.
 */
static const struct road *
road_of(const struct seer_player *matcher, enum seer_fit_why *why)
{
	enum seer_kind k = matcher->kind;

	*why = SEER_FIT_EXACT;
	if ((k == SEER_BEST &&
	    matcher->memory->best.target == SEER_TARGET_OPPONENT) ||
	    k == SEER_SEER || k == SEER_SHANNON)
		return &roads[k];
	*why = k == SEER_ORACLE || k == SEER_NGRAM || k == SEER_LZ ||
	    k == SEER_CTW || k == SEER_SWITCH ? SEER_FIT_UNBOUNDED :
	    SEER_FIT_NO_CHAIN;
	return NULL;
}

/*
 * Solves the road's chain against the person into rate; false, with
 * rate->why saying why, when it cannot.
 */
static bool
solve(struct seer_fit_rate *rate, const struct seer_fitted *f,
    const struct road *road)
{
	struct joint j = { f, road };
	struct seer_chain c;
	struct seer_chain_answer a;
	uint64_t start = road->start() |
	    seer_fit_start_context() << road->bits;

	if (!seer_chain_explore(&c, start, joint_step, &j, SEER_FIT_STATES)) {
		rate->why = SEER_FIT_TOO_MANY;
		return false;
	}
	seer_chain_solve(&c, &a);
	rate->states = c.n;
	rate->rate = a.rate;
	rate->why = a.exact ? SEER_FIT_EXACT : a.too_large ?
	    SEER_FIT_CLASS_TOO_LARGE : SEER_FIT_OVERFLOW;
	free(a.share);
	seer_chain_free(&c);
	return a.exact;
}

/*
 * Plays the matcher against the model for rate->plays plays, from a
 * cleared matcher and an empty context, and counts its wins.  The player
 * that knows the model (knows) plays the likelier play and learns nothing.
 */
static void
simulate(struct seer_fit_rate *rate, const struct seer_fitted *f,
    struct seer_player *matcher, bool knows, struct rng *r,
    struct progress *progress, uint64_t done)
{
	uint64_t context = seer_fit_start_context(), i;

	seer_clear(matcher, SEER_MATCHER, SEER_RECORD);
	rate->wins = 0;
	for (i = 0; i < rate->plays; i++) {
		int mine = knows ? likelier(f, context) : seer_play(matcher, r);
		int theirs = seer_fit_draw(f, context, r);

		if (!knows)
			seer_observe(matcher, mine, theirs);
		rate->wins += mine == theirs;
		context = seer_fit_next_context(f, context, theirs);
		progress_tick(progress, done + i);
	}
	stats_wilson(rate->wins, rate->plays, &rate->lo, &rate->hi);
}

void
seer_fit_rate(struct seer_fit_rate *rate, const struct seer_fitted *f,
    struct seer_player *matcher, uint64_t plays, struct rng *r,
    struct progress *progress, uint64_t done)
{
	const struct road *road;
	bool ok = true;

	memset(rate, 0, sizeof(*rate));
	/* A fair coin wins half of anyone's plays: a chain of one state. */
	if (matcher->kind == SEER_RANDOM) {
		rate->rate = seer_fraction(1, 2, &ok);
		rate->states = 1;
		return;
	}
	if ((road = road_of(matcher, &rate->why)) != NULL &&
	    solve(rate, f, road))
		return;
	rate->plays = plays;
	simulate(rate, f, matcher, road == &roads[SEER_BEST], r, progress, done);
}
