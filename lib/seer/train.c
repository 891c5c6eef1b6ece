/* The sessions of a file, read, and priming the machines: see train.h. */
#include <stdlib.h>

#include "../diag.h"
#include "../line.h"
#include "play.h"
#include "train.h"

void
seer_sessions_read(struct input *in, seer_session_fn *take, void *of)
{
	unsigned char *play = NULL;
	size_t plays = 0, got;
	struct seer_bad bad;
	char *line;
	ssize_t len;

	while ((len = input_take(in, &line)) != INPUT_END) {
		int parsed;

		if (len == INPUT_MORE) {
			input_read(in);
			continue;
		}
		play = xreallocarray(play, plays + (size_t)len + 1, 1);
		parsed = seer_parse(line, (size_t)len, play + plays, &got,
		    &bad);
		if (parsed < 0)
			diag_bad(&in->where, bad.tok, bad.len, bad.reason);
		else if (parsed == 0 && line_blank(line, (size_t)len) &&
		    plays > 0) {
			take(of, play, plays);
			plays = 0;
		} else if (parsed > 0)
			plays += got;
	}
	take(of, play, plays);
	free(play);
}

/* The machines a file primes, and how often one was. */
struct training {
	struct seer_player *machine;
	size_t n, primed;
};

/* Primes each machine that learns from other sessions with a session. */
static void
train_session(void *of, const unsigned char *play, size_t plays)
{
	struct training *t = of;
	size_t i;

	for (i = 0; i < t->n; i++)
		t->primed += seer_player_train(&t->machine[i], play, plays);
}

size_t
seer_train_file(struct seer_player *machine, size_t n, const char *path)
{
	char *operand[] = { (char *)path };
	struct training t = { machine, n, 0 };
	struct input in;

	input_open(&in, 1, operand);
	seer_sessions_read(&in, train_session, &t);
	input_close(&in);
	return t.primed;
}
