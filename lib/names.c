/* Lists of names, each read through the function of its table (names.h). */
#include <string.h>

#include "names.h"

int
names_find(names_fn *names, const char *name)
{
	const char *s;
	size_t i;

	for (i = 0; (s = names(i)) != NULL; i++)
		if (strcmp(s, name) == 0)
			return (int)i;
	return -1;
}

/* Appends s to buf[0 .. size), whose first *len bytes are written. */
static void
append(char *buf, size_t size, size_t *len, const char *s)
{
	size_t n = strlen(s);

	if (n > size - 1 - *len)
		n = size - 1 - *len;
	memcpy(buf + *len, s, n);
	*len += n;
	buf[*len] = '\0';
}

const char *
names_join(names_fn *names, const char *last, char *buf, size_t size)
{
	const char *s;
	size_t i, len = 0;

	buf[0] = '\0';
	for (i = 0; (s = names(i)) != NULL; i++) {
		if (i > 0)
			append(buf, size, &len, names(i + 1) == NULL ? last : ", ");
		append(buf, size, &len, s);
	}
	return buf;
}

const char *
names_level(size_t i)
{
	static const char *const level[] = { "perfect", "medium", "easy" };

	return i < sizeof(level) / sizeof(*level) ? level[i] : NULL;
}
