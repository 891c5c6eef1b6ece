/*
 * A map from 64-bit keys to 64-bit values other than 0, by open
 * addressing: Fibonacci hashing, then the next slots in turn, in a table
 * kept at most half full so that a search ends soon.  It knows nothing
 * of the games: seer's chains number their states with it, the cube's
 * audit finds repeated states.
 */
#ifndef WITS_HASH_H
#define WITS_HASH_H

#include <stddef.h>
#include <stdint.h>

struct hash {
	uint64_t *key;
	uint64_t *value;	/* 0 in an empty slot */
	unsigned bits;		/* the table has 2^bits slots */
	size_t filled;
};

/* Starts an empty map of 2^bits slots; it grows as it fills. */
void hash_start(struct hash *h, unsigned bits);

void hash_free(struct hash *h);

/*
 * Returns the value stored for key.  When there is none, it stores
 * value (which must not be 0) for key and returns 0.
 */
uint64_t hash_get_or_put(struct hash *h, uint64_t key, uint64_t value);

#endif
