#!/usr/bin/env bats
# The slow pages of doc/ run as written: every command doc/performance.md shows
# after "$ " (inputs of millions of lines), with the tree's programs on PATH.
# The quick pages run in t/readme.bats.

load ../tool/helper
load ../tool/doc-run

@test "doc/performance.md: every command shown runs as written" {
	local n
	cd "$BATS_TEST_TMPDIR"
	n=$(run_shown : "$top/doc/performance.md")
	[ "$n" -eq "$(grep -c '^    \$ ' "$top/doc/performance.md")" ]
	[ "$n" -ge 8 ]
	# the inputs the timings were taken on
	[ "$(wc -l <positions.txt)" -eq 2000000 ]
	[ "$(grep -c '^$' log.txt)" -eq 20000 ]
	[ "$(grep -c ' # [AB]: ' log.txt)" -eq 984402 ]
	[ "$(wc -l <scrambles.txt)" -eq 1000000 ]
}
