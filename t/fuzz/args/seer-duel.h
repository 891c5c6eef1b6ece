/* The input is the evader's record. */
#define ARGS { "seer", NULL }, { "--svg", "/dev/null", "shannon", NULL }, { "--curve", "best", NULL }, \
	{ "--tsv", "oracle", NULL }
