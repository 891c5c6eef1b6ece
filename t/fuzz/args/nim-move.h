#define ARGS { "--seed", "1", NULL }, { "-a", "-k", "2", NULL }, { "-m", "--when-safe=nimatron", NULL }, \
	{ "-k", "3", "--when-safe=random", "--seed", "2", NULL }, { "-p", "-m", "--seed", "3", NULL }
