/*
 * heap-brute: the test suite's independent oracle for heap games other
 * than Nim.  It knows no Sprague-Grundy theory (no values, no mex, no
 * exclusive or): it searches the game tree of the whole position.  A
 * position is safe when every move from it leads to an unsafe one; with
 * no move left, the mover has lost, so the end is safe.  It shares no
 * code with lib/ on purpose.
 *
 * usage: heap-brute [-a] RULES < positions
 * RULES: a subtraction set "1,2,3", a code "0.77" (digit i: bit 1 takes a
 * heap of exactly i, bit 2 takes i leaving one heap, bit 4 takes i and
 * splits the rest into two heaps; the digit before the point 0 or 4), or
 * "grundy" (split a heap into two unequal heaps).  Each line: heaps
 * adding up to 40 at most.  Writes "safe" or "unsafe" for each.
 *
 * With -a it writes instead, for each line, every position one move
 * leaves that is safe (the correct moves), a line "N: heaps" each, N the
 * input line's number: the heaps as written, the one moved from replaced
 * by 0 when taken away, by its rest, or by the two heaps it was split
 * into, the smaller first.
 */
#include <stdint.h>
#include <string.h>

#define ORACLE_NAME "heap-brute"
#include "oracle.h"

enum { MAXTAKE = 64, MAXSUM = 40, SLOTS = 1 << 20 };

static int digit[MAXTAKE + 1], unequal;

/* The memo: positions as sorted lists of non-empty heaps, with their verdict. */
static struct slot {
	unsigned char heap[MAXSUM], n, known, safe;
} *memo;

static struct slot *
find(const unsigned char *h, int n)
{
	uint32_t x = 2166136261u;
	int i;

	for (i = 0; i < n; i++)
		x = (x ^ h[i]) * 16777619u;
	x = (x ^ (uint32_t)n) * 16777619u;
	for (x &= SLOTS - 1;; x = (x + 1) & (SLOTS - 1)) {
		struct slot *s = &memo[x];

		if (!s->known || (s->n == n && memcmp(s->heap, h, (size_t)n) == 0))
			return s;
	}
}

static int safe(const unsigned char *h, int n);

/*
 * The position h without heap `drop`, with heaps a and b added (0: none),
 * sorted; whether it is safe.
 */
static int
after(const unsigned char *h, int n, int drop, int a, int b)
{
	unsigned char next[MAXSUM];
	int m = 0, i, j, add[2] = { a, b };

	for (i = 0; i < n; i++)
		if (i != drop)
			next[m++] = h[i];
	for (j = 0; j < 2; j++) {
		if (add[j] == 0)
			continue;
		for (i = m; i > 0 && next[i - 1] > add[j]; i--)
			next[i] = next[i - 1];
		next[i] = (unsigned char)add[j];
		m++;
	}
	return safe(next, m);
}

/* Whether some move from heap `which` of h leaves a safe position. */
static int
wins_from(const unsigned char *h, int n, int which)
{
	int size = h[which], i, a;

	for (i = 0; i <= MAXTAKE && i <= size; i++) {
		if ((digit[i] & 1) && i == size && i > 0 && after(h, n, which, 0, 0))
			return 1;
		if ((digit[i] & 2) && i < size && i > 0 && after(h, n, which, size - i, 0))
			return 1;
		if (digit[i] & 4)
			for (a = 1; 2 * a <= size - i; a++)
				if (!(unequal && 2 * a == size - i) &&
				    after(h, n, which, a, size - i - a))
					return 1;
	}
	return 0;
}

static int
safe(const unsigned char *h, int n)
{
	struct slot *s = find(h, n);
	int i, win = 0;

	if (s->known)
		return s->safe;
	for (i = 0; i < n && !win; i++)
		if (i == 0 || h[i] != h[i - 1])
			win = wins_from(h, n, i);
	s = find(h, n);
	memcpy(s->heap, h, (size_t)n);
	s->n = (unsigned char)n;
	s->known = 1;
	s->safe = (unsigned char)!win;
	return !win;
}

static void
rules(const char *r)
{
	const char *dot = strchr(r, '.');
	int i;

	if (strcmp(r, "grundy") == 0) {
		digit[0] = 4;
		unequal = 1;
	} else if (dot != NULL) {
		digit[0] = dot > r && dot[-1] == '4' ? 4 : 0;
		for (i = 1; dot[i] != '\0'; i++)
			if (i > MAXTAKE || dot[i] < '0' || dot[i] > '7')
				die("bad code: %s", r);
			else
				digit[i] = dot[i] - '0';
	} else {
		char *end;
		long v;

		for (;;) {
			v = strtol(r, &end, 10);
			if (end == r || v < 1 || v > MAXTAKE)
				die("bad subtraction set");
			digit[v] = 3;
			if (*end != ',')
				break;
			r = end + 1;
		}
	}
}

/* The sorted non-empty heaps of w[0..n) into h; returns their count. */
static int
sorted(const int *w, int n, unsigned char *h)
{
	int m = 0, i, j;

	for (i = 0; i < n; i++)
		if (w[i] > 0) {
			for (j = m; j > 0 && h[j - 1] > w[i]; j--)
				h[j] = h[j - 1];
			h[j] = (unsigned char)w[i];
			m++;
		}
	return m;
}

/* Writes heap `which` of w left as a and b (b 0: one heap, or none), when safe. */
static void
correct(int lineno, const int *w, int n, int which, int a, int b)
{
	int next[MAXSUM + 1], i;
	unsigned char h[MAXSUM];

	for (i = 0; i < n; i++)
		next[i] = i == which ? a : w[i];
	if (b > 0)
		next[n] = b;
	if (!safe(h, sorted(next, n + (b > 0), h)))
		return;
	printf("%d:", lineno);
	for (i = 0; i < n; i++) {
		printf(" %d", i == which ? a : w[i]);
		if (i == which && b > 0)
			printf(" %d", b);
	}
	putchar('\n');
}

/* -a: every correct move from the heaps w[0..n), in order of heap, then of amount taken. */
static void
every_correct(int lineno, const int *w, int n)
{
	int which, i, a, size;

	for (which = 0; which < n; which++) {
		size = w[which];
		for (i = 0; i <= MAXTAKE && i <= size; i++) {
			if ((digit[i] & 1) && i == size && i > 0)
				correct(lineno, w, n, which, 0, 0);
			if ((digit[i] & 2) && i < size && i > 0)
				correct(lineno, w, n, which, size - i, 0);
			if (digit[i] & 4)
				for (a = 1; 2 * a <= size - i; a++)
					if (!(unequal && 2 * a == size - i))
						correct(lineno, w, n, which, a, size - i - a);
		}
	}
}

int
main(int argc, char *argv[])
{
	char line[512];
	int all = argc == 3 && strcmp(argv[1], "-a") == 0, lineno = 0;

	if (argc != 2 + all)
		die("usage: heap-brute [-a] RULES < positions");
	rules(argv[1 + all]);
	memo = calloc(SLOTS, sizeof(*memo));
	if (memo == NULL)
		die("out of memory");
	while (fgets(line, sizeof(line), stdin) != NULL) {
		unsigned char h[MAXSUM];
		int w[MAXSUM + 1];
		char *p = line, *end;
		int n = 0, sum = 0;
		long v;

		lineno++;
		while ((v = strtol(p, &end, 10)), end != p) {
			if (v < 0 || (sum += (int)v) > MAXSUM || n == MAXSUM)
				die("heaps adding up to more than %d: %s", MAXSUM, line);
			w[n++] = (int)v;
			p = end;
		}
		if (all)
			every_correct(lineno, w, n);
		else
			puts(safe(h, sorted(w, n, h)) ? "safe" : "unsafe");
	}
	return 0;
}
