/*
 * The options by which nim-move writes a worksheet (sheet.h) and what
 * it holds: --sheet, --key, --deal, --level, --title and --per-page.
 * Their rows of the option table, the functions that obey and check
 * them together, and the worksheet they ask for; kept
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
#include "sheet.h"

/* Values of the options that nim_sheet_option reads; liveopt.h's are below. */
enum { NIM_SHEET_OPT_DEAL = OPT_FIRST_OWN + 0x60, NIM_SHEET_OPT_LEVEL,
	NIM_SHEET_OPT_TITLE };

/* The rows of the worksheet's options, which set *o. */
#define NIM_SHEET_OPTIONS(o) \
	CLI_OPT_FLAG(0, "sheet", &(o)->sheet, "a printable worksheet " \
	    "(XHTML) of the positions: rows of\nmatches, a box for each " \
	    "move"), \
	CLI_OPT_FLAG(0, "key", &(o)->key, "its answer key: columns, " \
	    "nim-sum and a correct move of\neach (with --sheet, after it " \
	    "on a page of its own)"), \
	CLI_OPT_OWN(NIM_SHEET_OPT_DEAL, "deal", "NxM", "deal the " \
	    "positions: N heaps of 1 to M, each with a\ncorrect move (-n " \
	    "of them, default 8)"), \
	CLI_OPT_OWN_NAMES(NIM_SHEET_OPT_LEVEL, "level", "L", nim_level_listed, \
	    "deal as --deal 3x7 (easy), 4x15 (medium) or 5x31 (hard,\n" \
	    "with a single correct move to find)"), \
	CLI_OPT_OWN(NIM_SHEET_OPT_TITLE, "title", "text", \
	    "the heading of the sheet and the key"), \
	CLI_OPT_NUMBER(0, "per-page", "n", &(o)->per_page, 1, \
	    NIM_SHEET_PAGE_MAX, NULL, \
	    "positions on a page of the sheet (1 to 20)")

/* The most positions a worksheet holds, and how many are dealt unless -n says. */
enum { NIM_SHEET_MOST = 100000, NIM_SHEET_DEALT = 8 };

/* What the options ask of a worksheet. */
struct nim_sheet_options {
	bool sheet, key;
	struct nim_deal deal;		/* --deal */
	struct nim_level level;		/* --level's, and once checked the deal dealt */
	const char *deal_arg, *level_name;	/* as given, or NULL */
	const char *title;
	uint64_t per_page;		/* 0: as many as fill a page */
	uint64_t count;			/* the positions to deal, once checked */
};

/*
 * Obeys the option ch, one of NIM_SHEET_OPT_*, with its argument arg,
 * into *o.  A bad argument exits with the usage message.
 */
void nim_sheet_option(struct nim_sheet_options *o, int ch, const char *arg,
    const char *usage);

/* The option that asks for a document of pages, "--sheet" or "--key"; NULL for none. */
const char *nim_sheet_asked(const struct nim_sheet_options *o);

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
