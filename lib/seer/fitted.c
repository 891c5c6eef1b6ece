/* A person fitted as a Markov model of their own plays: see fitted.h. */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "../rng.h"
#include "fitted.h"
#include "play.h"

void
seer_fit_start(struct seer_fitted *f, unsigned order)
{
	size_t contexts = (size_t)2 << order;

	memset(f, 0, sizeof(*f));
	f->order = order;
	f->count = xreallocarray(NULL, contexts, sizeof(*f->count));
	memset(f->count, 0, contexts * sizeof(*f->count));
}

void
seer_fit_session(struct seer_fitted *f, const unsigned char *play, size_t n)
{
	uint64_t context = seer_fit_start_context(), bits;
	size_t i;
	unsigned j, known;

	if (n == 0)
		return;
	f->sessions++;
	f->plays += n;
	for (i = 0; i < n; i++) {
		/* Every suffix of the context counts the play that follows. */
		known = i < f->order ? (unsigned)i : f->order;
		bits = context & (((uint64_t)1 << known) - 1);
		for (j = 0; j <= known; j++)
			f->count[((uint64_t)1 << j) |
			    (bits & (((uint64_t)1 << j) - 1))][play[i]]++;
		context = seer_fit_next_context(f, context, play[i]);
	}
}

void
seer_fit_free(struct seer_fitted *f)
{
	free(f->count);
	f->count = NULL;
}

uint64_t
seer_fit_start_context(void)
{
	return 1;
}

uint64_t
seer_fit_next_context(const struct seer_fitted *f, uint64_t context,
    int play)
{
	uint64_t top = (uint64_t)1 << f->order;

	context = context << 1 | (uint64_t)play;
	/* A context already of K plays forgets its oldest. */
	if (context >= top << 1)
		context = top | (context & (top - 1));
	return context;
}

void
seer_fit_counts(const struct seer_fitted *f, uint64_t context, uint64_t *plus,
    uint64_t *of)
{
	unsigned len = 0;

	while (context >> (len + 1) != 0)
		len++;
	for (;; len--) {
		uint64_t suffix = (uint64_t)1 << len |
		    (context & (((uint64_t)1 << len) - 1));
		const uint64_t *c = f->count[suffix];

		if (c[SEER_MINUS] + c[SEER_PLUS] > 0) {
			*plus = c[SEER_PLUS];
			*of = c[SEER_MINUS] + c[SEER_PLUS];
			return;
		}
		if (len == 0)
			break;
	}
	*plus = 1;
	*of = 2;
}

struct seer_fraction
seer_fit_chance(const struct seer_fitted *f, uint64_t context, bool *ok)
{
	uint64_t plus, of;

	seer_fit_counts(f, context, &plus, &of);
	if (of > INT64_MAX) {
		*ok = false;
		return seer_fraction(1, 2, ok);
	}
	return seer_fraction((int64_t)plus, (int64_t)of, ok);
}

int
seer_fit_draw(const struct seer_fitted *f, uint64_t context, struct rng *r)
{
	uint64_t plus, of;

	seer_fit_counts(f, context, &plus, &of);
	return rng_below(r, of) < plus ? SEER_PLUS : SEER_MINUS;
}
