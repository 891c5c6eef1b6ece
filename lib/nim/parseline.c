/*
 * The fast reader of a line of heaps: nim_parse_line.  See parseline.h.
 * Its result is nim_parse's, byte for byte; t/lib.bats and the fuzz
 * target t/fuzz/heaps.c hold the two together.
 */
#include "../diag.h"
#include "../num.h"
#include "parseline.h"

/*
 * Returns whether c ends a heap: blanks and commas separate heaps, and a
 * '#' starts the comment.
 */
static bool
separates(char c)
{
	return c == ' ' || c == '\t' || c == ',';
}

/*
 * Blames the token at tok, which is no heap, in *bad and returns -1.  The
 * token runs to the next blank, comma or comment.
 */
static int
not_a_heap(const char *tok, const char *s, const char *end, struct nim_bad *bad)
{
	while (s < end && !separates(*s) && *s != '#')
		s++;
	bad->tok = tok;
	bad->len = (size_t)(s - tok);
	bad->reason = "not a heap size";
	return -1;
}

/* Returns c's value as a digit: a value above 9 when c is no digit. */
static unsigned
digit_of(char c)
{
	return (unsigned)(unsigned char)c - '0';
}

static bool
is_digit(char c)
{
	return digit_of(c) <= 9;
}

/*
 * Returns whether a heap's digits may end at s: at a blank, a comma, a
 * comment or the end of the line.
 */
static bool
ends_heap(const char *s, const char *end)
{
	return s == end || separates(*s) || *s == '#';
}

/*
 * Reads a heap of one to three digits, not led by a zero, followed by one
 * blank and a digit: the form of nearly every heap but a line's last.
 * Returns the bytes taken (the heap and its blank), with the heap in *v;
 * 0 for a heap of any other form, which the general loop reads.  The
 * caller knows that s[0] is a digit and that five bytes of the line are
 * there.
 *
 * This is a measured hot path: with last_short_heap it took nim-safe's
 * parsing of four heaps below 1000 from 262 instructions a line to 200,
 * because it looks at the bytes without a loop and without asking where
 * the line ends.
 */
static size_t
short_heap(const char *s, uint64_t *v)
{
	unsigned d0 = digit_of(s[0]), d1 = digit_of(s[1]), d2;

	if (d1 > 9) {
		*v = d0;
		return s[1] == ' ' && digit_of(s[2]) <= 9 ? 2 : 0;
	}
	/* The answers write no leading zero: the general loop marks such a line. */
	if (d0 == 0)
		return 0;
	if ((d2 = digit_of(s[2])) > 9) {
		*v = d0 * 10 + d1;
		return s[2] == ' ' && digit_of(s[3]) <= 9 ? 3 : 0;
	}
	*v = d0 * 100 + d1 * 10 + d2;
	return s[3] == ' ' && digit_of(s[4]) <= 9 ? 4 : 0;
}

/*
 * Reads the line's last heap, of one to three digits not led by a zero,
 * as short_heap reads the others.  Returns true when s[0..left) is that
 * heap, with it in *v.  The caller knows that s[0] is a digit and that
 * the line ends at s + left, with 1 <= left <= 3.  A measured hot path,
 * as short_heap is: nearly every line ends this way.
 */
static bool
last_short_heap(const char *s, size_t left, uint64_t *v)
{
	unsigned d0 = digit_of(s[0]), d1, d2;

	if (left == 1) {
		*v = d0;
		return true;
	}
	if (d0 == 0 || (d1 = digit_of(s[1])) > 9)
		return false;
	if (left == 2) {
		*v = d0 * 10 + d1;
		return true;
	}
	if ((d2 = digit_of(s[2])) > 9)
		return false;
	*v = d0 * 100 + d1 * 10 + d2;
	return true;
}

/*
 * Reads again, with care, a heap of 20 digits or more, which may have
 * wrapped as it was read.  Returns 0 with the heap in *v, or -1 with
 * *bad saying why.
 */
static int
read_long(const char *tok, size_t len, uint64_t *v, struct nim_bad *bad)
{
	if (num_parse(tok, len, 0, UINT64_MAX, v) == NULL)
		return 0;
	bad->tok = tok;
	bad->len = len;
	bad->reason = "too large (a heap holds at most 18446744073709551615)";
	return -1;
}

/* What gap returns when a heap follows the gap: no result yet. */
enum { READ_ON = 3 };

/*
 * Reads from *sp any gap but one blank before a digit: blanks, tabs, and
 * a comma between two heaps (n heaps are read so far).  Returns
 * READ_ON, with *sp at the next heap's first digit; else the line's
 * result, as nim_parse_line returns it.
 */
static int
gap(const char **sp, const char *end, size_t n, struct nim_line *at, struct nim_bad *bad)
{
	const char *s = *sp, *start = s;
	unsigned commas = 0;

	for (; s < end && separates(*s); s++)
		commas += *s == ',';
	if (s == end || *s == '#') {
		at->comment = s < end ? s : NULL;
		at->heaps_len = (size_t)(start - at->heaps);
		/* a comma stands between two heaps, so never before the end */
		if (commas > 0)
			return nim_bad_commas(start, (size_t)(s - start), bad);
		return n == 0 ? 0 : s < end ? 2 : 1;
	}
	if (commas > 1 || (commas > 0 && n == 0))
		return nim_bad_commas(start, (size_t)(s - start), bad);
	if (!is_digit(*s))
		return not_a_heap(s, s, end, bad);
	/* the answers write one blank between heaps, and this gap is not one */
	if (n == 0)
		at->heaps = s;
	else
		at->canonical = false;
	*sp = s;
	return READ_ON;
}

/*
 * The contract is in parseline.h.  This is the measured hot path of
 * nim-safe and nim-trace --game, and it is written for speed:
 *   - a digit is read with a subtraction and one compare, not a table of
 *     byte classes (looking bytes up took a third of the instructions);
 *   - heaps of up to three digits, and gaps of one blank, are known in a
 *     few compares (short_heap, last_short_heap); gap() reads the others;
 *   - the heaps are kept in locals, not in *p, because the compiler must
 *     assume that storing a heap could change *p (uint64_t and size_t may
 *     be one type).
 */
int
nim_parse_line(const char *s, size_t len, struct nim_position *p, struct nim_line *at,
    struct nim_bad *bad)
{
	const char *end = s + len, *tok;
	/* v is never stored through a pointer, so that it stays in a register; checked is. */
	uint64_t *heap = p->heap, v, checked;
	size_t n = 0, cap = p->cap, took;
	unsigned digit;
	int got = 0;

	at->comment = NULL;
	at->canonical = true;
	at->heaps = s;
	for (;;) {
		/* Read the heaps from here on, while one blank and a digit follow each. */
		if (s < end && is_digit(*s)) {
			for (;;) {
				/* Short heaps first, while five bytes of the line are left. */
				while (end - s >= 5 && n < cap && (took = short_heap(s, &v)) > 0) {
					heap[n++] = v;
					s += took;
				}
				if (end - s <= 3 && n < cap &&
				    last_short_heap(s, (size_t)(end - s), &v)) {
					heap[n++] = v;
					s = end;
					break;
				}
				tok = s;
				for (v = (unsigned char)*s++ - '0';
				     s < end && (digit = digit_of(*s)) <= 9;
				     s++)
					v = v * 10 + digit;
				if (s - tok > 1) {
					/* the answers write no leading zero */
					if (*tok == '0')
						at->canonical = false;
					/* a token that is no number at all is found below */
					if (s - tok >= U64_DIGITS && ends_heap(s, end)) {
						if ((got = read_long(tok, (size_t)(s - tok),
						    &checked, bad)) < 0)
							break;
						v = checked;
					}
				}
				if (n == cap) {
					p->cap = cap = cap ? cap * 2 : 8;
					p->heap = heap = xreallocarray(heap, cap, sizeof(*heap));
				}
				heap[n++] = v;
				if (s + 1 < end && *s == ' ' && is_digit(s[1]))
					s++;
				else
					break;
			}
			if (got < 0)
				break;
			/* the line ends with its last heap, as most do: nothing more to look at */
			if (s == end) {
				at->heaps_len = (size_t)(s - at->heaps);
				got = 1;
				break;
			}
			if (!ends_heap(s, end)) {
				got = not_a_heap(tok, s, end, bad);
				break;
			}
		}
		if ((got = gap(&s, end, n, at, bad)) != READ_ON)
			break;
	}
	p->n = n;
	return got;
}


const char *
nim_line_heap_token(const char *line, size_t len, size_t heap, size_t *toklen)
{
	size_t i = 0, start;

	for (;;) {
		while (i < len && (line[i] < '0' || line[i] > '9'))
			i++;
		for (start = i; i < len && line[i] >= '0' && line[i] <= '9'; i++)
			;
		if (heap-- == 0 || i >= len)
			break;
	}
	*toklen = i - start;
	return line + start;
}
