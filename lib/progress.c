#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <unistd.h>

#include "diag.h"
#include "progress.h"

static bool disabled;

void
progress_disable(void)
{
	disabled = true;
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
	p->next.tv_sec += 1;	/* quiet for the first second */
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
	p->next.tv_nsec += 250000000;	/* four times a second at most */
	if (p->next.tv_nsec >= 1000000000) {
		p->next.tv_sec++;
		p->next.tv_nsec -= 1000000000;
	}
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
