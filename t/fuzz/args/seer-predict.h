#define ARGS { "--seed", "1", NULL }, { "-v", "--seed", "2", NULL }, { "-k", "-s", "-m", "shannon", NULL }, \
	{ "-v", "-m", "oracle", NULL }, { "-m", "best", "-s", NULL }
