/*
 * cube-check: an independent pocket cube for the tests of cube-scramble
 * and cube-solve.  It shares nothing with lib/ on purpose: the cube is 24
 * stickers placed in space, a turn is a rotation of the stickers of one
 * layer by a quarter turn about the face's normal, and distances come from
 * breadth-first search (from solved, to a depth, and from the cube, until
 * the two meet).
 *
 * cube-check verify [--qtm] [--faces RU] [--slack K] SCRAMBLES SOLUTIONS
 *	each solution (line N of SOLUTIONS, "turns # length") solves the cube
 *	of line N of SCRAMBLES, turns only the faces, and is as short as the
 *	search says (or up to K longer): prints "ok N"
 * cube-check all [--qtm] SCRAMBLE SOLUTIONS
 *	SOLUTIONS holds every optimal solution of the one cube: each solves
 *	it, is optimal, no two alike, and there are as many as the search
 *	counts
 * cube-check state [--palette faces|patent]
 *	the facelet string of each line of stdin
 * cube-check distance [--qtm] [--faces RUF]
 *	the distance of each line of stdin ("none" when the faces cannot
 *	solve it)
 * cube-check census [--qtm] [--faces RUF] [--depth N]
 *	"distance positions" for each depth of the search's table from solved,
 *	to N (6 turns, 8 quarter turns), or to the last when the turns reach
 *	no further
 * cube-check held --faces FACES
 *	the distance of each line of stdin by a search that never holds the
 *	cube again: five turns from the cube meet five from the solved cube
 *	held every way ("none" beyond)
 * cube-check judge [--qtm]
 *	reads solves, "SCRAMBLE ; TURNS" (the turns spaced, faces and x y z),
 *	and for each turn prints "turn N TURN HTM QTM CLOSER COST WASTED" (the
 *	distances after it, in both metrics; closer, cost and wasted in the
 *	metric), then "solve HTM QTM SOLVED USED OPTIMAL LEFT WASTED FIRST"
 *	(the scramble's distances; FIRST the first turn not closer, 0 for none)
 * cube-check uniform --length N [--min M] [--by-distance]
 *	reads scrambles: each must be N turns of R, U, F, no face twice
 *	running, that reach a cube at least M from solved without passing
 *	through solved; prints the chi-square statistic of how often each cube
 *	that such sequences reach came (or each distance) against a uniform
 *	draw among those cubes, and the degrees of freedom
 * cube-check runs [--depth N]
 *	reads scrambles of R, U and F turns: no run of two or more turns
 *	inside one may leave the cube as it was, nor make a cube nearer than
 *	its length by more than the scramble's slack (its length minus its
 *	cube's distance); prints each one that does, then "runs N" for the
 *	N scrambles read, and exits 1 after any
 * cube-check idle
 *	reads scrambles of face turns and whole-cube turns (x y z): for each,
 *	prints how many runs of two or more of its face turns leave the
 *	stickers as they were before the run, the cube held any way (one of
 *	the 24 rotations of the stickers in space)
 * cube-check goal [--qtm] --face COLOUR | --layer COLOUR
 *	the fewest turns that make a face of the colour (its four stickers on
 *	one face), or the first layer (that face, and on each face beside it
 *	the two stickers next to it alike), for each line of stdin; COLOUR is
 *	a face letter, white red green yellow orange blue (U R F D L B), or
 *	any (the fewest of the six)
 * cube-check goal-verify [--qtm] [--slack K] --face|--layer COLOUR
 *	    SCRAMBLES SOLUTIONS
 *	each solution ("turns # length colour") makes the named colour's goal
 *	on line N's cube, as short as the search says (or up to K longer):
 *	the colour's own distance when COLOUR is each (six lines a cube,
 *	U R F D L B), the fewest of any colour when it is any, and that
 *	colour's otherwise; prints "ok N"
 * cube-check goal-all [--qtm] [--slack K] --face|--layer COLOUR SCRAMBLE
 *	    SOLUTIONS
 *	SOLUTIONS holds every optimal way (or up to K longer) to make the goal
 *	on the one cube (turns of R U F, none twice running, not making it
 *	before the end): each is one, no two alike, as many as the search
 *	counts
 * cube-check goal-census [--qtm] --face|--layer COLOUR
 *	"distance positions" for each distance from the colour's goal, over
 *	the 3,674,160 cubes held with DBL at home
 * cube-check blame
 *	reads cube-solve's messages "...: 'FACELETS': no corner has the
 *	stickers X Y Z (at POS)": the stickers are those of FACELETS at POS
 *	(read on POS's faces in the order named), and no corner of a cube held
 *	any way shows them there: prints "ok N"
 *
 * A line's turns are the words before its '#'; a line that is not all
 * turns is a facelet string, its words run together.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ORACLE_NAME "cube-check"
#include "oracle.h"
#include "stickers.h"

enum { TURNS = 27, WHOLE = 1000000 };

/* The cubie at each corner of the cube, and its three stickers. */
static int corner[8][3];

struct turn {
	char name[3];
	int perm[STICKERS];	/* new[i] = old[perm[i]] */
};

static struct turn turn[TURNS];

struct cube {
	unsigned char s[STICKERS];
};

static struct cube solved;



/* The quarter turn of face f's layer, or of the whole cube. */
static void
quarter(int f, int whole, int *perm)
{
	const int *k = normal[f];
	int i, p[3], n[3];

	for (i = 0; i < STICKERS; i++)
		perm[i] = i;
	for (i = 0; i < STICKERS; i++)
		if (whole || dot(place[i], k) > 0) {
			clockwise(k, place[i], p);
			clockwise(k, facing[i], n);
			perm[sticker(p, n)] = i;
		}
}

static void
add_turns(char name, int f, int whole, struct turn *t)
{
	static const char *suffix[] = { "", "2", "'" };
	int q, i, j, once[STICKERS], prev[STICKERS];

	quarter(f, whole, once);
	for (i = 0; i < STICKERS; i++)
		t->perm[i] = i;
	for (q = 0; q < 3; q++) {
		if (q > 0)
			t[q] = t[q - 1];
		memcpy(prev, t[q].perm, sizeof prev);
		for (j = 0; j < STICKERS; j++)
			t[q].perm[j] = prev[once[j]];
		snprintf(t[q].name, sizeof t[q].name, "%c%s", name, suffix[q]);
	}
}

/* Places the stickers, face by face in the reading order of the net. */
static void
build(void)
{
	int f, i, j, k, p[3], n[3];

	place_stickers();
	for (i = 0; i < STICKERS; i++)
		solved.s[i] = (unsigned char)faces[i / 4];
	for (i = 0; i < 8; i++) {
		p[0] = i & 4 ? 1 : -1;
		p[1] = i & 2 ? 1 : -1;
		p[2] = i & 1 ? 1 : -1;
		for (j = k = 0; j < 3; j++) {
			memset(n, 0, sizeof n);
			n[j] = p[j];
			corner[i][k++] = sticker(p, n);
		}
	}
	for (f = 0; f < 6; f++)
		add_turns(faces[f], f, 0, &turn[3 * f]);
	add_turns('x', 1, 1, &turn[18]);
	add_turns('y', 0, 1, &turn[21]);
	add_turns('z', 2, 1, &turn[24]);
}

static int
find_turn(const char *name)
{
	int t;

	for (t = 0; t < TURNS; t++)
		if (strcmp(turn[t].name, name) == 0)
			return t;
	return -1;
}

static void
apply(struct cube *out, const struct cube *in, int t)
{
	int i;

	for (i = 0; i < STICKERS; i++)
		out->s[i] = in->s[turn[t].perm[i]];
}

static int
is_solved(const struct cube *c)
{
	int i;

	for (i = 0; i < STICKERS; i++)
		if (c->s[i] != c->s[i & ~3])
			return 0;
	return 1;
}

/*
 * Holds the cube again in face letters, the stickers of its DBL corner
 * naming D, B and L, and each opposite face the colour that never shares
 * a corner with its face's; returns 0 when the stickers make no such
 * naming.
 */
static int
standard(struct cube *c)
{
	static const char named[] = "DBL", opposite[] = "UFR";
	static const int dbl[3] = { -1, -1, -1 };
	unsigned char name[256] = { 0 }, mine[3];
	int present[256] = { 0 }, i, j, k, col, found, count;

	for (i = 0; i < STICKERS; i++)
		present[c->s[i]] = 1;
	for (i = 0; i < 3; i++) {
		mine[i] = c->s[sticker(dbl, normal[strchr(faces, named[i]) - faces])];
		if (name[mine[i]])
			return 0;
		name[mine[i]] = (unsigned char)named[i];
	}
	for (i = 0; i < 3; i++) {
		count = found = 0;
		for (col = 0; col < 256; col++) {
			int shares = 0;

			if (!present[col] || name[col])
				continue;
			for (j = 0; j < 8; j++) {
				int has_mine = 0, has_col = 0;

				for (k = 0; k < 3; k++) {
					has_mine |= c->s[corner[j][k]] == mine[i];
					has_col |= c->s[corner[j][k]] == col;
				}
				shares |= has_mine && has_col;
			}
			if (!shares) {
				count++;
				found = col;
			}
		}
		if (count != 1)
			return 0;
		name[found] = (unsigned char)opposite[i];
	}
	for (i = 0; i < STICKERS; i++) {
		if (!name[c->s[i]])
			return 0;
		c->s[i] = name[c->s[i]];
	}
	return 1;
}

/* ---- maps from cubes to distances, by open addressing ---- */

struct slot {
	struct cube c;
	int d;
	int used;
};

struct map {
	struct slot *slot;
	size_t cap, n;
};

static size_t
hash(const struct cube *c)
{
	size_t h = 2166136261u;
	int i;

	for (i = 0; i < STICKERS; i++)
		h = (h ^ c->s[i]) * 16777619u;
	return h;
}

static struct slot *
map_find(const struct map *m, const struct cube *c)
{
	size_t i;

	if (m->cap == 0)
		return NULL;
	for (i = hash(c) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
		if (!m->slot[i].used || memcmp(&m->slot[i].c, c, sizeof *c) == 0)
			return &m->slot[i];
	}
}

/* The distance stored for c, or -1. */
static int
map_get(const struct map *m, const struct cube *c)
{
	struct slot *s = map_find(m, c);

	return s && s->used ? s->d : -1;
}

/* Stores c at distance d unless it is there: 1 when it was not. */
static int
map_put(struct map *m, const struct cube *c, int d)
{
	struct slot *s;

	if (2 * (m->n + 1) > m->cap) {
		struct map bigger = { NULL, m->cap ? 2 * m->cap : 1024, 0 };
		size_t i;

		bigger.slot = calloc(bigger.cap, sizeof *bigger.slot);
		if (bigger.slot == NULL)
			die("out of memory");
		for (i = 0; i < m->cap; i++)
			if (m->slot[i].used)
				map_put(&bigger, &m->slot[i].c, m->slot[i].d);
		free(m->slot);
		*m = bigger;
	}
	s = map_find(m, c);
	if (s->used)
		return 0;
	s->c = *c;
	s->d = d;
	s->used = 1;
	m->n++;
	return 1;
}

static void
map_clear(struct map *m)
{
	memset(m->slot, 0, m->cap * sizeof *m->slot);
	m->n = 0;
}

/* ---- the search ---- */

struct layer {
	struct cube *c;
	size_t n, cap;
};

static void
push(struct layer *l, const struct cube *c)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 256;
		l->c = grow(l->c, l->cap, sizeof *l->c);
	}
	l->c[l->n++] = *c;
}

static void
swap_layers(struct layer *a, struct layer *b)
{
	struct layer t = *a;

	*a = *b;
	*b = t;
	b->n = 0;
}

/*
 * The turns of the faces named, half turns left out in the quarter-turn
 * metric (rotations are never among them); returns how many.
 */
static int
metric_turns(const char *names, int qtm, int *out)
{
	int t, n = 0;

	for (t = 0; t < 18; t++)
		if (strchr(names, turn[t].name[0]) && !(qtm && turn[t].name[1] == '2'))
			out[n++] = t;
	return n;
}

struct search {
	int turn[TURNS], nturn;
	int hold;		/* turns of D, L or B move DBL: hold it again */
	int depth;		/* the table's, or WHOLE when it is the group */
	int layers[64];		/* positions at each depth */
	struct cube last;	/* the cube asked last, and its distance */
	int last_distance;
	struct map table, seen;
	struct layer now, next;
};

/* The turn t of c, held again when the search holds. */
static void
step(const struct search *sr, struct cube *out, const struct cube *c, int t)
{
	apply(out, c, t);
	if (sr->hold && !standard(out))
		die("a turn made no cube");
}

/*
 * The table of distances from solved to a depth: 6 turns or 8 quarter
 * turns unless another is given (at most 63).
 */
static void
search_init(struct search *sr, const char *names, int qtm, int depth)
{
	struct cube u;
	size_t i;
	int d, j;

	memset(sr, 0, sizeof *sr);
	sr->last_distance = -2;
	sr->nturn = metric_turns(names, qtm, sr->turn);
	sr->hold = strpbrk(names, "DLB") != NULL;
	sr->depth = depth ? depth : qtm ? 8 : 6;
	map_put(&sr->table, &solved, 0);
	sr->layers[0] = 1;
	push(&sr->now, &solved);
	for (d = 1; d <= sr->depth; d++) {
		for (i = 0; i < sr->now.n; i++)
			for (j = 0; j < sr->nturn; j++) {
				step(sr, &u, &sr->now.c[i], sr->turn[j]);
				if (map_put(&sr->table, &u, d))
					push(&sr->next, &u);
			}
		if (sr->next.n == 0) {
			sr->depth = WHOLE;
			break;
		}
		sr->layers[d] = (int)sr->next.n;
		swap_layers(&sr->now, &sr->next);
	}
}

/* The distance of u, held as the table holds its cubes (u is the search's own). */
static int
search(struct search *sr, struct cube u)
{
	size_t i;
	int k, j, d, best;

	if (sr->seen.cap)
		map_clear(&sr->seen);
	map_put(&sr->seen, &u, 0);
	sr->now.n = 0;
	push(&sr->now, &u);
	for (k = 0; k < 40; k++) {
		best = -1;
		for (i = 0; i < sr->now.n; i++) {
			d = map_get(&sr->table, &sr->now.c[i]);
			if (d >= 0 && (best < 0 || d < best))
				best = d;
		}
		if (best >= 0)
			return k + best;
		if (sr->depth == WHOLE)
			return -1;
		sr->next.n = 0;
		for (i = 0; i < sr->now.n; i++)
			for (j = 0; j < sr->nturn; j++) {
				step(sr, &u, &sr->now.c[i], sr->turn[j]);
				if (map_put(&sr->seen, &u, k + 1))
					push(&sr->next, &u);
			}
		swap_layers(&sr->now, &sr->next);
	}
	return -1;
}

/* The distance of c, or -1 when the faces cannot solve it. */
static int
distance(struct search *sr, const struct cube *c)
{
	struct cube u = *c;

	if (!standard(&u))
		die("not a cube: %.24s", (const char *)c->s);
	if (sr->last_distance >= -1 && memcmp(&u, &sr->last, sizeof u) == 0)
		return sr->last_distance;
	sr->last = u;
	sr->last_distance = search(sr, u);
	return sr->last_distance;
}

/* ---- lines: turns or facelets ---- */

struct words {
	char *buf;
	char **w;
	int n;
};

/* The words of line before its '#'. */
static void
split_words(const char *line, struct words *ws)
{
	size_t len = strcspn(line, "#");
	char *p;

	ws->buf = grow(ws->buf, len + 1, 1);
	memcpy(ws->buf, line, len);
	ws->buf[len] = '\0';
	ws->w = grow(ws->w, len / 2 + 2, sizeof *ws->w);
	ws->n = 0;
	for (p = ws->buf; *p;) {
		while (isspace((unsigned char)*p))
			*p++ = '\0';
		if (*p == '\0')
			break;
		ws->w[ws->n++] = p;
		while (*p && !isspace((unsigned char)*p))
			p++;
	}
}

/* The turn a word names (’ read as ', R2' as R2), or -1. */
static int
turn_of(const char *w)
{
	char name[8];
	size_t n = 0;

	for (; *w; w++) {
		if (n + 1 >= sizeof name)
			return -1;
		if (strncmp(w, "\xe2\x80\x99", 3) == 0) {
			name[n++] = '\'';
			w += 2;
		} else {
			name[n++] = *w;
		}
	}
	name[n] = '\0';
	if (n >= 2 && strcmp(name + n - 2, "2'") == 0)
		name[n - 1] = '\0';
	return find_turn(name);
}

/* A line's cube: its turns applied to solved, or its facelets; 0 for none. */
static int
parse(const char *line, struct cube *c)
{
	static struct words ws;
	struct cube u;
	size_t len = 0;
	int i, t;

	split_words(line, &ws);
	if (ws.n == 0)
		return 0;
	*c = solved;
	for (i = 0; i < ws.n && (t = turn_of(ws.w[i])) >= 0; i++) {
		apply(&u, c, t);
		*c = u;
	}
	if (i == ws.n)
		return 1;
	for (i = 0; i < ws.n; i++) {
		size_t n = strlen(ws.w[i]);

		if (len + n > STICKERS)
			die("not 24 stickers: %s", line);
		memcpy(c->s + len, ws.w[i], n);
		len += n;
	}
	if (len != STICKERS)
		die("not 24 stickers: %s", line);
	return 1;
}

/* The next line of f without its newline, or NULL at the end. */
static char *
read_line(FILE *f)
{
	static char *line;
	static size_t cap;
	ssize_t n = getline(&line, &cap, f);

	if (n < 0)
		return NULL;
	if (n > 0 && line[n - 1] == '\n')
		line[--n] = '\0';
	if (n > 0 && line[n - 1] == '\r')
		line[--n] = '\0';
	return line;
}

struct lines {
	char **line;
	size_t n, cap;
};

/* The lines of a file; with `keep`, only those it accepts. */
static void
read_lines(const char *path, int (*keep)(const char *), struct lines *ls)
{
	FILE *f = fopen(path, "r");
	char *line;

	if (f == NULL)
		die("%s: cannot open", path);
	while ((line = read_line(f)) != NULL) {
		if (keep && !keep(line))
			continue;
		if (ls->n == ls->cap) {
			ls->cap = ls->cap ? 2 * ls->cap : 64;
			ls->line = grow(ls->line, ls->cap, sizeof *ls->line);
		}
		ls->line[ls->n] = strdup(line);
		if (ls->line[ls->n++] == NULL)
			die("out of memory");
	}
	fclose(f);
}

static int
has_words(const char *line)
{
	static struct words ws;

	split_words(line, &ws);
	return ws.n > 0;
}

/* A solution line: turns, or a solved cube's "# N". */
static int
is_solution(const char *line)
{
	if (has_words(line))
		return 1;
	if (strncmp(line, "# ", 2) != 0 || line[2] == '\0')
		return 0;
	return strspn(line + 2, "0123456789") == strlen(line + 2);
}

/* A line of a goal's answers: not the label "#: ..." before a cube's. */
static int
is_goal_answer(const char *line)
{
	return strncmp(line, "#:", 2) != 0 && strchr(line, '#') != NULL;
}

/* ---- the subcommands ---- */

struct options {
	int qtm, slack, length, min, depth, by_distance, patent, layer;
	const char *faces, *colour;
	const char *rest[2];
	int nrest;
};

static int
number(const char *s)
{
	char *end;
	long n = strtol(s, &end, 10);

	if (*s == '\0' || *end != '\0' || n < 0 || n > 1000000)
		die("'%s': not a number", s);
	return (int)n;
}

static void
options(int argc, char **argv, struct options *o)
{
	int i;

	memset(o, 0, sizeof *o);
	o->faces = "RUF";
	for (i = 2; i < argc; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

		if (strcmp(a, "--qtm") == 0) {
			o->qtm = 1;
		} else if (strcmp(a, "--by-distance") == 0) {
			o->by_distance = 1;
		} else if (strncmp(a, "--", 2) == 0 && v == NULL) {
			die("%s needs a value", a);
		} else if (strcmp(a, "--face") == 0 || strcmp(a, "--layer") == 0) {
			o->layer = a[2] == 'l';
			o->colour = argv[++i];
		} else if (strcmp(a, "--faces") == 0) {
			o->faces = argv[++i];
		} else if (strcmp(a, "--slack") == 0) {
			o->slack = number(argv[++i]);
		} else if (strcmp(a, "--length") == 0) {
			o->length = number(argv[++i]);
		} else if (strcmp(a, "--min") == 0) {
			o->min = number(argv[++i]);
		} else if (strcmp(a, "--depth") == 0) {
			o->depth = number(argv[++i]);
			if (o->depth > 63)
				die("--depth %d: more than 63", o->depth);
		} else if (strcmp(a, "--palette") == 0) {
			o->patent = strcmp(argv[++i], "patent") == 0;
		} else if (strncmp(a, "--", 2) == 0 || o->nrest == 2) {
			die("'%s': not understood", a);
		} else {
			o->rest[o->nrest++] = a;
		}
	}
}

/* The length of a solution's words in the metric: half turns two in qtm. */
static int
metric_length(const struct words *ws, int qtm)
{
	int i, n = 0;

	for (i = 0; i < ws->n; i++)
		n += qtm && turn[turn_of(ws->w[i])].name[1] == '2' ? 2 : 1;
	return n;
}

/*
 * Whether a solution line solves the scramble's cube, turns only the
 * faces, never one twice running, has the length it says and is as short
 * as the search finds (or up to slack longer); says why not on stdout.
 */
static int
check_solution(struct search *sr, const struct options *o, const char *scramble,
    const char *line, const char *where)
{
	static struct words ws;
	struct cube start, c, u;
	const char *hash = strchr(line, '#');
	char *end;
	long told;
	int i, t, n, d;

	split_words(line, &ws);
	if (hash == NULL || (told = strtol(hash + 1, &end, 10), end == hash + 1)) {
		printf("%s: no length in '%s'\n", where, line);
		return 0;
	}
	if (!parse(scramble, &start))
		die("%s: no cube in '%s'", where, scramble);
	c = start;
	for (i = 0; i < ws.n; i++) {
		t = turn_of(ws.w[i]);
		if (t < 0 || t >= 18 || !strchr(o->faces, turn[t].name[0])) {
			printf("%s: '%s' is not a turn of %s\n", where, ws.w[i], o->faces);
			return 0;
		}
		apply(&u, &c, t);
		c = u;
	}
	if (!is_solved(&c)) {
		printf("%s: '%s' does not solve '%s'\n", where, line, scramble);
		return 0;
	}
	for (i = 1; i < ws.n; i++)
		if (ws.w[i][0] == ws.w[i - 1][0]) {
			printf("%s: '%s' turns %c twice running\n", where, line, ws.w[i][0]);
			return 0;
		}
	n = metric_length(&ws, o->qtm);
	if (n != told) {
		printf("%s: '%s' has %d turns, says %ld\n", where, line, n, told);
		return 0;
	}
	d = distance(sr, &start);
	if (d < 0 || n < d || n > d + o->slack) {
		printf("%s: '%s' has %d turns, the search says %d\n", where, line, n, d);
		return 0;
	}
	return 1;
}

static int
verify(const struct options *o)
{
	struct lines scrambles = { 0 }, solutions = { 0 };
	struct search sr;
	char where[32];
	size_t i, bad = 0;

	if (o->nrest != 2)
		die("verify needs SCRAMBLES and SOLUTIONS");
	read_lines(o->rest[0], has_words, &scrambles);
	read_lines(o->rest[1], is_solution, &solutions);
	if (scrambles.n != solutions.n) {
		printf("%zu cubes, %zu solutions\n", scrambles.n, solutions.n);
		return 1;
	}
	search_init(&sr, o->faces, o->qtm, o->depth);
	for (i = 0; i < scrambles.n; i++) {
		snprintf(where, sizeof where, "line %zu", i + 1);
		bad += !check_solution(&sr, o, scrambles.line[i], solutions.line[i], where);
	}
	if (bad)
		return 1;
	printf("ok %zu\n", scrambles.n);
	return 0;
}

/*
 * The optimal solutions of c that never turn a face twice running, `left`
 * turns long in the metric: the walk down the distances.
 */
static long
count_optimal(struct search *sr, const struct options *o, const struct cube *c,
    int left, int last)
{
	struct cube u;
	long n = 0;
	int t, cost;

	if (left == 0)
		return is_solved(c);
	for (t = 0; t < 18; t++) {
		cost = o->qtm && turn[t].name[1] == '2' ? 2 : 1;
		if (!strchr(o->faces, turn[t].name[0]) || turn[t].name[0] == last ||
		    cost > left)
			continue;
		apply(&u, c, t);
		if (distance(sr, &u) == left - cost)
			n += count_optimal(sr, o, &u, left - cost, turn[t].name[0]);
	}
	return n;
}

static int
all(const struct options *o)
{
	struct lines solutions = { 0 };
	struct search sr;
	struct cube c;
	char where[32];
	size_t i, j;
	long want;

	if (o->nrest != 2)
		die("all needs SCRAMBLE and SOLUTIONS");
	read_lines(o->rest[1], is_goal_answer, &solutions);
	search_init(&sr, o->faces, o->qtm, o->depth);
	for (i = 0; i < solutions.n; i++) {
		snprintf(where, sizeof where, "solution %zu", i + 1);
		if (!check_solution(&sr, o, o->rest[0], solutions.line[i], where))
			return 1;
	}
	for (i = 0; i < solutions.n; i++)
		for (j = i + 1; j < solutions.n; j++)
			if (strcmp(solutions.line[i], solutions.line[j]) == 0) {
				printf("a solution appears twice\n");
				return 1;
			}
	parse(o->rest[0], &c);
	want = count_optimal(&sr, o, &c, distance(&sr, &c), 0);
	if (want != (long)solutions.n) {
		printf("%zu solutions, the search finds %ld\n", solutions.n, want);
		return 1;
	}
	printf("ok %ld\n", want);
	return 0;
}

static int
state(const struct options *o)
{
	const char *palette = o->patent ? "BRSOGK" : faces;
	struct cube c;
	char *line;
	int i;

	while ((line = read_line(stdin)) != NULL) {
		if (!parse(line, &c))
			continue;
		for (i = 0; i < STICKERS; i++) {
			const char *f = c.s[i] ? strchr(faces, c.s[i]) : NULL;

			if (f == NULL)
				die("'%c' is not a face: %s", c.s[i], line);
			putchar(palette[f - faces]);
		}
		putchar('\n');
	}
	return 0;
}

static void
print_distance(int d)
{
	if (d < 0)
		printf("none\n");
	else
		printf("%d\n", d);
}

static int
distances(const struct options *o)
{
	struct search sr;
	struct cube c;
	char *line;

	search_init(&sr, o->faces, o->qtm, o->depth);
	while ((line = read_line(stdin)) != NULL)
		if (parse(line, &c))
			print_distance(distance(&sr, &c));
	return 0;
}

static int
census(const struct options *o)
{
	struct search sr;
	int d;

	search_init(&sr, o->faces, o->qtm, o->depth);
	for (d = 0; d < 64 && sr.layers[d]; d++)
		printf("%d %d\n", d, sr.layers[d]);
	return 0;
}

/* Every cube within `depth` turns of the starts, never held again. */
static void
reach(const int *turns, int nturn, const struct layer *starts, int depth,
    struct map *seen)
{
	struct layer now = { 0 }, next = { 0 };
	struct cube u;
	size_t i;
	int d, j;

	for (i = 0; i < starts->n; i++)
		if (map_put(seen, &starts->c[i], 0))
			push(&now, &starts->c[i]);
	for (d = 1; d <= depth; d++) {
		for (i = 0; i < now.n; i++)
			for (j = 0; j < nturn; j++) {
				apply(&u, &now.c[i], turns[j]);
				if (map_put(seen, &u, d))
					push(&next, &u);
			}
		swap_layers(&now, &next);
	}
	free(now.c);
	free(next.c);
}

static int
held(const struct options *o)
{
	struct layer ways = { 0 }, one = { 0 };
	struct map back = { 0 }, fore = { 0 };
	struct cube c, u;
	int turns[TURNS], nturn = 0, t, best, d;
	size_t i;
	char *line;

	for (t = 0; t < 18; t++)
		if (strchr(o->faces, turn[t].name[0]))
			turns[nturn++] = t;
	/* the solved cube held every way: x, y and z turns of it, closed */
	push(&ways, &solved);
	for (i = 0; i < ways.n; i++)
		for (t = 18; t < TURNS; t += 3) {
			size_t j;

			apply(&u, &ways.c[i], t);
			for (j = 0; j < ways.n && memcmp(&ways.c[j], &u, sizeof u); j++)
				;
			if (j == ways.n)
				push(&ways, &u);
		}
	reach(turns, nturn, &ways, 5, &back);
	while ((line = read_line(stdin)) != NULL) {
		if (!parse(line, &c))
			continue;
		one.n = 0;
		push(&one, &c);
		if (fore.cap)
			map_clear(&fore);
		reach(turns, nturn, &one, 5, &fore);
		best = -1;
		for (i = 0; i < fore.cap; i++)
			if (fore.slot[i].used) {
				d = map_get(&back, &fore.slot[i].c);
				if (d >= 0 && (best < 0 || fore.slot[i].d + d < best))
					best = fore.slot[i].d + d;
			}
		print_distance(best);
	}
	return 0;
}

static int
judge(const struct options *o)
{
	static struct words ws;
	struct search sr[2];
	struct cube c, u;
	char *line, *semi;
	int m, i, t, n, start[2], after[2], before, used, wasted, first, cost;

	search_init(&sr[0], "RUF", 0, 0);
	search_init(&sr[1], "RUF", 1, 0);
	while ((line = read_line(stdin)) != NULL) {
		line[strcspn(line, "#")] = '\0';
		if (!has_words(line))
			continue;
		if ((semi = strchr(line, ';')) == NULL || strchr(semi + 1, ';'))
			die("not a solve: %s", line);
		*semi = '\0';
		if (!parse(line, &c))
			die("no scramble: %s", line);
		for (m = 0; m < 2; m++)
			start[m] = distance(&sr[m], &c);
		before = start[o->qtm];
		used = wasted = first = n = 0;
		split_words(semi + 1, &ws);
		for (i = 0; i < ws.n; i++) {
			if ((t = turn_of(ws.w[i])) < 0)
				die("'%s': not a turn", ws.w[i]);
			apply(&u, &c, t);
			c = u;
			if (t >= 18)
				continue;
			n++;
			for (m = 0; m < 2; m++)
				after[m] = distance(&sr[m], &c);
			cost = o->qtm && turn[t].name[1] == '2' ? 2 : 1;
			if (!(after[o->qtm] < before) && !first)
				first = n;
			printf("turn %d %s %d %d %d %d %d\n", n, ws.w[i], after[0],
			    after[1], after[o->qtm] < before, cost,
			    cost - (before - after[o->qtm]));
			used += cost;
			wasted += cost - (before - after[o->qtm]);
			before = after[o->qtm];
		}
		printf("solve %d %d %d %d %d %d %d %d\n", start[0], start[1],
		    is_solved(&c), used, start[o->qtm], before, wasted, first);
	}
	return 0;
}

/* Whether w is one of the nine turns of R, U and F. */
static int
is_ruf_turn(const char *w)
{
	int t = find_turn(w);

	return t >= 0 && t < 18 && strchr("RUF", w[0]);
}

static int
uniform(const struct options *o)
{
	static struct words ws;
	struct map now = { 0 }, next = { 0 }, cubes = { 0 };
	struct search sr;
	struct cube c;
	struct slot *p;
	char *line, *end;
	size_t i;
	int s, t, f, d, seen = 0, classes = 0, size[64] = { 0 }, got[64] = { 0 };
	double x = 0, e;

	if (o->length == 0)
		die("uniform needs --length");
	search_init(&sr, "RUF", 0, 0);
	/*
	 * The cubes that sequences of exactly `length` turns of R, U and F
	 * reach, no face twice running, never through solved.  Each cube
	 * keeps the set of faces that the ways to it ended on (none at the
	 * start): a face may follow when some way ended on another.
	 */
	map_put(&now, &solved, 0);
	for (s = 0; s < o->length; s++) {
		for (i = 0; i < now.cap; i++) {
			p = &now.slot[i];
			if (!p->used || (s > 0 && memcmp(&p->c, &solved, sizeof solved) == 0))
				continue;
			for (t = 0; t < 18; t++) {
				struct cube v;

				if (!strchr("RUF", turn[t].name[0]))
					continue;
				f = (int)(strchr("RUF", turn[t].name[0]) - "RUF");
				if (p->d != 0 && (p->d & ~(1 << f)) == 0)
					continue;
				apply(&v, &p->c, t);
				map_put(&next, &v, 0);
				map_find(&next, &v)->d |= 1 << f;
			}
		}
		free(now.slot);
		now = next;
		memset(&next, 0, sizeof next);
	}
	for (i = 0; i < now.cap; i++)
		if (now.slot[i].used && distance(&sr, &now.slot[i].c) >= o->min)
			map_put(&cubes, &now.slot[i].c, 0);
	while ((line = read_line(stdin)) != NULL) {
		split_words(line, &ws);
		for (i = 0; i < (size_t)ws.n && is_ruf_turn(ws.w[i]) &&
		    (i == 0 || ws.w[i][0] != ws.w[i - 1][0]); i++)
			;
		if (ws.n != o->length || i != (size_t)ws.n) {
			printf("not %d turns of R, U, F, no face twice running: %s\n",
			    o->length, line);
			return 1;
		}
		parse(line, &c);
		p = map_find(&cubes, &c);
		if (!p->used) {
			while (isspace((unsigned char)*line))
				line++;
			for (end = line + strlen(line); end > line &&
			    isspace((unsigned char)end[-1]); end--)
				;
			printf("%.*s: a cube %d from solved, not one that %d turns reach"
			    " at %d or more\n", (int)(end - line), line,
			    distance(&sr, &c), o->length, o->min);
			return 1;
		}
		p->d++;
		seen++;
	}
	if (seen == 0)
		die("no scrambles");
	for (i = 0; i < cubes.cap; i++) {
		if (!cubes.slot[i].used)
			continue;
		if (o->by_distance) {
			d = distance(&sr, &cubes.slot[i].c);
			classes += size[d]++ == 0;
			got[d] += cubes.slot[i].d;
		} else {
			e = (double)seen / cubes.n;
			x += (cubes.slot[i].d - e) * (cubes.slot[i].d - e) / e;
			classes++;
		}
	}
	for (d = 0; d < 64; d++)
		if (size[d]) {
			e = (double)seen * size[d] / cubes.n;
			x += (got[d] - e) * (got[d] - e) / e;
		}
	printf("%.2f %d\n", x, classes - 1);
	return 0;
}

/* The stickers of c at the corner that three faces name, in their order. */
static void
shows(const struct cube *c, const char *name, unsigned char *out)
{
	int p[3] = { 0, 0, 0 }, i, j;

	for (i = 0; i < 3; i++)
		for (j = 0; j < 3; j++)
			p[j] += normal[strchr(faces, name[i]) - faces][j];
	for (i = 0; i < 3; i++)
		out[i] = c->s[sticker(p, normal[strchr(faces, name[i]) - faces])];
}

/*
 * Reads one of cube-solve's messages: the facelets, the three stickers it
 * names and the corner they are at; 0 when the line is no such message.
 */
static int
corner_message(const char *line, struct cube *c, unsigned char *shown,
    char *name)
{
	static const char says[] = "': no corner has the stickers ";
	const char *at = strstr(line, says), *p;
	int i;

	if (at == NULL || at - line < STICKERS + 1 || at[-STICKERS - 1] != '\'')
		return 0;
	for (i = 0; i < STICKERS; i++) {
		c->s[i] = (unsigned char)at[i - STICKERS];
		if (isspace(c->s[i]))
			return 0;
	}
	p = at + strlen(says);
	for (i = 0; i < 3; i++, p += 2) {
		if (p[0] == '\0' || isspace((unsigned char)p[0]) || p[1] != ' ')
			return 0;
		shown[i] = (unsigned char)p[0];
	}
	if (strncmp(p, "(at ", 4) != 0 || strspn(p + 4, faces) < 3 || p[7] != ')')
		return 0;
	memcpy(name, p + 4, 3);
	name[3] = '\0';
	return 1;
}

static int
blame(const struct options *o)
{
	struct layer reached = { 0 };
	struct map seen = { 0 }, possible = { 0 };
	struct cube c, u;
	unsigned char at[3], shown[3];
	char name[4], *line;
	size_t i, from = 0, to;
	int round, t, n = 0;

	(void)o;
	/* every way a corner can sit: two turns of a face or of the whole cube */
	map_put(&seen, &solved, 0);
	push(&reached, &solved);
	for (round = 0; round < 2; round++) {
		for (to = reached.n; from < to; from++)
			for (t = 0; t < TURNS; t++) {
				apply(&u, &reached.c[from], t);
				if (map_put(&seen, &u, 0))
					push(&reached, &u);
			}
	}
	while ((line = read_line(stdin)) != NULL) {
		if (!corner_message(line, &c, shown, name)) {
			printf("not a corner message: %s\n", line);
			return 1;
		}
		shows(&c, name, at);
		if (memcmp(at, shown, 3) != 0) {
			printf("%.24s: at %s are %c %c %c, the message says %c %c %c\n",
			    (char *)c.s, name, at[0], at[1], at[2], shown[0], shown[1],
			    shown[2]);
			return 1;
		}
		if (possible.cap)
			map_clear(&possible);
		for (i = 0; i < reached.n; i++) {
			memset(&u, 0, sizeof u);
			shows(&reached.c[i], name, u.s);
			map_put(&possible, &u, 0);
		}
		if (possible.n != 24)
			die("%s: %zu ways a corner sits, not 24", name, possible.n);
		memset(&u, 0, sizeof u);
		memcpy(u.s, at, 3);
		if (map_get(&possible, &u) >= 0) {
			printf("%.24s: a cube can show %c %c %c at %s\n", (char *)c.s,
			    at[0], at[1], at[2], name);
			return 1;
		}
		n++;
	}
	printf("ok %d\n", n);
	return 0;
}

/*
 * Whether the run of turns t[i .. j) is shorter by more than slack:
 * whether its cube lies nearer solved than j - i - slack.
 */
static int
shortened(struct search *sr, const int *t, int i, int j, int slack)
{
	struct cube c = solved, u;
	int k, near = j - i - slack - 1, d;

	if (near < 0)
		return 0;
	for (k = i; k < j; k++) {
		apply(&u, &c, t[k]);
		c = u;
	}
	if (near <= sr->depth) {
		d = map_get(&sr->table, &c);
		return d >= 0 && d <= near;
	}
	return distance(sr, &c) <= near;
}

static int
runs(const struct options *o)
{
	static struct words ws;
	struct search sr;
	struct cube *at = NULL;
	int *t = NULL, n = 0, bad = 0, i, j, slack;
	char *line;

	search_init(&sr, "RUF", 0, o->depth);
	while ((line = read_line(stdin)) != NULL) {
		split_words(line, &ws);
		if (ws.n == 0)
			continue;
		n++;
		t = grow(t, (size_t)ws.n, sizeof *t);
		at = grow(at, (size_t)ws.n + 1, sizeof *at);
		at[0] = solved;
		for (i = 0; i < ws.n; i++) {
			if ((t[i] = turn_of(ws.w[i])) < 0 || !strchr("RUF", turn[t[i]].name[0]))
				die("line %d: '%s': not a turn of R, U or F", n, ws.w[i]);
			apply(&at[i + 1], &at[i], t[i]);
		}
		slack = ws.n - distance(&sr, &at[ws.n]);
		for (i = 0; i < ws.n; i++)
			for (j = i + 2; j <= ws.n; j++) {
				const char *why = NULL;

				if (memcmp(&at[i], &at[j], sizeof at[i]) == 0)
					why = "do nothing";
				else if (shortened(&sr, t, i, j, slack))
					why = "are shorter by more than the slack";
				if (why != NULL) {
					printf("line %d: turns %d to %d %s: %s\n", n, i + 1, j, why,
					    line);
					bad++;
				}
			}
	}
	printf("runs %d\n", n);
	free(t);
	free(at);
	return bad > 0;
}

/* ---- first faces and first layers ---- */

/* The colours by name, in the order of faces[]. */
static const char *const colour_name[6] = {
	"white", "red", "green", "yellow", "orange", "blue"
};

/* The face letter of a colour named by its letter or its name; 0 for any; dies otherwise. */
static char
colour_letter(const char *s)
{
	int f;

	if (s == NULL)
		die("a goal needs --face or --layer");
	if (strcmp(s, "any") == 0 || strcmp(s, "each") == 0)
		return 0;
	for (f = 0; f < 6; f++)
		if ((s[0] == faces[f] && s[1] == '\0') || strcmp(s, colour_name[f]) == 0)
			return faces[f];
	die("'%s': not a colour", s);
	return 0;
}

/*
 * Whether c shows colour col on all four stickers of a face; with layer,
 * also the two stickers beside that face on each face next to it alike.
 */
static int
made(const struct cube *c, int col, int layer)
{
	int f, g, i, first, alike;

	for (f = 0; f < 6; f++) {
		for (i = 0; i < 4 && c->s[4 * f + i] == col; i++)
			;
		if (i < 4)
			continue;
		if (!layer)
			return 1;
		for (g = 0, alike = 1; g < 6 && alike; g++) {
			if (dot(normal[g], normal[f]) != 0)
				continue;
			for (i = 0, first = -1; i < STICKERS; i++)
				if (same(facing[i], normal[g]) && dot(place[i], normal[f]) > 0) {
					if (first < 0)
						first = c->s[i];
					alike &= c->s[i] == first;
				}
		}
		if (alike)
			return 1;
	}
	return 0;
}

/*
 * c with only what the goal sees: for a face the stickers of the colour,
 * for a layer the whole of each cubie that has one; the rest '.'.
 */
static void
masked(const struct cube *c, int col, int layer, struct cube *out)
{
	int j, k, has;

	memset(out->s, '.', STICKERS);
	for (j = 0; j < 8; j++) {
		for (k = has = 0; k < 3; k++)
			has |= c->s[corner[j][k]] == col;
		for (k = 0; k < 3; k++)
			if (c->s[corner[j][k]] == col || (layer && has))
				out->s[corner[j][k]] = c->s[corner[j][k]];
	}
}

/* A goal: its colour, and every masked cube's distance from it. */
struct goal {
	int col, layer;
	struct map table;
};

/*
 * The distances from the goal, by breadth-first search over the masked
 * cubes that all 18 face turns reach from the solved one, never holding
 * the cube again: first every such cube, then out from those that show
 * the goal (every turn's inverse is a turn).
 */
static void
goal_init(struct goal *g, int col, int layer, int qtm)
{
	int turns[TURNS], nturn = metric_turns(faces, qtm, turns), j, d;
	struct layer every = { 0 }, now = { 0 }, next = { 0 };
	struct map seen = { 0 };
	struct cube start, u;
	size_t i;

	memset(g, 0, sizeof *g);
	g->col = col;
	g->layer = layer;
	masked(&solved, col, layer, &start);
	map_put(&seen, &start, 0);
	push(&every, &start);
	for (i = 0; i < every.n; i++)
		for (j = 0; j < nturn; j++) {
			apply(&u, &every.c[i], turns[j]);
			if (map_put(&seen, &u, 0))
				push(&every, &u);
		}
	for (i = 0; i < every.n; i++)
		if (made(&every.c[i], col, layer) && map_put(&g->table, &every.c[i], 0))
			push(&now, &every.c[i]);
	for (d = 1; now.n > 0; d++) {
		for (i = 0; i < now.n; i++)
			for (j = 0; j < nturn; j++) {
				apply(&u, &now.c[i], turns[j]);
				if (map_put(&g->table, &u, d))
					push(&next, &u);
			}
		swap_layers(&now, &next);
	}
	free(seen.slot);
	free(every.c);
	free(now.c);
	free(next.c);
}

static int
goal_distance(const struct goal *g, const struct cube *c)
{
	struct cube m;

	masked(c, g->col, g->layer, &m);
	return map_get(&g->table, &m);
}

/* The goals the options name: one colour's, or (any, each) all six. */
static int
goals_init(const struct options *o, struct goal *g)
{
	char col = colour_letter(o->colour);
	int f;

	if (col) {
		goal_init(&g[0], col, o->layer, o->qtm);
		return 1;
	}
	for (f = 0; f < 6; f++)
		goal_init(&g[f], faces[f], o->layer, o->qtm);
	return 6;
}

/* A line's cube, held as the solver holds it: the stickers of DBL name the colours. */
static int
held_cube(const char *line, struct cube *c)
{
	if (!parse(line, c))
		return 0;
	if (!standard(c))
		die("not a cube: %s", line);
	return 1;
}

/* The fewest turns to any of the goals g[0 .. n). */
static int
nearest(const struct goal *g, int n, const struct cube *c)
{
	int f, d, best = -1;

	for (f = 0; f < n; f++)
		if ((d = goal_distance(&g[f], c)) >= 0 && (best < 0 || d < best))
			best = d;
	return best;
}

static int
goal_distances(const struct options *o)
{
	struct goal g[6];
	int n = goals_init(o, g);
	struct cube c;
	char *line;

	while ((line = read_line(stdin)) != NULL)
		if (held_cube(line, &c))
			printf("%d\n", nearest(g, n, &c));
	return 0;
}

/*
 * The census: the masked cubes that R, U and F (which keep DBL at home)
 * reach from the solved one, each standing for as many of the 3,674,160
 * positions as any other, since the corners it does not show may be
 * anywhere, twisted any way.
 */
static int
goal_census(const struct options *o)
{
	struct goal g[6];
	int turns[TURNS], nturn = metric_turns("RUF", o->qtm, turns), j, d;
	long count[64] = { 0 };
	struct layer every = { 0 };
	struct map seen = { 0 };
	struct cube start, u;
	size_t i;

	if (goals_init(o, g) != 1)
		die("goal-census needs one colour");
	masked(&solved, g[0].col, g[0].layer, &start);
	map_put(&seen, &start, 0);
	push(&every, &start);
	for (i = 0; i < every.n; i++)
		for (j = 0; j < nturn; j++) {
			apply(&u, &every.c[i], turns[j]);
			if (map_put(&seen, &u, 0))
				push(&every, &u);
		}
	for (i = 0; i < every.n; i++)
		if ((d = map_get(&g[0].table, &every.c[i])) < 0 || d > 63)
			die("a cube the goal's search did not reach");
		else
			count[d]++;
	for (d = 0; d < 64 && count[d] > 0; d++)
		printf("%d %ld\n", d, count[d] * (3674160 / (long)every.n));
	return 0;
}

/*
 * A goal's solution line, "turns # length colour": its turns applied to
 * c, its length and the colour named.  Returns 0 when it is not one.
 */
static int
goal_line(const char *line, struct cube *c, int qtm, int *length, int *col)
{
	static struct words ws;
	const char *hash = strchr(line, '#');
	char name[16];
	struct cube u;
	int i, t;

	if (hash == NULL || sscanf(hash, "# %d %15s", length, name) != 2)
		return 0;
	if ((*col = colour_letter(name)) == 0)
		return 0;
	split_words(line, &ws);
	for (i = 0; i < ws.n; i++) {
		if ((t = turn_of(ws.w[i])) < 0 || t >= 18)
			return 0;
		apply(&u, c, t);
		*c = u;
	}
	return metric_length(&ws, qtm) == *length;
}

static int
goal_verify(const struct options *o)
{
	struct lines scrambles = { 0 }, solutions = { 0 };
	struct goal g[6];
	int n = goals_init(o, g), each = strcmp(o->colour, "each") == 0, length, col, want;
	size_t i, bad = 0;
	struct cube c;

	if (o->nrest != 2)
		die("goal-verify needs SCRAMBLES and SOLUTIONS");
	read_lines(o->rest[0], has_words, &scrambles);
	read_lines(o->rest[1], is_goal_answer, &solutions);
	if (scrambles.n * (each ? 6 : 1) != solutions.n) {
		printf("%zu cubes, %zu solutions\n", scrambles.n, solutions.n);
		return 1;
	}
	for (i = 0; i < solutions.n; i++) {
		const char *line = solutions.line[i];
		int f = each ? (int)(i % 6) : 0;

		held_cube(scrambles.line[each ? i / 6 : i], &c);
		want = each ? goal_distance(&g[f], &c) : nearest(g, n, &c);
		if (!goal_line(line, &c, o->qtm, &length, &col)) {
			printf("line %zu: '%s': not turns # length colour, or not that long\n",
			    i + 1, line);
			bad++;
		} else if ((n == 1 || each) && col != g[f].col) {
			printf("line %zu: '%s': not the colour %c\n", i + 1, line, g[f].col);
			bad++;
		} else if (!made(&c, col, o->layer)) {
			printf("line %zu: '%s': does not make the goal\n", i + 1, line);
			bad++;
		} else if (length < want || length > want + o->slack) {
			printf("line %zu: '%s': %d long, the search finds %d\n", i + 1, line,
			    length, want);
			bad++;
		}
	}
	if (bad)
		return 1;
	printf("ok %zu\n", solutions.n);
	return 0;
}

/*
 * The ways of turning R, U and F, never a face twice running, that make
 * the goal in exactly `left` turns of the metric and not before.
 */
static long
count_ways(const struct goal *g, const struct cube *c, int left, int last, int qtm)
{
	int turns[TURNS], nturn = metric_turns("RUF", 0, turns), j, cost, d;
	struct cube u;
	long n = 0;

	for (j = 0; j < nturn; j++) {
		const struct turn *t = &turn[turns[j]];

		cost = qtm && t->name[1] == '2' ? 2 : 1;
		if (t->name[0] == last || cost > left)
			continue;
		apply(&u, c, turns[j]);
		if ((d = goal_distance(g, &u)) < 0 || d > left - cost)
			continue;
		if (made(&u, g->col, g->layer))
			n += cost == left;
		else
			n += count_ways(g, &u, left - cost, t->name[0], qtm);
	}
	return n;
}

static int
goal_all(const struct options *o)
{
	struct lines solutions = { 0 };
	struct goal g[6];
	int n = goals_init(o, g), f, best, length, col, d, l;
	long want = 0;
	struct cube start, c;
	size_t i, j;

	if (o->nrest != 2)
		die("goal-all needs SCRAMBLE and SOLUTIONS");
	held_cube(o->rest[0], &start);
	read_lines(o->rest[1], is_goal_answer, &solutions);
	best = nearest(g, n, &start);
	for (i = 0; i < solutions.n; i++) {
		c = start;
		for (j = 0; j < i; j++)
			if (strcmp(solutions.line[j], solutions.line[i]) == 0) {
				printf("'%s' twice\n", solutions.line[i]);
				return 1;
			}
		if (!goal_line(solutions.line[i], &c, o->qtm, &length, &col) || length < best ||
		    length > best + o->slack || !made(&c, col, o->layer)) {
			printf("'%s': not a way to the goal of that length\n", solutions.line[i]);
			return 1;
		}
	}
	for (f = 0; f < n; f++)
		for (l = best, d = goal_distance(&g[f], &start); l <= best + o->slack; l++)
			if (l == 0 && d == 0)
				want++;
			else if (l > 0 && d <= l)
				want += count_ways(&g[f], &start, l, 0, o->qtm);
	if (want != (long)solutions.n) {
		printf("%zu solutions, the search finds %ld\n", solutions.n, want);
		return 1;
	}
	printf("ok %ld\n", want);
	return 0;
}

/*
 * The 24 rotations of the whole cube as permutations of the stickers,
 * found by composing x and y until no new one comes.
 */
static int rotation[24][STICKERS];

static int
rotations(void)
{
	int n = 1, i, g, j, k, next[STICKERS];

	for (i = 0; i < STICKERS; i++)
		rotation[0][i] = i;
	for (i = 0; i < n; i++)
		for (g = 18; g <= 21; g += 3) {
			for (j = 0; j < STICKERS; j++)
				next[j] = rotation[i][turn[g].perm[j]];
			for (k = 0; k < n && memcmp(next, rotation[k], sizeof next) != 0; k++)
				;
			if (k == n) {
				if (n == 24)
					die("more than 24 rotations");
				memcpy(rotation[n++], next, sizeof next);
			}
		}
	return n;
}

/* Whether a and b show the same stickers, b held some way. */
static int
same_held(const struct cube *a, const struct cube *b)
{
	int r, i;

	for (r = 0; r < 24; r++) {
		for (i = 0; i < STICKERS && a->s[i] == b->s[rotation[r][i]]; i++)
			;
		if (i == STICKERS)
			return 1;
	}
	return 0;
}

static int
idle(const struct options *o)
{
	static struct words ws;
	struct cube *at = NULL, c, u;
	int n = 0, i, j, k, t, count;
	char *line;

	(void)o;
	if (rotations() != 24)
		die("not 24 rotations");
	while ((line = read_line(stdin)) != NULL) {
		split_words(line, &ws);
		if (ws.n == 0)
			continue;
		n++;
		at = grow(at, (size_t)ws.n + 1, sizeof *at);
		c = solved;
		at[0] = c;
		for (i = 0, k = 1; i < ws.n; i++) {
			if ((t = turn_of(ws.w[i])) < 0)
				die("line %d: '%s': not a turn", n, ws.w[i]);
			apply(&u, &c, t);
			c = u;
			if (t < 18)
				at[k++] = c;
		}
		for (count = 0, i = 0; i < k; i++)
			for (j = i + 1; j < k; j++)
				if (same_held(&at[i], &at[j])) {
					if (j == i + 1)
						die("line %d: one turn does nothing", n);
					count++;
				}
		printf("%d\n", count);
	}
	free(at);
	return 0;
}

static const struct {
	const char *name;
	int (*run)(const struct options *);
} command[] = {
	{ "verify", verify }, { "all", all }, { "state", state },
	{ "distance", distances }, { "census", census }, { "held", held },
	{ "judge", judge }, { "uniform", uniform }, { "runs", runs }, { "idle", idle },
	{ "blame", blame },
	{ "goal", goal_distances }, { "goal-verify", goal_verify }, { "goal-all", goal_all },
	{ "goal-census", goal_census },
};

int
main(int argc, char **argv)
{
	struct options o;
	size_t i;
	int status = -1;

	if (argc < 2) {
		fputs("usage: cube-check verify|all|state|distance|census|held|judge|"
		    "uniform|runs|idle|blame|goal|goal-verify|goal-all|goal-census [options] [files]\n",
		    stderr);
		return 2;
	}
	build();
	options(argc, argv, &o);
	for (i = 0; i < sizeof command / sizeof command[0]; i++)
		if (strcmp(argv[1], command[i].name) == 0)
			status = command[i].run(&o);
	if (status < 0) {
		fprintf(stderr, "cube-check: '%s': not a command\n", argv[1]);
		return 2;
	}
	if (fflush(stdout) != 0 || ferror(stdout))
		die("write error");
	return status;
}
