#!/bin/sh
# cube-solve (its first face and layer too) and cube-scramble: cold start, throughput with
# the tables' cost included, memory, and instructions a line (callgrind: the same count
# however busy the machine),
# against a baseline: the tests' own cube model (t/oracle/cube-check.c, stickers
# turned in space and a breadth-first search of its own, written for clarity).
# BENCH_RUNS sets the runs each median takes (default 5); CUBE_BENCH_LINES the lines
# of the large inputs (default 1,000,000, as the README's table).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
runs=${BENCH_RUNS:-5}
n=${CUBE_BENCH_LINES:-1000000}

# as short as can be, so that the solver's lines stay those it has always been measured on
"$bin/cube-scramble" -n "$n" --seed 1 --short >"$tmp/moves"
"$bin/cube-scramble" -n 200000 --seed 2 --state >"$tmp/states"
head -100 "$tmp/moves" >"$tmp/moves100"
head -5000 "$tmp/moves" >"$tmp/moves5000"
echo 'R U F' >"$tmp/one"

rss_kb() {
	if [ -x /usr/bin/time ]; then
		/usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1
	else
		echo "?"
	fi
}

# cold NAME SECONDS: a cold start, in milliseconds
cold() {
	awk -v name="$1" -v s="$2" 'BEGIN { printf "%-44s %9.1f ms\n", name, s * 1000 }'
}

echo "cube: random-state scrambles (median of $runs runs; cold starts of 11)"
cold "cube-solve, one solve (cold start)" "$(median 11 "$bin/cube-solve" "$tmp/one")"
cold "cube-solve --qtm, one solve (cold start)" "$(median 11 "$bin/cube-solve" --qtm "$tmp/one")"
cold "cube-solve --layer U, one solve (cold start)" "$(median 11 "$bin/cube-solve" --layer U "$tmp/one")"
cold "cube-scramble, one scramble (cold start)" "$(median 11 "$bin/cube-scramble")"
row "distance table, HTM (--census)" "$(median "$runs" "$bin/cube-solve" --census)" 1 ""
row "distance table, QTM (--census --qtm)" "$(median "$runs" "$bin/cube-solve" --census --qtm)" 1 ""
row "cube-solve, HTM, move input" "$(median "$runs" "$bin/cube-solve" "$tmp/moves")" "$n" ""
row "cube-solve, HTM, facelet input" "$(median "$runs" "$bin/cube-solve" "$tmp/states")" 200000 ""
row "cube-solve --qtm" "$(median "$runs" "$bin/cube-solve" --qtm "$tmp/moves")" "$n" ""
row "cube-solve -a (cubes)" "$(median "$runs" "$bin/cube-solve" -a "$tmp/moves")" "$n" ""
row "cube-solve --face U (a first face)" "$(median "$runs" "$bin/cube-solve" --face U "$tmp/moves")" "$n" ""
row "cube-solve --layer U (a first layer)" "$(median "$runs" "$bin/cube-solve" --layer U "$tmp/moves")" "$n" ""
row "cube-solve --layer any (colour neutral)" "$(median "$runs" "$bin/cube-solve" --layer any "$tmp/moves")" "$n" ""
row "cube-scramble (11 turns)" "$(median "$runs" "$bin/cube-scramble" -n "$n" --seed 3)" "$n" ""
row "cube-scramble --short" "$(median "$runs" "$bin/cube-scramble" -n "$n" --seed 3 --short)" "$n" ""
row "cube-scramble --length 5" "$(median "$runs" "$bin/cube-scramble" -n "$n" --seed 3 --length 5)" "$n" ""
row "cube-scramble --length 20" "$(median "$runs" "$bin/cube-scramble" -n "$n" --seed 3 --length 20)" "$n" ""
# practice subsets: a last-layer state drawn and written; --faces RU after a search of its states
row "cube-scramble --subset cll" "$(median "$runs" "$bin/cube-scramble" -n "$n" --seed 3 --subset cll)" "$n" ""
row "cube-scramble --subset eg" "$(median "$runs" "$bin/cube-scramble" -n "$n" --seed 3 --subset eg)" "$n" ""
row "cube-scramble --faces RU" "$(median "$runs" "$bin/cube-scramble" -n "$n" --seed 3 --faces RU)" "$n" ""
echo "max RSS: $(rss_kb "$bin/cube-solve" "$tmp/moves") KB for $n solves," \
    "$(rss_kb "$bin/cube-solve" "$tmp/moves100") KB for 100 (before the table pays)"
model=$bin/../t/bin/cube-check
row "baseline: the tests' cube model, C" \
    "$(median 1 sh -c '"$1" distance <"$2"' sh "$model" "$tmp/moves5000")" 5000 ""

irow "cube-solve, HTM" "$(instructions "$n" "$bin/cube-solve" "$tmp/moves")" line
irow "cube-solve --qtm" "$(instructions "$n" "$bin/cube-solve" --qtm "$tmp/moves")" line
irow "cube-solve -a" "$(instructions "$n" "$bin/cube-solve" -a "$tmp/moves")" line
irow "cube-solve --face U" "$(instructions "$n" "$bin/cube-solve" --face U "$tmp/moves")" line
irow "cube-solve --layer U" "$(instructions "$n" "$bin/cube-solve" --layer U "$tmp/moves")" line
irow "cube-solve --layer any" "$(instructions "$n" "$bin/cube-solve" --layer any "$tmp/moves")" line
irow "cube-scramble (11 turns)" "$(instructions 100000 "$bin/cube-scramble" -n 100000 --seed 3)" scramble
irow "cube-scramble --short" "$(instructions 100000 "$bin/cube-scramble" -n 100000 --seed 3 --short)" scramble
irow "cube-scramble --length 20" "$(instructions 100000 "$bin/cube-scramble" -n 100000 --seed 3 --length 20)" scramble
irow "cube-scramble --subset cll" "$(instructions "$n" "$bin/cube-scramble" -n "$n" --seed 3 --subset cll)" scramble
irow "cube-scramble --faces RU" "$(instructions "$n" "$bin/cube-scramble" -n "$n" --seed 3 --faces RU)" scramble
irow "cube-solve, one solve (cold start)" "$(instructions 1 "$bin/cube-solve" "$tmp/one")" run

# A scramble beside a solve, in this run: one scramble's start-up beside one solve's
# (above), then each scramble and each solve past the first 100,000, so that neither
# holds the tables built once, and their ratio: a scramble should cost no more than a
# solve of its line.
"$bin/cube-scramble" -n 200000 --seed 1 >"$tmp/scrambles"
head -100000 "$tmp/scrambles" >"$tmp/scrambles100k"

# past TOTAL_100000 TOTAL_200000: the instructions of each item past the first 100,000.
past() {
	awk -v a="$1" -v b="$2" 'BEGIN { if (a == "-" || b == "-") print "-"; else printf "%.0f\n", (b - a) / 100000 }'
}
scramble_each=$(past "$(instructions 1 "$bin/cube-scramble" -n 100000 --seed 1)" \
    "$(instructions 1 "$bin/cube-scramble" -n 200000 --seed 1)")
solve_each=$(past "$(instructions 1 "$bin/cube-solve" "$tmp/scrambles100k")" \
    "$(instructions 1 "$bin/cube-solve" "$tmp/scrambles")")
irow "cube-scramble, one scramble (start-up)" "$(instructions 1 "$bin/cube-scramble" -n 1 --seed 1)" run
irow "cube-scramble, each past 100,000" "$scramble_each" scramble
irow "cube-solve, each line past 100,000" "$solve_each" line
awk -v s="$scramble_each" -v v="$solve_each" 'BEGIN {
	if (s != "-" && v > 0) printf "%-44s %11.2fx a solve\n", "cube-scramble, each scramble", s / v
}'
