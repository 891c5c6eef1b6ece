/*
 * nim-count: the test suite's independent count of Moore's Nim_k moves,
 * for positions too large to list every move of.  It knows Moore's rule
 * for a safe position (every binary column sum a multiple of k + 1) but
 * nothing of how a correct move is found: it runs through the heaps one
 * at a time, each new value v <= the old, keeping for every state (the
 * column sums so far mod k + 1, and how many heaps were lowered) the
 * number of ways to reach it.  It shares no code with lib/ on purpose.
 *
 * usage: nim-count K < positions
 * Each line: up to 64 heaps below 256.  Writes "legal correct": the
 * moves that lower 1 to K heaps, and those that leave every column sum a
 * multiple of K + 1; a count past 2^64 - 1 is written "2^64+".
 */
#include <string.h>

#define ORACLE_NAME "nim-count"
#include "oracle.h"

enum { MAXHEAPS = 64, MAXHEAP = 255 };

/* A count that remembers having passed 2^64 - 1. */
struct count {
	unsigned long long n;
	int over;
};

static void
add(struct count *a, struct count b)
{
	a->over |= b.over || a->n + b.n < a->n;
	a->n += b.n;
}

static void
put(struct count c)
{
	if (c.over)
		fputs("2^64+", stdout);
	else
		printf("%llu", c.n);
}

int
main(int argc, char *argv[])
{
	char line[1024];
	int k;

	if (argc != 2 || (k = atoi(argv[1])) < 1 || k > 8)
		die("usage: nim-count K (1 to 8)");
	while (fgets(line, sizeof(line), stdin) != NULL) {
		int h[MAXHEAPS], n = 0, bits = 0, i, v, b, lowered;
		long cols = 1, states, s;
		struct count *was, *now, legal = { 0, 0 }, correct = { 0, 0 };
		char *p = line, *end;

		for (long x; (x = strtol(p, &end, 10)), end != p; p = end) {
			if (n == MAXHEAPS || x < 0 || x > MAXHEAP)
				die("out of range: %s", line);
			h[n++] = (int)x;
		}
		for (i = 0; i < n; i++)
			while (h[i] >> bits)
				bits++;
		for (b = 0; b < bits; b++)
			cols *= k + 1;
		states = cols * (k + 1);
		was = grow(NULL, (size_t)states, sizeof(*was));
		now = grow(NULL, (size_t)states, sizeof(*now));
		memset(was, 0, (size_t)states * sizeof(*was));
		was[0].n = 1;
		/* a state: the column sums' residues as digits base k + 1, then the heaps lowered */
		for (i = 0; i < n; i++) {
			memset(now, 0, (size_t)states * sizeof(*now));
			for (s = 0; s < states; s++) {
				if (was[s].n == 0 && !was[s].over)
					continue;
				for (v = 0; v <= h[i]; v++) {
					long col = s % cols, to = 0, place = 1;

					lowered = (int)(s / cols) + (v < h[i]);
					if (lowered > k)
						continue;
					for (b = 0; b < bits; b++, place *= k + 1)
						to += (col / place % (k + 1) + (v >> b & 1)) % (k + 1) * place;
					add(&now[to + lowered * cols], was[s]);
				}
			}
			memcpy(was, now, (size_t)states * sizeof(*was));
		}
		for (lowered = 1; lowered <= k; lowered++) {
			for (s = 0; s < cols; s++)
				add(&legal, was[s + lowered * cols]);
			add(&correct, was[lowered * cols]);
		}
		put(legal);
		putchar(' ');
		put(correct);
		putchar('\n');
		free(was);
		free(now);
	}
	return 0;
}
