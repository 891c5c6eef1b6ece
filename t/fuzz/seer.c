/*
 * The +/- sequence parser and the machines behind it: each line that
 * parses is played, as a record, against SEER, Shannon's machine, the
 * oracle and best, on both sides; a match must score every play once.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/rng.h"
#include "../../lib/seer/match.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
play_record(const unsigned char *play, size_t n, const char *machine, bool record_matches,
    struct rng *r)
{
	struct seer_player record, opponent;
	struct seer_player *side[2];
	struct seer_match m;

	seer_record(&record);
	if (seer_player_new(&opponent, machine) != NULL)
		abort();
	side[0] = record_matches ? &record : &opponent;
	side[1] = record_matches ? &opponent : &record;
	m = (struct seer_match){ side[0], side[1], 0, 0 };
	seer_clear(side[0], SEER_MATCHER, side[1]->kind);
	seer_clear(side[1], SEER_EVADER, side[0]->kind);
	seer_record_feed(&record, play, n);
	while (seer_record_left(&record) > 0) {
		int a = seer_play(side[0], r), b = seer_play(side[1], r);

		if ((a != 0 && a != 1) || (b != 0 && b != 1))
			abort();
		seer_score(&m, a, b);
	}
	if (m.plays != n || m.matcher_wins > m.plays)
		abort();
	seer_player_free(&record);
	seer_player_free(&opponent);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const machines[] = { "seer", "shannon", "oracle", "best" };
	const char *s = (const char *)data, *end = s + size;
	unsigned char *play = malloc(size + 1);
	struct seer_bad bad;
	struct rng r;
	size_t n;

	rng_seed(&r, size);
	while (s < end) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		size_t len = nl ? (size_t)(nl - s) : (size_t)(end - s);

		if (seer_parse(s, len, play, &n, &bad) > 0)
			for (size_t i = 0; i < 4; i++)
				play_record(play, n, machines[i], (len + i) % 2 == 0, &r);
		s += len + 1;
	}
	free(play);
	return 0;
}
