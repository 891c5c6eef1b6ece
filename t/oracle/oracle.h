/*
 * What the cube's oracles share.  They are models written apart from lib/
 * and share nothing with it, but a fatal message and a growing array are
 * the same in each.  An oracle defines ORACLE_NAME, the name its messages
 * begin with, before it includes this file.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* Writes "ORACLE_NAME: " and the message to stderr, and exits 1. */
static inline void
die(const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fputs(ORACLE_NAME ": ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

/* Returns p grown to n items of size bytes; dies when memory runs out. */
static inline void *
grow(void *p, size_t n, size_t size)
{
	p = realloc(p, n * size);
	if (p == NULL)
		die("out of memory");
	return p;
}
