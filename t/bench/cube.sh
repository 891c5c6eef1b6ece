#!/bin/sh
# Benchmark of cube-solve and cube-scramble: cold start, throughput, memory,
# against a python3 baseline (t/cube-check.py's meet-in-the-middle search).
# Run from anywhere after the programs are built; about 30 s.
set -e
top=$(cd "$(dirname "$0")/../.." && pwd)
PATH=$top/bin:$PATH
export PATH
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

now() { date +%s%N; }

# median of 11 runs of a command, in milliseconds (3 decimals)
median_ms() {
	i=0
	while [ $i -lt 11 ]; do
		s=$(now); sh -c "$1" > /dev/null; e=$(now)
		echo $(( e - s ))
		i=$((i + 1))
	done | sort -n | sed -n 6p | awk '{ printf "%.1f", $1 / 1e6 }'
}

# lines a second for a command over a file of n lines
rate() {
	s=$(now); sh -c "$1" < "$2" > /dev/null; e=$(now)
	awk -v n="$3" -v ns=$(( e - s )) 'BEGIN { printf "%.0f/s (%.2f s for %d)", n / (ns / 1e9), ns / 1e9, n }'
}

rss_kb() {
	if [ -x /usr/bin/time ]; then
		/usr/bin/time -f %M sh -c "$1" < "$2" 2>&1 > /dev/null | tail -1
	else
		echo "?"
	fi
}

n=1000000
cube-scramble -n $n --seed 1 > "$tmp/moves"
cube-scramble -n 200000 --seed 2 --state > "$tmp/states"
head -200000 "$tmp/moves" > "$tmp/moves200k"
head -300 "$tmp/moves" > "$tmp/moves300"

echo "cube benchmark ($(uname -m), one core)"
echo "cold start, echo 'R U F' | cube-solve:  $(median_ms "echo 'R U F' | cube-solve") ms (median of 11)"
echo "cold start, --qtm:                      $(median_ms "echo 'R U F' | cube-solve --qtm") ms"
echo "cold start, cube-scramble:              $(median_ms "cube-scramble") ms"
echo "distance table build (--census):        $(median_ms "cube-solve --census") ms HTM, $(median_ms "cube-solve --census --qtm") ms QTM; 918540 bytes each"
echo "HTM solves, move input:                 $(rate cube-solve "$tmp/moves" $n)"
echo "HTM solves, facelet input:              $(rate cube-solve "$tmp/states" 200000)"
echo "QTM solves:                             $(rate "cube-solve --qtm" "$tmp/moves200k" 200000)"
echo "-a, every optimal solution:             $(rate "cube-solve -a" "$tmp/moves200k" 200000) cubes"
echo "random-state scrambles:                 $(rate "cube-scramble -n 200000 --seed 3" /dev/null 200000)"
echo "--length 11 scrambles:                  $(rate "cube-scramble -n 20000 --seed 3 --length 11" /dev/null 20000)"
echo "max RSS, 1M HTM solves:                 $(rss_kb cube-solve "$tmp/moves") KB"
echo "max RSS, one solve:                     $(rss_kb cube-solve "$tmp/moves300" | head -1) KB (300 lines, before the table pays)"
if [ -x /usr/bin/python3 ]; then
	b=$(rate "/usr/bin/python3 $top/t/cube-check.py distance" "$tmp/moves300" 300)
	echo "baseline, python3 meet-in-the-middle:   $b"
	base=$(echo "$b" | sed 's|/s.*||')
	wits=$(rate cube-solve "$tmp/moves" $n | sed 's|/s.*||')
	echo "ratio:                                  $(awk -v a="$wits" -v b="$base" 'BEGIN { printf "%.0f", a / b }') times the baseline"
fi
