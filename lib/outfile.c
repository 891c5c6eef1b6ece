/* A file written beside stdout: see outfile.h. */
#include <stdbool.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diag.h"
#include "outfile.h"
#include "text.h"

/* Two names of one regular file: writing one would destroy what the other reads or writes. */
static bool
same_file(const struct stat *a, const struct stat *b)
{
	return S_ISREG(a->st_mode) && S_ISREG(b->st_mode) && a->st_dev == b->st_dev &&
	    a->st_ino == b->st_ino;
}

/* An output must not overwrite an input before it is read, nor another output. */
static void
check(const char *option, const char *path, const struct outfile_input *in, size_t n,
    const struct outfile *open, size_t nopen, const char *usage)
{
	struct stat out, st;
	size_t i;

	if (stat(path, &out) != 0)
		return;		/* it is made anew: fopen says if it cannot be */
	for (i = 0; i < n; i++) {
		if ((in[i].path == NULL ? fstat(STDIN_FILENO, &st) : stat(in[i].path, &st)) != 0 ||
		    !same_file(&out, &st))
			continue;
		if (in[i].path == NULL)
			diag_usage(usage, "%s '%s': the same file as the standard input", option, path);
		diag_usage(usage, "%s '%s': the same file as the record '%s'", option, path,
		    in[i].name);
	}
	if (fstat(STDOUT_FILENO, &st) == 0 && same_file(&out, &st))
		diag_usage(usage, "%s '%s': the same file as the standard output", option, path);
	for (i = 0; i < nopen; i++)
		if (open[i].fp != NULL && fstat(fileno(open[i].fp), &st) == 0 && same_file(&out, &st))
			diag_usage(usage, "%s '%s': the same file as %s '%s'", option, path,
			    open[i].option, open[i].path);
}

void
outfile_open(struct outfile *o, const char *option, const char *path,
    const struct outfile_input *in, size_t n, const struct outfile *open, size_t nopen,
    const char *usage)
{
	check(option, path, in, n, open, nopen, usage);
	o->option = option;
	o->path = path;
	if ((o->fp = fopen(path, "w")) == NULL)
		diag_fatal("%s:", path);
}

void
outfile_line(struct outfile *o, const char *line, size_t len)
{
	if (o->fp == NULL)
		return;
	fwrite(line, 1, len, o->fp);
	fputc('\n', o->fp);
	fflush(o->fp);
}

void
outfile_put(struct outfile *o, struct text *t)
{
	if (o->fp != NULL)
		text_put(t, o->fp);
}

void
outfile_close(struct outfile *o)
{
	if (o->fp != NULL && (ferror(o->fp) | fclose(o->fp)) != 0)
		diag_warn("%s: write error", o->path);
	o->fp = NULL;
}
