/*
 * Learning curves, as in Fig. 1 to 3 of Hagelbarger (1956): the
 * matcher's net score (its wins less its losses) after each play,
 * thinned to at most a few thousand points, and the points V where it
 * had learned.
 */
#ifndef WITS_SEER_CURVE_H
#define WITS_SEER_CURVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct seer_curve {
	int64_t *net;		/* after plays stride, 2 stride, ... */
	size_t n, cap;
	uint64_t stride, plays;
	int64_t score;		/* the net score now */
	uint64_t *mark;		/* plays at which V is drawn */
	int64_t *mark_net;
	size_t nmark, markcap;
};

void seer_curve_add(struct seer_curve *c, bool matcher_won);

/* V after `after` plays of a run the matcher won to the end: its net score follows from the run. */
void seer_curve_mark(struct seer_curve *c, uint64_t after);

void seer_curve_free(struct seer_curve *c);

/* The curves one picture draws at most: past a few, their inks repeat. */
#define SEER_CURVES_MAX 1000

/*
 * The curves of a pairing's matches, one a match: a record holds as
 * many as its sessions, of which the first SEER_CURVES_MAX are drawn.
 */
struct seer_curves {
	struct seer_curve *curve;
	size_t n, cap;
	uint64_t left_out;	/* matches past SEER_CURVES_MAX */
};

/*
 * A new empty curve at the end, for the next match (it moves when the
 * next is added); NULL past SEER_CURVES_MAX, a match left out.
 */
struct seer_curve *seer_curves_add(struct seer_curves *s);

/* The last match's curve goes, or it is no more left out: it had no plays (a record's blank lines at its end). */
void seer_curves_drop(struct seer_curves *s);

void seer_curves_free(struct seer_curves *s);

/* The net score after plays, of which the matcher won matcher_wins. */
int64_t seer_net(uint64_t plays, uint64_t matcher_wins);

#endif
