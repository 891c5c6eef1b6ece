/*
 * What an answer keeps of its input line, so that the output lines up
 * with the input and reads back into other programs without guessing:
 * the line's trailing comment (a row id survives a pipeline), the comment
 * line that answers a bad line, the label before a group of answers, and
 * the fields of a TSV row.  None of it depends on where a line stands in
 * the input except the TSV's file and line, so a split input gives the
 * single run's plain output.
 */
#ifndef WITS_ROW_H
#define WITS_ROW_H

#include <stddef.h>

struct diag_where;
struct text;

/*
 * The one rule for where an input line's trailing comment starts: at its
 * first '#', or at a "//" before that (cube notation writes comments so).
 * Returns how many bytes come before the comment; len when there is none.
 */
size_t row_before_comment(const char *line, size_t len);

/*
 * Finds the trailing comment of an input line: the text after the mark
 * that row_before_comment finds, without the blanks at either end.
 * Returns its length (0 for none) and puts its start in *start.
 */
size_t row_comment_of(const char *line, size_t len, const char **start);

/*
 * Appends " # game 17", the input line's trailing comment, to the answer
 * in t; nothing when the line has none.
 */
void row_comment(struct text *t, const char *line, size_t len);

/*
 * Answers a bad line: its message on stderr (diag_bad, the exit status
 * 1) and, in t for stdout, a comment line in its place,
 * "# error: 'x7': not a heap size", with the line's trailing comment.
 * With t NULL, the message alone: a TSV has no row for a bad line.
 */
void row_bad(struct text *t, const struct diag_where *at, const char *line,
    size_t len, const char *tok, size_t toklen, const char *reason);

/*
 * Appends the label before a group of answers to one line (every correct
 * move, a game played out, every optimal solution): "#: " and the line as
 * it was read, trailing comment and all.
 */
void row_group(struct text *t, const char *line, size_t len);

/* The first and last columns every TSV header names where there is an input. */
#define TSV_WHERE "file\tline\t"
#define TSV_COMMENT "\tcomment"

/*
 * Appends the header line: TSV_WHERE, the program's own names (separated
 * by tabs), TSV_COMMENT.
 */
void tsv_header(struct text *t, const char *names);

/*
 * Appends a row's first fields, "file<TAB>line<TAB>": at's file ("-" when
 * it has none, before any line is read) and its line number.  A row about
 * the line last taken gets its location from input_where (line.h).
 */
void tsv_where(struct text *t, const struct diag_where *at);

/*
 * Appends a field's value as plain text: a tab, a newline or another
 * control byte becomes a space.
 */
void tsv_field(struct text *t, const char *s, size_t len);

/*
 * Appends the row's last field, "<TAB>comment" (the input line's trailing
 * comment, empty when it has none), and the newline.
 */
void tsv_end(struct text *t, const char *line, size_t len);

#endif
