/*
 * pty: runs a command at a terminal of its own, as a person at a terminal
 * would, and records everything the command writes there.  The tests use
 * it where a program behaves differently at a terminal (the progress
 * line, the live games' prompts, the push-button's display) and need no
 * script(1) for it.
 *
 * usage: pty [-sw] [-c cols] [-r rows] [[-p prompt] -k keys ...] [-d ms]
 *            [-o out] [-1 file] [-2 file] -- command [argument ...]
 *
 * The command starts in a new session whose controlling terminal is the
 * pseudo-terminal, as its standard input, output and error, with a window
 * of cols columns and rows rows (by default $COLUMNS and $LINES, else 80
 * and 24), and with SIGINT and SIGQUIT at their defaults, as a job in a
 * terminal's foreground has them, even when pty itself runs in the
 * background.  The keys are typed one at a time, each after a pause of ms
 * milliseconds (0 by default); they are read with printf's escapes (\n,
 * \r, \t, \\, \NNN in octal: \004 is Ctrl-D, the terminal's end of file).
 * With -s the first key waits until the command has written something,
 * so that no key typed ahead is echoed before the command's first line.
 * With -w the first key waits until the command has turned the
 * terminal's line editing off (ICANON), as a program that reads one key
 * at a time does, so that no key is edited as part of a line before.
 * With -p the keys of the -k that follows are typed in turns, each turn
 * once the command has written prompt (on the terminal, or into the file
 * of -1 or -2) since the turn before was typed, as a person answers a
 * question: a turn is one line (through its newline) while the command
 * reads lines, and one key (a UTF-8 character) while it reads keys (its
 * line editing, ICANON, off); where the keys hold the byte \377 (which no
 * key sends), what lies between two of them is one turn, typed at once.
 * So a test types at the command's prompt, however slowly the command
 * runs, and a program that throws away keys typed ahead loses none; or
 * it types keys ahead where it means to.  -k may be given again, after
 * another -p or after -p '' for none, and its keys follow the ones before.
 * What reaches the terminal, the echo of the keys included, is written to
 * the file out (standard output by default) until no process holds the
 * terminal any more.  With -1 or -2 the command's standard output or
 * error goes to that file instead, so that a test can tell what a program
 * writes on each when only its input is a terminal.  pty exits with the command's status, or 128 plus
 * the signal's number when a signal killed it, as a shell reports it; 2
 * for its own errors.
 *
 * Written for POSIX (posix_openpt, grantpt, unlockpt, ptsname); TIOCSCTTY
 * makes the terminal the controlling one where the system has it.
 */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static void
usage(void)
{
	fputs("usage: pty [-sw] [-c cols] [-r rows] [[-p prompt] -k keys ...] [-d ms] "
	    "[-o out] [-1 file] [-2 file] -- command [argument ...]\n", stderr);
	exit(2);
}

static void
die(const char *what)
{
	fprintf(stderr, "pty: %s: %s\n", what, strerror(errno));
	exit(2);
}

/* Returns the number s, from 0 to max; exits with the usage on anything else. */
static long
number(const char *s, long max)
{
	char *end;
	long n;

	errno = 0;
	n = strtol(s, &end, 10);
	if (errno != 0 || end == s || *end != '\0' || n < 0 || n > max)
		usage();
	return n;
}

/* Returns the size named by the environment variable name, or fallback. */
static unsigned short
env_size(const char *name, unsigned short fallback)
{
	const char *s = getenv(name);
	char *end;
	long n;

	if (s == NULL)
		return fallback;
	n = strtol(s, &end, 10);
	return end != s && *end == '\0' && n > 0 && n <= USHRT_MAX ? (unsigned short)n : fallback;
}

/*
 * Decodes printf's escapes in s in place and returns the decoded length
 * (a \000 is a byte like any other).
 */
static size_t
unescape(char *s)
{
	static const char from[] = "abfnrtv\\", to[] = "\a\b\f\n\r\t\v\\";
	char *start = s, *out = s, *c;
	int digits, byte;

	while (*s != '\0') {
		if (*s != '\\' || s[1] == '\0') {
			*out++ = *s++;
			continue;
		}
		s++;
		if (*s >= '0' && *s <= '7') {
			for (byte = 0, digits = 0; digits < 3 && *s >= '0' && *s <= '7'; digits++)
				byte = byte * 8 + *s++ - '0';
			*out++ = (char)byte;
		} else if ((c = strchr(from, *s)) != NULL) {
			*out++ = to[c - from];
			s++;
		} else {
			*out++ = '\\';
		}
	}
	return (size_t)(out - start);
}

/* Returns the time now in milliseconds, on a clock no one sets. */
static long long
now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* Writes all n bytes of s to fd. */
static void
write_all(int fd, const char *s, size_t n)
{
	while (n > 0) {
		ssize_t w = write(fd, s, n);

		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0)
			die("write");
		s += w;
		n -= (size_t)w;
	}
}

/*
 * Returns true once the terminal called name reads keys one at a time:
 * its line editing (ICANON) is off.
 */
static bool
reads_keys(const char *name)
{
	struct termios t;
	bool keys = false;
	int fd = open(name, O_RDWR | O_NOCTTY | O_NONBLOCK);

	if (fd >= 0) {
		keys = tcgetattr(fd, &t) == 0 && !(t.c_lflag & ICANON);
		close(fd);
	}
	return keys;
}

/*
 * The keys to type, from every -k in turn; before each key the prompt its
 * turn waits for (NULL: none); the piece of the keys it belongs to (a -k,
 * or a part of one between two \377), and whether that piece is typed at
 * once, as one turn.
 */
static char keys[65536];
static const char *prompt_of[sizeof(keys)];
static unsigned piece_of[sizeof(keys)];
static bool whole[sizeof(keys)];
static size_t nkeys;

/*
 * Adds the keys of a -k (printf's escapes), their turns gated by prompt
 * unless that is NULL or empty.
 */
static void
add_keys(char *s, const char *prompt)
{
	static unsigned piece;
	size_t n = unescape(s), i;
	bool cut = memchr(s, 0377, n) != NULL;

	if (n > sizeof(keys) - nkeys) {
		fputs("pty: too many keys\n", stderr);
		exit(2);
	}
	if (prompt != NULL && *prompt == '\0')
		prompt = NULL;
	piece++;
	for (i = 0; i < n; i++) {
		if ((unsigned char)s[i] == 0377) {
			piece++;
			continue;
		}
		keys[nkeys] = s[i];
		prompt_of[nkeys] = prompt;
		piece_of[nkeys] = piece;
		whole[nkeys++] = cut;
	}
}

/*
 * Returns the length of the turn of keys at keys[at]: its piece whole
 * where that is cut by \377, else one key when the command reads keys,
 * one line when it reads lines; never past the piece.
 */
static size_t
turn_length(size_t at, bool one_key)
{
	size_t end = at + 1;

	while (end < nkeys && piece_of[end] == piece_of[at] &&
	    (whole[at] || (one_key ? ((unsigned char)keys[end] & 0xc0) == 0x80 :
	    keys[end - 1] != '\n')))
		end++;
	return end - at;
}

/*
 * The prompt awaited before the next turn of keys, how much of its end
 * the command's output has matched so far, and whether the turn may be
 * typed.
 */
static const char *awaited;
static size_t awaited_len, matched;
static bool turn_ready;

/* Reads the command's output s of n bytes for the text awaited. */
static void
await(const char *s, size_t n)
{
	size_t i, k;

	for (i = 0; i < n && awaited != NULL; i++) {
		/* The longest start of the text that ends here. */
		for (k = matched + 1; k > 0; k--)
			if (awaited[k - 1] == s[i] &&
			    (k == 1 || memcmp(awaited, awaited + matched + 1 - k, k - 1) == 0))
				break;
		matched = k;
		if (matched == awaited_len) {
			turn_ready = true;
			matched = 0;
		}
	}
}

/* Reads what the command has added to the file of descriptor fd, if any. */
static void
await_file(int fd)
{
	char buf[4096];
	ssize_t n;

	while (fd >= 0 && (n = read(fd, buf, sizeof buf)) > 0)
		await(buf, (size_t)n);
}

/* Awaits the prompt of the key at keys[at], from the output written next. */
static void
await_turn(size_t at)
{
	awaited = at < nkeys ? prompt_of[at] : NULL;
	awaited_len = awaited != NULL ? strlen(awaited) : 0;
	matched = 0;
	turn_ready = false;
}

/* Puts the file name (created or emptied) on the child's descriptor to. */
static void
redirect(const char *name, int to)
{
	int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0666);

	if (fd < 0 || dup2(fd, to) < 0)
		die(name);
	close(fd);
}

/*
 * The child's side: the terminal made its own, its output and error sent
 * to the files out and err where they are not NULL, then the command.
 */
static void
command(const char *name, int slave, const char *out, const char *err, char **argv)
{
	int fd;

	if (setsid() < 0)
		die("setsid");
	/* opening the terminal after setsid makes it the controlling one on System V */
	if ((fd = open(name, O_RDWR)) < 0)
		die(name);
#ifdef TIOCSCTTY
	if (ioctl(fd, TIOCSCTTY, 0) < 0)
		die("TIOCSCTTY");
#endif
	if (dup2(fd, STDIN_FILENO) < 0 || dup2(fd, STDOUT_FILENO) < 0 ||
	    dup2(fd, STDERR_FILENO) < 0)
		die("dup2");
	if (fd > STDERR_FILENO)
		close(fd);
	if (slave > STDERR_FILENO)
		close(slave);
	if (out != NULL)
		redirect(out, STDOUT_FILENO);
	if (err != NULL)
		redirect(err, STDERR_FILENO);
	signal(SIGINT, SIG_DFL);
	signal(SIGQUIT, SIG_DFL);
	execvp(argv[0], argv);
	fprintf(stderr, "pty: %s: %s\n", argv[0], strerror(errno));
	_exit(127);
}

int
main(int argc, char **argv)
{
	struct winsize size = { 0 };
	char buf[8192], *name, *to_out = NULL, *to_err = NULL;
	const char *prompt = NULL;
	size_t typed = 0;
	long delay = 0;
	bool wait_keys = false, wait_output = false, gated = false;
	long long next;
	int master, slave, out = STDOUT_FILENO, c, status, from_out = -1, from_err = -1;
	pid_t pid;

	size.ws_col = env_size("COLUMNS", 80);
	size.ws_row = env_size("LINES", 24);
	while ((c = getopt(argc, argv, "swc:r:k:d:p:o:1:2:")) != -1) {
		switch (c) {
		case 'c':
			size.ws_col = (unsigned short)number(optarg, USHRT_MAX);
			break;
		case 'r':
			size.ws_row = (unsigned short)number(optarg, USHRT_MAX);
			break;
		case 'k':
			add_keys(optarg, prompt);
			gated |= prompt != NULL && *prompt != '\0';
			break;
		case 's':
			wait_output = true;
			break;
		case 'w':
			wait_keys = true;
			break;
		case 'd':
			delay = number(optarg, 3600000);
			break;
		case 'p':
			prompt = optarg;
			break;
		case 'o':
			if ((out = open(optarg, O_WRONLY | O_CREAT | O_TRUNC, 0666)) < 0)
				die(optarg);
			break;
		case '1':
			to_out = optarg;
			break;
		case '2':
			to_err = optarg;
			break;
		default:
			usage();
		}
	}
	if (optind >= argc)
		usage();
	await_turn(0);
	/* Emptied before the child starts, so that no text of a run before is read. */
	if (gated && to_out != NULL &&
	    (from_out = open(to_out, O_RDWR | O_CREAT | O_TRUNC | O_NONBLOCK, 0666)) < 0)
		die(to_out);
	if (gated && to_err != NULL &&
	    (from_err = open(to_err, O_RDWR | O_CREAT | O_TRUNC | O_NONBLOCK, 0666)) < 0)
		die(to_err);

	if ((master = posix_openpt(O_RDWR | O_NOCTTY)) < 0)
		die("posix_openpt");
	if (grantpt(master) != 0 || unlockpt(master) != 0 || (name = ptsname(master)) == NULL)
		die("the pseudo-terminal");
	/* held open until the child has it, so that the terminal never looks hung up */
	if ((slave = open(name, O_RDWR | O_NOCTTY)) < 0)
		die(name);
	if (ioctl(slave, TIOCSWINSZ, &size) < 0)
		die("TIOCSWINSZ");
	if ((pid = fork()) < 0)
		die("fork");
	if (pid == 0) {
		close(master);
		command(name, slave, to_out, to_err, argv + optind);
	}
	close(slave);

	next = now_ms() + delay;
	for (;;) {
		struct pollfd p = { master, POLLIN, 0 };
		int wait = -1;
		ssize_t n;

		if (typed < nkeys) {
			long long left = next - now_ms();

			wait = left > 0 ? (int)left : 0;
		}
		/* Until the command reads keys, look again every 10 ms. */
		if (typed == 0 && nkeys > 0 && wait_keys && !reads_keys(name))
			wait = 10;
		else if (typed == 0)
			wait_keys = false;
		/* Until the command writes, only its output is waited for. */
		if (wait_output)
			wait = -1;
		/* The files are looked at every 10 ms for the text awaited. */
		if (awaited != NULL && typed < nkeys && !turn_ready)
			wait = from_out >= 0 || from_err >= 0 ? 10 : -1;
		if (poll(&p, 1, wait) < 0) {
			if (errno == EINTR)
				continue;
			die("poll");
		}
		if (p.revents != 0) {
			n = read(master, buf, sizeof buf);
			/* EIO: no process holds the terminal any more */
			if (n == 0 || (n < 0 && errno != EINTR))
				break;
			if (n > 0) {
				write_all(out, buf, (size_t)n);
				wait_output = false;
				await(buf, (size_t)n);
			}
		}
		await_file(from_out);
		await_file(from_err);
		if (awaited != NULL && typed < nkeys && turn_ready) {
			size_t len = turn_length(typed, reads_keys(name));

			if (write(master, keys + typed, len) != (ssize_t)len)
				typed = nkeys;
			else
				typed += len;
			await_turn(typed);
		} else if (awaited == NULL && typed < nkeys && now_ms() >= next &&
		    !wait_keys && !wait_output) {
			/* a terminal that no process holds takes no keys: the rest are dropped */
			if (write(master, keys + typed, 1) == 1)
				await_turn(++typed);
			else if (errno != EINTR)
				typed = nkeys;
			next = now_ms() + delay;
		}
	}
	if (out != STDOUT_FILENO && close(out) != 0)
		die("close");
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			die("waitpid");
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
