# nim-trace's traces against nim-move (loaded by t/nim-trace.bats and
# t/slow/nim-trace.bats).

# trace_agrees_with_nim_move GAME...: the positions the trace leaves, for every position
# of up to 4 heaps of 7 from each start heap, are the ones nim-move leaves, random
# choices included.
trace_agrees_with_nim_move() {
	local tmp=$BATS_TEST_TMPDIR start
	all_positions 4 7 >"$tmp/pos"
	for start in 0 1 2 3; do
		nim-trace "$@" --start-heap $start --seed 9 "$tmp/pos" >"$tmp/trace" || return 1
		grep -v '^#' "$tmp/trace" >"$tmp/left" || return 1
		nim-move "$@" --start-heap $start --seed 9 "$tmp/pos" >"$tmp/want" || return 1
		# one answer a position (8 + 64 + 512 + 4096 of them)
		[ "$(wc -l <"$tmp/want")" -eq 4680 ] || return 1
		diff "$tmp/left" "$tmp/want" || return 1
	done
}
