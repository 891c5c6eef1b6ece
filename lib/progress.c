/* The progress line on a terminal during long jobs (progress.h). */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "line.h"
#include "num.h"
#include "progress.h"
#include "screen.h"

enum {
	DELAY_MAX = 1000000000,	/* seconds: "never", in practice */
	LINE_MAX_SHOWN = 256	/* a name and eight numbers */
};

/* Back to the start of the line, and the line erased. */
static const char clear[] = "\r\033[K";

static bool disabled;
static bool stdout_at_terminal;
/* Read by the signal handler: whether the terminal's line holds progress. */
static volatile sig_atomic_t shown;

void
progress_disable(void)
{
	disabled = true;
}

static void
write_clear(void)
{
	ssize_t ignored = write(STDERR_FILENO, clear, sizeof(clear) - 1);

	(void)ignored;	/* nothing is left to do if the terminal fails */
}

/*
 * Clears the progress line shown, if fp (stdout or stderr) writes to the
 * terminal, so that no output starts on it.  Called before fp is written.
 */
static void
clear_before(FILE *fp)
{
	if (shown && (fp == stderr || (fp == stdout && stdout_at_terminal))) {
		shown = 0;
		fputs(clear, stderr);
	}
}

/*
 * Clears the progress line on an interrupt, then raises sig again.  It is
 * the one signal handler of the suite, installed with SA_RESETHAND and
 * SA_NODEFER, so that the signal raised again takes its default action
 * and the shell sees how the job ended.
 */
static void
interrupted(int sig)
{
	if (shown)
		write_clear();
	raise(sig);
}

/*
 * Installs the handler for sig, unless the job ignores sig (under nohup,
 * or in the background): then it stays ignored.
 */
static void
clear_on(int sig)
{
	struct sigaction sa, old;

	if (sigaction(sig, NULL, &old) != 0 || old.sa_handler != SIG_DFL)
		return;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = interrupted;
	sa.sa_flags = SA_RESETHAND | SA_NODEFER;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
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
	return (double)(b->tv_sec - a->tv_sec) +
	    (double)(b->tv_nsec - a->tv_nsec) / 1e9;
}

void
progress_start(struct progress *p, const char *unit, uint64_t total)
{
	memset(p, 0, sizeof(*p));
	p->on = !disabled && isatty(STDERR_FILENO);
	p->unit = unit;
	p->total = total;
	clock_gettime(CLOCK_MONOTONIC, &p->start);
	p->next = p->start;
	if (!p->on)
		return;
	p->width = screen_width(STDERR_FILENO);
	diag_set_before_write(clear_before);
	stdout_at_terminal = isatty(STDOUT_FILENO);
	clear_on(SIGINT);
	clear_on(SIGTERM);
	/*
	 * The tests set WITS_PROGRESS_DELAY=0 to see the line however fast
	 * the machine is.
	 */
	{
		const char *delay = getenv("WITS_PROGRESS_DELAY");
		uint64_t sec;
		long nsec;

		if (delay != NULL && num_seconds(delay, DELAY_MAX, &sec, &nsec))
			advance(&p->next, (time_t)sec, nsec);
		else
			advance(&p->next, 1, 0);	/* quiet for a second */
	}
}

/* The line as it is built: it goes to the terminal in one write. */
struct shown {
	char s[LINE_MAX_SHOWN];
	size_t len;
};

static void
addf(struct shown *l, const char *fmt, ...)
{
	size_t room = sizeof(l->s) - l->len;
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(l->s + l->len, room, fmt, ap);
	va_end(ap);
	if (n > 0)
		l->len += (size_t)n < room ? (size_t)n : room - 1;
}

/*
 * Appends v as people read a number, to two significant figures past 1000:
 * 950, 1.2k, 145k, 41M; bytes in decimal units (41 MB), as disks and
 * networks are counted.
 */
static void
add_amount(struct shown *l, double v, bool bytes)
{
	static const char *const prefix = "kMGTPE";
	int scale = -1;

	while (v >= 999.5 && prefix[scale + 1] != '\0') {
		v /= 1000;
		scale++;
	}
	if (scale < 0)
		addf(l, bytes ? "%.0f B" : "%.0f", v);
	else if (v < 9.95 && (int)(v * 10 + 0.5) % 10 != 0)
		addf(l, bytes ? "%.1f %cB" : "%.1f%c", v, prefix[scale]);
	else
		addf(l, bytes ? "%.0f %cB" : "%.0f%c", v, prefix[scale]);
}

static void
add_time_left(struct shown *l, double seconds)
{
	unsigned long s = (unsigned long)seconds;

	if (s >= 3600)
		addf(l, ", %lu:%02lu:%02lu left", s / 3600, s / 60 % 60,
		    s % 60);
	else
		addf(l, ", %lu:%02lu left", s / 60, s % 60);
}

/*
 * How many words the line spends, from the most to the fewest: at a
 * narrow terminal (a projector's 64 columns) the line drops words until
 * it fits, so that each redraw stays on its line.
 */
enum wording {
	WORDS_ALL,	/* every figure, each rate with its unit */
	WORDS_SHORT,	/* the rate of items without its unit, no byte rate */
	WORDS_NO_RATE,	/* how much is done, of what, and the time left */
	WORDS_FEWEST,	/* the share done (or the count) and the time left */
	WORDS_COUNT
};

/*
 * Builds in l the progress line for `done` items, in the words of w,
 * after a "\r" and without the closing erase: "seer-duel: 29M / 200M
 * plays (15%), 116M plays/s, 0:01 left", or for an input, whose lines
 * are what its reader counts and whose bytes tell how far it is:
 * "nim-safe: 1.2M lines, 41 MB / 98 MB (42%), 145k lines/s, 41 MB/s,
 * 0:01 left".
 */
static void
build(struct shown *l, const struct progress *p, uint64_t done,
    double elapsed, enum wording w)
{
	uint64_t part = p->input ? p->read : done;
	uint64_t whole = p->input ? p->size : p->total;
	double rate = elapsed > 0 ? (double)part / elapsed : 0;

	l->len = 0;
	addf(l, "\r%s: ", diag_prog());
	if (w == WORDS_FEWEST && whole > 0)
		addf(l, "%.0f%%",
		    100.0 * (double)(part < whole ? part : whole) / (double)whole);
	else {
		add_amount(l, (double)done, false);
		if (p->input)
			addf(l, done == 1 ? " line" : " lines");
	}
	if (w < WORDS_FEWEST) {
		if (p->input) {
			addf(l, ", ");
			add_amount(l, (double)p->read, true);
		}
		if (whole > 0) {
			addf(l, " / ");
			add_amount(l, (double)whole, p->input);
		}
		if (!p->input)
			addf(l, " %s", p->unit);
		if (whole > 0)
			addf(l, " (%.0f%%)", 100.0 *
			    (double)(part < whole ? part : whole) / (double)whole);
	}
	if (w <= WORDS_SHORT) {
		addf(l, ", ");
		add_amount(l, elapsed > 0 ? (double)done / elapsed : 0, false);
		addf(l, w == WORDS_ALL ? " %s/s" : "/s", p->unit);
	}
	if (w == WORDS_ALL && p->input) {
		addf(l, ", ");
		add_amount(l, rate, true);
		addf(l, "/s");
	}
	if (whole > 0 && rate > 0 && part <= whole)
		add_time_left(l, (double)(whole - part) / rate);
}

/*
 * Shows the progress line for `done` items in the most words that fit
 * the terminal's width, less one column, so that the cursor never waits
 * at the edge for a wrap; cut at the width when even the fewest do not.
 */
void
progress_show(struct progress *p, uint64_t done)
{
	struct timespec now;
	struct shown l = { .len = 0 };
	enum wording w = WORDS_ALL;
	double elapsed;

	clock_gettime(CLOCK_MONOTONIC, &now);
	if (seconds_since(&p->next, &now) < 0)
		return;
	p->next = now;
	advance(&p->next, 0, 250000000);	/* 4 times a second at most */
	elapsed = seconds_since(&p->start, &now);

	/* The line's columns: its bytes but the "\r", all ASCII. */
	do
		build(&l, p, done, elapsed, w);
	while (l.len - 1 >= p->width && ++w < WORDS_COUNT);
	if (l.len - 1 >= p->width)
		l.len = p->width;
	addf(&l, "\033[K");
	/* Set first, so that an interrupt during the write clears the line. */
	shown = 1;
	fwrite(l.s, 1, l.len, stderr);
}

void
progress_end(struct progress *p)
{
	if (p->on)
		clear_before(stderr);
}

/* The progress of one input's lines: the record input_open keeps. */
struct input_watch {
	struct progress p;
};

static struct input_watch *
watch_open(struct input *in)
{
	uint64_t size = input_size(in);
	struct input_watch *w;
	struct progress p;

	progress_start(&p, "lines", 0);
	if (!p.on)
		return NULL;
	w = xreallocarray(NULL, 1, sizeof(*w));
	w->p = p;
	w->p.input = true;
	w->p.size = size;
	return w;
}

static void
watch_lines(struct input *in)
{
	in->watch->p.read = in->bytes_read;
	progress_show(&in->watch->p, in->lines_read);
}

static void
watch_end(struct input *in)
{
	progress_end(&in->watch->p);
}

static void
watch_close(struct input *in)
{
	progress_end(&in->watch->p);
	free(in->watch);
}

void
progress_watch_inputs(void)
{
	static const struct input_watcher watcher = {
		watch_open, watch_lines, watch_end, watch_close
	};

	input_watch(&watcher);
}
