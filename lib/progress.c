/* The progress line on a terminal during long jobs: see progress.h. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "num.h"
#include "progress.h"

enum { DELAY_MAX = 1000000000 };	/* seconds: "never", in practice */

static bool disabled;

void
progress_disable(void)
{
	disabled = true;
}

static void
advance(struct timespec *t, time_t sec, long nsec)
{
	t->tv_sec += sec;
	t->tv_nsec += nsec;
	if (t->tv_nsec >= 1000000000) {
		t->tv_sec++;
		t->tv_nsec -= 1000000000;
	}
}

static double
seconds_since(const struct timespec *a, const struct timespec *b)
{
	return (double)(b->tv_sec - a->tv_sec) + (double)(b->tv_nsec - a->tv_nsec) / 1e9;
}

void
progress_start(struct progress *p, const char *unit, uint64_t total)
{
	p->on = !disabled && isatty(STDERR_FILENO);
	p->unit = unit;
	p->total = total;
	p->calls = 0;
	p->shown = false;
	clock_gettime(CLOCK_MONOTONIC, &p->start);
	p->next = p->start;
	/* tests set WITS_PROGRESS_DELAY=0 to see the line whatever the machine's speed */
	if (p->on) {
		const char *delay = getenv("WITS_PROGRESS_DELAY");
		uint64_t sec;
		long nsec;

		if (delay != NULL && num_seconds(delay, DELAY_MAX, &sec, &nsec))
			advance(&p->next, (time_t)sec, nsec);
		else
			advance(&p->next, 1, 0);	/* quiet for the first second */
	}
}

void
progress_show(struct progress *p, uint64_t done)
{
	struct timespec now;
	double elapsed, rate;

	clock_gettime(CLOCK_MONOTONIC, &now);
	if (seconds_since(&p->next, &now) < 0)
		return;
	p->next = now;
	advance(&p->next, 0, 250000000);	/* four times a second at most */
	elapsed = seconds_since(&p->start, &now);
	rate = elapsed > 0 ? (double)done / elapsed : 0;
	fprintf(stderr, "\r%s: %llu", diag_prog(), (unsigned long long)done);
	if (p->total > 0)
		fprintf(stderr, " / %llu %s (%.0f%%)", (unsigned long long)p->total, p->unit,
		    100.0 * (double)done / (double)p->total);
	else
		fprintf(stderr, " %s", p->unit);
	fprintf(stderr, ", %.3g/s", rate);
	if (p->total > 0 && rate > 0 && done <= p->total) {
		double left = (double)(p->total - done) / rate;

		fprintf(stderr, ", %d:%02d left", (int)(left / 60), (int)left % 60);
	}
	fputs("\033[K", stderr);
	p->shown = true;
}

void
progress_end(struct progress *p)
{
	if (p->shown)
		fputs("\r\033[K", stderr);
	p->shown = false;
}
