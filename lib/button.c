/* The demonstrator's push-button: see button.h. */
#include <errno.h>
#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

#include "button.h"

bool
button_at_terminal(struct button *b)
{
	b->ended = false;
	b->echoed = false;
	b->fd = open("/dev/tty", O_RDONLY | O_CLOEXEC);
	return b->fd >= 0;
}

void
button_pause(struct button *b, time_t sec, long nsec)
{
	b->fd = -1;
	b->ended = false;
	b->echoed = false;
	b->pause = (struct timespec){ sec, nsec };
}

bool
button_press(struct button *b)
{
	struct termios mode;
	char c;
	ssize_t got;

	if (b->ended)
		return false;
	if (b->fd < 0) {
		struct timespec left = b->pause;

		while (nanosleep(&left, &left) != 0 && errno == EINTR)
			;
		return true;
	}
	/* a line, whatever was typed before its Enter */
	while ((got = read(b->fd, &c, 1)) == 1 && c != '\n')
		;
	if (got <= 0 && !(got < 0 && errno == EINTR)) {
		b->ended = true;
		return false;
	}
	b->echoed = tcgetattr(b->fd, &mode) == 0 && (mode.c_lflag & ECHO);
	return true;
}

void
button_close(struct button *b)
{
	if (b->fd >= 0)
		close(b->fd);
	b->fd = -1;
}
