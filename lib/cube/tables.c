/*
 * The solver's tables: move tables for the two coordinates, the
 * distances of each coordinate alone (the distance table of every
 * position is distances.c's), the turns the walks down the table try and
 * the positions two turns from solved (down.c reads them), and the
 * census read from them.  nissy keeps its pruning table apart from its
 * search in the same way.
 */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "solver.h"

static void
build_turn_tables(struct cube_solver *s)
{
	unsigned p, t, f, q;
	struct cube from, c;

	s->permutation_turn = xreallocarray(NULL, CUBE_PERMUTATIONS, sizeof(*s->permutation_turn));
	s->twist_turn = xreallocarray(NULL, CUBE_TWISTS, sizeof(*s->twist_turn));
	for (p = 0; p < CUBE_PERMUTATIONS; p++) {
		cube_from_coordinates(&from, p, 0);
		for (f = 0; f < CUBE_HOME_FACES; f++) {
			c = from;
			cube_turn(&c, (struct cube_turn){ cube_home_face[f], 1 });
			s->permutation_turn[p][cube_home_turn(f, 1)] =
			    (uint16_t)cube_permutation(&c);
		}
	}
	for (t = 0; t < CUBE_TWISTS; t++) {
		cube_from_coordinates(&from, 0, t);
		for (f = 0; f < CUBE_HOME_FACES; f++) {
			c = from;
			cube_turn(&c, (struct cube_turn){ cube_home_face[f], 1 });
			s->twist_turn[t][cube_home_turn(f, 1)] = (uint16_t)cube_twist(&c);
		}
	}
	/* A half turn is two quarter turns, an inverse turn three. */
	for (q = 2; q <= 3; q++)
		for (f = 0; f < CUBE_HOME_FACES; f++) {
			unsigned one = cube_home_turn(f, 1), prev = cube_home_turn(f, q - 1);

			for (p = 0; p < CUBE_PERMUTATIONS; p++)
				s->permutation_turn[p][cube_home_turn(f, q)] =
				    s->permutation_turn[s->permutation_turn[p][prev]][one];
			for (t = 0; t < CUBE_TWISTS; t++)
				s->twist_turn[t][cube_home_turn(f, q)] =
				    s->twist_turn[s->twist_turn[t][prev]][one];
		}
}

/* Breadth-first distances of one coordinate alone (0xff: not reached). */
static void
coordinate_distances(uint16_t (*turn_table)[CUBE_HOME_TURNS], unsigned n,
    const unsigned char *turn, unsigned nturns, unsigned char *distance)
{
	unsigned d, i, k;
	bool grew = true;

	memset(distance, 0xff, n);
	distance[0] = 0;
	for (d = 0; grew; d++) {
		grew = false;
		for (i = 0; i < n; i++) {
			if (distance[i] != d)
				continue;
			for (k = 0; k < nturns; k++) {
				unsigned next = turn_table[i][turn[k]];

				if (distance[next] == 0xff) {
					distance[next] = (unsigned char)(d + 1);
					grew = true;
				}
			}
		}
	}
}

/*
 * The positions two turns from solved: each is solved by a pair of turns
 * a then b, of two faces, and reached from solved by b then a undone.
 * The table is kept (s->two_known) only when each such position has a
 * permutation of its own, shared with no other such position nor with
 * solved or a position one turn away (those are marked 0xff first): then
 * a position is two turns from solved exactly when its permutation has
 * an entry and its twist is the entry's.  So it is for R, U, F (54
 * positions, 54 permutations), and for any two of them.
 */
static void
last_two(struct cube_solver *s)
{
	const unsigned char *column = s->try_column[CUBE_FACES], *code = s->try_turn[CUBE_FACES];
	unsigned a, b, perm, twist, tries = s->ntries[CUBE_FACES], pairs = 0, known = 0, i;

	memset(s->last_two, 0, sizeof(s->last_two));
	s->last_two[0] = 0xff;
	for (a = 0; a < tries; a++)
		s->last_two[s->permutation_turn[0][column[a]]] = 0xff;
	for (b = 0; b < tries; b++)
		for (a = 0; a < tries; a++) {
			if (code[a] >> 2 == code[b] >> 2)
				continue;
			/* undo b, then a: the same face, 4 - q quarter turns */
			perm = s->permutation_turn[0][column[b / 3 * 3 + 2 - b % 3]];
			twist = s->twist_turn[0][column[b / 3 * 3 + 2 - b % 3]];
			twist = s->twist_turn[twist][column[a / 3 * 3 + 2 - a % 3]];
			perm = s->permutation_turn[perm][column[a / 3 * 3 + 2 - a % 3]];
			s->last_two[perm] = s->last_two[perm] != 0 ? 0xff :
			    (unsigned char)(code[a] << 4 | code[b]);
			s->last_two_twist[perm] = (uint16_t)twist;
			pairs++;
		}
	for (i = 0; i < CUBE_PERMUTATIONS; i++)
		known += s->last_two[i] != 0 && s->last_two[i] != 0xff;
	s->two_known = known == pairs;
}

static void
walk_tries(struct cube_solver *s)
{
	unsigned last, k, q, n;

	/* held every way, the cube has no one list (and up to six faces, 18 turns) */
	if (s->held)
		return;
	for (last = 0; last <= CUBE_FACES; last++) {
		for (n = 0, k = 0; k < s->nfaces; k++)
			for (q = 1; q <= 3 && k != last; q++, n++) {
				s->try_column[last][n] = s->turn[0][k].turn[q - 1];
				s->try_turn[last][n] = (unsigned char)(k * 4 + q);
			}
		s->ntries[last] = (unsigned char)n;
	}
	/* the walks that read it count a half turn as one turn */
	if (s->metric == CUBE_HTM)
		last_two(s);
}

/*
 * The census for faces held: breadth-first from the solved cube held
 * every way, over the cubes and their holdings (a byte each, 88 MB for
 * the while); a cube's distance is that of it held as it is.
 */
static void
held_census(struct cube_solver *s)
{
	size_t n = (size_t)CUBE_ROTATIONS * POSITIONS, i;
	unsigned char *d = xreallocarray(NULL, n, 1);
	unsigned depth, k, q, o;
	bool grew = true;

	memset(d, 0xff, n);
	for (o = 0; o < CUBE_ROTATIONS; o++)
		d[(size_t)o * POSITIONS] = 0;
	memset(s->census, 0, sizeof(s->census));
	for (depth = 0; grew && depth < CUBE_DEPTH_MAX; depth++) {
		grew = false;
		for (i = 0; i < n; i++) {
			unsigned pos, perm, twist;

			if (d[i] != depth)
				continue;
			o = (unsigned)(i / POSITIONS);
			pos = (unsigned)(i % POSITIONS);
			perm = pos / CUBE_TWISTS;
			twist = pos % CUBE_TWISTS;
			for (k = 0; k < s->nfaces; k++)
				for (q = 1; q <= 3; q++) {
					const struct cube_held_turn *h = &s->turn[o][k];
					unsigned m = h->turn[q - 1];
					size_t j;

					if (s->metric == CUBE_QTM && q == 2)
						continue;
					j = (size_t)h->next[q - 1] * POSITIONS +
					    (size_t)s->permutation_turn[perm][m] * CUBE_TWISTS +
					    s->twist_turn[twist][m];
					if (d[j] == 0xff) {
						d[j] = (unsigned char)(depth + 1);
						grew = true;
					}
				}
		}
	}
	s->depth = 0;
	for (i = 0; i < POSITIONS; i++)
		if (d[i] != 0xff) {
			s->census[d[i]]++;
			if (d[i] > s->depth)
				s->depth = d[i];
		}
	free(d);
	s->held_census = true;
}

/*
 * Faces that include both of an axis are turned held every way, the
 * distance table over R, U and F bounding the search; the others are
 * turned as R, U and F, the cube held the one way that makes them so.
 */
struct cube_solver *
cube_solver_new(enum cube_metric metric, const unsigned char *order, unsigned nfaces)
{
	struct cube_solver *s;
	unsigned char face_at[CUBE_FACES];
	unsigned r, k, f, q, axes = 0;
	struct cube unused;

	if (nfaces == 0 || nfaces > CUBE_FACES)
		return NULL;
	for (r = 0; r < CUBE_ROTATIONS; r++) {
		cube_rotate(&cube_solved, r, &unused, face_at);
		for (k = 0; k < nfaces; k++)
			if (face_at[order[k]] != CUBE_R && face_at[order[k]] != CUBE_U &&
			    face_at[order[k]] != CUBE_F)
				break;
		if (k == nfaces)
			break;
	}
	for (k = 0; k < nfaces; k++)
		axes |= 1u << order[k] % 3;
	s = xreallocarray(NULL, 1, sizeof(*s));
	memset(s, 0, sizeof(*s));
	s->metric = metric;
	s->nfaces = nfaces;
	s->held = r == CUBE_ROTATIONS;
	if (s->held) {
		s->one_axis = (axes & (axes - 1)) == 0;
		s->every_axis = axes == 7;
		cube_held_turns(order, nfaces, s->turn);
		cube_held_rotations(s->rotated);
	} else {
		s->rotation = r;
		for (k = 0; k < nfaces; k++) {
			for (f = 0; cube_home_face[f] != face_at[order[k]]; f++)
				;
			s->turn[0][k].face = order[k];
			for (q = 1; q <= 3; q++)
				s->turn[0][k].turn[q - 1] = (unsigned char)cube_home_turn(f, q);
		}
	}
	build_turn_tables(s);
	walk_tries(s);
	if (!s->held) {
		unsigned char turn[CUBE_HOME_TURNS];
		unsigned nturns = cube_table_turns(s, turn);

		coordinate_distances(s->permutation_turn, CUBE_PERMUTATIONS, turn, nturns,
		    s->permutation_distance);
		coordinate_distances(s->twist_turn, CUBE_TWISTS, turn, nturns, s->twist_distance);
	}
	/* Fewer faces reach few positions, and the bounds cannot tell which. */
	if (s->held || nfaces < CUBE_HOME_FACES)
		cube_distances(s);
	return s;
}

void
cube_solver_free(struct cube_solver *s)
{
	if (s == NULL)
		return;
	free(s->permutation_turn);
	free(s->twist_turn);
	free(s->distance);
	free(s);
}

unsigned
cube_census(struct cube_solver *s, uint64_t count[CUBE_DEPTH_MAX + 1])
{
	cube_distances(s);
	if (s->held && !s->every_axis && !s->held_census)
		held_census(s);
	memcpy(count, s->census, sizeof(s->census));
	return s->depth;
}
