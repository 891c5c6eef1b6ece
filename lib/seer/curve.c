/* Learning curves: the net score play by play, thinned as it grows, and the points V. */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "curve.h"

enum { CURVE_POINTS = 2048 };	/* a curve keeps between this and twice this many points */

static void
curve_push(struct seer_curve *c, int64_t net)
{
	if (c->n == c->cap) {
		c->cap = c->cap ? c->cap * 2 : 256;
		c->net = xreallocarray(c->net, c->cap, sizeof(*c->net));
	}
	c->net[c->n++] = net;
}

void
seer_curve_add(struct seer_curve *c, bool matcher_won)
{
	size_t i;

	if (c->stride == 0)
		c->stride = 1;
	c->score += matcher_won ? 1 : -1;
	if (++c->plays % c->stride != 0)
		return;
	if (c->n == 2 * CURVE_POINTS) {
		/* Every second point goes, and the stride doubles: net[i] stays at play (i + 1) * stride. */
		for (i = 0; i < CURVE_POINTS; i++)
			c->net[i] = c->net[2 * i + 1];
		c->n = CURVE_POINTS;
		c->stride *= 2;
		if (c->plays % c->stride != 0)
			return;
	}
	curve_push(c, c->score);
}

void
seer_curve_mark(struct seer_curve *c, uint64_t after)
{
	if (c->nmark == c->markcap) {
		c->markcap = c->markcap ? c->markcap * 2 : 8;
		c->mark = xreallocarray(c->mark, c->markcap, sizeof(*c->mark));
		c->mark_net = xreallocarray(c->mark_net, c->markcap, sizeof(*c->mark_net));
	}
	c->mark[c->nmark] = after;
	c->mark_net[c->nmark] = c->score - (int64_t)(c->plays - after);
	c->nmark++;
}

void
seer_curve_free(struct seer_curve *c)
{
	free(c->net);
	free(c->mark);
	free(c->mark_net);
	memset(c, 0, sizeof(*c));
}

struct seer_curve *
seer_curves_add(struct seer_curves *s)
{
	if (s->n == SEER_CURVES_MAX) {
		s->left_out++;
		return NULL;
	}
	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 8;
		s->curve = xreallocarray(s->curve, s->cap, sizeof(*s->curve));
	}
	memset(&s->curve[s->n], 0, sizeof(*s->curve));
	return &s->curve[s->n++];
}

void
seer_curves_drop(struct seer_curves *s)
{
	if (s->left_out > 0)
		s->left_out--;
	else
		seer_curve_free(&s->curve[--s->n]);
}

void
seer_curves_free(struct seer_curves *s)
{
	size_t i;

	for (i = 0; i < s->n; i++)
		seer_curve_free(&s->curve[i]);
	free(s->curve);
	memset(s, 0, sizeof(*s));
}

int64_t
seer_net(uint64_t plays, uint64_t matcher_wins)
{
	return (int64_t)(2 * matcher_wins) - (int64_t)plays;
}
