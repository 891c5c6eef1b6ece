/*
 * Diagnostics: every message in one shape, what it quotes shown safely,
 * and the exit status the messages imply (diag.h).
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "utf8.h"

/*
 * SHOWN_TOKEN_MAX: how much of a data token or an option's value is shown.
 * NAME_MAX_SHOWN: a longer file name names no file (PATH_MAX on Linux).
 * MESSAGE_MAX: room for one message with such a name, every byte escaped.
 */
enum {
	SHOWN_TOKEN_MAX = 40,
	NAME_MAX_SHOWN = 4096,
	MESSAGE_MAX = 4 * NAME_MAX_SHOWN + 512
};

/*
 * A message is put together, then written in one call, so that no other
 * output lands inside it.
 */
struct message {
	char s[MESSAGE_MAX];
	size_t len;
};

static const char *prog = "wits";
static int status;
static int write_errno;	/* why stdout failed, when it did */
static void (*before_write)(FILE *fp);

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

void
diag_set_before_write(void (*before)(FILE *fp))
{
	before_write = before;
}

void
diag_before_write(FILE *fp)
{
	if (before_write != NULL)
		before_write(fp);
}

static void
add(struct message *m, const char *s, size_t len)
{
	if (len > sizeof(m->s) - m->len)
		len = sizeof(m->s) - m->len;
	memcpy(m->s + m->len, s, len);
	m->len += len;
}

static void
vaddf(struct message *m, const char *fmt, va_list ap)
{
	size_t room = sizeof(m->s) - m->len;
	int len;

	if (room == 0)
		return;
	len = vsnprintf(m->s + m->len, room, fmt, ap);
	if (len > 0)
		m->len += (size_t)len < room ? (size_t)len : room - 1;
}

static void
addf(struct message *m, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vaddf(m, fmt, ap);
	va_end(ap);
}

/*
 * Returns whether a character shows nothing or reorders the text around it: the
 * zero-width and bidirectional controls, the byte-order mark.  A message
 * escapes it, as it escapes a control byte, so that what it quotes is
 * what was read.
 */
static bool
invisible(uint32_t c)
{
	return (c >= 0x200b && c <= 0x200f) || (c >= 0x202a && c <= 0x202e) ||
	    (c >= 0x2060 && c <= 0x206f) || c == 0xfeff;
}

/*
 * Appends what a message was given (a data token, an option's value, a
 * file name), with the bytes a terminal would act on escaped (NUL,
 * escapes, the C1 controls, the invisible characters) and those that are
 * not UTF-8 (bytes of other encodings), and cut after max bytes (the rest
 * of a 10 MB line), never inside a character.
 * UTF-8 text (café, ’) is shown as it is, and so is a quote: a token is
 * shown as it was typed (F', not F\'), the text between the message's
 * first quote and its last before the reason.
 */
static void
add_shown(struct message *m, const char *s, size_t len, size_t max)
{
	size_t i, n, shown = len < max ? len : max;
	uint32_t code;

	for (i = 0; i < shown; i += n) {
		unsigned char c = (unsigned char)s[i];

		n = utf8_char(s + i, len - i, &code);
		if (n > 1 && code >= 0xa0 && !invisible(code)) {
			if (i + n > shown)
				break;
			add(m, s + i, n);
			continue;
		}
		n = 1;
		if (c == '\\')
			addf(m, "\\%c", c);
		else if (c < 0x20 || c >= 0x7f)
			addf(m, "\\x%02x", c);
		else
			add(m, s + i, 1);
	}
	if (shown < len)
		add(m, "...", 3);
}

static void
write_message(struct message *m)
{
	add(m, "\n", 1);
	if (m->s[m->len - 1] != '\n')
		m->s[m->len - 1] = '\n';	/* cut short, it still ends */
	diag_before_write(stderr);
	fwrite(m->s, 1, m->len, stderr);
}

/*
 * Writes "prog: " and the filled-in format.  The formats are plain text;
 * what fills them in (a file name, an option's value) is shown escaped.
 */
static void
vmessage(const char *fmt, va_list ap)
{
	struct message m;
	char filled[NAME_MAX_SHOWN + 256];
	int saved = errno, len = vsnprintf(filled, sizeof(filled), fmt, ap);
	size_t n = strlen(fmt);

	m.len = 0;
	addf(&m, "%s: ", prog);
	if (len > 0)
		add_shown(&m, filled, (size_t)len, sizeof(filled) - 1);
	if (n > 0 && fmt[n - 1] == ':')
		addf(&m, " %s", strerror(saved));
	write_message(&m);
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

/*
 * Appends "[file: ]line N: 'token': reason", with the token shown as every
 * message shows what it was given; with no place, "'token': reason".
 */
static void
add_bad(struct message *m, const struct diag_where *at, const char *tok,
    size_t len, const char *reason)
{
	if (at != NULL && at->file != NULL) {
		add_shown(m, at->file, strlen(at->file), NAME_MAX_SHOWN);
		add(m, ": ", 2);
	}
	if (at != NULL)
		addf(m, "line %llu: ", at->line);
	add(m, "'", 1);
	add_shown(m, tok, len, SHOWN_TOKEN_MAX);
	addf(m, "': %s", reason);
}

static void
bad_line(const struct diag_where *at, const char *tok, size_t len,
    const char *reason)
{
	struct message m;

	m.len = 0;
	addf(&m, "%s: ", prog);
	add_bad(&m, at, tok, len, reason);
	write_message(&m);
}

size_t
diag_bad_reason(char *s, size_t cap, const char *tok, size_t len,
    const char *reason)
{
	struct message m;

	m.len = 0;
	add_bad(&m, NULL, tok, len, reason);
	if (m.len > cap)
		m.len = cap;
	memcpy(s, m.s, m.len);
	return m.len;
}

void
diag_bad(const struct diag_where *at, const char *tok, size_t len,
    const char *reason)
{
	bad_line(at, tok, len, reason);
	status = EXIT_BAD_DATA;
}

void
diag_refuse(const struct diag_where *at, const char *tok, size_t len,
    const char *reason)
{
	bad_line(at, tok, len, reason);
}

void
diag_usage_value(const char *usage, const char *what, const char *value,
    const char *fmt, ...)
{
	struct message m;
	va_list ap;

	m.len = 0;
	addf(&m, "%s: %s '", prog, what);
	add_shown(&m, value, strlen(value), SHOWN_TOKEN_MAX);
	add(&m, "': ", 3);
	va_start(ap, fmt);
	vaddf(&m, fmt, ap);
	va_end(ap);
	write_message(&m);
	fprintf(stderr, "usage: %s\n", usage);
	exit(EXIT_USAGE);
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

void *
xcallocarray(size_t n, size_t size)
{
	void *p = xreallocarray(NULL, n, size);

	memset(p, 0, n * size);
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
