/* The terminal a person plays at: see term.h. */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "screen.h"
#include "term.h"
#include "text.h"

/* The settings to restore, and the terminal they belong to; -1 if none. */
static struct termios saved;
static volatile sig_atomic_t saved_fd = -1;

void
term_keys_end(void)
{
	if (saved_fd >= 0) {
		tcsetattr(saved_fd, TCSANOW, &saved);
		saved_fd = -1;
	}
}

/* The signals that end a program, and what each did before. */
static const int ending[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
static struct sigaction before[sizeof(ending) / sizeof(*ending)];

/*
 * Restores the terminal, then raises the signal again with the action it
 * had before (the default, or the progress line's handler, which ends
 * the same way), so that the shell sees how the program ended.
 */
static void
interrupted(int sig)
{
	size_t i;

	if (saved_fd >= 0)
		tcsetattr(saved_fd, TCSANOW, &saved);
	for (i = 0; i < sizeof(ending) / sizeof(*ending); i++)
		if (ending[i] == sig)
			sigaction(sig, &before[i], NULL);
	raise(sig);
}

/* Restores the terminal on each ending signal the program does not ignore. */
static void
restore_on_signals(void)
{
	struct sigaction sa;
	size_t i;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = interrupted;
	sa.sa_flags = SA_NODEFER;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof(ending) / sizeof(*ending); i++)
		if (sigaction(ending[i], NULL, &before[i]) == 0 &&
		    before[i].sa_handler != SIG_IGN)
			sigaction(ending[i], &sa, NULL);
}

bool
term_keys_start(int fd)
{
	static bool registered;
	struct termios keys;

	if (!isatty(fd) || tcgetattr(fd, &saved) != 0)
		return false;
	keys = saved;
	keys.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
	keys.c_cc[VMIN] = 1;
	keys.c_cc[VTIME] = 0;
	if (!registered) {
		atexit(term_keys_end);
		restore_on_signals();
		registered = true;
	}
	if (tcsetattr(fd, TCSANOW, &keys) != 0)
		return false;
	saved_fd = fd;
	return true;
}

int
term_key(int fd)
{
	unsigned char c;
	ssize_t n;

	while ((n = read(fd, &c, 1)) < 0 && errno == EINTR)
		continue;
	if (n <= 0 || c == 4)	/* Ctrl-D, the terminal's end of file */
		return TERM_END;
	return c;
}

void
term_wrap(struct text *t, const char *s, size_t width, size_t indent)
{
	screen_wrap_prose(t, s, strlen(s), width, indent);
	text_char(t, '\n');
}
