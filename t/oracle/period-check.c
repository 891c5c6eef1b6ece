/*
 * period-check: the test suite's independent checker of nim-safe's
 * period certificates (--certificate).  It shares no code with lib/ on
 * purpose: it reads the game's code, the pre-period e and the period p
 * claimed, and the values of heaps 0 .. bound-1; it finds each value
 * again by the plain mex of every move's option from the code alone, and
 * checks the periodicity theorem's condition (Guy and Smith 1956):
 * G(n + p) = G(n) for every n from e to bound - p - 1, where the bound is
 * 2 (e + p) + t, t the place of the code's last nonzero digit, or for a
 * subtraction game (every digit 0 or 3) e + p + t.  Then the values of
 * every heap from e on repeat with period p.
 *
 * usage: period-check [FILE]   (standard input without FILE)
 * Writes "CODE: period P from heap E checked, B values" and exits 0; or
 * writes why the certificate fails to stderr and exits 1.
 */
#include <stdint.h>
#include <string.h>

#define ORACLE_NAME "period-check"
#include "oracle.h"

enum { MAXPLACE = 4096, MAXVALUE = 1 << 16 };

static int digit[MAXPLACE + 1], t;

/* Reads the code "D.DDD" of s into digit[] and t; dies unless it is one. */
static void
read_code(const char *s)
{
	const char *p;
	int i;

	if (!((s[0] == '0' || s[0] == '4') && s[1] == '.'))
		die("game '%s': not an octal code d0.d1d2...", s);
	digit[0] = s[0] - '0';
	for (p = s + 2, i = 1; *p != '\0'; p++, i++) {
		if (*p < '0' || *p > '7' || i > MAXPLACE)
			die("game '%s': not an octal code d0.d1d2...", s);
		digit[i] = *p - '0';
		if (digit[i] != 0)
			t = i;
	}
	if (t == 0)
		die("game '%s': no move", s);
}

/* Reads the line "NAME N" from fp; dies unless it is there. */
static size_t
read_number(FILE *fp, const char *name)
{
	char word[32];
	unsigned long n;

	if (fscanf(fp, "%31s %lu", word, &n) != 2 || strcmp(word, name) != 0)
		die("no line '%s N' where it belongs", name);
	return n;
}

/* The mex of the options of heap h, from the values g[0 .. h-1]. */
static unsigned
mex(const unsigned *g, size_t h, unsigned *seen)
{
	size_t i, a;
	unsigned m;

	for (i = 0; i <= (size_t)t && i <= h; i++) {
		if ((digit[i] & 1) && i == h && i > 0)
			seen[0] = (unsigned)h + 1;
		if ((digit[i] & 2) && i < h && i > 0)
			seen[g[h - i]] = (unsigned)h + 1;
		if (digit[i] & 4)
			for (a = 1; 2 * a <= h - i; a++)
				seen[g[a] ^ g[h - i - a]] = (unsigned)h + 1;
	}
	for (m = 0; seen[m] == h + 1; m++)
		;
	return m;
}

int
main(int argc, char *argv[])
{
	FILE *fp = stdin;
	char line[64], code[MAXPLACE + 8];
	size_t e, p, bound, need, h, n;
	unsigned *g, *seen, v;
	int sub = 1, i;

	if (argc > 2)
		die("usage: period-check [FILE]");
	if (argc == 2 && (fp = fopen(argv[1], "r")) == NULL)
		die("cannot read %s", argv[1]);
	if (fgets(line, sizeof(line), fp) == NULL ||
	    strcmp(line, "wits period certificate 1\n") != 0)
		die("not a certificate: the first line is not 'wits period certificate 1'");
	if (fscanf(fp, "game %4100s", code) != 1)
		die("no line 'game CODE' where it belongs");
	read_code(code);
	e = read_number(fp, "preperiod");
	p = read_number(fp, "period");
	bound = read_number(fp, "bound");
	if (p == 0)
		die("a period of 0");
	for (i = 0; i <= t; i++)
		if (digit[i] != 0 && (i == 0 || digit[i] != 3))
			sub = 0;
	need = sub ? e + p + (size_t)t : 2 * (e + p) + (size_t)t;
	if (bound < need)
		die("bound %zu: the theorem needs the values of %zu heaps", bound, need);
	g = grow(NULL, bound, sizeof(*g));
	seen = grow(NULL, MAXVALUE + 1, sizeof(*seen));
	memset(seen, 0, (MAXVALUE + 1) * sizeof(*seen));
	for (h = 0; h < bound; h++) {
		if (fscanf(fp, "%zu %u", &n, &v) != 2 || n != h)
			die("no line for heap %zu", h);
		g[h] = mex(g, h, seen);
		if (v != g[h])
			die("heap %zu: value %u, but its options' mex is %u", h, v, g[h]);
	}
	if (fscanf(fp, "%zu", &n) == 1)
		die("a line past the bound");
	for (h = e; h + p < bound; h++)
		if (g[h] != g[h + p])
			die("heaps %zu and %zu: values %u and %u, not periodic", h,
			    h + p, g[h], g[h + p]);
	printf("%s: period %zu from heap %zu checked, %zu values\n", code, p, e,
	    bound);
	return 0;
}
