#!/bin/sh
# A classroom sheet: pocket-cube scrambles, each with a picture in the
# colours of Nichols' patent and an optimal solution to check against.
# Usage: sh examples/cube-classroom.sh [count] [seed] > sheet.txt
count=${1:-6}
seed=${2:-1972}
echo "# Pocket cube practice sheet (seed $seed): hold the cube brown side up,"
echo "# silver side towards you, turn the scramble, then try to solve it in"
echo "# as few turns as the solution below it."
cube-scramble -n "$count" --seed "$seed" | awk '{ print "#"; print "# scramble " NR ": " $0; print }' |
    cube-solve --net --palette patent |
    sed 's/^\([RUF].*\) # \([0-9]*\)$/# solution in \2 turns: \1/'
