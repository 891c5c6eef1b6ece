/*
 * Learning curves as an SVG picture, as the paper drew Fig. 1 to 3: V
 * where the matcher had learned, a bar where a record's next line began,
 * a legend naming each curve.
 */
#ifndef WITS_SEER_SVG_H
#define WITS_SEER_SVG_H

#include <stddef.h>

#include "../text.h"
#include "curve.h"

/*
 * The curves of n matches between matcher and evader, players as
 * seer-duel's command line names them (a machine, a pattern, a file, -).
 */
void seer_svg(struct text *t, const struct seer_curve *curve, size_t n, const char *matcher,
    const char *evader);

#endif
