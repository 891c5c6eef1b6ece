#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "diag.h"
#include "num.h"
#include "out.h"
#include "progress.h"
#include "rng.h"

void
cli_help(const char *usage, const char *options)
{
	printf("usage: %s\n%s", usage, options);
	printf("      --line-buffered   write each answer as soon as it is made (for coprocesses)\n"
	    "      --no-progress     no progress line on a terminal during long jobs\n"
	    "  -h, --help            this summary\n"
	    "      --version         the version\n");
	exit(diag_finish());
}

bool
cli_common(int ch, const char *usage, const char *options)
{
	switch (ch) {
	case 'h':
		cli_help(usage, options);
	case OPT_VERSION:
		cli_version();
	case OPT_LINE_BUFFERED:
		out_line_buffered();
		return true;
	case OPT_NO_PROGRESS:
		progress_disable();
		return true;
	}
	return false;
}

void
cli_version(void)
{
	printf("%s (wits) %s\n", diag_prog(), VERSION);
	exit(diag_finish());
}

uint64_t
cli_number(const char *option, const char *arg, uint64_t min, uint64_t max, const char *usage)
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
	uint64_t seed = arg ? cli_number("--seed", arg, 0, UINT64_MAX, usage) : rng_fresh_seed();

	rng_seed(r, seed);
	return seed;
}
