/*
 * Matches: scoring turns, running them fast, turn by turn with records, the
 * point V, the result.
 */
#include "../stats.h"
#include "fast.h"
#include "match.h"

bool
seer_score(struct seer_match *m, int matcher_play, int evader_play)
{
	bool matched = matcher_play == evader_play;

	seer_observe(m->matcher, matcher_play, evader_play);
	seer_observe(m->evader, evader_play, matcher_play);
	m->plays++;
	m->matcher_wins += matched;
	return matched;
}

void
seer_match_start(struct seer_match *m, struct seer_player *matcher, struct seer_player *evader)
{
	*m = (struct seer_match){ matcher, evader, 0, 0 };
	seer_clear(matcher, SEER_MATCHER, evader->kind);
	seer_clear(evader, SEER_EVADER, matcher->kind);
}

/*
 * Plays n turns of any pair, each play a call through the kind's
 * functions; returns the matcher's wins.
 */
static uint64_t
run_called(struct seer_player *matcher, struct seer_player *evader, uint64_t n, struct rng *r)
{
	seer_play_fn *matcher_play = seer_fns_of(matcher)->play;
	seer_play_fn *evader_play = seer_fns_of(evader)->play;
	seer_observe_fn *matcher_observe = seer_fns_of(matcher)->observe;
	seer_observe_fn *evader_observe = seer_fns_of(evader)->observe;
	union seer_memory *a_memory = matcher->memory, *b_memory = evader->memory;
	uint64_t wins = 0, i;

	/*
	 * The counts are kept in locals, since a store to the players'
	 * byte-sized fields could alias them.
	 */
	for (i = 0; i < n; i++) {
		int a = matcher_play(a_memory, r), b = evader_play(b_memory, r);

		matcher_observe(a_memory, a, b);
		evader_observe(b_memory, b, a);
		wins += a == b;
	}
	return wins;
}

/*
 * The fast loop (fast.h), compiled once for each of the pairs of kinds
 * that run_kinds and run_against name.  The players and the generator
 * are copied into locals for the run: through pointers, every byte
 * stored to a memory might alias the generator's state, which would be
 * reloaded every play.  Its twin is run_called, a call a play.
 */
SEER_ALWAYS_INLINE uint64_t
run_fast(enum seer_kind a, enum seer_kind b, union seer_memory *a_memory,
    union seer_memory *b_memory, uint64_t n, struct rng *r)
{
	struct seer_fast_player x, y;
	struct rng local = *r;
	uint64_t wins = 0;

	seer_fast_player_load(a, SEER_MATCHER, &x, a_memory);
	seer_fast_player_load(b, SEER_EVADER, &y, b_memory);
	for (; n > 0; n--) {
		int pa = seer_fast_player_play(a, &x, &local);
		int pb = seer_fast_player_play(b, &y, &local);

		seer_fast_player_observe(a, &x, pa, pb);
		seer_fast_player_observe(b, &y, pb, pa);
		wins += pa == pb;
	}
	seer_fast_player_store(a, &x, a_memory);
	seer_fast_player_store(b, &y, b_memory);
	*r = local;
	return wins;
}

/* The fast loop for a matcher of kind a, compiled for each kind of evader. */
SEER_ALWAYS_INLINE uint64_t
run_against(enum seer_kind a, enum seer_kind b, union seer_memory *a_memory,
    union seer_memory *b_memory, uint64_t n, struct rng *r)
{
	switch (b) {
	case SEER_SEER:
		return run_fast(a, SEER_SEER, a_memory, b_memory, n, r);
	case SEER_SHANNON:
		return run_fast(a, SEER_SHANNON, a_memory, b_memory, n, r);
	case SEER_ORACLE:
		return run_fast(a, SEER_ORACLE, a_memory, b_memory, n, r);
	case SEER_NGRAM:
		return run_fast(a, SEER_NGRAM, a_memory, b_memory, n, r);
	case SEER_LZ:
		return run_fast(a, SEER_LZ, a_memory, b_memory, n, r);
	default:
		return run_fast(a, SEER_RANDOM, a_memory, b_memory, n, r);
	}
}

/* The fast loop for the two kinds, named as constants. */
static uint64_t
run_kinds(enum seer_kind ka, enum seer_kind kb, union seer_memory *a, union seer_memory *b,
    uint64_t n, struct rng *r)
{
	switch (ka) {
	case SEER_SEER:
		return run_against(SEER_SEER, kb, a, b, n, r);
	case SEER_SHANNON:
		return run_against(SEER_SHANNON, kb, a, b, n, r);
	case SEER_ORACLE:
		return run_against(SEER_ORACLE, kb, a, b, n, r);
	case SEER_NGRAM:
		return run_against(SEER_NGRAM, kb, a, b, n, r);
	case SEER_LZ:
		return run_against(SEER_LZ, kb, a, b, n, r);
	default:
		return run_against(SEER_RANDOM, kb, a, b, n, r);
	}
}

void
seer_run(struct seer_match *m, uint64_t n, struct rng *r)
{
	union seer_memory *a = m->matcher->memory, *b = m->evader->memory;
	enum seer_kind ka = m->matcher->kind, kb = m->evader->kind;
	uint64_t wins = 0, left = n;

	/* Neither loop draws a level's coin: only seer_play does. */
	if (seer_player_leveled(m->matcher) || seer_player_leveled(m->evader)) {
		for (; left > 0; left--) {
			int a = seer_play(m->matcher, r), b = seer_play(m->evader, r);

			(void)seer_score(m, a, b);
		}
		return;
	}
	m->plays += n;
	if (!seer_fast_kind(ka) || !seer_fast_kind(kb)) {
		m->matcher_wins += run_called(m->matcher, m->evader, n, r);
		return;
	}
	/* The plays before both are ready for the loop (fast.h). */
	for (; left > 0 && !(seer_fast_ready(ka, a) && seer_fast_ready(kb, b)); left--)
		wins += run_called(m->matcher, m->evader, 1, r);
	m->matcher_wins += wins + run_kinds(ka, kb, a, b, left, r);
}

uint64_t
seer_match_wins(const struct seer_match *m, enum seer_side side)
{
	return side == SEER_MATCHER ? m->matcher_wins : m->plays - m->matcher_wins;
}

/* ---- matches turn by turn ---- */

void
seer_turns_start(struct seer_turns *t, struct seer_match *m, struct seer_curve *curve)
{
	*t = (struct seer_turns){ .match = m, .curve = curve };
}

/*
 * The fewest plays of the run a curve's V begins: a shorter run at the
 * end of a segment says little (SEER against ++- wins three plays in
 * four, and its last win alone made a V at play 199 of 200).
 */
enum { V_RUN = 8 };

/* Ends the segment, marking V on the curve where the matcher had learned it. */
static void
segment_end(struct seer_turns *t)
{
	uint64_t after;

	if (t->curve != NULL && seer_learned(&t->learning, &after) &&
	    t->learning.plays - after >= V_RUN)
		seer_curve_mark(t->curve, t->segment + after);
	t->learning = (struct seer_learning){ 0, 0 };
	t->segment = t->match->plays;
}

/* Returns whether p is a recorded player that has played all it was fed. */
static bool
record_dry(const struct seer_player *p)
{
	return p->kind == SEER_RECORD && seer_record_left(p) == 0;
}

bool
seer_turn(struct seer_turns *t, struct rng *r, enum seer_side *dry)
{
	struct seer_player *player[2] = { t->match->matcher, t->match->evader };
	bool forced, won;
	int i;

	/*
	 * Machines play first, "so that the player knows it is not cheating".
	 */
	if (!t->machines_played)
		for (i = 0; i < 2; i++)
			if (player[i]->kind != SEER_RECORD)
				t->play[i] = seer_play(player[i], r);
	t->machines_played = true;
	for (i = 0; i < 2; i++) {
		if (record_dry(player[i])) {
			*dry = (enum seer_side)i;
			return false;
		}
		if (player[i]->kind == SEER_RECORD)
			t->play[i] = seer_play(player[i], r);
	}
	t->machines_played = false;
	forced = seer_forced(player[SEER_MATCHER]);
	won = seer_score(t->match, t->play[SEER_MATCHER], t->play[SEER_EVADER]);
	seer_learning_add(&t->learning, forced && won);
	if (t->curve != NULL)
		seer_curve_add(t->curve, won);
	return true;
}

void
seer_turns_next_line(struct seer_turns *t)
{
	/* The first line of a match, or a second side's line at once, ends none. */
	if (t->match->plays == t->segment)
		return;
	segment_end(t);
	if (t->curve != NULL)
		seer_curve_line_end(t->curve);
}

void
seer_turns_end(struct seer_turns *t)
{
	segment_end(t);
}

/* ---- results ---- */

void
seer_result(struct seer_result *res, uint64_t plays, uint64_t matcher_wins)
{
	int side;

	res->plays = plays;
	res->wins[SEER_MATCHER] = matcher_wins;
	res->wins[SEER_EVADER] = plays - matcher_wins;
	for (side = 0; side < 2; side++) {
		res->rate[side] = plays ? (double)res->wins[side] / (double)plays : 0;
		stats_wilson(res->wins[side], plays, &res->lo[side], &res->hi[side]);
	}
	res->odds = chance_odds_against(matcher_wins, plays);
}
