#!/bin/sh
# make demo: the main jobs of wits on built-in examples.
set -eu
cd "$(dirname "$0")"
PATH=$(cd .. && pwd)/bin:$PATH

say() { printf '\n== %s\n' "$*"; }

say "Nim: the booklet's and McCoy's positions, safe or unsafe (nim-safe)"
nim-safe nim-positions.txt

say "Why 7 1 6 2 is unsafe: the Nimrod booklet's board (nim-safe -v)"
echo 7 1 6 2 | nim-safe -v

say "The correct move from each (nim-move)"
nim-move --seed 1951 nim-positions.txt

say "The Nimrod's split personality: a game of the reverse game against itself (nim-move -m --play)"
echo 7 1 6 4 | nim-move -m --play --seed 1951

for part in nim-trace-demo.sh seer-demo.sh cube-demo.sh; do
	[ -f "$part" ] && sh "$part"
done
exit 0
