/*
 * The cube parsers (move sequences and facelet strings) and what follows
 * them: every line of the input is read; each cube that parses is written
 * back as a facelet string, which must parse to the same cube, and is
 * solved, and the solution applied must solve it.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/cube/format.h"
#include "../../lib/cube/notation.h"
#include "../../lib/cube/solve.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool
same(const struct cube *a, const struct cube *b)
{
	return memcmp(a, b, sizeof(*a)) == 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const unsigned char rfu[] = { CUBE_R, CUBE_U, CUBE_F };
	static struct cube_solver *solver;
	const char *s = (const char *)data, *end = s + size;
	struct cube c, again;
	struct cube_bad bad;
	struct cube_path path;
	struct text t = { 0 };

	if (solver == NULL)
		solver = cube_solver_new(CUBE_HTM, rfu, 3);
	while (s < end) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		size_t len = nl ? (size_t)(nl - s) : (size_t)(end - s);

		if (cube_parse(s, len, &c, &bad) > 0) {
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
