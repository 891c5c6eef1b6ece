/* What every program's command line has in common (cli.h). */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "diag.h"
#include "num.h"
#include "out.h"
#include "progress.h"
#include "rng.h"

void
cli_start(const char *argv0)
{
	int fd;

	diag_init(argv0);
	progress_watch_inputs();
	/*
	 * open(2) gives the lowest free descriptor: fd itself, as those below
	 * it are open by then.
	 */
	for (fd = STDIN_FILENO; fd <= STDERR_FILENO; fd++)
		if (fcntl(fd, F_GETFD) < 0 && errno == EBADF &&
		    open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY) != fd)
			diag_fatal("/dev/null:");
}

void
cli_help(const char *usage, const char *options)
{
	printf("usage: %s\n%s", usage, options);
	printf("      --line-buffered   write each answer as soon as it is made "
	    "(for coprocesses)\n"
	    "      --no-progress     no progress line on a terminal during "
	    "long jobs\n"
	    "  -h, --help            this summary\n"
	    "      --version         the version\n");
	exit(diag_finish());
}

int
cli_option(int argc, char *argv[], const char *shortopts,
    const struct option *longopts, const char *usage, const char *options)
{
	int ch;

	for (;;) {
		ch = getopt_long(argc, argv, shortopts, longopts, NULL);
		switch (ch) {
		case 'h':
			cli_help(usage, options);
		case OPT_VERSION:
			cli_version();
		case OPT_LINE_BUFFERED:
			out_line_buffered();
			break;
		case OPT_NO_PROGRESS:
			progress_disable();
			break;
		case '?':
		case ':':
			diag_usage(usage, NULL);
		default:
			return ch;
		}
	}
}

void
cli_deprecated(const char *old, const char *new)
{
	fprintf(stderr, "%s: %s is deprecated; use %s\n", diag_prog(), old,
	    new);
}

void
cli_version(void)
{
	printf("%s (wits) %s\n", diag_prog(), VERSION);
	exit(diag_finish());
}

uint64_t
cli_number(const char *option, const char *arg, uint64_t min, uint64_t max,
    const char *usage)
{
	uint64_t v;
	const char *why = num_arg(arg, min, max, &v);

	if (why != NULL)
		diag_usage_value(usage, option, arg, "%s (%llu to %llu)", why,
		    (unsigned long long)min, (unsigned long long)max);
	return v;
}

uint64_t
cli_seed(struct rng *r, const char *arg, const char *usage)
{
	uint64_t seed = arg != NULL ?
	    cli_number("--seed", arg, 0, UINT64_MAX, usage) : rng_fresh_seed();

	rng_seed(r, seed);
	return seed;
}

enum cli_color
cli_color(const char *arg, const char *usage)
{
	static const char *const when[] = { "auto", "always", "never" };
	int i;

	for (i = 0; i < 3; i++)
		if (strcmp(arg, when[i]) == 0)
			return (enum cli_color)i;
	diag_usage_value(usage, "--color", arg, "not auto, always or never");
}

bool
cli_coloured(enum cli_color when, int fd)
{
	const char *no_color = getenv("NO_COLOR"), *term = getenv("TERM");

	if (when != CLI_COLOR_AUTO)
		return when == CLI_COLOR_ALWAYS;
	return isatty(fd) && (no_color == NULL || *no_color == '\0') &&
	    term != NULL && strcmp(term, "dumb") != 0;
}
