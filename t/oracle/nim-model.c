/*
 * nim-model: the test suite's independent arithmetic for Nim with heaps of
 * up to 64 bits, where nim-brute's game tree cannot go.  It shares no code
 * with lib/ on purpose, and follows the sources' words rather than
 * nim-move's methods.
 *
 * usage: nim-model booklet K START < positions
 *        nim-model ways K < positions
 *        nim-model sets HEAPS K < answers
 *        nim-model draw SEED COUNT
 *
 * booklet: the Nim_K move of each position by the Nimrod booklet's words,
 *   followed literally: the columns from the left; while a column's sum of
 *   ones is no multiple of K+1, the first modified heap with a 1 there is
 *   modified again, else the heap counter (starting at heap START) steps to
 *   the next heap with a 1 there and modifies it; a modified heap keeps its
 *   bits above the column, drops the 1 and takes 1s below it.  Writes each
 *   answer as nim-move --when-safe=none writes it.
 * ways: for each position, how many moves of Nim_K (1 to K heaps lowered)
 *   leave every column sum a multiple of K+1 (Moore 1910), counted by a
 *   dynamic program over the columns whose state is the set of heaps
 *   already lowered.
 * sets: reads nim-move's random moves from the position HEAPS of Nim_K and
 *   checks them: each lowers 1 to K heaps and names the first of them; each
 *   set of heaps changed comes as often as its share of the legal moves
 *   (the product of its heaps over the sum of those products for every set
 *   of 1 to K heaps, in floating point) within 6 standard deviations; each
 *   new size is below half the old about half the time.  Writes the number
 *   of moves read.
 * draw: COUNT positions of 1 to 12 heaps, each 0, 1, 2, 3, 5, 7, 12, 100 or
 *   a number of 1 to 64 random bits, from a generator seeded with SEED.
 *
 * Exit status: 0; 1 when sets finds a fault, which it names; 2 for a usage
 * error or an input it cannot read.
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAXHEAPS = 1024, MAXSETHEAPS = 20, MAXK = 1000000 };

static void
usage(void)
{
	fputs("usage: nim-model booklet K START | ways K | sets HEAPS K | draw SEED COUNT\n",
	    stderr);
	exit(2);
}

static void
fail(const char *why, unsigned long line)
{
	fprintf(stderr, "nim-model: line %lu: %s\n", line, why);
	exit(2);
}

/* Returns the decimal number at *s, moving *s past it; -1 when there is none. */
static int
read_heap(char **s, uint64_t *heap)
{
	char *end;

	while (**s == ' ' || **s == '\t')
		(*s)++;
	if (**s < '0' || **s > '9')
		return -1;
	errno = 0;
	*heap = strtoull(*s, &end, 10);
	if (errno != 0)
		return -1;
	*s = end;
	return 0;
}

/*
 * Reads the heaps of the line s, up to the end or a '#', into h; returns
 * their number.  A line that is not heaps fails.
 */
static size_t
parse(char *s, uint64_t *h, unsigned long line)
{
	size_t n = 0;

	s[strcspn(s, "#\n")] = '\0';
	while (read_heap(&s, &h[n]) == 0)
		if (++n == MAXHEAPS)
			fail("too many heaps", line);
	if (*s != '\0')
		fail("not a position", line);
	return n;
}

static void
print_heaps(const uint64_t *h, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		printf("%s%" PRIu64, i > 0 ? " " : "", h[i]);
}

/* The booklet's procedure for Nim_k on one position, the counter at start. */
static void
booklet(const uint64_t *h, size_t n, uint64_t k, uint64_t start)
{
	uint64_t now[MAXHEAPS], ones;
	size_t modified[MAXHEAPS], nmod = 0, counter = (size_t)(start % n), i, m;
	int c, any = 0;

	memcpy(now, h, n * sizeof *h);
	for (c = 63; c >= 0; c--) {
		for (;;) {
			for (ones = 0, i = 0; i < n; i++)
				ones += now[i] >> c & 1;
			if (ones % (k + 1) == 0)
				break;
			for (m = 0; m < nmod && !(now[modified[m]] >> c & 1); m++)
				;
			if (m < nmod) {
				counter = modified[m];
			} else {
				while (!(now[counter] >> c & 1))
					counter = (counter + 1) % n;
				modified[nmod++] = counter;
			}
			now[counter] = (c == 63 ? 0 : now[counter] >> (c + 1) << (c + 1)) |
			    (((uint64_t)1 << c) - 1);
		}
	}
	for (i = 0; i < n; i++)
		any |= h[i] != 0;
	if (!any) {
		print_heaps(h, n);
		puts(" # game over: whoever took the last match won");
		return;
	}
	if (nmod == 0) {
		print_heaps(h, n);
		puts(" # safe, no correct move");
		return;
	}
	print_heaps(now, n);
	fputs(" #", stdout);
	for (i = 0, m = 0; i < n; i++) {
		size_t j;

		for (j = 0; j < nmod && modified[j] != i; j++)
			;
		if (j < nmod)
			printf("%s heap %zu: %" PRIu64 " -> %" PRIu64, m++ ? "," : "", i,
			    h[i], now[i]);
	}
	putchar('\n');
}

static int
popcount(unsigned long v)
{
	int n = 0;

	for (; v != 0; v &= v - 1)
		n++;
	return n;
}

/* Adds w * f to *sum; fails on a count past 2^64 - 1. */
static void
add_product(uint64_t *sum, uint64_t w, uint64_t f, unsigned long line)
{
	if (f != 0 && w > (UINT64_MAX - *sum) / f)
		fail("a count past 2^64 - 1", line);
	*sum += w * f;
}

/* Writes the number of moves of Nim_k from h to a position safe by Moore's rule. */
static void
ways(const uint64_t *h, size_t n, uint64_t k, unsigned long line)
{
	static uint64_t choose[MAXSETHEAPS + 1][MAXSETHEAPS + 1];
	uint64_t *now, *next, total = 0, top = 0, bits, need, tight, j;
	unsigned long states = 1ul << n, lowered, ones, drop;
	int c, columns = 0, f, d;
	size_t i;

	if (n > MAXSETHEAPS)
		fail("too many heaps for ways", line);
	for (f = 0; f <= MAXSETHEAPS; f++)
		for (d = 0; d <= f; d++)
			choose[f][d] = d == 0 || d == f ? 1 :
			    choose[f - 1][d - 1] + choose[f - 1][d];
	if ((now = calloc(states, sizeof *now)) == NULL ||
	    (next = calloc(states, sizeof *next)) == NULL)
		fail("out of memory", line);
	for (i = 0; i < n; i++)
		top |= h[i];
	while (columns < 64 && top >> columns != 0)
		columns++;
	now[0] = 1;
	for (c = columns - 1; c >= 0; c--) {
		memset(next, 0, states * sizeof *next);
		for (lowered = 0; lowered < states; lowered++) {
			if (now[lowered] == 0)
				continue;
			f = popcount(lowered);
			for (ones = 0, i = 0; i < n; i++)
				if (!(lowered >> i & 1) && h[i] >> c & 1)
					ones |= 1ul << i;
			/*
			 * Every set of heaps that drops its 1 here, each subset of
			 * ones; the ones of the heaps already lowered, in as many
			 * ways as there are, make the column sum a multiple of k + 1.
			 */
			for (drop = ones;; drop = (drop - 1) & ones) {
				d = popcount(drop);
				if ((uint64_t)(f + d) <= k) {
					tight = (uint64_t)(popcount(ones) - d);
					need = (k + 1 - tight % (k + 1)) % (k + 1);
					for (bits = 0, j = need; j <= (uint64_t)f; j += k + 1)
						bits += choose[f][j];
					add_product(&next[lowered | drop], now[lowered], bits,
					    line);
				}
				if (drop == 0)
					break;
			}
		}
		memcpy(now, next, states * sizeof *now);
	}
	for (lowered = 1; lowered < states; lowered++)
		add_product(&total, now[lowered], 1, line);
	printf("%" PRIu64 "\n", total);
	free(now);
	free(next);
}

/* Fails a check of sets. */
static void
fault(const char *why, unsigned long line, const char *text)
{
	if (line > 0)
		printf("line %lu: %s: %s", line, why, text);
	else
		printf("%s\n", why);
	exit(1);
}

/* Reads nim-move's random answers from h on stdin and checks them as the header says. */
static void
sets(const uint64_t *h, size_t n, uint64_t k)
{
	static char buf[1 << 16];
	unsigned long states, set, line = 0, moves = 0, *seen;
	double changes = 0, low = 0, total = 0, share;
	uint64_t after[MAXHEAPS];
	char named[64], *s;
	size_t i;

	if (n > MAXSETHEAPS)
		fail("too many heaps for sets", 0);
	states = 1ul << n;
	if ((seen = calloc(states, sizeof *seen)) == NULL)
		fail("out of memory", 0);
	while (fgets(buf, sizeof buf, stdin) != NULL) {
		line++;
		if ((s = strstr(buf, " # ")) == NULL)
			fault("no comment", line, buf);
		*s = '\0';
		if (parse(buf, after, line) != n)
			fault("not as many heaps", line, buf);
		*s = ' ';
		for (set = 0, i = 0; i < n; i++) {
			if (after[i] == h[i])
				continue;
			if (after[i] > h[i])
				fault("a heap grew", line, buf);
			set |= 1ul << i;
			changes++;
			low += after[i] < h[i] - h[i] / 2;
		}
		if (set == 0 || (uint64_t)popcount(set) > k)
			fault("not 1 to K heaps changed", line, buf);
		for (i = 0; !(set >> i & 1); i++)
			;
		snprintf(named, sizeof named, "at random: heap %zu: ", i);
		if (strstr(buf, named) == NULL)
			fault("the first heap changed is not named", line, buf);
		seen[set]++;
		moves++;
	}
	for (set = 1; set < states; set++) {
		if ((uint64_t)popcount(set) > k)
			continue;
		for (share = 1, i = 0; i < n; i++)
			if (set >> i & 1)
				share *= (double)h[i];
		total += share;
	}
	for (set = 1; set < states; set++) {
		double want;

		if ((uint64_t)popcount(set) > k)
			continue;
		for (share = 1, i = 0; i < n; i++)
			if (set >> i & 1)
				share *= (double)h[i];
		want = (double)moves * share / total;
		if (fabs((double)seen[set] - want) > 6 * sqrt(want) + 1) {
			printf("heaps 0x%lx changed %lu times, expected %.1f\n", set,
			    seen[set], want);
			exit(1);
		}
	}
	if (fabs(low - changes / 2) > 6 * sqrt(changes / 4))
		fault("new sizes below half the old too often or too seldom", 0, NULL);
	printf("%lu\n", moves);
	free(seen);
}

/* Returns the next output of splitmix64, whose state is *x. */
static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9E3779B97F4A7C15u);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
	return z ^ (z >> 31);
}

/* Writes count positions drawn as the header says. */
static void
draw(uint64_t seed, uint64_t count)
{
	static const uint64_t plain[] = { 0, 1, 2, 3, 5, 7, 12, 100 };
	uint64_t x = seed, heaps, i, pick, width;

	while (count-- > 0) {
		heaps = 1 + splitmix64(&x) % 12;
		for (i = 0; i < heaps; i++) {
			pick = splitmix64(&x) % 9;
			width = 1 + splitmix64(&x) % 64;
			printf("%s%" PRIu64, i > 0 ? " " : "", pick < 8 ? plain[pick] :
			    splitmix64(&x) >> (64 - width));
		}
		putchar('\n');
	}
}

/* Returns the number s, at most max; exits with the usage on anything else. */
static uint64_t
number(char *s, uint64_t max)
{
	uint64_t n;

	if (read_heap(&s, &n) != 0 || *s != '\0' || n > max)
		usage();
	return n;
}

int
main(int argc, char **argv)
{
	static char buf[1 << 16];
	static uint64_t h[MAXHEAPS];
	unsigned long line = 0;
	size_t n;

	if (argc == 4 && strcmp(argv[1], "draw") == 0) {
		draw(number(argv[2], UINT64_MAX), number(argv[3], UINT64_MAX));
	} else if (argc == 4 && strcmp(argv[1], "sets") == 0) {
		strncpy(buf, argv[2], sizeof buf - 1);
		sets(h, parse(buf, h, 0), number(argv[3], MAXK));
	} else if ((argc == 4 && strcmp(argv[1], "booklet") == 0) ||
	    (argc == 3 && strcmp(argv[1], "ways") == 0)) {
		uint64_t k = number(argv[2], MAXK);
		uint64_t start = argc == 4 ? number(argv[3], UINT64_MAX) : 0;

		while (fgets(buf, sizeof buf, stdin) != NULL) {
			if ((n = parse(buf, h, ++line)) == 0)
				fail("no heaps", line);
			if (argc == 4)
				booklet(h, n, k, start);
			else
				ways(h, n, k, line);
		}
	} else {
		usage();
	}
	return fflush(stdout) != 0 || ferror(stdout) ? 2 : 0;
}
