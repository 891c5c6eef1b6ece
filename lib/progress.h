/*
 * A sign of life for long jobs: a line on stderr, rewritten in place
 * (done / total, rate, time left), only when stderr is a terminal and the
 * job has run for a second (WITS_PROGRESS_DELAY sets another delay); logs
 * and pipelines stay clean.
 */
#ifndef WITS_PROGRESS_H
#define WITS_PROGRESS_H

#include <stdbool.h>
#include <stdint.h>
#include <time.h>

struct progress {
	bool on;
	const char *unit;	/* "plays", "positions", "% of the input" */
	uint64_t total;		/* 0 when unknown */
	uint64_t calls;
	struct timespec start, next;
	bool shown;
};

/* Turns progress off for the whole run (--no-progress). */
void progress_disable(void);

/* total may be 0 (unknown). */
void progress_start(struct progress *p, const char *unit, uint64_t total);

void progress_show(struct progress *p, uint64_t done);

/*
 * Cheap enough for every item: looks at the clock once in 4096 calls,
 * starting with the first, so that with no delay any job shows a line.
 */
static inline void
progress_tick(struct progress *p, uint64_t done)
{
	if (p->on && (p->calls++ & 4095) == 0)
		progress_show(p, done);
}

/* Clears the line, if one was shown. */
void progress_end(struct progress *p);

#endif
