#!/bin/sh
# The pocket cube of Nichols' patent (1972): scrambled fairly, solved optimally.
# Run from the top of the tree (make demo); needs bin/ built.
set -e
PATH=$(cd "$(dirname "$0")/.." && pwd)/bin:$PATH
export PATH

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
