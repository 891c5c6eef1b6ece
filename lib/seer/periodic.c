/*
 * Periodic sequences against SEER: the classes under rotation and
 * complement, the chain of SEER's memory and the sequence's phase, and
 * matches where that chain is too large to solve.
 *
 * Rotation and complement are symmetries of the long run: a rotation
 * starts the same sequence at another phase, and SEER reasons in same
 * and different, so that a complemented sequence against the cleared
 * machine (its WZ4 +) is the sequence itself against one whose WZ4 is -,
 * every play of both flipped.  Each only moves the start of one chain.
 * Its long-run rate can depend on the start only where the chain has
 * more than one closed class; the rate given is the mean over the
 * starts, drawn alike (exactly: a first state that leads to each), and
 * when the exact chain has one closed class it is every member's rate.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "machines.h"
#include "match.h"
#include "periodic.h"
#include "player.h"

/* ---- the classes ---- */

static unsigned
rotate(unsigned x, unsigned k, unsigned n)
{
	unsigned mask = (1u << n) - 1;

	return k == 0 ? x : ((x << k) | (x >> (n - k))) & mask;
}

/*
 * Returns whether x is its class's largest member and repeats with no
 * shorter period.
 */
static bool
first_of_class(unsigned x, unsigned n)
{
	unsigned mask = (1u << n) - 1, k;

	for (k = 1; k < n; k++)
		if (rotate(x, k, n) >= x)
			return false;
	for (k = 0; k < n; k++)
		if ((rotate(x, k, n) ^ mask) > x)
			return false;
	return true;
}

bool
seer_periodic_next(struct seer_periodic *p, unsigned max)
{
	unsigned n = p->period, x = 0, i;

	for (i = 0; i < n; i++)
		x = x << 1 | p->play[i];
	/* Downward from the last: the class's first member is the largest. */
	for (;;) {
		if (n == 0 || x == 0) {
			if (++n > max)
				return false;
			x = 1u << n;
		}
		x--;
		if (first_of_class(x, n))
			break;
	}
	memset(p, 0, sizeof(*p));
	p->period = n;
	p->variants = 2 * n;
	for (i = 0; i < n; i++)
		p->play[i] = (unsigned char)(x >> (n - 1 - i) & 1);
	return true;
}

uint64_t
seer_periodic_classes(unsigned max)
{
	struct seer_periodic p = { 0 };
	uint64_t n = 0;

	while (seer_periodic_next(&p, max))
		n++;
	return n;
}

/* ---- the chain: SEER's memory and the phase ---- */

/*
 * A state as a code: SEER's memory (seer_machine_code), and the phase
 * above it; ALL_STARTS, the first state that leads to each rotation and
 * complement alike.
 */
#define ALL_STARTS UINT64_MAX

struct pattern {
	const unsigned char *play;
	size_t n;
	bool evader;			/* SEER's side */
};

static uint64_t
encode(const struct seer_machine *m, size_t phase)
{
	return seer_machine_code(m) | (uint64_t)phase << SEER_MACHINE_CODE_BITS;
}

static void
decode(uint64_t code, struct seer_machine *m, size_t *phase)
{
	seer_machine_of_code(code, m);
	*phase = (size_t)(code >> SEER_MACHINE_CODE_BITS);
}

static unsigned
pattern_step(uint64_t state, const void *how, struct seer_branch *b)
{
	const struct pattern *pat = how;
	struct seer_machine m;
	size_t phase, v;
	unsigned n = 0;
	int followed;
	bool ok = true;

	seer_machine_reset(&m, pat->evader);
	if (state == ALL_STARTS) {
		for (v = 0; v < 2 * pat->n; v++) {
			m.last_play = (uint8_t)(v % 2 == 0 ? SEER_PLUS : SEER_MINUS);
			b[v] = (struct seer_branch){ encode(&m, v / 2),
			    seer_fraction(1, (int64_t)(2 * pat->n), &ok), false };
		}
		return (unsigned)(2 * pat->n);
	}
	decode(state, &m, &phase);
	for (followed = 1; followed >= 0; followed--) {
		struct seer_register reg = m.reg[m.state_of_play];
		unsigned follow = seer_follow_positions(reg.odds);
		unsigned positions = followed ? follow : R1R2_POSITIONS - follow;
		int mine = m.last_play ^ (int)seer_instruction(reg) ^ !followed;
		int theirs = pat->play[phase];
		struct seer_machine next = m;

		if (positions == 0)
			continue;
		seer_machine_learn(&next, mine, theirs);
		b[n++] = (struct seer_branch){ encode(&next, (phase + 1) % pat->n),
		    seer_fraction(positions, R1R2_POSITIONS, &ok),
		    (mine == theirs) == pat->evader };
	}
	return n;
}

bool
seer_pattern_chain(struct seer_chain *c, const unsigned char *play, size_t n, bool seer_evades,
    size_t cap)
{
	struct pattern pat = { play, n, seer_evades };
	struct seer_machine m;

	seer_machine_reset(&m, seer_evades);
	return seer_chain_explore(c, encode(&m, 0), pattern_step, &pat, cap);
}

/* ---- the rate ---- */

/*
 * The upper 0.05% point of Student's t with df degrees of freedom, by Cornish
 * and Fisher's expansion.
 */
static double
t_999(double df)
{
	const double z = 3.290527;

	return z + (z * z * z + z) / (4 * df) +
	    (5 * pow(z, 5) + 16 * pow(z, 3) + 3 * z) / (96 * df * df);
}

/*
 * Matches spread over the variants alike: the sequence rotated by k,
 * complemented on odd variants.  The matches' rates give the mean and,
 * taken as draws of a variant at random, a t interval: the spread
 * between variants only widens it.
 */
static void
simulate(struct seer_periodic *p, uint64_t matches, uint64_t plays, struct rng *r)
{
	struct seer_player seer, seq;
	double sum = 0, sum2 = 0, sd;
	char name[sizeof("pattern:") + SEER_PERIOD_MAX];
	uint64_t i;
	unsigned k;

	seer_player_new(&seer, "seer");
	p->matches = (matches + p->variants - 1) / p->variants * p->variants;
	for (i = 0; i < p->matches; i++) {
		unsigned v = (unsigned)(i % p->variants);
		struct seer_match m;
		uint64_t before;
		double rate;

		memcpy(name, "pattern:", 8);
		for (k = 0; k < p->period; k++)
			name[8 + k] = (p->play[(k + v / 2) % p->period] ^ (v % 2)) != 0 ? '+' : '-';
		name[8 + p->period] = '\0';
		seer_player_new(&seq, name);
		seer_match_start(&m, &seer, &seq);
		seer_run(&m, SEER_PERIODIC_BURN_IN, r);
		before = m.matcher_wins;
		seer_run(&m, plays, r);
		rate = 1 - (double)(m.matcher_wins - before) / (double)plays;
		sum += rate;
		sum2 += rate * rate;
		seer_player_free(&seq);
	}
	seer_player_free(&seer);
	p->plays = p->matches * plays;
	p->mean = sum / (double)p->matches;
	sd = sqrt(fmax(0, (sum2 - sum * p->mean) / (double)(p->matches - 1)));
	p->lo = p->mean - t_999((double)(p->matches - 1)) * sd / sqrt((double)p->matches);
	p->hi = p->mean + t_999((double)(p->matches - 1)) * sd / sqrt((double)p->matches);
}

void
seer_periodic_rate(struct seer_periodic *p, uint64_t matches, uint64_t plays, struct rng *r)
{
	struct pattern pat = { p->play, p->period, false };
	struct seer_chain_answer a;
	struct seer_chain c;

	if (seer_chain_explore(&c, ALL_STARTS, pattern_step, &pat, SEER_PERIODIC_STATES)) {
		seer_chain_solve(&c, &a);
		/* The first state, that only chooses a start, is not SEER's. */
		p->states = c.n - 1;
		p->recurrent = a.recurrent;
		p->exact = a.exact;
		p->rate = a.rate;
		free(a.share);
		seer_chain_free(&c);
	}
	if (!p->exact)
		simulate(p, matches < 2 ? 2 : matches, plays, r);
}

enum seer_verdict
seer_periodic_verdict(const struct seer_periodic *p)
{
	bool ok = true;
	int cmp;

	if (p->exact) {
		cmp = seer_fraction_cmp(p->rate, seer_fraction(1, 2, &ok));
		return cmp > 0 ? SEER_BEATS : cmp < 0 ? SEER_LOSES : SEER_EVEN;
	}
	return p->lo > 0.5 ? SEER_BEATS : p->hi < 0.5 ? SEER_LOSES : SEER_UNCLEAR;
}
