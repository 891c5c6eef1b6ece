/*
 * The terminal a person plays at: one key at a time without Enter (the
 * penny game takes one key a play), and the lines written for the person,
 * wrapped between words to the width screen_width gives.  The terminal's
 * settings are restored however the program ends: at exit, and on the
 * signals that end it (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2,
 * SIGALRM); and while it is stopped (Ctrl-Z, SIGTSTP), key mode coming
 * back when it is continued in the foreground (fg, SIGCONT).
 */
#ifndef WITS_TERM_H
#define WITS_TERM_H

#include <stdbool.h>
#include <stddef.h>

struct text;

/*
 * The end of the keys: Ctrl-D, or the end of the terminal's input; and
 * Ctrl-C pressed while a key was awaited.
 */
enum { TERM_END = -1, TERM_INTERRUPT = -2 };

/*
 * Returns true once the terminal on fd sends each key as it is pressed,
 * without echo; false, changing nothing, when fd is not a terminal.
 * Ctrl-C still interrupts.
 */
bool term_keys_start(int fd);

/*
 * Returns the next key pressed at the terminal on fd (a byte), or
 * TERM_END at Ctrl-D or at the end of its input, or TERM_INTERRUPT when
 * Ctrl-C (SIGINT) came while it waited, or since term_keys_ask: the
 * caller may then tell the score before term_interrupt_end.  Ctrl-C at
 * any other time ends the program at once, as it did before.
 */
int term_key(int fd);

/*
 * Throws away the keys typed at the terminal on fd and not yet read, so
 * that keys pressed while the machine thought are not taken as the answer
 * to the question asked next; does nothing where fd is no terminal (a pipe).
 */
void term_flush_typeahead(int fd);

/*
 * Reads the rest of the UTF-8 character whose first byte is first, as
 * term_key gave it, into s (4 bytes); returns its length.  A byte that
 * breaks the character ends it there.
 */
size_t term_key_char(int fd, int first, char *s);

/*
 * Starts to ask for a key at the terminal on fd, before the prompt is
 * written: drops the keys typed ahead, unread (those pressed while the
 * program was busy answering), and from now until term_key returns takes
 * Ctrl-C as the key TERM_INTERRUPT, so that one pressed as soon as the
 * prompt shows is not lost.
 */
void term_keys_ask(int fd);

/*
 * Appends to t the name of the key of len bytes at s, as a person reads
 * it: a character in quotes as typed ('x', 'é'), a space as "space", a
 * control key by its name (Tab, Esc, Backspace, Ctrl-A) and a byte that
 * is no UTF-8 as '\xff'.
 */
void term_key_name(struct text *t, const char *s, size_t len);

/*
 * Restores the terminal and ends the program by SIGINT, as the Ctrl-C
 * that term_key returned as TERM_INTERRUPT would have ended it.
 */
void term_interrupt_end(void);

/* Restores the terminal's settings, if term_keys_start changed them. */
void term_keys_end(void);

/*
 * Appends s to t wrapped as prose to width columns (screen_wrap_prose in
 * screen.h), then a newline.
 */
void term_wrap(struct text *t, const char *s, size_t width, size_t indent);

#endif
