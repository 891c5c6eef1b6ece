/* The penny-matching game as text: plays, why a player played, scores, learning curves in SVG. */
#ifndef WITS_SEERTEXT_H
#define WITS_SEERTEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "seer.h"
#include "text.h"

/* "++-+": one character a play. */
void seer_text_plays(struct text *t, const unsigned char *play, size_t n);

/*
 * Why p plays `play`, from the memory it consulted, as the paper's
 * inspection of the internal memory would read it: for SEER "state
 * won,lost,same; counter +2, odds 3:1: followed, same".  Call it
 * between seer_play and seer_observe.
 */
void seer_text_why(struct text *t, const struct seer_player *p, int play);

/* wins / plays with four decimals: "0.5750" */
void seer_text_rate(struct text *t, uint64_t wins, uint64_t plays);

/*
 * A match's result as the paper gave one: each side's wins and win rate
 * with its 95% interval, then the plays and the odds against a lead as
 * large by chance.  Every line starts with prefix.
 */
void seer_text_score(struct text *t, const char *prefix, const char *matcher, const char *evader,
    uint64_t plays, uint64_t matcher_wins);

/* The same as tab-separated values: the header, and a line for a match. */
void seer_text_tsv_header(struct text *t);
void seer_text_tsv(struct text *t, const char *match, const char *matcher, const char *evader,
    uint64_t plays, uint64_t matcher_wins);

/*
 * A league: the table of each row player's win rate against each column
 * player (wins[i * n + j] of plays[i * n + j] for row i, column j), then
 * the players ranked by their rate over all their plays.
 */
void seer_text_league(struct text *t, const char *const *name, size_t n, const uint64_t *wins,
    const uint64_t *plays);

/*
 * A learning curve, as in Fig. 1 to 3: the matcher's net score (its
 * wins less its losses) after each play, thinned to at most a few
 * thousand points, and the points V where it had learned.
 */
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

/* An SVG picture of the curves, one line each, with the title on top. */
void seer_svg(struct text *t, const struct seer_curve *curve, size_t n, const char *title,
    const char *ylabel);

#endif
