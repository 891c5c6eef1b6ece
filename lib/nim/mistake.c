/*
 * The chance of a mistake by a player who chooses each move at random,
 * from the counts of legal and correct moves (movecount.h), in
 * millionths that add up exactly over any number of moves.
 */
#include "movecount.h"

/*
 * Returns part / all in millionths, rounded down, for part < all of any
 * size: long division, a decimal digit at a time, where ten times the
 * remainder is added up a remainder at a time so that nothing passes
 * 2^64 - 1.
 */
static uint64_t
millionths(uint64_t part, uint64_t all)
{
	uint64_t q = 0, r = part, next;
	int digit, i;

	for (digit = 0; digit < 6; digit++) {
		q *= 10;
		for (next = 0, i = 0; i < 10; i++) {
			if (next >= all - r) {
				next -= all - r;
				q++;
			} else {
				next += r;
			}
		}
		r = next;
	}
	return q;
}

uint64_t
nim_random_mistake(const struct nim_count *legal,
    const struct nim_count *correct)
{
	uint64_t wrong, all;

	if (legal->kind != NIM_COUNT_EXACT ||
	    correct->kind != NIM_COUNT_EXACT || correct->n == 0)
		return 0;
	wrong = legal->n - correct->n;
	all = legal->n;
	if (all < (uint64_t)1 << 44)
		return wrong * NIM_MILLION / all;
	return millionths(wrong, all);
}
