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
#include "utf8.h"

/*
 * The settings to restore, and the terminal they belong to (-1 if none);
 * and the key mode, set again when the program is continued.
 */
static struct termios saved, keys;
static volatile sig_atomic_t saved_fd = -1;

/* term_key waits for a key; Ctrl-C came while it waited. */
static volatile sig_atomic_t awaiting, ctrl_c;

void
term_keys_end(void)
{
	if (saved_fd >= 0) {
		tcsetattr(saved_fd, TCSANOW, &saved);
		saved_fd = -1;
	}
}

/* The signals that end a program, and what each did before. */
static const int ending[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2,
	SIGALRM };
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

	/* The person's Ctrl-C at the prompt: term_key returns it. */
	if (sig == SIGINT && awaiting) {
		ctrl_c = 1;
		return;
	}
	if (saved_fd >= 0)
		tcsetattr(saved_fd, TCSANOW, &saved);
	for (i = 0; i < sizeof(ending) / sizeof(*ending); i++)
		if (ending[i] == sig)
			sigaction(sig, &before[i], NULL);
	raise(sig);
}

/*
 * Ctrl-Z: restores the terminal, so that the shell the person returns to
 * edits lines and echoes them, then stops as the default action would.
 * SA_NODEFER lets the raised signal act at once; the handler stays.
 */
static void
suspended(int sig)
{
	struct sigaction dfl, mine;
	int errno_saved = errno;

	if (saved_fd >= 0)
		tcsetattr(saved_fd, TCSANOW, &saved);
	memset(&dfl, 0, sizeof(dfl));
	dfl.sa_handler = SIG_DFL;
	sigemptyset(&dfl.sa_mask);
	sigaction(sig, &dfl, &mine);
	raise(sig);
	sigaction(sig, &mine, NULL);
	errno = errno_saved;
}

/*
 * fg: sets key mode again, once the program is back in the terminal's
 * foreground (a change from the background would stop it again).
 */
static void
continued(int sig)
{
	int errno_saved = errno;

	(void)sig;
	if (saved_fd >= 0 && tcgetpgrp(saved_fd) == getpgrp())
		tcsetattr(saved_fd, TCSANOW, &keys);
	errno = errno_saved;
}

/* Installs handler for sig with sa_flags, unless the program ignores sig. */
static void
catch(int sig, void (*handler)(int), int flags, struct sigaction *old)
{
	struct sigaction sa, was;

	if (old == NULL)
		old = &was;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler;
	sa.sa_flags = flags;
	sigemptyset(&sa.sa_mask);
	if (sigaction(sig, NULL, old) == 0 && old->sa_handler != SIG_IGN)
		sigaction(sig, &sa, NULL);
}

/*
 * Restores the terminal on each ending signal the program does not
 * ignore, and on Ctrl-Z; sets key mode again on fg.
 */
static void
restore_on_signals(void)
{
	size_t i;

	for (i = 0; i < sizeof(ending) / sizeof(*ending); i++)
		catch(ending[i], interrupted, SA_NODEFER, &before[i]);
	catch(SIGTSTP, suspended, SA_NODEFER, NULL);
	catch(SIGCONT, continued, SA_RESTART, NULL);
}

bool
term_keys_start(int fd)
{
	static bool registered;
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
	ssize_t n = -1;

	/* The handler's return interrupts the read: no SA_RESTART. */
	awaiting = 1;
	while (!ctrl_c && (n = read(fd, &c, 1)) < 0 && errno == EINTR)
		continue;
	awaiting = 0;
	if (ctrl_c) {
		ctrl_c = 0;
		return TERM_INTERRUPT;
	}
	if (n <= 0 || c == 4)	/* Ctrl-D, the terminal's end of file */
		return TERM_END;
	return c;
}

size_t
term_key_char(int fd, int first, char *s)
{
	size_t len = first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : first >= 0xc0 ? 2 : 1;
	size_t i;
	int c;

	s[0] = (char)first;
	for (i = 1; i < len; i++) {
		if ((c = term_key(fd)) < 0x80 || c > 0xbf)
			break;
		s[i] = (char)c;
	}
	return i;
}

void
term_keys_ask(int fd)
{
	awaiting = 1;
	term_flush_typeahead(fd);
}

void
term_key_name(struct text *t, const char *s, size_t len)
{
	static const char *const control[0x20] = { [8] = "Backspace", [9] = "Tab",
		[10] = "Enter", [13] = "Enter", [27] = "Esc" };
	unsigned char c = (unsigned char)s[0];
	uint32_t code;
	size_t i;

	if (len == 1 && c < 0x20 && control[c] != NULL)
		text_str(t, control[c]);
	else if (len == 1 && c < 0x20)
		text_printf(t, "Ctrl-%c", c + '@');
	else if (len == 1 && c == 0x7f)
		text_str(t, "Backspace");	/* what the key sends at most terminals */
	else if (len == 1 && c == ' ')
		text_str(t, "space");
	else if (len > 0 && utf8_char(s, len, &code) == len &&
	    (code < 0x80 || code >= 0xa0)) {
		text_char(t, '\'');
		text_add(t, s, len);
		text_char(t, '\'');
	} else {
		text_char(t, '\'');
		for (i = 0; i < len; i++)
			text_printf(t, "\\x%02x", (unsigned char)s[i]);
		text_char(t, '\'');
	}
}

void
term_interrupt_end(void)
{
	size_t i;

	term_keys_end();
	for (i = 0; i < sizeof(ending) / sizeof(*ending); i++)
		if (ending[i] == SIGINT)
			sigaction(SIGINT, &before[i], NULL);
	raise(SIGINT);
	/* A handler from before that returns leaves the shell's status for it. */
	exit(128 + SIGINT);
}

void
term_wrap(struct text *t, const char *s, size_t width, size_t indent)
{
	screen_wrap_prose(t, s, strlen(s), width, indent);
	text_char(t, '\n');
}

void
term_flush_typeahead(int fd)
{
	if (isatty(fd))
		tcflush(fd, TCIFLUSH);
}
