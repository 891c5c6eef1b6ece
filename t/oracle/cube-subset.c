/*
 * cube-subset: an independent judge of cube-scramble's practice subsets,
 * written apart from lib/.  A cube is its 24 stickers placed in space (as
 * a facelet string lays them out); it is held each of the 24 ways, and a
 * way in which its D layer is what the subset's method leaves makes it a
 * state of the subset, its case read from the stickers of the rest.
 *
 * cube-subset case SUBSET
 *	reads lines "FACELETS<TAB>CASE": prints "ok" for each when some
 *	holding makes the cube a state of SUBSET of that case, and "bad N
 *	FACELETS CASE" for each that none does
 * cube-subset classify SUBSET
 *	reads facelet strings: prints the cases (sorted, "|" between) that
 *	the holdings find, or "none"
 * cube-subset weights SUBSET
 *	"CASE<TAB>STATES" for each case: how many states (first layer on D,
 *	held one way) the subset's definition gives it
 *
 * SUBSET is cll, eg-1, eg-2, eg, tcll+, tcll- or ls.  The first layer of
 * each: cll, the layer solved (each side's bottom row one colour); eg-1,
 * the D face one colour and exactly one side's bottom row one colour (two
 * adjacent corners swapped); eg-2, the face and no such row (two diagonal
 * corners swapped); tcll+ and tcll-, the layer solved but its DFR corner
 * twisted, its D-coloured sticker on F or on R; ls, three of the layer's
 * corners solved, and the corner of the fourth, DFR, in the U layer.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ORACLE_NAME "cube-subset"
#include "oracle.h"
#include "stickers.h"

enum { HOLDINGS = 24 };

/* holding[h][i]: where sticker i goes when the cube is held the h-th way. */
static int holding[HOLDINGS][STICKERS];

/* The holdings: every product of quarter turns about x and y, found by closing over them. */
static void
build(void)
{
	static const int axis[2][3] = { { 1, 0, 0 }, { 0, 1, 0 } };
	int turn[2][STICKERS], i, a, h, n = 1, k;

	place_stickers();
	for (a = 0; a < 2; a++)
		for (i = 0; i < STICKERS; i++) {
			int p[3], q[3];

			clockwise(axis[a], place[i], p);
			clockwise(axis[a], facing[i], q);
			turn[a][i] = sticker(p, q);
		}
	for (i = 0; i < STICKERS; i++)
		holding[0][i] = i;
	for (h = 0; h < n; h++)
		for (a = 0; a < 2; a++) {
			int next[STICKERS];

			for (i = 0; i < STICKERS; i++)
				next[i] = turn[a][holding[h][i]];
			for (k = 0; k < n && memcmp(holding[k], next, sizeof next) != 0; k++)
				;
			if (k == n) {
				if (n == HOLDINGS)
					die("more than 24 holdings");
				memcpy(holding[n++], next, sizeof next);
			}
		}
	if (n != HOLDINGS)
		die("%d holdings, not 24", n);
}

/* The sticker of the corner at point p on the face with normal axis a (0 x, 1 y, 2 z). */
static int
at(const int *p, int a)
{
	int n[3] = { 0, 0, 0 };

	n[a] = p[a];
	return sticker(p, n);
}

/*
 * The corner at p's stickers clockwise seen from outside, from its U or D
 * sticker: b follows a when (normal a x normal b) . p < 0.
 */
static void
cycle(const int *p, int s[3])
{
	int a0 = 1, a1 = 0, a2 = 2;
	int na[3] = { 0, p[1], 0 }, nb[3] = { p[0], 0, 0 };
	int cross[3] = {
		na[1] * nb[2] - na[2] * nb[1], na[2] * nb[0] - na[0] * nb[2],
		na[0] * nb[1] - na[1] * nb[0]
	};

	if (cross[0] * p[0] + cross[1] * p[1] + cross[2] * p[2] > 0) {
		a1 = 2;
		a2 = 0;
	}
	s[0] = at(p, a0);
	s[1] = at(p, a1);
	s[2] = at(p, a2);
}

/* The U layer's corners clockwise seen from above, from URF; and DFR. */
static const int top[4][3] = { { 1, 1, 1 }, { -1, 1, 1 }, { -1, 1, -1 }, { 1, 1, -1 } };
static const int dfr[3] = { 1, -1, 1 }, dlf[3] = { -1, -1, 1 }, drb[3] = { 1, -1, -1 };

static int
opposite(int colour)
{
	return faces[(strchr(faces, colour) - faces + 3) % 6];
}

/*
 * Where colour is among the stickers of the corner at p, clockwise from
 * U or D; -1 when it is not there.
 */
static int
twist_of(const char *col, const int *p, int colour)
{
	int s[3], k;

	cycle(p, s);
	for (k = 0; k < 3; k++)
		if (col[s[k]] == colour)
			return k;
	return -1;
}

/* The sets of cases by the last layer's twists, clockwise from any corner. */
struct pattern {
	const char *name;
	int twist[4];
};

static const struct pattern oll[] = {
	{ "Sune", { 0, 2, 2, 2 } }, { "Antisune", { 0, 1, 1, 1 } }, { "Pi", { 1, 1, 2, 2 } },
	{ "H", { 1, 2, 1, 2 } }, { "U", { 0, 0, 2, 1 } }, { "T", { 0, 0, 1, 2 } },
	{ "L", { 0, 1, 0, 2 } }, { "O", { 0, 0, 0, 0 } }, { NULL, { 0 } }
};
/* TCLL+; TCLL-'s are their mirror images (twists 1 and 2 traded, read the other way). */
static const struct pattern tcll[] = {
	{ "Hammer", { 1, 2, 0, 2 } }, { "Spaceship", { 2, 0, 1, 2 } },
	{ "Stollery", { 2, 0, 0, 0 } }, { "Pinwheel", { 2, 2, 2, 2 } },
	{ "2Face", { 0, 1, 0, 1 } }, { "Turtle", { 2, 1, 0, 2 } },
	{ "Pinwheel Poser", { 2, 1, 1, 1 } }, { "Gun", { 1, 0, 0, 1 } }, { NULL, { 0 } }
};

/*
 * Whether twists t are those of pattern p read from some corner (or, when
 * mirrored, of p's mirror image).
 */
static int
matches(const int *t, const struct pattern *p, int mirrored)
{
	int r, i;

	for (r = 0; r < 4; r++) {
		for (i = 0; i < 4; i++) {
			int want = mirrored ? (3 - p->twist[3 - i]) % 3 : p->twist[i];

			if (t[(r + i) % 4] != want)
				break;
		}
		if (i == 4)
			return 1;
	}
	return 0;
}

static const char *
set_name(const int *t, const struct pattern *set, int mirrored)
{
	for (; set->name != NULL; set++)
		if (matches(t, set, mirrored))
			return set->name;
	return NULL;
}

/* How many of the sides R F L B have a bottom row of one colour. */
static int
bars(const char *col)
{
	static const int side[4] = { 1, 2, 4, 5 };
	int k, n = 0;

	for (k = 0; k < 4; k++)
		n += col[side[k] * 4 + 2] == col[side[k] * 4 + 3];
	return n;
}

/*
 * The case of the cube col held as it is, as a subset's member: written in
 * name; returns 0 when it is not one.
 */
static int
case_of(const char *subset, const char *col, char *name, size_t size)
{
	int d = col[12], last = opposite(col[12]), t[4], k, face = 1, eg;
	const char *set;

	for (k = 13; k < 16; k++)
		face &= col[k] == d;
	for (k = 0; k < 4; k++)
		t[k] = twist_of(col, top[k], last);
	if (strcmp(subset, "ls") == 0)
		return 0;	/* judged by ls_case */
	if (strncmp(subset, "tcll", 4) == 0) {
		int plus = subset[4] == '+', x = col[at(dlf, 2)], y = col[at(drb, 0)];
		int s[3];

		cycle(dfr, s);
		/* D's colour on DLF's, DBL's and DRB's D stickers; L's and B's rows one */
		if (col[at(dlf, 1)] != d || col[14] != d || col[at(drb, 1)] != d ||
		    col[16 + 2] != col[16 + 3] || col[20 + 2] != col[20 + 3])
			return 0;
		/* DFR's corner in place, turned a third: + puts D's colour on F, - on R */
		if (plus ? col[s[1]] != d || col[s[2]] != x || col[s[0]] != y :
		    col[s[2]] != d || col[s[0]] != x || col[s[1]] != y)
			return 0;
		if ((set = set_name(t, tcll, !plus)) == NULL)
			return 0;
		snprintf(name, size, "%s", set);
		return 1;
	}
	if (!face || (set = set_name(t, oll, 0)) == NULL)
		return 0;
	eg = bars(col) == 4 ? 0 : bars(col) == 1 ? 1 : bars(col) == 0 ? 2 : -1;
	if (strcmp(subset, "eg") == 0 && eg >= 0)
		snprintf(name, size, "EG-%d %s", eg, set);
	else if ((strcmp(subset, "cll") == 0 && eg == 0) ||
	    (strcmp(subset, "eg-1") == 0 && eg == 1) ||
	    (strcmp(subset, "eg-2") == 0 && eg == 2))
		snprintf(name, size, "%s", set);
	else
		return 0;
	return 1;
}

/*
 * LS's case of col held as it is: LS1 .. LS9 by the twist of what is in
 * the slot (DFR) and of the slot's corner in the U layer; 0 when the cube
 * is not a last-slot state.
 */
static int
ls_case(const char *col, char *name, size_t size)
{
	/* csTimer's numbering: [slot's twist][its corner's twist] */
	static const int number[3][3] = { { 1, 7, 4 }, { 2, 8, 5 }, { 3, 9, 6 } };
	int d = col[14], last = opposite(d), x = col[at(dlf, 2)], y = col[at(drb, 0)];
	int k, slot, mine = -1;

	if (col[at(dlf, 1)] != d || col[at(drb, 1)] != d || col[18] != col[19] ||
	    col[22] != col[23])
		return 0;
	if ((slot = twist_of(col, dfr, last)) < 0)
		return 0;
	for (k = 0; k < 4; k++) {
		int s[3], have = 0, j;

		cycle(top[k], s);
		for (j = 0; j < 3; j++)
			have |= (col[s[j]] == d) | (col[s[j]] == x) << 1 |
			    (col[s[j]] == y) << 2;
		if (have == 7)
			mine = twist_of(col, top[k], d);
	}
	if (mine < 0)
		return 0;
	snprintf(name, size, "LS%d", number[slot][mine]);
	return 1;
}

/* For qsort: names in strcmp's order. */
static int
by_name(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* The cases of the facelets s in every holding, sorted, "|" between; "" for none. */
static void
cases(const char *subset, const char *s, char *out, size_t size)
{
	char col[STICKERS + 1], name[64], found[HOLDINGS][64];
	int h, i, n = 0, k;

	for (h = 0; h < HOLDINGS; h++) {
		for (i = 0; i < STICKERS; i++)
			col[holding[h][i]] = s[i];
		col[STICKERS] = '\0';
		if (!(strcmp(subset, "ls") == 0 ? ls_case(col, name, sizeof name) :
		    case_of(subset, col, name, sizeof name)))
			continue;
		for (k = 0; k < n && strcmp(found[k], name) != 0; k++)
			;
		if (k == n)
			memcpy(found[n++], name, sizeof name);
	}
	qsort(found, (size_t)n, sizeof found[0], by_name);
	out[0] = '\0';
	for (k = 0; k < n; k++)
		snprintf(out + strlen(out), size - strlen(out), "%s%s", k ? "|" : "",
		    found[k]);
}

/* Reads the facelets at the start of line into s; dies unless they are 24 of URFDLB. */
static void
facelets(const char *line, long n, char *s)
{
	int i;

	for (i = 0; i < STICKERS; i++)
		if (line[i] == '\0' || strchr(faces, line[i]) == NULL)
			die("line %ld: not 24 facelets", n);
	memcpy(s, line, STICKERS);
	s[STICKERS] = '\0';
}

static void
check_cases(const char *subset, int classify)
{
	char line[256], s[STICKERS + 1], found[HOLDINGS * 64];
	long n = 0;

	while (fgets(line, sizeof line, stdin) != NULL) {
		char *want;

		n++;
		line[strcspn(line, "\n")] = '\0';
		facelets(line, n, s);
		cases(subset, s, found, sizeof found);
		if (classify) {
			printf("%s\n", found[0] ? found : "none");
			continue;
		}
		if (line[STICKERS] != '\t')
			die("line %ld: no case", n);
		want = line + STICKERS + 1;
		/* found holds whole names between '|' */
		{
			size_t w = strlen(want);
			const char *p = found;
			int ok = 0;

			while (*p != '\0' && !ok) {
				size_t len = strcspn(p, "|");

				ok = len == w && strncmp(p, want, w) == 0;
				p += len + (p[len] == '|');
			}
			if (ok)
				printf("ok\n");
			else
				printf("bad %ld %s %s (%s)\n", n, s, want, found);
		}
	}
}

/*
 * The weights: the last layer's 24 permutations and its twists (adding
 * up to what the first layer leaves), times the first layer's
 * arrangements; CLL and EG leave out the 4 states solved but for a turn
 * of U.
 */
static void
weights(const char *subset)
{
	const struct pattern *set = strncmp(subset, "tcll", 4) == 0 ? tcll : oll;
	int mirrored = strcmp(subset, "tcll-") == 0;
	int need = strcmp(subset, "tcll+") == 0 ? 2 : mirrored ? 1 : 0, t[4], i, k, l, use;
	/* EG-0, EG-1, EG-2: arrangements of the first layer with its face made */
	static const int layers[3] = { 1, 4, 1 };

	if (strcmp(subset, "ls") == 0) {
		/* each of LS1 .. LS9: 9 twists of the other three add up */
		for (k = 1; k <= 9; k++)
			printf("LS%d\t%d\n", k, 9 * 4 * 24);
		return;
	}
	/* the first layers each subset has: bit l for EG-l */
	use = strcmp(subset, "eg") == 0 ? 7 : strcmp(subset, "eg-1") == 0 ? 2 :
	    strcmp(subset, "eg-2") == 0 ? 4 : 1;
	for (l = 0; l < 3; l++) {
		if (!(use >> l & 1))
			continue;
		for (k = 0; set[k].name != NULL; k++) {
			int states = 0;

			for (i = 0; i < 81; i++) {
				t[0] = i % 3;
				t[1] = i / 3 % 3;
				t[2] = i / 9 % 3;
				t[3] = i / 27;
				if ((t[0] + t[1] + t[2] + t[3]) % 3 == need &&
				    matches(t, &set[k], mirrored))
					states += 24 * layers[l];
			}
			if (l == 0 && strcmp(set[k].name, "O") == 0)
				states -= 4;
			if (strcmp(subset, "eg") == 0)
				printf("EG-%d %s\t%d\n", l, set[k].name, states);
			else
				printf("%s\t%d\n", set[k].name, states);
		}
	}
}

int
main(int argc, char **argv)
{
	static const char *const known[] = {
		"cll", "eg-1", "eg-2", "eg", "tcll+", "tcll-", "ls"
	};
	size_t k;

	if (argc != 3)
		die("usage: cube-subset case|classify|weights SUBSET");
	for (k = 0; k < sizeof known / sizeof known[0] && strcmp(known[k], argv[2]) != 0; k++)
		;
	if (k == sizeof known / sizeof known[0])
		die("'%s': not a subset", argv[2]);
	build();
	if (strcmp(argv[1], "case") == 0)
		check_cases(argv[2], 0);
	else if (strcmp(argv[1], "classify") == 0)
		check_cases(argv[2], 1);
	else if (strcmp(argv[1], "weights") == 0)
		weights(argv[2]);
	else
		die("'%s': not case, classify or weights", argv[1]);
	return ferror(stdout) || fflush(stdout) != 0;
}
