/* A player fed by lines: see session.h. */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "live.h"
#include "matchtext.h"
#include "session.h"

void
seer_entrant_start(struct seer_entrant *e, const char *operand)
{
	memset(e, 0, sizeof(*e));
	e->operand = operand;
	seer_text_name(&e->shown, operand);
	text_char(&e->shown, '\0');
	e->name = e->shown.s;
	if (seer_player_known(operand)) {
		(void)seer_player_new(&e->player, operand);	/* the caller made sure of it */
		return;
	}
	seer_record(&e->player);
	e->recorded = true;
	e->live = strcmp(operand, "-") == 0;
	if (e->live)
		e->name = "you";
}

void
seer_entrant_free(struct seer_entrant *e)
{
	free(e->play);
	text_free(&e->shown);
	seer_player_free(&e->player);
}

int
seer_entrant_line(struct seer_entrant *e, const char *line, size_t len,
    struct seer_bad *bad, struct text *reply)
{
	size_t n;
	int got;

	if (len > e->cap) {
		e->cap = len;
		e->play = xreallocarray(e->play, e->cap, 1);
	}
	if ((got = seer_parse(line, len, e->play, &n, bad)) < 0)
		return -1;
	if (got == 0) {
		/* Lines that hold no plays are answered as they are. */
		if (e->live)
			text_passthrough(reply, line, len);
		return 0;
	}
	seer_record_feed(&e->player, e->play, n);
	e->n = n;
	e->had_plays = true;
	return 1;
}

size_t
seer_entrant_answer(struct seer_entrant *you, const char *machine, enum seer_side side,
    const struct seer_match *m, struct text *reply, struct text *keep, struct text *unplayed)
{
	size_t played = seer_record_played(&you->player);

	if (played > 0) {
		seer_live_score(reply, machine, side, m);
		seer_text_plays(keep, you->play, played);
	}
	if (played < you->n)
		seer_text_plays(unplayed, you->play + played, you->n - played);
	you->n = 0;
	return played;
}
