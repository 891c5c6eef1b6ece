/* A certificate of a proved period: see periodcert.h. */
#include "periodcert.h"

/* Whether g is a subtraction game: every digit 0 or 3, no split. */
static bool
subtraction(const struct heap_game *g)
{
	size_t i;

	for (i = 0; i <= g->t; i++)
		if (g->digit[i] != 0 && (i == 0 || g->digit[i] != 3))
			return false;
	return true;
}

/* The heaps whose values the certificate of g's proved period holds. */
static size_t
heap_cert_bound(const struct heap_game *g)
{
	if (subtraction(g))
		return g->preperiod + g->period + g->t;
	return 2 * (g->preperiod + g->period) + g->t;
}

void
heap_cert_write(FILE *fp, const struct heap_game *g)
{
	size_t bound = heap_cert_bound(g), i;

	fprintf(fp, "wits period certificate 1\ngame %u.", g->digit[0]);
	for (i = 1; i <= g->t; i++)
		fputc('0' + g->digit[i], fp);
	fprintf(fp, "\npreperiod %zu\nperiod %zu\nbound %zu\n", g->preperiod,
	    g->period, bound);
	for (i = 0; i < bound; i++)
		fprintf(fp, "%zu %u\n", i, g->value[i]);
}
