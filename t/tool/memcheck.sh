#!/bin/sh
# make memcheck: each program under valgrind's memcheck on a representative run; any error or leak fails.
set -eu
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { echo "memcheck: valgrind is not installed" >&2; exit 1; }
vg="valgrind -q --leak-check=full --show-leak-kinds=all --errors-for-leak-kinds=all --error-exitcode=99"
fail=0
check() {
	name=$1
	shift
	if sh -c "$*" >/dev/null 2>"${TMPDIR:-/tmp}/memcheck.$$"; then
		echo "memcheck: $name: clean"
	else
		status=$?
		if grep -q '==[0-9]*==' "${TMPDIR:-/tmp}/memcheck.$$"; then
			echo "memcheck: $name: FAILED"; cat "${TMPDIR:-/tmp}/memcheck.$$"; fail=1
		else
			echo "memcheck: $name: clean (exit $status by design)"
		fi
	fi
	rm -f "${TMPDIR:-/tmp}/memcheck.$$"
}
check nim-safe "printf '7 1 6 2\n6,8,14\nx\n\n# c\n18446744073709551616\n' | $vg bin/nim-safe -v"
check "nim-safe -k" "printf '7 7 7 7\n1 1 1\n' | $vg bin/nim-safe -m -k 2 -c"
check nim-move "printf '7 1 6 2\n7 1 2 4\n0 0\n3 3 3\n' | $vg bin/nim-move --seed 1"
check "nim-move -a -k" "printf '7 7 7 7\n6 4 1\n' | $vg bin/nim-move -a -k 2 -m"
check "nim-move --play" "printf '7 1 6 4\n' | $vg bin/nim-move --play --when-safe=random -k 2 --seed 1"
check nim-trace "printf '7 1 6 4\n7 1 2 4\n' | $vg bin/nim-trace --seed 1 -k 2"
check "nim-trace --game" "$vg bin/nim-trace -m --game examples/nim-booklet-game.txt"
check "nim-trace --versus" "printf '1 6 3 4\n9\n1 5 0 4\n' | $vg bin/nim-trace --versus --machine nimatron"
check cube-solve "printf 'R U F\nUUUURRRRFFFFDDDDLLLLBBBB\nR U X\nUUUURRRRFFFFDBDDLLLLBBBD\nx y R2\n' | $vg bin/cube-solve --net"
check "cube-solve -a --qtm" "printf 'R U F2\n' | $vg bin/cube-solve -a --qtm"
check cube-scramble "$vg bin/cube-scramble -n 3 --seed 1 --state"
check "cube-scramble --length" "$vg bin/cube-scramble -n 3 --seed 1 --length 5 --min-moves 0 --net"
check "cube-scramble, the solved cube" "$vg bin/cube-scramble -n 1 --seed 1 --min-moves 0 --first 1798624"
check "cube-solve --judge -v" "printf 'R U F ; R R\\047 F\\047 U\\047 R\\047 # a\\nR U ; U\\047\\nR ; (R)\\n' | $vg bin/cube-solve --judge -v"
check "cube-solve --judge --tsv" "printf 'R U F ; F\\047 U\\047 R\\047\\n' | $vg bin/cube-solve --judge --tsv --qtm"
check "nim-trace --game --tsv | --totals" "$vg bin/nim-trace -m --game --tsv examples/nim-booklet-game.txt | $vg bin/nim-trace --totals"
check "seer-predict --profile --tsv" "$vg bin/seer-predict --profile --tsv --seed 1 examples/seer/three-sequences.txt"
check "seer-duel --exact, --diagram" "$vg bin/seer-duel --exact best seer && $vg bin/seer-duel --diagram dot opposite seer"
check "cube-scramble --sheet --key" "$vg bin/cube-scramble --sheet --key -n 3 --seed 1"
check "cube-scramble --audit" "bin/cube-scramble -n 200 --seed 1 >\"${TMPDIR:-/tmp}/audit.$$\" && $vg bin/cube-scramble --audit \"${TMPDIR:-/tmp}/audit.$$\" \"${TMPDIR:-/tmp}/audit.$$\"; s=\$?; rm -f \"${TMPDIR:-/tmp}/audit.$$\"; exit \$s"
exit $fail
