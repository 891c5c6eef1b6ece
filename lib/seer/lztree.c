/*
 * The parsing tree of the Lempel-Ziv predictor (lz.c): its nodes, grown
 * a node a phrase and renumbered as the room fills, and its copies.
 * lz_learn, inline in predictors.h for the fast loops, ends a phrase
 * here; the predictor's plays are lz.c's.
 *
 * The tree grows by a node a phrase, some n / log2 n nodes after n
 * plays; past LZ_MAX_NODES (2^21, 32 MB) it stops growing, and phrases
 * that would add a node end without one.  Each time its room fills, the
 * tree is renumbered in blocks of a few levels (lz_renumber), so that a
 * path from the root runs through few cache lines.
 */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "predictors.h"

/*
 * A block of the renumbered tree: 8 nodes of 16 bytes, the 128 bytes of
 * the two cache lines the processor fetches together.
 */
enum { LZ_FIRST_ROOM = 64, LZ_MAX_NODES = 1 << 21, LZ_BLOCK = 8 };

void
lz_new(struct lz *z)
{
	memset(z, 0, sizeof(*z));
	z->room = LZ_FIRST_ROOM;
	z->node = xreallocarray(NULL, z->room, sizeof(*z->node));
}

/*
 * Numbers the nodes in blocks of LZ_BLOCK, the root's block first: a
 * block is the first LZ_BLOCK nodes of a subtree taken breadth first
 * (a node, its children, its grandchildren and one more), and the
 * subtrees left below it are numbered after it, depth first, each as a
 * block of its own.  A node's number says nothing to the predictor;
 * where it lies in memory decides how long a play waits for it.
 * Numbered as they were made, the nodes of a path lie far apart once
 * the tree outgrows the processor's caches, each step down a fetch from
 * memory; in blocks, a path down the tree crosses into a new block every
 * three steps or so, whichever way it turns.  (Depth first alone keeps
 * each step to a child - near but each step to a child + far: against a
 * fair coin, 60 million plays in blocks meet 10% fewer misses of a 48 kB
 * cache and 6% fewer of a 2 MB one, as cachegrind counts them.)
 */
static void
lz_renumber(struct lz *z)
{
	uint32_t *stack = xreallocarray(NULL, z->nodes, sizeof(*stack));
	uint32_t *number = xreallocarray(NULL, z->nodes, sizeof(*number));
	struct lz_node *node = xreallocarray(NULL, z->room, sizeof(*node));
	uint32_t block[2 * LZ_BLOCK + 1];
	uint32_t top = 0, next = 0, i;
	int play;

	/* Each node is pushed once, as the root of a block: the stack holds them all. */
	stack[top++] = 0;
	while (top > 0) {
		uint32_t head = 0, tail = 0;

		block[tail++] = stack[--top];
		while (head < tail && head < LZ_BLOCK) {
			uint32_t at = block[head++];

			number[at] = next++;
			for (play = SEER_MINUS; play <= SEER_PLUS; play++)
				if (z->node[at].child[play] != 0)
					block[tail++] = z->node[at].child[play];
		}
		/* The subtrees below the block, the first on top. */
		while (tail > head)
			stack[top++] = block[--tail];
	}
	for (i = 0; i < z->nodes; i++) {
		struct lz_node n = z->node[i];

		for (play = SEER_MINUS; play <= SEER_PLUS; play++)
			if (n.child[play] != 0)
				n.child[play] = number[n.child[play]];
		node[number[i]] = n;
	}
	free(z->node);
	free(stack);
	free(number);
	z->node = node;
}

void
lz_phrase_end(struct lz *z, int play)
{
	if (z->nodes < LZ_MAX_NODES) {
		if (z->nodes == z->room) {
			z->room *= 2;
			z->node = xreallocarray(z->node, z->room, sizeof(*z->node));
		}
		memset(&z->node[z->nodes], 0, sizeof(z->node[z->nodes]));
		z->node[z->at].child[play] = z->nodes++;
		/* The next phrase starts at the root, which keeps its number. */
		if (z->nodes == z->room)
			lz_renumber(z);
	}
	z->at = 0;
	z->depth = 0;
	z->phrases++;
}

void
lz_copy(struct lz *to, const struct lz *from)
{
	*to = *from;
	to->node = xreallocarray(NULL, from->room, sizeof(*to->node));
	memcpy(to->node, from->node, from->nodes * sizeof(*to->node));
}

void
lz_free(struct lz *z)
{
	free(z->node);
	z->node = NULL;
}
