/*
 * Solutions as walks down the distance table, once it is built and its
 * distances are the solver's own: the first optimal solution and every
 * one.  No search: at
 * each step the turns are tried in canonical order for a neighbour one
 * nearer, a probe of the table each (down.h); every solution's last two
 * turns are read from a small table of the positions two turns away.
 */
#include "down.h"

/*
 * Returns whether the turn in column m of the move tables' rows goes down
 * (its entry is one_down).
 */
static inline bool
down(const uint64_t *table, const uint16_t *perm_turn, const uint16_t *twist_turn, unsigned m,
    unsigned one_down)
{
	return entry(table, perm_turn[m] * CUBE_TWISTS + twist_turn[m]) == one_down;
}

/*
 * The first solution in the half-turn metric, the cube held one way (the
 * default solver's): the walk below with only what it needs, the hot
 * path of cube-solve.  Each step tries the turns in one loop, from the
 * solver's list for the last turn's face, keeping the turn it found in
 * registers rather than in a struct down (measured: 1,390 instructions a
 * solve in walk() with the loop above inline, 860 here).
 */
static int
walk_htm(const struct cube_solver *s, unsigned perm, unsigned twist, unsigned e,
    struct cube_path *p)
{
	const uint64_t *table = s->distance;
	uint16_t (*permutation_turn)[CUBE_HOME_TURNS] = s->permutation_turn;
	uint16_t (*twist_turn)[CUBE_HOME_TURNS] = s->twist_turn;
	unsigned last = CUBE_FACES, n = 0, i, tries, m, one_down;

	while (perm != 0 || twist != 0) {
		const uint16_t *perm_turn = permutation_turn[perm];
		const uint16_t *twist_turn_of = twist_turn[twist];
		const unsigned char *column = s->try_column[last];
		unsigned char turn;

		/*
		 * Some turn leads down, since e was reached; the first one is
		 * taken.  The lists hold whole faces, so each pass of the loop
		 * tries the three turns of one face (measured: 50 instructions
		 * fewer per solve than trying one turn per pass).
		 */
		one_down = one_nearer[e];
		for (i = 0, tries = s->ntries[last]; i < tries; i += 3) {
			if (down(table, perm_turn, twist_turn_of, column[i], one_down))
				break;
			if (down(table, perm_turn, twist_turn_of, column[i + 1], one_down)) {
				i += 1;
				break;
			}
			if (down(table, perm_turn, twist_turn_of, column[i + 2], one_down)) {
				i += 2;
				break;
			}
		}
		if (i >= tries)
			break;
		m = column[i];
		turn = s->try_turn[last][i];
		last = turn >> 2;
		p->turn[n++] = (struct cube_turn){ s->turn[0][last].face,
			(unsigned char)(turn & 3) };
		perm = perm_turn[m];
		twist = twist_turn_of[m];
		e = one_down;
	}
	p->n = p->length = n;
	return (int)n;
}

/* Puts the first solution in *p, walking down the table; returns its length. */
static int
walk(const struct cube_solver *s, unsigned perm, unsigned twist, unsigned e, struct cube_path *p)
{
	const struct walker w = walker(s);
	unsigned o = 0, last = CUBE_FACES, n = 0, length = 0;
	struct down d;

	if (!s->held && !w.qtm)
		return walk_htm(s, perm, twist, e, p);

	while (perm != 0 || twist != 0) {
		const struct cube_held_turn *h;

		d.k = d.q = 0;
		if (next_down(&w, perm, twist, o, e, last, &d)) {
			h = &w.turn[o][d.k];
			p->turn[n++] = (struct cube_turn){ h->face, (unsigned char)d.q };
			length += cost(&w, d.q);
		} else {
			/* the quarter-turn metric's dead end: f, then f again, is f2 */
			h = &w.turn[o][last];
			d = (struct down){ last, 1, w.permutation_turn[perm][h->turn[0]],
				w.twist_turn[twist][h->turn[0]], one_nearer[e] };
			p->turn[n - 1].quarters = 2;
			length++;
		}
		perm = d.perm;
		twist = d.twist;
		e = d.e;
		o = h->next[d.q - 1];
		last = d.k;
	}
	p->n = n;
	p->length = length;
	return (int)length;
}

/* Every solution: every path down, the turns so far in x->path, costing `spent`. */
struct every {
	struct cube_path path;
	bool (*each)(const struct cube_path *p, void *ctx);
	void *ctx;
	uint64_t found;
	bool stop;
};

static void
every_down(struct every *x, const struct walker *w, unsigned perm, unsigned twist, unsigned o,
    unsigned e, unsigned last, unsigned spent)
{
	struct down d = { 0, 0, 0, 0, 0 };

	while (next_down(w, perm, twist, o, e, last, &d)) {
		const struct cube_held_turn *h = &w->turn[o][d.k];

		x->path.turn[x->path.n++] = (struct cube_turn){ h->face, (unsigned char)d.q };
		if (d.perm == 0 && d.twist == 0) {
			x->path.length = spent + cost(w, d.q);
			x->found++;
			x->stop = !x->each(&x->path, x->ctx);
		} else {
			every_down(x, w, d.perm, d.twist, h->next[d.q - 1], d.e, d.k,
			    spent + cost(w, d.q));
		}
		x->path.n--;
		if (x->stop)
			return;
	}
}

/* Returns the turn that the tries list as code (k * 4 + q), as a path holds it. */
static inline struct cube_turn
tried(const struct cube_solver *s, unsigned code)
{
	return (struct cube_turn){ s->turn[0][code >> 2].face, (unsigned char)(code & 3) };
}

/*
 * Returns the pair of turns that solve a position two turns away
 * (last_two), or 0 for another position.  Only with two_known.
 */
static inline unsigned
two_away(const struct cube_solver *s, unsigned perm, unsigned twist)
{
	unsigned two = s->last_two[perm];

	return two != 0xff && s->last_two_twist[perm] == twist ? two : 0;
}

/*
 * Every solution in the half-turn metric, the cube held one way: every
 * path down as every_down() follows them, in a loop of its own as the
 * walk's, from the same lists (measured: 9,400 instructions a cube in
 * every_down(), 6,600 here).  The turns so far are x->path.turn[0 .. n).
 */
static void
every_down_htm(struct every *x, const struct cube_solver *s, unsigned perm, unsigned twist,
    unsigned e, unsigned last, unsigned n)
{
	const uint16_t *perm_turn = s->permutation_turn[perm], *twist_turn = s->twist_turn[twist];
	const unsigned char *column = s->try_column[last], *turn = s->try_turn[last];
	unsigned one_down = one_nearer[e], i, tries = s->ntries[last], two;

	/*
	 * The last two turns are read from the table of the positions two
	 * turns away, not probed for and walked, where most probes miss
	 * (measured: 1,430 instructions a cube fewer).  Until a solution is
	 * found, a position two turns away is known by the table when the
	 * walk reaches it, which tells the length.  Then all solutions are
	 * as long: three turns from solved, the turns down are those to a
	 * position in the table.
	 */
	if (x->found == 0 && s->two_known && (two = two_away(s, perm, twist)) != 0) {
		x->path.turn[n] = tried(s, two >> 4);
		x->path.turn[n + 1] = tried(s, two & 15);
		x->path.n = x->path.length = n + 2;
		x->found++;
		x->stop = !x->each(&x->path, x->ctx);
		return;
	}
	if (n + 3 == x->path.length && s->two_known) {
		for (i = 0; i < tries; i++) {
			if ((two = two_away(s, perm_turn[column[i]], twist_turn[column[i]])) == 0)
				continue;
			x->path.turn[n] = tried(s, turn[i]);
			x->path.turn[n + 1] = tried(s, two >> 4);
			x->path.turn[n + 2] = tried(s, two & 15);
			x->found++;
			if ((x->stop = !x->each(&x->path, x->ctx)))
				return;
		}
		return;
	}
	for (i = 0; i < tries; i++) {
		unsigned np = perm_turn[column[i]], nt = twist_turn[column[i]];

		if (entry(s->distance, np * CUBE_TWISTS + nt) != one_down)
			continue;
		x->path.turn[n] = tried(s, turn[i]);
		if (np == 0 && nt == 0) {
			x->path.n = x->path.length = n + 1;
			x->found++;
			x->stop = !x->each(&x->path, x->ctx);
		} else {
			every_down_htm(x, s, np, nt, one_down, turn[i] >> 2, n + 1);
		}
		if (x->stop)
			return;
	}
}

void
cube_position(const struct cube_solver *s, const struct cube *c, struct cube_position *at)
{
	struct cube turned;
	unsigned char face_at[CUBE_FACES];

	if (s->rotation != 0) {
		cube_rotate(c, s->rotation, &turned, face_at);
		c = &turned;
	}
	at->permutation = (uint16_t)cube_permutation(c);
	at->twist = (uint16_t)cube_twist(c);
}

int
cube_solve_at(const struct cube_solver *s, const struct cube_position *at, struct cube_path *p)
{
	unsigned e = entry_at(s, at);

	if (e == UNREACHED)
		return -1;
	return walk(s, at->permutation, at->twist, e, p);
}

int
cube_solve_each_at(const struct cube_solver *s, const struct cube_position *at,
    bool (*each)(const struct cube_path *p, void *ctx), void *ctx)
{
	struct every x = { .each = each, .ctx = ctx };
	struct walker w;
	unsigned e = entry_at(s, at);

	if (e == UNREACHED)
		return -1;
	if (at->permutation == 0 && at->twist == 0) {
		each(&x.path, ctx);
		return 0;
	}
	w = walker(s);
	if (!s->held && !w.qtm)
		every_down_htm(&x, s, at->permutation, at->twist, e, CUBE_FACES, 0);
	else
		every_down(&x, &w, at->permutation, at->twist, 0, e, CUBE_FACES, 0);
	return x.found > 0 ? (int)x.path.length : -1;
}
