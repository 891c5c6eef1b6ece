/*
 * Learning curves: the net score play by play, thinned as it grows; the points
 * V and where lines begin; the points in order.
 */
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

/*
 * Adds to p a mark (V, or a line's beginning) at play, unless one of its kind already
 * stands in the same stretch of `stride` plays: marks are kept no denser
 * than the thinned curve's points, the first of each stretch exactly.
 */
static void
mark(const struct seer_curve *c, struct seer_points *p, uint64_t play, int64_t net)
{
	uint64_t stride = c->stride > 0 ? c->stride : 1;

	if (p->n > 0 && p->at[p->n - 1].play / stride == play / stride)
		return;
	if (p->n == p->cap) {
		p->cap = p->cap ? p->cap * 2 : 8;
		p->at = xreallocarray(p->at, p->cap, sizeof(*p->at));
	}
	p->at[p->n++] = (struct seer_point){ play, net };
}

/*
 * Thins the marks of p for a curve whose stride has grown, keeping the first
 * of each stretch.
 */
static void
thin_marks(struct seer_points *p, uint64_t stride)
{
	size_t i, kept = 0;

	for (i = 0; i < p->n; i++)
		if (kept == 0 || p->at[i].play / stride != p->at[kept - 1].play / stride)
			p->at[kept++] = p->at[i];
	p->n = kept;
}

void
seer_curve_add(struct seer_curve *c, bool matcher_won)
{
	size_t i;

	if (c->stride == 0)
		c->stride = 1;
	if (c->line_ended)
		mark(c, &c->next_line, c->plays, c->score);
	c->line_ended = false;
	c->score += matcher_won ? 1 : -1;
	if (++c->plays % c->stride != 0)
		return;
	if (c->n == 2 * CURVE_POINTS) {
		/*
		 * Every second point goes, and the stride doubles: net[i] stays
		 * at play (i + 1) * stride.
		 */
		for (i = 0; i < CURVE_POINTS; i++)
			c->net[i] = c->net[2 * i + 1];
		c->n = CURVE_POINTS;
		c->stride *= 2;
		thin_marks(&c->learned, c->stride);
		thin_marks(&c->next_line, c->stride);
		if (c->plays % c->stride != 0)
			return;
	}
	curve_push(c, c->score);
}

void
seer_curve_mark(struct seer_curve *c, uint64_t after)
{
	mark(c, &c->learned, after, c->score - (int64_t)(c->plays - after));
}

void
seer_curve_line_end(struct seer_curve *c)
{
	c->line_ended = true;
}

static void
seer_curve_free(struct seer_curve *c)
{
	free(c->net);
	free(c->learned.at);
	free(c->next_line.at);
	memset(c, 0, sizeof(*c));
}

void
seer_walk_start(struct seer_walk *w, const struct seer_curve *c)
{
	memset(w, 0, sizeof(*w));
	w->c = c;
}

/* Takes the next of the points of p into *at when it stands at play. */
static void
take(const struct seer_points *p, size_t *i, uint64_t play, struct seer_point *at)
{
	if (*i < p->n && p->at[*i].play == play)
		*at = p->at[(*i)++];
}

bool
seer_walk_next(struct seer_walk *w, struct seer_point *at)
{
	const struct seer_curve *c = w->c;
	uint64_t play = c->plays;

	if (!w->started) {
		w->started = true;
		*at = (struct seer_point){ 0, 0 };
		return true;
	}
	if (w->j < c->n && (w->j + 1) * c->stride < play)
		play = (w->j + 1) * c->stride;
	if (w->learned < c->learned.n && c->learned.at[w->learned].play < play)
		play = c->learned.at[w->learned].play;
	if (w->next_line < c->next_line.n && c->next_line.at[w->next_line].play < play)
		play = c->next_line.at[w->next_line].play;
	if (play == c->plays && (w->ended || play == 0))
		return false;
	w->ended = play == c->plays;
	*at = (struct seer_point){ play, c->score };
	if (w->j < c->n && (w->j + 1) * c->stride == play)
		at->net = c->net[w->j++];
	take(&c->learned, &w->learned, play, at);
	take(&c->next_line, &w->next_line, play, at);
	return true;
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
