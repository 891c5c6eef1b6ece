/*
 * nim-brute: the test suite's independent oracle for small Nim games.
 * It knows no theory (no binary columns, no Bouton, no Moore): it
 * searches the game tree.  A position is safe when every move from it
 * leads to an unsafe one; the end of the game is safe in normal play
 * (the mover has nothing to take and has lost) and unsafe in the reverse
 * game (the opponent took the last match and has lost).  It shares no
 * code with lib/ on purpose.
 *
 * usage: nim-brute [-al] [-m] [-k K] < positions
 * Each line: up to 6 heaps of 0..7.  Writes "safe" or "unsafe"; with -a,
 * "# P <position>" followed by every position a move can reach that is safe;
 * with -l, followed by every position a move can reach.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { MAXHEAPS = 6, MAXHEAP = 7, STATES = 1 << (3 * MAXHEAPS) };

static int nheaps, k = 1, misere;
static signed char memo[STATES];	/* 0 unknown, 1 safe, 2 unsafe */

static int
encode(const int *h)
{
	int code = 0, i;

	for (i = 0; i < nheaps; i++)
		code = code * 8 + h[i];
	return code;
}

static int safe(int *h);

/* Tries every move changing heaps i.. with `left` heaps still allowed; calls fn on each result. */
static int
each_move(int *h, int i, int left, int changed, int (*fn)(int *h, void *), void *arg)
{
	int v, orig;

	if (i == nheaps)
		return changed ? fn(h, arg) : 0;
	if (each_move(h, i + 1, left, changed, fn, arg))
		return 1;
	if (left == 0)
		return 0;
	orig = h[i];
	for (v = 0; v < orig; v++) {
		h[i] = v;
		if (each_move(h, i + 1, left - 1, 1, fn, arg)) {
			h[i] = orig;
			return 1;
		}
	}
	h[i] = orig;
	return 0;
}

static int
reaches_safe(int *h, void *arg)
{
	(void)arg;
	return safe(h);
}

static int
safe(int *h)
{
	int code = encode(h), i, any = 0;

	if (memo[code] == 0) {
		for (i = 0; i < nheaps; i++)
			any |= h[i];
		if (!any)
			memo[code] = misere ? 2 : 1;
		else
			memo[code] = each_move(h, 0, k, 0, reaches_safe, NULL) ? 2 : 1;
	}
	return memo[code] == 1;
}

/* Prints the position reached when *only_safe is 0 or it is safe. */
static int
print_reached(int *h, void *only_safe)
{
	int i;

	if (!*(int *)only_safe || safe(h)) {
		for (i = 0; i < nheaps; i++)
			printf(i ? " %d" : "%d", h[i]);
		putchar('\n');
	}
	return 0;
}

int
main(int argc, char *argv[])
{
	char line[256];
	int all = 0, only_safe = 1, ch, h[MAXHEAPS], last_n = -1;

	while ((ch = getopt(argc, argv, "almk:")) != -1) {
		switch (ch) {
		case 'a': all = 1; break;
		case 'l': all = 1; only_safe = 0; break;
		case 'm': misere = 1; break;
		case 'k': k = atoi(optarg); break;
		default: fprintf(stderr, "usage: nim-brute [-al] [-m] [-k K]\n"); return 2;
		}
	}
	while (fgets(line, sizeof(line), stdin) != NULL) {
		char *p = line, *end;
		int n = 0;
		long v;

		while ((v = strtol(p, &end, 10)), end != p) {
			if (n == MAXHEAPS || v < 0 || v > MAXHEAP) {
				fprintf(stderr, "nim-brute: out of range: %s", line);
				return 2;
			}
			h[n++] = (int)v;
			p = end;
		}
		if (n == 0)
			continue;
		if (n != last_n)	/* the memo is keyed by the heap count's encoding */
			memset(memo, 0, sizeof(memo));
		nheaps = last_n = n;
		if (!all) {
			puts(safe(h) ? "safe" : "unsafe");
			continue;
		}
		printf("# P");
		for (int i = 0; i < n; i++)
			printf(" %d", h[i]);
		putchar('\n');
		each_move(h, 0, k, 0, print_reached, &only_safe);
	}
	return 0;
}
