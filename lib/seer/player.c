/*
 * The player interface: players made from their names, their memories
 * cleared, and each call sent to the functions of the player's kind.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "../names.h"
#include "../num.h"
#include "machines.h"
#include "player.h"

static const struct seer_machine_fns *const fns[] = {
	[SEER_SEER] = &seer_fns,
	[SEER_SHANNON] = &shannon_fns,
	[SEER_ORACLE] = &oracle_fns,
	[SEER_OPPOSITE] = &opposite_fns,
	[SEER_BEST] = &best_fns,
	[SEER_RANDOM] = &random_fns,
	[SEER_PATTERN] = &pattern_fns,
	[SEER_RECORD] = &record_fns,
	[SEER_NGRAM] = &ngram_fns,
	[SEER_LZ] = &lz_fns,
	[SEER_CTW] = &ctw_fns,
	[SEER_SWITCH] = &switch_fns,
};

const struct seer_machine_fns *
seer_fns_of(const struct seer_player *p)
{
	return fns[p->kind];
}

/* The players that need nothing more than their name. */
#define NAMED_ROW(name, kind, target, shown) { name, kind, target, shown },
static const struct {
	const char *name;
	enum seer_kind kind;
	enum seer_target target;
	const char *shown;
} named[] = {
	SEER_NAMED_PLAYERS(NAMED_ROW)
};
#undef NAMED_ROW

static const char pattern[] = "pattern:";

/*
 * The players named with a number: the name before it, their kind, the
 * largest number, what the number is, for messages, and the name as the
 * list of names writes it.
 */
static const struct {
	const char *prefix;
	enum seer_kind kind;
	unsigned max;
	const char *why;
	const char *listed;
} numbered[] = {
	{ "oracle:", SEER_NGRAM, SEER_ORACLE_MAX_ORDER, "an oracle's order: 1 to 20",
	    "oracle:N" },
	{ "ctw:", SEER_CTW, SEER_CTW_MAX_DEPTH, "a context tree's depth: 1 to 16",
	    "ctw:D" },
};
enum {
	NAMED = sizeof(named) / sizeof(*named),
	NUMBERED = sizeof(numbered) / sizeof(*numbered)
};

/* Returns the message for a name that is no player's: "not a player (seer, ...)". */
static const char *
unknown(void)
{
	static char why[512];
	char listed[sizeof(why) - 32];

	snprintf(why, sizeof(why), "not a player (%s)",
	    names_join(seer_player_listed, ", ", listed, sizeof(listed)));
	return why;
}

const char *
seer_player_listed(size_t i)
{
	if (i < NAMED)
		return named[i].name;
	if (i < NAMED + NUMBERED)
		return numbered[i - NAMED].listed;
	return i == NAMED + NUMBERED ? "pattern:PLAYS" : NULL;
}

static bool
is_pattern(const char *name)
{
	return strncmp(name, pattern, sizeof(pattern) - 1) == 0;
}

/* Returns the place of name's prefix in numbered[]; the end when none. */
static size_t
numbered_index(const char *name)
{
	size_t i;

	for (i = 0; i < NUMBERED; i++)
		if (strncmp(name, numbered[i].prefix, strlen(numbered[i].prefix)) == 0)
			break;
	return i;
}

/* Returns the place of name in named[]; the end of named[] when it is not there. */
static size_t
named_index(const char *name)
{
	size_t i;

	for (i = 0; i < NAMED; i++)
		if (strcmp(name, named[i].name) == 0)
			break;
	return i;
}

bool
seer_player_known(const char *name)
{
	return is_pattern(name) ||
	    named_index(name) < NAMED ||
	    numbered_index(name) < NUMBERED;
}

const char *
seer_player_pattern(const char *name)
{
	return is_pattern(name) ? name + sizeof(pattern) - 1 : NULL;
}

const char *
seer_player_shown(const char *name)
{
	size_t i = named_index(name);

	return i < NAMED ? named[i].shown : NULL;
}

/* Makes *p a player of that kind, with a cleared memory of its own. */
static void
make(struct seer_player *p, enum seer_kind kind)
{
	p->kind = kind;
	p->coin_below = 0;
	p->memory = xreallocarray(NULL, 1, sizeof(*p->memory));
	memset(p->memory, 0, sizeof(*p->memory));
}

static const char *
pattern_new(struct seer_player *p, const char *plays)
{
	size_t len = strlen(plays), n;
	unsigned char *play = xreallocarray(NULL, len, 1);
	struct seer_bad bad;
	int got;

	if ((got = seer_parse(plays, len, play, &n, &bad)) <= 0) {
		free(play);
		return got == 0 ? "an empty pattern" : "not a pattern of plays (" SEER_ALPHABET ")";
	}
	make(p, SEER_PATTERN);
	p->memory->seq.play = play;
	p->memory->seq.n = n;
	return NULL;
}

/*
 * Gives a predictor's memory its tables, of that order or depth where it
 * has one.
 */
static void
predictor_new(struct seer_player *p, unsigned number)
{
	if (p->kind == SEER_NGRAM)
		ngram_new(&p->memory->ngram, number);
	else if (p->kind == SEER_LZ)
		lz_new(&p->memory->lz);
	else if (p->kind == SEER_CTW)
		ctw_new(&p->memory->ctw, number);
	else if (p->kind == SEER_SWITCH)
		switch_new(&p->memory->markov_switch);
}

/* Makes a player named with a number, numbered[i]; returns NULL, or why not. */
static const char *
numbered_new(struct seer_player *p, size_t i, const char *number)
{
	uint64_t n;

	if (num_arg(number, 1, numbered[i].max, &n) != NULL)
		return numbered[i].why;
	make(p, numbered[i].kind);
	predictor_new(p, (unsigned)n);
	return NULL;
}

const char *
seer_player_new(struct seer_player *p, const char *name)
{
	const char *why;
	size_t i;

	memset(p, 0, sizeof(*p));
	if (is_pattern(name)) {
		if ((why = pattern_new(p, name + sizeof(pattern) - 1)) != NULL)
			return why;
	} else if ((i = numbered_index(name)) < NUMBERED) {
		if ((why = numbered_new(p, i, name + strlen(numbered[i].prefix))) != NULL)
			return why;
	} else {
		if ((i = named_index(name)) == NAMED)
			return unknown();
		make(p, named[i].kind);
		if (p->kind == SEER_BEST)
			best_new(p->memory, named[i].target);
		predictor_new(p, SEER_CTW_DEPTH);
	}
	seer_clear(p, SEER_MATCHER, SEER_SEER);
	return NULL;
}

void
seer_player_copy(struct seer_player *to, const struct seer_player *from)
{
	union seer_memory *u = from->memory;

	make(to, from->kind);
	to->coin_below = from->coin_below;
	*to->memory = *u;
	if (from->kind == SEER_PATTERN) {
		to->memory->seq.play = xreallocarray(NULL, u->seq.n, 1);
		memcpy(to->memory->seq.play, u->seq.play, u->seq.n);
	} else if (from->kind == SEER_NGRAM) {
		ngram_copy(&to->memory->ngram, &u->ngram);
	} else if (from->kind == SEER_LZ) {
		lz_copy(&to->memory->lz, &u->lz);
	} else if (from->kind == SEER_CTW) {
		ctw_copy(&to->memory->ctw, &u->ctw);
	} else if (from->kind == SEER_SWITCH) {
		ngram_copy(&to->memory->markov_switch.markov, &u->markov_switch.markov);
	}
}

bool
seer_player_level(struct seer_player *p, enum seer_level level)
{
	/* The chance of the coin at each level, as a 64-bit threshold. */
	static const uint64_t coin_below[] = {
		[SEER_LEVEL_PERFECT] = 0,
		[SEER_LEVEL_MEDIUM] = UINT64_C(1) << 62,
		[SEER_LEVEL_EASY] = UINT64_C(1) << 63,
	};

	switch (p->kind) {
	case SEER_SEER:
	case SEER_SHANNON:
	case SEER_ORACLE:
	case SEER_NGRAM:
	case SEER_LZ:
	case SEER_CTW:
	case SEER_SWITCH:
		p->coin_below = coin_below[level];
		return true;
	default:
		return false;
	}
}

bool
seer_player_leveled(const struct seer_player *p)
{
	return p->coin_below != 0;
}

bool
seer_player_train(struct seer_player *p, const unsigned char *play, size_t n)
{
	if (p->kind != SEER_NGRAM)
		return false;
	ngram_train(&p->memory->ngram, play, n);
	ngram_clear(&p->memory->ngram);
	return true;
}

void
seer_record(struct seer_player *p)
{
	make(p, SEER_RECORD);
}

void
seer_record_feed(struct seer_player *p, const unsigned char *play, size_t n)
{
	p->memory->seq.play = (unsigned char *)play;
	p->memory->seq.n = n;
	p->memory->seq.next = 0;
}

size_t
seer_record_played(const struct seer_player *p)
{
	return p->memory->seq.next;
}

size_t
seer_record_left(const struct seer_player *p)
{
	return p->memory->seq.n - p->memory->seq.next;
}

void
seer_player_free(struct seer_player *p)
{
	union seer_memory *u = p->memory;

	if (u != NULL && p->kind == SEER_PATTERN)
		free(u->seq.play);
	else if (u != NULL && p->kind == SEER_NGRAM)
		ngram_free(&u->ngram);
	else if (u != NULL && p->kind == SEER_LZ)
		lz_free(&u->lz);
	else if (u != NULL && p->kind == SEER_CTW)
		ctw_free(&u->ctw);
	else if (u != NULL && p->kind == SEER_SWITCH)
		ngram_free(&u->markov_switch.markov);
	free(u);
	memset(p, 0, sizeof(*p));
}

void
seer_clear(struct seer_player *p, enum seer_side side, enum seer_kind opponent)
{
	fns[p->kind]->clear(p->memory, side == SEER_EVADER, opponent);
}

int
seer_play(const struct seer_player *p, struct rng *r)
{
	if (p->coin_below != 0 && rng_next(r) < p->coin_below)
		return seer_coin(r);
	return fns[p->kind]->play(p->memory, r);
}

void
seer_observe(struct seer_player *p, int mine, int theirs)
{
	fns[p->kind]->observe(p->memory, mine, theirs);
}

bool
seer_forced(const struct seer_player *p)
{
	return p->coin_below == 0 && fns[p->kind]->forced(p->memory);
}

void
seer_reason(const struct seer_player *p, int play, struct seer_reason *why)
{
	memset(why, 0, sizeof(*why));
	why->kind = p->kind;
	fns[p->kind]->reason(p->memory, play, why);
}
