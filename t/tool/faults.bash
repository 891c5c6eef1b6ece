# The fault table and its runner (loaded by t/faults.bats and t/slow/faults.bats).

# each_case CHECK: CHECK PROGRAM ARGS READS INPUT for every row of the fault table, which
# names every program: its arguments, what it reads, and a line of input it answers.
#   lines   input lines, from standard input or the file operands
#   record  a record of plays, the player operand after ARGS (seer-duel); - for plays typed live
#   none    no input (cube-scramble); -n says how much it writes
each_case() {
	local prog args reads input seen=" " p
	while IFS='|' read -r prog args reads input; do
		[ -x "$top/bin/$prog" ] || { echo "$prog is not built"; return 1; }
		"$@" "$prog" "$args" "$reads" "$input" || { echo "failed: $prog $args"; return 1; }
		seen="$seen$prog "
	done <<'CASES'
nim-safe||lines|7 1 6 2
nim-move|--seed 1|lines|7 1 6 2
nim-trace|--seed 1|lines|7 1 6 2
seer-predict|--seed 1|lines|++--++--+-+-++--
seer-duel|--seed 1 seer|record|++--++--+-+-++--
cube-scramble|--seed 1|none|
cube-solve||lines|R U F
cube-solve|--qtm -n 2|lines|R U2 F2
CASES
	for p in "$top"/bin/*; do
		[[ "$seen" == *" ${p##*/} "* ]] || { echo "no fault case for ${p##*/}"; return 1; }
	done
}

# answer PROGRAM ARGS READS INPUT N: the case with its input line N times on standard
# input (N scrambles for cube-scramble); the status is the first failure in the pipe.
answer() (
	set -o pipefail
	case $3 in
	none) $1 $2 -n "$5" </dev/null ;;
	*) for ((i = 0; i < $5; i++)); do printf '%s\n' "$4"; done | $1 $2 - ;;
	esac
)
