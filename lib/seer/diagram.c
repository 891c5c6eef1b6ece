/*
 * The exact answers of seer-duel: the pair's chain, the rate as a
 * fraction, Fig. 6 and Fig. 7 drawn as dot or written as text, and the
 * periodic search's lines.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "diagram.h"
#include "machines.h"
#include "report.h"

static bool
is_machine(enum seer_kind k)
{
	return k == SEER_SEER || k == SEER_SHANNON;
}

/*
 * A fair coin's one state: whatever the other player chooses, without
 * seeing the coin, the coin matches it half the time.
 */
static unsigned
coin_step(uint64_t state, const void *how, struct seer_branch *b)
{
	bool ok = true;

	(void)state;
	(void)how;
	b[0] = (struct seer_branch){ 0, seer_fraction(1, 2, &ok), true };
	b[1] = (struct seer_branch){ 0, seer_fraction(1, 2, &ok), false };
	return 2;
}

/*
 * Random against a player that is neither a machine with a substate
 * chain (SEER, Shannon's) nor a record, which has no long run.
 */
static bool
against_coin(const struct seer_player *coin, const struct seer_player *other)
{
	return coin->kind == SEER_RANDOM && !is_machine(other->kind) && other->kind != SEER_RECORD;
}

/* best:seer and best:shannon play against their machine whatever they meet. */
static bool
best_aims_elsewhere(const struct seer_player *p, enum seer_kind machine)
{
	enum seer_target t = p->memory->best.target;

	return p->kind == SEER_BEST && t != SEER_TARGET_OPPONENT &&
	    (t == SEER_TARGET_SEER) != (machine == SEER_SEER);
}

/*
 * The chain of a machine (SEER, Shannon's) and a player, explored; NULL,
 * or why there is none, with *status as seer_exact_pair gives it.
 */
static const char *
machine_chain(struct seer_exact *e, const struct seer_player *matcher,
    const struct seer_player *evader, int *status)
{
	const struct seer_player *player, *machine;
	const char *why;

	e->player_side = is_machine(evader->kind) && !is_machine(matcher->kind) ? SEER_MATCHER :
	    SEER_EVADER;
	player = e->player_side == SEER_MATCHER ? matcher : evader;
	machine = e->player_side == SEER_MATCHER ? evader : matcher;
	if (matcher->kind == SEER_ORACLE || evader->kind == SEER_ORACLE)
		return "the oracle's counts grow without bound: no finite chain";
	if (!is_machine(machine->kind) || is_machine(player->kind))
		return "no chain: the pair must be SEER or Shannon's machine and best, opposite, "
		    "random or a pattern, or random and any player but a record";
	if (best_aims_elsewhere(player, machine->kind))
		return "no chain: that best plays against the other machine";
	if (player->kind == SEER_PATTERN) {
		const struct seer_sequence *seq = &player->memory->seq;

		if (machine->kind != SEER_SEER)
			return "no chain: a pattern is answered against SEER only";
		*status = 1;
		if (seq->n > SEER_PATTERN_STATES ||
		    !seer_pattern_chain(&e->chain, seq->play, seq->n, e->player_side == SEER_MATCHER,
		    SEER_PATTERN_STATES))
			return "the chain of SEER's memory and the pattern's phase has more than "
			    "65536 states: no exact answer (a match estimates it)";
		e->kind = SEER_CHAIN_PATTERN;
	} else {
		if ((why = seer_substate_chain(&e->chain, &e->how, player->kind, machine->kind)) != NULL)
			return why;
		e->kind = SEER_CHAIN_SUBSTATES;
	}
	return NULL;
}

const char *
seer_exact_pair(struct seer_exact *e, const struct seer_player *matcher,
    const struct seer_player *evader, int *status)
{
	const char *why;

	memset(e, 0, sizeof(*e));
	*status = 2;
	if (against_coin(matcher, evader) || against_coin(evader, matcher)) {
		e->player_side = against_coin(matcher, evader) ? SEER_MATCHER : SEER_EVADER;
		e->kind = SEER_CHAIN_COIN;
		seer_chain_explore(&e->chain, 0, coin_step, NULL, 1);
	} else if ((why = machine_chain(e, matcher, evader, status)) != NULL) {
		return why;
	}
	seer_chain_solve(&e->chain, &e->answer);
	*status = 1;
	if (!e->answer.exact) {
		seer_exact_free(e);
		return "the chain's fractions outgrow 64 bits, or a class is too large: no exact answer";
	}
	return NULL;
}

void
seer_exact_free(struct seer_exact *e)
{
	seer_chain_free(&e->chain);
	free(e->answer.share);
	e->answer.share = NULL;
}

static void
text_fraction(struct text *t, struct seer_fraction f)
{
	if (f.den == 1)
		text_printf(t, "%" PRId64, f.num);
	else
		text_printf(t, "%" PRId64 "/%" PRId64, f.num, f.den);
}

/* The matcher's share of the wins, and the evader's. */
static void
shares(const struct seer_exact *e, struct seer_fraction share[2])
{
	bool ok = true;
	struct seer_fraction other = seer_fraction_sub(seer_fraction(1, 1, &ok), e->answer.rate, &ok);

	share[e->player_side] = e->answer.rate;
	share[!e->player_side] = other;
}

static const char *
chain_words(const struct seer_exact *e)
{
	static const char *const words[] = {
		[SEER_CHAIN_SUBSTATES] = "the substate chain of one state of play",
		[SEER_CHAIN_PATTERN] = "the chain of SEER's memory and the pattern's phase",
		[SEER_CHAIN_COIN] = "the chain of a fair coin",
	};

	return words[e->kind];
}

void
seer_text_exact(struct text *t, const char *matcher, const char *evader, const struct seer_exact *e)
{
	struct seer_fraction share[2];
	int width = (int)(strlen(matcher) > strlen(evader) ? strlen(matcher) : strlen(evader));
	size_t mark;
	int side;

	shares(e, share);
	for (side = SEER_MATCHER; side <= SEER_EVADER; side++) {
		text_printf(t, "%-*s %-9s wins ", width, side == SEER_MATCHER ? matcher : evader,
		    side == SEER_MATCHER ? "(matcher)" : "(evader)");
		mark = t->len;
		text_fraction(t, share[side]);
		text_printf(t, "%*s%.6f\n", (int)(12 - (t->len - mark)), "",
		    seer_fraction_value(share[side]));
	}
	text_printf(t, "%s: %zu state%s, %zu recurrent in %zu closed class%s\n", chain_words(e),
	    e->chain.n, e->chain.n == 1 ? "" : "s", e->answer.recurrent, e->answer.classes,
	    e->answer.classes == 1 ? "" : "es");
}

void
seer_text_exact_tsv(struct text *t, const char *matcher, const char *evader,
    const struct seer_exact *e)
{
	struct seer_fraction share[2];

	shares(e, share);
	text_str(t, "matcher\tevader\tmatcher_wins\tevader_wins\tmatcher_rate\tstates\trecurrent\t"
	    "classes\n");
	seer_text_name(t, matcher);
	text_char(t, '\t');
	seer_text_name(t, evader);
	text_char(t, '\t');
	text_fraction(t, share[SEER_MATCHER]);
	text_char(t, '\t');
	text_fraction(t, share[SEER_EVADER]);
	text_printf(t, "\t%.6f\t%zu\t%zu\t%zu\n", seer_fraction_value(share[SEER_MATCHER]), e->chain.n,
	    e->answer.recurrent, e->answer.classes);
}

/* ---- the diagrams ---- */

/* A label in dot's quotes: its quotes and backslashes escaped. */
static void
text_quoted(struct text *t, const char *s, size_t len)
{
	size_t i;

	text_char(t, '"');
	for (i = 0; i < len; i++) {
		if (s[i] == '"' || s[i] == '\\')
			text_char(t, '\\');
		text_char(t, s[i]);
	}
	text_char(t, '"');
}

void
seer_text_diagram(struct text *t, bool dot, const char *player, const char *machine,
    const struct seer_exact *e)
{
	const struct seer_chain *c = &e->chain;
	struct text name = { 0 }, label = { 0 };
	size_t s, i;
	bool ok = true;

	text_printf(&label, "%s against %s: wins ", player, machine);
	text_fraction(&label, e->answer.rate);
	text_printf(&label, " (%zu recurrent substates of %zu)", e->answer.recurrent, c->n);
	if (dot) {
		text_str(t, "digraph substates {\n\tlabel=");
		text_quoted(t, label.s, label.len);
		text_str(t, ";\n\tlabelloc=t;\n\tnode [shape=box];\n");
	} else {
		text_add(t, label.s, label.len);
		text_str(t, "\n");
	}
	for (s = 0; s < c->n; s++) {
		if (e->answer.share[s].num == 0)
			continue;
		name.len = 0;
		seer_substate_name(&name, &e->how, c->code[s]);
		label.len = 0;
		text_add(&label, name.s, name.len);
		text_str(&label, dot ? "\\nshare " : "  share ");
		text_fraction(&label, e->answer.share[s]);
		text_str(&label, dot ? "\\nwins " : "  wins ");
		text_fraction(&label, seer_chain_wins(c, s, &ok));
		if (dot) {
			text_printf(t, "\ts%zu [label=", s);
			/* The label's \n are dot's line breaks: written as they are. */
			text_add(t, "\"", 1);
			text_add(t, label.s, label.len);
			text_str(t, "\"];\n");
		} else {
			text_add(t, label.s, label.len);
			text_char(t, '\n');
		}
		for (i = c->first[s]; i < c->first[s + 1]; i++) {
			const struct seer_chain_move *m = &c->move[i];

			if (dot) {
				text_printf(t, "\ts%zu -> s%zu [label=\"", s, m->to);
				text_fraction(t, m->chance);
				text_printf(t, " %s\"];\n", m->win ? "win" : "lose");
				continue;
			}
			text_str(t, "\t");
			text_fraction(t, m->chance);
			text_printf(t, " %s -> ", m->win ? "win" : "lose");
			name.len = 0;
			seer_substate_name(&name, &e->how, c->code[m->to]);
			text_add(t, name.s, name.len);
			text_char(t, '\n');
		}
	}
	if (dot)
		text_str(t, "}\n");
	text_free(&name);
	text_free(&label);
}

/* ---- the periodic search ---- */

enum seer_verdict
seer_periodic_verdict(const struct seer_periodic *p)
{
	bool ok = true;
	int cmp;

	if (p->exact) {
		cmp = seer_fraction_cmp(p->rate, seer_fraction(1, 2, &ok));
		return cmp > 0 ? SEER_BEATS : cmp < 0 ? SEER_LOSES : SEER_EVEN;
	}
	return p->lo > 0.5 ? SEER_BEATS : p->hi < 0.5 ? SEER_LOSES : SEER_UNCLEAR;
}

static const char *const verdict_word[] = { "beats", "loses", "even", "unclear" };

void
seer_text_periodic_header(struct text *t)
{
	text_str(t, "period\tsequence\tverdict\trate\tci_low\tci_high\texact\tstates\tmatches\tplays\n");
}

void
seer_text_periodic(struct text *t, const struct seer_periodic *p, bool tsv)
{
	double rate = p->exact ? seer_fraction_value(p->rate) : p->mean;
	enum seer_verdict v = seer_periodic_verdict(p);

	if (tsv)
		text_printf(t, "%u\t", p->period);
	seer_text_plays(t, p->play, p->period);
	if (tsv) {
		text_printf(t, "\t%s\t%.6f\t%.6f\t%.6f\t", verdict_word[v], rate, p->exact ? rate : p->lo,
		    p->exact ? rate : p->hi);
		if (p->exact)
			text_fraction(t, p->rate);
		else
			text_char(t, '-');
		text_printf(t, "\t%zu\t%" PRIu64 "\t%" PRIu64 "\n", p->states, p->matches, p->plays);
		return;
	}
	text_printf(t, "%*s%-7s wins ", (int)(SEER_PERIOD_MAX + 2 - p->period), "", verdict_word[v]);
	if (p->exact) {
		text_fraction(t, p->rate);
		text_printf(t, " = %.6f, exactly (%zu state%s)\n", rate, p->states,
		    p->states == 1 ? "" : "s");
		return;
	}
	text_printf(t, "%.4f  99.9%% CI %.4f to %.4f  (%" PRIu64 " match%s, %" PRIu64 " play%s)\n",
	    rate, p->lo, p->hi, p->matches, p->matches == 1 ? "" : "es", p->plays,
	    p->plays == 1 ? "" : "s");
}

void
seer_text_periodic_summary(struct text *t, unsigned max, const uint64_t count[4])
{
	uint64_t classes = count[0] + count[1] + count[2] + count[3];

	text_printf(t, "# periods 1 to %u, %" PRIu64 " class%s under rotation and complement: ",
	    max, classes, classes == 1 ? "" : "es");
	text_printf(t, "%" PRIu64 " beat%s seer, %" PRIu64 " lose%s to it, %" PRIu64 " even, ",
	    count[SEER_BEATS], count[SEER_BEATS] == 1 ? "s" : "", count[SEER_LOSES],
	    count[SEER_LOSES] == 1 ? "s" : "", count[SEER_EVEN]);
	text_printf(t, "%" PRIu64 " unclear\n", count[SEER_UNCLEAR]);
}
