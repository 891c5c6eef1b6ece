/* The options of a worksheet, and the worksheet they ask for: see sheetopt.h. */
#include "../diag.h"
#include "../out.h"
#include "../row.h"
#include "parseline.h"
#include "sheet.h"
#include "sheetopt.h"
#include "worksheet.h"

void
nim_sheet_option(struct nim_sheet_options *o, int ch, const char *arg,
    const char *usage)
{
	char listed[64];
	const char *why;

	switch (ch) {
	case NIM_SHEET_OPT_DEAL:
		if ((why = nim_deal_read(arg, &o->deal)) != NULL)
			diag_usage_value(usage, "--deal", arg, "%s", why);
		o->deal_arg = arg;
		break;
	case NIM_SHEET_OPT_LEVEL:
		if (!nim_level_named(arg, &o->level))
			diag_usage_value(usage, "--level", arg, "not %s",
			    names_join(nim_level_listed, " or ", listed, sizeof(listed)));
		o->level_name = arg;
		break;
	case NIM_SHEET_OPT_TITLE:
		o->title = *arg != '\0' ? arg : NULL;
		break;
	}
}

const char *
nim_sheet_asked(const struct nim_sheet_options *o)
{
	return o->sheet ? "--sheet" : o->key ? "--key" : NULL;
}

/* Whether the positions are dealt (--deal or --level), not read. */
static bool
nim_sheet_dealt(const struct nim_sheet_options *o)
{
	return o->deal_arg != NULL || o->level_name != NULL;
}

void
nim_sheet_check(struct nim_sheet_options *o, const char *other, uint64_t count,
    int noperands, const char *usage)
{
	const char *page = nim_sheet_asked(o);
	const struct nim_deal *d = &o->level.deal;

	if (page == NULL && (nim_sheet_dealt(o) || o->title != NULL))
		diag_usage(usage, "%s needs --sheet or --key", o->deal_arg != NULL ?
		    "--deal" : o->level_name != NULL ? "--level" : "--title");
	if (o->per_page > 0 && !o->sheet)
		diag_usage(usage, "--per-page needs --sheet");
	if (page == NULL)
		return;
	if (other != NULL)
		diag_usage(usage, "%s and %s do not go together", page, other);
	if (count > 0 && !nim_sheet_dealt(o))
		diag_usage(usage, "-n counts the positions dealt by --deal or --level");
	if (count > NIM_SHEET_MOST)
		diag_usage(usage, "%s holds up to %d positions, not -n %llu", page,
		    NIM_SHEET_MOST, (unsigned long long)count);
	if (nim_sheet_dealt(o) && noperands > 0)
		diag_usage(usage, "%s deals the positions: it reads no file",
		    o->deal_arg != NULL ? "--deal" : "--level");
	if (o->level_name == NULL)
		nim_level_named("medium", &o->level);
	if (o->deal_arg != NULL)
		o->level.deal = o->deal;
	if (d->heaps > NIM_SHEET_HEAPS_MAX || d->most > NIM_SHEET_MATCHES_MAX)
		diag_usage(usage, "%s draws up to %d heaps of up to %d matches, not %zux%llu",
		    page, NIM_SHEET_HEAPS_MAX, NIM_SHEET_MATCHES_MAX, d->heaps,
		    (unsigned long long)d->most);
	o->count = count > 0 ? count : NIM_SHEET_DEALT;
}

/*
 * Appends the options that deal the positions again, in the game g (of
 * -r's rules, when not NULL), with the seed: "--level hard -n 8 --seed 5
 * -m", and a NUL.
 */
static void
nim_sheet_again(struct text *t, const struct nim_sheet_options *o,
    const struct nim_game *g, const char *rules, uint64_t seed)
{
	if (o->deal_arg != NULL)
		text_printf(t, "--deal %zux%llu", o->level.deal.heaps,
		    (unsigned long long)o->level.deal.most);
	if (o->level_name != NULL)
		text_printf(t, "%s--level %s", o->deal_arg != NULL ? " " : "",
		    o->level_name);
	text_printf(t, " -n %llu --seed %llu", (unsigned long long)o->count,
	    (unsigned long long)seed);
	if (g->misere)
		text_str(t, " -m");
	if (g->k > 1)
		text_printf(t, " -k %llu", (unsigned long long)g->k);
	if (rules != NULL)
		text_printf(t, " -r %s", rules);
	text_char(t, '\0');
}

void
nim_sheet_answer(struct text *out, struct input *in, const struct nim_sheet_options *so,
    const struct nim_game *g, const char *rules, size_t start_heap, uint64_t seed,
    struct rng *r)
{
	struct nim_worksheet w = { 0 };
	struct nim_position pos = { 0 };
	struct nim_sheet s = { g, rules, so->title, NULL, NULL, 0, 0, 0,
	    (unsigned)so->per_page };
	struct text again = { 0 }, source = { 0 };
	struct nim_line at;
	struct nim_bad bad;
	enum nim_worksheet_dealt dealt;
	char *line;
	ssize_t len;

	if (nim_sheet_dealt(so)) {
		dealt = nim_worksheet_deal(&w, so->count, &so->level, g, seed, r);
		if (dealt == NIM_WORKSHEET_REPEATS)
			diag_fatal("%s %s: fewer than %llu different positions"
			    " with %s correct move",
			    so->deal_arg != NULL ? "--deal" : "--level", so->deal_arg != NULL ?
			    so->deal_arg : so->level_name, (unsigned long long)so->count,
			    so->level.single ? "a single" : "a");
		if (dealt == NIM_WORKSHEET_NONE)
			diag_fatal("%s %s: no position with %s correct move in %d deals",
			    so->deal_arg != NULL ? "--deal" : "--level", so->deal_arg != NULL ?
			    so->deal_arg : so->level_name, so->level.single ? "a single" : "a",
			    NIM_WORKSHEET_TRIES);
		nim_sheet_again(&again, so, g, rules, seed);
		text_printf(&source, "seed %llu%c", (unsigned long long)seed, '\0');
		s.again = again.s;
		s.source = source.s;
	}
	while (!nim_sheet_dealt(so) && (len = out_next_line(out, in, &line)) >= 0) {
		int got = nim_parse_line(line, (size_t)len, &pos, &at, &bad);

		if (got < 0 || (got > 0 && !nim_worksheet_take(&w, g, &pos, &at, &bad)))
			row_bad(NULL, &in->where, line, (size_t)len, bad.tok, bad.len,
			    bad.reason);
	}
	nim_worksheet_measure(&w, &s);
	if (w.n == 0)
		diag_warn("no position to put on the %s", so->sheet ? "sheet" : "key");
	else
		nim_worksheet_write(out, &w, &s, so->sheet, so->key, start_heap);
	nim_worksheet_free(&w);
	nim_position_free(&pos);
	text_free(&again);
	text_free(&source);
}
