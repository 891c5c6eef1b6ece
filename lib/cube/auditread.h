/*
 * Reading a file of scrambles into an audit (audit.h), as
 * cube-scramble --audit reads it: a line at a time, each bad line
 * reported where it stands and the rest read on.
 */
#ifndef WITS_CUBE_AUDITREAD_H
#define WITS_CUBE_AUDITREAD_H

#include "audit.h"

struct input;

/*
 * Reads every scramble of in (cube_audit_read), judges them all and
 * writes the judgement into t, as a table with tsv.  Returns whether
 * they look random-state.
 */
bool cube_audit_input(struct input *in, struct text *t, bool tsv);

#endif
