/*
 * Learning curves, as in Fig. 1 to 3 of Hagelbarger (1956): the
 * matcher's net score (its wins less its losses) after each play,
 * thinned to at most a few thousand points, the points V where it had
 * learned, and where a record's next line began (Fig. 1's phase shift,
 * Fig. 2's next sequence), these no denser than the thinned points.
 */
#ifndef WITS_SEER_CURVE_H
#define WITS_SEER_CURVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A point of a curve, kept exactly however the curve is thinned. */
struct seer_point {
	uint64_t play;		/* after this many plays */
	int64_t net;
};

struct seer_points {
	struct seer_point *at;	/* in the order of play */
	size_t n, cap;
};

struct seer_curve {
	int64_t *net;		/* after plays stride, 2 stride, ... */
	size_t n, cap;
	uint64_t stride, plays;
	int64_t score;		/* the net score now */
	struct seer_points learned;	/* V */
	struct seer_points next_line;	/* a record's next line begins */
	bool line_ended;	/* the next play begins a line */
};

void seer_curve_add(struct seer_curve *c, bool matcher_won);

/*
 * V after `after` plays of a run the matcher won to the end: its net score
 * follows from the run.
 */
void seer_curve_mark(struct seer_curve *c, uint64_t after);

/*
 * A record's line was played to its end: a point where the next begins, if a
 * play follows.
 */
void seer_curve_line_end(struct seer_curve *c);

/*
 * A curve's points in the order of play: the start at 0, its thinned
 * points, and exactly each V, each line's beginning and its end, so that
 * every mark lies on the line drawn through them.
 */
struct seer_walk {
	const struct seer_curve *c;
	size_t j, learned, next_line;	/* the next of each kind of point */
	bool started, ended;
};

void seer_walk_start(struct seer_walk *w, const struct seer_curve *c);

/* The next point; false past the end. */
bool seer_walk_next(struct seer_walk *w, struct seer_point *at);

/* The curves one picture draws at most: past a few, their inks repeat. */
#define SEER_CURVES_MAX 1000

/*
 * The curves of a pairing's matches, one for each match.  A record has
 * one for each of its sessions; only the first SEER_CURVES_MAX are drawn.
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

/*
 * The last match's curve goes, or it is no more left out: it had no plays (a
 * record's blank lines at its end).
 */
void seer_curves_drop(struct seer_curves *s);

void seer_curves_free(struct seer_curves *s);

/* The net score after plays, of which the matcher won matcher_wins. */
int64_t seer_net(uint64_t plays, uint64_t matcher_wins);

#endif
