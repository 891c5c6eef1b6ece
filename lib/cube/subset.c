/*
 * Practice subsets.  A method's first step leaves the first layer (held
 * on D) in a few known states, and its second step has one algorithm for
 * each case of the rest: CLL (the layer solved), EG-1 and EG-2 (the layer's
 * face made, two adjacent or two diagonal corners swapped; EG-0 is CLL),
 * TCLL+ and TCLL- (the layer solved but the DFR corner twisted, its D
 * sticker on F or on R), LS (three corners of the layer solved, the
 * fourth in the U layer).  The cases are named as csTimer's case filters
 * name them: the last layer's corners by the pattern of their twists
 * (Sune, Antisune, Pi, H, U, T, L, and O when none is twisted; TCLL's
 * Hammer, Spaceship, Stollery, Pinwheel, 2Face, Turtle, Pinwheel Poser and
 * Gun), and LS's by the twists of the last slot and its corner (LS1 to
 * LS9).
 *
 * A state is drawn in the frame where the first layer is on D and DBL at
 * home (every permutation and twist of the rest drawn uniformly, which
 * holds every AUF before and after), then, where the method does not
 * depend on a colour, the cube is turned whole and held again, which
 * gives the first layer any of the six colours.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../diag.h"
#include "../rng.h"
#include "solver.h"
#include "subset.h"

enum shape { WHOLE, LAST_LAYER, LAST_SLOT, NO_BAR };

/* The first layer's corners besides DBL, whose permutations EG draws. */
enum { LAYER_PERMUTATIONS = 6, MAX_CASES = 24 };

struct cube_subset {
	const char *name;
	enum shape shape;
	/* LAST_LAYER: the permutations of DFR, DLF, DRB allowed (bit k: layer[k]), */
	unsigned layers;
	/* the DFR corner's twist, */
	unsigned char dfr_twist;
	/* and whether the cases name the layer too (EG, all of its layers). */
	bool name_layer;
};

/*
 * The first layer's permutations with DBL at home: the pieces at DFR,
 * DLF and DRB.  The first is solved (EG-0), the second swaps the two
 * corners beside DBL, a diagonal swap once the layer is turned (EG-2),
 * and the other four swap two adjacent corners (EG-1).
 */
static const unsigned char layer[LAYER_PERMUTATIONS][3] = {
	{ CUBE_DFR, CUBE_DLF, CUBE_DRB }, { CUBE_DFR, CUBE_DRB, CUBE_DLF },
	{ CUBE_DLF, CUBE_DFR, CUBE_DRB }, { CUBE_DRB, CUBE_DLF, CUBE_DFR },
	{ CUBE_DLF, CUBE_DRB, CUBE_DFR }, { CUBE_DRB, CUBE_DFR, CUBE_DLF },
};

static const struct cube_subset subset[] = {
	{ "cll", LAST_LAYER, 1u << 0, 0, false },
	{ "eg-1", LAST_LAYER, 0x3cu, 0, false },
	{ "eg-2", LAST_LAYER, 1u << 1, 0, false },
	{ "eg", LAST_LAYER, 0x3fu, 0, true },
	{ "tcll+", LAST_LAYER, 1u << 0, 1, false },
	{ "tcll-", LAST_LAYER, 1u << 0, 2, false },
	{ "ls", LAST_SLOT, 0, 0, false },
	{ "no-bar", NO_BAR, 0, 0, false },
	{ "3-gen", WHOLE, 0, 0, false },
	{ "optimal", WHOLE, 0, 0, false },
};
enum { SUBSETS = sizeof(subset) / sizeof(subset[0]) };

const char *
cube_subset_listed(size_t i)
{
	return i < SUBSETS ? subset[i].name : NULL;
}

/*
 * The last layer's corners read clockwise from above, from URF: the
 * order in which a pattern of twists is written below.
 */
static const unsigned char top[4] = { CUBE_URF, CUBE_UFL, CUBE_ULB, CUBE_UBR };

/*
 * A set of cases: the twists of the last layer's corners, clockwise from
 * any of them (1: the U sticker a third of a turn clockwise), as csTimer's
 * tables of CLL and TCLL have them.
 */
struct pattern {
	const char *name;
	unsigned char twist[4];
};

static const struct pattern cll_pattern[] = {
	{ "Sune", { 0, 2, 2, 2 } }, { "Antisune", { 0, 1, 1, 1 } },
	{ "Pi", { 1, 1, 2, 2 } }, { "H", { 1, 2, 1, 2 } }, { "U", { 0, 0, 2, 1 } },
	{ "T", { 0, 0, 1, 2 } }, { "L", { 0, 1, 0, 2 } }, { "O", { 0, 0, 0, 0 } },
};
static const struct pattern tcll_plus_pattern[] = {
	{ "Hammer", { 1, 2, 0, 2 } }, { "Spaceship", { 2, 0, 1, 2 } },
	{ "Stollery", { 2, 0, 0, 0 } }, { "Pinwheel", { 2, 2, 2, 2 } },
	{ "2Face", { 0, 1, 0, 1 } }, { "Turtle", { 2, 1, 0, 2 } },
	{ "Pinwheel Poser", { 2, 1, 1, 1 } }, { "Gun", { 1, 0, 0, 1 } },
};
static const struct pattern tcll_minus_pattern[] = {
	{ "Hammer", { 1, 2, 1, 0 } }, { "Spaceship", { 2, 0, 1, 1 } },
	{ "Stollery", { 1, 0, 0, 0 } }, { "Pinwheel", { 1, 1, 1, 1 } },
	{ "2Face", { 2, 0, 2, 0 } }, { "Turtle", { 2, 1, 1, 0 } },
	{ "Pinwheel Poser", { 2, 1, 2, 2 } }, { "Gun", { 2, 0, 0, 2 } },
};
enum { PATTERNS = 8, LS_CASES = 9 };

/*
 * LS's cases, csTimer's LS1 to LS9: the twist of the corner in the slot
 * (DFR) and the twist of the slot's own corner in the U layer.
 */
static const char *const ls_name[LS_CASES] = {
	"LS1", "LS2", "LS3", "LS4", "LS5", "LS6", "LS7", "LS8", "LS9"
};
static const unsigned char ls_case[3][3] = {	/* [slot's twist][its corner's twist] */
	{ 0, 6, 3 }, { 1, 7, 4 }, { 2, 8, 5 }
};

/*
 * EG's cases: each layer's name with each CLL pattern's, "EG-1 Sune",
 * made from cll_pattern when first asked for, so that the patterns' names
 * are written once.
 */
static const char *
eg_name(unsigned layer, unsigned k)
{
	static char name[3][PATTERNS][sizeof("EG-0 Antisune")];

	if (name[layer][k][0] == '\0')
		snprintf(name[layer][k], sizeof(name[layer][k]), "EG-%u %s", layer,
		    cll_pattern[k].name);
	return name[layer][k];
}

const struct cube_subset *
cube_subset_named(const char *name)
{
	unsigned i;

	for (i = 0; i < SUBSETS; i++)
		if (strcasecmp(name, subset[i].name) == 0)
			return &subset[i];
	return NULL;
}

const char *
cube_subset_name(const struct cube_subset *s)
{
	return s->name;
}

bool
cube_subset_whole(const struct cube_subset *s)
{
	return s->shape == WHOLE || s->shape == NO_BAR;
}

static const struct pattern *
patterns(const struct cube_subset *s)
{
	return s->dfr_twist == 1 ? tcll_plus_pattern :
	    s->dfr_twist == 2 ? tcll_minus_pattern : cll_pattern;
}

unsigned
cube_subset_cases(const struct cube_subset *s)
{
	if (s->shape == LAST_SLOT)
		return LS_CASES;
	if (s->shape != LAST_LAYER)
		return 0;
	return s->name_layer ? 3 * PATTERNS : PATTERNS;
}

const char *
cube_subset_case_name(const struct cube_subset *s, unsigned k)
{
	if (s->shape == LAST_SLOT)
		return ls_name[k];
	if (s->name_layer)
		return eg_name(k / PATTERNS, k % PATTERNS);
	return patterns(s)[k].name;
}

int
cube_subset_case_named(const struct cube_subset *s, const char *name)
{
	unsigned k, n = cube_subset_cases(s);
	char *end;
	unsigned long number;

	for (k = 0; k < n; k++)
		if (strcasecmp(name, cube_subset_case_name(s, k)) == 0)
			return (int)k;
	if (name[0] < '1' || name[0] > '9')
		return -1;
	number = strtoul(name, &end, 10);
	return *end == '\0' && number <= n ? (int)number - 1 : -1;
}

/* The twists t[0 .. 4) as a number in base 3, from the rotation that makes it least. */
static unsigned
least_rotation(const unsigned char t[4])
{
	unsigned k, i, least = 81;

	for (k = 0; k < 4; k++) {
		unsigned v = 0;

		for (i = 0; i < 4; i++)
			v = v * 3 + t[(k + i) % 4];
		if (v < least)
			least = v;
	}
	return least;
}

/* The pattern of the last layer's twists in c, as an index of the subset's patterns. */
static unsigned
pattern_of(const struct cube_subset *s, const struct cube *c)
{
	const struct pattern *p = patterns(s);
	unsigned char t[4];
	unsigned k, key;

	for (k = 0; k < 4; k++)
		t[k] = c->corner_twist[top[k]];
	key = least_rotation(t);
	for (k = 0; k < PATTERNS - 1; k++)
		if (least_rotation(p[k].twist) == key)
			break;
	return k;
}

/* Places pieces piece[0 .. n) at positions at[0 .. n) in a uniformly random order. */
static void
shuffle_into(struct cube *c, struct rng *r, const unsigned char *at,
    const unsigned char *piece, unsigned n)
{
	unsigned char p[5];
	unsigned i;

	memcpy(p, piece, n);
	for (i = n; i > 1; i--) {
		unsigned j = (unsigned)rng_below(r, i);
		unsigned char x = p[i - 1];

		p[i - 1] = p[j];
		p[j] = x;
	}
	for (i = 0; i < n; i++)
		c->corner[at[i]] = p[i];
}

/*
 * Twists the corners at[0 .. n) at random, so that the twists of the
 * whole cube add up to 0.
 */
static void
twist_at_random(struct cube *c, struct rng *r, const unsigned char *at, unsigned n)
{
	unsigned i, sum = 0;

	for (i = 0; i < CUBE_CORNERS; i++)
		sum += c->corner_twist[i];
	for (i = 0; i + 1 < n; i++) {
		c->corner_twist[at[i]] = (unsigned char)rng_below(r, 3);
		sum += c->corner_twist[at[i]];
	}
	c->corner_twist[at[n - 1]] = (unsigned char)((3 - sum % 3) % 3);
}

/* Whether c is solved but for a turn of U: CLL's state with nothing left to learn. */
static bool
solved_but_u(const struct cube *c)
{
	struct cube u = *c;
	unsigned q;

	for (q = 0; q < 4; q++) {
		if (memcmp(&u, &cube_solved, sizeof(u)) == 0)
			return true;
		cube_turn(&u, (struct cube_turn){ CUBE_U, 1 });
	}
	return false;
}

/* A last-layer state, first layer on D; returns its case. */
static unsigned
draw_last_layer(const struct cube_subset *s, struct rng *r, struct cube *c)
{
	unsigned l, k, allowed = 0;

	for (l = 0; l < LAYER_PERMUTATIONS; l++)
		allowed += s->layers >> l & 1;
	*c = cube_solved;
	do {
		/* The k-th permutation allowed. */
		k = (unsigned)rng_below(r, allowed);
		for (l = 0; !(s->layers >> l & 1) || k-- > 0; l++)
			;
		c->corner[CUBE_DFR] = layer[l][0];
		c->corner[CUBE_DLF] = layer[l][1];
		c->corner[CUBE_DRB] = layer[l][2];
		c->corner_twist[CUBE_DFR] = s->dfr_twist;
		shuffle_into(c, r, top, top, 4);
		twist_at_random(c, r, top, 4);
	} while (solved_but_u(c));
	k = pattern_of(s, c);
	return s->name_layer ? (l == 0 ? 0 : l == 1 ? 2 : 1) * PATTERNS + k : k;
}

/* A last-slot state: DFR's corner somewhere in the U layer; returns its case. */
static unsigned
draw_last_slot(struct rng *r, struct cube *c)
{
	static const unsigned char at[5] = {
		CUBE_URF, CUBE_UFL, CUBE_ULB, CUBE_UBR, CUBE_DFR
	};
	unsigned i;

	*c = cube_solved;
	do
		shuffle_into(c, r, at, at, 5);
	while (c->corner[CUBE_DFR] == CUBE_DFR);
	twist_at_random(c, r, at, 5);
	for (i = 0; c->corner[at[i]] != CUBE_DFR; i++)
		;
	return ls_case[c->corner_twist[CUBE_DFR]][c->corner_twist[at[i]]];
}

/*
 * Whether some face of c shows two stickers of one colour side by side
 * (a bar): the facelets of a face are read in rows of two, so the pairs
 * side by side are 0-1, 2-3, 0-2 and 1-3.
 */
static bool
has_bar(const struct cube *c)
{
	unsigned char f[CUBE_FACELETS];
	unsigned i;

	cube_facelets(c, f);
	for (i = 0; i < CUBE_FACELETS; i += 4)
		if (f[i] == f[i + 1] || f[i + 2] == f[i + 3] || f[i] == f[i + 2] ||
		    f[i + 1] == f[i + 3])
			return true;
	return false;
}

unsigned
cube_subset_draw(const struct cube_subset *s, struct rng *r, int only, struct cube *c)
{
	unsigned char face_at[CUBE_FACES];
	struct cube held;
	unsigned k;

	if (cube_subset_whole(s)) {
		/*
		 * One draw, split in two: two draws as a call's arguments would
		 * come in an order the compiler chooses, and a seed would not
		 * draw the same states under every compiler.
		 */
		do {
			uint64_t drawn = rng_below(r, POSITIONS);

			cube_from_coordinates(c, (unsigned)(drawn / CUBE_TWISTS),
			    (unsigned)(drawn % CUBE_TWISTS));
		} while (s->shape == NO_BAR && has_bar(c));
		return 0;
	}
	/* Drawn again until the case is the one asked for, which keeps it uniform. */
	do
		k = s->shape == LAST_SLOT ? draw_last_slot(r, c) :
		    draw_last_layer(s, r, c);
	while (only >= 0 && k != (unsigned)only);
	/*
	 * Any colour may be the first layer.  A whole turn keeps TCLL+ and
	 * TCLL- apart: they are mirror images, not turns of each other.
	 */
	cube_rotate(c, (unsigned)rng_below(r, CUBE_ROTATIONS), &held, face_at);
	*c = held;
	return k;
}

/*
 * Subgroups.  A breadth-first search from the solved cube over the
 * solver's move tables, with the turns of its faces only, finds each
 * state the faces reach and its distance (0xff: not reached).
 */
struct cube_subgroup {
	uint32_t *position;	/* permutation * CUBE_TWISTS + twist */
	uint32_t n;
};

struct cube_subgroup *
cube_subgroup_new(struct cube_solver *s, unsigned min_moves)
{
	struct cube_subgroup *g;
	unsigned char *distance = xreallocarray(NULL, POSITIONS, 1);
	uint32_t *queue = xreallocarray(NULL, POSITIONS, sizeof(*queue));
	uint32_t head = 0, tail = 0, i;
	unsigned k, q;

	memset(distance, 0xff, POSITIONS);
	distance[0] = 0;
	queue[tail++] = 0;
	while (head < tail) {
		uint32_t at = queue[head++];
		unsigned perm = at / CUBE_TWISTS, twist = at % CUBE_TWISTS;

		for (k = 0; k < s->nfaces; k++)
			for (q = 0; q < 3; q++) {
				unsigned m = s->turn[0][k].turn[q];
				uint32_t to = (uint32_t)s->permutation_turn[perm][m] *
				    CUBE_TWISTS + s->twist_turn[twist][m];

				if (distance[to] == 0xff) {
					distance[to] = (unsigned char)(distance[at] + 1);
					queue[tail++] = to;
				}
			}
	}
	/* The queue holds the states reached, nearest first: keep the far enough. */
	for (i = 0; i < tail && distance[queue[i]] < min_moves; i++)
		;
	free(distance);
	if (i == tail) {
		free(queue);
		return NULL;
	}
	g = xreallocarray(NULL, 1, sizeof(*g));
	g->n = tail - i;
	memmove(queue, queue + i, g->n * sizeof(*queue));
	g->position = queue;
	return g;
}

void
cube_subgroup_free(struct cube_subgroup *g)
{
	if (g == NULL)
		return;
	free(g->position);
	free(g);
}

void
cube_subgroup_draw(const struct cube_subgroup *g, struct rng *r, struct cube *c)
{
	uint32_t at = g->position[rng_below(r, g->n)];

	cube_from_coordinates(c, at / CUBE_TWISTS, at % CUBE_TWISTS);
}
