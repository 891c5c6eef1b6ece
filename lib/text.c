#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "num.h"
#include "text.h"

static char *
reserve(struct text *t, size_t more)
{
	if (t->cap - t->len < more) {
		size_t cap = t->cap ? t->cap : 256;

		while (cap - t->len < more)
			cap *= 2;
		t->s = xreallocarray(t->s, cap, 1);
		t->cap = cap;
	}
	return t->s + t->len;
}

void
text_add(struct text *t, const char *s, size_t len)
{
	memcpy(reserve(t, len), s, len);
	t->len += len;
}

void
text_str(struct text *t, const char *s)
{
	text_add(t, s, strlen(s));
}

void
text_char(struct text *t, char c)
{
	*reserve(t, 1) = c;
	t->len++;
}

void
text_u64(struct text *t, uint64_t v)
{
	t->len += num_format(reserve(t, U64_DIGITS), v);
}

void
text_fill(struct text *t, char c, size_t n)
{
	memset(reserve(t, n), c, n);
	t->len += n;
}

void
text_put(struct text *t, FILE *fp)
{
	fwrite(t->s, 1, t->len, fp);
	t->len = 0;
}

void
text_free(struct text *t)
{
	free(t->s);
	memset(t, 0, sizeof(*t));
}
