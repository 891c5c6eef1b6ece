/* Input lines of any length from the operand files, numbered (line.h). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diag.h"
#include "line.h"

enum { CHUNK = 1 << 16 };

static const struct input_watcher *watcher;

uint64_t
input_size(const struct input *in)
{
	uint64_t total = 0;
	struct stat st;
	int i;

	for (i = 0; i < in->noperands; i++) {
		int got = strcmp(in->operands[i], "-") == 0 ?
		    fstat(STDIN_FILENO, &st) : stat(in->operands[i], &st);

		if (got != 0 || !S_ISREG(st.st_mode))
			return 0;
		total += (uint64_t)st.st_size;
	}
	return total;
}

void
input_open(struct input *in, int noperands, char **operands)
{
	static char *dash[] = { "-" };

	memset(in, 0, sizeof(*in));
	in->named = noperands > 0;
	in->operands = noperands > 0 ? operands : dash;
	in->noperands = noperands > 0 ? noperands : 1;
	in->fd = -1;
	if (watcher != NULL)
		in->watch = watcher->open(in);
}

static void
end_file(struct input *in)
{
	if (in->fd > STDIN_FILENO)
		close(in->fd);
	in->fd = -1;
	in->start = in->end = 0;
}

static bool
next_file(struct input *in)
{
	while (in->noperands > 0) {
		in->name = in->operand = *in->operands++;
		in->noperands--;
		in->where.line = 0;
		in->eof = false;
		in->mark_unseen = true;
		if (strcmp(in->name, "-") == 0) {
			in->fd = STDIN_FILENO;
			in->name = "stdin";
			in->where.file = in->named ? in->name : NULL;
			/* a person typing at a terminal is shown no progress */
			if (in->watch != NULL && isatty(STDIN_FILENO)) {
				watcher->close(in);
				in->watch = NULL;
			}
			return true;
		}
		in->fd = open(in->name, O_RDONLY);
		in->where.file = in->name;
		if (in->fd >= 0)
			return true;
		diag_warn("%s:", in->name);
	}
	return false;
}

/* Makes room for at least CHUNK more bytes after the unread ones. */
static void
make_room(struct input *in)
{
	size_t unread = in->end - in->start;

	if (in->start > 0) {
		memmove(in->buf, in->buf + in->start, unread);
		in->start = 0;
		in->end = unread;
	}
	if (in->cap - in->end < CHUNK) {
		size_t cap = in->cap ? in->cap * 2 : CHUNK * 2;
		char *buf;

		while (cap - in->end < CHUNK)
			cap *= 2;
		if ((buf = realloc(in->buf, cap)) == NULL)
			diag_fatal("out of memory:");
		in->buf = buf;
		in->cap = cap;
	}
}

/*
 * Reads more of the file.  Returns false at its end, or on a read error,
 * which is reported.
 */
static bool
fill(struct input *in)
{
	ssize_t got;

	make_room(in);
	do
		got = read(in->fd, in->buf + in->end, in->cap - in->end - 1);
	while (got < 0 && errno == EINTR);
	if (got < 0) {
		diag_warn("%s:", in->name);
		return false;
	}
	in->end += (size_t)got;
	return got > 0;
}

/*
 * Skips the byte-order mark that some editors put at the start of a UTF-8
 * file, once enough of the file is read to tell whether it is there;
 * until then no line can be taken, as the bytes read hold no newline.
 */
static void
skip_mark(struct input *in)
{
	static const char mark[] = "\xef\xbb\xbf";
	size_t n = in->end - in->start;

	if (n < 3 && !in->eof && memcmp(in->buf + in->start, mark, n) == 0)
		return;
	if (n >= 3 && memcmp(in->buf + in->start, mark, 3) == 0) {
		in->start += 3;
		in->bytes_read += 3;
		in->scanned = 0;
	}
	in->mark_unseen = false;
}

void
input_read(struct input *in)
{
	if (in->fd < 0) {
		next_file(in);
		return;
	}
	if (!fill(in))
		in->eof = true;
	if (in->mark_unseen)
		skip_mark(in);
}

ssize_t
input_take_rest(struct input *in, char **line)
{
	size_t unread = in->end - in->start;
	char *nl = NULL;

	if (in->fd < 0) {
		if (in->noperands > 0)
			return INPUT_MORE;
		if (in->watch != NULL)
			watcher->end(in);
		return INPUT_END;
	}
	if (unread > in->scanned)
		nl = memchr(in->buf + in->start + in->scanned, '\n',
		    unread - in->scanned);
	if (nl == NULL) {
		in->scanned = unread;
		if (!in->eof)
			return INPUT_MORE;
		if (unread == 0) {
			end_file(in);
			return input_take(in, line);
		}
		/* The last line, without its newline. */
		nl = in->buf + in->end;
	}
	in->scanned = 0;
	return input_take_at(in, line, nl);
}

void
input_close(struct input *in)
{
	if (in->watch != NULL) {
		watcher->close(in);
		in->watch = NULL;
	}
	end_file(in);
	free(in->buf);
	in->buf = NULL;
}

bool
line_blank(const char *s, size_t len)
{
	while (len > 0 && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	return len == 0;
}

void
input_watch(const struct input_watcher *w)
{
	watcher = w;
}

void
input_watched(struct input *in)
{
	watcher->lines(in);
}
