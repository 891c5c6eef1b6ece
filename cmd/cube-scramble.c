/* cube-scramble: scrambles for the pocket cube, as competitions draw them. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "../lib/cli.h"
#include "../lib/cube/format.h"
#include "../lib/cube/scramble.h"
#include "../lib/diag.h"
#include "../lib/out.h"
#include "../lib/progress.h"
#include "../lib/rng.h"
#include "../lib/text.h"

static const char usage[] =
    "cube-scramble [-n count] [--length n | --moves n] [--min-moves n] [--state]\n"
    "                     [--net | --tsv] [--palette name] [--seed n] [--first n]";

static const char options[] =
    "  -n count              how many scrambles (default 1)\n"
    "      --length n        random-state scrambles of exactly n turns (1 to 14),\n"
    "                        not the shortest\n"
    "      --moves n         random-move scrambles of n turns, no face twice running\n"
    "      --min-moves n     draw again any state solved in fewer than n turns\n"
    "                        (default 4, as in competitions)\n"
    "      --state           write each scrambled cube as a facelet string\n"
    "      --net             a picture of each scrambled cube after it\n"
    "      --tsv             a table: a header, then a row a scramble, with its\n"
    "                        seed, number, turns and state\n"
    "      --palette name    the colours of --state and --net: faces, patent, western\n"
    "      --seed n          make the scrambles repeatable\n"
    "      --first n         number the scrambles from n, for a shard of a larger run\n";

enum { LENGTH_MAX = 14, MOVES_MAX = 1000000 };

int
main(int argc, char *argv[])
{
	enum { OPT_LENGTH = OPT_FIRST_OWN, OPT_MOVES, OPT_MIN_MOVES, OPT_STATE, OPT_NET, OPT_PALETTE,
		OPT_FIRST, OPT_TSV };
	static const struct option longopts[] = {
		{ "length", required_argument, NULL, OPT_LENGTH },
		{ "moves", required_argument, NULL, OPT_MOVES },
		{ "min-moves", required_argument, NULL, OPT_MIN_MOVES },
		{ "state", no_argument, NULL, OPT_STATE },
		{ "net", no_argument, NULL, OPT_NET },
		{ "palette", required_argument, NULL, OPT_PALETTE },
		{ "seed", required_argument, NULL, OPT_SEED },
		{ "first", required_argument, NULL, OPT_FIRST },
		{ "tsv", no_argument, NULL, OPT_TSV },
		CLI_LONG_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	uint64_t count = 1, moves = 0, first = 0, seed_value, i;
	unsigned length = 0, min_moves = CUBE_SCRAMBLE_MIN_MOVES;
	bool min_given = false, palette_given = false, state = false, net = false, tsv = false;
	bool ansi;
	const struct cube_palette *palette = cube_palette_named("faces");
	const char *seed = NULL;
	struct cube_solver *solver = NULL;
	struct cube_turn *turns = NULL;
	struct cube_path path;
	struct cube cube;
	struct rng rng;
	struct progress progress;
	struct text out = { 0 };
	int ch;

	diag_init(argv[0]);
	while ((ch = cli_option(argc, argv, "n:h", longopts, usage, options)) != -1) {
		switch (ch) {
		case 'n': count = cli_number("-n", optarg, 0, UINT64_MAX, usage); break;
		case OPT_LENGTH: length = (unsigned)cli_number("--length", optarg, 1, LENGTH_MAX, usage); break;
		case OPT_MOVES: moves = cli_number("--moves", optarg, 1, MOVES_MAX, usage); break;
		case OPT_MIN_MOVES:
			min_moves = (unsigned)cli_number("--min-moves", optarg, 0, CUBE_GODS_NUMBER, usage);
			min_given = true;
			break;
		case OPT_STATE: state = true; break;
		case OPT_NET: net = true; break;
		case OPT_PALETTE:
			if ((palette = cube_palette_named(optarg)) == NULL)
				diag_usage_value(usage, "--palette", optarg, "not %s", cube_palette_names);
			palette_given = true;
			break;
		case OPT_SEED: seed = optarg; break;
		case OPT_FIRST: first = cli_number("--first", optarg, 0, UINT64_MAX, usage); break;
		case OPT_TSV: tsv = true; break;
		}
	}
	if (optind < argc)
		diag_usage(usage, "'%s': cube-scramble reads no input", argv[optind]);
	if (moves > 0 && (length > 0 || min_given))
		diag_usage(usage, "--moves makes random-move scrambles: no --length or --min-moves");
	if (net && tsv)
		diag_usage(usage, "--net and --tsv do not go together");
	if (palette_given && !state && !net && !tsv)
		diag_usage(usage, "--palette needs --state, --net or --tsv");
	if (!cube_scramble_possible(min_moves, length))
		diag_usage(usage, "--length %u is shorter than --min-moves %u", length, min_moves);
	if (count > 0 && first > UINT64_MAX - (count - 1))
		diag_usage(usage, "--first %llu: scrambles past number 18446744073709551615",
		    (unsigned long long)first);
	seed_value = cli_seed(&rng, seed, usage);
	ansi = net && isatty(STDOUT_FILENO) && getenv("NO_COLOR") == NULL;
	if (moves > 0)
		turns = xreallocarray(NULL, (size_t)moves, sizeof(*turns));
	else
		solver = cube_solver_new(CUBE_HTM, cube_home_face, CUBE_HOME_FACES);

	if (tsv)
		text_str(&out, CUBE_SCRAMBLE_TSV "\n");
	progress_start(&progress, "scrambles", count);
	for (i = 0; i < count && !diag_output_failed(); i++) {
		const struct cube_turn *turn = turns;
		size_t n = (size_t)moves;

		rng_seed_record(&rng, seed_value, first + i);
		progress_tick(&progress, i);
		if (moves > 0) {
			cube_scramble_moves(&rng, turns, n, &cube);
		} else {
			cube_scramble_random(solver, &rng, min_moves, length, &cube, &path);
			turn = path.turn;
			n = path.n;
		}
		if (tsv)
			cube_text_scramble_tsv(&out, seed_value, first + i, turn, n, &cube, palette);
		else
			cube_text_scramble(&out, turn, n, &cube, palette, state);
		if (net)
			cube_text_net(&out, &cube, palette, ansi);
		out_answered(&out);
	}
	progress_end(&progress);
	text_put(&out, stdout);
	text_free(&out);
	free(turns);
	cube_solver_free(solver);
	return diag_finish();
}
