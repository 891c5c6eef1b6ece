#!/usr/bin/env bats
# The manual pages' examples, every one, run as written (t/tool/man-run.bash names those
# that take seconds), and the words they quote as groff renders them.

load ../tool/helper
load ../tool/man-run

# run_examples quick|slow: the pages' examples of that kind, run from a scratch directory
# as written, each printing what its page shows.
run_examples() {
	mkdir "$BATS_TEST_TMPDIR/scratch"
	cd "$BATS_TEST_TMPDIR/scratch"
	man_examples=$1
	pages_examples /usr/local/share/wits/examples "$top/examples" \
		"$top"/man/man1/*.1 "$top"/man/man7/wits.7
}

@test "the examples that take seconds run as written and print what the page shows" {
	run_examples slow
	# each is still in a page, so that none is left out of both files
	while IFS= read -r first; do
		grep -qF -- "$ $first" "$top"/man/man1/*.1 "$top"/man/man7/wits.7 ||
			{ echo "no page shows: $first"; return 1; }
	done <<<"$slow_examples"
}

# The pages name the examples where make install puts them, under its default PREFIX; here
# they are the tree's own (t/slow/install.bats runs the installed pages against an
# installed tree).
# The examples that take seconds run in the test above.
@test "every example in every page runs as written, from any directory, and prints what the page shows" {
	run_examples quick
}

# quoted PAGE FORMATTER...: each 'quoted' span of PAGE as FORMATTER renders it for a terminal,
# one a line, the lines joined and hyphenated words made whole (a no-break space is a space)
quoted() {
	local page=$1
	shift
	"$@" "$page" 2>/dev/null | sed 's/.\x08//g; s/\xc2\xa0/ /g' |
	    awk 'BEGIN { ORS = "" } { sub(/^ +/, ""); if (sub(/\xe2\x80\x90$/, "")) print; else print $0 " " }' |
	    sed 's/\xe2\x80\x98/\x01/g; s/\xe2\x80\x99/\x02/g' | grep -ao $'\x01[^\x02]*\x02'
}

@test "every page quotes the same words under groff (man -l) as under mandoc" {
	needs_tool mandoc
	needs_tool groff
	for page in "$top"/man/man1/*.1 "$top"/man/man7/wits.7; do
		quoted "$page" mandoc -Tutf8 >"$BATS_TEST_TMPDIR/mandoc"
		[ -s "$BATS_TEST_TMPDIR/mandoc" ] || { echo "${page##*/}: nothing quoted"; return 1; }
		quoted "$page" groff -mandoc -Tutf8 >"$BATS_TEST_TMPDIR/groff"
		diff "$BATS_TEST_TMPDIR/mandoc" "$BATS_TEST_TMPDIR/groff" || { echo "${page##*/}"; return 1; }
	done
	# and the span meant, where both once quoted more: --delay's example, 0.5 alone
	for formatter in "mandoc -Tutf8" "groff -mandoc -Tutf8"; do
		quoted "$top/man/man1/nim-trace.1" $formatter | grep -qx $'\x010.5\x02' || { echo "$formatter"; return 1; }
	done
}
