/* The matches of seer-duel, played: see duel.h. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../diag.h"
#include "../out.h"
#include "../screen.h"
#include "../term.h"
#include "duel.h"
#include "league.h"
#include "live.h"
#include "match.h"
#include "matchtext.h"
#include "svg.h"

/*
 * A long match runs in chunks of this many plays, so that it can show its
 * progress.
 */
enum { CHUNK_PLAYS = 1 << 16 };

/* What a record's next lines gave: plays, a blank line, or its end. */
enum feed { FED, SESSION_OVER, RECORD_OVER };

void
seer_duel_start(struct seer_duel *d, char **operand, size_t n)
{
	size_t i;

	d->players = n;
	d->sides = xreallocarray(NULL, n, sizeof(*d->sides));
	for (i = 0; i < n; i++) {
		struct seer_duelist *s = &d->sides[i];

		seer_entrant_start(&s->e, operand[i]);
		(void)seer_player_level(&s->e.player, d->level);
		if (s->e.recorded)
			input_open(&s->in, 1, &operand[i]);
	}
	if (n >= 2) {
		d->side[SEER_MATCHER] = &d->sides[0];
		d->side[SEER_EVADER] = &d->sides[1];
	}
}

/* Returns the side typed live, or -1 when no person plays. */
static int
seer_duel_live_side(const struct seer_duel *d)
{
	if (d->side[SEER_MATCHER]->e.live)
		return SEER_MATCHER;
	return d->side[SEER_EVADER]->e.live ? SEER_EVADER : -1;
}

void
seer_duel_set_talk(struct seer_duel *d)
{
	if (seer_duel_live_side(d) < 0)
		return;
	d->report.prefix = "# ";
	/* Beside values for a script, only a person at a terminal is told. */
	if (d->report.form != SEER_REPORT_TEXT)
		d->talk = isatty(STDIN_FILENO) ? stderr : NULL;
	else
		d->talk = stdout;
	d->keys = term_keys_start(STDIN_FILENO);
	if (!d->keys)
		return;
	d->width = screen_width(STDERR_FILENO);
	/*
	 * The words answer each play, so the lines of plays go only to a
	 * file or a pipe that keeps them.
	 */
	if (d->talk != stdout || isatty(STDOUT_FILENO))
		d->talk = NULL;
}

void
seer_duel_progress(struct seer_duel *d)
{
	uint64_t pairings = d->report.league ?
	    d->players * (d->players - 1) : 1;
	uint64_t plays = d->plays * d->repeat;

	/* Plays too many to count are shown without a total. */
	if (plays > UINT64_MAX / pairings)
		plays = 0;
	if (!d->sides[0].e.recorded && !d->sides[1].e.recorded)
		progress_start(&d->progress, "plays", plays * pairings);
}

void
seer_duel_verbose(struct seer_duel *d)
{
	struct text aside = { 0 };
	struct text *t = d->report.form == SEER_REPORT_TEXT ? &d->out : &aside;
	size_t i;

	seer_text_seed(t, d->report.prefix, d->report.seed);
	for (i = 0; i < d->players; i++)
		seer_report_best(t, d->report.prefix, d->sides[i].e.name,
		    &d->sides[i].e.player);
	text_put(&aside, stderr);
	text_free(&aside);
}

/* Sends the reply to a line typed live on, before the next is read. */
static void
talk(struct seer_duel *d)
{
	if (d->talk == stdout) {
		text_add(&d->out, d->reply.s, d->reply.len);
		out_flush(&d->out);
	} else if (d->talk != NULL) {
		text_put(&d->reply, d->talk);
	}
	d->reply.len = 0;
}

/*
 * Reads the next line of plays of a record or of the live player on side
 * `side` and feeds it to the player.  Returns FED, or why no plays came:
 * a blank line after plays of the match (`playing`) ends the session,
 * and the next match starts from cleared players, as the paper cleared
 * SEER before each curve.  A person's slip is refused and the line asked
 * for again; a record's is an error.
 */
static enum feed
read_plays(struct seer_duel *d, enum seer_side side, bool playing)
{
	struct seer_duelist *s = d->side[side];
	bool live = s->e.live, prompt = live && isatty(STDIN_FILENO);
	struct seer_bad bad;
	char *line;
	ssize_t len;
	int got;

	if (live)
		out_flush(&d->out);	/* The person sees the curve so far. */
	do {
		if (live && d->save.failed) {
			/* The session's record is lost, so the session stops. */
			s->e.ended = true;
			return RECORD_OVER;
		}
		if (prompt) {
			seer_live_prompt(&d->prompt, d->side[!side]->e.name);
			text_put(&d->prompt, stderr);
		}
		if ((len = out_next_line(&d->out, &s->in, &line)) < 0) {
			if (prompt)	/* The report starts on a line of its own. */
				fputc('\n', stderr);
			s->e.ended = true;
			return RECORD_OVER;
		}
		got = seer_entrant_line(&s->e, line, (size_t)len, &bad,
		    &d->reply);
		if (got < 0) {
			(live ? diag_refuse : diag_bad)(&s->in.where, bad.tok,
			    bad.len, bad.reason);
		} else if (got == 0) {
			if (live) {
				talk(d);
				outfile_line(&d->save, line, (size_t)len);
			}
			if (playing && line_blank(line, (size_t)len))
				return SESSION_OVER;
		}
	} while (got <= 0);
	return FED;
}

/* Saves the plays of the match typed so far one key a play, as one line. */
static void
save_keyed(struct seer_duel *d)
{
	if (d->keyed.len == 0)
		return;
	outfile_line(&d->save, d->keyed.s, d->keyed.len);
	d->keyed.len = 0;
}

/*
 * Reads the keys of the person at the terminal on side `side` until one
 * is a play, and feeds it to the player as a line of one play.  Returns
 * FED, or why no play came: n for a new match (once the match has
 * plays) ends the session, as a blank line does; q, Ctrl-D and Ctrl-C
 * end the record, so that the score is told (Ctrl-C then ends the
 * program as it would have).  ? tells the rules and the keys again; any
 * other key is answered with its name, as typed, and the keys there
 * are.  The keys
 * pressed before the prompt are dropped: pressed while the machine
 * answered, they were not meant for this play.
 */
static enum feed
read_keys(struct seer_duel *d, enum seer_side side,
    const struct seer_match *m)
{
	struct seer_duelist *s = d->side[side];
	const char *machine = d->side[!side]->e.name;
	unsigned char play;
	struct seer_bad bad;
	char c, typed[4];
	size_t n;
	int key;

	out_flush(&d->out);
	for (;;) {
		if (d->save.failed) {
			s->e.ended = true;
			return RECORD_OVER;
		}
		term_keys_ask(STDIN_FILENO);
		seer_live_ask(&d->prompt, machine, side, m->plays + 1, d->key,
		    d->width);
		text_put(&d->prompt, stderr);
		key = term_key(STDIN_FILENO);
		if (key == TERM_END || key == TERM_INTERRUPT || key == 'q' ||
		    key == 'Q') {
			if (key >= 0)
				fputc(key, stderr);
			fputc('\n', stderr);
			d->interrupted = key == TERM_INTERRUPT;
			s->e.ended = true;
			return RECORD_OVER;
		}
		if (key == '?') {
			text_str(&d->prompt, "?\n");
			seer_live_keys_intro(&d->prompt, machine, side, d->width);
			text_put(&d->prompt, stderr);
			continue;
		}
		c = (char)key;
		if ((key == 'n' || key == 'N') && m->plays > 0) {
			text_printf(&d->prompt, "%c\n", key);
			seer_live_new_match(&d->prompt, machine, d->width);
			text_put(&d->prompt, stderr);
			save_keyed(d);
			outfile_line(&d->save, "", 0);
			return SESSION_OVER;
		}
		if (seer_parse(&c, 1, &play, &n, &bad) == 1 &&
		    seer_entrant_line(&s->e, &c, 1, &bad, &d->reply) == 1) {
			d->key = key;	/* The answer shows it. */
			return FED;
		}
		n = term_key_char(STDIN_FILENO, key, typed);
		text_char(&d->prompt, '\n');
		seer_live_keys_help(&d->prompt, typed, n, d->key, d->width);
		text_put(&d->prompt, stderr);
	}
}

/*
 * Ends the live player's line once it is played or the match ends in it:
 * replies with the machine's plays and the score, and saves what was
 * played (keys with the match's others), so that the saved session
 * replays the match.  Plays past the
 * end of the match are refused as not played.
 */
static void
end_live_line(struct seer_duel *d, const struct seer_match *m,
    enum seer_side you)
{
	struct seer_duelist *s = d->side[you];
	struct text keep = { 0 }, unplayed = { 0 };

	if (seer_entrant_answer(&s->e, d->side[!you]->e.name, you, m,
	    &d->reply, &keep, &unplayed) > 0) {
		talk(d);
		if (d->keys)
			text_add(&d->keyed, keep.s, keep.len);
		else
			outfile_line(&d->save, keep.s, keep.len);
	}
	if (unplayed.len > 0)
		diag_refuse(&s->in.where, unplayed.s, unplayed.len,
		    "not played: the match is over");
	text_free(&keep);
	text_free(&unplayed);
}

/*
 * Plays one turn, feeding each record its next line when it has played
 * the last; returns FED when the turn was played, else why not.
 */
static enum feed
turn(struct seer_duel *d, struct seer_turns *t)
{
	enum seer_side dry;
	enum feed fed;

	while (!seer_turn(t, &d->rng, &dry)) {
		/*
		 * Each key a person presses is fed as a play of its own: the
		 * keys of a match are one line, so only a line read ends one.
		 */
		if (d->keys && d->side[dry]->e.live) {
			if (d->report.verbose)
				seer_reason(&d->side[!dry]->e.player,
				    t->play[!dry], &d->why);
			fed = read_keys(d, dry, t->match);
		} else {
			fed = read_plays(d, dry, t->match->plays > 0);
			if (fed == FED)
				seer_turns_next_line(t);
		}
		if (fed != FED)
			return fed;
	}
	return FED;
}

/*
 * Plays a match turn by turn, as records, live plays and curves need.
 * Returns true when a record's session is over and another follows.  A
 * record ends after d->plays plays, counted over all its sessions.
 */
static bool
turns(struct seer_duel *d, struct seer_match *m, uint64_t match,
    struct seer_curve *curve, bool recorded)
{
	uint64_t plays = d->plays - (recorded ? d->done : 0);
	enum feed fed = FED;
	struct seer_turns t;
	int live = seer_duel_live_side(d);

	seer_turns_start(&t, m, curve);
	while (m->plays < plays && !diag_output_failed() &&
	    (fed = turn(d, &t)) == FED) {
		progress_tick(&d->progress, d->done + m->plays);
		if (d->report.form == SEER_REPORT_CURVE) {
			seer_report_turn(&d->out, &d->report, match, m);
			out_answered(&d->out);
		}
		if (live >= 0 && d->keys) {
			seer_live_answer(&d->prompt, d->side[!live]->e.name,
			    (enum seer_side)live, d->key, t.play[!live], m,
			    d->width);
			if (d->report.verbose)
				seer_live_why(&d->prompt, &d->why, d->width);
			text_put(&d->prompt, stderr);
		}
		if (live >= 0) {
			text_char(&d->reply, seer_play_char(t.play[!live]));
			if (seer_record_left(&d->side[live]->e.player) == 0)
				end_live_line(d, m, live);
		}
	}
	/*
	 * A session that the other side's blank line ended leaves the
	 * person's line to the next.
	 */
	if (live >= 0 && d->side[live]->e.n > 0 && fed != SESSION_OVER)
		end_live_line(d, m, live);
	save_keyed(d);
	seer_turns_end(&t);
	return fed == SESSION_OVER;
}

/* Plays a match with seer_run, in chunks so that it can show its progress. */
static void
run(struct seer_duel *d, struct seer_match *m)
{
	while (m->plays < d->plays) {
		uint64_t left = d->plays - m->plays;

		seer_run(m, left < CHUNK_PLAYS ? left : CHUNK_PLAYS, &d->rng);
		if (d->progress.on)
			progress_show(&d->progress, d->done + m->plays);
	}
}

/*
 * Plays the matches of one pairing, each from cleared players, and
 * reports each: d->repeat matches, or one for each session of a record.
 */
static void
pairing(struct seer_duel *d, struct seer_curves *curves)
{
	struct seer_entrant *matcher = &d->side[SEER_MATCHER]->e;
	struct seer_entrant *evader = &d->side[SEER_EVADER]->e;
	bool recorded = matcher->recorded || evader->recorded;
	bool by_turns = recorded || d->report.form == SEER_REPORT_CURVE ||
	    curves != NULL;
	bool session = false;	/* a record's session is over, another follows */
	uint64_t match;

	seer_report_pairing(&d->report, matcher->name, evader->name);
	for (match = 1; (match <= d->repeat || session) &&
	    !diag_output_failed(); match++) {
		struct seer_match m;

		seer_match_start(&m, &matcher->player, &evader->player);
		if (by_turns)
			session = turns(d, &m, match, curves != NULL ?
			    seer_curves_add(curves) : NULL, recorded);
		else
			run(d, &m);
		d->done += m.plays;
		/* Blank lines at a record's end start no session. */
		if (m.plays == 0 && match > 1) {
			if (curves != NULL)
				seer_curves_drop(curves);
			break;
		}
		seer_report_match(&d->out, &d->report, &m);
		out_answered(&d->out);
	}
}

/*
 * Draws the learning curves into d->picture, and warns when there were
 * more than it can hold.
 */
static void
draw(struct seer_duel *d, struct seer_curves *curves)
{
	struct text picture = { 0 };

	if (curves->left_out > 0)
		diag_warn("%s: drew the first %zu matches, not the last %"
		    PRIu64, d->picture.option, curves->n, curves->left_out);
	seer_svg(&picture, curves->curve, curves->n,
	    d->side[SEER_MATCHER]->e.operand,
	    d->side[SEER_EVADER]->e.operand);
	outfile_put(&d->picture, &picture);
	outfile_close(&d->picture);
	text_free(&picture);
}

void
seer_duel_match(struct seer_duel *d)
{
	struct seer_curves curves = { 0 };
	bool drawn = d->picture.path != NULL;
	int live = seer_duel_live_side(d);
	bool keyed = live >= 0 && d->keys;
	int i;

	if (keyed)
		seer_live_keys_intro(&d->prompt, d->side[!live]->e.name,
		    (enum seer_side)live, d->width);
	else if (live >= 0 && isatty(STDIN_FILENO))
		seer_live_intro(&d->prompt, diag_prog(),
		    d->side[!live]->e.name, (enum seer_side)live);
	/* SEER's reasons are in its own words, which a class is told first. */
	if (keyed && d->report.verbose &&
	    d->side[!live]->e.player.kind == SEER_SEER)
		seer_text_why_legend(&d->prompt, d->width);
	text_put(&d->prompt, stderr);
	seer_report_start(&d->out, &d->report);
	pairing(d, drawn ? &curves : NULL);
	/*
	 * At a terminal the person is told the score in words; the report,
	 * in the words of the roles, goes to a file or a pipe, or with -v,
	 * which asks for its intervals and odds, to the terminal too.
	 */
	if (!(keyed && isatty(STDOUT_FILENO) && !d->report.verbose &&
	    d->report.form == SEER_REPORT_TEXT))
		seer_report_end(&d->out, &d->report);
	if (keyed) {
		out_flush(&d->out);
		seer_live_summary(&d->prompt, d->side[!live]->e.name,
		    (enum seer_side)live, d->report.plays,
		    live == SEER_MATCHER ? d->report.plays -
		    d->report.matcher_wins : d->report.matcher_wins, d->width);
		text_put(&d->prompt, stderr);
	}
	for (i = 0; i < 2; i++) {
		const struct seer_entrant *e = &d->side[i]->e;

		if (e->ended && !e->had_plays)
			diag_warn("%s: no plays", e->live ? "stdin" : e->operand);
	}
	if (drawn)
		draw(d, &curves);
	seer_curves_free(&curves);
}

void
seer_duel_league(struct seer_duel *d)
{
	struct seer_duelist *player = d->sides;
	size_t n = d->players, i, j;
	const char **name = xreallocarray(NULL, n, sizeof(*name));
	struct seer_league l;

	seer_league_start(&l, n);
	seer_report_start(&d->out, &d->report);
	for (i = 0; i < n; i++) {
		name[i] = player[i].e.name;
		for (j = 0; j < n && !diag_output_failed(); j++) {
			if (i == j)
				continue;
			d->side[SEER_MATCHER] = &player[i];
			d->side[SEER_EVADER] = &player[j];
			pairing(d, NULL);
			seer_report_end(&d->out, &d->report);
			seer_league_add(&l, i, j, d->report.plays,
			    d->report.matcher_wins);
		}
	}
	if (d->report.form == SEER_REPORT_TEXT)
		seer_report_league(&d->out, name, &l);
	seer_league_free(&l);
	free(name);
}

void
seer_duel_free(struct seer_duel *d)
{
	size_t i;

	progress_end(&d->progress);
	term_keys_end();
	outfile_close(&d->save);
	for (i = 0; i < d->players; i++) {
		if (d->sides[i].e.recorded)
			input_close(&d->sides[i].in);
		seer_entrant_free(&d->sides[i].e);
	}
	free(d->sides);
	out_flush(&d->out);
	text_free(&d->out);
	text_free(&d->reply);
	text_free(&d->prompt);
	text_free(&d->keyed);
}
