#!/usr/bin/env bats
# The move notation where it takes seconds: hundreds of random lines nested deep, each
# against the same turns written plainly by the model of t/tool/notation.bash, the
# states checked by the independent cube of t/oracle/cube-check.c.

load ../tool/helper
load ../tool/notation

setup() {
	tmp=$BATS_TEST_TMPDIR
}

# random_notation SEED COUNT: lines of the notation drawn at random, nested three deep,
# turns now spaced, now run together.
random_notation() {
	awk -v seed="$1" -v count="$2" '
		function pick(n) { return 1 + int(rand() * n) }
		function sequence(depth,    n, k, kind, w, out) {
			n = (depth ? 1 : 2) + int(rand() * (depth ? 4 : 3))
			out = ""
			for (k = 0; k < n; k++) {
				kind = rand()
				if (depth < 3 && kind < 0.2)
					w = "(" sequence(depth + 1) ")" repeat[pick(8)]
				else if (depth < 3 && kind < 0.4)
					w = "[" sequence(depth + 1) mark[pick(4)] sequence(depth + 1) "]" repeat[pick(8)]
				else
					w = letter[pick(21)] suffix[pick(7)]
				out = out w (rand() < 0.5 ? "" : " ")
			}
			sub(/ +$/, "", out)
			return out
		}
		BEGIN {
			srand(seed)
			split("U R F D L B Uw Rw Fw Dw Lw Bw u r f d l b x y z", letter, " ")
			split("|\047|2|2\047|\0472|’|2’", suffix, "|")
			split("||2|3|\047|2\047|\0475|11", repeat, "|")
			split(", |,|: |:", mark, "|")
			for (k = 0; k < count; k++)
				print "[" sequence(1) (rand() < 0.5 ? ", " : ": ") sequence(1) "] " sequence(0)
		}'
}

@test "three hundred random lines of the notation, nested three deep, as their turns written plainly" {
	random_notation 12 300 > "$tmp/n"
	[ "$(wc -l < "$tmp/n")" -eq 300 ]
	grep -q "(.*)" "$tmp/n"
	grep -q "’" "$tmp/n"
	same_as_plain "$tmp/n"
}
