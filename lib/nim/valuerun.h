/*
 * A long run of a heap game's values (nim-safe --values, --period): the
 * values found a stretch at a time, so that between stretches the run
 * shows its progress at a terminal (heaps done of all, the rate, the time
 * left), writes a checkpoint (valuesave.h) every so many heaps, and stops
 * cleanly on SIGINT or SIGTERM: what was found is kept, the checkpoint
 * written, and the caller says where it stopped.  A run resumed from a
 * checkpoint finds what the run that wrote it would have found.
 */
#ifndef WITS_NIM_VALUERUN_H
#define WITS_NIM_VALUERUN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "../progress.h"
#include "heapgame.h"

struct value_run {
	struct heap_game *g;
	size_t heaps;		/* asked for: heaps 0 .. heaps-1 */
	const char *checkpoint;	/* the file written, or NULL */
	uint64_t every;		/* heaps between checkpoints */
	size_t save_at;		/* the heap count of the next checkpoint */
	double before;		/* seconds the job took before this run (resumed) */
	struct timespec start;
	struct progress progress;
	int stopped;		/* the signal that stopped the run, or 0 */
};

/*
 * Starts a run of g's values for heaps 0 .. heaps-1, writing checkpoints
 * to `checkpoint` (NULL for none) every `every` heaps, and from the
 * checkpoint `resume` when it is not NULL; a checkpoint refused, or one
 * that cannot be read, is fatal.  From now on SIGINT and SIGTERM (unless
 * ignored) stop the run at the end of a stretch.
 */
void value_run_start(struct value_run *r, struct heap_game *g, size_t heaps,
    const char *checkpoint, uint64_t every, const char *resume);

/*
 * Finds values toward heap r->heaps - 1, one stretch of a few thousand
 * heaps, as one call of heap_game_extend finds them.  Returns false once
 * the run is over: every heap valued, the period proved, a value too
 * large, or a signal caught (r->stopped).
 */
bool value_run_step(struct value_run *r);

/* The seconds the job has taken, this run and those it resumed. */
double value_run_seconds(const struct value_run *r);

/*
 * Ends the run: the progress line cleared, and the last checkpoint
 * written while there is more to find.  When a signal stopped the run,
 * writes out (whole lines) to stdout, says on stderr where it stopped,
 * "stopped at heap H of N" (N the largest heap asked for), and dies of
 * the signal.
 */
void value_run_end(struct value_run *r, struct text *out);

#endif
