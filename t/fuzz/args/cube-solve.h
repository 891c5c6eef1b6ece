#define ARGS { NULL }, { "--qtm", NULL }, { "-a", NULL }, { "-n", "3", "--slack", "1", NULL }, \
	{ "--net", "--palette", "patent", NULL }, { "--moves", "RU", NULL }
