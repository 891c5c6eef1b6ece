/*
 * nim-trace: every option, each number over its whole range.  --play
 * writes every move, so the sink ends a game from heaps near 2^64; a
 * --versus game needs a line of the input a move.  --push-button waits
 * for Enter at the terminal, which a fuzzer run may have: bound() gives
 * it --delay 0 last, so that it never waits.
 */
#include "../../../lib/nim/game.h"

/* no /dev/full: after "--" it would be an operand, read for ever as one line */
#define FILES "@in", "@out", "@none", "/dev/null"

#define OPTIONS \
	FLAG("-b"), FLAG("--brief"), FLAG("-m"), FLAG("--misere"), FLAG("-v"), FLAG("--verbose"), \
	NUMBER("-k", 1, NIM_K_MAX), CHOICE("--machine", "nimrod", "nimatron", "nimatrom"), \
	NUMBER("--start-heap", 0, SIZE_MAX), CHOICE("--start-heap", "random", "randoms"), \
	NUMBER("--seed", 0, UINT64_MAX), \
	FLAG("--tsv"), FLAG("--game"), FLAG("--totals"), FLAG("--play"), FLAG("--versus"), TEXT("--from"), \
	CHOICE("--from", "7 6 3 4", "1 1", "0", "18446744073709551615 1"), CHOICE("--save", FILES), \
	FLAG("--push-button"), CHOICE("--delay", "0", "x", "86401", "0.5s"), \
	CHOICE("--first", "you", "machine", "random", "me"), \
	CHOICE("--level", "perfect", "medium", "easy", "hard"), \
	CHOICE("--deal", "4x7", "1x1", "0x3", "3x0", "1000001x2", "x", "2x18446744073709551615"), \
	CHOICE("--color", "auto", "always", "never", "sometimes"), \
	COMMON_OPTIONS, INPUT_OPERANDS

static void
bound(struct call *c)
{
	size_t i;

	for (i = 0; i < c->n; i++)
		if (IS_OPTION(&c->item[i], "--push-button")) {
			call_add(c, find_entry("--delay"))->choice = "0";
			return;
		}
}
