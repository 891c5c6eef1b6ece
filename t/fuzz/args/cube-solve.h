/*
 * cube-solve: every option; -n and --slack over their whole ranges, the
 * faces of --faces (and of --moves, its old spelling) from a list or
 * drawn; --judge and its -v; the colours of --face and --layer.  -a and -n write a line a
 * solution, so the sink ends the runs whose output is rightly endless
 * (-a --slack 20).
 */
#define OPTIONS \
	FLAG("-a"), FLAG("--all"), NUMBER("-n", 1, UINT64_MAX), NUMBER("--slack", 0, 20), \
	FLAG("--qtm"), FLAG("--net"), FLAG("--census"), FLAG("--tsv"), \
	FLAG("--judge"), FLAG("-v"), FLAG("--verbose"), \
	CHOICE("--face", "U", "white", "B", "any", "each", "X", "Blue"), TEXT("--face"), \
	CHOICE("--layer", "D", "orange", "any", "each", ""), TEXT("--layer"), \
	CHOICE("--moves", "RUF", "RU", "R", "RL", "UD", "FUR", "RUFLDB", "LDB", "RR"), TEXT("--moves"), \
	CHOICE("--palette", "faces", "patent", "western", "Patent"), \
	CHOICE("--svg", "@in", "@out", "@none", "/dev/null", "/dev/full"), \
	CHOICE("--color", "auto", "always", "never", "Always"), CHOICE("--color=", "always", "never", ""), \
	COMMON_OPTIONS, INPUT_OPERANDS, \
	CHOICE("--faces", "RUF", "RU", "R", "RL", "UD", "FUR", "RUFLDB", "LDB", "RR"), TEXT("--faces")

static void
bound(struct call *c)
{
	(void)c;
}
