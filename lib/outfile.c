/* A file written beside stdout: see outfile.h. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diag.h"
#include "line.h"
#include "outfile.h"
#include "text.h"

/*
 * Returns whether a and b are one file under two names: writing one
 * would destroy what the other reads or writes.
 */
static bool
same_file(const struct stat *a, const struct stat *b)
{
	return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

/* Returns whether st is /dev/null, which any output may share. */
static bool
discards(const struct stat *st)
{
	struct stat null;

	return stat("/dev/null", &null) == 0 && same_file(st, &null);
}

/*
 * Refuses with a usage error an output that would overwrite an input
 * before it is read, stdout, or another output.
 */
static void
check(const char *option, const char *path, const struct input *const in[],
    size_t n, const struct outfile *open, size_t nopen, const char *usage)
{
	struct stat out, st;
	size_t i;
	int j;

	if (stat(path, &out) != 0 || discards(&out))
		return;	/* a new file, or /dev/null */
	for (i = 0; i < n; i++)
		for (j = 0; j < in[i]->noperands; j++) {
			const char *name = in[i]->operands[j];
			bool is_stdin = strcmp(name, "-") == 0;

			if ((is_stdin ? fstat(STDIN_FILENO, &st) :
			    stat(name, &st)) != 0 || !same_file(&out, &st))
				continue;
			if (is_stdin)
				diag_usage(usage, "%s '%s': the same file as "
				    "the standard input", option, path);
			diag_usage(usage, "%s '%s': the same file as "
			    "the record '%s'", option, path, name);
		}
	if (fstat(STDOUT_FILENO, &st) == 0 && same_file(&out, &st))
		diag_usage(usage, "%s '%s': the same file as the standard output",
		    option, path);
	for (i = 0; i < nopen; i++)
		if (open[i].fp != NULL && fstat(fileno(open[i].fp), &st) == 0 &&
		    same_file(&out, &st))
			diag_usage(usage, "%s '%s': the same file as %s '%s'",
			    option, path, open[i].option, open[i].path);
}

void
outfile_open(struct outfile *o, const char *option, const char *path,
    const struct input *const in[], size_t n, const struct outfile *open,
    size_t nopen, const char *usage)
{
	check(option, path, in, n, open, nopen, usage);
	o->option = option;
	o->path = path;
	if ((o->fp = fopen(path, "w")) == NULL)
		diag_fatal("%s:", path);
}

/*
 * Writes out what was buffered now; a failure is reported and the file
 * given up.
 */
static void
flush(struct outfile *o)
{
	if (fflush(o->fp) == 0 && !ferror(o->fp))
		return;
	diag_warn("%s: write error:", o->path);
	fclose(o->fp);
	o->fp = NULL;
	o->failed = true;
}

void
outfile_line(struct outfile *o, const char *line, size_t len)
{
	if (o->fp == NULL)
		return;
	fwrite(line, 1, len, o->fp);
	fputc('\n', o->fp);
	flush(o);
}

void
outfile_put(struct outfile *o, struct text *t)
{
	if (o->fp == NULL)
		return;
	text_put(t, o->fp);
	flush(o);
}

void
outfile_close(struct outfile *o)
{
	if (o->fp != NULL && fclose(o->fp) != 0)
		diag_warn("%s: write error:", o->path);
	o->fp = NULL;
}
