/*
 * The demonstrator's push-button (the Nimrod booklet, 1951: "a manual
 * push-button which causes a single instruction to be obeyed each time
 * it is pressed"): Enter at the terminal, read apart from the standard
 * input, which may be a file of positions; or, for the booklet's "slow
 * speed demonstrations", a pause of a set length instead.
 */
#ifndef WITS_BUTTON_H
#define WITS_BUTTON_H

#include <stdbool.h>
#include <time.h>

struct button {
	int fd;			/* the terminal; -1 for the pause */
	struct timespec pause;
	bool ended;		/* the terminal's input has ended (Ctrl-D) */
	bool echoed;		/* the last press moved a line down */
};

/* The terminal's Enter as the button; false when there is no terminal. */
bool button_at_terminal(struct button *b);

/* A pause of sec seconds and nsec nanoseconds as the button. */
void button_pause(struct button *b, time_t sec, long nsec);

/*
 * Waits for a press: a line at the terminal, or the pause.  Returns false
 * once the terminal's input has ended.
 */
bool button_press(struct button *b);

/* Closes the terminal, if one was opened. */
void button_close(struct button *b);

#endif
