# The heap games of -r against the game-tree search of t/oracle/heap-brute.c (loaded by
# t/nim-safe.bats, t/nim-move.bats and their slow files).

# check_rules RULES: every position of up to 3 heaps of 12 judged as a game-tree search judges it.
check_rules() {
	all_positions 3 12 >"$BATS_TEST_TMPDIR/pos"
	heap-brute "$1" <"$BATS_TEST_TMPDIR/pos" >"$BATS_TEST_TMPDIR/want"
	nim-safe -r "$1" "$BATS_TEST_TMPDIR/pos" | awk '{ print $(NF - 1) }' >"$BATS_TEST_TMPDIR/got"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/got")" -eq 2379 ]
	diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
}

# correct_moves RULES: every position of up to 3 heaps of 10: nim-move -a's correct moves are
# those a game-tree search finds, in the same order, and the single answer is one of them.
correct_moves() {
	heap-brute -a "$1" <"$BATS_TEST_TMPDIR/pos" >"$BATS_TEST_TMPDIR/want"
	nim-move -r "$1" -a --tsv "$BATS_TEST_TMPDIR/pos" |
		awk -F'\t' 'NR > 1 && $8 == "correct" { print $2 ": " $4 }' >"$BATS_TEST_TMPDIR/got"
	[ -s "$BATS_TEST_TMPDIR/want" ]
	diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
	# one answer a line: correct where the search has a correct move, else the Nimrod's
	nim-move -r "$1" --tsv "$BATS_TEST_TMPDIR/pos" | awk -F'\t' '
		FILENAME != "-" { want[$0] = 1; has[$1] = 1; next }
		FNR == 1 { next }
		{ rows++ }
		$8 == "correct" && !(($2 ": " $4) in want) { print "not correct: " $0; bad = 1 }
		$8 != "correct" && ($2 ":") in has { print "missed: " $0; bad = 1 }
		END { exit bad || rows != 1463 }' "$BATS_TEST_TMPDIR/want" -
}
