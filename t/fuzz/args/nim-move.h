/* -a with -n: Nim_k positions of large heaps have billions of correct moves.
 * --play with random moves: with the Nimrod's one match at a time a game from 10^9 matches lasts 10^9 moves. */
#define ARGS { "--seed", "1", NULL }, { "-a", "-n", "1000", "-k", "2", NULL }, { "-m", "--when-safe=nimatron", NULL }, \
	{ "-k", "3", "--when-safe=random", "--seed", "2", NULL }, { "-p", "-m", "--when-safe=random", "--seed", "3", NULL }
