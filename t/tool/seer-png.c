/*
 * seer-png: the colours of a PNG picture, for the test that renders
 * seer-duel's SVG in a browser and looks at the screen.  It shares no code
 * with lib/ and needs no zlib: it inflates the image data itself.
 *
 *   seer-png FILE
 *
 * Writes a line for each colour in the picture, "rrggbb count" (hex, then
 * how many pixels have it), the alpha channel ignored.  Only what a browser's
 * screenshot is: 8 bits a channel, RGB or RGBA, not interlaced; anything
 * else, or a damaged file, exits 1 with a message.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *file;

static void fail(const char *why)
{
	fprintf(stderr, "seer-png: %s: %s\n", file, why);
	exit(1);
}

static void *grow(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (p == NULL)
		fail("out of memory");
	return p;
}

/* ---- inflate (RFC 1950 and 1951) ---- */

struct stream {
	const unsigned char *in;
	size_t size, at;
	unsigned bits, nbits;
	unsigned char *out;
	size_t len, room;
};

static unsigned take(struct stream *s, unsigned n)
{
	unsigned v = s->bits;

	while (s->nbits < n) {
		if (s->at == s->size)
			fail("the image data ends too soon");
		v |= (unsigned)s->in[s->at++] << s->nbits;
		s->nbits += 8;
	}
	s->bits = v >> n;
	s->nbits -= n;
	return v & ((1u << n) - 1);
}

static void put(struct stream *s, unsigned char c)
{
	if (s->len == s->room) {
		s->room = s->room ? 2 * s->room : 1 << 16;
		s->out = grow(s->out, s->room);
	}
	s->out[s->len++] = c;
}

/* A canonical Huffman code: how many codes of each length, the symbols in
 * code order. */
struct code {
	short count[16], symbol[288];
};

static void build(struct code *h, const short *length, int n)
{
	short offset[16];

	memset(h->count, 0, sizeof h->count);
	for (int i = 0; i < n; i++)
		h->count[length[i]]++;
	h->count[0] = 0;
	offset[1] = 0;
	for (int len = 1; len < 15; len++)
		offset[len + 1] = offset[len] + h->count[len];
	for (int i = 0; i < n; i++)
		if (length[i])
			h->symbol[offset[length[i]]++] = (short)i;
}

/* decode(s, h): the next symbol, read a bit at a time, codes of each length
 * being consecutive numbers after those of the length before. */
static int decode(struct stream *s, const struct code *h)
{
	int code = 0, first = 0, index = 0;

	for (int len = 1; len < 16; len++) {
		code |= (int)take(s, 1);
		if (code - h->count[len] < first)
			return h->symbol[index + code - first];
		index += h->count[len];
		first = (first + h->count[len]) << 1;
		code <<= 1;
	}
	fail("a bad Huffman code");
	return 0;
}

static void inflate_block(struct stream *s, const struct code *lit, const struct code *dist)
{
	static const short base[] = { 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
		35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258 };
	static const short extra[] = { 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
		3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0 };
	static const short dbase[] = { 1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129,
		193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289,
		16385, 24577 };
	static const short dextra[] = { 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
		7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13 };
	int symbol;

	while ((symbol = decode(s, lit)) != 256) {
		size_t len, back;

		if (symbol < 256) {
			put(s, (unsigned char)symbol);
			continue;
		}
		symbol -= 257;
		if (symbol >= 29)
			fail("a bad length code");
		len = (size_t)base[symbol] + take(s, (unsigned)extra[symbol]);
		symbol = decode(s, dist);
		if (symbol >= 30)
			fail("a bad distance code");
		back = (size_t)dbase[symbol] + take(s, (unsigned)dextra[symbol]);
		if (back > s->len)
			fail("a distance past the start");
		while (len--)
			put(s, s->out[s->len - back]);
	}
}

static void inflate(struct stream *s)
{
	unsigned last;

	if (s->size < 2 || (s->in[0] & 15) != 8 || (s->in[0] << 8 | s->in[1]) % 31 || s->in[1] & 32)
		fail("not a zlib stream");
	s->at = 2;
	do {
		unsigned type;
		struct code lit, dist;
		short length[320];

		last = take(s, 1);
		type = take(s, 2);
		if (type == 0) {
			unsigned n;

			s->bits = s->nbits = 0;
			if (s->at + 4 > s->size)
				fail("a stored block ends too soon");
			n = s->in[s->at] | s->in[s->at + 1] << 8;
			if ((n ^ (s->in[s->at + 2] | s->in[s->at + 3] << 8)) != 0xffff)
				fail("a stored block's length is damaged");
			s->at += 4;
			if (s->at + n > s->size)
				fail("a stored block ends too soon");
			while (n--)
				put(s, s->in[s->at++]);
			continue;
		}
		if (type == 1) {
			for (int i = 0; i < 288; i++)
				length[i] = i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8;
			build(&lit, length, 288);
			for (int i = 0; i < 30; i++)
				length[i] = 5;
			build(&dist, length, 30);
		} else if (type == 2) {
			static const short order[19] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4,
				12, 3, 13, 2, 14, 1, 15 };
			int nlen = (int)take(s, 5) + 257, ndist = (int)take(s, 5) + 1;
			int ncode = (int)take(s, 4) + 4, i = 0;
			struct code lengths;

			memset(length, 0, sizeof length);
			for (int k = 0; k < ncode; k++)
				length[order[k]] = (short)take(s, 3);
			build(&lengths, length, 19);
			while (i < nlen + ndist) {
				int symbol = decode(s, &lengths), repeat, value = 0;

				if (symbol < 16) {
					length[i++] = (short)symbol;
					continue;
				}
				if (symbol == 16) {
					if (i == 0)
						fail("a repeat with nothing before it");
					value = length[i - 1];
					repeat = 3 + (int)take(s, 2);
				} else {
					repeat = symbol == 17 ? 3 + (int)take(s, 3) : 11 + (int)take(s, 7);
				}
				if (i + repeat > nlen + ndist)
					fail("too many code lengths");
				while (repeat--)
					length[i++] = (short)value;
			}
			build(&lit, length, nlen);
			build(&dist, length + nlen, ndist);
		} else {
			fail("a bad block type");
		}
		inflate_block(s, &lit, &dist);
	} while (!last);
}

/* ---- PNG ---- */

static uint32_t big_endian(const unsigned char *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static int by_value(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
	FILE *f;
	unsigned char *data = NULL, *prev, *line;
	size_t size = 0, at = 8, idat_len = 0;
	unsigned char *idat = NULL;
	uint32_t width = 0, height = 0, *pixel;
	int bpp = 0;
	struct stream s = { 0 };

	if (argc != 2) {
		fprintf(stderr, "usage: seer-png FILE\n");
		return 2;
	}
	file = argv[1];
	if ((f = fopen(file, "rb")) == NULL) {
		perror(file);
		return 1;
	}
	for (size_t n = 1; n; size += n) {
		data = grow(data, size + 65536);
		n = fread(data + size, 1, 65536, f);
	}
	fclose(f);
	if (size < 8 || memcmp(data, "\x89PNG\r\n\x1a\n", 8))
		fail("not a PNG");
	while (at + 12 <= size) {
		uint32_t n = big_endian(data + at);
		const unsigned char *kind = data + at + 4, *body = data + at + 8;

		if (n > size - at - 12)
			fail("a chunk runs past the end");
		if (!memcmp(kind, "IHDR", 4)) {
			if (n < 13)
				fail("a short IHDR");
			width = big_endian(body);
			height = big_endian(body + 4);
			if (body[8] != 8 || (body[9] != 2 && body[9] != 6) || body[12] != 0)
				fail("not 8-bit RGB or RGBA without interlacing");
			bpp = body[9] == 2 ? 3 : 4;
		} else if (!memcmp(kind, "IDAT", 4)) {
			idat = grow(idat, idat_len + n);
			memcpy(idat + idat_len, body, n);
			idat_len += n;
		}
		at += 12 + (size_t)n;
	}
	if (!bpp || !width || !height || width > 1 << 15 || height > 1 << 15)
		fail("no picture of a size to read");
	s.in = idat;
	s.size = idat_len;
	inflate(&s);
	if (s.len != (size_t)height * (width * bpp + 1))
		fail("the image data is not the picture's size");
	/* undo each row's filter, against the row before (zeros above the first) */
	prev = calloc((size_t)width * bpp, 1);
	pixel = grow(NULL, (size_t)width * height * sizeof *pixel);
	if (prev == NULL)
		fail("out of memory");
	for (uint32_t r = 0; r < height; r++) {
		size_t stride = (size_t)width * bpp;
		int filter = s.out[r * (stride + 1)];

		line = s.out + r * (stride + 1) + 1;
		for (size_t i = 0; i < stride; i++) {
			int a = i >= (size_t)bpp ? line[i - bpp] : 0, b = prev[i];
			int c = i >= (size_t)bpp ? prev[i - bpp] : 0, p = a + b - c;
			int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);

			switch (filter) {
			case 0: break;
			case 1: line[i] = (unsigned char)(line[i] + a); break;
			case 2: line[i] = (unsigned char)(line[i] + b); break;
			case 3: line[i] = (unsigned char)(line[i] + (a + b) / 2); break;
			case 4:
				line[i] = (unsigned char)(line[i]
				    + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c));
				break;
			default: fail("a bad filter");
			}
		}
		for (uint32_t x = 0; x < width; x++) {
			const unsigned char *px = line + (size_t)x * bpp;

			pixel[(size_t)r * width + x] = (uint32_t)px[0] << 16 | px[1] << 8 | px[2];
		}
		memcpy(prev, line, stride);
	}
	qsort(pixel, (size_t)width * height, sizeof *pixel, by_value);
	for (size_t i = 0, n = (size_t)width * height; i < n;) {
		size_t j = i;

		while (j < n && pixel[j] == pixel[i])
			j++;
		printf("%06lx %zu\n", (unsigned long)pixel[i], j - i);
		i = j;
	}
	free(data);
	free(idat);
	free(prev);
	free(pixel);
	free(s.out);
	return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}
