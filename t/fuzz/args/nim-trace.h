/* No --play: a game from a billion matches is rightly a billion moves long. */
#define ARGS { "--seed", "1", NULL }, { "-m", "-k", "2", "--start-heap", "1", NULL }, \
	{ "--machine", "nimatron", NULL }, { "--game", NULL }, { "--game", "-m", "-k", "2", "-b", NULL }, \
	{ "--versus", "--from", "7 6 3 4", "-v", NULL }
