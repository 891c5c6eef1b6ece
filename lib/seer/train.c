/* The sessions of a file priming the machines: see train.h. */
#include <stdlib.h>

#include "../diag.h"
#include "../line.h"
#include "play.h"
#include "train.h"

/*
 * Returns how many of the n machines learn from other sessions, each
 * primed with a session's plays.
 */
static size_t
train_session(struct seer_player *machine, size_t n,
    const unsigned char *play, size_t plays)
{
	size_t i, primed = 0;

	for (i = 0; i < n; i++)
		primed += seer_player_train(&machine[i], play, plays);
	return primed;
}

size_t
seer_train_file(struct seer_player *machine, size_t n, const char *path)
{
	char *operand[] = { (char *)path };
	unsigned char *play = NULL;
	size_t plays = 0, got, primed = 0;
	struct seer_bad bad;
	struct input in;
	char *line;
	ssize_t len;

	input_open(&in, 1, operand);
	while ((len = input_take(&in, &line)) != INPUT_END) {
		int parsed;

		if (len == INPUT_MORE) {
			input_read(&in);
			continue;
		}
		play = xreallocarray(play, plays + (size_t)len + 1, 1);
		parsed = seer_parse(line, (size_t)len, play + plays, &got,
		    &bad);
		if (parsed < 0)
			diag_bad(&in.where, bad.tok, bad.len, bad.reason);
		else if (parsed == 0 && line_blank(line, (size_t)len) &&
		    plays > 0) {
			primed += train_session(machine, n, play, plays);
			plays = 0;
		} else if (parsed > 0)
			plays += got;
	}
	primed += train_session(machine, n, play, plays);
	input_close(&in);
	free(play);
	return primed;
}
