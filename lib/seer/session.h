/*
 * A player of seer-duel and, for a record or a person typing live ("-"),
 * the lines its plays come in.  The caller reads each line and hands it
 * in; the session parses it, feeds its plays to the player, and answers
 * a person's line once it is played: the machine's plays, the score, and
 * the plays to keep for --save.  It reads and writes nothing itself:
 * lines in, text out.
 */
#ifndef WITS_SEER_SESSION_H
#define WITS_SEER_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "../text.h"
#include "match.h"
#include "play.h"
#include "player.h"

struct seer_entrant {
	const char *name;	/* in reports: as given, escaped, or "you" for the live player */
	const char *operand;	/* as given */
	struct text shown;	/* the name escaped */
	struct seer_player player;
	bool recorded, live;	/* live: typed on stdin, answered line by line */
	bool had_plays, ended;	/* a record: some line held plays; it was read to its end */
	unsigned char *play;	/* the plays of the line being played */
	size_t n, cap;
};

/*
 * The player an operand names (checked before): a machine or a strategy,
 * else a record, typed live when it is "-".
 */
void seer_entrant_start(struct seer_entrant *e, const char *operand);

void seer_entrant_free(struct seer_entrant *e);

/*
 * Takes a line of a record or of a person: returns -1 when it holds a
 * slip (bad says which), 0 when it holds no plays (a person's is then
 * answered as it is, in reply), or 1 when its plays were fed to the
 * player.
 */
int seer_entrant_line(struct seer_entrant *e, const char *line, size_t len,
    struct seer_bad *bad, struct text *reply);

/*
 * Ends the line of the person `you`, once it is played or the match ends
 * in it: the score after the machine's plays, in reply, and the plays
 * played, in keep (so that the saved session replays the match), when
 * some were; the plays past the end of the match, in unplayed.  Returns
 * how many were played.
 */
size_t seer_entrant_answer(struct seer_entrant *you, const char *machine, enum seer_side side,
    const struct seer_match *m, struct text *reply, struct text *keep, struct text *unplayed);

#endif
