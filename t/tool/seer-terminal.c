/*
 * seer-terminal: runs a command with a terminal for its standard input, as
 * a person at a keyboard would give it, for the tests of what seer-duel
 * does at a terminal.  It shares no code with lib/.
 *
 *   seer-terminal TYPED OUT ERR COMMAND [ARG ...]
 *
 * COMMAND reads a new pseudo-terminal, which receives TYPED and then the end
 * of file (Ctrl-D); its standard output goes to the file OUT, its standard
 * error to ERR.  The status is COMMAND's; 124 if it ran for a minute (a
 * safety net: a test that reaches it fails), 125 if it could not be run.
 */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static pid_t child;

static void too_long(int sig)
{
	(void)sig;
	kill(child, SIGKILL);
}

static int fail(const char *what)
{
	perror(what);
	return 125;
}

int main(int argc, char **argv)
{
	const char *typed, *name;
	int master, slave, status;
	struct sigaction on_alarm;

	if (argc < 5) {
		fprintf(stderr, "usage: seer-terminal TYPED OUT ERR COMMAND [ARG ...]\n");
		return 125;
	}
	typed = argv[1];
	master = posix_openpt(O_RDWR | O_NOCTTY);
	if (master < 0 || grantpt(master) < 0 || unlockpt(master) < 0
	    || (name = ptsname(master)) == NULL)
		return fail("seer-terminal: a pseudo-terminal");
	slave = open(name, O_RDWR | O_NOCTTY);
	if (slave < 0)
		return fail(name);
	child = fork();
	if (child < 0)
		return fail("seer-terminal: fork");
	if (child == 0) {
		int out = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0666);
		int err = open(argv[3], O_WRONLY | O_CREAT | O_TRUNC, 0666);

		if (out < 0 || err < 0 || dup2(slave, 0) < 0 || dup2(out, 1) < 0
		    || dup2(err, 2) < 0)
			_exit(fail("seer-terminal: the command's files"));
		close(master);
		close(slave);
		close(out);
		close(err);
		execvp(argv[4], argv + 4);
		_exit(fail(argv[4]));
	}
	close(slave);
	/* the lines typed, then Ctrl-D at the start of a line: the end of file */
	if (write(master, typed, strlen(typed)) < 0 || write(master, "\004", 1) < 0)
		perror("seer-terminal: typing");
	memset(&on_alarm, 0, sizeof on_alarm);
	on_alarm.sa_handler = too_long;
	sigaction(SIGALRM, &on_alarm, NULL);
	alarm(60);
	while (waitpid(child, &status, 0) < 0)
		if (errno != EINTR)
			return fail("seer-terminal: waitpid");
	close(master);
	if (WIFSIGNALED(status))
		return WTERMSIG(status) == SIGKILL ? 124 : 128 + WTERMSIG(status);
	return WEXITSTATUS(status);
}
