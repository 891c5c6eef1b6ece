#!/bin/sh
# A classroom sheet: pocket-cube scrambles, each with a picture in the
# colours of Nichols' patent and an optimal solution to check against.
# Usage: sh cube-classroom.sh [count] [seed] > sheet.txt
# Runs from any directory; needs cube-scramble and cube-solve on PATH.
# Each step is a whole command, not a stage of a pipeline, so that a
# failing program fails the script (sh has no pipefail).
set -eu
. "$(dirname "$0")/needs"
needs cube-scramble cube-solve
count=${1:-6}
seed=${2:-1972}
scrambles=$(cube-scramble -n "$count" --seed "$seed")
solved=$(printf '%s\n' "$scrambles" | cube-solve --net --palette patent)
echo "# Pocket cube practice sheet (seed $seed): hold the cube brown side up,"
echo "# silver side towards you, turn the scramble, then try to solve it in"
echo "# as few turns as the solution below it."
# cube-solve labels each cube's picture and solution with its scramble ("#: R U F")
printf '%s\n' "$solved" | awk '
	/^#: / { print "#"; print "# scramble " ++n ": " substr($0, 4); next }
	/^#/ { print; next }
	{ k = index($0, " # "); print "# solution in " substr($0, k + 3) " turns: " substr($0, 1, k - 1) }'
