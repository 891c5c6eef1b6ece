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

# opposite SEED: each scramble on stdin written again, each turn at random (awk, seeded)
# as the same turn of the opposite face, the whole cube turning with it: R as L x, U as D
# y, F as B z (R' as L' x', R2 as L2 x2).  The whole-cube turns are not written: the
# faces after are named as the cube is then held.  So each cube passed through is the
# same cube, held another way, and the scrambles turn all six faces, as other scramblers do.
opposite() {
	awk -v seed="$1" '
		BEGIN {
			srand(seed)
			split("U R F D L B", face, " ")
			split("D L B U R F", across, " ")
			# a quarter turn of the whole cube, clockwise about a face: where the faces go
			split("FLBR FUBD URDL RBLF DBUF LDRU", ring, " ")
			for (k = 1; k <= 6; k++) {
				opposite[face[k]] = across[k]
				cycle[face[k]] = ring[k]
			}
		}
		# the face that f becomes, the cube turned q quarters clockwise about a
		function turned(f, a, q,   k, i) {
			for (k = 0; k < q; k++)
				if ((i = index(cycle[a], f)) > 0)
					f = substr(cycle[a], i % 4 + 1, 1)
			return f
		}
		{
			for (k = 1; k <= 6; k++)
				name[face[k]] = face[k]
			out = ""
			for (w = 1; w <= NF; w++) {
				f = name[substr($w, 1, 1)]
				s = substr($w, 2)
				q = s == "" ? 1 : s == "2" ? 2 : 3
				if (rand() < 0.5) {
					out = out (w > 1 ? " " : "") f s
					continue
				}
				out = out (w > 1 ? " " : "") opposite[f] s
				# the layers but the one turned move with the whole cube, q back about f
				for (k = 1; k <= 6; k++)
					name[face[k]] = turned(name[face[k]], opposite[f], q)
			}
			print out
		}'
}

# random_turns N LENGTH SEED: N lines of LENGTH turns drawn by awk (seeded) from the 18
# turns of the six faces, no face twice running.
random_turns() {
	awk -v n="$1" -v length_="$2" -v seed="$3" 'BEGIN {
		srand(seed)
		split("U R F D L B", face, " ")
		suffix[1] = ""; suffix[2] = "2"; suffix[3] = sprintf("%c", 39)
		for (i = 0; i < n; i++) {
			line = ""; last = ""
			for (k = 0; k < length_; k++) {
				do f = face[1 + int(rand() * 6)]; while (f == last)
				last = f
				line = line (k > 0 ? " " : "") f suffix[1 + int(rand() * 3)]
			}
			print line
		}
	}'
}
