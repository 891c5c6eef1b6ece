/* The machines at play: see machine.h. */
#include <math.h>
#include <string.h>

#include "../rng.h"
#include "heapmove.h"
#include "../names.h"
#include "machine.h"
#include "rules.h"

/* The Nimrod with no correct move: take 1 from a random non-empty heap. */
static void
nim_nimrod_move(const struct nim_position *p, struct rng *r, struct nim_move *m)
{
	size_t i, nonempty = 0;
	uint64_t pick;

	m->n = 0;
	for (i = 0; i < p->n; i++)
		nonempty += p->heap[i] != 0;
	if (nonempty == 0)
		return;
	pick = rng_below(r, nonempty);
	for (i = 0; i < p->n; i++)
		if (p->heap[i] != 0 && pick-- == 0)
			break;
	nim_move_add(m, i, p->heap[i], p->heap[i] - 1);
}

/*
 * The Nimatron with no correct move: relays R1, R2, R3 in turn take 1, 2,
 * 3 lamps (never more than the row holds) from the row with the most
 * lamps, the first such row on a tie.  *relay (0, 1, 2) is the relay to
 * act, and is advanced.
 */
static void
nim_nimatron_move(const struct nim_position *p, unsigned *relay, struct nim_move *m)
{
	size_t i, row = 0;
	uint64_t lamps = (uint64_t)*relay + 1;

	m->n = 0;
	for (i = 1; i < p->n; i++)
		if (p->heap[i] > p->heap[row])
			row = i;
	if (p->n == 0 || p->heap[row] == 0)
		return;
	if (lamps > p->heap[row])
		lamps = p->heap[row];
	nim_move_add(m, row, p->heap[row], p->heap[row] - lamps);
	*relay = (*relay + 1) % 3;
}

/* A number of up to 128 bits: the odds of the random move pass 2^64. */
struct wide {
	uint64_t hi, lo;
};

static bool
wide_below(struct wide a, struct wide b)
{
	return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo);
}

/* h c, c < 2^32. */
static struct wide
wide_product(uint64_t h, uint64_t c)
{
	uint64_t low = (h & 0xffffffff) * c, high = (h >> 32) * c;
	struct wide w = { high >> 32, (high << 32) + low };

	w.hi += w.lo < low;
	return w;
}

/* w + 2^e, e < 128, the sum below 2^128. */
static struct wide
wide_plus_power(struct wide w, int e)
{
	uint64_t power = (uint64_t)1 << e % 64;

	if (e >= 64)
		return (struct wide){ w.hi + power, w.lo };
	return (struct wide){ w.hi + (w.lo + power < power), w.lo + power };
}

/* True with chance x / n, 0 < n. */
static bool
wide_chance(struct rng *r, struct wide x, struct wide n)
{
	struct wide u;
	uint64_t top = n.hi;

	if (n.hi == 0)
		return rng_below(r, n.lo) < x.lo;
	/* the digits below n's leftmost, then the rest drawn until below n */
	for (int shift = 1; shift < 64; shift *= 2)
		top |= top >> shift;
	do {
		u.hi = rng_next(r) & top;
		u.lo = rng_next(r);
	} while (!wide_below(u, n));
	return wide_below(u, x);
}

/* The expected number of non-empty heaps drawn, each with chance h t / (1 + h t). */
static double
expected_drawn(const struct nim_position *p, double t)
{
	double sum = 0;

	for (size_t i = 0; i < p->n; i++)
		sum += (double)p->heap[i] * t / (1 + (double)p->heap[i] * t);
	return sum;
}

/*
 * The tilt t = c / 2^e, at most 1, that expects most nearly `most` heaps
 * drawn without passing it.  Walked as one index q, t falling as q rises:
 * e = 24 + q / 2^23 and c = 2^24 - 1 - q mod 2^23 give t to 1 part in
 * 2^23 down to 2^-104, below which no heap of 2^64 - 1 would be drawn.
 * Only arithmetic on doubles and exact powers of two: the same t on
 * every machine.
 */
static void
choose_tilt(const struct nim_position *p, uint64_t most, uint64_t *c, int *e)
{
	uint64_t lo = 0, hi = ((uint64_t)104 << 23) - 1;

	*c = 1;
	*e = 0;
	if (expected_drawn(p, 1) <= (double)most)
		return;
	while (lo < hi) {
		uint64_t q = lo + (hi - lo) / 2;
		double t = ldexp((double)((1 << 24) - 1 - (q & ((1 << 23) - 1))),
		    -(int)(24 + (q >> 23)));

		if (expected_drawn(p, t) > (double)most)
			lo = q + 1;
		else
			hi = q;
	}
	*c = (1 << 24) - 1 - (lo & ((1 << 23) - 1));
	*e = 24 + (int)(lo >> 23);
}

/*
 * A uniform legal move.  A move is a set S of 1..k heaps and a smaller
 * size for each: S must come with chance prod(h, S) / W, W the number of
 * legal moves, and the new sizes uniformly.  Each non-empty heap joins S
 * on its own with chance h t / (1 + h t), which draws S with chance
 * prod(h, S) t^|S| / prod(1 + h t); keeping a draw of 1..K heaps (K the
 * lesser of k and the non-empty heaps) with chance t^(K - |S|) leaves
 * prod(h, S) t^K / prod(1 + h t), in proportion to prod(h, S): a kept S
 * is exact whatever t is, and every chance is a ratio of integers
 * (t = c / 2^e) drawn exactly.  t sets only the speed: a draw is kept
 * with chance t^K W / prod(1 + h t), which is largest where K heaps are
 * expected, and there at least the chance that |S| = K, the mode of |S|
 * (Darroch 1964), which Chebyshev's inequality puts above
 * 3 / (16 sqrt(K) + 4).  Where no more than K heaps are expected untilted,
 * t = 1 and every draw of 1..K heaps is kept: at least a quarter of them.
 */
void
nim_random_move(const struct nim_game *g, const struct nim_position *p, struct rng *r,
    struct nim_move *m)
{
	uint64_t most = 0, c, kept;
	int e;
	size_t i, j;

	m->n = 0;
	for (i = 0; i < p->n; i++)
		most += p->heap[i] != 0;
	if (most == 0)
		return;
	if (most > g->k)
		most = g->k;
	choose_tilt(p, most, &c, &e);
	for (;;) {
		m->n = 0;
		for (i = 0; i < p->n && m->n <= most; i++) {
			struct wide odds = wide_product(p->heap[i], c);

			if (p->heap[i] != 0 && wide_chance(r, odds, wide_plus_power(odds, e)))
				nim_move_add(m, i, p->heap[i], p->heap[i]);
		}
		if (m->n == 0 || m->n > most)
			continue;
		/* t = 1 keeps every draw; else each heap short of K is one more chance t */
		for (kept = m->n; kept < most && e > 0; kept++)
			if (!wide_chance(r, (struct wide){ 0, c },
			    wide_plus_power((struct wide){ 0, 0 }, e)))
				break;
		if (kept == most || e == 0)
			break;
	}
	for (j = 0; j < m->n; j++)
		m->change[j].to = rng_below(r, m->change[j].from);
}

/*
 * nim_machine_move in a heap game (heapmove.h): the correct move, else
 * the Nimrod's smallest move from a random heap, or none.
 */
static enum nim_how
heap_machine_move(struct nim_machine *mc, const struct nim_position *p, struct nim_move *m)
{
	if (heap_move_correct(mc->game.rules, p, mc->start_heap, m))
		return NIM_CORRECT;
	if (nim_game_over(&mc->game, p))
		return NIM_GAME_OVER;
	if (mc->when_safe != NIM_NIMROD)
		return NIM_NO_MOVE;
	heap_move_nimrod(mc->game.rules, p, mc->rng, m);
	return NIM_BY_NIMROD;
}

enum nim_how
nim_machine_move(struct nim_machine *mc, const struct nim_position *p, struct nim_move *m)
{
	if (mc->game.rules != NULL)
		return heap_machine_move(mc, p, m);
	if (nim_correct_move(&mc->game, p, mc->start_heap, m))
		return NIM_CORRECT;
	if (nim_terminal(p))
		return NIM_GAME_OVER;
	switch (mc->when_safe) {
	case NIM_NIMROD:
		nim_nimrod_move(p, mc->rng, m);
		return NIM_BY_NIMROD;
	case NIM_NIMATRON:
		mc->relay_acted = mc->relay;
		nim_nimatron_move(p, &mc->relay, m);
		return NIM_BY_NIMATRON;
	case NIM_RANDOM:
		nim_random_move(&mc->game, p, mc->rng, m);
		return NIM_AT_RANDOM;
	case NIM_NONE:
		break;
	}
	m->n = 0;
	return NIM_NO_MOVE;
}

size_t
nim_machine_first_heap(enum nim_when_safe when_safe)
{
	return when_safe == NIM_NIMATRON ? 0 : 1;
}

void
nim_machine_start_at_random(struct nim_machine *mc, const struct nim_position *p)
{
	mc->start_heap = rng_below(mc->rng, p->n);
}

enum nim_how
nim_machine_after_program(struct nim_machine *mc, const struct nimrod *prog,
    const struct nim_position *p, struct nim_move *m)
{
	mc->start_heap = prog->heap;
	if (prog->selected.n == 0)
		return nim_machine_move(mc, p, m);
	nimrod_move(prog, m);
	return NIM_CORRECT;
}

/* The names by which the options choose a machine, in the order of enum nim_when_safe. */
static const char *const machine_name[] = {
	[NIM_NIMROD] = "nimrod", [NIM_NIMATRON] = "nimatron", [NIM_RANDOM] = "random",
	[NIM_NONE] = "none"
};

const char *
nim_machine_listed(size_t i)
{
	return i < sizeof(machine_name) / sizeof(*machine_name) ? machine_name[i] : NULL;
}

int
nim_machine_named(const char *name)
{
	return names_find(nim_machine_listed, name);
}

const char *
nim_how_name(enum nim_how how)
{
	static const char *const name[] = {
		[NIM_CORRECT] = "correct", [NIM_BY_NIMROD] = "nimrod",
		[NIM_BY_NIMATRON] = "nimatron", [NIM_AT_RANDOM] = "random",
		[NIM_NO_MOVE] = "none", [NIM_GAME_OVER] = "over"
	};

	return name[how];
}
