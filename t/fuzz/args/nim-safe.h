/*
 * nim-safe: every option; -k over its whole range.  Its work is linear in
 * its input.  -r is given games whose periods are proved within a few
 * hundred heaps, so that a large heap answers at once, and bad rules;
 * --values and --period look at a few thousand heaps at most.
 */
#include "../../../lib/nim/game.h"

#define OPTIONS \
	FLAG("-c"), FLAG("--count"), FLAG("-m"), FLAG("--misere"), FLAG("-s"), FLAG("--safe"), \
	FLAG("-u"), FLAG("--unsafe"), FLAG("-v"), FLAG("--verbose"), FLAG("--tsv"), \
	NUMBER("-k", 1, NIM_K_MAX), \
	CHOICE("-r", "0.77", "0.07", "0.137", "1,2,3", "4.07", "0.8", "1,,2", "0."), \
	NUMBER("--values", 0, 4096), NUMBER("--period", 0, 4096), COMMON_OPTIONS, INPUT_OPERANDS

static void
bound(struct call *c)
{
	(void)c;
}
