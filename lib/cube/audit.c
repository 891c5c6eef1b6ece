/*
 * The audit's tally and its statistics: each state's optimal length (the
 * half-turn metric, as cube_solve finds it), the states seen (a hash of
 * their coordinates, 32 to 64 bytes a state: memory grows with the input,
 * never past what the 3,674,160 positions fill), the states too near
 * solved, each corner's place and twist and each facelet's colour, the
 * runs that do nothing and the first and last turns; and the judgement:
 * Pearson's chi-square of the lengths against the census, each length's
 * own count, the repeats, each piece's cells, and the first and last
 * turns, each with its chance (the tails are lib/stats's).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../hash.h"
#include "../stats.h"
#include "alg.h"
#include "audit.h"
#include "runs.h"
#include "solve.h"

/* The states seen start in a map of 2^SLOTS_BITS slots. */
enum { SLOTS_BITS = 10 };

/* A line past the last that can be counted. */
static const uint64_t LINE_MAX = UINT64_MAX;

/* Lines are counted across the files: the first line of each is at `from` + 1. */
struct source {
	const char *file;
	uint64_t from;
};

/*
 * How often each corner stands at each place and in each twist, and each
 * facelet shows each colour: over the states added, or over the states a
 * competition never draws (those nearer solved than it allows).
 */
struct pieces {
	uint64_t place[CUBE_CORNERS][CUBE_CORNERS], twist[CUBE_CORNERS][3];
	uint64_t facelet[CUBE_FACELETS][CUBE_FACES];
};

/* The turns of a line being read, and the states after each prefix of them. */
struct line_turns {
	struct cube_move *move;
	uint64_t *key;
	size_t n, cap;
};

struct cube_audit {
	struct cube_solver *solver;
	struct pieces pieces, near_pieces;
	uint64_t near_states;
	struct line_turns line;
	unsigned faces_turned;	/* a bit for each face a line turns */
	uint64_t census[CUBE_DEPTH_MAX + 1];
	struct cube_audit_judgement tally;	/* the counts; the rest is the judgement's */
	uint64_t turns, slack;
	/* a state's coordinate to its first line, counted across the files */
	struct hash seen;
	struct source *source;
	size_t nsources;
	uint64_t last_line;	/* the last line added, in its file */
};

static void near_tally(struct cube_audit *a);

struct cube_audit *
cube_audit_new(void)
{
	struct cube_audit *a = xreallocarray(NULL, 1, sizeof(*a));

	memset(a, 0, sizeof(*a));
	a->solver = cube_solver_new(CUBE_HTM, cube_home_face, CUBE_HOME_FACES);
	cube_census(a->solver, a->census);
	a->tally.min_distance = CUBE_SCRAMBLE_MIN_MOVES;
	a->tally.turns_min = UINT64_MAX;
	hash_start(&a->seen, SLOTS_BITS);
	near_tally(a);
	return a;
}

void
cube_audit_free(struct cube_audit *a)
{
	if (a == NULL)
		return;
	cube_solver_free(a->solver);
	hash_free(&a->seen);
	free(a->source);
	free(a->line.move);
	free(a->line.key);
	free(a);
}

/* Counts c's corners at their places and in their twists, and its facelets' colours. */
static void
pieces_add(struct pieces *p, const struct cube *c)
{
	unsigned char facelet[CUBE_FACELETS];
	unsigned i;

	for (i = 0; i < CUBE_CORNERS; i++) {
		p->place[c->corner[i]][i]++;
		p->twist[c->corner[i]][c->corner_twist[i]]++;
	}
	cube_facelets(c, facelet);
	for (i = 0; i < CUBE_FACELETS; i++)
		p->facelet[i][facelet[i]]++;
}

/*
 * Tallies into a the pieces of every state that a sequence of R, U and F
 * turns from c, at most `depth` turns long, reaches for the first time;
 * `seen` holds the states tallied.
 */
static void
near_states(struct cube_audit *a, const struct cube *c, unsigned depth, struct hash *seen)
{
	struct cube next;
	unsigned face, q;
	uint64_t key = (uint64_t)cube_permutation(c) * CUBE_TWISTS + cube_twist(c);

	if (hash_get_or_put(seen, key, 1) == 0) {
		pieces_add(&a->near_pieces, c);
		a->near_states++;
	}
	for (face = 0; face < CUBE_HOME_FACES && depth > 0; face++)
		for (q = 1; q <= 3; q++) {
			next = *c;
			cube_turn(&next,
			    (struct cube_turn){ cube_home_face[face], (unsigned char)q });
			near_states(a, &next, depth - 1, seen);
		}
}

/*
 * Tallies the pieces of the states nearer solved than min_distance, which
 * a competition never draws: the expected counts leave them out.
 */
static void
near_tally(struct cube_audit *a)
{
	struct hash seen;

	hash_start(&seen, SLOTS_BITS);
	near_states(a, &cube_solved, a->tally.min_distance - 1, &seen);
	hash_free(&seen);
}

/*
 * Reads a line's words into a->line as turns; returns how many are face
 * turns, or -1 when a word is none (the line is written otherwise).
 */
static int
read_turns(struct cube_audit *a, const char *line, size_t len)
{
	const char *hash = memchr(line, '#', len), *at = line, *end, *word;
	struct line_turns *t = &a->line;
	int turns = 0;

	end = line + (hash != NULL ? (size_t)(hash - line) : len);
	for (t->n = 0;; t->n++) {
		at = cube_gap(at, end);
		if (at == end || (at[0] == '/' && at + 1 < end && at[1] == '/'))
			return t->n > 0 ? turns : -1;
		for (word = at; at < end && !cube_blank(*at); at++)
			;
		if (t->n == t->cap) {
			t->cap = t->cap * 2 + 64;
			t->move = xreallocarray(t->move, t->cap, sizeof(*t->move));
			t->key = xreallocarray(t->key, t->cap + 1, sizeof(*t->key));
		}
		if (!cube_read_move(word, (size_t)(at - word), &t->move[t->n]))
			return -1;
		turns += t->move[t->n].what < CUBE_FACES;
	}
}

/*
 * Writes a cell's name into buf: the corner's, then the place's, or the
 * twist when place is CUBE_CORNERS.
 */
static void
corner_cell_name(char buf[8], unsigned corner, unsigned place, int twist)
{
	unsigned k;

	for (k = 0; k < 3; k++)
		buf[k] = cube_face_letter[cube_corner_face[corner][k]];
	buf[3] = ':';
	if (place < CUBE_CORNERS) {
		for (k = 0; k < 3; k++)
			buf[4 + k] = cube_face_letter[cube_corner_face[place][k]];
		buf[7] = '\0';
	} else {
		buf[4] = (char)('0' + twist);
		buf[5] = '\0';
	}
}

/* Returns the number of the face turn m among the CUBE_AUDIT_TURNS: U U2 U' R ... */
static unsigned
turn_number(struct cube_move m)
{
	return m.what * 3u + m.quarters - 1u;
}

/*
 * Tallies a line written as turns, whose state is `distance` from solved:
 * its length and slack, its runs, its first and last turns.
 */
static void
turns_add(struct cube_audit *a, int turns, int distance, const struct diag_where *at)
{
	struct cube_audit_judgement *t = &a->tally;
	const struct line_turns *l = &a->line;
	size_t i, first = l->n, last = l->n;
	uint64_t runs;

	t->written++;
	a->turns += (uint64_t)turns;
	t->turns_min = (uint64_t)turns < t->turns_min ? (uint64_t)turns : t->turns_min;
	t->turns_max = (uint64_t)turns > t->turns_max ? (uint64_t)turns : t->turns_max;
	/* rotations aside, no line is shorter than its state's distance */
	a->slack += (uint64_t)(turns - distance);
	t->slack_max = (uint64_t)(turns - distance) > t->slack_max ?
	    (uint64_t)(turns - distance) : t->slack_max;
	for (i = 0; i < l->n; i++)
		if (l->move[i].what < CUBE_FACES) {
			first = first == l->n ? i : first;
			last = i;
			a->faces_turned |= 1u << l->move[i].what;
		}
	if (first == l->n)
		return;
	t->first.observed[turn_number(l->move[first])]++;
	t->last.observed[turn_number(l->move[last])]++;
	if ((runs = cube_identity_runs(l->move, l->n, l->key)) > 0) {
		t->idle_runs += runs;
		if (t->idle++ < CUBE_AUDIT_NAMED)
			t->idle_at[t->idle - 1] = *at;
	}
}

/*
 * Returns the number of the line at `at`, counted across the files;
 * LINE_MAX when it is past the last line that can be counted.
 */
static uint64_t
line_counted(struct cube_audit *a, const struct diag_where *at)
{
	struct source *s = a->nsources > 0 ? &a->source[a->nsources - 1] : NULL;
	uint64_t line, from;

	if (s == NULL || s->file != at->file || at->line <= a->last_line) {
		from = s == NULL                       ? 0
		    : s->from + a->last_line < s->from ? LINE_MAX
						       : s->from + a->last_line;
		a->source = xreallocarray(a->source, a->nsources + 1, sizeof(*a->source));
		a->source[a->nsources] = (struct source){ at->file, from };
		s = &a->source[a->nsources++];
	}
	a->last_line = at->line;
	line = s->from + at->line;
	return line < s->from || line > LINE_MAX ? LINE_MAX : line;
}

/* Returns the file and the line in it of a line counted across the files. */
static struct diag_where
line_named(const struct cube_audit *a, uint64_t line)
{
	size_t i = a->nsources;

	while (i > 1 && a->source[i - 1].from >= line)
		i--;
	return (struct diag_where){ a->source[i - 1].file, line - a->source[i - 1].from };
}

void
cube_audit_add(struct cube_audit *a, const struct cube *c, const char *line, size_t len,
    const struct diag_where *at)
{
	struct cube_audit_judgement *t = &a->tally;
	struct cube_path path;
	uint64_t key = (uint64_t)cube_permutation(c) * CUBE_TWISTS + cube_twist(c);
	uint64_t line_number = line_counted(a, at);
	int distance = cube_solve(a->solver, c, &path), turns;
	uint64_t first;

	t->scrambles++;
	t->observed[distance]++;
	if ((unsigned)distance < t->min_distance) {
		if (t->near++ < CUBE_AUDIT_NAMED)
			t->near_at[t->near - 1] = *at;
	} else {
		pieces_add(&a->pieces, c);
	}
	if ((turns = read_turns(a, line, len)) >= 0)
		turns_add(a, turns, distance, at);
	if ((first = hash_get_or_put(&a->seen, key, line_number)) == 0)
		return;
	t->repeats++;
	if (t->repeats_named < CUBE_AUDIT_NAMED && first < LINE_MAX) {
		t->repeat_at[t->repeats_named][0] = line_named(a, first);
		t->repeat_at[t->repeats_named++][1] = *at;
	}
}

/*
 * Pearson's chi-square of the counts at distances min .. 11 against their
 * expected counts, a distance expected fewer than CUBE_AUDIT_POOLED times
 * pooled with the next (the last with those before it), as the
 * chi-square approximation asks.
 */
static void
chi_square(struct cube_audit_judgement *j)
{
	double observed = 0, expected = 0, closed_o = 0, closed_e = 0, sum = 0;
	unsigned d, bins = 0;

	for (d = j->min_distance; d < CUBE_AUDIT_DISTANCES; d++) {
		observed += (double)j->observed[d];
		expected += j->expected[d];
		if (expected >= CUBE_AUDIT_POOLED) {
			if (bins > 0)
				sum += (closed_o - closed_e) * (closed_o - closed_e) / closed_e;
			closed_o = observed;
			closed_e = expected;
			observed = expected = 0;
			bins++;
		}
	}
	if (bins == 0) {
		j->freedom = 0;
		j->chi_square = 0;
		j->chi_square_p = 1;
		return;
	}
	/* what is left over joins the last bin */
	closed_o += observed;
	closed_e += expected;
	sum += (closed_o - closed_e) * (closed_o - closed_e) / closed_e;
	j->freedom = bins - 1;
	j->chi_square = j->freedom > 0 ? sum : 0;
	j->chi_square_p = j->freedom > 0 ? stats_chi_square_p(sum, j->freedom) : 1;
}

/* The positions with DBL at home, as the census counts them. */
#define POSITIONS 3674160.0

/*
 * Judges a cell of the pieces seen `observed` times in j's counted
 * states, where `all` of the positions have it, `near` of them among the
 * states nearer solved (`near_states` in all), which are never drawn.
 */
static void
cell_judge(struct cube_audit_cell *cell, const char *measure, uint64_t observed,
    double all, uint64_t near, const struct cube_audit *a, const struct cube_audit_judgement *j)
{
	double share = (all - (double)near) / (POSITIONS - (double)a->near_states);

	cell->measure = measure;
	cell->observed = observed;
	cell->expected = (double)j->counted * share;
	cell->p = fmin(1, CUBE_AUDIT_CELLS *
	    stats_binomial_either_way(observed, j->counted, share));
}

/*
 * Judges the per-piece cells of the states counted.  Among all the
 * positions each corner but DBL stands at each of the 7 other places,
 * and in each twist, equally often, and a facelet shows a colour as often
 * as the 21 stickers of those corners hold it.
 */
static void
pieces_judge(const struct cube_audit *a, struct cube_audit_judgement *j)
{
	const struct pieces *p = &a->pieces, *near = &a->near_pieces;
	struct cube_audit_cell *cell = j->cell;
	unsigned corner, place, k, f, colour, holding[CUBE_FACES] = { 0 };

	for (corner = 0; corner < CUBE_CORNERS; corner++) {
		if (corner == CUBE_DBL)
			continue;
		for (k = 0; k < 3; k++)
			holding[cube_corner_face[corner][k]]++;
		for (place = 0; place < CUBE_CORNERS; place++) {
			if (place == CUBE_DBL)
				continue;
			corner_cell_name(cell->name, corner, place, -1);
			cell_judge(cell++, "position", p->place[corner][place],
			    POSITIONS / CUBE_AUDIT_PIECES, near->place[corner][place], a, j);
		}
		for (k = 0; k < 3; k++) {
			corner_cell_name(cell->name, corner, CUBE_CORNERS, (int)k);
			cell_judge(cell++, "twist", p->twist[corner][k], POSITIONS / 3,
			    near->twist[corner][k], a, j);
		}
	}
	for (place = 0; place < CUBE_CORNERS; place++)
		for (k = 0; k < 3 && place != CUBE_DBL; k++)
			for (f = cube_corner_facelet[place][k], colour = 0; colour < CUBE_FACES;
			    colour++) {
				snprintf(cell->name, sizeof(cell->name), "%c%u:%c",
				    cube_face_letter[f / 4], f % 4 + 1u, cube_face_letter[colour]);
				cell_judge(cell++, "facelet", p->facelet[f][colour],
				    POSITIONS * holding[colour] / (CUBE_AUDIT_PIECES * 3),
				    near->facelet[f][colour], a, j);
			}
	j->cells_p = 1;
	for (k = 0; k < CUBE_AUDIT_CELLS; k++) {
		j->cells_failing += j->cell[k].p < CUBE_AUDIT_LEVEL;
		j->cells_p = fmin(j->cells_p, j->cell[k].p);
	}
}

/*
 * Judges the first or last turns against their mirror images and
 * rotations about DBL, which leave the states drawn as they are: each
 * quarter turn of the faces turned (R, R', U, ...) as often as the others,
 * and each half turn; Pearson's chi-square, each kind tested when each of
 * its turns is expected CUBE_AUDIT_POOLED times or more.
 */
static void
ends_judge(struct cube_audit_ends *e, unsigned faces_turned)
{
	double total[4] = { 0 }, sum = 0;
	unsigned faces = 0, i, q, cells[4] = { 0 };

	for (i = 0; i < CUBE_FACES; i++)
		faces += faces_turned >> i & 1;
	cells[1] = 2 * faces;
	cells[2] = faces;
	for (i = 0; i < CUBE_AUDIT_TURNS; i++)
		total[i % 3 == 1 ? 2 : 1] += (double)e->observed[i];
	e->freedom = 0;
	for (i = 0; i < CUBE_AUDIT_TURNS; i++) {
		q = i % 3 == 1 ? 2 : 1;
		e->expected[i] = faces_turned >> (i / 3) & 1 ? total[q] / cells[q] : 0;
		if (e->expected[i] < CUBE_AUDIT_POOLED)
			continue;
		sum += ((double)e->observed[i] - e->expected[i]) *
		    ((double)e->observed[i] - e->expected[i]) / e->expected[i];
		e->freedom++;
	}
	/* each kind tested loses a degree of freedom to its total */
	e->freedom -= (total[1] / cells[1] >= CUBE_AUDIT_POOLED) + (cells[2] > 0 &&
	    total[2] / cells[2] >= CUBE_AUDIT_POOLED);
	e->chi_square = e->freedom > 0 ? sum : 0;
	e->p = e->freedom > 0 ? stats_chi_square_p(sum, e->freedom) : 1;
	e->fails = e->p < CUBE_AUDIT_LEVEL;
}

void
cube_audit_judge(struct cube_audit *a, struct cube_audit_judgement *j)
{
	uint64_t drawn = 0;	/* the states a competition draws among */
	unsigned d, min;
	double n, tested;

	*j = a->tally;
	j->several_files = a->nsources > 1;
	min = j->min_distance;
	if (j->written == 0)
		j->turns_min = 0;
	j->turns_mean = j->written > 0 ? (double)a->turns / (double)j->written : 0;
	j->slack_mean = j->written > 0 ? (double)a->slack / (double)j->written : 0;
	for (d = min; d < CUBE_AUDIT_DISTANCES; d++)
		drawn += a->census[d];
	for (d = 0; d < CUBE_AUDIT_DISTANCES; d++)
		j->counted += d >= min ? j->observed[d] : 0;
	tested = CUBE_AUDIT_DISTANCES - min;
	j->random_state = true;
	for (d = 0; d < CUBE_AUDIT_DISTANCES; d++) {
		if (d < min) {
			j->expected[d] = 0;
			j->p[d] = j->observed[d] > 0 ? 0 : 1;
		} else {
			j->expected[d] = (double)j->counted * (double)a->census[d] / (double)drawn;
			j->p[d] = fmin(1,
			    tested *
				stats_poisson_either_way(j->observed[d],
				    j->expected[d]));
		}
		j->distance_fails[d] = j->p[d] < CUBE_AUDIT_LEVEL;
		j->random_state = j->random_state && !j->distance_fails[d];
	}
	chi_square(j);
	j->chi_square_fails = j->chi_square_p < CUBE_AUDIT_LEVEL;
	/* n draws fill all but drawn (1 - 1/drawn)^n of the states: the rest of n are repeats */
	n = (double)j->scrambles;
	j->repeats_expected = n + (double)drawn * expm1(n * log1p(-1 / (double)drawn));
	j->repeats_p = stats_poisson_either_way(j->repeats, j->repeats_expected);
	j->repeats_fail = j->repeats_p < CUBE_AUDIT_LEVEL;
	pieces_judge(a, j);
	ends_judge(&j->first, a->faces_turned);
	ends_judge(&j->last, a->faces_turned);
	j->random_state = j->random_state && j->near == 0 && !j->chi_square_fails &&
	    !j->repeats_fail && j->cells_failing == 0 && j->idle == 0;
}
