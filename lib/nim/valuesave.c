/* A checkpoint of a heap game's values: see valuesave.h. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../diag.h"
#include "../num.h"
#include "valuesave.h"

#define MAGIC "wits heap-game checkpoint 1\n"

/* The longest code: "4." and HEAP_GAME_TAKE_MAX digits. */
enum { CODE_MAX = HEAP_GAME_TAKE_MAX + 3 };

/*
 * The CRC of cksum(1) (POSIX): the polynomial 0x04C11DB7, the bits of
 * each byte from the highest, over the bytes, then over their count, the
 * low byte first, and the result inverted.
 */
struct crc {
	uint32_t crc;
	uint64_t len;
};

static uint32_t crc_table[256];

static void
crc_start(struct crc *c)
{
	uint32_t i, k, r;

	if (crc_table[1] == 0)
		for (i = 0; i < 256; i++) {
			for (r = i << 24, k = 0; k < 8; k++)
				r = r & 0x80000000u ? (r << 1) ^ 0x04C11DB7u : r << 1;
			crc_table[i] = r;
		}
	c->crc = 0;
	c->len = 0;
}

static void
crc_add(struct crc *c, const unsigned char *p, size_t n)
{
	uint32_t crc = c->crc;
	size_t i;

	for (i = 0; i < n; i++)
		crc = (crc << 8) ^ crc_table[(crc >> 24) ^ p[i]];
	c->crc = crc;
	c->len += n;
}

static uint32_t
crc_end(const struct crc *c)
{
	uint32_t crc = c->crc;
	uint64_t len;

	for (len = c->len; len > 0; len >>= 8)
		crc = (crc << 8) ^ crc_table[(crc >> 24) ^ (len & 0xff)];
	return ~crc;
}

/* Writes g's rules as a code into s (CODE_MAX bytes): "0.6", "4.07", "grundy". */
static void
game_code(const struct heap_game *g, char *s)
{
	size_t i;

	if (g->unequal) {
		strcpy(s, "grundy");
		return;
	}
	*s++ = g->digit[0] & HEAP_LEAVE_TWO ? '4' : '0';
	*s++ = '.';
	for (i = 1; i <= g->t; i++)
		*s++ = (char)('0' + g->digit[i]);
	*s = '\0';
}

/* Writes n bytes to fp, adding them to the CRC. */
static void
put(FILE *fp, struct crc *c, const void *p, size_t n)
{
	crc_add(c, p, n);
	fwrite(p, 1, n, fp);
}

bool
value_save_write(const char *path, const struct heap_game *g, double seconds)
{
	char code[CODE_MAX], *tmp = xreallocarray(NULL, strlen(path) + 8, 1);
	unsigned char buf[4096];
	struct crc c;
	size_t h, k;
	FILE *fp;
	int fd, e;
	bool ok;

	sprintf(tmp, "%s.XXXXXX", path);
	if ((fd = mkstemp(tmp)) < 0 || (fp = fdopen(fd, "wb")) == NULL) {
		e = errno;
		if (fd >= 0) {
			close(fd);
			unlink(tmp);
		}
		free(tmp);
		errno = e;
		return false;
	}
	game_code(g, code);
	crc_start(&c);
	{
		/* The header is short; the code makes it at most CODE_MAX longer. */
		char *head = xreallocarray(NULL, CODE_MAX + 256, 1);
		int n = snprintf(head, CODE_MAX + 256, MAGIC "version %s\ngame %s\n"
		    "heaps %zu\nwork %llu\nseconds %.3f\n", VERSION, code, g->n,
		    (unsigned long long)g->work, seconds);

		put(fp, &c, head, (size_t)n);
		free(head);
	}
	for (h = 0; h < g->n; h += k / 2) {
		for (k = 0; k < sizeof(buf) && h + k / 2 < g->n; k += 2) {
			buf[k] = (unsigned char)(g->value[h + k / 2] & 0xff);
			buf[k + 1] = (unsigned char)(g->value[h + k / 2] >> 8);
		}
		put(fp, &c, buf, k);
	}
	fprintf(fp, "cksum %lu %llu\n", (unsigned long)crc_end(&c),
	    (unsigned long long)c.len);
	ok = !ferror(fp);
	e = errno;
	if (fclose(fp) != 0 && ok) {
		ok = false;
		e = errno;
	}
	if (ok && rename(tmp, path) != 0) {
		ok = false;
		e = errno;
	}
	if (!ok)
		unlink(tmp);
	free(tmp);
	errno = e;
	return ok;
}

/* Reads the whole file at path into *p, its length in *n; false, errno set, when it cannot. */
static bool
slurp(const char *path, unsigned char **p, size_t *n)
{
	FILE *fp = fopen(path, "rb");
	size_t cap = 1 << 16, got;
	int e;

	*p = NULL;
	*n = 0;
	if (fp == NULL)
		return false;
	for (;;) {
		*p = xreallocarray(*p, cap, 1);
		got = fread(*p + *n, 1, cap - *n, fp);
		*n += got;
		if (*n < cap)
			break;
		cap *= 2;
	}
	if (ferror(fp)) {
		e = errno;
		fclose(fp);
		free(*p);
		*p = NULL;
		errno = e;
		return false;
	}
	fclose(fp);
	return true;
}

/*
 * Takes the header line "NAME VALUE\n" at *at (before end) into *value,
 * *len; false when the line is not there or names another field.
 */
static bool
field(const unsigned char **at, const unsigned char *end, const char *name,
    const char **value, size_t *len)
{
	size_t k = strlen(name);
	const unsigned char *nl;

	if ((size_t)(end - *at) <= k || memcmp(*at, name, k) != 0 || (*at)[k] != ' ')
		return false;
	if ((nl = memchr(*at + k + 1, '\n', (size_t)(end - *at - (ptrdiff_t)k - 1))) == NULL)
		return false;
	*value = (const char *)*at + k + 1;
	*len = (size_t)(nl - *at) - k - 1;
	*at = nl + 1;
	return true;
}

/* Reads the header's number field NAME into *v; false when it is not one. */
static bool
number(const unsigned char **at, const unsigned char *end, const char *name, uint64_t max,
    uint64_t *v)
{
	const char *s;
	size_t len;

	return field(at, end, name, &s, &len) && num_parse(s, len, 0, max, v) == NULL;
}

/*
 * Reads the seconds "S.mmm" into *v; false when they are not a number
 * of seconds as value_save_write writes them.
 */
static bool
seconds(const unsigned char **at, const unsigned char *end, double *v)
{
	const char *s, *dot;
	uint64_t whole, milli;
	size_t len;

	if (!field(at, end, "seconds", &s, &len) ||
	    (dot = memchr(s, '.', len)) == NULL ||
	    num_parse(s, (size_t)(dot - s), 0, UINT32_MAX, &whole) != NULL ||
	    s + len - dot != 4 || num_parse(dot + 1, 3, 0, 999, &milli) != NULL)
		return false;
	*v = (double)whole + (double)milli / 1000;
	return true;
}

const char *
value_save_read(const char *path, const struct heap_game *g, size_t heaps,
    struct value_save *s)
{
	static char why[CODE_MAX + 256];
	char code[CODE_MAX];
	const unsigned char *at, *end, *values;
	const char *version, *game;
	size_t n, version_len, game_len, h, tail_len;
	uint64_t count, work;
	unsigned char *file;
	char tail[64];
	struct crc c;

	memset(s, 0, sizeof(*s));
	if (!slurp(path, &file, &n))
		return "cannot read the checkpoint:";
	at = file;
	end = file + n;
	if (n < strlen(MAGIC) || memcmp(file, MAGIC, strlen(MAGIC)) != 0) {
		bool wits = n >= 5 && memcmp(file, "wits ", 5) == 0;

		free(file);
		return wits ? "not a checkpoint of this version of wits (its first line differs)" :
		    "not a checkpoint: its first line is not 'wits heap-game checkpoint 1'";
	}
	at += strlen(MAGIC);
	if (!field(&at, end, "version", &version, &version_len) ||
	    !field(&at, end, "game", &game, &game_len) ||
	    !number(&at, end, "heaps", UINT32_MAX - 1, &count) ||
	    !number(&at, end, "work", UINT64_MAX, &work) ||
	    !seconds(&at, end, &s->seconds)) {
		bool cut = memchr(at, '\n', (size_t)(end - at)) == NULL;

		free(file);
		return cut ? "truncated: its header stops short" :
		    "damaged: its header is not as nim-safe writes it";
	}
	values = at;
	if ((size_t)(end - values) < 2 * count) {
		snprintf(why, sizeof(why), "truncated: %zu bytes, where its header promises "
		    "%llu heaps and more", n, (unsigned long long)count);
		free(file);
		return why;
	}
	crc_start(&c);
	crc_add(&c, file, (size_t)(values - file) + 2 * count);
	tail_len = (size_t)snprintf(tail, sizeof(tail), "cksum %lu %llu\n",
	    (unsigned long)crc_end(&c), (unsigned long long)c.len);
	at = values + 2 * count;
	if ((size_t)(end - at) < tail_len && memcmp(at, tail, (size_t)(end - at)) == 0) {
		free(file);
		return "truncated: its checksum line stops short";
	}
	if ((size_t)(end - at) != tail_len || memcmp(at, tail, tail_len) != 0) {
		bool past = (size_t)(end - at) > tail_len &&
		    memcmp(at, tail, tail_len) == 0;

		free(file);
		return past ? "damaged: bytes past its checksum line" :
		    "damaged: its bytes do not give its checksum (cksum)";
	}
	game_code(g, code);
	if (version_len != strlen(VERSION) || memcmp(version, VERSION, version_len) != 0)
		snprintf(why, sizeof(why), "written by wits %.*s, not %s: another version may "
		    "find other values", (int)(version_len < 32 ? version_len : 32), version,
		    VERSION);
	else if (game_len != strlen(code) || memcmp(game, code, game_len) != 0)
		snprintf(why, sizeof(why), "a checkpoint of the game %.*s, not %s",
		    (int)(game_len < CODE_MAX ? game_len : CODE_MAX), game, code);
	else if (count > heaps)
		snprintf(why, sizeof(why), "holds %llu heaps, more than the %zu asked for",
		    (unsigned long long)count, heaps);
	else
		why[0] = '\0';
	if (why[0] != '\0') {
		free(file);
		return why;
	}
	s->value = xcallocarray(count + 1, sizeof(*s->value));
	for (h = 0; h < count; h++) {
		s->value[h] = (uint16_t)(values[2 * h] | values[2 * h + 1] << 8);
		if (s->value[h] >= HEAP_GAME_VALUE_MAX) {
			free(file);
			free(s->value);
			s->value = NULL;
			return "damaged: a value too large for wits";
		}
	}
	s->heaps = (size_t)count;
	s->work = work;
	free(file);
	return NULL;
}
