/*
 * The heap games' rules parser (heapgame.h): the input is read as rules;
 * rules that parse have the values of their first heaps found by the
 * sparse-space method and checked against the plain mex of every option,
 * and each move found to a smaller value is checked legal.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/nim/heapgame.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { HEAPS = 300 };

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);
	struct heap_game g, ref;
	struct heap_game_move m;
	const char *at;
	size_t h;
	unsigned v, want;

	if (s == NULL)
		return 0;
	memcpy(s, data, size);
	s[size] = '\0';
	if (heap_game_parse(&g, s, &at) != NULL) {
		if (at < s || at > s + strlen(s))
			abort();
		free(s);
		return 0;
	}
	heap_game_parse(&ref, s, &at);
	heap_game_extend(&g, HEAPS);
	ref.value = calloc(HEAPS, sizeof(*ref.value));
	for (h = 0; h < HEAPS && heap_game_value(&g, h, HEAPS, &v); h++) {
		unsigned plain = h == 0 ? 0 : heap_game_plain(&ref, h);

		if (plain != v)
			abort();
		ref.value[h] = (uint16_t)v;
		ref.n = h + 1;
		if (v > ref.top)
			ref.top = v;
		for (want = 0; want < v; want++)
			if (!heap_game_move_to(&g, h, want, HEAPS, &m) ||
			    !heap_game_legal(&g, h, m.a, m.b))
				abort();
	}
	heap_game_free(&g);
	heap_game_free(&ref);
	free(s);
	return 0;
}
