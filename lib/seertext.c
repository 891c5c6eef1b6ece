#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chance.h"
#include "diag.h"
#include "num.h"
#include "seertext.h"

enum {
	SVG_WIDTH = 720, SVG_HEIGHT = 420,
	SVG_LEFT = 72, SVG_RIGHT = 24, SVG_TOP = 48, SVG_BOTTOM = 56,
	TICKS_MAX = 8
};

static const char *const choice_word[] = { [SEER_SAME] = "same", [SEER_DIFFERENT] = "different" };
static const char *const odds_word[] = { "2:2", "3:1", "4:0" };
static const char *const behaviour_word[] = {
	[SHANNON_EMPTY] = "-", [SHANNON_SAME] = "same", [SHANNON_CHANGED] = "changed"
};

void
seer_text_plays(struct text *t, const unsigned char *play, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		text_char(t, seer_play_char(play[i]));
}

void
seer_text_name(struct text *t, const char *name)
{
	const unsigned char *u;
	char hex[8];

	for (u = (const unsigned char *)name; *u != '\0'; u++) {
		if (*u == '\\')
			text_str(t, "\\\\");
		else if (*u < 0x20 || *u == 0x7f)
			text_add(t, hex, (size_t)snprintf(hex, sizeof(hex), "\\x%02x", *u));
		else
			text_char(t, (char)*u);
	}
}

static void
text_format(struct text *t, const char *fmt, double v)
{
	char buf[64];
	int n = snprintf(buf, sizeof(buf), fmt, v);

	text_add(t, buf, n < 0 ? 0 : (size_t)n < sizeof(buf) ? (size_t)n : sizeof(buf) - 1);
}

static void
text_won(struct text *t, bool won)
{
	text_str(t, won ? "won" : "lost");
}

/* "won,lost,same": SEER's relays A, B and E. */
static void
text_state_of_play(struct text *t, unsigned state)
{
	text_str(t, "state ");
	text_won(t, state & SEER_WON_LAST);
	text_char(t, ',');
	text_won(t, state & SEER_WON_BEFORE);
	text_char(t, ',');
	text_str(t, choice_word[state & SEER_PLAYED_DIFFERENT ? SEER_DIFFERENT : SEER_SAME]);
}

static void
text_register(struct text *t, struct seer_register reg)
{
	text_str(t, reg.counter > 0 ? "counter +" : reg.counter < 0 ? "counter -" : "counter ");
	text_char(t, (char)('0' + (reg.counter < 0 ? -reg.counter : reg.counter)));
	text_str(t, ", odds ");
	text_str(t, odds_word[reg.odds]);
}

static void
why_seer(struct text *t, const struct seer_machine *m, int play)
{
	struct seer_register reg = m->reg[m->state_of_play];
	enum seer_choice played = play != m->last_play ? SEER_DIFFERENT : SEER_SAME;

	text_state_of_play(t, m->state_of_play);
	text_str(t, "; ");
	text_register(t, reg);
	if (reg.odds == 0)
		text_str(t, ": at random, ");
	else if (reg.odds == SEER_ODDS_MAX)
		text_str(t, ": must follow, ");
	else
		text_str(t, played == seer_instruction(reg) ? ": followed, " : ": against it, ");
	text_str(t, choice_word[played]);
}

/* "the player won,changed,lost": the situation of Shannon's machine. */
static void
text_situation(struct text *t, const struct shannon_machine *m)
{
	text_str(t, "player ");
	text_won(t, m->situation & SHANNON_WON_BEFORE);
	text_str(t, m->situation & SHANNON_CHANGED_BETWEEN ? ",changed," : ",same,");
	text_won(t, m->situation & SHANNON_WON_LAST);
}

static void
text_cell(struct text *t, unsigned cell)
{
	text_str(t, "; cell ");
	text_str(t, behaviour_word[shannon_older(cell)]);
	text_char(t, ',');
	text_str(t, behaviour_word[shannon_newer(cell)]);
}

static void
why_shannon(struct text *t, const struct shannon_machine *m)
{
	unsigned cell;

	if (m->seen < 2) {
		text_str(t, "no situation yet: at random");
		return;
	}
	cell = m->cell[m->situation];
	text_situation(t, m);
	text_cell(t, cell);
	if (shannon_expects(cell) != SHANNON_EMPTY) {
		text_str(t, ": expects ");
		text_str(t, behaviour_word[shannon_expects(cell)]);
	} else {
		text_str(t, ": at random");
	}
}

static void
why_oracle(struct text *t, const struct oracle *o)
{
	const uint64_t *count = o->count[o->context];
	int i;

	if (o->seen < ORACLE_CONTEXT) {
		text_str(t, "fewer than five plays: at random");
		return;
	}
	text_str(t, "context ");
	for (i = ORACLE_CONTEXT - 1; i >= 0; i--)
		text_char(t, seer_play_char(o->context >> i & 1));
	text_str(t, ": + ");
	text_u64(t, count[SEER_PLUS]);
	text_str(t, ", - ");
	text_u64(t, count[SEER_MINUS]);
	text_str(t, count[SEER_PLUS] == count[SEER_MINUS] ? ": a tie, expects -" :
	    count[SEER_PLUS] > count[SEER_MINUS] ? ": expects +" : ": expects -");
}

static void
why_best(struct text *t, const struct seer_player *p, int play)
{
	const struct seer_machine *seer = &p->u.best.seer;
	const struct shannon_machine *sh = &p->u.best.shannon;

	if (p->u.best.against == SEER_TARGET_SEER) {
		struct seer_register reg = seer->reg[seer->state_of_play];

		text_str(t, "against seer: ");
		text_state_of_play(t, seer->state_of_play);
		text_str(t, "; ");
		text_register(t, reg);
		text_str(t, ": best teaches it ");
		text_str(t, choice_word[p->u.best.plan.seer[seer_substate(reg)]]);
		return;
	}
	text_str(t, "against shannon: ");
	if (sh->seen < 2) {
		text_str(t, "no situation yet: same");
		return;
	}
	text_situation(t, sh);
	text_cell(t, sh->cell[sh->situation]);
	text_str(t, ": best is ");
	text_str(t, play != sh->player_last ? "changed" : "same");
}

void
seer_text_why(struct text *t, const struct seer_player *p, int play)
{
	switch (p->kind) {
	case SEER_SEER:
		why_seer(t, &p->u.seer, play);
		break;
	case SEER_SHANNON:
		why_shannon(t, &p->u.shannon);
		break;
	case SEER_ORACLE:
		why_oracle(t, &p->u.oracle);
		break;
	case SEER_OPPOSITE: {
		const struct seer_machine *m = &p->u.opposite.shadow;

		text_state_of_play(t, m->state_of_play);
		text_str(t, p->u.opposite.last_choice >> m->state_of_play & 1 ?
		    ": different last time, now same" : ": same last time, now different");
		break;
	}
	case SEER_BEST:
		why_best(t, p, play);
		break;
	case SEER_RANDOM:
		text_str(t, "at random");
		break;
	case SEER_PATTERN:
		text_str(t, "pattern, play ");
		text_u64(t, p->u.seq.next + 1);
		text_str(t, " of ");
		text_u64(t, p->u.seq.n);
		break;
	case SEER_RECORD:
		text_str(t, "recorded");
		break;
	}
}

void
seer_text_rate(struct text *t, uint64_t wins, uint64_t plays)
{
	text_format(t, "%.4f", plays ? (double)wins / (double)plays : 0);
}

/* ---- seer-predict's answers ---- */

void
seer_text_answer(struct text *t, const char *name, const struct seer_answer *a)
{
	seer_text_plays(t, a->play, a->n);
	text_str(t, "  # ");
	text_str(t, name);
	text_str(t, " won ");
	text_u64(t, a->wins);
	text_str(t, " of ");
	text_u64(t, a->n);
	text_str(t, " (");
	seer_text_rate(t, a->wins, a->n);
	text_str(t, ")\n");
}

void
seer_text_summary(struct text *t, const struct seer_answer *a)
{
	uint64_t after;

	text_str(t, "plays ");
	text_u64(t, a->n);
	text_str(t, " wins ");
	text_u64(t, a->wins);
	text_str(t, " rate ");
	seer_text_rate(t, a->wins, a->n);
	text_str(t, " learned ");
	if (seer_learned(&a->learning, &after))
		text_u64(t, after);
	else
		text_char(t, '-');
	text_char(t, '\n');
}

void
seer_text_row(struct text *t, const char *name, const struct seer_answer_row *row)
{
	text_str(t, row->v ? "# V " : "#   ");
	text_u64(t, row->number);
	text_str(t, ": you ");
	text_char(t, seer_play_char(row->person));
	text_str(t, ", ");
	text_str(t, name);
	text_char(t, ' ');
	text_char(t, seer_play_char(row->mine));
	text_str(t, row->mine == row->person ? ": won; " : ": lost; ");
	seer_text_why(t, row->machine, row->mine);
	text_char(t, '\n');
}

/* ---- seer-duel's reports ---- */

void
seer_text_seed(struct text *t, const char *prefix, uint64_t seed)
{
	text_str(t, prefix);
	text_str(t, "seed ");
	text_u64(t, seed);
	text_char(t, '\n');
}

void
seer_text_best(struct text *t, const char *prefix, const char *name,
    const struct seer_best_plan *plan, double ms)
{
	text_str(t, prefix);
	text_str(t, name);
	text_format(t, ": wins %.6f against seer (", plan->seer_value);
	text_u64(t, plan->seer_sweeps);
	text_format(t, " sweeps), %.6f against shannon (", plan->shannon_value);
	text_u64(t, plan->shannon_sweeps);
	text_format(t, " sweeps), solved in %.3f ms\n", ms);
}

void
seer_text_live_score(struct text *t, const char *machine, enum seer_side you, uint64_t plays,
    uint64_t matcher_wins)
{
	uint64_t machine_wins = you == SEER_MATCHER ? plays - matcher_wins : matcher_wins;

	text_str(t, "  # ");
	text_str(t, machine);
	text_char(t, ' ');
	text_u64(t, machine_wins);
	text_str(t, ", you ");
	text_u64(t, plays - machine_wins);
	text_char(t, '\n');
}

void
seer_text_match(struct text *t, uint64_t match, const char *matcher, const char *evader,
    uint64_t plays, uint64_t matcher_wins)
{
	text_str(t, "match ");
	text_u64(t, match);
	text_str(t, ": ");
	text_str(t, matcher);
	text_char(t, ' ');
	text_u64(t, matcher_wins);
	text_str(t, ", ");
	text_str(t, evader);
	text_char(t, ' ');
	text_u64(t, plays - matcher_wins);
	text_char(t, '\n');
}


static void
text_padded(struct text *t, const char *s, size_t width)
{
	text_str(t, s);
	if (strlen(s) < width)
		text_fill(t, ' ', width - strlen(s));
}

static void
text_side(struct text *t, const char *prefix, const char *name, const char *role, size_t width,
    uint64_t wins, uint64_t plays)
{
	double lo, hi;

	chance_interval(wins, plays, &lo, &hi);
	text_str(t, prefix);
	text_str(t, name);
	text_padded(t, role, width - strlen(name));
	text_str(t, "wins ");
	text_u64(t, wins);
	text_str(t, "  rate ");
	seer_text_rate(t, wins, plays);
	text_format(t, "  95%% CI %.4f", lo);
	text_format(t, " to %.4f\n", hi);
}

void
seer_text_score(struct text *t, const char *prefix, uint64_t matches, const char *matcher,
    const char *evader, uint64_t plays, uint64_t matcher_wins)
{
	size_t width = (strlen(matcher) > strlen(evader) ? strlen(matcher) : strlen(evader)) + 12;
	char odds[CHANCE_ODDS_TEXT];

	if (matches > 1) {
		text_str(t, prefix);
		text_str(t, "total of ");
		text_u64(t, matches);
		text_str(t, " matches:\n");
	}
	chance_odds_format(chance_odds_against(matcher_wins, plays), odds);
	text_side(t, prefix, matcher, " (matcher)", width, matcher_wins, plays);
	text_side(t, prefix, evader, " (evader)", width, plays - matcher_wins, plays);
	text_str(t, prefix);
	text_str(t, "plays ");
	text_u64(t, plays);
	text_str(t, "; odds against a lead this large by chance: ");
	text_str(t, odds);
	text_str(t, " to 1\n");
}

void
seer_text_tsv_header(struct text *t)
{
	text_str(t, "match\tmatcher\tevader\tplays\tmatcher_wins\tevader_wins\tmatcher_rate\t"
	    "ci_low\tci_high\todds_against\n");
}

void
seer_text_tsv(struct text *t, uint64_t match, const char *matcher, const char *evader,
    uint64_t plays, uint64_t matcher_wins)
{
	char odds[CHANCE_ODDS_TEXT];
	double lo, hi;

	chance_interval(matcher_wins, plays, &lo, &hi);
	chance_odds_format(chance_odds_against(matcher_wins, plays), odds);
	if (match == 0)
		text_str(t, "total");
	else
		text_u64(t, match);
	text_char(t, '\t');
	text_str(t, matcher);
	text_char(t, '\t');
	text_str(t, evader);
	text_char(t, '\t');
	text_u64(t, plays);
	text_char(t, '\t');
	text_u64(t, matcher_wins);
	text_char(t, '\t');
	text_u64(t, plays - matcher_wins);
	text_char(t, '\t');
	seer_text_rate(t, matcher_wins, plays);
	text_format(t, "\t%.4f", lo);
	text_format(t, "\t%.4f\t", hi);
	text_str(t, odds);
	text_char(t, '\n');
}

static double
rate_of(uint64_t wins, uint64_t plays)
{
	return plays ? (double)wins / (double)plays : 0;
}

void
seer_text_league(struct text *t, const char *const *name, const struct seer_league *l)
{
	size_t n = l->n;
	const uint64_t *wins = l->wins, *plays = l->plays;
	uint64_t *all_wins = xreallocarray(NULL, n, sizeof(*all_wins));
	uint64_t *all_plays = xreallocarray(NULL, n, sizeof(*all_plays));
	size_t *rank = xreallocarray(NULL, n, sizeof(*rank));
	size_t i, j, k, width = strlen("player");
	char place[24];

	for (i = 0; i < n; i++)
		width = strlen(name[i]) > width ? strlen(name[i]) : width;
	width += 2;
	text_fill(t, ' ', width);
	for (j = 0; j < n; j++)
		text_padded(t, name[j], j + 1 < n ? width : 0);
	text_char(t, '\n');
	for (i = 0; i < n; i++) {
		text_padded(t, name[i], width);
		all_wins[i] = all_plays[i] = 0;
		for (j = 0; j < n; j++) {
			size_t start = t->len;

			all_wins[i] += wins[i * n + j];
			all_plays[i] += plays[i * n + j];
			if (i == j)
				text_char(t, '-');
			else
				seer_text_rate(t, wins[i * n + j], plays[i * n + j]);
			if (j + 1 < n)
				text_fill(t, ' ', width - (t->len - start));
		}
		text_char(t, '\n');
		/* Ranked as they come: best rate first, equal rates in the order given. */
		for (k = i; k > 0 && rate_of(all_wins[rank[k - 1]], all_plays[rank[k - 1]]) <
		    rate_of(all_wins[i], all_plays[i]); k--)
			rank[k] = rank[k - 1];
		rank[k] = i;
	}
	text_str(t, "\nrank  ");
	text_padded(t, "player", width);
	text_str(t, "rate    wins of plays\n");
	for (k = 0; k < n; k++) {
		i = rank[k];
		place[num_format(place, k + 1)] = '\0';
		text_padded(t, place, 6);
		text_padded(t, name[i], width);
		seer_text_rate(t, all_wins[i], all_plays[i]);
		text_str(t, "  ");
		text_u64(t, all_wins[i]);
		text_str(t, " of ");
		text_u64(t, all_plays[i]);
		text_char(t, '\n');
	}
	free(all_wins);
	free(all_plays);
	free(rank);
}

/* ---- learning curves ---- */

void
seer_text_curve_header(struct text *t)
{
	text_str(t, "match\tplay\tnet\n");
}

void
seer_text_curve_point(struct text *t, uint64_t match, uint64_t plays, uint64_t matcher_wins)
{
	char net[U64_DIGITS + 2];

	snprintf(net, sizeof(net), "%lld", (long long)(2 * matcher_wins) - (long long)plays);
	text_u64(t, match);
	text_char(t, '\t');
	text_u64(t, plays);
	text_char(t, '\t');
	text_str(t, net);
	text_char(t, '\n');
}

/* The smallest of 1, 2, 5 times a power of ten that cuts span into at most TICKS_MAX steps. */
static uint64_t
tick_step(uint64_t span)
{
	static const uint64_t mult[] = { 1, 2, 5 };
	uint64_t power = 1;
	int i;

	for (;;) {
		for (i = 0; i < 3; i++)
			if (span / (mult[i] * power) < TICKS_MAX)
				return mult[i] * power;
		power *= 10;
	}
}

/*
 * The length of the UTF-8 sequence at s if it is one of XML's characters
 * (XML 1.0, section 2.2: no surrogate, U+FFFE or U+FFFF), else 0: an
 * overlong form, a stray continuation byte or a cut sequence.
 */
static size_t
xml_char_len(const unsigned char *s)
{
	uint32_t c;
	size_t n, i;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2, c = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3, c = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4, c = s[0] & 0x07;
	else
		return 0;
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)	/* the NUL that ends s stops it too */
			return 0;
		c = c << 6 | (s[i] & 0x3f);
	}
	if ((n == 3 && c < 0x800) || (n == 4 && c < 0x10000) || c > 0x10ffff ||
	    (c >= 0xd800 && c <= 0xdfff) || c == 0xfffe || c == 0xffff)
		return 0;
	return n;
}

/* A file name is any bytes: what XML cannot hold becomes '?' (a control byte) or U+FFFD. */
static void
text_xml(struct text *t, const char *s)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t n;

	while (*u != '\0') {
		n = xml_char_len(u);
		switch (*u) {
		case '&': text_str(t, "&amp;"); break;
		case '<': text_str(t, "&lt;"); break;
		case '>': text_str(t, "&gt;"); break;
		case '"': text_str(t, "&quot;"); break;
		default:
			if (*u < 0x20)
				text_char(t, '?');
			else if (n > 0)
				text_add(t, (const char *)u, n);
			else
				text_str(t, "\xef\xbf\xbd");	/* U+FFFD */
		}
		u += n > 0 ? n : 1;
	}
}

/* Where a play and a net score fall in the picture. */
struct frame {
	double xscale, yscale;
	int64_t ytop;
};

static double
x_of(const struct frame *f, uint64_t play)
{
	return SVG_LEFT + (double)play * f->xscale;
}

static double
y_of(const struct frame *f, int64_t net)
{
	return SVG_TOP + (double)(f->ytop - net) * f->yscale;
}

static void
text_line(struct text *t, double x1, double y1, double x2, double y2, const char *stroke)
{
	text_format(t, "<line x1=\"%.1f\"", x1);
	text_format(t, " y1=\"%.1f\"", y1);
	text_format(t, " x2=\"%.1f\"", x2);
	text_format(t, " y2=\"%.1f\" stroke=\"", y2);
	text_str(t, stroke);
	text_str(t, "\"/>\n");
}

/* Opens a <text> element; the caller writes its content and closes it. */
static void
text_open_label(struct text *t, double x, double y, const char *attributes)
{
	text_format(t, "<text x=\"%.1f\"", x);
	text_format(t, " y=\"%.1f\" ", y);
	text_str(t, attributes);
	text_char(t, '>');
}

/* "seer (matcher) against shannon (evader), 3 matches" */
static void
svg_title(struct text *t, const char *matcher, const char *evader, size_t n)
{
	text_xml(t, matcher);
	text_str(t, " (matcher) against ");
	text_xml(t, evader);
	text_str(t, " (evader)");
	if (n > 1) {
		text_str(t, ", ");
		text_u64(t, n);
		text_str(t, " matches");
	}
}

void
seer_svg(struct text *t, const struct seer_curve *curve, size_t n, const char *matcher,
    const char *evader)
{
	static const char *const colour[] = {
		"#1f4e9c", "#b03a2e", "#1e8449", "#7d3c98", "#b9770e", "#117a8b", "#555555"
	};
	uint64_t xmax = 1, xstep, ystep, v;
	int64_t ylo = 0, yhi = 0, y, step;
	struct frame f;
	size_t i, j;

	for (i = 0; i < n; i++) {
		xmax = curve[i].plays > xmax ? curve[i].plays : xmax;
		for (j = 0; j < curve[i].n; j++) {
			ylo = curve[i].net[j] < ylo ? curve[i].net[j] : ylo;
			yhi = curve[i].net[j] > yhi ? curve[i].net[j] : yhi;
		}
	}
	xstep = tick_step(xmax);
	ystep = tick_step((uint64_t)(yhi - ylo));
	step = (int64_t)ystep;
	/* The frame ends on ticks: the net-score range widened to whole steps. */
	ylo = ylo / step * step - (ylo % step != 0 ? step : 0);
	yhi = yhi / step * step + (yhi % step != 0 || yhi == ylo ? step : 0);
	f.xscale = (double)(SVG_WIDTH - SVG_LEFT - SVG_RIGHT) / (double)xmax;
	f.yscale = (double)(SVG_HEIGHT - SVG_TOP - SVG_BOTTOM) / (double)(yhi - ylo);
	f.ytop = yhi;

	text_str(t, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" height=\"420\" "
	    "viewBox=\"0 0 720 420\" font-family=\"sans-serif\" font-size=\"12\">\n"
	    "<rect width=\"720\" height=\"420\" fill=\"white\"/>\n");
	text_open_label(t, SVG_WIDTH / 2.0, 28, "text-anchor=\"middle\" font-size=\"15\"");
	svg_title(t, matcher, evader, n);
	text_str(t, "</text>\n");
	for (v = 0; v <= xmax; v += xstep) {
		text_line(t, x_of(&f, v), y_of(&f, yhi), x_of(&f, v), y_of(&f, ylo), "#dddddd");
		text_open_label(t, x_of(&f, v), y_of(&f, ylo) + 16, "text-anchor=\"middle\"");
		text_u64(t, v);
		text_str(t, "</text>\n");
	}
	for (y = ylo; y <= yhi; y += step) {
		text_line(t, x_of(&f, 0), y_of(&f, y), x_of(&f, xmax), y_of(&f, y),
		    y == 0 ? "#888888" : "#dddddd");
		text_open_label(t, x_of(&f, 0) - 6, y_of(&f, y) + 4, "text-anchor=\"end\"");
		text_format(t, "%.0f", (double)y);
		text_str(t, "</text>\n");
	}
	text_open_label(t, x_of(&f, xmax / 2), SVG_HEIGHT - 14.0, "text-anchor=\"middle\"");
	text_str(t, "play</text>\n");
	text_format(t, "<text transform=\"translate(18,%.1f) rotate(-90)\"",
	    (y_of(&f, yhi) + y_of(&f, ylo)) / 2);
	text_str(t, " text-anchor=\"middle\">net score of ");
	text_xml(t, matcher);
	text_str(t, "</text>\n");

	for (i = 0; i < n; i++) {
		const struct seer_curve *c = &curve[i];
		const char *ink = colour[i % (sizeof(colour) / sizeof(*colour))];
		char mark[80];

		text_str(t, "<polyline fill=\"none\" stroke-width=\"1.5\" stroke=\"");
		text_str(t, ink);
		text_format(t, "\" points=\"%.1f,", x_of(&f, 0));
		text_format(t, "%.1f", y_of(&f, 0));
		for (j = 0; j < c->n; j++) {
			text_format(t, " %.1f,", x_of(&f, (j + 1) * c->stride));
			text_format(t, "%.1f", y_of(&f, c->net[j]));
		}
		text_str(t, "\"/>\n");
		snprintf(mark, sizeof(mark), "text-anchor=\"middle\" font-weight=\"bold\" fill=\"%s\"", ink);
		for (j = 0; j < c->nmark; j++) {
			text_open_label(t, x_of(&f, c->mark[j]), y_of(&f, c->mark_net[j]) - 6, mark);
			text_str(t, "V</text>\n");
		}
	}
	text_str(t, "</svg>\n");
}
