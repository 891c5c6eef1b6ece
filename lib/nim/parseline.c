/*
 * The fast reader of a line of heaps: nim_parse_line.  See parseline.h.
 * Its result is nim_parse's, byte for byte; t/lib.bats and the fuzz
 * target t/fuzz/heaps.c hold the two together.
 */
#include "../diag.h"
#include "../num.h"
#include "parseline.h"

/* Blanks and commas separate heaps; a '#' starts the comment. */
static bool
separates(char c)
{
	return c == ' ' || c == '\t' || c == ',';
}

/* A gap's commas with no heap on one side, or more than one: the commas are the token. */
static int
stray_commas(const char *s, size_t len, struct nim_bad *bad)
{
	const char *last = s + len;

	while (*s != ',')
		s++;
	while (last[-1] != ',')
		last--;
	bad->tok = s;
	bad->len = (size_t)(last - s);
	bad->reason = "a comma stands only between two heaps";
	return -1;
}

/* A token that is no heap: it runs to the next blank, comma or comment. */
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

/* A byte's value as a digit: above 9 when it is no digit. */
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

/* Where a heap's digits may end: a blank, a comma, a comment or the end of the line. */
static bool
ends_heap(const char *s, const char *end)
{
	return s == end || separates(*s) || *s == '#';
}

/*
 * hot path: measured (nim-safe on lines of four heaps below 1000: this
 * and last_short_heap took the parser from 262 instructions a line to
 * 200, some 9 a byte): a heap of one to three digits, not led by a zero, then
 * one blank and a digit, the road of nearly every heap but a line's last.
 * The caller knows s[0] is a digit and that five bytes of the line are
 * there, so the bytes are looked at without asking where the line ends
 * and without a loop.  Returns the bytes taken (the heap and its blank),
 * with the heap in *v; 0 for any other heap, which the careful road reads.
 */
static size_t
short_heap(const char *s, uint64_t *v)
{
	unsigned d0 = digit_of(s[0]), d1 = digit_of(s[1]), d2;

	if (d1 > 9) {
		*v = d0;
		return s[1] == ' ' && digit_of(s[2]) <= 9 ? 2 : 0;
	}
	/* the answers write no leading zero: the careful road says the line is not as they write it */
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
 * hot path: measured: the line's last heap, of one to three digits not
 * led by a zero up to the end of the line, the other road of nearly every
 * line, read as short_heap reads the others.  The caller knows s[0] is a
 * digit and that the line ends at s + left, 1 <= left <= 3.  Returns true
 * when s[0..left) is that heap, with it in *v.
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

/* A heap of 20 digits or more, which may have wrapped as it was read: read again, with care. */
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

/*
 * hot path: measured (nim-safe, nim-trace --game): digits read with a
 * subtraction and one compare rather than a table of byte classes (a
 * third of the parser's instructions went to looking bytes up); a heap
 * of one digit, and the gap of one blank between two heaps, the road
 * nearly every heap takes, known in a few compares, the careful looks
 * kept for the others; the heaps kept in locals, not in *p, which a heap
 * stored could change for all the compiler knows (uint64_t and size_t
 * may be one type).
 */
int
nim_parse_line(const char *s, size_t len, struct nim_position *p, struct nim_line *at,
    struct nim_bad *bad)
{
	const char *end = s + len, *gap, *tok;
	/* v is never stored through a pointer, so that it stays in a register: checked is */
	uint64_t *heap = p->heap, v, checked;
	size_t n = 0, cap = p->cap, took;
	unsigned commas, digit;
	int got = 0;

	at->comment = NULL;
	at->canonical = true;
	at->heaps = s;
	for (;;) {
		/* the heaps from here on, while one blank and a digit follow each */
		if (s < end && is_digit(*s)) {
			for (;;) {
				/* the plain heaps first, while their five bytes are in the line */
				while (end - s >= 5 && n < cap && (took = short_heap(s, &v)) > 0) {
					heap[n++] = v;
					s += took;
				}
				if (end - s <= 3 && n < cap && last_short_heap(s, (size_t)(end - s), &v)) {
					heap[n++] = v;
					s = end;
					break;
				}
				tok = s;
				for (v = (unsigned char)*s++ - '0'; s < end && (digit = digit_of(*s)) <= 9; s++)
					v = v * 10 + digit;
				if (s - tok > 1) {
					/* the answers write no leading zero */
					if (*tok == '0')
						at->canonical = false;
					/* a token that is no number at all is found below */
					if (s - tok >= U64_DIGITS && ends_heap(s, end)) {
						if ((got = read_long(tok, (size_t)(s - tok), &checked, bad)) < 0)
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
		/* the careful look at any other gap: blanks, a comma between two heaps */
		for (gap = s, commas = 0; s < end && separates(*s); s++)
			commas += *s == ',';
		if (s == end || *s == '#') {
			/* a comma stands between two heaps, so never before the end */
			if (commas > 0)
				got = stray_commas(gap, (size_t)(s - gap), bad);
			else if (n > 0)
				got = s < end ? 2 : 1;
			at->comment = s < end ? s : NULL;
			at->heaps_len = (size_t)(gap - at->heaps);
			break;
		}
		if (commas > 1 || (commas > 0 && n == 0)) {
			got = stray_commas(gap, (size_t)(s - gap), bad);
			break;
		}
		if (!is_digit(*s)) {
			got = not_a_heap(s, s, end, bad);
			break;
		}
		/* the answers write one blank between heaps, and this gap is not one */
		if (n == 0)
			at->heaps = s;
		else
			at->canonical = false;
	}
	p->n = n;
	return got;
}

