/*
 * The distance table of every position, 2 bits for each (its distance
 * mod 3), built once by breadth-first search on bit sets; and the census
 * of the layers as they are found.
 */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "solver.h"

/*
 * The distance table, by breadth-first search on bit sets, a bit a
 * position: the positions reached, the frontier (those at distance d)
 * and the next layer.  While the frontier is small each of its positions
 * sets its neighbours' bits in the next layer without looking at them
 * first (push); once it outnumbers the unreached, each of those looks
 * for a neighbour in it instead (pull).  The layer's new positions then
 * take their entry, d + 1 mod 3, 64 at a time.
 *
 * The positions are taken a permutation at a time: a turn takes every
 * twist of permutation p to the one permutation it makes of p, so the
 * bits a turn of p's positions sets or reads lie in the 92 bytes of that
 * permutation, not all over the set.  Measured against the search on the
 * 2-bit entries themselves, a position at a time: a quarter of the
 * instructions.
 */
enum { BITSET_WORDS = (POSITIONS + 63) / 64 };

struct bfs {
	const struct cube_solver *s;
	const unsigned char *turn;
	unsigned nturns;
	uint64_t *reached, *frontier, *next;
};

/*
 * The frontier's twists t[0 .. n) of permutation p set their neighbours'
 * bits.  Locals in the loop: a write to the set might alias a field of b,
 * which the compiler would then read again every time.
 */
static void
push(struct bfs *b, unsigned p, uint16_t *t, unsigned n)
{
	uint16_t (*twist_turn)[CUBE_HOME_TURNS] = b->s->twist_turn;
	uint64_t *next = b->next;
	unsigned k, i;

	for (k = 0; k < b->nturns; k++) {
		unsigned m = b->turn[k];
		uint32_t to = (uint32_t)b->s->permutation_turn[p][m] * CUBE_TWISTS;

		for (i = 0; i < n; i++) {
			uint32_t j = to + twist_turn[t[i]][m];

			next[j >> 6] |= (uint64_t)1 << (j & 63);
		}
	}
}

/* The unreached twists t[0 .. n) of permutation p look for a neighbour on the frontier. */
static void
pull(struct bfs *b, unsigned p, uint16_t *t, unsigned n)
{
	uint16_t (*twist_turn)[CUBE_HOME_TURNS] = b->s->twist_turn;
	const uint64_t *frontier = b->frontier;
	uint64_t *next = b->next;
	uint32_t from = p * CUBE_TWISTS;
	unsigned k, i;

	for (k = 0; k < b->nturns && n > 0; k++) {
		unsigned m = b->turn[k];
		uint32_t to = (uint32_t)b->s->permutation_turn[p][m] * CUBE_TWISTS;

		for (i = 0; i < n;) {
			uint32_t j = to + twist_turn[t[i]][m];

			if (frontier[j >> 6] >> (j & 63) & 1) {
				j = from + t[i];
				next[j >> 6] |= (uint64_t)1 << (j & 63);
				t[i] = t[--n];
			} else {
				i++;
			}
		}
	}
}

/*
 * Calls each for the positions in the bit set (with complement, those not
 * in it), a permutation at a time.
 */
static void
by_permutation(struct bfs *b, const uint64_t *set, bool complement,
    void (*each)(struct bfs *b, unsigned p, uint16_t *t, unsigned n))
{
	uint16_t t[CUBE_TWISTS];
	uint32_t p = 0, block_end = CUBE_TWISTS;
	size_t w;
	unsigned n = 0;

	for (w = 0; w < BITSET_WORDS; w++) {
		uint64_t bits = complement ? ~set[w] : set[w];

		if (w == BITSET_WORDS - 1 && POSITIONS % 64 != 0)
			bits &= ((uint64_t)1 << POSITIONS % 64) - 1;
		for (; bits != 0; bits &= bits - 1) {
			uint32_t i = (uint32_t)(w * 64 + lowest_bit(bits));

			if (i >= block_end) {
				each(b, p, t, n);
				p = i / CUBE_TWISTS;
				block_end = (p + 1) * CUBE_TWISTS;
				n = 0;
			}
			t[n++] = (uint16_t)(i - p * CUBE_TWISTS);
		}
	}
	each(b, p, t, n);
}

/* Returns the 32 bits of x spread to the even bits of a word: bit i goes to bit 2i. */
static uint64_t
spread(uint64_t x)
{
	x &= 0xffffffffu;
	x = (x | x << 16) & 0x0000ffff0000ffffu;
	x = (x | x << 8) & 0x00ff00ff00ff00ffu;
	x = (x | x << 4) & 0x0f0f0f0f0f0f0f0fu;
	x = (x | x << 2) & 0x3333333333333333u;
	return (x | x << 1) & 0x5555555555555555u;
}

/*
 * Gives entry v to the new positions of the next layer, those not reached
 * before.  Returns how many there are.
 */
static uint64_t
settle(struct bfs *b, uint64_t *table, unsigned v)
{
	uint64_t found = 0, *swap;
	size_t w, h;

	for (w = 0; w < BITSET_WORDS; w++) {
		uint64_t fresh = b->next[w] & ~b->reached[w];

		b->next[w] = fresh;
		if (fresh == 0)
			continue;
		b->reached[w] |= fresh;
		found += bit_count(fresh);
		/* a table word holds 32 entries: this word's halves */
		for (h = 0; h < 2; h++) {
			uint64_t at = spread(fresh >> 32 * h);

			table[2 * w + h] = (table[2 * w + h] & ~(at * 3)) | at * v;
		}
	}
	swap = b->frontier;
	b->frontier = b->next;
	b->next = swap;
	memset(b->next, 0, BITSET_WORDS * sizeof(*b->next));
	return found;
}

static void
build_distances(struct cube_solver *s)
{
	size_t words = (POSITIONS + 31) / 32;
	unsigned char turn[CUBE_HOME_TURNS];
	struct bfs b = { s, turn, cube_table_turns(s, turn), NULL, NULL, NULL };
	uint64_t reached = 1, frontier = 1, *bits;
	unsigned d;

	bits = xreallocarray(NULL, 3 * BITSET_WORDS, sizeof(*bits));
	memset(bits, 0, 3 * BITSET_WORDS * sizeof(*bits));
	b.reached = bits;
	b.frontier = bits + BITSET_WORDS;
	b.next = bits + 2 * BITSET_WORDS;
	b.reached[0] = b.frontier[0] = 1;
	s->distance = xreallocarray(NULL, words, sizeof(*s->distance));
	memset(s->distance, 0xff, words * sizeof(*s->distance));
	s->distance[0] &= ~(uint64_t)UNREACHED;
	memset(s->census, 0, sizeof(s->census));
	s->census[0] = 1;
	for (d = 0; frontier > 0 && d < CUBE_DEPTH_MAX; d++) {
		if (frontier < POSITIONS - reached)
			by_permutation(&b, b.frontier, false, push);
		else
			by_permutation(&b, b.reached, true, pull);
		frontier = settle(&b, s->distance, (d + 1) % 3);
		reached += frontier;
		s->census[d + 1] = frontier;
	}
	s->depth = d - 1;
	free(bits);
}

void
cube_distances(struct cube_solver *s)
{
	if (s->distance == NULL)
		build_distances(s);
}
