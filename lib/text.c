/* Growing text buffers: see text.h. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "text.h"
#include "utf8.h"

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
text_printf(struct text *t, const char *fmt, ...)
{
	va_list ap;
	char *room;
	int n;

	/*
	 * vsnprintf wants room for its NUL: an empty buffer gets some first.
	 * The room is made before its size is read: the order in which a
	 * call's arguments are evaluated is unspecified.
	 */
	room = text_room(t, 1);
	va_start(ap, fmt);
	n = vsnprintf(room, t->cap - t->len, fmt, ap);
	va_end(ap);
	if (n < 0)
		diag_fatal("text_printf: %s:", fmt);
	if ((size_t)n >= t->cap - t->len) {
		room = text_room(t, (size_t)n + 1);
		va_start(ap, fmt);
		vsnprintf(room, t->cap - t->len, fmt, ap);
		va_end(ap);
	}
	t->len += (size_t)n;
}

void
text_xml(struct text *t, const char *s, size_t len)
{
	size_t i, n;
	uint32_t c;

	for (i = 0; i < len; i += n > 0 ? n : 1) {
		n = utf8_char(s + i, len - i, &c);
		switch (s[i]) {
		case '&': text_str(t, "&amp;"); break;
		case '<': text_str(t, "&lt;"); break;
		case '>': text_str(t, "&gt;"); break;
		case '"': text_str(t, "&quot;"); break;
		default:
			/* XML 1.0, section 2.2: no U+FFFE nor U+FFFF */
			if (n == 0 || c == 0xfffe || c == 0xffff)
				text_str(t, "\xef\xbf\xbd");	/* U+FFFD */
			else if (c < 0x20 || c == 0x7f)
				text_char(t, '?');
			else
				text_add(t, s + i, n);
		}
	}
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
	if (t->len == 0)
		return;
	diag_before_write(fp);
	fwrite(t->s, 1, t->len, fp);
	t->len = 0;
}

void
text_free(struct text *t)
{
	free(t->s);
	memset(t, 0, sizeof(*t));
}
