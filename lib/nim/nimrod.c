/* The Nimrod's program, one instruction at a time: see nimrod.h. */
#include <stdlib.h>
#include <string.h>

#include "../diag.h"
#include "nimrod.h"

void
nimrod_load(struct nimrod *m, const struct nim_game *g, const struct nim_position *p, size_t start)
{
	m->k = g->k;
	m->selected.n = 0;
	m->recall = 0;
	nim_position_copy(&m->store, p);
	if (m->slots < p->n) {
		m->slots = p->n;
		m->slot = xreallocarray(m->slot, m->slots, sizeof(*m->slot));
	}
	if (p->n > 0)
		memset(m->slot, 0, p->n * sizeof(*m->slot));
	nim_column_sums(p, m->sum);
	m->column = nim_top_column(p);
	m->columns = m->column + 1;
	m->heap = p->n > 0 ? start % p->n : 0;
	m->lit = p->n > 0 ? NIMROD_SUM : NIMROD_STOP;
}

/*
 * Obeys the booklet's modification on the heap the program points at,
 * and keeps the column sums up to date.
 */
static void
modify(struct nimrod *m)
{
	uint64_t *h = &m->store.heap[m->heap];
	int c;

	m->before = *h;
	*h = nim_modify(*h, m->column);
	m->after = *h;
	for (c = 0; c <= m->column; c++)
		m->sum[c] = m->sum[c] - nim_bit(m->before, c) + nim_bit(m->after, c);
	m->selected.change[m->slot[m->heap] - 1].to = *h;
}

bool
nimrod_step(struct nimrod *m)
{
	enum nimrod_instruction next = NIMROD_STOP;

	m->obeyed = m->lit;
	switch (m->lit) {
	case NIMROD_SUM:
		m->unsafe = m->sum[m->column] % (m->k + 1) != 0;
		next = m->unsafe ? NIMROD_DIGIT : NIMROD_NEXT_COLUMN;
		break;
	case NIMROD_DIGIT:
		/*
		 * The first heap in the memory with a 1 in the column: a column's
		 * modifications only clear its digits, so those passed stay passed.
		 */
		m->recalled = false;
		while (m->k > 1 && m->recall < m->selected.n &&
		    !nim_bit(m->selected.change[m->recall].to, m->column))
			m->recall++;
		if (m->k > 1 && m->recall < m->selected.n) {
			m->recalled = m->heap != m->selected.change[m->recall].heap;
			m->heap = m->selected.change[m->recall].heap;
		}
		m->digit = nim_bit(m->store.heap[m->heap], m->column);
		next = m->digit ? NIMROD_MEMORY : NIMROD_NEXT_HEAP;
		break;
	case NIMROD_NEXT_HEAP:
		m->heap = (m->heap + 1) % m->store.n;
		next = NIMROD_DIGIT;
		break;
	case NIMROD_MEMORY:
		m->was_selected = m->slot[m->heap] != 0;
		next = m->was_selected ? NIMROD_MODIFY : NIMROD_SELECT;
		break;
	case NIMROD_SELECT:
		nim_move_add(&m->selected, m->heap, m->store.heap[m->heap], m->store.heap[m->heap]);
		m->slot[m->heap] = m->selected.n;
		next = NIMROD_MODIFY;
		break;
	case NIMROD_MODIFY:
		modify(m);
		next = m->k == 1 ? NIMROD_NEXT_COLUMN : NIMROD_SUM;
		break;
	case NIMROD_NEXT_COLUMN:
		m->column--;
		m->recall = 0;
		next = m->column >= 0 ? NIMROD_SUM : NIMROD_STOP;
		break;
	case NIMROD_STOP:
		return false;
	}
	m->lit = next;
	return true;
}

void
nimrod_move(const struct nimrod *m, struct nim_move *move)
{
	size_t j;

	move->n = 0;
	for (j = 0; j < m->selected.n; j++)
		nim_move_add(move, m->selected.change[j].heap, m->selected.change[j].from,
		    m->selected.change[j].to);
	nim_move_sort(move);
}

void
nimrod_free(struct nimrod *m)
{
	nim_position_free(&m->store);
	nim_move_free(&m->selected);
	free(m->slot);
	m->slot = NULL;
	m->slots = 0;
}
