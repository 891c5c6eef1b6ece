#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "line.h"

enum { SHOWN_TOKEN_MAX = 40 };

static const char *prog = "wits";
static int status;
static int write_errno;	/* why stdout failed, when it did */

void
diag_init(const char *argv0)
{
	const char *slash;

	if (argv0 == NULL || *argv0 == '\0')
		return;
	slash = strrchr(argv0, '/');
	prog = slash ? slash + 1 : argv0;
}

const char *
diag_prog(void)
{
	return prog;
}

static void
vmessage(const char *fmt, va_list ap)
{
	int saved = errno;
	size_t n = strlen(fmt);

	fprintf(stderr, "%s: ", prog);
	vfprintf(stderr, fmt, ap);
	if (n > 0 && fmt[n - 1] == ':')
		fprintf(stderr, " %s", strerror(saved));
	fputc('\n', stderr);
}

void
diag_warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmessage(fmt, ap);
	va_end(ap);
	status = EXIT_BAD_DATA;
}

void
diag_fatal(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmessage(fmt, ap);
	va_end(ap);
	exit(EXIT_BAD_DATA);
}

void
diag_usage(const char *usage, const char *fmt, ...)
{
	va_list ap;

	if (fmt != NULL) {
		va_start(ap, fmt);
		vmessage(fmt, ap);
		va_end(ap);
	}
	fprintf(stderr, "usage: %s\n", usage);
	exit(EXIT_USAGE);
}

/* Bytes a terminal would mangle (NUL, escapes, the rest of a 10 MB line) are shown escaped and cut. */
static void
put_token(const char *tok, size_t len)
{
	size_t i, shown = len < SHOWN_TOKEN_MAX ? len : SHOWN_TOKEN_MAX;

	for (i = 0; i < shown; i++) {
		unsigned char c = (unsigned char)tok[i];

		if (c == '\'' || c == '\\')
			fprintf(stderr, "\\%c", c);
		else if (c < 0x20 || c >= 0x7f)
			fprintf(stderr, "\\x%02x", c);
		else
			fputc(c, stderr);
	}
	if (shown < len)
		fputs("...", stderr);
}

static void
bad_line(const struct input *in, const char *tok, size_t len, const char *reason)
{
	fprintf(stderr, "%s: ", prog);
	if (in->named)
		fprintf(stderr, "%s: ", in->name);
	fprintf(stderr, "line %llu: '", (unsigned long long)in->lineno);
	put_token(tok, len);
	fprintf(stderr, "': %s\n", reason);
}

void
diag_bad(const struct input *in, const char *tok, size_t len, const char *reason)
{
	bad_line(in, tok, len, reason);
	status = EXIT_BAD_DATA;
}

void
diag_refuse(const struct input *in, const char *tok, size_t len, const char *reason)
{
	bad_line(in, tok, len, reason);
}

void *
xreallocarray(void *p, size_t n, size_t size)
{
	if (size != 0 && n > SIZE_MAX / size) {
		errno = ENOMEM;
		diag_fatal("out of memory:");
	}
	if ((p = realloc(p, n * size > 0 ? n * size : 1)) == NULL)
		diag_fatal("out of memory:");
	return p;
}

bool
diag_output_failed(void)
{
	if (!ferror(stdout))
		return false;
	if (write_errno == 0)
		write_errno = errno != 0 ? errno : EIO;
	return true;
}

int
diag_finish(void)
{
	if (fflush(stdout) == EOF || diag_output_failed()) {
		diag_output_failed();
		if (write_errno != EPIPE) {
			errno = write_errno;
			diag_warn("write error:");
		}
		return EXIT_BAD_DATA;
	}
	return status;
}
