/*
 * seer-duel: every option and player, patterns drawn; a record is @in
 * (or stdin, "-") and ends where the input does.  A match of machines
 * alone ends only at -n and writes nothing as it plays (but for --curve,
 * which the sink ends): there bound() keeps plays x matches x pairings
 * (a league's n(n-1)) within PLAYS_MAX, a tenth of a second with the
 * sanitizers, by lowering -r, then -n (adding -n when the default 10000
 * is too many).  The last -n and -r count; one drawn as no number is
 * refused or read as at most NOT_NUMBER_MAX ("007").  Products the
 * program refuses (past INT64_MAX) stay as drawn.  --periodic plays
 * every class of every period up to its own: it is held to PERIOD_MAX,
 * with -n and -r held to PERIODIC_PLAYS and PERIODIC_MATCHES (added
 * where not drawn, for its defaults are large).
 */
enum {
	PLAYS_MAX = 1 << 18, DEFAULT_PLAYS = 10000, NOT_NUMBER_MAX = 1000,
	PERIOD_MAX = 6, PERIODIC_PLAYS = 256, PERIODIC_MATCHES = 4
};

#define SEER_PLAYERS "seer", "shannon", "oracle", "opposite", "best", "best:seer", "best:shannon", \
	"random", "pattern:", "best:", "Seer", "lz", "ctw", "switch", "oracle:3", "ctw:4", "oracle:"
#define FILES "@in", "@out", "@none", "/dev/null", "/dev/full"

#define OPTIONS \
	NUMBER("-n", 1, INT64_MAX), NUMBER("--plays", 1, INT64_MAX), \
	NUMBER("-r", 1, INT64_MAX), NUMBER("--repeat", 1, INT64_MAX), \
	FLAG("--league"), FLAG("--curve"), FLAG("--tsv"), FLAG("-v"), FLAG("--verbose"), \
	CHOICE("--svg", FILES), CHOICE("--save", FILES), NUMBER("--seed", 0, UINT64_MAX), \
	FLAG("--exact"), CHOICE("--diagram", "dot", "text", "svg"), NUMBER("--periodic", 1, 16), \
	COMMON_OPTIONS, OPERAND(SEER_PLAYERS, "-", "@in", "@out", "@none")

static bool
is_record(const struct item *it)
{
	return is_operand(it) && (strcmp(it->choice, "-") == 0 || strcmp(it->choice, "@in") == 0 ||
	    strcmp(it->choice, "@out") == 0);
}

/* --periodic's search, held small; true when the call has one. */
static bool
bound_periodic(struct call *c)
{
	bool periodic = false, plays = false, repeat = false;
	size_t i, n = c->n;

	for (i = 0; i < n; i++) {
		struct item *it = &c->item[i];

		uint64_t most = IS_OPTION(it, "--periodic") ? PERIOD_MAX :
		    IS_OPTION(it, "-n") || IS_OPTION(it, "--plays") ? PERIODIC_PLAYS :
		    IS_OPTION(it, "-r") || IS_OPTION(it, "--repeat") ? PERIODIC_MATCHES : UINT64_MAX;

		periodic |= IS_OPTION(it, "--periodic");
		plays |= most == PERIODIC_PLAYS;
		repeat |= most == PERIODIC_MATCHES;
		if (it->bad == NULL && it->number > most)
			it->number = most;
	}
	if (periodic && !plays)
		call_add(c, find_entry("-n"))->number = PERIODIC_PLAYS;
	if (periodic && !repeat)
		call_add(c, find_entry("-r"))->number = PERIODIC_MATCHES;
	return periodic;
}

static void
bound(struct call *c)
{
	uint64_t plays = DEFAULT_PLAYS, repeat = 1, players = 0, pairs;
	bool league = false, plays_given = false;
	size_t i;

	if (bound_periodic(c))
		return;
	for (i = 0; i < c->n; i++) {
		struct item *it = &c->item[i];
		uint64_t v = it->bad == NULL ? it->number : NOT_NUMBER_MAX;

		if (IS_OPTION(it, "--curve") || is_record(it))
			return;
		if (IS_OPTION(it, "-n") || IS_OPTION(it, "--plays")) {
			plays = v;
			plays_given = true;
		} else if (IS_OPTION(it, "-r") || IS_OPTION(it, "--repeat")) {
			repeat = v;
		}
		league |= IS_OPTION(it, "--league");
		players += is_operand(it);
	}
	pairs = league && players > 1 ? players * (players - 1) : 1;
	if (plays > INT64_MAX / repeat || plays * repeat <= PLAYS_MAX / pairs)
		return;
	if (repeat > PLAYS_MAX / pairs)
		repeat = PLAYS_MAX / pairs > 0 ? PLAYS_MAX / pairs : 1;
	plays = PLAYS_MAX / (repeat * pairs) > 0 ? PLAYS_MAX / (repeat * pairs) : 1;
	if (!plays_given)
		call_add(c, find_entry("-n"))->number = plays;
	for (i = 0; i < c->n; i++) {
		struct item *it = &c->item[i];

		if (it->bad == NULL && (IS_OPTION(it, "-n") || IS_OPTION(it, "--plays")))
			it->number = plays;
		else if (it->bad == NULL && (IS_OPTION(it, "-r") || IS_OPTION(it, "--repeat")))
			it->number = repeat;
	}
}
