/*
 * Shannon's outguessing machine (1953): eight situations, each a cell
 * that remembers the player's last two behaviours after it; when they
 * agree it plays as if the player repeats that behaviour, otherwise at
 * random.
 */
#include <string.h>

#include "fast.h"

/*
 * The fast loops' table of a cell's turn (fast.h), built by the
 * compiler from the cell's rules: for a cell and the player's behaviour
 * after it, the cell then, and what the cell expects.  Its twin is
 * shannon_cell_learn, the same rule a play at a time.
 */
#define EXPECTS(cell) \
	((SHANNON_EXPECTS(cell) != SHANNON_EMPTY) * SHANNON_FAST_KNOWN | \
	    (SHANNON_EXPECTS(cell) == SHANNON_CHANGED) * SHANNON_FAST_CHANGED)
#define ROW(cell) \
	SHANNON_CELL_AFTER(cell, SHANNON_SAME) << SHANNON_FAST_CELL_SHIFT | EXPECTS(cell), \
	SHANNON_CELL_AFTER(cell, SHANNON_CHANGED) << SHANNON_FAST_CELL_SHIFT | EXPECTS(cell)

const uint8_t shannon_fast_turn[SHANNON_CELL_VALUES * 2] = {
	ROW(0), ROW(1), ROW(2), ROW(3), ROW(4), ROW(5), ROW(6), ROW(7), ROW(8)
};

void
shannon_reset(struct shannon_machine *m, bool evader)
{
	memset(m, 0, sizeof(*m));
	m->player_last = SEER_PLUS;
	m->evader = evader;
}

static unsigned
cell_in_play(const struct shannon_machine *m)
{
	return m->seen < 2 ? SHANNON_EMPTY * 3 + SHANNON_EMPTY : m->cell[m->situation];
}

static int
play(const union seer_memory *u, struct rng *r)
{
	const struct shannon_machine *m = &u->shannon;
	unsigned expects = shannon_expects(cell_in_play(m));
	/*
	 * The coin is tossed either way: a choice between two values is cheaper
	 * than a mispredicted branch.
	 */
	int toss = seer_coin(r), repeat = m->player_last ^ (expects == SHANNON_CHANGED);

	return (expects == SHANNON_EMPTY ? toss : repeat) ^ (int)m->evader;
}

void
shannon_learn(struct shannon_machine *m, int mine, int theirs)
{
	bool player_won = (mine == theirs) == m->evader;
	unsigned behaviour = theirs != m->player_last ? SHANNON_CHANGED : SHANNON_SAME;

	if (m->seen == 2)
		m->cell[m->situation] =
		    (uint8_t)shannon_cell_learn(m->cell[m->situation], behaviour);
	else
		m->seen++;
	m->situation = (uint8_t)((m->situation & SHANNON_WON_LAST ? SHANNON_WON_BEFORE : 0) |
	    (behaviour == SHANNON_CHANGED ? SHANNON_CHANGED_BETWEEN : 0) |
	    (player_won ? SHANNON_WON_LAST : 0));
	m->player_last = (uint8_t)theirs;
}

/* The same rule serves the shadow that best keeps of Shannon's machine. */
static void
observe(union seer_memory *u, int mine, int theirs)
{
	shannon_learn(&u->shannon, mine, theirs);
}

static bool
forced(const union seer_memory *u)
{
	return shannon_expects(cell_in_play(&u->shannon)) != SHANNON_EMPTY;
}

static void
clear(union seer_memory *u, bool evader, enum seer_kind opponent)
{
	(void)opponent;
	shannon_reset(&u->shannon, evader);
}

void
shannon_read(const struct shannon_machine *m, struct seer_reason *why)
{
	unsigned cell = cell_in_play(m);

	why->known = m->seen == 2;
	why->player_won_before = m->situation & SHANNON_WON_BEFORE;
	why->player_changed = m->situation & SHANNON_CHANGED_BETWEEN;
	why->player_won_last = m->situation & SHANNON_WON_LAST;
	why->older = shannon_older(cell);
	why->newer = shannon_newer(cell);
}

static void
reason(const union seer_memory *u, int play, struct seer_reason *why)
{
	const struct shannon_machine *m = &u->shannon;

	(void)play;
	shannon_read(m, why);
	why->behaviour = shannon_expects(cell_in_play(m));
}

unsigned
shannon_expectation(const struct shannon_machine *m)
{
	return shannon_expects(cell_in_play(m));
}

enum { CELL_BITS = 4, SITUATION_AT = SHANNON_SITUATIONS * CELL_BITS };

uint64_t
shannon_machine_code(const struct shannon_machine *m)
{
	uint64_t code = 0;
	unsigned i;

	for (i = 0; i < SHANNON_SITUATIONS; i++)
		code |= (uint64_t)m->cell[i] << (i * CELL_BITS);
	return code | (uint64_t)m->situation << SITUATION_AT |
	    (uint64_t)m->seen << (SITUATION_AT + 3) |
	    (uint64_t)m->player_last << (SITUATION_AT + 5);
}

void
shannon_machine_of_code(uint64_t code, struct shannon_machine *m)
{
	unsigned i;

	for (i = 0; i < SHANNON_SITUATIONS; i++)
		m->cell[i] = (uint8_t)(code >> (i * CELL_BITS) & 15);
	m->situation = (uint8_t)(code >> SITUATION_AT & 7);
	m->seen = (uint8_t)(code >> (SITUATION_AT + 3) & 3);
	m->player_last = (uint8_t)(code >> (SITUATION_AT + 5) & 1);
}

const struct seer_machine_fns shannon_fns = { play, observe, forced, clear, reason };
