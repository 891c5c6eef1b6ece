/*
 * The cube parsers (move sequences and facelet strings) and what follows
 * them: every line of the input is read; each cube that parses is written
 * back as a facelet string, which must parse to the same cube, and is
 * solved, and the solution applied must solve it.  A line that
 * cube_read_line takes on its fast road (once a solver's table is built)
 * must be one cube_parse reads, solved the same.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/cube/cubetext.h"
#include "../../lib/cube/notation.h"
#include "../../lib/cube/solve.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool
same(const struct cube *a, const struct cube *b)
{
	return memcmp(a, b, sizeof(*a)) == 0;
}

static bool
same_path(const struct cube_path *a, const struct cube_path *b)
{
	return a->n == b->n && a->length == b->length &&
	    memcmp(a->turn, b->turn, a->n * sizeof(a->turn[0])) == 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const unsigned char rfu[] = { CUBE_R, CUBE_U, CUBE_F };
	static struct cube_solver *solver, *tabled;
	const char *s = (const char *)data, *end = s + size;
	struct cube c, again;
	struct cube_bad bad;
	struct cube_path path, plain_path;
	struct cube_read read;
	struct text t = { 0 };
	uint64_t count[CUBE_DEPTH_MAX + 1];

	if (solver == NULL) {
		solver = cube_solver_new(CUBE_HTM, rfu, 3);
		/* the census builds the distance table, as a few hundred solves would */
		tabled = cube_solver_new(CUBE_HTM, rfu, 3);
		cube_census(tabled, count);
	}
	while (s < end) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		size_t len = nl ? (size_t)(nl - s) : (size_t)(end - s);
		int got = cube_parse(s, len, &c, &bad);

		if (cube_read_line(tabled, s, len, false, &read, &bad) != got)
			abort();
		if (read.positioned) {
			if (got != 1 || cube_solve_line(tabled, &read, &plain_path) < 0 ||
			    cube_solve(tabled, &c, &path) < 0 || !same_path(&path, &plain_path))
				abort();
		}
		if (got > 0) {
			t.len = 0;
			cube_text_state(&t, &c, cube_palette_named("faces"));
			if (cube_parse(t.s, t.len, &again, &bad) != 1 || !same(&c, &again))
				abort();
			if (cube_solve(solver, &c, &path) < 0)
				abort();
			for (unsigned i = 0; i < path.n; i++)
				cube_turn(&c, path.turn[i]);
			if (!same(&c, &cube_solved))
				abort();
		}
		s += len + 1;
	}
	text_free(&t);
	return 0;
}
