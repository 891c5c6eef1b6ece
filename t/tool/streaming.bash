# The filters' table of cases and its runner (loaded by t/streaming.bats and
# t/slow/streaming.bats).

# program and arguments | a good line | the last line of its answer | the last line of
# its answer when it comes again, after a blank line | a bad token | its message | the
# exit status after it
#
# 7 1 6 2 is unsafe, its nim-sum 7^1^6^2 = 2; from 3 1 (nim-sum 2) the only correct move
# leaves 1 1 (Bouton); a first position with a non-zero nim-sum is a win for A, to move;
# pattern:+ plays + every time, so against ++--++-- it wins the four + and, as the matcher
# of a live player or a record ++--, it wins the first two plays (net 1, 2, 1, 0), and
# again after the blank line, which starts a new session (match 2), where --curve's
# lead_p, the chance of a net of 0 or more in 4 fair plays, is 11 of 16; R is undone
# by R' alone.  A record is read through /dev/stdin so that it can be driven.
cases() {
	cat <<'CASES'
nim-safe||7 1 6 2|7 1 6 2 # unsafe 2|7 1 6 2 # unsafe 2|x|nim-safe: line 2: 'x': not a heap size|1
nim-move|--seed 1|3 1|1 1 # heap 0: 3 -> 1|1 1 # heap 0: 3 -> 1|x|nim-move: line 2: 'x': not a heap size|1
nim-trace|--start-heap 1 --brief|3 1|1 1 # heap 0: 3 -> 1; program 1 2 3 2 4 5 6 7 1 7 8|1 1 # heap 0: 3 -> 1; program 1 2 3 2 4 5 6 7 1 7 8|x|nim-trace: line 2: 'x': not a heap size|1
nim-trace|--game|7 1 6 2|7 1 6 2 # A to move; unsafe, so A can win|7 1 6 2 # A to move; unsafe, so A can win|x|nim-trace: line 2: 'x': not a heap size|1
seer-predict|--machine pattern:+|++--++--|++++++++  # pattern:+ won 4 of 8 (0.5000)|++++++++  # pattern:+ won 4 of 8 (0.5000)|x|seer-predict: line 2: 'x': not a play (+ H 1 f L or - T 0 d R)|1
seer-duel|--curve pattern:+ /dev/stdin|++--|1\t4\t0\t0.6875|2\t4\t0\t0.6875|x|seer-duel: /dev/stdin: line 2: 'x': not a play (+ H 1 f L or - T 0 d R)|1
seer-duel|pattern:+ -|++--|++++  # pattern:+ 2, you 2|++++  # pattern:+ 2, you 2|x|seer-duel: stdin: line 2: 'x': not a play (+ H 1 f L or - T 0 d R)|0
cube-solve||R|R' # 1|R' # 1|Q|cube-solve: line 2: 'Q': not a move|1
CASES
}

# each_case FUNCTION: FUNCTION run on every row, with each of the options in $modes.
modes=("" --line-buffered)
each_case() {
	local prog args good answer again bad message code mode
	while IFS='|' read -r prog args good answer again bad message code; do
		printf -v answer '%b' "$answer"
		printf -v again '%b' "$again"
		for mode in "${modes[@]}"; do
			"$1" "$prog" "$mode $args" || { echo "failed: $prog $mode $args"; return 1; }
		done
	done < <(cases)
}

# long TOKEN COUNT: TOKEN written COUNT times, the start of a long line.
long() {
	awk -v t="$1" -v n="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", t }'
}
