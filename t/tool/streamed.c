/*
 * streamed: runs a command and reads its standard output as it comes, so
 * that a test can tell a program that streams from one that gathers its
 * output first.  With STREAM_HEAD=N in the environment it reads only the
 * first N bytes and then closes the pipe; the command then runs with
 * SIGPIPE ignored, so that its next write fails with EPIPE rather than
 * killing it, and the test sees how the program takes a failed write.
 *
 * usage: streamed command [argument ...]
 * Writes three lines: "bytes lines status peak", where status is the
 * command's exit status (minus the signal's number when a signal killed
 * it) and peak its largest resident size in kilobytes; then the first
 * line read and the last one (each without its newline, the last cut to
 * its final 64 KiB).  Only libc is used.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

enum { CHUNK = 1 << 20, KEPT = 1 << 16 };

static char chunk[CHUNK];

/* The last line read, kept as it is read: at most KEPT bytes, the latest. */
static struct {
	char text[KEPT];
	size_t len;
} last;

/* Appends n bytes to the last line, dropping its oldest bytes past KEPT. */
static void
keep_last(const char *s, size_t n)
{
	if (n >= KEPT) {
		memcpy(last.text, s + n - KEPT, KEPT);
		last.len = KEPT;
		return;
	}
	if (last.len + n > KEPT) {
		memmove(last.text, last.text + (last.len + n - KEPT), KEPT - n);
		last.len = KEPT - n;
	}
	memcpy(last.text + last.len, s, n);
	last.len += n;
}

static void
die(const char *what)
{
	fprintf(stderr, "streamed: %s: %s\n", what, strerror(errno));
	exit(2);
}

int
main(int argc, char **argv)
{
	char *first = NULL;
	size_t first_len = 0;
	const char *env = getenv("STREAM_HEAD");
	unsigned long long head = env != NULL ? strtoull(env, NULL, 10) : 0;
	unsigned long long size = 0, lines = 0;
	int fd[2], first_done = 0, status;
	struct rusage usage;
	size_t i, start;
	pid_t pid;

	if (argc < 2) {
		fputs("usage: streamed command [argument ...]\n", stderr);
		return 2;
	}
	if (pipe(fd) != 0)
		die("pipe");
	if ((pid = fork()) < 0)
		die("fork");
	if (pid == 0) {
		signal(SIGPIPE, head != 0 ? SIG_IGN : SIG_DFL);
		close(fd[0]);
		if (fd[1] != STDOUT_FILENO) {
			dup2(fd[1], STDOUT_FILENO);
			close(fd[1]);
		}
		execvp(argv[1], argv + 1);
		fprintf(stderr, "streamed: %s: %s\n", argv[1], strerror(errno));
		_exit(127);
	}
	close(fd[1]);
	for (;;) {
		size_t want = head != 0 && head - size < CHUNK ? (size_t)(head - size) : CHUNK;
		ssize_t n = read(fd[0], chunk, want);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			die("read");
		if (n == 0)
			break;
		for (i = 0; i < (size_t)n; i++)
			lines += chunk[i] == '\n';
		if (!first_done) {
			char *nl = memchr(chunk, '\n', (size_t)n);
			size_t len = nl != NULL ? (size_t)(nl - chunk) : (size_t)n;

			if ((first = realloc(first, first_len + len + 1)) == NULL)
				die("realloc");
			memcpy(first + first_len, chunk, len);
			first_len += len;
			first_done = nl != NULL;
		}
		keep_last(chunk, (size_t)n);
		size += (unsigned long long)n;
		if (size == head)
			break;
	}
	close(fd[0]);
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			die("waitpid");
	if (getrusage(RUSAGE_CHILDREN, &usage) != 0)
		die("getrusage");
	if (last.len > 0 && last.text[last.len - 1] == '\n')
		last.len--;
	for (start = last.len; start > 0 && last.text[start - 1] != '\n'; start--)
		;
	printf("%llu %llu %d %ld\n", size, lines,
	    WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status), usage.ru_maxrss);
	printf("%.*s\n%.*s\n", (int)first_len, first != NULL ? first : "",
	    (int)(last.len - start), last.text + start);
	free(first);
	return fflush(stdout) != 0 || ferror(stdout);
}
