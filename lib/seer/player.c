/*
 * The player interface: players made from their names, their memories
 * cleared, and each call sent to the functions of the player's kind.
 */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
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
};

const struct seer_machine_fns *
seer_fns_of(const struct seer_player *p)
{
	return fns[p->kind];
}

bool
seer_memory_decides(const union seer_memory *u)
{
	(void)u;
	return true;
}

/* The players that need nothing more than their name. */
#define NAMED(name, kind, target, shown) { name, kind, target, shown },
static const struct {
	const char *name;
	enum seer_kind kind;
	enum seer_target target;
	const char *shown;
} named[] = {
	SEER_NAMED_PLAYERS(NAMED)
};
#undef NAMED

static const char pattern[] = "pattern:";

static bool
is_pattern(const char *name)
{
	return strncmp(name, pattern, sizeof(pattern) - 1) == 0;
}

/* Returns the place of name in named[]; the end of named[] when it is not there. */
static size_t
named_index(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(named) / sizeof(*named); i++)
		if (strcmp(name, named[i].name) == 0)
			break;
	return i;
}

bool
seer_player_known(const char *name)
{
	return is_pattern(name) || named_index(name) < sizeof(named) / sizeof(*named);
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

	return i < sizeof(named) / sizeof(*named) ? named[i].shown : NULL;
}

/* Makes *p a player of that kind, with a cleared memory of its own. */
static void
make(struct seer_player *p, enum seer_kind kind)
{
	p->kind = kind;
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

const char *
seer_player_new(struct seer_player *p, const char *name)
{
	const char *why;
	size_t i;

	memset(p, 0, sizeof(*p));
	if (is_pattern(name)) {
		if ((why = pattern_new(p, name + sizeof(pattern) - 1)) != NULL)
			return why;
	} else {
		if ((i = named_index(name)) == sizeof(named) / sizeof(*named))
			return "not a player (" SEER_PLAYER_NAMES ")";
		make(p, named[i].kind);
		if (p->kind == SEER_BEST)
			best_new(p->memory, named[i].target);
	}
	seer_clear(p, SEER_MATCHER, SEER_SEER);
	return NULL;
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
	if (p->kind == SEER_PATTERN && p->memory != NULL)
		free(p->memory->seq.play);
	free(p->memory);
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
	return fns[p->kind]->forced(p->memory);
}

void
seer_reason(const struct seer_player *p, int play, struct seer_reason *why)
{
	memset(why, 0, sizeof(*why));
	why->kind = p->kind;
	fns[p->kind]->reason(p->memory, play, why);
}
