# Files of scrambles for the audit's tests, made apart from the audit: states drawn by
# cube-scramble --state, filtered by awk where a test wants a bias, and written as turns by
# awk from cube-solve -a's optimal solutions.

# fair SEED: each state on stdin (a facelet string) written as a scramble, the inverse of
# one of its optimal solutions drawn uniformly by awk (seeded): a writer with no lean, whose
# first and last turns are as often each turn as its mirror images and rotations about DBL.
fair() {
	cube-solve -a | awk -v seed="$1" '
		BEGIN { srand(seed) }
		function flush(   pick, k, n, t, out) {
			if (count == 0)
				return
			pick = 1 + int(rand() * count)
			n = split(solution[pick], t, " ")
			for (k = n; k >= 1; k--)
				out = out (k < n ? " " : "") inverse(t[k])
			print out
			count = 0
		}
		function inverse(turn) {
			if (turn ~ /2$/) return turn
			if (turn ~ /'"'"'$/) return substr(turn, 1, 1)
			return turn "'"'"'"
		}
		/^#:/ { flush(); next }
		{ sub(/ *#.*/, ""); solution[++count] = $0 }
		END { flush() }'
}

# fixed: each state on stdin written as the inverse of its first optimal solution in
# cube-solve's canonical order: a deterministic tie-break, which leans to the turns it
# tries first.
fixed() {
	cube-solve | awk '
		{ sub(/ *#.*/, ""); n = split($0, t, " "); out = ""
		  for (k = n; k >= 1; k--) {
			turn = t[k]
			if (turn ~ /'"'"'$/) turn = substr(turn, 1, 1)
			else if (turn !~ /2$/) turn = turn "'"'"'"
			out = out (k < n ? " " : "") turn
		  }
		  print out }'
}

# states N SEED: N random-state states of cube-scramble, as facelet strings.
states() {
	cube-scramble -n "$1" --seed "$2" --state
}

# drop_half CHARS: states on stdin, every other one dropped among those whose UFR corner
# shows one of CHARS on U (the facelet string's 4th sticker, U4).
drop_half() {
	awk -v chars="$1" 'index(chars, substr($0, 4, 1)) && k++ % 2 == 0 { next } 1'
}
