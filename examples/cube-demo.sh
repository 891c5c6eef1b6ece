#!/bin/sh
# The pocket cube of Nichols' patent (1972): scrambled fairly, solved optimally.
# Runs from any directory (make demo runs it); needs the programs on PATH.
set -eu
# a failing program in a pipeline fails the script too, where the shell can say so
if (set -o pipefail) 2>/dev/null; then set -o pipefail; fi
. "$(dirname "$0")/needs"
needs cube-scramble cube-solve

echo '$ cube-scramble -n 3 --seed 1972 | cube-solve'
cube-scramble -n 3 --seed 1972 | cube-solve
echo
echo '$ cube-scramble --seed 1972 --state --palette patent | cube-solve --net --palette patent'
cube-scramble --seed 1972 --state --palette patent | cube-solve --net --palette patent
echo
echo '$ echo "R U R'"'"' U R U2 R'"'"'" | cube-solve -a            # every optimal way back'
echo "R U R' U R U2 R'" | cube-solve -a
echo
echo '$ cube-solve --census                               # the 3,674,160 positions'
cube-solve --census
echo
echo '$ cube-scramble -n 50000 --seed 1 | cube-solve | sed "s/.*# //" | sort -n | uniq -c'
cube-scramble -n 50000 --seed 1 | cube-solve | sed 's/.*# //' | sort -n | uniq -c
