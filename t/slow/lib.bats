#!/usr/bin/env bats
# The library's pure functions where they take a while, through t/bin/libtest, each
# against an independent model: values, moves and probabilities.

load ../tool/helper

@test "heap games: the sparse-space values agree with the plain mex of every option to 30000 heaps" {
	# far enough that the rare values missing are looked for among the small heaps by value
	for rules in 0.376 0.354 0.6 grundy 0.1337; do
		run libtest values "$rules" 30000
		[ "$status" -eq 0 ]
		[ "$output" = "agree on 30000 heaps" ]
	done
}

@test "context-tree weighting: its probabilities agree to 12 places with block probabilities in the log domain" {
	# a period of 5 with one play in 20 flipped, and a pure period of 7 whose weights
	# reach their bounds
	noisy=$(awk 'BEGIN { srand(3); for (i = 0; i < 600; i++)
		printf "%s", (i % 5 < 3) != (rand() < 0.05) ? "+" : "-" }')
	periodic=$(awk 'BEGIN { for (i = 0; i < 1500; i++) printf "%s", substr("++-+--+", i % 7 + 1, 1) }')
	for run in "3 $noisy" "8 $noisy" "4 $periodic"; do
		set -- $run
		libtest probability "ctw:$1" "$2" >"$BATS_TEST_TMPDIR/got"
		seer-guess -p ctw "$1" <<<"$2" >"$BATS_TEST_TMPDIR/want"
		[ "$(wc -l <"$BATS_TEST_TMPDIR/got")" -eq "${#2}" ]
		paste "$BATS_TEST_TMPDIR/got" "$BATS_TEST_TMPDIR/want" | awk '
			{ d = $1 - $2; if (d < 0) d = -d; if (d > 1e-12 || $1 !~ /^0\.[0-9]+$/ || length($1) != 14) bad++ }
			END { exit bad > 0 || NR < 600 }' || { echo "depth $1"; return 1; }
	done
	# the periodic sequence is read with certainty: P(+) beyond 0.99 or under 0.01 at the end
	awk 'END { exit !($1 > 0.99 || $1 < 0.01) }' "$BATS_TEST_TMPDIR/got"
}

# heap_options RULES: each position read (its heaps in $0) followed by every position one move
# reaches, by the rules as Winning Ways writes them (digit i of the code: bit 1 takes a heap of
# exactly i, bit 2 takes i leaving one heap, bit 4 takes i and splits the rest in two non-empty
# heaps; grundy splits a heap into two unequal ones; amounts a,b,c take a, b or c), the split
# heap written as its two in its place: "# P position", then one reached position a line.
heap_options() {
	awk -v rules="$1" 'BEGIN {
		if (rules == "grundy") { d[0] = 4; t = 0; unequal = 1 }
		else if (rules ~ /\./) { split(rules, p, "."); d[0] = p[1] == "4" ? 4 : 0; t = length(p[2])
			for (i = 1; i <= t; i++) d[i] = substr(p[2], i, 1) + 0 }
		else { n = split(rules, a, ","); t = 0
			for (i = 1; i <= n; i++) { d[a[i]] = 3; if (a[i] + 0 > t) t = a[i] + 0 } } }
	function put(i, s,   j, out) {
		for (j = 1; j <= NF; j++) out = out (j > 1 ? " " : "") (j == i ? s : $j)
		print out }
	{ print "# P " $0
		for (i = 1; i <= NF; i++) for (k = 0; k <= t && k <= $i; k++) {
			m = $i - k
			if (int(d[k] / 1) % 2 && m == 0 && k > 0) put(i, 0)
			if (int(d[k] / 2) % 2 && m > 0 && k > 0) put(i, m)
			if (int(d[k] / 4) % 2) for (x = 1; x < m - x || (x == m - x && !unequal); x++) put(i, x " " m - x)
		} }'
}

@test "heap games: legal and correct moves counted agree with every move listed and searched, 3 heaps of up to 9" {
	all_positions 3 9 >"$BATS_TEST_TMPDIR/pos"
	for rules in 0.77 0.07 0.137 1,2,3 2,5 grundy 4.07 0.6 0.16; do
		heap_options "$rules" <"$BATS_TEST_TMPDIR/pos" >"$BATS_TEST_TMPDIR/options"
		# the game-tree search's verdict for every position a move reaches
		grep -v '^# P' "$BATS_TEST_TMPDIR/options" | heap-brute "$rules" >"$BATS_TEST_TMPDIR/safe"
		awk 'NR == FNR { safe[FNR] = $1; next }
			/^# P/ { if (n != "") print n, c; n = 0; c = 0; next }
			{ n++; c += safe[++k] == "safe" }
			END { print n, c }' "$BATS_TEST_TMPDIR/safe" "$BATS_TEST_TMPDIR/options" >"$BATS_TEST_TMPDIR/want"
		libtest moves "$rules" <"$BATS_TEST_TMPDIR/pos" >"$BATS_TEST_TMPDIR/got"
		[ "$(wc -l <"$BATS_TEST_TMPDIR/got")" -eq 1110 ] || return 1
		diff "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got" || { echo "$rules"; return 1; }
	done
}
