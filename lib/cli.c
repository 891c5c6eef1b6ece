/* What every program's command line has in common (cli.h). */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
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

/* Where the help of an option starts, and the columns no line of it passes. */
enum { HELP_COLUMN = 24, HELP_WIDTH = 80 };

/*
 * The options every program shares, after its own in the table given to
 * getopt_long(3) and in the help.
 */
static const struct cli_opt shared[] = {
	CLI_OPT_OWN(OPT_LINE_BUFFERED, "line-buffered", NULL,
	    "write each answer as soon as it is made, for coprocesses"),
	CLI_OPT_OWN(OPT_NO_PROGRESS, "no-progress", NULL,
	    "no progress line on a terminal during long jobs"),
	CLI_OPT_OWN('h', "help", NULL, "this summary"),
	CLI_OPT_OWN(OPT_VERSION, "version", NULL, "the version"),
	CLI_OPT_END
};

/*
 * The table cli_option last read, and getopt_long's arguments made from
 * it.  getopt_long answers with an option's letter, or with its row's
 * value, or else with FIRST_ROW plus the row's index.  They are
 * made again at each call, so that a table on the stack of an earlier run
 * is never read.
 */
enum { OPTIONS_MOST = 64, FIRST_ROW = 0x1000 };
static const struct cli_opt *table;
static struct option longopts[OPTIONS_MOST + 1];
static char shortopts[2 * OPTIONS_MOST + 2];

/* Returns the value getopt_long gives for the row at index i of t. */
static int
row_value(const struct cli_opt *t, size_t i)
{
	if (t[i].letter != 0)
		return t[i].letter;
	return t[i].kind == CLI_OWN || t[i].val != 0 ? t[i].val :
	    FIRST_ROW + (int)i;
}

/* Adds the options of t to getopt_long's arguments, from the n-th on. */
static size_t
add_options(const struct cli_opt *t, size_t n)
{
	size_t i, s = strlen(shortopts);

	for (i = 0; t[i].kind != CLI_END; i++) {
		if (t[i].letter != 0) {
			shortopts[s++] = (char)t[i].letter;
			if (t[i].arg != NULL)
				shortopts[s++] = ':';
		}
		if (t[i].name == NULL)
			continue;
		if (n == OPTIONS_MOST)
			diag_fatal("more than %d options", OPTIONS_MOST);
		longopts[n++] = (struct option){ t[i].name,
		    t[i].arg != NULL ? required_argument : no_argument, NULL,
		    row_value(t, i) };
	}
	return n;
}

/* Makes getopt_long's arguments from the table t. */
static void
read_table(const struct cli_opt *t)
{
	table = t;
	memset(shortopts, 0, sizeof(shortopts));
	longopts[add_options(shared, add_options(t, 0))] =
	    (struct option){ NULL, 0, NULL, 0 };
}

/* Returns the row of table whose option getopt_long gave as val. */
static const struct cli_opt *
row_of(int val)
{
	const struct cli_opt *o;

	if (val >= FIRST_ROW)
		return &table[val - FIRST_ROW];
	for (o = table; o->kind != CLI_END; o++)
		if (row_value(table, (size_t)(o - table)) == val &&
		    (o->letter != 0 || o->name != NULL))
			return o;
	return NULL;
}

/* Writes the names of option o as the help does; returns their width. */
static int
names(const struct cli_opt *o)
{
	int n = printf("  ");

	if (o->letter != 0)
		n += printf("-%c%s", o->letter, o->name != NULL ? ", " : "");
	else
		n += printf("    ");
	if (o->name != NULL)
		n += printf("--%s", o->name);
	if (o->arg != NULL)
		n += printf("%s%s", *o->arg == '=' ? "" : " ", o->arg);
	return n;
}

/*
 * Writes the list of names after column col, parted by ", ", and ends the
 * line: a name that would pass column HELP_WIDTH starts a line of its
 * own, after column indent.
 */
static void
list_lines(names_fn *list, int col, int indent)
{
	const char *s;
	size_t i;
	int n;

	for (i = 0; (s = list(i)) != NULL; i++) {
		n = (int)strlen(s) + (list(i + 1) != NULL);
		if (i > 0 && col + 1 + n > HELP_WIDTH)
			col = printf("\n%*s", indent, "") - 1;
		else
			col += printf(" ");
		col += printf("%s%s", s, list(i + 1) != NULL ? "," : "");
	}
	putchar('\n');
}

/*
 * Writes the summary h of an option, from column n on: a '\n' in it
 * starts a line at HELP_COLUMN, and so does a word that would end past
 * HELP_WIDTH.
 */
static void
summary(const char *h, int n)
{
	size_t len;

	for (;;) {
		len = strcspn(h, " \n");
		n += printf("%.*s", (int)len, h);
		h += len;
		if (*h == '\0')
			break;
		if (*h == ' ' && n + 1 + (int)strcspn(h + 1, " \n") <= HELP_WIDTH)
			n += printf(" ");
		else
			n = printf("\n%*s", HELP_COLUMN, "") - 1;
		h++;
	}
	putchar('\n');
}

/*
 * Writes the help of the options of t: each one's names, then its
 * summary from HELP_COLUMN on, then the names its argument may be.
 */
static void
help_lines(const struct cli_opt *t)
{
	const char *label;
	int n;

	for (; t->kind != CLI_END; t++) {
		if (t->help == NULL)
			continue;
		if (t->letter == 0 && t->name == NULL) {
			n = printf("%s", t->help);
			if (t->names != NULL)
				list_lines(t->names, n, n + 1);
			else
				putchar('\n');
			continue;
		}
		n = names(t);
		n += printf("%*s", n < HELP_COLUMN - 1 ? HELP_COLUMN - n : 2, "");
		summary(t->help, n);
		if (t->names == NULL)
			continue;
		label = t->arg + (*t->arg == '=');
		n = printf("%*s%s:", HELP_COLUMN, "", label);
		list_lines(t->names, n, HELP_COLUMN);
	}
}

/* Returns an option's number in [min, max]; else a usage error naming it. */
static uint64_t
number(const char *option, const char *arg, uint64_t min, uint64_t max,
    const char *usage)
{
	uint64_t v;
	const char *why = num_arg(arg, min, max, &v);

	if (why != NULL)
		diag_usage_value(usage, option, arg, "%s (%llu to %llu)", why,
		    (unsigned long long)min, (unsigned long long)max);
	return v;
}

/* Writes the usage line and the help of the options of t; exits 0. */
static _Noreturn void
help(const char *usage, const struct cli_opt *t)
{
	printf("usage: %s\n", usage);
	help_lines(t);
	help_lines(shared);
	exit(diag_finish());
}

/* Writes "prog (wits) VERSION" on stdout; exits 0. */
static _Noreturn void
version(void)
{
	printf("%s (wits) %s\n", diag_prog(), VERSION);
	exit(diag_finish());
}

int
cli_option(int argc, char *argv[], const struct cli_opt *opts,
    const char *usage)
{
	const struct cli_opt *o;
	int ch;

	read_table(opts);
	for (;;) {
		ch = getopt_long(argc, argv, shortopts, longopts, NULL);
		switch (ch) {
		case -1:
			return -1;
		case 'h':
			help(usage, opts);
		case OPT_VERSION:
			version();
		case OPT_LINE_BUFFERED:
			out_line_buffered();
			continue;
		case OPT_NO_PROGRESS:
			progress_disable();
			continue;
		}
		if ((o = row_of(ch)) == NULL)
			diag_usage(usage, NULL);
		switch (o->kind) {
		case CLI_FLAG:
			*o->flag = true;
			break;
		case CLI_TEXT:
			*o->text = optarg;
			break;
		case CLI_NUMBER:
			*o->number = number(cli_option_name(ch), optarg,
			    o->min, o->max, usage);
			if (o->given != NULL)
				*o->given = true;
			break;
		default:
			return ch;
		}
		if (o->val != 0)
			return ch;
	}
}

const char *
cli_option_name(int val)
{
	static char name[64];
	const struct cli_opt *o = row_of(val);

	if (o->letter != 0)
		snprintf(name, sizeof(name), "-%c", o->letter);
	else
		snprintf(name, sizeof(name), "--%s", o->name);
	return name;
}

void
cli_start(const char *argv0)
{
	int fd;

	diag_init(argv0);
	progress_watch_inputs();
	/*
	 * open(2) gives the lowest free descriptor: fd itself, as those below
	 * it are open by then.  Stdout is opened read-only so that writes to
	 * it still fail as they would on the closed descriptor.
	 */
	for (fd = STDIN_FILENO; fd <= STDERR_FILENO; fd++)
		if (fcntl(fd, F_GETFD) < 0 && errno == EBADF &&
		    open("/dev/null", fd == STDERR_FILENO ? O_WRONLY : O_RDONLY) != fd)
			diag_fatal("/dev/null:");
}

void
cli_deprecated(const char *old, const char *new)
{
	fprintf(stderr, "%s: %s is deprecated; use %s\n", diag_prog(), old,
	    new);
}

uint64_t
cli_seed(struct rng *r, bool given, uint64_t seed)
{
	if (!given)
		seed = rng_fresh_seed();
	rng_seed(r, seed);
	return seed;
}

const char *
cli_color_listed(size_t i)
{
	static const char *const when[] = {
		[CLI_COLOR_AUTO] = "auto", [CLI_COLOR_ALWAYS] = "always",
		[CLI_COLOR_NEVER] = "never"
	};

	return i < sizeof(when) / sizeof(*when) ? when[i] : NULL;
}

enum cli_color
cli_color(const char *arg, const char *usage)
{
	char listed[64];
	int i = names_find(cli_color_listed, arg);

	if (i < 0)
		diag_usage_value(usage, "--color", arg, "not %s",
		    names_join(cli_color_listed, " or ", listed, sizeof(listed)));
	return (enum cli_color)i;
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
