/*
 * The audit's tally and its statistics: each state's optimal length (the
 * half-turn metric, as cube_solve finds it), the states seen (a hash of
 * their coordinates, 32 to 64 bytes a state: memory grows with the input,
 * never past what the 3,674,160 positions fill), the states too near
 * solved, and the judgement: Pearson's chi-square of the lengths against
 * the census, each length's own count, and the repeats, each with its
 * chance (the tails are lib/stats's).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../hash.h"
#include "../stats.h"
#include "alg.h"
#include "audit.h"
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

struct cube_audit {
	struct cube_solver *solver;
	uint64_t census[CUBE_DEPTH_MAX + 1];
	struct cube_audit_judgement tally;	/* the counts; the rest is the judgement's */
	uint64_t turns;
	struct hash seen;	/* a state's coordinate to its first line, counted across the files */
	struct source *source;
	size_t nsources;
	uint64_t last_line;	/* the last line added, in its file */
};

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
	free(a);
}

int
cube_audit_turns(const char *line, size_t len)
{
	const char *hash = memchr(line, '#', len);
	size_t n = hash != NULL ? (size_t)(hash - line) : len, i = 0, start;
	struct cube_move m;
	int words = 0, turns = 0;

	for (;;) {
		while (i < n && cube_blank(line[i]))
			i++;
		if (i == n || (line[i] == '/' && i + 1 < n && line[i + 1] == '/'))
			return words > 0 ? turns : -1;
		for (start = i; i < n && !cube_blank(line[i]); i++)
			;
		if (!cube_read_move(line + start, i - start, &m))
			return -1;
		words++;
		turns += m.what < CUBE_FACES;
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
		from = s == NULL ? 0 : s->from + a->last_line < s->from ? LINE_MAX : s->from + a->last_line;
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
cube_audit_add(struct cube_audit *a, const struct cube *c, int turns, const struct diag_where *at)
{
	struct cube_audit_judgement *t = &a->tally;
	struct cube_path path;
	uint64_t key = (uint64_t)cube_permutation(c) * CUBE_TWISTS + cube_twist(c);
	uint64_t line = line_counted(a, at);
	int distance = cube_solve(a->solver, c, &path);
	uint64_t first;

	t->scrambles++;
	t->observed[distance]++;
	if ((unsigned)distance < t->min_distance && t->near++ < CUBE_AUDIT_NAMED)
		t->near_at[t->near - 1] = *at;
	if (turns >= 0) {
		t->written++;
		a->turns += (uint64_t)turns;
		t->turns_min = (uint64_t)turns < t->turns_min ? (uint64_t)turns : t->turns_min;
		t->turns_max = (uint64_t)turns > t->turns_max ? (uint64_t)turns : t->turns_max;
	}
	if ((first = hash_get_or_put(&a->seen, key, line)) == 0)
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
			j->p[d] = fmin(1, tested * stats_poisson_either_way(j->observed[d], j->expected[d]));
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
	j->random_state = j->random_state && j->near == 0 && !j->chi_square_fails &&
	    !j->repeats_fail;
}
