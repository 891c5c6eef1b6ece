#!/bin/sh
# make demo, the pocket-cube part: the cube of Nichols' patent (1972),
# scrambled fairly and solved in the fewest turns.
# Runs from any directory (make demo runs it); needs the programs on PATH.
set -eu
# a failing program in a pipeline fails the script too, where the shell can say so
if (set -o pipefail) 2>/dev/null; then set -o pipefail; fi
. "$(dirname "$0")/needs"
needs cube-scramble cube-solve

say "Three fair scrambles, each solved in the fewest turns (cube-scramble | cube-solve)"
cube-scramble -n 3 --seed 1972 | cube-solve

say "A scrambled cube in the patent's colours, drawn flat, and its solution (cube-solve --net)"
cube-scramble --seed 1972 --state --palette patent | cube-solve --net --palette patent

say "Every shortest way back from R U R' U R U2 R' (cube-solve -a)"
echo "R U R' U R U2 R'" | cube-solve -a

say "The 3,674,160 positions by their distance from solved: never more than 11 turns (cube-solve --census)"
cube-solve --census

say "How many turns 50,000 fair scrambles need (cube-scramble | cube-solve | sort | uniq -c)"
cube-scramble -n 50000 --seed 1 | cube-solve | sed 's/.*# //' | sort -n | uniq -c
