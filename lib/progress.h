/*
 * A sign of life for long jobs: a line on stderr, rewritten in place (how
 * much is done, how fast, the time left), only when stderr is a terminal
 * and the job has run for a second (WITS_PROGRESS_DELAY sets another
 * delay); logs and pipelines stay clean.  The line never spoils other
 * output: it is cleared before anything else reaches the terminal (diag's
 * messages and text_put call the hook it sets with diag_set_before_write),
 * at the end, and on SIGINT or SIGTERM.
 */
#ifndef WITS_PROGRESS_H
#define WITS_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

struct progress {
	bool on;
	const char *unit;	/* "plays", "scrambles", "lines" */
	uint64_t total;		/* of them; 0 when unknown */
	uint64_t size;		/* an input's bytes, when known */
	uint64_t read;		/* how many of them are read */
	bool input;		/* counts lines: shows bytes too */
	size_t width;		/* the terminal's columns, at the start */
	uint64_t calls;
	struct timespec start, next;
};

/* Turns progress off for the whole run (--no-progress). */
void progress_disable(void);

/*
 * Shows a progress line for the lines of every input opened from now on
 * (input_open), with its bytes when its size is known: every program
 * calls it once, at its start.
 */
void progress_watch_inputs(void);

/* Starts the clock for a job of total units; total may be 0 (unknown). */
void progress_start(struct progress *p, const char *unit, uint64_t total);

/* Rewrites the line with done units done, when it is due to change. */
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

/* Counts a unit done, and shows the line once in 4096 calls. */
static inline void
progress_tick(struct progress *p, uint64_t done)
{
	if (progress_due(p))
		progress_show(p, done);
}

/* Clears the line, if one was shown. */
void progress_end(struct progress *p);

#endif
