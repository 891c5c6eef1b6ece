/*
 * The heap-list parser and the Nim rules behind it: every line of the
 * input is parsed; each position that parses is judged, and the moves
 * found are checked against the rules (a correct move is legal and leaves
 * a safe position) for the simple, reverse and multiple games.  What the
 * parser says of the line's parts is checked too: heaps it calls
 * canonical read as the answers write them, its comment is the one the
 * whole line has.  The lines are read as a game log's too, each as a
 * change to the line before where it can be, which must say what
 * reading the line whole says.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/nim/boardtext.h"
#include "../../lib/nim/logread.h"
#include "../../lib/nim/movetext.h"
#include "../../lib/nim/parseline.h"
#include "../../lib/nim/machine.h"
#include "../../lib/nim/moore.h"
#include "../../lib/nim/rules.h"
#include "../../lib/nim/sumtext.h"
#include "../../lib/rng.h"
#include "../../lib/row.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The answers may copy the heaps the parser calls canonical, and take the comment from its '#'. */
static void
check_line(const char *s, size_t len, const struct nim_position *p, const struct nim_line *at,
    struct text *t)
{
	const char *whole, *from_at;
	size_t n;

	t->len = 0;
	nim_text_position(t, p, NULL);
	if (at->canonical && (t->len != at->heaps_len || memcmp(t->s, at->heaps, t->len) != 0))
		abort();
	t->len = 0;
	n = row_comment_of(s, len, &whole);
	if (at->comment == NULL ? n != 0 :
	    row_comment_of(at->comment, (size_t)(s + len - at->comment), &from_at) != n || from_at != whole)
		abort();
}

/* The line read by nim_parse, the reference: the result nim_parse_line gave (got, p, bad). */
static void
check_reference(const char *s, size_t len, int got, const struct nim_position *p,
    const struct nim_bad *bad, struct nim_position *ref)
{
	struct nim_bad rbad;
	int rgot = nim_parse(s, len, ref, &rbad);

	if (rgot != got)
		abort();
	if (got < 0 && (rbad.tok != bad->tok || rbad.len != bad->len || strcmp(rbad.reason, bad->reason) != 0))
		abort();
	if (got > 0 && (ref->n != p->n || memcmp(ref->heap, p->heap, p->n * sizeof(*p->heap)) != 0))
		abort();
}

/*
 * The line read by the log's reader: what nim_parse_line said (got, p,
 * at, bad), and when read as a change, the last position but in that heap.
 */
static void
check_log_read(struct nim_log_reader *r, const char *s, size_t len, int got, const struct nim_position *p,
    const struct nim_line *at, const struct nim_bad *bad, struct nim_position *last)
{
	struct nim_line rat;
	struct nim_bad rbad;
	int rgot = nim_log_read(r, s, len, &rat, &rbad);

	if (rgot != got || r->pos.n != p->n)
		abort();
	if (got < 0 && (rbad.tok != bad->tok || rbad.len != bad->len || rbad.reason != bad->reason))
		abort();
	if (got <= 0)
		return;
	if (memcmp(r->pos.heap, p->heap, p->n * sizeof(*p->heap)) != 0 || rat.heaps != at->heaps ||
	    rat.heaps_len != at->heaps_len || rat.canonical != at->canonical || rat.comment != at->comment)
		abort();
	if (r->changed != NIM_ANY_HEAP) {
		if (last->n != p->n || r->changed >= p->n)
			abort();
		for (size_t i = 0; i < p->n; i++)
			if (i != r->changed && last->heap[i] != p->heap[i])
				abort();
	}
	nim_position_copy(last, p);
}

/* A move changes heaps that exist, each to less than it was. */
static void
check_move(const struct nim_move *m, const struct nim_position *p)
{
	for (size_t j = 0; j < m->n; j++)
		if (m->change[j].heap >= p->n || m->change[j].to >= m->change[j].from)
			abort();
}

struct visit {
	const struct nim_position *p;
	unsigned left;		/* a position can have very many correct moves: look at some */
};

static bool
check_each(const struct nim_move *m, void *arg)
{
	struct visit *v = arg;

	check_move(m, v->p);
	return --v->left > 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const struct nim_game games[] = {
		{ .k = 1 }, { .k = 1, .misere = true }, { .k = 2 }, { .k = 3, .misere = true },
	};
	struct nim_position p = { 0 }, after = { 0 }, last = { 0 }, ref = { 0 };
	struct nim_log_reader reader = { 0 };
	struct nim_move m = { 0 };
	struct nim_bad bad;
	struct text t = { 0 };
	struct rng r;
	const char *s = (const char *)data, *end = s + size;

	rng_seed(&r, size);
	while (s < end) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		size_t len = nl ? (size_t)(nl - s) : (size_t)(end - s);

		struct nim_line at;
		int got = nim_parse_line(s, len, &p, &at, &bad);

		check_reference(s, len, got, &p, &bad, &ref);
		check_log_read(&reader, s, len, got, &p, &at, &bad, &last);
		if (got > 0)
			check_line(s, len, &p, &at, &t);
		if (got > 0 && p.n <= 64) {
			const struct nim_game *g = &games[len % 4];
			char sum[NIM_SUM_MAX];
			struct nim_board b;

			nim_sum_format(g, &p, nim_xor(&p), sum);
			for (nim_text_board_start(&b, g, &p); nim_text_board_line(&t, &b); )
				;
			t.len = 0;
			if (nim_correct_move(g, &p, len, &m)) {
				nim_position_copy(&after, &p);
				nim_apply(&after, &m);
				check_move(&m, &p);
				if (!nim_safe(g, &after))
					abort();
			}
			nim_each_correct_move(g, &p, check_each, &(struct visit){ &p, 1000 });
			if (!nim_terminal(&p)) {
				nim_random_move(g, &p, &r, &m);
				check_move(&m, &p);
			}
		}
		s += len + 1;
	}
	nim_position_free(&p);
	nim_position_free(&after);
	nim_position_free(&last);
	nim_position_free(&ref);
	nim_log_reader_free(&reader);
	nim_move_free(&m);
	text_free(&t);
	return 0;
}
