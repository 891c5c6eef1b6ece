/*
 * The audit's judgement written: a few lines for a competition organiser
 * (what was read, the lengths against the census, the checks, the
 * verdict with its reasons), or a table of the same measures.
 */
#include <stdbool.h>

#include "../row.h"
#include "../text.h"
#include "audit.h"

enum { CELL = 24 };

/* The suffixes of a face's turns, in the order of the audit's turns. */
static const char *const turn_suffix[3] = { "", "2", "'" };

/*
 * Writes an expected count into cell: to a tenth while it is small, and
 * whole once the tenths no longer matter.
 */
static void
expected_format(char cell[CELL], double e)
{
	snprintf(cell, CELL, e == 0 ? "0" : e < 1 ? "%.2f" : e < 100 ? "%.1f" : "%.0f", e);
}

static void
text_chance(struct text *t, double p)
{
	if (p < 1e-300)
		text_str(t, "p < 1e-300");
	else
		text_printf(t, p >= 0.01 ? "p = %.2f" : "p = %.2g", p);
}

/*
 * Appends a line's number, after its file's name ("a.txt:17") when
 * several files were read.
 */
static void
text_where(struct text *t, const struct cube_audit_judgement *j, const struct diag_where *at)
{
	if (j->several_files && at->file != NULL) {
		tsv_field(t, at->file, strlen(at->file));
		text_char(t, ':');
	}
	text_u64(t, at->line);
}

/*
 * Writes the lengths against the census: a column for each distance,
 * from the nearest seen or the minimum.
 */
static void
text_distances(struct text *t, const struct cube_audit_judgement *j)
{
	static const char *const label[3] = { "distance", "observed", "expected" };
	char cell[3][CUBE_AUDIT_DISTANCES][CELL];
	size_t width[CUBE_AUDIT_DISTANCES], w;
	unsigned first = j->min_distance, d, r;

	for (d = 0; d < j->min_distance; d++)
		if (j->observed[d] > 0) {
			first = d;
			break;
		}
	for (d = first; d < CUBE_AUDIT_DISTANCES; d++) {
		snprintf(cell[0][d], CELL, "%u", d);
		snprintf(cell[1][d], CELL, "%llu", (unsigned long long)j->observed[d]);
		expected_format(cell[2][d], j->expected[d]);
		for (width[d] = 0, r = 0; r < 3; r++)
			width[d] = (w = strlen(cell[r][d])) > width[d] ? w : width[d];
	}
	for (r = 0; r < 3; r++) {
		text_str(t, label[r]);
		for (d = first; d < CUBE_AUDIT_DISTANCES; d++)
			text_printf(t, "  %*s", (int)width[d], cell[r][d]);
		text_char(t, '\n');
	}
}

/* Returns how distance d fails its check: "none", "few" or "many". */
static const char *
distance_way(const struct cube_audit_judgement *j, unsigned d)
{
	return j->observed[d] == 0 ? "none" :
	    (double)j->observed[d] < j->expected[d] ? "too few" : "too many";
}

/*
 * The distances whose counts fail: one with its numbers; several by the
 * way each fails ("too many at distances 4, 5; none at 9, 10"), as the
 * table above the verdict has their numbers.
 */
static void
text_failing_distances(struct text *t, const struct cube_audit_judgement *j, const char **sep)
{
	static const char *const way[3] = { "none", "too few", "too many" };
	char cell[CELL];
	unsigned d, w, failing = 0, listed;

	for (d = j->min_distance; d < CUBE_AUDIT_DISTANCES; d++)
		failing += j->distance_fails[d];
	for (d = j->min_distance; d < CUBE_AUDIT_DISTANCES && failing == 1; d++) {
		if (!j->distance_fails[d])
			continue;
		expected_format(cell, j->expected[d]);
		text_printf(t, "%s%s at distance %u (", *sep, distance_way(j, d), d);
		if (j->observed[d] > 0)
			text_printf(t, "%llu, ", (unsigned long long)j->observed[d]);
		text_printf(t, "%s expected, ", cell);
		text_chance(t, j->p[d]);
		text_char(t, ')');
		*sep = "; ";
	}
	for (w = 0; w < 3 && failing > 1; w++) {
		listed = 0;
		for (d = j->min_distance; d < CUBE_AUDIT_DISTANCES; d++) {
			if (!j->distance_fails[d] || strcmp(distance_way(j, d), way[w]) != 0)
				continue;
			if (listed++ == 0)
				text_printf(t, "%s%s at distances %u", *sep, way[w], d);
			else
				text_printf(t, ", %u", d);
			*sep = "; ";
		}
	}
}

/* Appends a cell of the per-piece tests in words: "corner URF at UFL". */
static void
text_cell(struct text *t, const struct cube_audit_cell *c)
{
	const char *colon = strchr(c->name, ':');
	int head = (int)(colon - c->name);

	if (strcmp(c->measure, "position") == 0)
		text_printf(t, "corner %.*s at %s", head, c->name, colon + 1);
	else if (strcmp(c->measure, "twist") == 0)
		text_printf(t, "corner %.*s in twist %s", head, c->name, colon + 1);
	else
		text_printf(t, "facelet %.*s showing %s", head, c->name, colon + 1);
}

/*
 * The cells that fail, the few most certain with their numbers: "too few:
 * corner URF at UFL (5211, 5714 expected, p = 6.9e-11)".
 */
static void
text_failing_cells(struct text *t, const struct cube_audit_judgement *j, const char **sep)
{
	bool named[CUBE_AUDIT_CELLS] = { false };
	char cell[CELL];
	unsigned i, n, least;

	for (n = 0; n < CUBE_AUDIT_NAMED && n < j->cells_failing; n++) {
		for (least = CUBE_AUDIT_CELLS, i = 0; i < CUBE_AUDIT_CELLS; i++)
			if (!named[i] &&
			    (least == CUBE_AUDIT_CELLS ||
				j->cell[i].p < j->cell[least].p))
				least = i;
		named[least] = true;
		text_printf(t, "%s%s", *sep, (double)j->cell[least].observed <
		    j->cell[least].expected ? "too few: " : "too many: ");
		text_cell(t, &j->cell[least]);
		expected_format(cell, j->cell[least].expected);
		text_printf(t, " (%llu, %s expected, ", (unsigned long long)j->cell[least].observed,
		    cell);
		text_chance(t, j->cell[least].p);
		text_char(t, ')');
		*sep = "; ";
	}
	if (j->cells_failing > n)
		text_printf(t, "%sand %u more cells of the pieces", *sep, j->cells_failing - n);
}

/*
 * Writes the chi-square of the first or last turns, and when they fail,
 * what that means.  They fail when a writer prefers some turns: a fixed
 * tie-break among optimal sequences, or a cost such as the grip model's.
 * The states are then as they were drawn, so the verdict on the states
 * does not count this check.
 */
static void
text_ends(struct text *t, const char *which, const struct cube_audit_ends *e)
{
	if (e->freedom == 0) {
		text_printf(t, "%s turns: too few to tell\n", which);
		return;
	}
	text_printf(t, "%s turns: chi-square %.2f with %u degrees of freedom, ", which,
	    e->chi_square, e->freedom);
	text_chance(t, e->p);
	text_char(t, '\n');
	if (e->fails)
		text_printf(t, "  the %s turns are unlike their mirror images: the writer "
		    "prefers some turns,\n  which leaves the states as drawn\n", which);
}

/* Appends why the scrambles are not random-state, each reason after "; ". */
static void
text_reasons(struct text *t, const struct cube_audit_judgement *j)
{
	const char *sep = ": ";
	char cell[CELL];

	if (j->near > 0) {
		text_printf(t, "%s%llu state%s nearer solved than %u turns", sep,
		    (unsigned long long)j->near, j->near == 1 ? "" : "s", j->min_distance);
		sep = "; ";
	}
	if (j->chi_square_fails) {
		text_printf(t, "%sdistances unlike the census (chi-square ", sep);
		text_chance(t, j->chi_square_p);
		text_char(t, ')');
		sep = "; ";
	}
	text_failing_distances(t, j, &sep);
	if (j->repeats_fail) {
		expected_format(cell, j->repeats_expected);
		text_printf(t, "%stoo %s repeated states (%llu, %s expected, ", sep,
		    (double)j->repeats < j->repeats_expected ? "few" : "many",
		    (unsigned long long)j->repeats, cell);
		text_chance(t, j->repeats_p);
		text_char(t, ')');
		sep = "; ";
	}
	text_failing_cells(t, j, &sep);
	if (j->idle > 0) {
		text_printf(t, "%s%llu scramble%s with a run of turns that does nothing", sep,
		    (unsigned long long)j->idle, j->idle == 1 ? "" : "s");
		sep = "; ";
	}
}

/* Writes the lines of the per-piece tests, the runs that do nothing and the end turns. */
static void
text_pieces_and_turns(struct text *t, const struct cube_audit_judgement *j)
{
	uint64_t i;

	text_printf(t, "pieces: %u cells (corners' places and twists, facelets' colours), "
	    "least ", CUBE_AUDIT_CELLS);
	text_chance(t, j->cells_p);
	text_printf(t, " (Bonferroni), %u failing\n", j->cells_failing);
	text_str(t, "runs of turns that do nothing: ");
	if (j->idle == 0)
		text_str(t, "none\n");
	else
		text_printf(t, "%llu in %llu scramble%s (line%s ", (unsigned long long)j->idle_runs,
		    (unsigned long long)j->idle, j->idle == 1 ? "" : "s", j->idle > 1 ? "s" : "");
	for (i = 0; i < j->idle && i < CUBE_AUDIT_NAMED; i++) {
		if (i > 0)
			text_str(t, ", ");
		text_where(t, j, &j->idle_at[i]);
	}
	if (j->idle > 0)
		text_str(t, j->idle > CUBE_AUDIT_NAMED ? ", ...)\n" : ")\n");
	if (j->written > 0)
		text_printf(t, "slack (turns beyond the distance): mean %.2f, max %llu\n",
		    j->slack_mean, (unsigned long long)j->slack_max);
	text_ends(t, "first", &j->first);
	text_ends(t, "last", &j->last);
}

void
cube_audit_text(struct text *t, const struct cube_audit_judgement *j)
{
	char cell[CELL];
	uint64_t i;

	text_printf(t, "scrambles: %llu", (unsigned long long)j->scrambles);
	if (j->written == 0)
		text_str(t, "; turns: none, as no line is written as turns\n");
	else if (j->written < j->scrambles)
		text_printf(t, "; turns of the %llu written as turns: ",
		    (unsigned long long)j->written);
	else
		text_str(t, "; turns: ");
	if (j->written > 0)
		text_printf(t, "min %llu, mean %.2f, max %llu\n", (unsigned long long)j->turns_min,
		    j->turns_mean, (unsigned long long)j->turns_max);
	if (j->scrambles == 0) {
		text_str(t, "verdict: no scrambles to judge\n");
		return;
	}
	text_distances(t, j);
	if (j->freedom == 0)
		text_printf(t, "chi-square: too few scrambles "
		    "(%u expected at a distance, pooled)\n", CUBE_AUDIT_POOLED);
	else {
		text_printf(t, "chi-square: %.2f with %u degrees of freedom, ", j->chi_square,
		    j->freedom);
		text_chance(t, j->chi_square_p);
		text_char(t, '\n');
	}
	text_printf(t, "nearer solved than %u turns: ", j->min_distance);
	if (j->near == 0)
		text_str(t, "none");
	else
		text_printf(t, "%llu (line%s ", (unsigned long long)j->near,
		    j->near > 1 ? "s" : "");
	for (i = 0; i < j->near && i < CUBE_AUDIT_NAMED; i++) {
		if (i > 0)
			text_str(t, ", ");
		text_where(t, j, &j->near_at[i]);
	}
	text_str(t, j->near > CUBE_AUDIT_NAMED ? ", ...)\n" : j->near > 0 ? ")\n" : "\n");
	expected_format(cell, j->repeats_expected);
	text_printf(t, "repeated states: %llu (%s expected by chance)\n",
	    (unsigned long long)j->repeats, cell);
	for (i = 0; i < j->repeats_named; i++) {
		text_str(t, i == 0 ? "  first at lines " : ", ");
		text_where(t, j, &j->repeat_at[i][0]);
		text_str(t, " and ");
		text_where(t, j, &j->repeat_at[i][1]);
	}
	if (j->repeats_named > 0)
		text_str(t, j->repeats > j->repeats_named ? ", ...\n" : "\n");
	text_pieces_and_turns(t, j);
	if (j->random_state)
		text_str(t, j->freedom > 0 ? "verdict: looks random-state\n" :
		    "verdict: too few scrambles to tell\n");
	else {
		text_str(t, "verdict: not random-state");
		text_reasons(t, j);
		text_char(t, '\n');
	}
}

/* The rows of the first or last turns: a row for each turn, then the chi-square's. */
static void
tsv_ends(struct text *t, const char *which, const struct cube_audit_ends *e)
{
	unsigned i;

	for (i = 0; i < CUBE_AUDIT_TURNS; i++)
		text_printf(t, "%s-turn\t%c%s\t%llu\t%.3f\t-\n", which, cube_face_letter[i / 3],
		    turn_suffix[i % 3], (unsigned long long)e->observed[i], e->expected[i]);
	text_printf(t, "%s-turns\t-\t%.3f\t%u\t%.3g\n", which, e->chi_square, e->freedom, e->p);
}

/*
 * The table: a row for each measure, with "-" where it has no distance,
 * expectation or chance.
 */
void
cube_audit_tsv(struct text *t, const struct cube_audit_judgement *j)
{
	unsigned d;

	text_str(t, CUBE_AUDIT_TSV "\n");
	text_printf(t, "scrambles\t-\t%llu\t-\t-\n", (unsigned long long)j->scrambles);
	text_printf(t, "written\t-\t%llu\t-\t-\n", (unsigned long long)j->written);
	if (j->written > 0) {
		text_printf(t, "turns-min\t-\t%llu\t-\t-\n", (unsigned long long)j->turns_min);
		text_printf(t, "turns-mean\t-\t%.3f\t-\t-\n", j->turns_mean);
		text_printf(t, "turns-max\t-\t%llu\t-\t-\n", (unsigned long long)j->turns_max);
		text_printf(t, "slack-mean\t-\t%.3f\t-\t-\n", j->slack_mean);
		text_printf(t, "slack-max\t-\t%llu\t-\t-\n", (unsigned long long)j->slack_max);
	} else {
		text_str(t, "turns-min\t-\t-\t-\t-\n"
		    "turns-mean\t-\t-\t-\t-\n"
		    "turns-max\t-\t-\t-\t-\n"
		    "slack-mean\t-\t-\t-\t-\n"
		    "slack-max\t-\t-\t-\t-\n");
	}
	for (d = 0; d < CUBE_AUDIT_DISTANCES; d++)
		text_printf(t, "distance\t%u\t%llu\t%.3f\t%.3g\n", d,
		    (unsigned long long)j->observed[d], j->expected[d], j->p[d]);
	text_printf(t, "chi-square\t-\t%.3f\t%u\t%.3g\n", j->chi_square, j->freedom,
	    j->chi_square_p);
	text_printf(t, "near\t%u\t%llu\t0\t%d\n", j->min_distance, (unsigned long long)j->near,
	    j->near == 0);
	text_printf(t, "repeats\t-\t%llu\t%.3f\t%.3g\n", (unsigned long long)j->repeats,
	    j->repeats_expected, j->repeats_p);
	for (d = 0; d < CUBE_AUDIT_CELLS; d++)
		text_printf(t, "%s\t%s\t%llu\t%.3f\t%.3g\n", j->cell[d].measure, j->cell[d].name,
		    (unsigned long long)j->cell[d].observed, j->cell[d].expected, j->cell[d].p);
	text_printf(t, "idle-runs\t-\t%llu\t0\t%d\n", (unsigned long long)j->idle_runs,
	    j->idle_runs == 0);
	text_printf(t, "idle-scrambles\t-\t%llu\t0\t%d\n", (unsigned long long)j->idle,
	    j->idle == 0);
	tsv_ends(t, "first", &j->first);
	tsv_ends(t, "last", &j->last);
	text_printf(t, "random-state\t-\t%d\t-\t-\n", j->random_state);
}
