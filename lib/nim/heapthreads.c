/*
 * The threads by which heap_game_extend finds a stretch of a heap
 * game's values on every processor (heap_threads_run, see heapgame.h),
 * from the pieces of the sparse-space mex in heapsparse.c.
 */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "../diag.h"
#include "heapgame.h"

/*
 * The looks a thread waiting for a heap's value takes at it, at least and
 * at most, before it finds the heap itself: a heap takes microseconds,
 * and a thread put to sleep would take as long to wake, but a machine
 * busy with other work may have descheduled the thread it waits for.
 */
enum { PATIENCE_LEAST = 256, PATIENCE_MOST = 65536 };

/*
 * A stretch of heaps first .. end-1 found by several threads at once
 * (heap_threads_run): heap h by thread (h - first) mod threads, or by a
 * thread that tired of waiting for it.  Heaps 0 .. known-1 are kept, in
 * order, and heaps 0 .. claimed-1 have a thread keeping them: the first
 * to claim a heap keeps it.  rare[k] is how many rare heaps there are
 * below first + k, so that a thread reads only the rare heaps that are
 * kept.  stop is set when a value is too large to keep: no heap after it
 * is kept.
 */
struct stretch {
	struct heap_game *g;
	size_t first, end;
	unsigned threads;
	atomic_size_t known, claimed;
	atomic_bool stop;
	size_t *rare;
};

/*
 * One thread of a stretch: its number, its own marks (two sets: one for
 * its own heap, one for a heap it takes over), the options it looked at,
 * and how long it waits for a heap before it finds it itself.
 */
struct worker {
	struct stretch *run;
	unsigned id;
	uint32_t *stamp, *spare;
	uint16_t *want, *spare_want;
	uint64_t work;
	unsigned patience;
	pthread_t thread;
};

/*
 * Keeps v as the value of heap h, which every heap before it is kept,
 * unless another thread claimed it first.
 */
static void
keep_claimed(struct stretch *run, size_t h, unsigned v)
{
	size_t expect = h;

	if (!atomic_compare_exchange_strong(&run->claimed, &expect, h + 1))
		return;
	if (v >= HEAP_GAME_VALUE_MAX) {
		atomic_store(&run->stop, true);
		return;
	}
	heap_sparse_keep_at(run->g, h, v);
	run->rare[h + 1 - run->first] = run->g->nrare;
	atomic_store_explicit(&run->known, h + 1, memory_order_release);
}

/*
 * Finds the value of heap h, every heap before it kept, with the spare
 * marks, and keeps it unless its own thread has claimed it meanwhile.
 */
static void
take_over(struct worker *w, size_t h)
{
	struct stretch *run = w->run;
	struct heap_scan sc = { .g = run->g, .n = h, .known = h, .stamp = w->spare,
	    .mark = (uint32_t)h + 1, .want = w->spare_want };
	unsigned v;
	bool every;

	heap_sparse_mark_rare(&sc, run->rare[h - run->first]);
	v = heap_sparse_seek(&sc, &every);
	w->work += sc.work;
	keep_claimed(run, h, v);
}

/*
 * Waits until heaps 0 .. h-1 are kept, and returns the heap count kept;
 * 0 when a value too large stopped the stretch.  A heap awaited too long
 * (its thread may be descheduled on a busy machine) is found by this
 * thread too, and kept by whichever finds it first; after that it waits
 * less before the next, and after a heap that came in time, more.
 */
static size_t
wait_for(struct worker *w, size_t h)
{
	struct stretch *run = w->run;
	unsigned spins = 0;
	size_t known;

	while ((known = atomic_load_explicit(&run->known, memory_order_acquire)) < h) {
		if (atomic_load_explicit(&run->stop, memory_order_relaxed))
			return 0;
		if (++spins >= w->patience) {
			take_over(w, known);
			if (w->patience > PATIENCE_LEAST)
				w->patience /= 2;
			spins = 0;
		}
	}
	if (spins > 0 && w->patience < PATIENCE_MOST)
		w->patience *= 2;
	return known;
}

/*
 * Finds and keeps the heaps of thread w->id not yet kept.  Heap h is
 * begun with the heaps kept so far: heap_sparse_mark_rare and
 * heap_sparse_seek pass over the options that leave one of the heaps not
 * yet kept (the few just below h, as a rule).  Once those are kept,
 * heap_sparse_mark_late marks the options passed over.  When every
 * split was marked, every option's value now is, and the mex is the
 * smallest value unmarked; else the mex found stands unless one of those
 * options has it, and then it is sought again.  So heap h has the value
 * heap_sparse_mex gives it.
 */
static void *
find_heaps(void *arg)
{
	struct worker *w = arg;
	struct stretch *run = w->run;
	size_t h, known;
	unsigned v;
	bool every;

	for (h = run->first + w->id; h < run->end; h += run->threads) {
		struct heap_scan sc = { .g = run->g, .n = h, .stamp = w->stamp,
		    .mark = (uint32_t)h + 1, .want = w->want };

		known = atomic_load_explicit(&run->known, memory_order_acquire);
		if (known > h)
			continue;
		sc.known = known;
		heap_sparse_mark_rare(&sc, run->rare[known - run->first]);
		v = heap_sparse_seek(&sc, &every);
		if (wait_for(w, h) != h) {
			w->work += sc.work;
			if (atomic_load(&run->stop))
				break;
			continue;
		}
		if (known < h) {
			heap_sparse_mark_late(&sc, known);
			sc.known = h;
			if (every)
				for (v = 0; sc.stamp[v] == sc.mark; v++)
					;
			else if (sc.stamp[v] == sc.mark)
				v = heap_sparse_seek(&sc, &every);
		}
		w->work += sc.work;
		keep_claimed(run, h, v);
	}
	return NULL;
}

/* A thread's own marks, as g->stamp and g->want are the first thread's. */
static uint32_t *
new_stamp(void)
{
	return xcallocarray((size_t)HEAP_GAME_VALUE_MAX + 2, sizeof(uint32_t));
}

static uint16_t *
new_want(void)
{
	return xcallocarray((size_t)HEAP_GAME_VALUE_MAX + 1, sizeof(uint16_t));
}

size_t
heap_threads_run(struct heap_game *g, size_t end, unsigned threads)
{
	struct stretch run = { .g = g, .first = g->n, .end = end, .threads = threads };
	struct worker *w = xcallocarray(threads, sizeof(*w));
	unsigned i;
	int e;

	heap_sparse_room(g, end);
	run.rare = xcallocarray(end - g->n + 1, sizeof(*run.rare));
	run.rare[0] = g->nrare;
	atomic_init(&run.known, g->n);
	atomic_init(&run.claimed, g->n);
	atomic_init(&run.stop, false);
	for (i = 0; i < threads; i++) {
		w[i].run = &run;
		w[i].id = i;
		w[i].patience = PATIENCE_MOST;
		w[i].stamp = i == 0 ? g->stamp : new_stamp();
		w[i].want = i == 0 ? g->want : new_want();
		w[i].spare = new_stamp();
		w[i].spare_want = new_want();
	}
	for (i = 1; i < threads; i++)
		if ((e = pthread_create(&w[i].thread, NULL, find_heaps, &w[i])) != 0) {
			errno = e;
			diag_fatal("cannot start a thread:");
		}
	find_heaps(&w[0]);
	for (i = 0; i < threads; i++) {
		if (i > 0) {
			pthread_join(w[i].thread, NULL);
			free(w[i].stamp);
			free(w[i].want);
		}
		free(w[i].spare);
		free(w[i].spare_want);
		g->work += w[i].work;
	}
	g->n = atomic_load(&run.known);
	g->stuck = atomic_load(&run.stop);
	free(run.rare);
	free(w);
	return g->n;
}
