/* A person playing live against a machine: see live.h. */
#include <inttypes.h>

#include "live.h"

void
seer_live_intro(struct text *t, const char *prog, const char *machine, enum seer_side you)
{
	/* The matcher wins when both play the same. */
	text_printf(t, "%s: %s is the %s: it wins when your play %s its own.\n"
	    "Type + or - (several at once if you like) and Enter; end with Ctrl-D.\n",
	    prog, machine, you == SEER_MATCHER ? "evader" : "matcher",
	    you == SEER_MATCHER ? "differs from" : "is the same as");
}

void
seer_live_prompt(struct text *t, const char *machine)
{
	text_printf(t, "%s ready> ", machine);
}

void
seer_live_score(struct text *t, const char *machine, enum seer_side you,
    const struct seer_match *m)
{
	text_printf(t, "  # %s %" PRIu64 ", you %" PRIu64 "\n", machine,
	    seer_match_wins(m, (enum seer_side)!you), seer_match_wins(m, you));
}
