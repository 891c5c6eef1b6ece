/*
 * rng-model: the test suite's reference for the library's generator,
 * written from the papers and sharing no code with lib/: xoshiro256**
 * (Blackman and Vigna, "Scrambled linear pseudorandom number
 * generators", 2018) whose four words of state are the first four
 * outputs of splitmix64 (Steele, Lea and Flood, "Fast splittable
 * pseudorandom number generators", 2014) from the seed.
 *
 * usage: rng-model count seed ...
 * Writes the first count outputs for each seed, one a line, in decimal.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

/* Returns the next output of splitmix64, whose state is *x. */
static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9E3779B97F4A7C15u);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
	return z ^ (z >> 31);
}

static uint64_t
rotl(uint64_t v, int k)
{
	return (v << k) | (v >> (64 - k));
}

/* Returns the next output of xoshiro256**, whose state is s. */
static uint64_t
xoshiro256ss(uint64_t s[4])
{
	uint64_t result = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

/* Returns the decimal number s; exits with the usage on anything else. */
static uint64_t
number(const char *s)
{
	char *end;
	uintmax_t n;

	errno = 0;
	n = strtoumax(s, &end, 10);
	if (errno != 0 || end == s || *end != '\0' || *s == '-' || n > UINT64_MAX) {
		fputs("usage: rng-model count seed ...\n", stderr);
		exit(2);
	}
	return (uint64_t)n;
}

int
main(int argc, char **argv)
{
	uint64_t count, i, x, s[4];
	int a, j;

	if (argc < 3)
		number("");
	count = number(argv[1]);
	for (a = 2; a < argc; a++) {
		x = number(argv[a]);
		for (j = 0; j < 4; j++)
			s[j] = splitmix64(&x);
		for (i = 0; i < count; i++)
			printf("%" PRIu64 "\n", xoshiro256ss(s));
	}
	return fflush(stdout) != 0 || ferror(stdout);
}
