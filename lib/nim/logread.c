/* A game log's lines read as changes to the line before: see logread.h. */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "../num.h"
#include "logread.h"

/*
 * Keeps the canonical heap list s[0..len) to compare the next line with,
 * and with it where its heaps start and which heap each byte belongs to,
 * so that a difference is placed in a heap without a search.
 */
static void
keep(struct nim_log_reader *r, const char *s, size_t len)
{
	size_t i, n = 0;

	if (r->room < len + 1) {
		r->room = len + 1;
		r->text = xreallocarray(r->text, r->room, 1);
		r->start = xreallocarray(r->start, r->room, sizeof(*r->start));
		r->heap_at = xreallocarray(r->heap_at, r->room, sizeof(*r->heap_at));
	}
	memcpy(r->text, s, len);
	r->len = len;
	r->start[0] = 0;
	for (i = 0; i < len; i++) {
		r->heap_at[i] = n;
		if (s[i] == ' ')
			r->start[++n] = i + 1;
	}
	/* a line that agrees to the end of the text: its last heap may go on */
	r->heap_at[len] = n;
}

/*
 * Returns how many of the first n bytes of a and b agree.  It compares
 * eight bytes at a time, as words, while they agree, because a byte at a
 * time took half of the time spent reading a line.  memcpy is how C loads
 * a word from any address, and compilers make it one load.
 */
static size_t
agree(const char *a, const char *b, size_t n)
{
	uint64_t x, y;
	size_t i = 0;

	for (; i + sizeof(x) <= n; i += sizeof(x)) {
		memcpy(&x, a + i, sizeof(x));
		memcpy(&y, b + i, sizeof(y));
		if (x != y)
			break;
	}
	while (i < n && a[i] == b[i])
		i++;
	return i;
}

/*
 * Returns whether n bytes of a and b agree, for 4 <= n <= 8.  It compares
 * two words of 4 bytes, which overlap when n < 8.
 */
static bool
same_short(const char *a, const char *b, size_t n)
{
	uint32_t x[2], y[2];

	memcpy(&x[0], a, 4);
	memcpy(&y[0], b, 4);
	memcpy(&x[1], a + n - 4, 4);
	memcpy(&y[1], b + n - 4, 4);
	return x[0] == y[0] && x[1] == y[1];
}

/*
 * Returns whether the first n bytes of a and b agree, for callers that do
 * not need to know where they part.  It compares whole words, the last
 * one overlapping the one before, and loops over bytes only below 4.
 */
static bool
same(const char *a, const char *b, size_t n)
{
	size_t i;

	if (n < 4)
		return agree(a, b, n) == n;
	if (n <= 8)
		return same_short(a, b, n);
	for (i = 0; i + 8 < n; i += 8)
		if (!same_short(a + i, b + i, 8))
			return false;
	return same_short(a + n - 8, b + n - 8, 8);
}

/*
 * Reads the line s[0..len) as the last line's heap list with one heap
 * written anew, and returns true with the result in *at and *got.  For
 * that, s must be the text kept up to that heap, then the heap's digits,
 * then the rest of the text kept, then the end of the line or " #" and
 * its comment, which is how nim_parse_line would read it.  Returns false
 * for any other line, which the caller reads whole.
 */
static bool
read_change(struct nim_log_reader *r, const char *s, size_t len, struct nim_line *at, int *got)
{
	const char *kept = r->text;
	size_t most = len < r->len ? len : r->len, i, j, from, end, was_end, tail, after;
	uint64_t v = 0;
	unsigned digit;

	/*
	 * the heap the first difference falls in, or the one before a blank
	 * (it may have grown a digit)
	 */
	i = agree(s, kept, most);
	j = r->heap_at[i];
	from = r->start[j];
	for (end = from; end < len && (digit = (unsigned)(unsigned char)s[end] - '0') <= 9; end++)
		v = v * 10 + digit;
	/*
	 * no digit; a leading zero, which the answers would not copy; a heap
	 * that may have wrapped
	 */
	if (end == from || (s[from] == '0' && end - from > 1) || end - from >= U64_DIGITS)
		return false;
	was_end = j + 1 < r->pos.n ? r->start[j + 1] - 1 : r->len;
	tail = r->len - was_end;
	after = end + tail;
	if (after > len || !same(s + end, kept + was_end, tail))
		return false;
	if (after < len && (after + 1 == len || s[after] != ' ' || s[after + 1] != '#'))
		return false;
	r->pos.heap[j] = v;
	r->changed = j;
	/* the same length: the bytes from the first difference are the heap's last digits */
	if (end == was_end)
		for (; i < end; i++)
			r->text[i] = s[i];
	else
		keep(r, s, after);
	at->heaps = s;
	at->heaps_len = after;
	at->canonical = true;
	at->comment = after < len ? s + after + 1 : NULL;
	*got = after < len ? 2 : 1;
	return true;
}

/*
 * The contract is in logread.h.  This is a measured hot path: reading
 * the eight heaps of every line of nim-trace --game whole cost 344
 * instructions a move, a third of a run; read as a change, 168.
 */
int
nim_log_read(struct nim_log_reader *r, const char *s, size_t len, struct nim_line *at,
    struct nim_bad *bad)
{
	int got;

	if (r->known && read_change(r, s, len, at, &got))
		return got;
	got = nim_parse_line(s, len, &r->pos, at, bad);
	r->changed = NIM_ANY_HEAP;
	/*
	 * the lines that start with their heaps, as the logs of nim-move
	 * --play and nim-trace --versus do
	 */
	r->known = got > 0 && at->canonical && at->heaps == s;
	if (r->known)
		keep(r, s, at->heaps_len);
	return got;
}

void
nim_log_reader_free(struct nim_log_reader *r)
{
	nim_position_free(&r->pos);
	free(r->text);
	free(r->start);
	free(r->heap_at);
	memset(r, 0, sizeof(*r));
}
