/*
 * nim-trace: every option, each number over its whole range.  --play
 * writes every move, so the sink ends a game from heaps near 2^64; a
 * --versus game needs a line of the input a move.
 */
#include "../../../lib/nim/game.h"

#define OPTIONS \
	FLAG("-b"), FLAG("--brief"), FLAG("-m"), FLAG("--misere"), FLAG("-v"), FLAG("--verbose"), \
	NUMBER("-k", 1, NIM_K_MAX), CHOICE("--machine", "nimrod", "nimatron", "nimatrom"), \
	NUMBER("--start-heap", 0, SIZE_MAX), NUMBER("--seed", 0, UINT64_MAX), \
	FLAG("--tsv"), FLAG("--game"), FLAG("--totals"), FLAG("--play"), FLAG("--versus"), TEXT("--from"), \
	CHOICE("--from", "7 6 3 4", "1 1", "0", "18446744073709551615 1"), \
	COMMON_OPTIONS, INPUT_OPERANDS

static void
bound(struct call *c)
{
	(void)c;
}
