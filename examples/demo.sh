#!/bin/sh
# make demo: the main jobs of wits on built-in examples.  Runs from any
# directory; needs the programs on PATH (make demo puts bin/ first).
set -eu
# a failing program in a pipeline fails the script too, where the shell can say so
if (set -o pipefail) 2>/dev/null; then set -o pipefail; fi
. "$(dirname "$0")/needs"
needs nim-safe nim-move nim-trace
cd "$(dirname "$0")"

say "Nim: the booklet's and McCoy's positions, safe or unsafe (nim-safe)"
nim-safe nim-positions.txt

say "Why 7 1 6 2 is unsafe: the Nimrod booklet's board (nim-safe -v)"
echo 7 1 6 2 | nim-safe -v

say "The correct move from each (nim-move)"
nim-move --seed 1951 nim-positions.txt

say "The Nimrod's split personality: a game of the reverse game against itself (nim-move -m --play)"
echo 7 1 6 4 | nim-move -m --play --seed 1951

say "The Nimrod's panel, instruction by instruction: the booklet's walkthrough of 7 1 6 4 (nim-trace)"
echo 7 1 6 4 | nim-trace --start-heap 1

say "The Nimatron's relays for its combination No. 1 (nim-trace --machine nimatron)"
echo 7 6 3 4 | nim-trace --machine nimatron

say "The booklet's game of the reverse game, judged move by move (nim-trace --game)"
nim-trace -m --game nim-booklet-game.txt

for part in seer-demo.sh cube-demo.sh; do
	[ -f "$part" ] && sh "$part"
done
exit 0
