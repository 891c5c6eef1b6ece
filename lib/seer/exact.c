/*
 * Exact answers: chains explored breadth first from a start; their
 * closed classes (Tarjan's strongly connected components with no way
 * out), each class's stationary shares, and the chances of ending in
 * each, solved by Gauss-Jordan elimination over the fractions.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "../hash.h"
#include "exact.h"

static const struct seer_fraction zero = { 0, 1 };

/* ---- exploring ---- */

/*
 * Returns the number of the state `code`, adding it when it is new.  The
 * map h takes a code to its state's number + 1.
 */
static size_t
state_of(struct hash *h, struct seer_chain *c, size_t *cap_codes, uint64_t code)
{
	uint64_t known = hash_get_or_put(h, code, c->n + 1);

	if (known != 0)
		return (size_t)known - 1;
	if (c->n == *cap_codes) {
		*cap_codes = *cap_codes * 2;
		c->code = xreallocarray(c->code, *cap_codes, sizeof(*c->code));
	}
	c->code[c->n++] = code;
	return c->n - 1;
}

bool
seer_chain_explore(struct seer_chain *c, uint64_t start, seer_step_fn *step, const void *how,
    size_t cap)
{
	struct hash h;
	struct seer_branch b[SEER_BRANCHES_MAX];
	size_t cap_codes = 16, cap_moves = 16, nmoves = 0, s, i, k;

	memset(c, 0, sizeof(*c));
	c->code = xreallocarray(NULL, cap_codes, sizeof(*c->code));
	c->move = xreallocarray(NULL, cap_moves, sizeof(*c->move));
	hash_start(&h, 5);
	state_of(&h, c, &cap_codes, start);
	for (s = 0; s < c->n && c->n <= cap; s++) {
		unsigned nb = step(c->code[s], how, b);

		c->first = xreallocarray(c->first, s + 2, sizeof(*c->first));
		c->first[s] = nmoves;
		for (i = 0; i < nb; i++) {
			size_t to = state_of(&h, c, &cap_codes, b[i].next);
			bool ok = true;

			/*
			 * Two outcomes that are alike make one move, whose
			 * chance is the sum of theirs.
			 */
			for (k = c->first[s]; k < nmoves; k++)
				if (c->move[k].to == to && c->move[k].win == b[i].win)
					break;
			if (k < nmoves) {
				struct seer_fraction *sum = &c->move[k].chance;

				*sum = seer_fraction_add(*sum, b[i].chance, &ok);
				continue;
			}
			if (nmoves == cap_moves) {
				cap_moves *= 2;
				c->move = xreallocarray(c->move, cap_moves, sizeof(*c->move));
			}
			c->move[nmoves++] = (struct seer_chain_move){ to, b[i].chance, b[i].win };
		}
		c->first[s + 1] = nmoves;
	}
	hash_free(&h);
	if (c->n > cap) {
		seer_chain_free(c);
		return false;
	}
	return true;
}

void
seer_chain_free(struct seer_chain *c)
{
	free(c->code);
	free(c->first);
	free(c->move);
	memset(c, 0, sizeof(*c));
}

/* ---- the closed classes ---- */

/*
 * Tarjan's strongly connected components, without recursion: class[s]
 * for each state; returns how many.
 */
static size_t
components(const struct seer_chain *c, size_t *class)
{
	size_t n = c->n, *index = xreallocarray(NULL, n, sizeof(*index));
	size_t *low = xreallocarray(NULL, n, sizeof(*low));
	size_t *stack = xreallocarray(NULL, n, sizeof(*stack));
	size_t *at = xreallocarray(NULL, n, sizeof(*at));
	size_t *path = xreallocarray(NULL, n, sizeof(*path));
	size_t next = 1, sp = 0, depth, ncomp = 0, root, s, t;

	memset(index, 0, n * sizeof(*index));	/* 0: not yet visited */
	for (s = 0; s < n; s++)
		class[s] = SIZE_MAX;			/* SIZE_MAX: not yet in a component */
	for (root = 0; root < n; root++) {
		if (index[root] != 0)
			continue;
		depth = 0;
		path[depth++] = root;
		index[root] = low[root] = next++;
		at[root] = c->first[root];
		stack[sp++] = root;
		while (depth > 0) {
			s = path[depth - 1];
			if (at[s] < c->first[s + 1]) {
				t = c->move[at[s]++].to;
				if (index[t] == 0) {
					index[t] = low[t] = next++;
					at[t] = c->first[t];
					stack[sp++] = t;
					path[depth++] = t;
				} else if (class[t] == SIZE_MAX && index[t] < low[s]) {
					low[s] = index[t];
				}
				continue;
			}
			if (low[s] == index[s]) {
				do
					class[t = stack[--sp]] = ncomp;
				while (t != s);
				ncomp++;
			}
			if (--depth > 0 && low[s] < low[path[depth - 1]])
				low[path[depth - 1]] = low[s];
		}
	}
	free(index);
	free(low);
	free(stack);
	free(at);
	free(path);
	return ncomp;
}

/*
 * Solves by Gauss-Jordan elimination the m x cols matrix a (row major):
 * the first m columns become the identity, the rest the solutions.  Returns
 * false when a fraction outgrows 64 bits.
 */
static bool
eliminate(struct seer_fraction *a, size_t m, size_t cols)
{
	size_t col, r, j;
	bool ok = true;

	for (col = 0; col < m && ok; col++) {
		struct seer_fraction *p, pivot;

		for (r = col; r < m && a[r * cols + col].num == 0; r++)
			;
		if (r == m)
			return false;	/* singular: not a chain's system */
		if (r != col)
			for (j = 0; j < cols; j++) {
				struct seer_fraction x = a[r * cols + j];

				a[r * cols + j] = a[col * cols + j];
				a[col * cols + j] = x;
			}
		p = a + col * cols;
		pivot = p[col];
		for (j = col; j < cols; j++)
			p[j] = seer_fraction_div(p[j], pivot, &ok);
		for (r = 0; r < m && ok; r++) {
			struct seer_fraction *row = a + r * cols, f = row[col];

			if (r == col || f.num == 0)
				continue;
			for (j = col; j < cols; j++)
				if (p[j].num != 0)
					row[j] = seer_fraction_sub(row[j],
					    seer_fraction_mul(f, p[j], &ok), &ok);
		}
	}
	return ok;
}

static struct seer_fraction *
matrix(size_t rows, size_t cols)
{
	struct seer_fraction *a = xreallocarray(NULL, rows * cols, sizeof(*a));
	size_t i;

	for (i = 0; i < rows * cols; i++)
		a[i] = zero;
	return a;
}

/*
 * Finds the stationary shares of a closed class of m states (pi P = pi,
 * their sum 1) and writes them into share[] of its members (at[s] is s's
 * place among them).  Returns false when a fraction outgrows 64 bits.
 */
static bool
stationary(const struct seer_chain *c, const size_t *at, const size_t *member, size_t m,
    struct seer_fraction *share)
{
	struct seer_fraction *a = matrix(m, m + 1);
	size_t i, j, cols = m + 1;
	bool ok = true;

	for (j = 0; j < m; j++) {
		size_t s = member[j];

		for (i = c->first[s]; i < c->first[s + 1]; i++) {
			struct seer_fraction *cell = &a[at[c->move[i].to] * cols + j];

			*cell = seer_fraction_add(*cell, c->move[i].chance, &ok);
		}
		a[j * cols + j] = seer_fraction_sub(a[j * cols + j], seer_fraction(1, 1, &ok), &ok);
	}
	for (j = 0; j < cols; j++)
		a[(m - 1) * cols + j] = seer_fraction(1, 1, &ok);
	ok = ok && eliminate(a, m, cols);
	for (j = 0; j < m; j++)
		share[member[j]] = a[j * cols + m];
	free(a);
	return ok;
}

/*
 * Finds the chance of ending in each closed class from state 0, which is
 * on the way in (t states, member[] them, at[] their places): for each
 * class, x = P x over the states on the way in, and x = 1 in the class.
 * Returns false when a fraction outgrows 64 bits.
 */
static bool
absorption(const struct seer_chain *c, const size_t *class, const size_t *closed_no, size_t nclosed,
    const size_t *at, const size_t *member, size_t t, struct seer_fraction *weight)
{
	size_t cols = t + nclosed, i, j;
	struct seer_fraction *a = matrix(t, cols);
	bool ok = true;

	for (j = 0; j < t; j++) {
		size_t s = member[j];

		a[j * cols + j] = seer_fraction(1, 1, &ok);
		for (i = c->first[s]; i < c->first[s + 1]; i++) {
			size_t to = c->move[i].to, col = closed_no[class[to]] != SIZE_MAX ?
			    t + closed_no[class[to]] : at[to];
			struct seer_fraction x = c->move[i].chance;

			a[j * cols + col] = closed_no[class[to]] != SIZE_MAX ?
			    seer_fraction_add(a[j * cols + col], x, &ok) :
			    seer_fraction_sub(a[j * cols + col], x, &ok);
		}
	}
	ok = ok && eliminate(a, t, cols);
	for (j = 0; j < nclosed; j++)
		weight[j] = a[at[0] * cols + t + j];
	free(a);
	return ok;
}

/*
 * The rate of a chain of one closed class, in double precision: its
 * stationary shares (pi P = pi, their sum 1, over all its states, those
 * on the way in getting 0) by Gaussian elimination with partial
 * pivoting, then the wins they weigh.  False when the chain has more than
 * SEER_SOLVE_MAX states or the system is singular.
 */
static bool
chain_rate(const struct seer_chain *c, double *rate)
{
	size_t n = c->n, cols = n + 1, i, j, r, col;
	double *a, *pi;

	if (n > SEER_SOLVE_MAX)
		return false;
	a = xreallocarray(NULL, n * cols, sizeof(*a));
	pi = xreallocarray(NULL, n, sizeof(*pi));
	memset(a, 0, n * cols * sizeof(*a));
	for (j = 0; j < n; j++) {
		for (i = c->first[j]; i < c->first[j + 1]; i++)
			a[c->move[i].to * cols + j] += seer_fraction_value(c->move[i].chance);
		a[j * cols + j] -= 1;
	}
	for (j = 0; j < cols; j++)
		a[(n - 1) * cols + j] = 1;
	for (col = 0; col < n; col++) {
		size_t best = col;

		for (r = col + 1; r < n; r++)
			if (fabs(a[r * cols + col]) > fabs(a[best * cols + col]))
				best = r;
		if (a[best * cols + col] == 0) {
			free(a);
			free(pi);
			return false;
		}
		for (j = 0; j < cols && best != col; j++) {
			double x = a[best * cols + j];

			a[best * cols + j] = a[col * cols + j];
			a[col * cols + j] = x;
		}
		for (r = col + 1; r < n; r++) {
			double f = a[r * cols + col] / a[col * cols + col];

			for (j = col; j < cols; j++)
				a[r * cols + j] -= f * a[col * cols + j];
		}
	}
	*rate = 0;
	for (r = n; r-- > 0;) {
		double x = a[r * cols + n];

		for (j = r + 1; j < n; j++)
			x -= a[r * cols + j] * pi[j];
		pi[r] = x / a[r * cols + r];
		for (i = c->first[r]; i < c->first[r + 1]; i++)
			if (c->move[i].win)
				*rate += pi[r] * seer_fraction_value(c->move[i].chance);
	}
	free(a);
	free(pi);
	return true;
}

struct seer_fraction
seer_chain_wins(const struct seer_chain *c, size_t s, bool *ok)
{
	struct seer_fraction w = zero;
	size_t i;

	for (i = c->first[s]; i < c->first[s + 1]; i++)
		if (c->move[i].win)
			w = seer_fraction_add(w, c->move[i].chance, ok);
	return w;
}

/*
 * Numbers the closed classes from 0 in closed_no[] (SIZE_MAX for a class
 * with a way out) and counts each class's states in size[]; returns the
 * number of closed classes.
 */
static size_t
number_closed(const struct seer_chain *c, const size_t *class, size_t ncomp,
    size_t *closed_no, size_t *size)
{
	size_t s, i, k, nclosed = 0;

	memset(size, 0, ncomp * sizeof(*size));
	for (k = 0; k < ncomp; k++)
		closed_no[k] = 0;
	for (s = 0; s < c->n; s++) {
		size[class[s]]++;
		for (i = c->first[s]; i < c->first[s + 1]; i++)
			if (class[c->move[i].to] != class[s])
				closed_no[class[s]] = SIZE_MAX;	/* a way out: not closed */
	}
	for (k = 0; k < ncomp; k++)
		if (closed_no[k] != SIZE_MAX)
			closed_no[k] = nclosed++;
	return nclosed;
}

void
seer_chain_solve(const struct seer_chain *c, struct seer_chain_answer *a)
{
	size_t n = c->n, *class = xreallocarray(NULL, n, sizeof(*class));
	size_t ncomp = components(c, class), s, k, nclosed, t = 0;
	size_t *closed_no = xreallocarray(NULL, ncomp, sizeof(*closed_no));
	size_t *size = xreallocarray(NULL, ncomp, sizeof(*size));
	size_t *at = xreallocarray(NULL, n, sizeof(*at));
	size_t *member = xreallocarray(NULL, n, sizeof(*member));
	struct seer_fraction *weight, *rates;
	bool ok = true;

	nclosed = number_closed(c, class, ncomp, closed_no, size);
	a->share = xreallocarray(NULL, n, sizeof(*a->share));
	a->classes = nclosed;
	a->recurrent = 0;
	a->too_large = false;
	for (s = 0; s < n; s++) {
		a->share[s] = zero;
		if (closed_no[class[s]] != SIZE_MAX)
			a->recurrent++;
	}
	/* Each closed class's own shares: its members numbered from 0. */
	for (k = 0; k < ncomp && ok; k++) {
		size_t m = 0;

		if (closed_no[k] == SIZE_MAX)
			continue;
		if (size[k] > SEER_SOLVE_MAX) {
			a->too_large = true;
			ok = false;
		}
		for (s = 0; s < n && ok; s++)
			if (class[s] == k) {
				at[s] = m;
				member[m++] = s;
			}
		ok = ok && stationary(c, at, member, m, a->share);
	}
	/*
	 * Each class's rate; where they differ, the chances of ending in each
	 * weigh them.
	 */
	weight = xreallocarray(NULL, nclosed, sizeof(*weight));
	rates = xreallocarray(NULL, nclosed, sizeof(*rates));
	for (k = 0; k < nclosed; k++)
		rates[k] = zero;
	for (s = 0; s < n && ok; s++)
		if (closed_no[class[s]] != SIZE_MAX)
			rates[closed_no[class[s]]] = seer_fraction_add(rates[closed_no[class[s]]],
			    seer_fraction_mul(a->share[s], seer_chain_wins(c, s, &ok), &ok), &ok);
	a->weighted = nclosed == 1 || closed_no[class[0]] != SIZE_MAX;
	for (k = 0; k < nclosed; k++)
		weight[k] = seer_fraction(nclosed == 1 || closed_no[class[0]] == k, 1, &ok);
	for (k = 1; k < nclosed && ok && !a->weighted; k++)
		if (seer_fraction_cmp(rates[k], rates[0]) != 0) {
			for (s = 0; s < n; s++)
				if (closed_no[class[s]] == SIZE_MAX) {
					at[s] = t;
					member[t++] = s;
				}
			a->too_large = t > SEER_SOLVE_MAX;
			ok = t <= SEER_SOLVE_MAX &&
			    absorption(c, class, closed_no, nclosed, at, member, t, weight);
			a->weighted = true;
			break;
		}
	a->rate = nclosed > 0 && !a->weighted ? rates[0] : zero;
	for (s = 0; s < n && ok && a->weighted; s++)
		if (closed_no[class[s]] != SIZE_MAX)
			a->share[s] = seer_fraction_mul(a->share[s], weight[closed_no[class[s]]],
			    &ok);
	for (k = 0; k < nclosed && ok && a->weighted; k++)
		a->rate = seer_fraction_add(a->rate, seer_fraction_mul(rates[k], weight[k], &ok),
		    &ok);
	a->exact = ok;
	a->approximate = !ok && !a->too_large && nclosed == 1 && chain_rate(c, &a->value);
	free(weight);
	free(rates);
	free(class);
	free(closed_no);
	free(size);
	free(at);
	free(member);
}
