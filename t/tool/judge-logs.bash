# Solve logs for cube-solve --judge (loaded by t/cube-judge.bats and
# t/slow/cube-judge.bats).

# solves N SEED: N solves, each a random-state scramble, ';', and 1 to 9 turns drawn by
# awk from every face and x y z (a scramble's own optimal solution for every fourth).
solves() {
	cube-scramble -n "$1" --seed "$2" >"$tmp/scrambles" || return 1
	cube-solve "$tmp/scrambles" >"$tmp/solutions" || return 1
	paste -d '\t' "$tmp/scrambles" "$tmp/solutions" | awk -F '\t' -v seed="$2" '
		BEGIN { srand(seed); split("U R F D L B x y z", t, " "); split("|2|'"'"'", q, "|") }
		{
			sub(/ #.*/, "", $2)
			if (NR % 4 == 0) { print $1 " ; " $2; next }
			line = $1 " ;"
			n = 1 + int(rand() * 9)
			for (i = 0; i < n; i++)
				line = line " " t[1 + int(rand() * 9)] q[1 + int(rand() * 3)]
			print line
		}'
}
