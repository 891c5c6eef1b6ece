/*
 * seer-duo: an independent model of SEER against Shannon's machine for the
 * tests of seer-duel --exact, written afresh from the rules (Hagelbarger
 * 1956, Appendix I; Shannon's memo of 1953) and sharing no code with the
 * library.  Both machines are told in SEER's behaviours alone, same or
 * different from its last play: SEER's register of one state of play (its
 * counter -3 to 3 and its odds 2:2, 3:1, 4:0) and Shannon's cell of the
 * same situation (the last two behaviours it saw there, or none).  On either
 * side SEER wins a play exactly when it behaves otherwise than Shannon's
 * machine expects.  The long run is found by power iteration of the lazy
 * chain (half a step stays put), not by elimination.
 *
 *   seer-duo    SEER's long-run share of the wins, the states reached from
 *               the cleared register and the empty cell, and those with a
 *               share in the long run
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#define ORACLE_NAME "seer-duo"
#include "oracle.h"

enum { SAME, DIFFERENT, NONE };
/* A state: counter + 3 (0 to 6), odds (0 to 2), the older and newer behaviour. */
enum { STATES = 7 * 3 * 3 * 3 };

static int
state(int counter, int odds, int older, int newer)
{
	return ((counter + 3) * 3 + odds) * 9 + older * 3 + newer;
}

/*
 * The moves of state s into to[], chance[], win[]: how many.  SEER follows
 * its counter's sign (same at 0 and above) on 2 + odds of four; Shannon's
 * machine expects the behaviour its cell has seen twice, else tosses a coin.
 */
static int
moves(int s, int *to, double *chance, int *win)
{
	int counter = s / 27 - 3, odds = s / 9 % 3, older = s / 3 % 3, newer = s % 3;
	int told = counter < 0 ? DIFFERENT : SAME, n = 0, follow, guess;

	for (follow = 0; follow < 2; follow++) {
		double p = follow ? (2 + odds) / 4.0 : (2 - odds) / 4.0;
		int x = follow ? told : !told;

		if (p == 0)
			continue;
		for (guess = SAME; guess <= DIFFERENT; guess++) {
			double q = older == newer && older != NONE ? (guess == older) : 0.5;
			int won = x != guess, best = !guess, c = counter, o = odds;

			if (q == 0)
				continue;
			c += best == SAME ? (c < 3) : -(c > -3);
			if (follow)
				o += won ? (o < 2) : -(o > 0);
			to[n] = state(c, o, newer, x);
			chance[n] = p * q;
			win[n++] = won;
		}
	}
	return n;
}

int
main(int argc, char **argv)
{
	static double pi[STATES], next[STATES];
	int reached[STATES] = { 0 }, queue[STATES], head = 0, tail = 0, s, i, n;
	int to[4], win[4], states = 0, recurrent = 0;
	double chance[4], change = 1, rate = 0;
	long sweeps;

	(void)argv;
	if (argc != 1)
		die("usage: seer-duo");
	queue[tail++] = state(0, 0, NONE, NONE);
	reached[queue[0]] = 1;
	while (head < tail)
		for (n = moves(queue[head++], to, chance, win), i = 0; i < n; i++)
			if (!reached[to[i]]) {
				reached[to[i]] = 1;
				queue[tail++] = to[i];
			}
	states = tail;
	pi[queue[0]] = 1;
	for (sweeps = 0; change > 1e-15 && sweeps < 10000000; sweeps++) {
		memset(next, 0, sizeof(next));
		for (s = 0; s < STATES; s++) {
			next[s] += pi[s] / 2;
			for (n = moves(s, to, chance, win), i = 0; i < n && pi[s] != 0; i++)
				next[to[i]] += pi[s] / 2 * chance[i];
		}
		for (change = 0, s = 0; s < STATES; s++) {
			change = fmax(change, fabs(next[s] - pi[s]));
			pi[s] = next[s];
		}
	}
	if (change > 1e-15)
		die("the power iteration did not settle");
	for (s = 0; s < STATES; s++) {
		recurrent += pi[s] > 1e-9;
		for (n = moves(s, to, chance, win), i = 0; i < n; i++)
			if (win[i])
				rate += pi[s] * chance[i];
	}
	printf("%.9f\t%d\t%d\n", rate, states, recurrent);
	return 0;
}
