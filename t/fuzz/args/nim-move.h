/*
 * nim-move: every option, each number over its whole range.  -a and -p
 * write a line a move, so the sink ends the runs whose output is rightly
 * endless (Nim_k positions with billions of correct moves, a game from
 * heaps near 2^64 with the Nimrod's one match at a time).  -r is given
 * games whose periods are proved within a few hundred heaps, as nim-safe's
 * table is, and bad rules: Grundy's game has no period, so a heap of tens
 * of thousands costs it seconds under the sanitizers, within the work its
 * lookup allows (t/fuzz/rules.c fuzzes its values, the suite its moves).
 */
#include "../../../lib/nim/game.h"

#define OPTIONS \
	FLAG("-a"), FLAG("--all"), FLAG("-m"), FLAG("--misere"), FLAG("-p"), FLAG("--play"), \
	NUMBER("-k", 1, NIM_K_MAX), NUMBER("-n", 1, UINT64_MAX), \
	CHOICE("--when-safe=", "nimrod", "nimatron", "random", "none", "nimatrom"), \
	CHOICE("--when-safe", "nimrod", "nimatron", "random", "none"), \
	NUMBER("--start-heap", 0, SIZE_MAX), NUMBER("--seed", 0, UINT64_MAX), FLAG("--tsv"), \
	FLAG("--sheet"), FLAG("--key"), CHOICE("--level", "easy", "medium", "hard", "Hard"), \
	CHOICE("--deal", "3x7", "8x40", "9x3", "3x41", "1x1", "0x1", "x", "3x"), \
	CHOICE("--title", "Class 3", "<&\"'>", ""), NUMBER("--per-page", 1, 20), \
	CHOICE("-r", "1,2,3", "0.77", "0.137", "4.07", "0.8", "0,1"), \
	COMMON_OPTIONS, INPUT_OPERANDS

static void
bound(struct call *c)
{
	(void)c;
}
