/*
 * The options by which nim-move writes a worksheet (sheet.h) and what
 * it holds: --sheet, --key, --deal, --level, --title and --per-page.
 * Their entries for the option table, their help, the functions that
 * obey them and check them together, and the worksheet they ask for; kept
 * apart from the worksheet, so that it knows nothing of the command line,
 * as gameopt.h is from game.h.
 */
#ifndef WITS_NIM_SHEETOPT_H
#define WITS_NIM_SHEETOPT_H

#include <stdbool.h>
#include <stdint.h>

#include "../cli.h"
#include "../line.h"
#include "../rng.h"
#include "../text.h"
#include "deal.h"
#include "game.h"

/* Well above any program's own options, and liveopt.h's. */
enum { NIM_SHEET_OPT_SHEET = OPT_FIRST_OWN + 0x60, NIM_SHEET_OPT_KEY, NIM_SHEET_OPT_DEAL,
	NIM_SHEET_OPT_LEVEL, NIM_SHEET_OPT_TITLE, NIM_SHEET_OPT_PER_PAGE };

#define NIM_SHEET_LONG_OPTIONS \
	{ "sheet", no_argument, NULL, NIM_SHEET_OPT_SHEET }, \
	{ "key", no_argument, NULL, NIM_SHEET_OPT_KEY }, \
	{ "deal", required_argument, NULL, NIM_SHEET_OPT_DEAL }, \
	{ "level", required_argument, NULL, NIM_SHEET_OPT_LEVEL }, \
	{ "title", required_argument, NULL, NIM_SHEET_OPT_TITLE }, \
	{ "per-page", required_argument, NULL, NIM_SHEET_OPT_PER_PAGE }
#define NIM_SHEET_HELP \
    "      --sheet           a printable worksheet (XHTML) of the positions: rows of\n" \
    "                        matches, a box for each move\n" \
    "      --key             its answer key: columns, nim-sum and a correct move of\n" \
    "                        each (after the sheet, on a page of its own, with --sheet)\n" \
    "      --deal NxM        deal the positions: N heaps of 1 to M, each with a\n" \
    "                        correct move (-n of them, default 8)\n" \
    "      --level L         easy (--deal 3x7), medium (4x15) or hard (5x31, and a\n" \
    "                        single correct move to find)\n" \
    "      --title text      the heading of the sheet and the key\n" \
    "      --per-page n      positions on a page of the sheet (1 to 20)\n"

/* The most positions a worksheet holds, and how many are dealt unless -n says. */
enum { NIM_SHEET_MOST = 100000, NIM_SHEET_DEALT = 8 };

/* What the options ask of a worksheet. */
struct nim_sheet_options {
	bool sheet, key;
	struct nim_deal deal;		/* --deal */
	struct nim_level level;		/* --level's, and once checked the deal dealt */
	const char *deal_arg, *level_name;	/* as given, or NULL */
	const char *title;
	unsigned per_page;		/* 0: as many as fill a page */
	uint64_t count;			/* the positions to deal, once checked */
};

/*
 * Obeys the option ch (with its argument arg) into *o; returns false when
 * ch is none of these.  A bad argument exits with the usage message.
 */
bool nim_sheet_option(struct nim_sheet_options *o, int ch, const char *arg,
    const char *usage);

/* The option that asks for a document of pages, "--sheet" or "--key"; NULL for none. */
const char *nim_sheet_asked(const struct nim_sheet_options *o);

/* Whether the positions are dealt (--deal or --level), not read. */
bool nim_sheet_dealt(const struct nim_sheet_options *o);

/*
 * Exits with the usage message when the options break a rule between
 * them or with the program's: `other` names a program option that writes
 * no sheet and was given (NULL for none), count is -n's (0 when not
 * given), noperands the files named.  Then settles what they leave to
 * each other: the deal (--deal's, else --level's, else medium's) and the
 * count (NIM_SHEET_DEALT unless given).
 */
void nim_sheet_check(struct nim_sheet_options *o, const char *other, uint64_t count,
    int noperands, const char *usage);

/*
 * Appends the options that deal the positions again, in the game g (of
 * -r's rules, when not NULL), with the seed: "--level hard -n 8 --seed 5
 * -m", and a NUL.
 */
void nim_sheet_again(struct text *t, const struct nim_sheet_options *o,
    const struct nim_game *g, const char *rules, uint64_t seed);

/*
 * Makes on out the document the options o ask for, in the game g (of
 * -r's rules, when not NULL): the positions dealt with the seed from r,
 * or read from in (a bad line, or a position the sheet cannot draw, told
 * on standard error), each key move found with the heap counter starting
 * at start_heap.
 */
void nim_sheet_answer(struct text *out, struct input *in, const struct nim_sheet_options *so,
    const struct nim_game *g, const char *rules, size_t start_heap, uint64_t seed,
    struct rng *r);

#endif
