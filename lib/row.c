/* What an answer keeps of its input line, and TSV rows (row.h). */
#include <stdbool.h>
#include <string.h>

#include "diag.h"
#include "row.h"
#include "text.h"

/* Room for "'token': reason", the token cut short, every byte escaped. */
enum { REASON_MAX = 512 };

static bool
blank(char c)
{
	return c == ' ' || c == '\t';
}

size_t
row_before_comment(const char *line, size_t len)
{
	const char *hash = memchr(line, '#', len), *at = line;
	size_t n = hash != NULL ? (size_t)(hash - line) : len;

	/* memchr is faster than a loop over the bytes on long lines */
	while ((at = memchr(at, '/', (size_t)(line + n - at))) != NULL &&
	    at + 1 < line + n) {
		if (at[1] == '/')
			return (size_t)(at - line);
		at++;
	}
	return n;
}

size_t
row_comment_of(const char *line, size_t len, const char **start)
{
	const char *at = line + row_before_comment(line, len), *end = line + len;

	if (at == end) {
		*start = end;
		return 0;
	}
	for (at += *at == '#' ? 1 : 2; at < end && blank(*at); at++)
		;
	while (end > at && blank(end[-1]))
		end--;
	*start = at;
	return (size_t)(end - at);
}

/*
 * The contract is in row.h.  This is a measured hot path: nim-trace --game keeps a comment on every
 * line, and finding it, then adding " # " and it, cost 80 instructions a
 * line.  So text that is a comment as the answer writes one ("# " first,
 * no blank at either end: a caller may pass the comment alone) is copied
 * whole, after a blank.
 */
void
row_comment(struct text *t, const char *line, size_t len)
{
	const char *start;
	size_t n;

	if (len > 2 && line[0] == '#' && line[1] == ' ' && !blank(line[2]) &&
	    !blank(line[len - 1])) {
		char *w = text_room(t, len + 1);

		*w = ' ';
		memcpy(w + 1, line, len);
		t->len += len + 1;
		return;
	}
	n = row_comment_of(line, len, &start);

	if (n == 0)
		return;
	text_add(t, " # ", 3);
	text_add(t, start, n);
}

void
row_bad(struct text *t, const struct diag_where *at, const char *line,
    size_t len, const char *tok, size_t toklen, const char *reason)
{
	char shown[REASON_MAX];

	diag_bad(at, tok, toklen, reason);
	if (t == NULL)
		return;
	text_add(t, "# error: ", 9);
	text_add(t, shown,
	    diag_bad_reason(shown, sizeof(shown), tok, toklen, reason));
	row_comment(t, line, len);
	text_char(t, '\n');
}

void
row_group(struct text *t, const char *line, size_t len)
{
	text_add(t, "#: ", 3);
	text_add(t, line, len);
	text_char(t, '\n');
}

void
tsv_header(struct text *t, const char *names)
{
	text_str(t, TSV_WHERE);
	text_str(t, names);
	text_str(t, TSV_COMMENT "\n");
}

void
tsv_where(struct text *t, const struct diag_where *at)
{
	const char *file = at->file != NULL ? at->file : "-";

	tsv_field(t, file, strlen(file));
	text_char(t, '\t');
	text_u64(t, at->line);
	text_char(t, '\t');
}

void
tsv_field(struct text *t, const char *s, size_t len)
{
	char *to = text_room(t, len);
	size_t i;

	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		to[i] = c < 0x20 || c == 0x7f ? ' ' : (char)c;
	}
	t->len += len;
}

void
tsv_end(struct text *t, const char *line, size_t len)
{
	const char *start;
	size_t n = row_comment_of(line, len, &start);

	text_char(t, '\t');
	tsv_field(t, start, n);
	text_char(t, '\n');
}
