/*
 * A sign of life for long jobs: a line on stderr, rewritten in place (how
 * much is done, how fast, the time left), only when stderr is a terminal
 * and the job has run for a second (WITS_PROGRESS_DELAY sets another
 * delay); logs and pipelines stay clean.  The line never spoils other
 * output: it is cleared before anything else reaches the terminal (text_put
 * and diag's messages ask for it), at the end, and on SIGINT or SIGTERM.
 */
#ifndef WITS_PROGRESS_H
#define WITS_PROGRESS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

struct progress {
	bool on;
	const char *unit;	/* what is counted: "plays", "scrambles", "lines" */
	uint64_t total;		/* of them; 0 when unknown */
	uint64_t size;		/* an input's bytes, when they are known */
	uint64_t read;		/* and how many are read */
	bool input;		/* counts an input's lines: shows its bytes too */
	uint64_t calls;
	struct timespec start, next;
};

/* The name the line starts with, as messages do (diag_init gives it). */
void progress_name(const char *prog);

/* Turns progress off for the whole run (--no-progress). */
void progress_disable(void);

/* total may be 0 (unknown). */
void progress_start(struct progress *p, const char *unit, uint64_t total);

/* The lines of an input of size bytes (0: unknown, as on a pipe). */
void progress_start_input(struct progress *p, uint64_t size);

void progress_show(struct progress *p, uint64_t done);

/*
 * Cheap enough for every item: looks at the clock once in 4096 calls,
 * starting with the first, so that with no delay any job shows a line.
 */
static inline bool
progress_due(struct progress *p)
{
	return p->on && (p->calls++ & 4095) == 0;
}

static inline void
progress_tick(struct progress *p, uint64_t done)
{
	if (progress_due(p))
		progress_show(p, done);
}

/* An input's lines, and the bytes they came in. */
static inline void
progress_tick_input(struct progress *p, uint64_t lines, uint64_t bytes)
{
	if (progress_due(p)) {
		p->read = bytes;
		progress_show(p, lines);
	}
}

/*
 * Before fp (stdout or stderr) is written: a line shown is cleared when fp
 * writes to the terminal, so that no output starts on it.
 */
void progress_before(FILE *fp);

/* Clears the line, if one was shown. */
void progress_end(struct progress *p);

#endif
