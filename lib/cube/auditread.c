/* Reading a file of scrambles into an audit (see auditread.h). */
#include "../line.h"
#include "../out.h"
#include "auditread.h"
#include "notation.h"

/*
 * Adds the scramble on every line of in to a; a blank or comment line is
 * passed over, and a bad line is reported (diag_bad) and left out.  t
 * holds the answers gathered so far, flushed as the reading waits
 * (out_next_line in out.h).
 */
static void
cube_audit_read(struct cube_audit *a, struct input *in, struct text *t)
{
	struct cube_bad bad;
	struct cube cube;
	char *line;
	ssize_t len;
	int got;

	while ((len = out_next_line(t, in, &line)) >= 0) {
		if ((got = cube_parse(line, (size_t)len, &cube, &bad)) < 0)
			diag_bad(&in->where, bad.tok, bad.len, bad.reason);
		else if (got > 0)
			cube_audit_add(a, &cube, line, (size_t)len, &in->where);
	}
}

bool
cube_audit_input(struct input *in, struct text *t, bool tsv)
{
	struct cube_audit *a = cube_audit_new();
	struct cube_audit_judgement judgement;

	cube_audit_read(a, in, t);
	cube_audit_judge(a, &judgement);
	if (tsv)
		cube_audit_tsv(t, &judgement);
	else
		cube_audit_text(t, &judgement);
	cube_audit_free(a);
	return judgement.random_state;
}
