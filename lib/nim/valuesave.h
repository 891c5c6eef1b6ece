/*
 * A checkpoint of a heap game's values (nim-safe --checkpoint, --resume):
 * a file that holds the values found so far, so that a run stopped after
 * hours continues where it stopped and ends as one run would have.
 *
 * The file is a header of text lines, the values, and a checksum line:
 *
 *	wits heap-game checkpoint 1
 *	version 0.1.0
 *	game 0.6
 *	heaps 123456
 *	work 987654321
 *	seconds 12.345
 *	(2 bytes a heap, G(0), G(1) ..., each the low byte first)
 *	cksum 1234567890 246968
 *
 * The game is the rules' code (0.333 for the subtraction set 1,2,3; grundy),
 * the work the options looked at (heap_game_restore), the seconds the time
 * the job has taken.  The last line is what cksum(1) says of every byte
 * before it: its CRC and its length.  A checkpoint is refused unless every
 * byte of it is as this version of wits wrote it for this game.
 */
#ifndef WITS_NIM_VALUESAVE_H
#define WITS_NIM_VALUESAVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "heapgame.h"

/* What a checkpoint read holds. */
struct value_save {
	uint16_t *value;	/* G(0 .. heaps-1), allocated */
	size_t heaps;
	uint64_t work;
	double seconds;
};

/*
 * Writes the values g holds, with the seconds the job has taken, to path:
 * to a new file beside it, renamed over it once whole, so that a run
 * stopped while it writes leaves the checkpoint before.  False, errno
 * set, when it cannot be written.
 */
bool value_save_write(const char *path, const struct heap_game *g, double seconds);

/*
 * Reads the checkpoint at path into *s for the game g, whose heaps below
 * `heaps` are asked for.  Returns NULL, or why it is refused: not a
 * checkpoint, truncated, damaged (its checksum), of another version of
 * wits or another game, or holding more heaps than are asked for; a
 * message that ends in ':' wants the system's error after it.
 */
const char *value_save_read(const char *path, const struct heap_game *g, size_t heaps,
    struct value_save *s);

#endif
