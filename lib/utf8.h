/*
 * UTF-8: where one of its characters ends, so that messages and XML keep
 * the text people write (café, ’) and escape only what is not UTF-8.
 */
#ifndef WITS_UTF8_H
#define WITS_UTF8_H

#include <stddef.h>
#include <stdint.h>

/*
 * The length (1 to 4) of the UTF-8 character at the start of s, which
 * holds len bytes (at least 1), and its code point in *c; 0 when s does
 * not start with one: a stray continuation byte, an overlong form, a
 * surrogate, a code point past U+10FFFF, or a sequence cut short by len.
 */
size_t utf8_char(const char *s, size_t len, uint32_t *c);

#endif
