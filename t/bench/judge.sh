#!/bin/sh
# cube-solve --judge: a log of a million solves judged turn by turn, in words and as
# TSV; each solve a random-state scramble and its optimal solution, every fourth
# with a wasted turn and its undoing (R R') in the middle.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
n=${CUBE_BENCH_SOLVES:-1000000}
runs=${BENCH_RUNS:-3}

"$bin/cube-scramble" -n "$n" --seed 5 >"$tmp/scrambles"
"$bin/cube-solve" "$tmp/scrambles" | sed 's/ #.*//' >"$tmp/solutions"
paste -d ';' "$tmp/scrambles" "$tmp/solutions" |
	awk -F ';' 'NR % 4 == 0 { sub(/ /, " R R'"'"' ", $2) } { print $1 " ; " $2 }' >"$tmp/log"
turns=$(awk -F ';' '{ n += split($2, t, " ") } END { print n }' "$tmp/log")

echo "cube-solve --judge: $n solves, $turns turns (median of $runs runs)"
plain=$(median "$runs" "$bin/cube-solve" --judge "$tmp/log")
tsv=$(median "$runs" "$bin/cube-solve" --judge --tsv "$tmp/log")
row "--judge, solves" "$plain" "$n" ""
row "--judge, turns" "$plain" "$turns" ""
row "--judge --tsv (a row a turn), solves" "$tsv" "$n" ""
row "--judge --tsv, turns" "$tsv" "$turns" ""
