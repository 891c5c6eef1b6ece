#!/bin/sh
# A classroom sheet: pocket-cube scrambles, each with a picture of the
# cube it makes in the colours of the cubes a class holds (white top,
# green front, as competitions and the HTML sheet have them), then, on a
# page of its own, an answer key of optimal solutions.
# Usage: sh cube-classroom.sh [count] [seed] [palette] > sheet.txt
# The palette is western (the default) or patent, for the colours of
# Nichols' patent (brown top, silver front).  A form feed starts the key's
# page, so a printer puts it on a sheet of its own.
# Runs from any directory; needs cube-scramble and cube-solve on PATH.
# Each step is a whole command, not a stage of a pipeline, so that a
# failing program fails the script (sh has no pipefail).
set -eu
. "$(dirname "$0")/needs"
needs cube-scramble cube-solve
count=${1:-6}
seed=${2:-1972}
palette=${3:-western}
case $palette in
western) hold="white side up, green side towards you" ;;
patent) hold="brown side up, silver side towards you" ;;
*)
	echo "cube-classroom.sh: '$palette': not western or patent" >&2
	exit 2 ;;
esac
scrambles=$(cube-scramble -n "$count" --seed "$seed")
solved=$(printf '%s\n' "$scrambles" | cube-solve --net --palette "$palette")
echo "# Pocket cube practice sheet (seed $seed)"
echo "# Hold the cube $hold, turn the scramble,"
echo "# check the cube against its picture, then solve it in as few turns as"
echo "# you can.  The answers are on the last page."
# cube-solve labels each cube's picture and solution with its scramble
# ("#: R U F"): the pictures go under their scrambles, the solutions to the key.
printf '%s\n' "$solved" | awk -v seed="$seed" '
	/^#: / { print "#"; print "# scramble " ++n ": " substr($0, 4); next }
	/^#/ { print; next }
	{ k = index($0, " # "); key[n] = "# " n ". solution in " substr($0, k + 3) " turns: " substr($0, 1, k - 1) }
	END {
		printf "\f"
		print "# Answer key (seed " seed "): a shortest solution of each scramble."
		for (i = 1; i <= n; i++)
			print key[i]
	}'
