/* seer-predict's rule: a machine plays, as the matcher, against a line of a person's plays. */
#include "answer.h"
#include "machines.h"

void
seer_answer_line(struct seer_answer *a, struct seer_player *machine, struct rng *r,
    const unsigned char *play, size_t n, seer_row_fn *row, void *ctx)
{
	seer_play_fn *machine_play = seer_fns_of(machine)->play;
	seer_observe_fn *machine_observe = seer_fns_of(machine)->observe;
	bool (*forced)(const union seer_memory *) = seer_fns_of(machine)->forced;
	union seer_memory *memory = machine->memory;
	struct seer_learning learning = { 0, 0 };
	struct seer_answer_row at;
	uint64_t v = 0;
	size_t i;

	if (row != NULL) {
		/* A dry run on copies finds V first, so that the rows go out as they are made. */
		union seer_memory copy = *machine->memory;
		struct seer_player dry = { machine->kind, &copy };
		struct rng dry_rng = *r;

		seer_answer_line(a, &dry, &dry_rng, play, n, NULL, NULL);
		v = a->learned ? a->after + 1 : 0;
	}
	a->n = n;
	a->wins = 0;
	for (i = 0; i < n; i++) {
		at.mine = machine_play(memory, r);
		at.person = play[i];
		at.won = at.mine == at.person;
		if (row != NULL) {
			at.number = i + 1;
			at.v = at.number == v;
			seer_reason(machine, at.mine, &at.why);
			row(ctx, &at);
		}
		seer_learning_add(&learning, forced(memory) && at.won);
		machine_observe(memory, at.mine, at.person);
		a->wins += at.won;
		a->play[i] = (unsigned char)at.mine;
	}
	a->rate = n ? (double)a->wins / (double)n : 0;
	a->learned = seer_learned(&learning, &a->after);
}
