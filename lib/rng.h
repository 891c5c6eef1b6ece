/*
 * The one random generator: xoshiro256** (Blackman and Vigna, 2018),
 * its state filled from a 64-bit seed by splitmix64, so that a seed
 * gives the same numbers on every machine.
 */
#ifndef WITS_RNG_H
#define WITS_RNG_H

#include <stdint.h>

struct rng {
	uint64_t s[4];
};

void rng_seed(struct rng *r, uint64_t seed);

/*
 * The generator for record `record` of a run seeded with `seed`: one
 * stream for each record, so that record N comes out the same whichever
 * process, shard or machine draws it.
 */
void rng_seed_record(struct rng *r, uint64_t seed, uint64_t record);

/* A seed nobody chose: from /dev/urandom, else the clock and the pid. */
uint64_t rng_fresh_seed(void);

static inline uint64_t
rng_rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

/*
 * The next 64 bits.  Inline: the penny machines draw once or twice a
 * play, and a call would cost as much as the generator itself.
 */
static inline uint64_t
rng_next(struct rng *r)
{
	uint64_t *s = r->s;
	uint64_t result = rng_rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rng_rotl(s[3], 45);
	return result;
}

/* Uniform in [0, n), n > 0, without modulo bias. */
uint64_t rng_below(struct rng *r, uint64_t n);

#endif
