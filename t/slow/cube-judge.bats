#!/usr/bin/env bats
# cube-solve --judge where it takes seconds: a log cut in pieces, judged piece by piece
# and whole, its totals merged by the awk of cube-solve(1).

load ../tool/helper
load ../tool/judge-logs

setup() {
	tmp=$BATS_TEST_TMPDIR
}

@test "a log in 4 pieces: the same solve lines, and the awk of the page merges the totals rows" {
	solves 40 8 >"$tmp/in"
	cube-solve --judge "$tmp/in" >"$tmp/single"
	cube-solve --judge --tsv "$tmp/in" >"$tmp/single.tsv"
	split -n l/4 "$tmp/in" "$tmp/part."
	for p in "$tmp"/part.??; do
		cube-solve --judge "$p" >"$p.out"
		cube-solve --judge --tsv "$p" >"$p.tsv"
	done
	cat "$tmp"/part.??.out | grep -v '^# totals: ' >"$tmp/pieces"
	grep -v '^# totals: ' "$tmp/single" | diff -u - "$tmp/pieces"
	# the merge written in cube-solve(1)
	merge() {
		awk -F '\t' '$3 == "totals" { s += $10; ok += $11; u += $12;
		    o += $13; w += $15 } $3 == "wasted" { n[$15] += $10 }
		    END { print s, ok, u, o, w, (o + w ? o / (o + w) : 1)
		        for (k in n) print "wasted", k, n[k] }' "$@" | sort
	}
	merge "$tmp/single.tsv" >"$tmp/whole"
	[ "$(head -1 "$tmp/whole" | cut -d ' ' -f 1)" -eq 40 ]
	cat "$tmp"/part.??.tsv | merge | diff -u "$tmp/whole" -
}
