/*
 * The cube as text.  The palettes include the patent's own colours
 * (FIG. 1); the net unfolds the cube, U above L F R B, D below.
 */
#include <string.h>

#include "cubetext.h"

/*
 * The faces palette and the western one share the colours cubes are sold
 * in today (white top, green front); the patent's are its FIG. 1.  At a
 * terminal, white is drawn light grey (252) and black dark grey (240), so
 * that no sticker takes the background of a white or a black terminal
 * (a projector's, often white) and vanishes; each carries its letter too.
 */
#define WESTERN_COLOURS \
	{ "white", "red", "green", "yellow", "orange", "blue" }, \
	{ 252, 160, 28, 226, 208, 21 }, \
	{ "#ffffff", "#c41e3a", "#009e60", "#ffd500", "#ff6a00", "#0051ba" }, \
	{ true, false, false, true, true, false }

static const struct cube_palette palette[] = {
	{ "faces", { "U", "R", "F", "D", "L", "B" }, WESTERN_COLOURS },
	/* The patent, FIG. 1: "back face black, bottom face orange, top face
	 * brown, front face silver, right face red, and left face gold". */
	{ "patent", { "B", "R", "S", "O", "G", "K" },
	    { "brown", "red", "silver", "orange", "gold", "black" },
	    { 94, 160, 250, 208, 178, 240 },
	    { "#8b4513", "#c41e3a", "#c0c0c0", "#ff8c00", "#d4af37", "#000000" },
	    { false, false, true, true, true, false } },
	{ "western", { "W", "R", "G", "Y", "O", "B" }, WESTERN_COLOURS },
};

const char *
cube_palette_listed(size_t i)
{
	return i < sizeof(palette) / sizeof(*palette) ? palette[i].name : NULL;
}

const struct cube_palette *
cube_palette_named(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(palette) / sizeof(*palette); i++)
		if (strcmp(name, palette[i].name) == 0)
			return &palette[i];
	return NULL;
}

/*
 * Writes the turns at `at`, each followed by a space, into room made for
 * them (3 bytes for each turn at most, and one more, into which the last
 * turn's 4 bytes may spill); returns the end.  Each turn is 4 bytes copied
 * from its spelling, of which as many as it has are kept.  This is the
 * hot path of cube-solve's answer lines and cube-scramble's scrambles
 * (measured: 18 instructions a turn when written a byte at a time, 8 so).
 */
static char *
turns_spaced(char *at, const struct cube_turn *turn, size_t n)
{
	/*
	 * Each face's turns (U R F D L B, as cube_face_letter) by quarter
	 * turns, and the length of each.
	 */
	static const char spelled[CUBE_FACES][4][4] = {
		{ "U  ", "U  ", "U2 ", "U' " }, { "R  ", "R  ", "R2 ", "R' " },
		{ "F  ", "F  ", "F2 ", "F' " }, { "D  ", "D  ", "D2 ", "D' " },
		{ "L  ", "L  ", "L2 ", "L' " }, { "B  ", "B  ", "B2 ", "B' " }
	};
	static const unsigned char length[4] = { 2, 2, 3, 3 };
	size_t i;

	for (i = 0; i < n; i++) {
		memcpy(at, spelled[turn[i].face][turn[i].quarters], 4);
		at += length[turn[i].quarters];
	}
	return at;
}

void
cube_text_turns(struct text *t, const struct cube_turn *turn, size_t n)
{
	char *at;

	if (n == 0)
		return;
	at = text_room(t, 3 * n + 1);
	/* all but the last turn's space */
	t->len += (size_t)(turns_spaced(at, turn, n) - at) - 1;
}

void
cube_text_state(struct text *t, const struct cube *c, const struct cube_palette *p)
{
	unsigned char facelet[CUBE_FACELETS];
	int i;

	cube_facelets(c, facelet);
	for (i = 0; i < CUBE_FACELETS; i++)
		text_str(t, p->symbol[facelet[i]]);
}

/* cube-solve's answer lines: each turn's space is one the "# " after the last needs anyway. */
void
cube_text_solution(struct text *t, const struct cube_path *p)
{
	char *at = text_room(t, 3 * (size_t)p->n + 1 + 2 + U64_DIGITS), *start = at;

	at = turns_spaced(at, p->turn, p->n);
	*at++ = '#';
	*at++ = ' ';
	at += num_format(at, p->length);
	t->len += (size_t)(at - start);
}

void
cube_text_goal_solution(struct text *t, const struct cube_path *p, const char *colour)
{
	cube_text_solution(t, p);
	text_char(t, ' ');
	text_str(t, colour);
}

void
cube_text_unsolvable(struct text *t, const char *faces)
{
	text_str(t, "# no solution turning only ");
	text_str(t, faces);
}

/* Turns as a TSV field: as cube_text_turns, but "-" for none (a field is never empty). */
static void
cube_text_turns_field(struct text *t, const struct cube_turn *turn, size_t n)
{
	if (n == 0)
		text_char(t, '-');
	else
		cube_text_turns(t, turn, n);
}

void
cube_text_solution_tsv(struct text *t, const char *state, size_t state_len,
    const struct cube_path *p, enum cube_metric metric)
{
	text_add(t, state, state_len);
	text_printf(t, "\t%u\t%s\t", p->length, metric == CUBE_QTM ? "qtm" : "htm");
	cube_text_turns_field(t, p->turn, p->n);
}

void
cube_text_goal_solution_tsv(struct text *t, const char *state, size_t state_len,
    const char *colour, char side, const struct cube_path *p, enum cube_metric metric)
{
	text_add(t, state, state_len);
	text_printf(t, "\t%s\t%c\t%u\t%s\t", colour, side, p->length,
	    metric == CUBE_QTM ? "qtm" : "htm");
	cube_text_turns_field(t, p->turn, p->n);
}

void
cube_text_scramble(struct text *t, const struct cube_turn *turn, size_t n, const struct cube *c,
    const struct cube_palette *p, bool state)
{
	if (state || n == 0)
		cube_text_state(t, c, p);
	else
		cube_text_turns(t, turn, n);
	text_char(t, '\n');
}

void
cube_text_census(struct text *t, const uint64_t *count, unsigned depth, enum cube_metric metric,
    const char *faces, const char *goal)
{
	uint64_t total = 0;
	unsigned d;

	text_printf(t, "# distance positions%s%s (%s metric, faces %s)\n",
	    goal != NULL ? " to " : "", goal != NULL ? goal : "",
	    metric == CUBE_QTM ? "quarter-turn" : "half-turn", faces);
	for (d = 0; d <= depth; d++) {
		text_printf(t, "%u %llu\n", d, (unsigned long long)count[d]);
		total += count[d];
	}
	text_printf(t, "# %llu positions, God's number %u\n", (unsigned long long)total, depth);
}

void
cube_text_census_tsv(struct text *t, const uint64_t *count, unsigned depth)
{
	unsigned d;

	text_str(t, "distance\tpositions\n");
	for (d = 0; d <= depth; d++)
		text_printf(t, "%u\t%llu\n", d, (unsigned long long)count[d]);
}

void
cube_text_scramble_tsv(struct text *t, uint64_t seed, uint64_t number,
    const struct cube_turn *turn, size_t n, unsigned distance, const struct cube *c,
    const struct cube_palette *p)
{
	text_printf(t, "%llu\t%llu\t", (unsigned long long)seed, (unsigned long long)number);
	cube_text_turns_field(t, turn, n);
	text_printf(t, "\t%zu\t%zu\t", n, n - distance);
	cube_text_state(t, c, p);
	text_char(t, '\n');
}

static void
sticker(struct text *t, const struct cube_palette *p, unsigned face, bool ansi)
{
	if (ansi)
		text_printf(t, "\033[38;5;%d;48;5;%dm%s \033[0m", p->light[face] ? 16 : 231,
		    p->xterm[face], p->symbol[face]);
	else
		text_printf(t, "%s ", p->symbol[face]);
}

void
cube_text_net(struct text *t, const struct cube *c, const struct cube_palette *p, bool ansi)
{
	/* Rows of the net: the faces across, left to right (-1: a gap the width of a face). */
	static const signed char band[3][4] = {
		{ -1, CUBE_U, -1, -1 }, { CUBE_L, CUBE_F, CUBE_R, CUBE_B }, { -1, CUBE_D, -1, -1 }
	};
	unsigned char facelet[CUBE_FACELETS];
	int b, row, i, col;

	cube_facelets(c, facelet);
	for (b = 0; b < 3; b++)
		for (row = 0; row < 2; row++) {
			size_t start = t->len;

			if (!ansi)
				text_str(t, "# ");
			for (i = 0; i < 4 && (i == 0 || band[b][i] >= 0); i++) {
				if (band[b][i] < 0) {
					text_fill(t, ' ', 5);
					continue;
				}
				for (col = 0; col < 2; col++) {
					unsigned at = band[b][i] * 4 + row * 2 + col;

					sticker(t, p, facelet[at], ansi);
				}
				text_char(t, ' ');
			}
			while (t->len > start && t->s[t->len - 1] == ' ')
				t->len--;
			text_char(t, '\n');
		}
}
