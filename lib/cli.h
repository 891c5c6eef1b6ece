/*
 * What every program's command line has in common: the start of a run,
 * the option table from which the options are read and the help is
 * written, the shared options (--help, --version, --line-buffered,
 * --no-progress, --seed, --tsv, --color), and numbers read from options.  A
 * program's own table and the rules between its options stay in the
 * program.
 */
#ifndef WITS_CLI_H
#define WITS_CLI_H

#include <stdbool.h>
#include <stdint.h>

#include "names.h"

/*
 * Every program's first call: the standard descriptors made open, then
 * the program's name given to its messages.  A descriptor closed at
 * start is opened on /dev/null, so that no file the program opens takes
 * its place (a picture written where stdout was).  Stdin and stdout are
 * opened for reading only: a closed stdin is an empty input, and a write
 * to a closed stdout fails with EBADF as it would have, so the program
 * ends with "write error: Bad file descriptor" as coreutils do.  A closed
 * stderr is opened for writing, so that messages go nowhere quietly.
 */
void cli_start(const char *argv0);
/* Values for the options the programs share. */
enum {
	OPT_VERSION = 0x100,
	OPT_LINE_BUFFERED,
	OPT_NO_PROGRESS,
	OPT_FIRST_OWN	/* the first value of a program's own options */
};

/* What reading an option does: what cli_option does with its row. */
enum cli_kind {
	CLI_END,	/* the row after the table's last */
	CLI_OWN,	/* returns the row's value to the program */
	CLI_FLAG,	/* sets *flag */
	CLI_TEXT,	/* points *text at the argument */
	CLI_NUMBER	/* reads the argument into *number, range-checked */
};

/*
 * One row of a program's option table: the option's names, what reading
 * it does, and its lines in the help.  A row with neither name is a line
 * of the help only; a row with no help is left out of the help (an old
 * spelling that still works).
 */
struct cli_opt {
	enum cli_kind kind;
	int val;		/* what cli_option returns; 0: nothing (but CLI_OWN) */
	int letter;		/* the short name, or 0 */
	const char *name;	/* the long name, or NULL */
	const char *arg;	/* the argument as the help names it, or NULL */
	const char *help;	/* wrapped at 80 columns; a '\n' starts a line */
	bool *flag;
	const char **text;
	uint64_t *number, min, max;
	bool *given;		/* CLI_NUMBER: set when the option is given, or NULL */
	names_fn *names;	/* the names the argument may be, or NULL */
};

/*
 * The rows, by what reading the option does.  A CLI_OWN option whose
 * value is below OPT_VERSION has that letter as its short name.  The
 * argument's name is written after the option's, with a space unless it
 * starts with '='.
 */
#define CLI_OPT_OWN(v, n, a, h) { .kind = CLI_OWN, .val = (v), \
	.letter = (int)(v) < (int)OPT_VERSION ? (v) : 0, .name = (n), .arg = (a), \
	.help = (h) }
#define CLI_OPT_FLAG(l, n, p, h) { .kind = CLI_FLAG, .letter = (l), \
	.name = (n), .help = (h), .flag = (p) }
#define CLI_OPT_TEXT(l, n, a, p, h) { .kind = CLI_TEXT, .letter = (l), \
	.name = (n), .arg = (a), .help = (h), .text = (p) }
#define CLI_OPT_NUMBER(l, n, a, p, lo, hi, g, h) { .kind = CLI_NUMBER, \
	.letter = (l), .name = (n), .arg = (a), .help = (h), .number = (p), \
	.min = (lo), .max = (hi), .given = (g) }
/*
 * A number row whose option cli_option also returns, as v, once the
 * number is read: for a program that notes which options were given, in
 * their order.  A v below OPT_VERSION is the short name, as for CLI_OWN.
 */
#define CLI_OPT_NUMBER_TOLD(v, n, a, p, lo, hi, g, h) { .kind = CLI_NUMBER, \
	.val = (v), .letter = (int)(v) < (int)OPT_VERSION ? (v) : 0, \
	.name = (n), .arg = (a), .help = (h), .number = (p), .min = (lo), \
	.max = (hi), .given = (g) }
#define CLI_OPT_NOTE(h) { .kind = CLI_OWN, .help = (h) }
/*
 * Rows whose argument is one of a list of names: the help lists them on a
 * line of their own, "name: a, b, c", the last of the option's (or the
 * note's own words, then the names).
 */
#define CLI_OPT_OWN_NAMES(v, n, a, list, h) { .kind = CLI_OWN, .val = (v), \
	.letter = (int)(v) < (int)OPT_VERSION ? (v) : 0, .name = (n), .arg = (a), \
	.help = (h), .names = (list) }
#define CLI_OPT_TEXT_NAMES(l, n, a, p, list, h) { .kind = CLI_TEXT, \
	.letter = (l), .name = (n), .arg = (a), .help = (h), .text = (p), \
	.names = (list) }
#define CLI_OPT_NOTE_NAMES(h, list) { .kind = CLI_OWN, .help = (h), .names = (list) }
#define CLI_OPT_END { .kind = CLI_END }

/*
 * getopt_long(3) over a program's option table, ended by CLI_OPT_END.
 * Obeys the rows that set a flag, a text or a number, and the options
 * every program shares: -h and --help (the usage line, the table's help,
 * then the shared options'), --version, --line-buffered and
 * --no-progress.  An unknown option or a bad number is a usage error.
 * Returns the value of the next CLI_OWN option given (or of a row with a
 * value, once it is read), its argument in optarg; -1 at the options'
 * end.  A program passes the same table to
 * each call.
 */
int cli_option(int argc, char *argv[], const struct cli_opt *opts,
    const char *usage);

/*
 * Returns how the messages name the option whose value is val: "-n" when
 * it has a short name, else "--length"; the name lasts until the next
 * call.  val is a value cli_option returned, and its table is still in
 * scope.
 */
const char *cli_option_name(int val);

/*
 * Writes "prog: OLD is deprecated; use NEW" on stderr: the old spelling
 * still works, and the exit status stays 0.
 */
void cli_deprecated(const char *old, const char *new);

struct rng;

/* --color's argument: colour at a terminal only, always, never. */
enum cli_color { CLI_COLOR_AUTO, CLI_COLOR_ALWAYS, CLI_COLOR_NEVER };

/* The names of --color's arguments: auto, always, never. */
names_fn cli_color_listed;

/* Reads "auto", "always" or "never"; anything else is a usage error. */
enum cli_color cli_color(const char *arg, const char *usage);

/*
 * Whether what goes to fd is coloured: always, never, or (auto) when fd
 * is a terminal that is not TERM=dumb (nor unset) and NO_COLOR is unset
 * or empty (https://no-color.org: an explicit --color=always wins).
 */
bool cli_coloured(enum cli_color when, int fd);

/*
 * The row of --seed, which every program with random choices shares: it
 * reads the seed into *p, and sets *g.
 */
#define CLI_OPT_SEED(p, g) CLI_OPT_NUMBER(0, "seed", "N", (p), 0, \
	UINT64_MAX, (g), "make the random choices repeatable")

/*
 * The row of --tsv, which every program shares: "a table (TSV): a header
 * line, then a row for each" and rows, which says of what and what a row
 * holds (" position: file, line, ..."); it sets *p.
 */
#define CLI_OPT_TSV(p, rows) CLI_OPT_FLAG(0, "tsv", (p), "a table (TSV): a " \
	"header line, then a row for each" rows)

/*
 * Seeds r with --seed's seed when it was given, else with a fresh seed.
 * Returns the seed.
 */
uint64_t cli_seed(struct rng *r, bool given, uint64_t seed);

#endif
