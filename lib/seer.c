#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "rng.h"
#include "seer.h"

/* ---- plays ---- */

static int
play_of(char c)
{
	switch (c) {
	case '+': case 'H': case 'h': case '1':
		return SEER_PLUS;
	case '-': case 'T': case 't': case '0':
		return SEER_MINUS;
	default:
		return -1;
	}
}

static bool
blank(char c)
{
	return c == ' ' || c == '\t' || c == '\v' || c == '\f';
}

int
seer_parse(const char *s, size_t len, unsigned char *play, size_t *n, struct seer_bad *bad)
{
	size_t i = 0, start;

	*n = 0;
	while (i < len && s[i] != '#') {
		int p = play_of(s[i]);

		if (p >= 0)
			play[(*n)++] = (unsigned char)p;
		else if (!blank(s[i])) {
			start = i;
			while (i + 1 < len && s[i + 1] != '#' && !blank(s[i + 1]) && play_of(s[i + 1]) < 0)
				i++;
			bad->tok = s + start;
			bad->len = i + 1 - start;
			bad->reason = "not a play (plays are + - H T 1 0)";
			return -1;
		}
		i++;
	}
	return *n > 0;
}

char
seer_play_char(int play)
{
	return play == SEER_PLUS ? '+' : '-';
}

/* A fair coin: the top bit of the generator, its best. */
static int
coin(struct rng *r)
{
	return (int)(rng_next(r) >> 63);
}

/* ---- SEER ---- */

enum { R1R2_POSITIONS = 4 };

/* "A random number 1, 2, 3, or 4": the positions of R1 and R2, drawn as two bits. */
static unsigned
r1r2(struct rng *r)
{
	return (unsigned)(rng_next(r) >> 62);
}

/*
 * Odds 2:2, 3:1, 4:0: how many of the four positions of R1 and R2 follow
 * the instruction in WZ1,2,3 (Appendix I, position 7).
 */
static unsigned
follow_positions(unsigned odds)
{
	return 2 + odds;
}

enum seer_choice
seer_instruction(struct seer_register reg)
{
	return reg.counter < 0 ? SEER_DIFFERENT : SEER_SAME;
}

/*
 * A register after a play in its state (Appendix I, positions 7 and 8):
 * the odds rise when the machine followed its instruction and won, fall
 * when it followed and lost, and stay when it did not follow ("it never
 * increases the odds unless it wins"); the counter counts toward what
 * would have won, against end stops at +3 and -3.
 */
static struct seer_register
register_learn(struct seer_register reg, bool followed, bool won, enum seer_choice would_have_won)
{
	/* Sums of conditions rather than branches: the outcomes are random, branches would be mispredicted. */
	reg.odds = (uint8_t)(reg.odds + (followed & won & (reg.odds < SEER_ODDS_MAX)) -
	    (followed & !won & (reg.odds > 0)));
	reg.counter = (int8_t)(reg.counter +
	    ((would_have_won == SEER_SAME) & (reg.counter < SEER_COUNTER_MAX)) -
	    ((would_have_won == SEER_DIFFERENT) & (reg.counter > -SEER_COUNTER_MAX)));
	return reg;
}

static void
seer_machine_clear(struct seer_machine *m, bool evader)
{
	memset(m, 0, sizeof(*m));
	m->last_play = SEER_PLUS;
	m->evader = evader;
}

/* The play that makes `choice` the winning one for SEER: what its counter will learn. */
static int
play_teaching(const struct seer_machine *m, enum seer_choice choice)
{
	return m->last_play ^ (int)choice ^ (int)m->evader;
}

static int
seer_machine_play(const struct seer_machine *m, struct rng *r)
{
	struct seer_register reg = m->reg[m->state_of_play];
	unsigned against = r1r2(r) >= follow_positions(reg.odds);

	return m->last_play ^ (int)(seer_instruction(reg) ^ against);
}

static void
seer_machine_observe(struct seer_machine *m, int mine, int theirs)
{
	struct seer_register *reg = &m->reg[m->state_of_play];
	unsigned played = mine != m->last_play;				/* DS: played different */
	bool won = (mine == theirs) != m->evader;			/* W */
	unsigned would_have_won = (theirs != m->last_play) != m->evader;	/* D: different would have */

	*reg = register_learn(*reg, played == seer_instruction(*reg), won,
	    (enum seer_choice)would_have_won);
	/* Positions 13 and 14: A gets this play's outcome, B takes A's, E becomes DS. */
	m->state_of_play = (uint8_t)(won * SEER_WON_LAST |
	    (m->state_of_play & SEER_WON_LAST) / SEER_WON_LAST * SEER_WON_BEFORE |
	    played * SEER_PLAYED_DIFFERENT);
	m->last_play = (uint8_t)mine;
}

unsigned
seer_substate(struct seer_register reg)
{
	return (unsigned)(reg.counter + SEER_COUNTER_MAX) * (SEER_ODDS_MAX + 1) + reg.odds;
}

static struct seer_register
register_of(unsigned substate)
{
	struct seer_register reg;

	reg.counter = (int8_t)((int)(substate / (SEER_ODDS_MAX + 1)) - SEER_COUNTER_MAX);
	reg.odds = (uint8_t)(substate % (SEER_ODDS_MAX + 1));
	return reg;
}

/* ---- Shannon's machine ---- */

unsigned
shannon_older(unsigned cell)
{
	return cell / 3;
}

unsigned
shannon_newer(unsigned cell)
{
	return cell % 3;
}

unsigned
shannon_expects(unsigned cell)
{
	/* SHANNON_EMPTY is 0: a product, not a branch the random play would mispredict. */
	return shannon_older(cell) * (shannon_older(cell) == shannon_newer(cell));
}

static unsigned
cell_learn(unsigned cell, unsigned behaviour)
{
	return shannon_newer(cell) * 3 + behaviour;
}

static void
shannon_clear(struct shannon_machine *m, bool evader)
{
	memset(m, 0, sizeof(*m));
	m->player_last = SEER_PLUS;
	m->evader = evader;
}

static unsigned
shannon_cell_in_play(const struct shannon_machine *m)
{
	return m->seen < 2 ? SHANNON_EMPTY * 3 + SHANNON_EMPTY : m->cell[m->situation];
}

static int
shannon_play(const struct shannon_machine *m, struct rng *r)
{
	unsigned expects = shannon_expects(shannon_cell_in_play(m));
	/* The coin is tossed either way: a choice between two values is cheaper than a mispredicted branch. */
	int toss = coin(r), repeat = m->player_last ^ (expects == SHANNON_CHANGED);

	return (expects == SHANNON_EMPTY ? toss : repeat) ^ (int)m->evader;
}

static void
shannon_observe(struct shannon_machine *m, int mine, int theirs)
{
	bool player_won = (mine == theirs) == m->evader;
	unsigned behaviour = theirs != m->player_last ? SHANNON_CHANGED : SHANNON_SAME;

	if (m->seen == 2)
		m->cell[m->situation] = (uint8_t)cell_learn(m->cell[m->situation], behaviour);
	else
		m->seen++;
	m->situation = (uint8_t)((m->situation & SHANNON_WON_LAST ? SHANNON_WON_BEFORE : 0) |
	    (behaviour == SHANNON_CHANGED ? SHANNON_CHANGED_BETWEEN : 0) |
	    (player_won ? SHANNON_WON_LAST : 0));
	m->player_last = (uint8_t)theirs;
}

/* ---- Aaronson's oracle ---- */

static int
oracle_play(const struct oracle *o, struct rng *r)
{
	const uint64_t *count = o->count[o->context];
	int guess;

	/* Aaronson's program guesses from the sixth key on, and d (minus) on a tie. */
	if (o->seen < ORACLE_CONTEXT)
		guess = coin(r);
	else
		guess = count[SEER_PLUS] > count[SEER_MINUS] ? SEER_PLUS : SEER_MINUS;
	return guess ^ (int)o->evader;
}

static void
oracle_observe(struct oracle *o, int theirs)
{
	if (o->seen == ORACLE_CONTEXT)
		o->count[o->context][theirs]++;
	else
		o->seen++;
	o->context = (uint8_t)((o->context << 1 | theirs) & (ORACLE_CONTEXTS - 1));
}

/* ---- `best`: the substate chains of Appendix II ---- */

/* One outcome of a choice in a substate: the machine's random element decides which. */
struct branch {
	double chance, reward;	/* reward: 1 when the opponent wins */
	unsigned next;
};

typedef unsigned branches_fn(unsigned substate, enum seer_choice choice, struct branch b[2]);

/*
 * The opponent's choice is what SEER's counter will learn: whether same
 * or different would have won for the machine.  "The machine's behavior
 * in any substate does not depend on what the player did previously in
 * that substate", so each substate has one choice.
 */
static unsigned
seer_branches(unsigned substate, enum seer_choice choice, struct branch b[2])
{
	struct seer_register reg = register_of(substate);
	unsigned follow = follow_positions(reg.odds), n = 0;
	int followed;

	for (followed = 1; followed >= 0; followed--) {
		unsigned positions = followed ? follow : R1R2_POSITIONS - follow;
		enum seer_choice played = followed ? seer_instruction(reg) : !seer_instruction(reg);
		bool won = played == choice;

		if (positions == 0)
			continue;
		b[n].chance = (double)positions / R1R2_POSITIONS;
		b[n].reward = !won;
		b[n].next = seer_substate(register_learn(reg, followed, won, choice));
		n++;
	}
	return n;
}

/* The player's choice is his behaviour, same or changed; the substate is the cell in play. */
static unsigned
shannon_branches(unsigned cell, enum seer_choice choice, struct branch b[2])
{
	unsigned behaviour = choice == SEER_SAME ? SHANNON_SAME : SHANNON_CHANGED;
	unsigned expects = shannon_expects(cell), next = cell_learn(cell, behaviour);

	if (expects != SHANNON_EMPTY) {
		b[0] = (struct branch){ 1.0, expects != behaviour, next };
		return 1;
	}
	b[0] = (struct branch){ 0.5, 1.0, next };
	b[1] = (struct branch){ 0.5, 0.0, next };
	return 2;
}

enum { SUBSTATES_MAX = SEER_SUBSTATES, SWEEPS_MAX = 100000 };

static double
expected(branches_fn *branches, unsigned s, enum seer_choice choice, const double *h)
{
	struct branch b[2];
	unsigned i, n = branches(s, choice, b);
	double q = 0;

	for (i = 0; i < n; i++)
		q += b[i].chance * (b[i].reward + h[b[i].next]);
	return q;
}

/*
 * Relative value iteration.  Each step keeps the substate with chance
 * 1/2 (the aperiodicity transformation): the gain halves and the best
 * choices stay, and the iteration converges even on periodic chains
 * such as Shannon's agree-disagree cycle.  Returns the win rate; ties
 * between choices go to same.
 */
static double
solve(unsigned nsub, branches_fn *branches, uint8_t *choice, unsigned *sweeps)
{
	double h[SUBSTATES_MAX] = { 0 }, next[SUBSTATES_MAX], lo = 0, hi = 0;
	unsigned s, sweep;

	for (sweep = 1; sweep <= SWEEPS_MAX; sweep++) {
		for (s = 0; s < nsub; s++) {
			double same = expected(branches, s, SEER_SAME, h);
			double different = expected(branches, s, SEER_DIFFERENT, h);
			double step = (same > different ? same : different) / 2 - h[s] / 2;

			next[s] = h[s] + step;
			if (s == 0 || step < lo)
				lo = step;
			if (s == 0 || step > hi)
				hi = step;
		}
		for (s = 0; s < nsub; s++)
			h[s] = next[s] - next[0];
		if (hi - lo < 1e-13)
			break;
	}
	for (s = 0; s < nsub; s++)
		choice[s] = expected(branches, s, SEER_DIFFERENT, h) >
		    expected(branches, s, SEER_SAME, h) + 1e-9 ? SEER_DIFFERENT : SEER_SAME;
	*sweeps = sweep;
	return lo + hi;
}

void
seer_best_solve(struct seer_best_plan *plan)
{
	plan->seer_value = solve(SEER_SUBSTATES, seer_branches, plan->seer, &plan->seer_sweeps);
	plan->shannon_value = solve(SHANNON_CELL_VALUES, shannon_branches, plan->shannon,
	    &plan->shannon_sweeps);
}

static int
best_play(const struct seer_player *p)
{
	const struct seer_machine *seer = &p->u.best.seer;
	const struct shannon_machine *sh = &p->u.best.shannon;

	if (p->u.best.against == SEER_TARGET_SEER)
		return play_teaching(seer, p->u.best.plan.seer[seer_substate(seer->reg[seer->state_of_play])]);
	/* Before the first situation the machine plays at random and learns nothing. */
	if (sh->seen < 2)
		return sh->player_last;
	return sh->player_last ^ p->u.best.plan.shannon[sh->cell[sh->situation]];
}

/* ---- the players ---- */

static const char *
pattern_new(struct seer_player *p, const char *plays)
{
	size_t len = strlen(plays);
	struct seer_bad bad;
	int got;

	p->u.seq.play = xreallocarray(NULL, len, 1);
	got = seer_parse(plays, len, p->u.seq.play, &p->u.seq.n, &bad);
	if (got <= 0) {
		free(p->u.seq.play);
		return got == 0 ? "an empty pattern" : "not a pattern of plays (+ - H T 1 0)";
	}
	return NULL;
}

/* The names of the players that need nothing more than their name. */
static const struct {
	const char *name;
	enum seer_kind kind;
	enum seer_target target;
} named[] = {
	{ "seer", SEER_SEER, SEER_TARGET_OPPONENT },
	{ "shannon", SEER_SHANNON, SEER_TARGET_OPPONENT },
	{ "oracle", SEER_ORACLE, SEER_TARGET_OPPONENT },
	{ "opposite", SEER_OPPOSITE, SEER_TARGET_OPPONENT },
	{ "best", SEER_BEST, SEER_TARGET_OPPONENT },
	{ "best:seer", SEER_BEST, SEER_TARGET_SEER },
	{ "best:shannon", SEER_BEST, SEER_TARGET_SHANNON },
	{ "random", SEER_RANDOM, SEER_TARGET_OPPONENT },
};

static const char pattern[] = "pattern:";

static bool
is_pattern(const char *name)
{
	return strncmp(name, pattern, sizeof(pattern) - 1) == 0;
}

/* Its place in named[], or the end of named[]. */
static size_t
named_index(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(named) / sizeof(*named); i++)
		if (strcmp(name, named[i].name) == 0)
			break;
	return i;
}

bool
seer_player_known(const char *name)
{
	return is_pattern(name) || named_index(name) < sizeof(named) / sizeof(*named);
}

const char *
seer_player_new(struct seer_player *p, const char *name)
{
	size_t i;

	memset(p, 0, sizeof(*p));
	if (is_pattern(name)) {
		const char *why = pattern_new(p, name + sizeof(pattern) - 1);

		if (why != NULL)
			return why;
		p->kind = SEER_PATTERN;
	} else {
		if ((i = named_index(name)) == sizeof(named) / sizeof(*named))
			return "not a player (" SEER_PLAYER_NAMES ")";
		p->kind = named[i].kind;
		p->target = named[i].target;
	}
	if (p->kind == SEER_BEST)
		seer_best_solve(&p->u.best.plan);
	seer_clear(p, SEER_MATCHER, SEER_SEER);
	return NULL;
}

void
seer_record(struct seer_player *p)
{
	memset(p, 0, sizeof(*p));
	p->kind = SEER_RECORD;
}

void
seer_record_feed(struct seer_player *p, const unsigned char *play, size_t n)
{
	p->u.seq.play = (unsigned char *)play;
	p->u.seq.n = n;
	p->u.seq.next = 0;
}

size_t
seer_record_left(const struct seer_player *p)
{
	return p->u.seq.n - p->u.seq.next;
}

void
seer_player_free(struct seer_player *p)
{
	if (p->kind == SEER_PATTERN)
		free(p->u.seq.play);
	memset(p, 0, sizeof(*p));
}

void
seer_clear(struct seer_player *p, enum seer_side side, enum seer_kind opponent)
{
	bool evader = side == SEER_EVADER;

	p->evader = evader;
	switch (p->kind) {
	case SEER_SEER:
		seer_machine_clear(&p->u.seer, evader);
		break;
	case SEER_SHANNON:
		shannon_clear(&p->u.shannon, evader);
		break;
	case SEER_ORACLE:
		memset(&p->u.oracle, 0, sizeof(p->u.oracle));
		p->u.oracle.evader = evader;
		break;
	case SEER_OPPOSITE:
		seer_machine_clear(&p->u.opposite.shadow, !evader);
		/* "With the proper initial state": the first choice in each state is same. */
		p->u.opposite.last_choice = 0xff;
		break;
	case SEER_BEST:
		p->u.best.against = p->target != SEER_TARGET_OPPONENT ? p->target :
		    opponent == SEER_SHANNON ? SEER_TARGET_SHANNON : SEER_TARGET_SEER;
		seer_machine_clear(&p->u.best.seer, !evader);
		shannon_clear(&p->u.best.shannon, !evader);
		break;
	case SEER_RANDOM:
		break;
	case SEER_PATTERN:
		p->u.seq.next = 0;
		break;
	case SEER_RECORD:
		seer_record_feed(p, NULL, 0);
		break;
	}
}

/*
 * Each kind of player is a pair of functions with its memory's type;
 * seer_run looks them up once per match, so every call in its loop goes
 * to one place and is predicted.
 */
static int
play_seer(const struct seer_player *p, struct rng *r)
{
	return seer_machine_play(&p->u.seer, r);
}

static void
observe_seer(struct seer_player *p, int mine, int theirs)
{
	seer_machine_observe(&p->u.seer, mine, theirs);
}

static int
play_shannon(const struct seer_player *p, struct rng *r)
{
	return shannon_play(&p->u.shannon, r);
}

static void
observe_shannon(struct seer_player *p, int mine, int theirs)
{
	shannon_observe(&p->u.shannon, mine, theirs);
}

static int
play_oracle(const struct seer_player *p, struct rng *r)
{
	return oracle_play(&p->u.oracle, r);
}

static void
observe_oracle(struct seer_player *p, int mine, int theirs)
{
	(void)mine;
	oracle_observe(&p->u.oracle, theirs);
}

/* Appendix II: "play the opposite to what you did the last time" in the state SEER is in. */
static int
play_opposite(const struct seer_player *p, struct rng *r)
{
	const struct seer_machine *m = &p->u.opposite.shadow;

	(void)r;
	return play_teaching(m, (p->u.opposite.last_choice >> m->state_of_play & 1) ?
	    SEER_SAME : SEER_DIFFERENT);
}

static void
observe_opposite(struct seer_player *p, int mine, int theirs)
{
	struct seer_machine *m = &p->u.opposite.shadow;
	unsigned bit = 1u << m->state_of_play;
	bool different = (mine ^ m->last_play ^ (int)m->evader) != 0;

	p->u.opposite.last_choice = (uint8_t)(different ? p->u.opposite.last_choice | bit :
	    p->u.opposite.last_choice & ~bit);
	seer_machine_observe(m, theirs, mine);
}

static int
play_best(const struct seer_player *p, struct rng *r)
{
	(void)r;
	return best_play(p);
}

static void
observe_best(struct seer_player *p, int mine, int theirs)
{
	if (p->u.best.against == SEER_TARGET_SEER)
		seer_machine_observe(&p->u.best.seer, theirs, mine);
	else
		shannon_observe(&p->u.best.shannon, theirs, mine);
}

static int
play_random(const struct seer_player *p, struct rng *r)
{
	(void)p;
	return coin(r);
}

static void
observe_nothing(struct seer_player *p, int mine, int theirs)
{
	(void)p, (void)mine, (void)theirs;
}

static int
play_sequence(const struct seer_player *p, struct rng *r)
{
	(void)r;
	return p->u.seq.play[p->u.seq.next];
}

static void
observe_pattern(struct seer_player *p, int mine, int theirs)
{
	(void)mine, (void)theirs;
	p->u.seq.next = p->u.seq.next + 1 == p->u.seq.n ? 0 : p->u.seq.next + 1;
}

static void
observe_record(struct seer_player *p, int mine, int theirs)
{
	(void)mine, (void)theirs;
	p->u.seq.next++;
}

typedef int play_fn(const struct seer_player *p, struct rng *r);
typedef void observe_fn(struct seer_player *p, int mine, int theirs);

static const struct {
	play_fn *play;
	observe_fn *observe;
} kind_ops[] = {
	[SEER_SEER] = { play_seer, observe_seer },
	[SEER_SHANNON] = { play_shannon, observe_shannon },
	[SEER_ORACLE] = { play_oracle, observe_oracle },
	[SEER_OPPOSITE] = { play_opposite, observe_opposite },
	[SEER_BEST] = { play_best, observe_best },
	[SEER_RANDOM] = { play_random, observe_nothing },
	[SEER_PATTERN] = { play_sequence, observe_pattern },
	[SEER_RECORD] = { play_sequence, observe_record },
};

int
seer_play(const struct seer_player *p, struct rng *r)
{
	return kind_ops[p->kind].play(p, r);
}

void
seer_observe(struct seer_player *p, int mine, int theirs)
{
	kind_ops[p->kind].observe(p, mine, theirs);
}

bool
seer_forced(const struct seer_player *p)
{
	switch (p->kind) {
	case SEER_SEER:
		return p->u.seer.reg[p->u.seer.state_of_play].odds == SEER_ODDS_MAX;
	case SEER_SHANNON:
		return shannon_expects(shannon_cell_in_play(&p->u.shannon)) != SHANNON_EMPTY;
	case SEER_ORACLE:
		return p->u.oracle.seen == ORACLE_CONTEXT;
	case SEER_RANDOM:
		return false;
	default:
		return true;
	}
}

/* ---- matches ---- */

bool
seer_score(struct seer_match *m, int matcher_play, int evader_play)
{
	bool matched = matcher_play == evader_play;

	seer_observe(m->matcher, matcher_play, evader_play);
	seer_observe(m->evader, evader_play, matcher_play);
	m->plays++;
	m->matcher_wins += matched;
	return matched;
}

void
seer_match_start(struct seer_match *m, struct seer_player *matcher, struct seer_player *evader)
{
	*m = (struct seer_match){ matcher, evader, 0, 0 };
	seer_clear(matcher, SEER_MATCHER, evader->kind);
	seer_clear(evader, SEER_EVADER, matcher->kind);
}

void
seer_run(struct seer_match *m, uint64_t n, struct rng *r)
{
	struct seer_player *matcher = m->matcher, *evader = m->evader;
	play_fn *matcher_play = kind_ops[matcher->kind].play, *evader_play = kind_ops[evader->kind].play;
	observe_fn *matcher_observe = kind_ops[matcher->kind].observe;
	observe_fn *evader_observe = kind_ops[evader->kind].observe;
	uint64_t wins = 0, i;

	/* Counted in locals: the players' byte-sized fields could alias them. */
	for (i = 0; i < n; i++) {
		int a = matcher_play(matcher, r), b = evader_play(evader, r);

		matcher_observe(matcher, a, b);
		evader_observe(evader, b, a);
		wins += a == b;
	}
	m->plays += n;
	m->matcher_wins += wins;
}

void
seer_learning_add(struct seer_learning *l, bool forced_win)
{
	l->plays++;
	if (!forced_win)
		l->start = l->plays;
}

bool
seer_learned(const struct seer_learning *l, uint64_t *after)
{
	*after = l->start;
	return l->start < l->plays;
}

/* ---- learning curves ---- */

enum { CURVE_POINTS = 2048 };	/* a curve keeps between this and twice this many points */

static void
curve_push(struct seer_curve *c, int64_t net)
{
	if (c->n == c->cap) {
		c->cap = c->cap ? c->cap * 2 : 256;
		c->net = xreallocarray(c->net, c->cap, sizeof(*c->net));
	}
	c->net[c->n++] = net;
}

void
seer_curve_add(struct seer_curve *c, bool matcher_won)
{
	size_t i;

	if (c->stride == 0)
		c->stride = 1;
	c->score += matcher_won ? 1 : -1;
	if (++c->plays % c->stride != 0)
		return;
	if (c->n == 2 * CURVE_POINTS) {
		/* Every second point goes, and the stride doubles: net[i] stays at play (i + 1) * stride. */
		for (i = 0; i < CURVE_POINTS; i++)
			c->net[i] = c->net[2 * i + 1];
		c->n = CURVE_POINTS;
		c->stride *= 2;
		if (c->plays % c->stride != 0)
			return;
	}
	curve_push(c, c->score);
}

void
seer_curve_mark(struct seer_curve *c, uint64_t after)
{
	if (c->nmark == c->markcap) {
		c->markcap = c->markcap ? c->markcap * 2 : 8;
		c->mark = xreallocarray(c->mark, c->markcap, sizeof(*c->mark));
		c->mark_net = xreallocarray(c->mark_net, c->markcap, sizeof(*c->mark_net));
	}
	c->mark[c->nmark] = after;
	c->mark_net[c->nmark] = c->score - (int64_t)(c->plays - after);
	c->nmark++;
}

void
seer_curve_free(struct seer_curve *c)
{
	free(c->net);
	free(c->mark);
	free(c->mark_net);
	memset(c, 0, sizeof(*c));
}

/* ---- matches turn by turn ---- */

void
seer_turns_start(struct seer_turns *t, struct seer_match *m, struct seer_curve *curve)
{
	*t = (struct seer_turns){ .match = m, .curve = curve };
}

/* The segment ends: V where the matcher had learned it. */
static void
segment_end(struct seer_turns *t)
{
	uint64_t after;

	if (t->curve != NULL && seer_learned(&t->learning, &after))
		seer_curve_mark(t->curve, t->segment + after);
	t->learning = (struct seer_learning){ 0, 0 };
	t->segment = t->match->plays;
}

/* A recorded player that has played all it was fed. */
static bool
record_dry(const struct seer_player *p)
{
	return p->kind == SEER_RECORD && seer_record_left(p) == 0;
}

bool
seer_turn(struct seer_turns *t, struct rng *r, seer_refill_fn *refill, void *ctx)
{
	struct seer_player *player[2] = { t->match->matcher, t->match->evader };
	bool forced = seer_forced(player[SEER_MATCHER]), won;
	int i;

	/* Machines play first, "so that the player knows it is not cheating". */
	for (i = 0; i < 2; i++)
		if (player[i]->kind != SEER_RECORD)
			t->play[i] = seer_play(player[i], r);
	for (i = 0; i < 2; i++) {
		if (record_dry(player[i]) && !refill(ctx, (enum seer_side)i))
			return false;
		if (player[i]->kind == SEER_RECORD)
			t->play[i] = seer_play(player[i], r);
	}
	won = seer_score(t->match, t->play[SEER_MATCHER], t->play[SEER_EVADER]);
	seer_learning_add(&t->learning, forced && won);
	if (t->curve != NULL)
		seer_curve_add(t->curve, won);
	/* A line of a record is a segment of the curve: Fig. 2 marks each sequence learned. */
	if (record_dry(player[SEER_MATCHER]) || record_dry(player[SEER_EVADER]))
		segment_end(t);
	return true;
}

void
seer_turns_end(struct seer_turns *t)
{
	segment_end(t);
}

void
seer_answer_line(struct seer_answer *a, struct seer_player *machine, struct rng *r,
    const unsigned char *play, size_t n, seer_row_fn *row, void *ctx)
{
	struct seer_answer_row at = { .machine = machine };
	uint64_t v = 0, after;
	size_t i;

	if (row != NULL) {
		/* A dry run on copies finds V first, so that the rows go out as they are made. */
		struct seer_player dry = *machine;
		struct rng dry_rng = *r;

		seer_answer_line(a, &dry, &dry_rng, play, n, NULL, NULL);
		v = seer_learned(&a->learning, &after) ? after + 1 : 0;
	}
	a->n = n;
	a->wins = 0;
	a->learning = (struct seer_learning){ 0, 0 };
	for (i = 0; i < n; i++) {
		at.mine = seer_play(machine, r);
		at.person = play[i];
		if (row != NULL) {
			at.number = i + 1;
			at.v = at.number == v;
			row(ctx, &at);
		}
		seer_learning_add(&a->learning, seer_forced(machine) && at.mine == at.person);
		seer_observe(machine, at.mine, at.person);
		a->wins += at.mine == at.person;
		a->play[i] = (unsigned char)at.mine;
	}
}

/* ---- leagues ---- */

void
seer_league_start(struct seer_league *l, size_t n)
{
	l->n = n;
	l->wins = xreallocarray(NULL, n * n, sizeof(*l->wins));
	l->plays = xreallocarray(NULL, n * n, sizeof(*l->plays));
	memset(l->wins, 0, n * n * sizeof(*l->wins));
	memset(l->plays, 0, n * n * sizeof(*l->plays));
}

void
seer_league_add(struct seer_league *l, size_t matcher, size_t evader, uint64_t plays,
    uint64_t matcher_wins)
{
	l->wins[matcher * l->n + evader] += matcher_wins;
	l->wins[evader * l->n + matcher] += plays - matcher_wins;
	l->plays[matcher * l->n + evader] += plays;
	l->plays[evader * l->n + matcher] += plays;
}

void
seer_league_free(struct seer_league *l)
{
	free(l->wins);
	free(l->plays);
	memset(l, 0, sizeof(*l));
}
