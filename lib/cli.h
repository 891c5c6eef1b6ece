/*
 * What every program's command line has in common: the start of a run,
 * the shared options (--help, --version, --line-buffered, --no-progress,
 * --seed, --color), and numbers read from options.  A program's own flags
 * and the rules between them stay in the program.
 */
#ifndef WITS_CLI_H
#define WITS_CLI_H

#include <getopt.h>
#include <stdbool.h>
#include <stdint.h>

/*
 * Every program's first call: the standard descriptors made open, then
 * the program's name given to its messages.  A descriptor closed at
 * start is opened on /dev/null, so that no file the program opens takes
 * its place (a picture written where stdout was): what would go to a
 * closed stdout goes nowhere, and a closed stdin is an empty input.
 */
void cli_start(const char *argv0);

/* Values for the long options the programs share. */
enum {
	OPT_VERSION = 0x100,
	OPT_LINE_BUFFERED,
	OPT_NO_PROGRESS,
	OPT_SEED,
	OPT_FIRST_OWN	/* the first value of a program's own options */
};

/* The long options every program has; -h goes in each short-option string. */
#define CLI_LONG_OPTIONS \
	{ "help", no_argument, NULL, 'h' }, \
	{ "version", no_argument, NULL, OPT_VERSION }, \
	{ "line-buffered", no_argument, NULL, OPT_LINE_BUFFERED }, \
	{ "no-progress", no_argument, NULL, OPT_NO_PROGRESS }

/*
 * getopt_long(3) with what every program shares taken care of: -h, --help,
 * --version, --line-buffered and --no-progress are obeyed here, an
 * unknown option is a usage error.  Returns the next of the program's own
 * options, -1 at their end.  shortopts holds "h" too.  The help is the
 * usage line, the program's options, then the shared ones.
 */
int cli_option(int argc, char *argv[], const char *shortopts,
    const struct option *longopts, const char *usage, const char *options);

/*
 * Writes "prog: OLD is deprecated; use NEW" on stderr: the old spelling
 * still works, and the exit status stays 0.
 */
void cli_deprecated(const char *old, const char *new);

struct rng;

/* Writes the usage line and the option summary on stdout; exits 0. */
_Noreturn void cli_help(const char *usage, const char *options);

/* Writes "prog (wits) VERSION" on stdout; exits 0. */
_Noreturn void cli_version(void);

/* Returns an option's number in [min, max]; else a usage error naming it. */
uint64_t cli_number(const char *option, const char *arg, uint64_t min,
    uint64_t max, const char *usage);

/* --color's argument: colour at a terminal only, always, never. */
enum cli_color { CLI_COLOR_AUTO, CLI_COLOR_ALWAYS, CLI_COLOR_NEVER };

/* Reads "auto", "always" or "never"; anything else is a usage error. */
enum cli_color cli_color(const char *arg, const char *usage);

/*
 * Whether what goes to fd is coloured: always, never, or (auto) when fd
 * is a terminal that is not TERM=dumb (nor unset) and NO_COLOR is unset
 * or empty (https://no-color.org: an explicit --color=always wins).
 */
bool cli_coloured(enum cli_color when, int fd);

/*
 * Seeds r from --seed's argument, or with a fresh seed when arg is NULL.
 * Returns the seed.
 */
uint64_t cli_seed(struct rng *r, const char *arg, const char *usage);

#endif
