/* The open-addressing map of hash.h. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "hash.h"

/* Returns the slot of key, or the empty slot where it would go. */
static size_t
slot_of(const struct hash *h, uint64_t key)
{
	size_t mask = ((size_t)1 << h->bits) - 1;
	size_t i = (size_t)((key * 0x9e3779b97f4a7c15u) >> (64 - h->bits));

	while (h->value[i] != 0 && h->key[i] != key)
		i = (i + 1) & mask;
	return i;
}

static void
allocate(struct hash *h, unsigned bits)
{
	size_t n = (size_t)1 << bits;

	h->bits = bits;
	h->key = xreallocarray(NULL, n, sizeof(*h->key));
	h->value = xreallocarray(NULL, n, sizeof(*h->value));
	memset(h->value, 0, n * sizeof(*h->value));
}

void
hash_start(struct hash *h, unsigned bits)
{
	h->filled = 0;
	allocate(h, bits);
}

void
hash_free(struct hash *h)
{
	free(h->key);
	free(h->value);
	h->key = NULL;
	h->value = NULL;
}

/* Doubles the slots, so that at most half of them are filled. */
static void
grow(struct hash *h)
{
	uint64_t *key = h->key, *value = h->value;
	size_t n = (size_t)1 << h->bits, i, j;

	allocate(h, h->bits + 1);
	for (i = 0; i < n; i++) {
		if (value[i] == 0)
			continue;
		j = slot_of(h, key[i]);
		h->key[j] = key[i];
		h->value[j] = value[i];
	}
	free(key);
	free(value);
}

uint64_t
hash_get_or_put(struct hash *h, uint64_t key, uint64_t value)
{
	size_t i = slot_of(h, key);

	if (h->value[i] != 0)
		return h->value[i];
	h->key[i] = key;
	h->value[i] = value;
	if (++h->filled * 2 > (size_t)1 << h->bits)
		grow(h);
	return 0;
}
