#define ARGS { NULL }, { "-v", NULL }, { "-m", "-k", "3", "-v", NULL }, { "-s", NULL }, { "-c", "-u", NULL }
