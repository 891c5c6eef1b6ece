/*
 * Output: the answers on their way to stdout.  The answer to every whole
 * line is out before the program waits for input or starts on a long
 * line, so that a program can be driven line by line; between those
 * times answers are gathered, so that a file of short lines costs few
 * writes.
 */
#ifndef WITS_OUT_H
#define WITS_OUT_H

#include <stdbool.h>
#include <sys/types.h>

struct input;
struct text;

/* --line-buffered: each answer is written as soon as it is made. */
void out_line_buffered(void);

/*
 * A live session at a terminal: the answers go out a screen at a time,
 * in one write at each out_flush, so that a key typed ahead is echoed
 * after the screen drawn, never between its lines.  Called before the
 * first answer is written.
 */
void out_by_screen(void);

/*
 * Hands the answers gathered in t to stdout once they are many, or at
 * once with --line-buffered.
 */
void out_answered(struct text *t);

/*
 * Writes the answers gathered in t now: before a person is asked, or at
 * the end.
 */
void out_flush(struct text *t);

/*
 * For an answer too long to gather whole (a trace of thousands of lines):
 * hands what t holds to stdout once it is many bytes, so memory stays
 * small and the first bytes go out early.  False once stdout has failed:
 * the rest of the answer is not worth making.
 */
bool out_spill(struct text *t);

/*
 * The next line of in (see input_take), once the answers gathered in t
 * are seen to: flushed before a read, which may wait on whoever waits on
 * them, and before the work on a long line, which may take long.
 * Returns -1 at the end of the input, or once stdout has failed.
 */
ssize_t out_next_line(struct text *t, struct input *in, char **line);

#endif
