/* UTF-8 characters: see utf8.h (RFC 3629, section 4, for the valid forms). */
#include "utf8.h"

size_t
utf8_char(const char *s, size_t len, uint32_t *c)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t n, i;

	if (u[0] < 0x80) {
		*c = u[0];
		return 1;
	}
	if (u[0] >= 0xc2 && u[0] <= 0xdf)
		n = 2, *c = u[0] & 0x1f;
	else if (u[0] >= 0xe0 && u[0] <= 0xef)
		n = 3, *c = u[0] & 0x0f;
	else if (u[0] >= 0xf0 && u[0] <= 0xf4)
		n = 4, *c = u[0] & 0x07;
	else
		return 0;
	if (n > len)
		return 0;
	for (i = 1; i < n; i++) {
		if ((u[i] & 0xc0) != 0x80)
			return 0;
		*c = *c << 6 | (u[i] & 0x3f);
	}
	if ((n == 3 && *c < 0x800) || (n == 4 && *c < 0x10000) ||
	    *c > 0x10ffff || (*c >= 0xd800 && *c <= 0xdfff))
		return 0;
	return n;
}
