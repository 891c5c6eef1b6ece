#!/usr/bin/env bats
# The manual pages' examples, every one, run as written (t/tool/man-run.bash names those
# that take seconds).

load ../tool/helper
load ../tool/man-run

@test "the examples that take seconds run as written and print what the page shows" {
	mkdir "$BATS_TEST_TMPDIR/scratch"
	cd "$BATS_TEST_TMPDIR/scratch"
	man_examples=slow
	pages_examples /usr/local/share/wits/examples "$top/examples" \
		"$top"/man/man1/*.1 "$top"/man/man7/wits.7
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
	mkdir "$BATS_TEST_TMPDIR/scratch"
	cd "$BATS_TEST_TMPDIR/scratch"
	man_examples=quick
	pages_examples /usr/local/share/wits/examples "$top/examples" \
		"$top"/man/man1/*.1 "$top"/man/man7/wits.7
}
