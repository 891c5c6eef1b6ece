/*
 * A whole program under libFuzzer, its command line drawn from the input
 * as much as its data.  An input is
 *
 *	option bytes, a 0 byte, then what the program reads on stdin
 *
 * Option byte b adds entry (b - 1) mod N of the program's table (OPTIONS
 * in args/NAME.h: every option and operand the program knows), so any
 * order, repetition or clash of them meets the program.  An entry with a
 * value reads it from the bytes after it: a number (draw_number) over the
 * option's whole legal range, a step past it, or no number at all; a name
 * from a list; a text of up to 255 bytes.  The input's bytes after the 0
 * are stdin, and also the file "@in" that an operand or option can name
 * ("@out" is an empty file each run, "@none" a path that cannot exist).
 * A table with --seed gets "--seed 0" first unless one is drawn, so that
 * every run is repeatable: the fresh seed of rng_fresh_seed is the one
 * path left out.
 *
 * The program runs as its process would.  Its exit(3) (a usage error, -h,
 * a fatal error) ends the run here, and what it still held is freed and
 * closed as the exit would (exit, realloc and free in the program and the
 * library are this file's, by -D).  Its stdout takes OUTPUT_MAX bytes and
 * then fails as a closed pipe does (`| head -c 262144`): that is how runs
 * whose output is rightly endless end (--play from heaps near 2^64,
 * cube-solve -a --slack 20).  Work that writes nothing as it goes is kept
 * in bounds by the table's bound() (seer-duel's plays, cube-scramble's
 * count), which says how.
 *
 * Besides fuzzing, the built target (t/fuzz/bin/NAME) has two uses:
 *	NAME --show FILE...	each input as a shell line that runs bin/NAME so
 *	NAME --encode ARG... <stdin	the input for that command line (the
 *				seeds in corpus/ and regress/; "@in" etc. as above)
 * Encoded inputs use only the canonical bytes, so appending entries to a
 * table keeps their meaning; reordering a table changes it.
 *
 * Built once per program with -Dmain=program_main on its cmd/ file.
 */
#define _GNU_SOURCE		/* fopencookie: the sink that fails as a closed pipe does */
/* The program's exit, realloc and free are the ones below; this file uses the C library's. */
#undef exit
#undef realloc
#undef free
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <setjmp.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { OUTPUT_MAX = 1 << 18, TEXT_MAX = 255, FD_SCAN = 256 };

int program_main(int argc, char *argv[]);
_Noreturn void fuzz_exit(int status);
void *fuzz_realloc(void *p, size_t size);
void fuzz_free(void *p);
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum kind { A_FLAG, A_NUMBER, A_CHOICE, A_TEXT };

/*
 * One entry of a program's table.  A name ending in '=' takes its value in
 * the same word; an entry without a name is an operand.  A choice ending
 * in ':' is followed by a text ("pattern:" + "+-+").
 */
struct entry {
	const char *name;
	enum kind kind;
	uint64_t min, max;
	const char *const *choice;	/* NULL-terminated */
};

#define FLAG(name)		{ name, A_FLAG, 0, 0, NULL }
#define NUMBER(name, min, max)	{ name, A_NUMBER, min, max, NULL }
#define CHOICE(name, ...)	{ name, A_CHOICE, 0, 0, (const char *const[]){ __VA_ARGS__, NULL } }
#define TEXT(name)		{ name, A_TEXT, 0, 0, NULL }
#define OPERAND(...)		CHOICE(NULL, __VA_ARGS__)

/* What every program has, and the filters' operands. */
#define COMMON_OPTIONS	FLAG("--line-buffered"), FLAG("--no-progress"), FLAG("-h"), FLAG("--version"), FLAG("--")
#define INPUT_OPERANDS	OPERAND("@in", "-", "@none")

struct item {
	const struct entry *e;
	uint64_t number;	/* a number in range, when bad is NULL */
	char *bad;		/* a number's value that is none */
	const char *choice;
	const uint8_t *text;	/* of a TEXT, or after a choice ending in ':' */
	size_t textlen;
};

/* A decoded input: the command line's items and the program's stdin. */
struct call {
	struct item *item;
	size_t n, cap;
	const uint8_t *in;
	size_t inlen;
};

/* For the tables' bound(): which item is which, and a new one. */
#define IS_OPTION(it, s)	((it)->e->name != NULL && strcmp((it)->e->name, (s)) == 0)

static bool
is_operand(const struct item *it)
{
	return it->e->name == NULL;
}

static struct item *call_add(struct call *c, const struct entry *e);
static const struct entry *find_entry(const char *name);

#include PROGRAM_ARGS

static const struct entry table[] = { OPTIONS };
enum { NENTRIES = sizeof(table) / sizeof(*table) };
_Static_assert(NENTRIES <= 255, "an option byte picks the entry");

/* The entry of an option, or NULL. */
static const struct entry *
find_entry(const char *name)
{
	size_t i;

	for (i = 0; i < NENTRIES; i++)
		if (table[i].name != NULL && strcmp(table[i].name, name) == 0)
			return &table[i];
	return NULL;
}

/* Values that are no number in range: each option's parser meets them too. */
static const char *const not_numbers[] = {
	"", "-1", "x", " 1", "1 ", "0x10", "+1", "1e3", "007", "99999999999999999999999", NULL
};

/* One step out of e's range, below or above, as a word. */
static const char *
past(const struct entry *e, bool above)
{
	static char s[24];

	if (above ? e->max == UINT64_MAX : e->min == 0)
		return above ? "18446744073709551616" : "-1";
	snprintf(s, sizeof(s), "%llu", (unsigned long long)(above ? e->max + 1 : e->min - 1));
	return s;
}

static struct {
	char dir[32], in[48], out[48], none[48];
} path;

static jmp_buf exited;
static bool running;
static size_t written;
static bool fd_open[FD_SCAN];	/* before the first run */
static int first_free_fd;

static struct item *
call_add(struct call *c, const struct entry *e)
{
	if (c->n == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 16;
		if ((c->item = realloc(c->item, c->cap * sizeof(*c->item))) == NULL)
			abort();
	}
	memset(&c->item[c->n], 0, sizeof(*c->item));
	c->item[c->n].e = e;
	return &c->item[c->n++];
}

struct bytes {
	const uint8_t *p, *end;
};

/* The next byte, 0 past the end. */
static unsigned
next(struct bytes *b)
{
	return b->p < b->end ? *b->p++ : 0;
}

static void
draw_text(struct bytes *b, struct item *it)
{
	size_t n = next(b);

	if (n > (size_t)(b->end - b->p))
		n = (size_t)(b->end - b->p);
	it->text = b->p;
	it->textlen = n;
	b->p += n;
}

/*
 * A class byte, then: 0-3 min + a byte, 4 max - a byte, 5 min + 8 bytes
 * (mod the range), 6 a byte whose low bit says one step below or above
 * the range, 7 a byte for one of not_numbers.
 */
static void
draw_number(struct bytes *b, struct item *it)
{
	uint64_t min = it->e->min, max = it->e->max, v = 0, k;
	unsigned class = next(b) & 7, i;

	switch (class) {
	case 5:
		for (i = 0; i < 8; i++)
			v |= (uint64_t)next(b) << (8 * i);
		it->number = max - min == UINT64_MAX ? v : min + v % (max - min + 1);
		break;
	case 6:
		it->bad = strdup(past(it->e, next(b) & 1));
		break;
	case 7:
		for (k = 0; not_numbers[k] != NULL; k++)
			;
		it->bad = strdup(not_numbers[next(b) % k]);
		break;
	default:
		k = next(b);
		it->number = class == 4 ? (max - min < k ? min : max - k) : (max - min < k ? max : min + k);
	}
}

static void
draw_choice(struct bytes *b, struct item *it)
{
	size_t n, len;

	for (n = 0; it->e->choice[n] != NULL; n++)
		;
	it->choice = it->e->choice[next(b) % n];
	len = strlen(it->choice);
	if (len > 0 && it->choice[len - 1] == ':')
		draw_text(b, it);
}

static void
decode(const uint8_t *data, size_t size, struct call *c)
{
	struct bytes b = { data, data + size };
	const struct entry *seed = find_entry("--seed");
	unsigned byte;
	size_t i;

	memset(c, 0, sizeof(*c));
	if (seed != NULL)
		call_add(c, seed);
	while (b.p < b.end && (byte = *b.p++) != 0) {
		struct item *it = call_add(c, &table[(byte - 1) % NENTRIES]);

		switch (it->e->kind) {
		case A_FLAG: break;
		case A_NUMBER: draw_number(&b, it); break;
		case A_CHOICE: draw_choice(&b, it); break;
		case A_TEXT: draw_text(&b, it); break;
		}
	}
	c->in = b.p;
	c->inlen = (size_t)(b.end - b.p);
	/* a drawn --seed makes the first one idle: left out, the shell line is clearer */
	for (i = 1; seed != NULL && i < c->n; i++)
		if (c->item[i].e == seed) {
			memmove(&c->item[0], &c->item[1], --c->n * sizeof(*c->item));
			break;
		}
	bound(c);
}

static void
call_free(struct call *c)
{
	size_t i;

	for (i = 0; i < c->n; i++)
		free(c->item[i].bad);
	free(c->item);
}

/*
 * A word of the command line, as argv holds it: a path placeholder
 * resolved when real, else kept for the shell line.
 */
struct word {
	char *s;
	const char *path;	/* "@in", "@out", "@none" or NULL */
};

static const char *
resolve(const char *placeholder)
{
	if (strcmp(placeholder, "@in") == 0)
		return path.in;
	if (strcmp(placeholder, "@out") == 0)
		return path.out;
	return path.none;
}

static bool
is_placeholder(const char *s)
{
	return strcmp(s, "@in") == 0 || strcmp(s, "@out") == 0 || strcmp(s, "@none") == 0;
}

/* prefix, value and text as one word. */
static char *
word(const char *prefix, const char *value, const uint8_t *text, size_t textlen)
{
	size_t p = strlen(prefix), v = strlen(value);
	char *s = malloc(p + v + textlen + 1);

	if (s == NULL)
		abort();
	memcpy(s, prefix, p);
	memcpy(s + p, value, v);
	if (textlen > 0)
		memcpy(s + p + v, text, textlen);
	s[p + v + textlen] = '\0';	/* a NUL in the text ends the word, as in any argv */
	return s;
}

/* The command line of c; real paths or placeholders.  Returns the number of words. */
static size_t
words(const struct call *c, struct word *w, bool real)
{
	size_t i, n = 0;

	for (i = 0; i < c->n; i++) {
		const struct item *it = &c->item[i];
		const char *name = it->e->name ? it->e->name : "";
		size_t len = strlen(name);
		bool glued = len > 0 && name[len - 1] == '=';
		char num[24];
		const char *value = NULL, *p = NULL;

		switch (it->e->kind) {
		case A_FLAG:
			break;
		case A_NUMBER:
			if ((value = it->bad) == NULL) {
				snprintf(num, sizeof(num), "%llu", (unsigned long long)it->number);
				value = num;
			}
			break;
		case A_CHOICE:
			value = it->choice;
			if (is_placeholder(value)) {
				p = value;
				value = real ? resolve(value) : "";
			}
			break;
		case A_TEXT:
			value = "";
			break;
		}
		if (!is_operand(it) && (value == NULL || !glued))
			w[n++] = (struct word){ word(name, "", NULL, 0), NULL };
		if (value != NULL)
			w[n++] = (struct word){ word(glued ? name : "", value, it->text, it->textlen), p };
	}
	return n;
}

/* Words a shell reads as they are: quoted as little as possible, bytes a terminal mangles escaped. */
static void
shell_word(FILE *fp, const char *s)
{
	const unsigned char *u;
	bool plain = *s != '\0', printable = true;

	for (u = (const unsigned char *)s; *u != '\0'; u++) {
		if (!(*u >= 'a' && *u <= 'z') && !(*u >= 'A' && *u <= 'Z') && !(*u >= '0' && *u <= '9') &&
		    strchr("_@%+=:,./-", *u) == NULL)
			plain = false;
		if (*u < 0x20 || *u >= 0x7f)
			printable = false;
	}
	if (plain) {
		fputs(s, fp);
	} else if (printable) {
		fputc('\'', fp);
		for (u = (const unsigned char *)s; *u != '\0'; u++)
			*u == '\'' ? fputs("'\\''", fp) : fputc(*u, fp);
		fputc('\'', fp);
	} else {
		fputs("$'", fp);	/* bash, as bats is */
		for (u = (const unsigned char *)s; *u != '\0'; u++) {
			if (*u == '\'' || *u == '\\')
				fprintf(fp, "\\%c", *u);
			else if (*u < 0x20 || *u >= 0x7f)
				fprintf(fp, "\\%03o", *u);
			else
				fputc(*u, fp);
		}
		fputc('\'', fp);
	}
}

/* The data as printf's format in single quotes. */
static void
shell_printf(FILE *fp, const uint8_t *s, size_t n)
{
	size_t i;

	fputs("printf '", fp);
	for (i = 0; i < n; i++) {
		if (s[i] == '\'')
			fputs("'\\''", fp);
		else if (s[i] == '\\')
			fputs("\\\\", fp);
		else if (s[i] == '%')
			fputs("%%", fp);
		else if (s[i] == '\n')
			fputs("\\n", fp);
		else if (s[i] < 0x20 || s[i] >= 0x7f)
			fprintf(fp, "\\%03o", s[i]);
		else
			fputc(s[i], fp);
	}
	fputc('\'', fp);
}

/* The run as one shell line, from the top of the source tree. */
static void
show(FILE *fp, const struct call *c)
{
	struct word *w = malloc((2 * c->n + 1) * sizeof(*w));
	size_t i, n;
	bool paths = false;

	if (w == NULL)
		abort();
	n = words(c, w, false);
	for (i = 0; i < n; i++)
		paths |= w[i].path != NULL;
	if (paths) {
		fputs("T=$(mktemp -d); ", fp);
		shell_printf(fp, c->in, c->inlen);
		fputs(" >\"$T/in\"; : >\"$T/out\"; ", fp);
	} else if (c->inlen > 0) {
		shell_printf(fp, c->in, c->inlen);
		fputs(" | ", fp);
	}
	fputs("bin/" PROGRAM_NAME, fp);
	for (i = 0; i < n; i++) {
		fputc(' ', fp);
		if (w[i].path != NULL)
			fprintf(fp, "\"$T/%s%s\"", w[i].path + 1, strcmp(w[i].path, "@none") == 0 ? "/x" : "");
		else
			shell_word(fp, w[i].s);
		free(w[i].s);
	}
	if (paths)
		fputs(" <\"$T/in\"", fp);
	else if (c->inlen == 0)
		fputs(" </dev/null", fp);
	fputc('\n', fp);
	free(w);
}

/* --show FILE...: each input file as a shell line. */
static int
show_files(int n, char **file)
{
	int i, status = 0;

	for (i = 0; i < n; i++) {
		FILE *fp = fopen(file[i], "rb");
		uint8_t *data = NULL;
		size_t size = 0, got;
		struct call c;

		if (fp == NULL) {
			perror(file[i]);
			status = 1;
			continue;
		}
		do {
			if ((data = realloc(data, size + 4096)) == NULL)
				abort();
			size += got = fread(data + size, 1, 4096, fp);
		} while (got == 4096);
		fclose(fp);
		decode(data, size, &c);
		show(stdout, &c);
		call_free(&c);
		free(data);
	}
	return status;
}

/* The bytes that draw a value for e; false when no draw gives s. */
static bool
encode_number(FILE *out, const struct entry *e, const char *s)
{
	char *end;
	uint64_t v;
	size_t k;

	for (k = 0; not_numbers[k] != NULL; k++)
		if (strcmp(s, not_numbers[k]) == 0)
			return fprintf(out, "%c%c", 7, (int)k), true;
	for (k = 0; k < 2; k++)
		if (strcmp(s, past(e, k)) == 0)
			return fprintf(out, "%c%c", 6, (int)k), true;
	errno = 0;
	v = strtoull(s, &end, 10);
	if (*s < '0' || *s > '9' || *end != '\0' || errno != 0 || v < e->min || v > e->max)
		return false;
	if (v - e->min <= 255)
		fprintf(out, "%c%c", 0, (int)(v - e->min));
	else if (e->max - v <= 255)
		fprintf(out, "%c%c", 4, (int)(e->max - v));
	else
		for (fputc(5, out), k = 0; k < 8; k++)
			fputc((int)((v - e->min) >> (8 * k) & 0xff), out);
	return true;
}

static bool
encode_text(FILE *out, const char *s)
{
	size_t n = strlen(s);

	if (n > TEXT_MAX)
		return false;
	fputc((int)n, out);
	fwrite(s, 1, n, out);
	return true;
}

static bool
encode_choice(FILE *out, const struct entry *e, const char *s)
{
	size_t i, len;

	for (i = 0; e->choice[i] != NULL; i++) {
		len = strlen(e->choice[i]);
		if (len > 0 && e->choice[i][len - 1] == ':' && strncmp(s, e->choice[i], len) == 0)
			return fputc((int)i, out), encode_text(out, s + len);
		if (strcmp(s, e->choice[i]) == 0)
			return fputc((int)i, out), true;
	}
	return false;
}

/* The bytes of entry j and its value (the words at *i, stepped past); false when j cannot give them. */
static bool
encode_entry(FILE *out, size_t j, int n, char **arg, int *i)
{
	const struct entry *e = &table[j];
	size_t len = e->name ? strlen(e->name) : 0;
	const char *value;

	if (e->name == NULL)
		value = arg[*i];
	else if (len > 0 && e->name[len - 1] == '=' && strncmp(arg[*i], e->name, len) == 0)
		value = arg[*i] + len;
	else if (strcmp(arg[*i], e->name) != 0)
		return false;
	else if (e->kind == A_FLAG)
		value = NULL;
	else if (*i + 1 < n)
		value = arg[++*i];
	else
		return false;
	fputc((int)j + 1, out);
	switch (e->kind) {
	case A_FLAG: return true;
	case A_NUMBER: return encode_number(out, e, value);
	case A_CHOICE: return encode_choice(out, e, value);
	case A_TEXT: return encode_text(out, value);
	}
	return false;
}

/* --encode ARG...: the input that runs the program with these words (after "--seed 0") and this stdin. */
static int
encode(int n, char **arg)
{
	int i, c;

	for (i = 0; i < n; i++) {
		size_t j, len = 0;
		char *bytes = NULL;
		bool done = false;

		/* the options first: an operand is whatever no option takes */
		for (j = 0; !done && j < 2 * NENTRIES; j++) {
			FILE *out;
			int at = i;

			if ((table[j % NENTRIES].name == NULL) != (j >= NENTRIES))
				continue;
			if ((out = open_memstream(&bytes, &len)) == NULL)
				abort();
			done = encode_entry(out, j % NENTRIES, n, arg, &at);
			fclose(out);
			if (done) {
				fwrite(bytes, 1, len, stdout);
				i = at;
			}
			free(bytes);
		}
		if (!done) {
			fprintf(stderr, "%s --encode: no entry of the table gives '%s' here\n", PROGRAM_NAME, arg[i]);
			return 2;
		}
	}
	putchar(0);
	while ((c = getchar()) != EOF)
		putchar(c);
	return fflush(stdout) == 0 ? 0 : 1;
}

/* The sink of stdout: OUTPUT_MAX bytes, then a closed pipe. */
static ssize_t
sink(void *cookie, const char *buf, size_t n)
{
	(void)cookie;
	(void)buf;
	if (n > OUTPUT_MAX - written) {
		errno = EPIPE;
		return 0;
	}
	written += n;
	return (ssize_t)n;
}

/*
 * The blocks the program holds, by address (open addressing): freed
 * when it exits, forgotten when it returns (what it still holds then is
 * LeakSanitizer's to find).
 */
static struct {
	void **slot;
	size_t cap, used, live;	/* used: live and deleted */
} held;

#define DELETED ((void *)&held)

static size_t
slot_of(const void *p)
{
	if (held.cap == 0)
		abort();	/* freeing a block it never got: ASan says more, but stop here */
	return ((uintptr_t)p >> 4) * 0x9e3779b97f4a7c15ULL % held.cap;
}

static void
hold(void *p)
{
	size_t i;

	if (2 * (held.used + 1) > held.cap) {
		void **old = held.slot;
		size_t n = held.cap;

		held.cap = held.live < 16 ? 64 : 4 * held.live;
		if ((held.slot = calloc(held.cap, sizeof(*held.slot))) == NULL)
			abort();
		held.used = held.live = 0;
		for (i = 0; i < n; i++)
			if (old[i] != NULL && old[i] != DELETED)
				hold(old[i]);
		free(old);
	}
	for (i = slot_of(p); held.slot[i] != NULL && held.slot[i] != DELETED; i = (i + 1) % held.cap)
		;
	held.used += held.slot[i] == NULL;
	held.slot[i] = p;
	held.live++;
}

static void
unhold(void *p)
{
	size_t i;

	for (i = slot_of(p); held.slot[i] != p; i = (i + 1) % held.cap)
		if (held.slot[i] == NULL)
			abort();	/* freeing a block it never got: ASan says more, but stop here */
	held.slot[i] = DELETED;
	held.live--;
}

static void
release(bool exited_early)
{
	size_t i;

	for (i = 0; i < held.cap; i++)
		if (exited_early && held.slot[i] != NULL && held.slot[i] != DELETED)
			free(held.slot[i]);
	free(held.slot);
	memset(&held, 0, sizeof(held));
}

void *
fuzz_realloc(void *p, size_t size)
{
	void *q = realloc(p, size);

	if (q != NULL || size == 0) {
		if (p != NULL)
			unhold(p);
		if (q != NULL)
			hold(q);
	}
	return q;
}

void
fuzz_free(void *p)
{
	if (p != NULL)
		unhold(p);
	free(p);
}

void
fuzz_exit(int status)
{
	if (!running)
		exit(status);
	longjmp(exited, 1);
}

/* What the program left open is closed, as its exit would. */
static void
close_strays(bool exited_early)
{
	int fd = dup(STDIN_FILENO);

	if (fd < 0)
		abort();
	close(fd);
	if (fd == first_free_fd && !exited_early)
		return;
	for (fd = 3; fd < FD_SCAN; fd++)
		if (!fd_open[fd])
			close(fd);
}

static void
put_file(const char *name, const uint8_t *data, size_t size)
{
	int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0600);

	if (fd < 0 || write(fd, data, size) != (ssize_t)size || close(fd) != 0)
		abort();
}

static void
run(const struct call *c)
{
	struct word *w = malloc((2 * c->n + 1) * sizeof(*w));
	char **argv = malloc((2 * c->n + 2) * sizeof(*argv));
	FILE *real_stdout = stdout;
	size_t i, n;
	int fd;
	volatile bool early = false;

	if (w == NULL || argv == NULL)
		abort();
	n = words(c, w, true);
	argv[0] = PROGRAM_NAME;
	for (i = 0; i < n; i++)
		argv[i + 1] = w[i].s;
	argv[n + 1] = NULL;
	put_file(path.in, c->in, c->inlen);
	put_file(path.out, NULL, 0);
	if ((fd = open(path.in, O_RDONLY)) < 0 || dup2(fd, STDIN_FILENO) < 0 || close(fd) != 0)
		abort();
	written = 0;
	if ((stdout = fopencookie(NULL, "w", (cookie_io_functions_t){ .write = sink })) == NULL)
		abort();
	optind = 0;	/* glibc: a full reset of getopt between runs */
	running = true;
	if (setjmp(exited) == 0)
		program_main((int)n + 1, argv);
	else
		early = true;
	running = false;
	fclose(stdout);
	stdout = real_stdout;
	release(early);
	close_strays(early);
	for (i = 0; i < n; i++)
		free(w[i].s);
	free(w);
	free(argv);
}

static void
remove_scratch(void)
{
	unlink(path.in);
	unlink(path.out);
	rmdir(path.dir);
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	/* in memory where there is such a place: a file written every run costs a disk */
	snprintf(path.dir, sizeof(path.dir), "/dev/shm/wits-fuzz-XXXXXX");
	if (mkdtemp(path.dir) == NULL) {
		snprintf(path.dir, sizeof(path.dir), "/tmp/wits-fuzz-XXXXXX");
		if (mkdtemp(path.dir) == NULL)
			abort();
	}
	atexit(remove_scratch);
	snprintf(path.in, sizeof(path.in), "%s/in", path.dir);
	snprintf(path.out, sizeof(path.out), "%s/out", path.dir);
	snprintf(path.none, sizeof(path.none), "%s/none/x", path.dir);
	if (*argc >= 2 && strcmp((*argv)[1], "--encode") == 0)
		exit(encode(*argc - 2, *argv + 2));
	if (*argc >= 2 && strcmp((*argv)[1], "--show") == 0)
		exit(show_files(*argc - 2, *argv + 2));
	/* no terminal on stdout: what the program writes goes to the sink */
	if (freopen("/dev/null", "w", stdout) == NULL)
		abort();
	return 0;
}

/* The descriptors open before the first run, once libFuzzer has set up its own. */
static void
note_fds(void)
{
	int fd;

	for (fd = 0; fd < FD_SCAN; fd++)
		fd_open[fd] = fcntl(fd, F_GETFD) != -1;
	if ((fd = dup(STDIN_FILENO)) < 0)
		abort();
	first_free_fd = fd;
	close(fd);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct call c;

	if (first_free_fd == 0)
		note_fds();
	decode(data, size, &c);
	run(&c);
	call_free(&c);
	return 0;
}
