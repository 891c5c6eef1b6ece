/*
 * The parsing tree of the Lempel-Ziv predictor (lz.c): its nodes, grown
 * a node a phrase and renumbered as the room fills, and its copies.
 * lz_learn, inline in predictors.h for the fast loops, ends a phrase
 * here; the predictor's plays are lz.c's.
 *
 * The tree grows by a node a phrase, some n / log2 n nodes after n
 * plays; past LZ_MAX_NODES (2^21, 32 MB) it stops growing, and phrases
 * that would add a node end without one.  Each time its room fills, the
 * tree is renumbered in depth-first order (lz_renumber), so that a path
 * from the root runs through nearby memory.
 */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "predictors.h"

enum { LZ_FIRST_ROOM = 64, LZ_MAX_NODES = 1 << 21 };

void
lz_new(struct lz *z)
{
	memset(z, 0, sizeof(*z));
	z->room = LZ_FIRST_ROOM;
	z->node = xreallocarray(NULL, z->room, sizeof(*z->node));
}

/*
 * Numbers the nodes in depth-first order, the root first and each
 * node's child - right after it.  A node's number says nothing to the
 * predictor; where it lies in memory decides how long a play waits for
 * it.  Numbered as they were made, the nodes of a path lie far apart
 * once the tree outgrows the processor's caches, each step down a fetch
 * from memory; renumbered, every step to a child - and every step
 * inside a small subtree stays near the last.
 */
static void
lz_renumber(struct lz *z)
{
	uint32_t *stack = xreallocarray(NULL, z->nodes, sizeof(*stack));
	uint32_t *number = xreallocarray(NULL, z->nodes, sizeof(*number));
	struct lz_node *node = xreallocarray(NULL, z->room, sizeof(*node));
	uint32_t top = 0, next = 0, i;
	int play;

	/* Each node is pushed once, by its parent: the stack holds them all. */
	stack[top++] = 0;
	while (top > 0) {
		uint32_t at = stack[--top];

		number[at] = next++;
		for (play = SEER_PLUS; play >= SEER_MINUS; play--)
			if (z->node[at].child[play] != 0)
				stack[top++] = z->node[at].child[play];
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
