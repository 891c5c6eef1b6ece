/*
 * seer-chain: an independent model of SEER and Shannon's machine for the
 * tests of seer-duel --exact, --diagram and --periodic: the rules as the
 * paper (Hagelbarger 1956, Appendix I and II) and Shannon's memo give them,
 * written afresh, in exact fractions.  It shares no code with the library.
 *
 *   seer-chain rate PLAYER MACHINE      the long-run rate as a fraction
 *   seer-chain diagram PLAYER MACHINE   the recurrent states: share, wins, moves
 *   seer-chain simulate SEQUENCE PLAYS SEED   the sequence's rate against SEER
 *   seer-chain classes N   the periodic sequences of periods 1 to N, one a
 *                          class under rotation and complement, + first
 *   seer-chain fit K FILE  the rate of the player who knows a person fitted
 *                          at order K from FILE's sessions, as a fraction
 *   seer-chain fit-simulate K FILE PLAYS SEED   that player's rate and
 *                          SEER's against the fitted person, simulated
 *
 * PLAYER is best, opposite or random; MACHINE seer or shannon.  best is
 * found by policy search: every pure strategy over the substates that can
 * be reached is tried (the paper: "all combinations of the remaining
 * choices are tried and the best one picked").  A fraction that would not
 * fit in 64 bits stops the program with status 3, never wraps.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SAME, DIFFERENT };
enum { SEER, SHANNON };
enum { BEST, OPPOSITE, RANDOM };

/* SEER's register has 21 states (counter -3 to 3, odds 0 to 2); the
 * opposite player's chain doubles them with what it taught last time. */
#define STATES 42
#define MOVES 4

static const char *me = "seer-chain";

static void fail(const char *why)
{
	fprintf(stderr, "%s: %s\n", me, why);
	exit(3);
}

/* ---- exact fractions: 64-bit terms, every step checked ---- */

struct frac {
	int64_t num, den;	/* in lowest terms, den > 0 */
};

static int64_t magnitude(int64_t a)
{
	if (a == INT64_MIN)
		fail("a fraction's term does not fit in 64 bits");
	return a < 0 ? -a : a;
}

static int64_t times(int64_t a, int64_t b)
{
	if (a != 0 && magnitude(b) > INT64_MAX / magnitude(a))
		fail("a fraction's term does not fit in 64 bits");
	return a * b;
}

static int64_t plus(int64_t a, int64_t b)
{
	if ((b > 0 && a > INT64_MAX - b) || (b < 0 && a < -INT64_MAX - b))
		fail("a fraction's term does not fit in 64 bits");
	return a + b;
}

static int64_t gcd(int64_t a, int64_t b)
{
	a = magnitude(a);
	b = magnitude(b);
	while (b) {
		int64_t r = a % b;
		a = b;
		b = r;
	}
	return a;
}

static struct frac frac(int64_t num, int64_t den)
{
	int64_t g = gcd(num, den);

	if (den == 0)
		fail("a division by zero");
	if (den < 0) {
		num = -num;
		den = -den;
	}
	return (struct frac){ num / g, den / g };
}

static struct frac add(struct frac a, struct frac b)
{
	int64_t g = gcd(a.den, b.den);

	return frac(plus(times(a.num, b.den / g), times(b.num, a.den / g)),
	    times(a.den / g, b.den));
}

static struct frac sub(struct frac a, struct frac b)
{
	return add(a, (struct frac){ -b.num, b.den });
}

static struct frac mul(struct frac a, struct frac b)
{
	int64_t g = gcd(a.num, b.den), h = gcd(b.num, a.den);

	if (a.num == 0 || b.num == 0)
		return frac(0, 1);
	return frac(times(a.num / g, b.num / h), times(a.den / h, b.den / g));
}

static struct frac divide(struct frac a, struct frac b)
{
	return mul(a, frac(b.den, b.num));
}

/* less(a, b): a < b. */
static int less(struct frac a, struct frac b)
{
	return times(a.num, b.den) < times(b.num, a.den);
}

/* text(f, buf): the fraction as Python's Fraction writes it: 3/5, or 1. */
static const char *text(struct frac f, char buf[48])
{
	if (f.den == 1)
		snprintf(buf, 48, "%lld", (long long)f.num);
	else
		snprintf(buf, 48, "%lld/%lld", (long long)f.num, (long long)f.den);
	return buf;
}

/* ---- the machines' rules ---- */

struct move {
	struct frac chance;
	int to;
	int wins;	/* the player wins this move */
};

/* seer_moves(state, choice, m): SEER's register (counter, odds) as
 * (counter + 3) * 3 + odds; choice: what would have won for SEER.  SEER
 * follows its instruction with 2 + odds positions of 4 and goes against it
 * with the rest; the odds move only when it followed.  Returns the moves. */
static int seer_moves(int state, int choice, struct move *m)
{
	int counter = state / 3 - 3, odds = state % 3, n = 0;
	int instruction = counter < 0 ? DIFFERENT : SAME;
	int next = choice == SAME ? (counter < 3 ? counter + 1 : 3)
	    : (counter > -3 ? counter - 1 : -3);

	for (int followed = 1; followed >= 0; followed--) {
		int positions = followed ? 2 + odds : 2 - odds;
		int played = followed ? instruction : 1 - instruction;
		int won = played == choice, o = odds;

		if (positions == 0)
			continue;
		if (followed && won && o < 2)
			o++;
		else if (followed && !won && o > 0)
			o--;
		m[n++] = (struct move){ frac(positions, 4), (next + 3) * 3 + o, !won };
	}
	return n;
}

/* shannon_moves(cell, behaviour, m): Shannon's cell (older, newer) as
 * older * 3 + newer, each 0 for nothing yet, 1 same or 2 changed; behaviour
 * the player's, 1 or 2.  A cell whose two entries agree predicts; any other
 * guesses, even chances.  Returns the moves. */
static int shannon_moves(int cell, int behaviour, struct move *m)
{
	int older = cell / 3, newer = cell % 3, next = newer * 3 + behaviour;

	if (older != 0 && older == newer) {
		m[0] = (struct move){ frac(1, 1), next, older != behaviour };
		return 1;
	}
	m[0] = (struct move){ frac(1, 2), next, 1 };
	m[1] = (struct move){ frac(1, 2), next, 0 };
	return 2;
}

/* A chain: a player against a machine, with best's choice in each state
 * (-1 where none is made yet). */
struct chain {
	int player, machine, start;
	int policy[STATES];
};

/* moves_of(ch, s, m): the moves of state s of the chain; returns them. */
static int moves_of(const struct chain *ch, int s, struct move *m)
{
	int (*rules)(int, int, struct move *) =
	    ch->machine == SEER ? seer_moves : shannon_moves;
	int first = ch->machine == SEER ? SAME : 1, n;

	switch (ch->player) {
	case BEST:
		return rules(s, first + ch->policy[s], m);
	case OPPOSITE:
		/* (register, taught last time): it teaches the other */
		n = seer_moves(s / 2, 1 - s % 2, m);
		for (int i = 0; i < n; i++)
			m[i].to = m[i].to * 2 + 1 - s % 2;
		return n;
	default:
		n = rules(s, first, m);
		n += rules(s, first + 1, m + n);
		for (int i = 0; i < n; i++)
			m[i].chance = mul(m[i].chance, frac(1, 2));
		return n;
	}
}

/* reach(ch, from, seen): marks in seen every state reachable from from. */
static void reach(const struct chain *ch, int from, char seen[STATES])
{
	int todo[STATES], n = 0;

	memset(seen, 0, STATES);
	seen[from] = 1;
	todo[n++] = from;
	while (n) {
		struct move m[MOVES];
		int s = todo[--n], k = moves_of(ch, s, m);

		for (int i = 0; i < k; i++)
			if (!seen[m[i].to]) {
				seen[m[i].to] = 1;
				todo[n++] = m[i].to;
			}
	}
}

/* long_run(ch, rate, share, wins, in): the rate, and each state's share
 * and chance to win, of the one closed class reached from the start (its
 * states marked in in).  Returns 0 when several closed classes are. */
static int long_run(const struct chain *ch, struct frac *rate,
    struct frac share[STATES], struct frac wins[STATES], char in[STATES])
{
	static char back[STATES][STATES];
	char from[STATES];
	int at[STATES], states[STATES], n = 0, classes = 0, first = -1;
	static struct frac a[STATES][STATES + 1];

	reach(ch, ch->start, from);
	for (int s = 0; s < STATES; s++)
		if (from[s])
			reach(ch, s, back[s]);
	/* s is recurrent when every state it reaches reaches it back; its
	 * class is what it reaches, named by its least state */
	memset(in, 0, STATES);
	for (int s = 0; s < STATES; s++) {
		int closed = from[s], least = -1;

		for (int t = 0; closed && t < STATES; t++)
			if (back[s][t]) {
				closed = back[t][s];
				if (least < 0)
					least = t;
			}
		if (!closed)
			continue;
		if (least == s)
			classes++;
		if (first < 0)
			first = least;
		in[s] = least == first;
	}
	if (classes != 1)
		return 0;
	for (int s = 0; s < STATES; s++)
		if (in[s]) {
			at[s] = n;
			states[n++] = s;
		}
	/* pi P = pi with the shares summing to 1, solved by Gauss-Jordan */
	for (int i = 0; i < n; i++)
		for (int j = 0; j <= n; j++)
			a[i][j] = frac(0, 1);
	for (int i = 0; i < n; i++) {
		struct move m[MOVES];
		int k = moves_of(ch, states[i], m);

		wins[states[i]] = frac(0, 1);
		for (int j = 0; j < k; j++) {
			a[at[m[j].to]][i] = add(a[at[m[j].to]][i], m[j].chance);
			if (m[j].wins)
				wins[states[i]] = add(wins[states[i]], m[j].chance);
		}
	}
	for (int i = 0; i < n; i++)
		a[i][i] = sub(a[i][i], frac(1, 1));
	for (int j = 0; j <= n; j++)
		a[n - 1][j] = frac(1, 1);
	for (int col = 0; col < n; col++) {
		int pivot = col;

		while (pivot < n && a[pivot][col].num == 0)
			pivot++;
		if (pivot == n)
			fail("a singular chain");
		for (int j = 0; j <= n; j++) {
			struct frac t = a[col][j];

			a[col][j] = a[pivot][j];
			a[pivot][j] = t;
		}
		for (int j = n; j >= col; j--)
			a[col][j] = divide(a[col][j], a[col][col]);
		for (int r = 0; r < n; r++) {
			struct frac f = a[r][col];

			if (r == col || f.num == 0)
				continue;
			for (int j = col; j <= n; j++)
				a[r][j] = sub(a[r][j], mul(f, a[col][j]));
		}
	}
	*rate = frac(0, 1);
	for (int i = 0; i < n; i++) {
		share[states[i]] = a[i][n];
		*rate = add(*rate, mul(a[i][n], wins[states[i]]));
	}
	return 1;
}

/* The best policy found so far, and its rate. */
struct best {
	int found;
	struct frac rate;
	int policy[STATES];
};

/* search(ch, b): every pure strategy that extends ch's policy, each choice
 * made in the state where it is first needed, as a walk from the start
 * meets it; the first of those with the highest rate is kept in b. */
static void search(struct chain *ch, struct best *b)
{
	char seen[STATES] = { 0 };
	int todo[STATES], n = 0;
	struct frac rate, share[STATES], wins[STATES];
	char in[STATES];

	seen[ch->start] = 1;
	todo[n++] = ch->start;
	while (n) {
		struct move m[MOVES];
		int s = todo[--n], k;

		if (ch->policy[s] < 0) {
			for (int c = 0; c < 2; c++) {
				ch->policy[s] = c;
				search(ch, b);
			}
			ch->policy[s] = -1;
			return;
		}
		k = moves_of(ch, s, m);
		for (int i = 0; i < k; i++)
			if (!seen[m[i].to]) {
				seen[m[i].to] = 1;
				todo[n++] = m[i].to;
			}
	}
	if (!long_run(ch, &rate, share, wins, in))
		return;
	if (!b->found || less(b->rate, rate)) {
		b->found = 1;
		b->rate = rate;
		memcpy(b->policy, ch->policy, sizeof b->policy);
	}
}

static int by_text(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* chain_answer(what, player, machine): rate or diagram. */
static int chain_answer(const char *what, const char *player,
    const char *machine)
{
	struct chain ch = { 0 };
	struct frac rate, share[STATES], wins[STATES];
	char in[STATES], a[48], b[48];

	ch.player = !strcmp(player, "best") ? BEST
	    : !strcmp(player, "opposite") ? OPPOSITE
	    : !strcmp(player, "random") ? RANDOM : -1;
	ch.machine = !strcmp(machine, "seer") ? SEER
	    : !strcmp(machine, "shannon") ? SHANNON : -1;
	if (ch.player < 0 || ch.machine < 0
	    || (ch.player == OPPOSITE && ch.machine != SEER)) {
		fprintf(stderr, "%s: no chain for %s against %s\n", me, player,
		    machine);
		return 2;
	}
	/* SEER starts with counter 0 and odds 0; opposite has taught
	 * different; Shannon's cell holds nothing */
	ch.start = ch.machine == SHANNON ? 0 : ch.player == OPPOSITE ? 9 * 2 + 1 : 9;
	for (int s = 0; s < STATES; s++)
		ch.policy[s] = -1;
	if (ch.player == BEST) {
		struct best b = { 0 };

		search(&ch, &b);
		if (!b.found)
			fail("no strategy has one closed class");
		memcpy(ch.policy, b.policy, sizeof ch.policy);
	}
	if (!long_run(&ch, &rate, share, wins, in))
		fail("more than one closed class");
	if (!strcmp(what, "rate")) {
		printf("%s\n", text(rate, a));
		return 0;
	}
	/* a line a recurrent state: its share and chance to win, then its
	 * moves' chances and outcomes, sorted */
	for (int s = 0; s < STATES; s++) {
		struct move m[MOVES];
		char moves[MOVES][64];
		int k;

		if (!in[s])
			continue;
		k = moves_of(&ch, s, m);
		for (int i = 0; i < k; i++)
			snprintf(moves[i], sizeof moves[i], "%s %s",
			    text(m[i].chance, a), m[i].wins ? "win" : "lose");
		qsort(moves, k, sizeof moves[0], by_text);
		printf("share %s wins %s moves ", text(share[s], a), text(wins[s], b));
		for (int i = 0; i < k; i++)
			printf("%s%s", i ? ", " : "", moves[i]);
		printf("\n");
	}
	return 0;
}

/* ---- SEER play by play, and the periodic sequences ---- */

/* next_random(state): splitmix64, a generator of this file's own. */
static uint64_t next_random(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15u);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

/* An opponent of SEER: its next play (1 for +), seeing none of SEER's. */
struct opponent {
	int (*next)(struct opponent *o, uint64_t *seed);
	const char *sequence;
	long at;
	struct person *person;
	char context[32];
};

static int sequence_next(struct opponent *o, uint64_t *seed)
{
	(void)seed;
	if (o->sequence[o->at] == '\0')
		o->at = 0;
	return o->sequence[o->at++] == '+';
}

/* against_seer(opp, plays, seed): the share of plays the opponent wins
 * against SEER after 1024 plays of learning, as Appendix I runs it:
 * eight registers, one for each (SEER won last, won the play before,
 * its last play was a change). */
static double against_seer(struct opponent *opp, long plays, uint64_t seed)
{
	int counter[8] = { 0 }, odds[8] = { 0 }, state = 0, last = 1;
	long burn_in = 1024, wins = 0;

	for (long i = 0; i < plays + burn_in; i++) {
		int c = counter[state], o = odds[state];
		int instruction = c < 0;
		int followed = (int)(next_random(&seed) >> 62) < 2 + o;
		int different = followed ? instruction : 1 - instruction;
		int mine = last ^ different, theirs = opp->next(opp, &seed);
		int won = mine == theirs;

		if (i >= burn_in && !won)
			wins++;
		if (followed && won && o < 2)
			odds[state] = o + 1;
		else if (followed && !won && o > 0)
			odds[state] = o - 1;
		counter[state] = theirs == last ? (c < 3 ? c + 1 : 3) : (c > -3 ? c - 1 : -3);
		state = (won ? 4 : 0) | (state & 4 ? 2 : 0) | different;
		last = mine;
	}
	return (double)wins / (double)plays;
}

/* classes(longest): each sequence of period 1 to longest that is no
 * repetition of a shorter one, printed once for its class (its rotations
 * and their complements): the class's least member, + before -. */
static void classes(int longest)
{
	char s[32], t[32], least[32];

	for (int n = 1; n <= longest; n++)
		for (long k = 0; k < 1L << n; k++) {
			int repeats = 0;

			for (int i = 0; i < n; i++)
				s[i] = k >> (n - 1 - i) & 1 ? '+' : '-';
			s[n] = '\0';
			memcpy(least, s, (size_t)n + 1);
			for (int flip = 0; flip < 2; flip++)
				for (int d = 0; d < n; d++) {
					for (int i = 0; i < n; i++) {
						t[i] = s[(i + d) % n];
						if (flip)
							t[i] = t[i] == '+' ? '-' : '+';
					}
					t[n] = '\0';
					if (!flip && d > 0 && !strcmp(t, s))
						repeats = 1;
					if (strcmp(t, least) < 0)
						memcpy(least, t, (size_t)n + 1);
				}
			if (!repeats && !strcmp(least, s))
				printf("%s\n", s);
		}
}

/* ---- a person fitted as a Markov model of their own plays ---- */

/* A context (the plays before, oldest first, as + and -) and how often
 * + and - followed it in the sessions. */
struct context {
	char plays[32];
	long followed[2];
};

struct person {
	int order;
	struct context *seen;
	int n, cap;
};

static struct context *context_of(struct person *p, const char *plays)
{
	for (int i = 0; i < p->n; i++)
		if (!strcmp(p->seen[i].plays, plays))
			return &p->seen[i];
	if (p->n == p->cap) {
		p->cap = p->cap ? 2 * p->cap : 64;
		p->seen = realloc(p->seen, (size_t)p->cap * sizeof(*p->seen));
		if (p->seen == NULL)
			fail("out of memory");
	}
	memset(&p->seen[p->n], 0, sizeof(p->seen[p->n]));
	strcpy(p->seen[p->n].plays, plays);
	return &p->seen[p->n++];
}

/* count(p, session, n): every context of 0 to K plays before each play
 * of the session counts it. */
static void count(struct person *p, const char *session, int n)
{
	char c[32];

	for (int i = 0; i < n; i++)
		for (int j = 0; j <= p->order && j <= i; j++) {
			memcpy(c, session + i - j, (size_t)j);
			c[j] = '\0';
			context_of(p, c)->followed[session[i] == '+']++;
		}
}

/* read_person(p, path): the sessions of a file, a blank line between
 * them; + H 1 f L are +, - T 0 d R are -; # starts a comment. */
static void read_person(struct person *p, const char *path)
{
	FILE *f = fopen(path, "r");
	static char session[1 << 20];
	int n = 0, c, comment = 0, blank = 1;

	if (f == NULL)
		fail("cannot open the record");
	while ((c = getc(f)) != EOF) {
		if (c == '\n') {
			if (blank && !comment && n > 0) {
				count(p, session, n);
				n = 0;
			}
			blank = 1;
			comment = 0;
			continue;
		}
		if (comment)
			continue;
		if (c == '#') {
			comment = 1;
			blank = 0;
			continue;
		}
		if (c == ' ' || c == '\t' || c == ',' || c == '\r')
			continue;
		blank = 0;
		if (c != 0 && strchr("+Hh1fFLl", c))
			session[n++] = '+';
		else if (c != 0 && strchr("-Tt0dDRr", c))
			session[n++] = '-';
		else
			fail("a play that is not + or -");
		if (n == (int)sizeof(session))
			fail("a session too long");
	}
	if (n > 0)
		count(p, session, n);
	fclose(f);
}

/* chance_plus(p, ctx, &plus, &of): + after the context, from its longest
 * suffix that the sessions show; 1 of 2 when none does. */
static void chance_plus(struct person *p, const char *ctx, long *plus, long *of)
{
	for (const char *s = ctx; ; s++) {
		for (int i = 0; i < p->n; i++)
			if (!strcmp(p->seen[i].plays, s) &&
			    p->seen[i].followed[0] + p->seen[i].followed[1] > 0) {
				*plus = p->seen[i].followed[1];
				*of = p->seen[i].followed[0] + p->seen[i].followed[1];
				return;
			}
		if (*s == '\0')
			break;
	}
	*plus = 1;
	*of = 2;
}

/* after(p, ctx, play): the context that follows, at most K plays long. */
static void after(const struct person *p, char *ctx, int play)
{
	size_t len = strlen(ctx);

	ctx[len] = play ? '+' : '-';
	ctx[len + 1] = '\0';
	if ((int)len + 1 > p->order)
		memmove(ctx, ctx + 1, len + 1);
}

/* fit_rate(K, path): the long run of the player who plays the person's
 * likelier next play: the contexts of K plays reached from the start,
 * their stationary shares solved by Gauss-Jordan elimination (one
 * closed class assumed: the shares are then unique). */
static int fit_rate(int order, const char *path)
{
	struct person p = { order, NULL, 0, 0 };
	char (*ctx)[32] = NULL;
	int m = 0;

	read_person(&p, path);
	/* The contexts of K plays reached: breadth first from the start. */
	ctx = malloc(sizeof(*ctx) << (order + 1));
	if (ctx == NULL)
		fail("out of memory");
	{
		char c[32] = "";
		long plus, of;
		int frontier = 0, level;

		strcpy(ctx[m++], c);
		for (level = 0; level < order; level++) {
			int end = m;

			for (; frontier < end; frontier++)
				for (int play = 1; play >= 0; play--) {
					strcpy(c, ctx[frontier]);
					chance_plus(&p, c, &plus, &of);
					if ((play ? plus : of - plus) == 0)
						continue;
					after(&p, c, play);
					int known = 0;
					for (int i = end; i < m; i++)
						known |= !strcmp(ctx[i], c);
					if (!known)
						strcpy(ctx[m++], c);
				}
		}
		/* Keep the contexts of K plays, then close them under moves. */
		memmove(ctx, ctx + frontier, (size_t)(m - frontier) * sizeof(*ctx));
		m -= frontier;
		for (int s = 0; s < m; s++)
			for (int play = 1; play >= 0; play--) {
				strcpy(c, ctx[s]);
				chance_plus(&p, c, &plus, &of);
				if ((play ? plus : of - plus) == 0)
					continue;
				after(&p, c, play);
				int known = 0;
				for (int i = 0; i < m; i++)
					known |= !strcmp(ctx[i], c);
				if (!known)
					strcpy(ctx[m++], c);
			}
	}
	/* pi (P - I) = 0 with the shares adding to 1: row r of the system is
	 * column r of P - I, the last row replaced by the sum. */
	struct frac *a = calloc((size_t)m * (size_t)(m + 1), sizeof(*a));
	int cols = m + 1;

	if (a == NULL)
		fail("out of memory");
	for (int i = 0; i < m * cols; i++)
		a[i] = frac(0, 1);
	for (int s = 0; s < m; s++) {
		long plus, of;

		chance_plus(&p, ctx[s], &plus, &of);
		for (int play = 1; play >= 0; play--) {
			char c[32];
			long k = play ? plus : of - plus;
			int to = -1;

			if (k == 0)
				continue;
			strcpy(c, ctx[s]);
			after(&p, c, play);
			for (int i = 0; i < m; i++)
				if (!strcmp(ctx[i], c))
					to = i;
			a[to * cols + s] = add(a[to * cols + s], frac(k, of));
		}
		a[s * cols + s] = sub(a[s * cols + s], frac(1, 1));
	}
	for (int j = 0; j < cols; j++)
		a[(m - 1) * cols + j] = frac(1, 1);
	for (int col = 0; col < m; col++) {
		int r = col;

		while (r < m && a[r * cols + col].num == 0)
			r++;
		if (r == m)
			fail("more than one closed class");
		for (int j = 0; j < cols; j++) {
			struct frac x = a[r * cols + j];
			a[r * cols + j] = a[col * cols + j];
			a[col * cols + j] = x;
		}
		struct frac pivot = a[col * cols + col];
		for (int j = 0; j < cols; j++)
			a[col * cols + j] = divide(a[col * cols + j], pivot);
		for (r = 0; r < m; r++) {
			struct frac f = a[r * cols + col];

			if (r == col || f.num == 0)
				continue;
			for (int j = 0; j < cols; j++)
				a[r * cols + j] = sub(a[r * cols + j], mul(f, a[col * cols + j]));
		}
	}
	struct frac rate = frac(0, 1);
	char buf[48];

	for (int s = 0; s < m; s++) {
		long plus, of;

		chance_plus(&p, ctx[s], &plus, &of);
		long likelier = plus > of - plus ? plus : of - plus;

		rate = add(rate, mul(a[s * cols + m], frac(likelier, of)));
	}
	printf("%s\n", text(rate, buf));
	free(a);
	free(ctx);
	free(p.seen);
	return 0;
}

static int person_next(struct opponent *o, uint64_t *seed)
{
	long plus, of;
	int play;

	chance_plus(o->person, o->context, &plus, &of);
	play = (long)(next_random(seed) % (uint64_t)of) < plus;
	after(o->person, o->context, play);
	return play;
}

/* fit_simulate(K, path, plays, seed): the share of plays won by the player
 * who knows the person, then by SEER, each against the fitted person. */
static int fit_simulate(int order, const char *path, long plays, uint64_t seed)
{
	struct person p = { order, NULL, 0, 0 };
	struct opponent o = { person_next, NULL, 0, &p, "" };
	long wins = 0;

	read_person(&p, path);
	for (long i = 0; i < plays; i++) {
		long plus, of;
		int guess, play;

		chance_plus(&p, o.context, &plus, &of);
		guess = plus >= of - plus;
		play = person_next(&o, &seed);
		wins += guess == play;
	}
	o.context[0] = '\0';
	printf("%.6f %.6f\n", (double)wins / (double)plays,
	    1 - against_seer(&o, plays, seed));
	free(p.seen);
	return 0;
}

static int usage(void)
{
	fprintf(stderr, "usage: %s rate|diagram PLAYER MACHINE | simulate SEQUENCE PLAYS SEED"
	    " | classes N | fit K FILE | fit-simulate K FILE PLAYS SEED\n", me);
	return 2;
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "classes")) {
		int n = atoi(argv[2]);

		if (n < 1 || n > 30)
			return usage();
		classes(n);
	} else if (argc == 5 && !strcmp(argv[1], "simulate")) {
		long plays = atol(argv[3]);

		if (plays < 1 || strspn(argv[2], "+-") != strlen(argv[2]) || !*argv[2])
			return usage();
		struct opponent o = { sequence_next, argv[2], 0, NULL, "" };

		printf("%.4f\n", against_seer(&o, plays, strtoull(argv[4], NULL, 10)));
	} else if (argc == 4 && !strcmp(argv[1], "fit")) {
		if (atoi(argv[2]) < 0 || atoi(argv[2]) > 12)
			return usage();
		fit_rate(atoi(argv[2]), argv[3]);
	} else if (argc == 6 && !strcmp(argv[1], "fit-simulate")) {
		if (atoi(argv[2]) < 0 || atoi(argv[2]) > 12 || atol(argv[4]) < 1)
			return usage();
		fit_simulate(atoi(argv[2]), argv[3], atol(argv[4]),
		    strtoull(argv[5], NULL, 10));
	} else if (argc == 4 && (!strcmp(argv[1], "rate") || !strcmp(argv[1], "diagram"))) {
		return chain_answer(argv[1], argv[2], argv[3]);
	} else {
		return usage();
	}
	return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 3;
}
