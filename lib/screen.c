/* The terminal's width, and text wrapped to it: see screen.h. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>

#include "num.h"
#include "screen.h"

/* Returns the width screen_width gives, before its floor. */
static size_t
terminal_width(int fd)
{
	const char *columns = getenv("COLUMNS");
	uint64_t n;

	if (columns != NULL && num_arg(columns, 1, 10000, &n) == NULL)
		return (size_t)n;
#ifdef TIOCGWINSZ
	{
		struct winsize ws;

		if (ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
			return ws.ws_col;
	}
#else
	(void)fd;
#endif
	return 80;
}

size_t
screen_width(int fd)
{
	size_t width = terminal_width(fd);

	return width < SCREEN_NARROWEST ? SCREEN_NARROWEST : width;
}

/*
 * Returns where to break the line (s, len) so that its start fits in
 * room columns: the last blank that allows it, or the blank after its
 * first word when that word is wider than room; 0 when the line fits
 * already, or when no blank follows its first word.
 */
static size_t
break_at(const char *s, size_t len, size_t room)
{
	size_t i = 0, cols = 0, cut = 0;

	while (i < len) {
		if (s[i] == '\033' && i + 1 < len && s[i + 1] == '[') {
			for (i += 2; i < len && s[i] != 'm'; i++)
				;
			i++;
			continue;
		}
		if (s[i] == ' ' && i > 0)
			cut = i;
		if (((unsigned char)s[i] & 0xc0) != 0x80 && ++cols > room)
			break;
		i++;
	}
	if (i >= len)
		return 0;
	if (cut > 0)
		return cut;
	/* A word wider than the line has a line of its own. */
	while (i < len && s[i] != ' ')
		i++;
	return i < len ? i : 0;
}

/*
 * How lines are wrapped: their width; whether a '#' begins a comment,
 * whose rest goes on after "# "; otherwise the spaces that begin each
 * line after a break.
 */
struct wrap {
	size_t width;
	bool comments;
	size_t indent;
};

/*
 * Appends one line (s, len), without its newline, broken between words
 * where it is wider than w->width.
 */
static void
wrap_line(struct text *t, const char *s, size_t len, const struct wrap *w)
{
	const char *hash = w->comments ? memchr(s, '#', len) : NULL;
	size_t room = w->width, cut;

	while ((cut = break_at(s, len, room)) > 0) {
		text_add(t, s, cut);
		text_char(t, '\n');
		while (cut < len && s[cut] == ' ')
			cut++;
		s += cut;
		len -= cut;
		/* The rest of a comment stays a comment. */
		if (hash != NULL && hash < s) {
			text_str(t, "# ");
			room = w->width > 2 ? w->width - 2 : w->width;
		} else if (w->indent > 0) {
			text_printf(t, "%*s", (int)w->indent, "");
			room = w->width - w->indent;
		}
	}
	text_add(t, s, len);
}

/* Appends the lines of (s, len) to t, each wrapped as w says. */
static void
wrap_lines(struct text *t, const char *s, size_t len, const struct wrap *w)
{
	const char *end = s + len, *nl;
	size_t line;

	while (s < end) {
		nl = memchr(s, '\n', (size_t)(end - s));
		line = nl != NULL ? (size_t)(nl - s) : (size_t)(end - s);
		wrap_line(t, s, line, w);
		if (nl == NULL)
			break;
		text_char(t, '\n');
		s = nl + 1;
	}
}

void
screen_wrap(struct text *t, const char *s, size_t len, size_t width)
{
	struct wrap w = { width, true, 0 };

	wrap_lines(t, s, len, &w);
}

void
screen_wrap_prose(struct text *t, const char *s, size_t len, size_t width,
    size_t indent)
{
	struct wrap w = { width, false, indent < width / 2 ? indent : width / 2 };

	wrap_lines(t, s, len, &w);
}
