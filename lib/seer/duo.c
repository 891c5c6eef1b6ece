/* SEER against Shannon's machine, one state of play: see duo.h. */
#include "duo.h"
#include "machines.h"

/* A state: SEER's substate and Shannon's cell, as one number. */
static uint64_t
code_of(struct seer_register reg, unsigned cell)
{
	return (uint64_t)seer_substate(reg) * SHANNON_CELL_VALUES + cell;
}

/*
 * Steps the chain: the machines are set with the state's register and
 * cell in state of play 0 and SEER's last play +, which stands for any
 * (both read it only as same or different), and play by their own rules.
 * SEER follows its counter on as many of R1 and R2's four positions as
 * its odds give; Shannon's machine tosses a coin where its cell does not
 * agree with itself.
 */
static unsigned
duo_step(uint64_t state, const void *how, struct seer_branch *b)
{
	bool seer_evades = *(const bool *)how, ok = true;
	struct seer_machine seer;
	struct shannon_machine shannon;
	unsigned n = 0, cell = (unsigned)(state % SHANNON_CELL_VALUES), expects;
	int followed, toss;

	seer_machine_reset(&seer, seer_evades);
	seer.reg[0] = seer_register_of((unsigned)(state / SHANNON_CELL_VALUES));
	shannon_reset(&shannon, !seer_evades);
	shannon.seen = 2;
	shannon.cell[0] = (uint8_t)cell;
	expects = shannon_expects(cell);
	for (followed = 1; followed >= 0; followed--) {
		unsigned follow = seer_follow_positions(seer.reg[0].odds);
		unsigned positions = followed ? follow : R1R2_POSITIONS - follow;
		int mine = seer.last_play ^ (int)seer_instruction(seer.reg[0]) ^ !followed;

		if (positions == 0)
			continue;
		for (toss = 0; toss <= (expects == SHANNON_EMPTY); toss++) {
			int theirs = (expects == SHANNON_EMPTY ? toss :
			    shannon.player_last ^ (expects == SHANNON_CHANGED)) ^ !seer_evades;
			struct seer_machine s = seer;
			struct shannon_machine h = shannon;

			seer_machine_learn(&s, mine, theirs);
			shannon_learn(&h, theirs, mine);
			b[n++] = (struct seer_branch){ code_of(s.reg[0], h.cell[0]),
			    seer_fraction(positions, R1R2_POSITIONS *
			    (expects == SHANNON_EMPTY ? 2 : 1), &ok),
			    (mine == theirs) != seer_evades };
		}
	}
	return n;
}

void
seer_duo_chain(struct seer_chain *c, bool seer_evades)
{
	struct seer_register cleared = { 0, 0 };

	seer_chain_explore(c, code_of(cleared, SHANNON_EMPTY * 3 + SHANNON_EMPTY), duo_step,
	    &seer_evades, SEER_SUBSTATES * SHANNON_CELL_VALUES);
}
