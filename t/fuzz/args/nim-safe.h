/* nim-safe: every option; -k over its whole range.  Its work is linear in its input. */
#include "../../../lib/nim/game.h"

#define OPTIONS \
	FLAG("-c"), FLAG("--count"), FLAG("-m"), FLAG("--misere"), FLAG("-s"), FLAG("--safe"), \
	FLAG("-u"), FLAG("--unsafe"), FLAG("-v"), FLAG("--verbose"), FLAG("--tsv"), \
	NUMBER("-k", 1, NIM_K_MAX), COMMON_OPTIONS, INPUT_OPERANDS

static void
bound(struct call *c)
{
	(void)c;
}
