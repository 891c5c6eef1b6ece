/*
 * cube-scramble: every option, each number over its whole range but -n.
 * A scramble can cost a quarter of a second here (--min-moves 11 draws
 * some 1,400 states for one) and --moves 1000000 a million turns, so bound()
 * lowers the count to COUNT_MAX, and with --moves to TURNS_MAX turns in
 * all.
 * --first's check still meets first numbers near UINT64_MAX.  The input
 * is the options, and with --audit the scrambles it reads (the file
 * operand, or the rest of the input); without --audit an operand is
 * refused.  --faces offers two faces at most: RUF would search every
 * state first (0.1 s, a second with the sanitizers).
 */
enum { COUNT_MAX = 4, TURNS_MAX = 1 << 20 };

#define OPTIONS \
	NUMBER("-n", 0, UINT64_MAX), NUMBER("--length", 1, 20), NUMBER("--moves", 1, 1000000), \
	NUMBER("--min-moves", 0, 11), FLAG("--state"), FLAG("--net"), FLAG("--tsv"), \
	FLAG("--sheet"), FLAG("--key"), CHOICE("--svg", "@in", "@out", "@none", "/dev/null", "/dev/full"), \
	CHOICE("--color", "auto", "always", "never", "Always"), CHOICE("--color=", "always", "never", ""), \
	CHOICE("--palette", "faces", "patent", "western", "Patent"), \
	NUMBER("--seed", 0, UINT64_MAX), NUMBER("--first", 0, UINT64_MAX), \
	CHOICE("--subset", "cll", "eg", "tcll-", "ls", "no-bar", "optimal", "EG-1", "x"), \
	CHOICE("--case", "Sune", "EG-2 O", "LS9", "8", "25", "0", "Gun", ""), \
	CHOICE("--faces", "RU", "U", "F", "FR", "L", "RR", ""), \
	COMMON_OPTIONS, OPERAND("@in"), FLAG("--audit"), FLAG("--short"), \
	CHOICE("--title", "Round 1", "<&\"'>", ""), NUMBER("--extra", 1, 9), \
	NUMBER("--per-page", 1, 12), CHOICE("--picture", "small", "medium", "large", "huge")

static void
bound(struct call *c)
{
	uint64_t turns = 1, count;
	size_t i;

	for (i = 0; i < c->n; i++)
		if (IS_OPTION(&c->item[i], "--moves") && c->item[i].bad == NULL)
			turns = c->item[i].number;
	count = TURNS_MAX / turns < COUNT_MAX ? TURNS_MAX / turns : COUNT_MAX;
	for (i = 0; i < c->n; i++)
		if (IS_OPTION(&c->item[i], "-n") && c->item[i].number > count)
			c->item[i].number = count;
}
