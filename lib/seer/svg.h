/* Learning curves as an SVG picture, as the paper drew Fig. 1 to 3: V where the matcher had learned. */
#ifndef WITS_SEER_SVG_H
#define WITS_SEER_SVG_H

#include <stddef.h>

#include "../text.h"
#include "curve.h"

/* The curves of n matches between matcher and evader, one line each. */
void seer_svg(struct text *t, const struct seer_curve *curve, size_t n, const char *matcher,
    const char *evader);

#endif
