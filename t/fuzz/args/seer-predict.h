/*
 * seer-predict: every option and machine, patterns drawn; --machine as
 * often as drawn.  Its work is linear in its input (times the machines).
 */
#define SEER_PLAYERS "seer", "shannon", "oracle", "opposite", "best", "best:seer", "best:shannon", \
	"random", "pattern:", "best:", "Seer", "lz", "ctw", "switch", "oracle:3", "ctw:4", "oracle:"

#define OPTIONS \
	FLAG("-k"), FLAG("--keep"), FLAG("-s"), FLAG("--summary"), FLAG("-v"), FLAG("--verbose"), \
	CHOICE("-m", SEER_PLAYERS), CHOICE("--machine", SEER_PLAYERS), NUMBER("--seed", 0, UINT64_MAX), \
	COMMON_OPTIONS, INPUT_OPERANDS, \
	FLAG("--tsv"),	/* a table grows at its end, so that the corpus keeps its meaning */ \
	FLAG("--profile"), CHOICE("--train", "@in", "/dev/null", "@none")

static void
bound(struct call *c)
{
	(void)c;
}
