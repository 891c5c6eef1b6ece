/*
 * seer-predict's rule: a machine plays, as the matcher, against a line of a
 * person's plays.
 */
#include "answer.h"
#include "fast.h"

/*
 * The line from play `from` on, in the fast loop (fast.h) compiled once
 * for each kind answer_rest names; its twin is seer_answer_line's loop, a
 * play at a time.  The machine, the generator and
 * the counts are copied into locals for the line, as in match.c: the
 * machine's plays are stored as bytes, which might alias them all.
 */
SEER_ALWAYS_INLINE void
answer_fast(enum seer_kind kind, struct seer_answer *a, union seer_memory *memory, struct rng *r,
    const unsigned char *play, size_t from, struct seer_learning *learning)
{
	struct seer_fast_player p;
	struct seer_learning l = *learning;
	struct rng local = *r;
	unsigned char *mine = a->play;
	uint64_t wins = 0;
	size_t i, n = a->n;

	seer_fast_player_load(kind, SEER_MATCHER, &p, memory);
	for (i = from; i < n; i++) {
		int m = seer_fast_player_play(kind, &p, &local);

		seer_learning_add(&l, seer_fast_player_observe(kind, &p, m, play[i]));
		wins += m == play[i];
		mine[i] = (unsigned char)m;
	}
	seer_fast_player_store(kind, &p, memory);
	*r = local;
	*learning = l;
	a->wins += wins;
}

/* The fast loop for the machine's kind, named as a constant. */
static void
answer_rest(enum seer_kind kind, struct seer_answer *a, union seer_memory *memory, struct rng *r,
    const unsigned char *play, size_t from, struct seer_learning *learning)
{
	switch (kind) {
	case SEER_SEER:
		answer_fast(SEER_SEER, a, memory, r, play, from, learning);
		break;
	case SEER_SHANNON:
		answer_fast(SEER_SHANNON, a, memory, r, play, from, learning);
		break;
	case SEER_ORACLE:
		answer_fast(SEER_ORACLE, a, memory, r, play, from, learning);
		break;
	case SEER_NGRAM:
		answer_fast(SEER_NGRAM, a, memory, r, play, from, learning);
		break;
	case SEER_LZ:
		answer_fast(SEER_LZ, a, memory, r, play, from, learning);
		break;
	default:
		answer_fast(SEER_RANDOM, a, memory, r, play, from, learning);
	}
}

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
		/*
		 * A dry run on copies finds V first, so that the rows go out as
		 * they are made.
		 */
		struct seer_player dry;
		struct rng dry_rng = *r;

		seer_player_copy(&dry, machine);
		seer_answer_line(a, &dry, &dry_rng, play, n, NULL, NULL);
		seer_player_free(&dry);
		v = a->learned ? a->after + 1 : 0;
	}
	a->n = n;
	a->wins = a->decided = a->decided_wins = 0;
	for (i = 0; i < n; i++) {
		bool decided;

		/*
		 * Without rows, the fast loop takes the rest of the line once
		 * the machine is ready for it.
		 */
		if (row == NULL && !a->count_decided && seer_fast_kind(machine->kind) &&
		    seer_fast_ready(machine->kind, memory)) {
			answer_rest(machine->kind, a, memory, r, play, i, &learning);
			break;
		}
		at.mine = machine_play(memory, r);
		at.person = play[i];
		at.won = at.mine == at.person;
		if (row != NULL) {
			at.number = i + 1;
			at.v = at.number == v;
			seer_reason(machine, at.mine, &at.why);
			row(ctx, &at);
		}
		decided = forced(memory);
		a->decided += decided;
		a->decided_wins += decided && at.won;
		seer_learning_add(&learning, decided && at.won);
		machine_observe(memory, at.mine, at.person);
		a->wins += at.won;
		a->play[i] = (unsigned char)at.mine;
	}
	a->rate = n ? (double)a->wins / (double)n : 0;
	a->learned = seer_learned(&learning, &a->after);
}
