#!/usr/bin/env bats
# The manual pages' examples that take seconds (t/tool/man-run.bash names them).

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
