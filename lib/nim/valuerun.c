/* A long run of a heap game's values: see valuerun.h. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "../text.h"
#include "valuerun.h"
#include "valuesave.h"

/*
 * The heaps found between two looks at the clock and the signals: a few
 * milliseconds of work, so that an interrupt is answered at once; with
 * threads, a few tenths of a second, as each stretch starts its threads
 * and waits for the last of them, which on a busy machine may not be
 * running.
 */
enum { STRETCH = 4096, STRETCH_THREADED = 65536 };

/* The signal caught, for the run to stop at the end of its stretch. */
static volatile sig_atomic_t caught;

static void
catch(int sig)
{
	caught = sig;
}

/*
 * Catches sig, unless the job ignores it (under nohup, or in the
 * background): then it stays ignored.  With SA_RESETHAND a second signal
 * ends the job at once, and SA_RESTART lets a write to stdout go on.
 */
static void
catch_on(int sig)
{
	struct sigaction sa, old;

	if (sigaction(sig, NULL, &old) != 0 || old.sa_handler != SIG_DFL)
		return;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = catch;
	sa.sa_flags = SA_RESETHAND | SA_RESTART;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
}

void
value_run_start(struct value_run *r, struct heap_game *g, size_t heaps,
    const char *checkpoint, uint64_t every, const char *resume)
{
	memset(r, 0, sizeof(*r));
	r->g = g;
	r->heaps = heaps;
	r->checkpoint = checkpoint;
	r->every = every;
	if (resume != NULL) {
		struct value_save s;
		const char *why = value_save_read(resume, g, heaps, &s);

		if (why != NULL && why[strlen(why) - 1] == ':')
			diag_fatal("%s: %.*s:", resume, (int)strlen(why) - 1, why);
		if (why != NULL)
			diag_fatal("%s: %s", resume, why);
		heap_game_restore(g, s.value, s.heaps, s.work);
		r->before = s.seconds;
		free(s.value);
	}
	r->save_at = g->n + (every < heaps ? (size_t)every : heaps);
	/*
	 * Caught before the progress line starts, which then leaves them to
	 * this run; its line is cleared when the run ends.
	 */
	catch_on(SIGINT);
	catch_on(SIGTERM);
	progress_start(&r->progress, "heaps", heaps);
	/* The rate, and so the time left, are over the whole job, resumed or not. */
	r->progress.start.tv_sec -= (time_t)r->before;
	clock_gettime(CLOCK_MONOTONIC, &r->start);
}

/* Writes the checkpoint, when one is asked for; a failure is told, and the run goes on. */
static void
save(struct value_run *r)
{
	if (r->checkpoint != NULL &&
	    !value_save_write(r->checkpoint, r->g, value_run_seconds(r)))
		diag_warn("%s: cannot write the checkpoint:", r->checkpoint);
}

bool
value_run_step(struct value_run *r)
{
	struct heap_game *g = r->g;
	size_t to = g->n + (g->threads > 1 ? STRETCH_THREADED : STRETCH);

	if (caught) {
		r->stopped = caught;
		return false;
	}
	if (to > r->save_at)
		to = r->save_at;
	if (to >= r->heaps)
		heap_game_extend(g, r->heaps);
	else
		heap_game_extend_part(g, to);
	if (r->progress.on)
		progress_show(&r->progress, g->n);
	if (g->n >= r->heaps || g->periodic || g->stuck || g->n < to)
		return false;
	if (g->n == r->save_at) {
		save(r);
		r->save_at += r->every < r->heaps - g->n ? (size_t)r->every : r->heaps - g->n;
	}
	return true;
}

double
value_run_seconds(const struct value_run *r)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return r->before + (double)(now.tv_sec - r->start.tv_sec) +
	    (double)(now.tv_nsec - r->start.tv_nsec) / 1e9;
}

void
value_run_end(struct value_run *r, struct text *out)
{
	struct heap_game *g = r->g;

	progress_end(&r->progress);
	/* a run that proved the period, or stopped at a value too large, is whole */
	if (!g->periodic && !g->stuck)
		save(r);
	if (!r->stopped)
		return;
	text_put(out, stdout);
	fflush(stdout);
	diag_warn("stopped at heap %zu of %zu", g->n, r->heaps - 1);
	signal(r->stopped, SIG_DFL);
	raise(r->stopped);
}
