/* The one random generator, seeded and passed explicitly: see rng.h. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "rng.h"

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15u);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

void
rng_seed(struct rng *r, uint64_t seed)
{
	int i;

	for (i = 0; i < 4; i++)
		r->s[i] = splitmix64(&seed);
}

void
rng_seed_record(struct rng *r, uint64_t seed, uint64_t record)
{
	/* splitmix64's finaliser is a bijection: each record its own seed */
	rng_seed(r, seed ^ splitmix64(&record));
}

uint64_t
rng_fresh_seed(void)
{
	uint64_t seed = 0;
	struct timespec ts;
	FILE *fp = fopen("/dev/urandom", "rb");

	if (fp != NULL) {
		size_t got = fread(&seed, sizeof(seed), 1, fp);

		fclose(fp);
		if (got == 1)
			return seed;
	}
	clock_gettime(CLOCK_REALTIME, &ts);
	seed = (uint64_t)ts.tv_sec * 1000000007u ^ (uint64_t)ts.tv_nsec ^
	    (uint64_t)getpid() << 32;
	return splitmix64(&seed);
}

uint64_t
rng_below(struct rng *r, uint64_t n)
{
	/* Values below 2^64 mod n would make the low residues likelier. */
	uint64_t floor = -n % n, x;

	do
		x = rng_next(r);
	while (x < floor);
	return x % n;
}
