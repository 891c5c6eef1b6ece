/* The answers on their way to stdout, and when they must go: see out.h. */
#include <stdbool.h>
#include <stdio.h>

#include "diag.h"
#include "line.h"
#include "out.h"
#include "text.h"

/*
 * ANSWERS_MAX: how much is gathered before it goes to stdout.  LONG_LINE:
 * a line so long that its work may be long (Moore's Nim_k, a trace, a
 * board of binary columns): the answers before it go out first.
 */
enum { ANSWERS_MAX = 1 << 15, LONG_LINE = 1 << 12 };

static bool line_buffered;

void
out_line_buffered(void)
{
	line_buffered = true;
	setvbuf(stdout, NULL, _IOLBF, 0);
}

void
out_by_screen(void)
{
	setvbuf(stdout, NULL, _IOFBF, 0);
}

void
out_answered(struct text *t)
{
	if (line_buffered || t->len >= ANSWERS_MAX)
		text_put(t, stdout);
}

bool
out_spill(struct text *t)
{
	if (t->len >= ANSWERS_MAX)
		text_put(t, stdout);
	return !diag_output_failed();
}

void
out_flush(struct text *t)
{
	text_put(t, stdout);
	fflush(stdout);
}

ssize_t
out_next_line(struct text *t, struct input *in, char **line)
{
	ssize_t len;

	out_answered(t);
	while ((len = input_take(in, line)) == INPUT_MORE) {
		out_flush(t);
		if (diag_output_failed())
			return -1;
		input_read(in);
	}
	if (len >= LONG_LINE)
		out_flush(t);
	return len;
}
