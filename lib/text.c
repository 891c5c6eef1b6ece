#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "text.h"

void
text_grow(struct text *t, size_t more)
{
	size_t cap = t->cap ? t->cap : 256;

	while (cap - t->len < more)
		cap *= 2;
	t->s = xreallocarray(t->s, cap, 1);
	t->cap = cap;
}

void
text_fill(struct text *t, char c, size_t n)
{
	if (t->cap - t->len < n)
		text_grow(t, n);
	memset(t->s + t->len, c, n);
	t->len += n;
}

void
text_put(struct text *t, FILE *fp)
{
	if (t->len > 0)
		fwrite(t->s, 1, t->len, fp);
	t->len = 0;
}

void
text_free(struct text *t)
{
	free(t->s);
	memset(t, 0, sizeof(*t));
}
