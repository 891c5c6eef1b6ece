#!/bin/sh
# nim-safe and nim-move against the cost of reading the lines (wc -l) and against
# python3 and awk one-liners computing the same verdicts, in the same run; then the
# instructions each line and each judged move costs (callgrind), which repeat exactly
# however busy the machine is.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
n=${NIM_BENCH_POSITIONS:-2000000}
runs=${BENCH_RUNS:-5}

awk -v n="$n" 'BEGIN { srand(1); for (i = 0; i < n; i++) print int(rand() * 8), int(rand() * 8), int(rand() * 8), int(rand() * 8) }' >"$tmp/pos"

echo "nim: $n positions of four heaps below 8 (median of $runs runs; last column: nim-safe's speed-up)"
safe=$(median "$runs" "$bin/nim-safe" "$tmp/pos")
wc=$(median "$runs" wc -l "$tmp/pos")
py=$(median 3 python3 -c '
import sys
from functools import reduce
from operator import xor
out = sys.stdout.write
for line in open(sys.argv[1]):
    h = [int(x) for x in line.split()]
    s = reduce(xor, h, 0)
    out("%s # %s %d\n" % (" ".join(map(str, h)), "unsafe" if s else "safe", s))
' "$tmp/pos")
awkname=awk
command -v gawk >/dev/null && awkname=gawk
# awk has no exclusive or everywhere: the column sums, bit by bit.
aw=$(median 3 "$awkname" '{ s = 0; for (b = 1; b <= 4; b *= 2) { c = 0; for (i = 1; i <= NF; i++) c += int($i / b) % 2; s += (c % 2) * b }
	print $0 " # " (s ? "unsafe " : "safe ") s }' "$tmp/pos")

row "wc -l (reading the lines)" "$wc" "$n" ""
row "python3 one-liner" "$py" "$n" ""
row "$awkname one-liner" "$aw" "$n" ""
row "nim-safe" "$safe" "$n" ""
awk -v s="$safe" -v wc="$wc" -v py="$py" -v aw="$aw" -v an="$awkname" 'BEGIN {
	printf "nim-safe: %.1fx faster than python3, %.1fx faster than %s, %.1fx the time of wc -l\n", py / s, aw / s, an, s / wc }'
# Twice as many lines of heaps below 1000 (4,000,000 by default): longer lines, three digits
# a heap, where nim-safe is to stay within 8 times the time of wc -l.
big=$((n * 2))
awk -v n="$big" 'BEGIN { srand(2); for (i = 0; i < n; i++) print int(rand() * 1000), int(rand() * 1000), int(rand() * 1000), int(rand() * 1000) }' >"$tmp/big"
bigsafe=$(median "$runs" "$bin/nim-safe" "$tmp/big")
bigwc=$(median "$runs" wc -l "$tmp/big")
row "wc -l, $big lines of heaps below 1000" "$bigwc" "$big" ""
row "nim-safe, the same lines" "$bigsafe" "$big" ""
awk -v s="$bigsafe" -v wc="$bigwc" 'BEGIN { printf "nim-safe: %.1fx the time of wc -l on heaps below 1000 (target: 8x)\n", s / wc }'
move=$(median "$runs" "$bin/nim-move" --seed 1 "$tmp/pos")
row "nim-move --seed 1" "$move" "$n" ""
moves=$(median 3 "$bin/nim-move" -k 3 --seed 1 "$tmp/pos")
row "nim-move -k 3 --seed 1" "$moves" "$n" ""

# A log of about a million moves: 20,000 games of eight heaps of 7, the machine against itself.
yes "7 7 7 7 7 7 7 7" | head -20000 | "$bin/nim-move" --play --seed 1 >"$tmp/log"
moves=$(( $(grep -c ' # [AB]: ' "$tmp/log") ))
game=$(median "$runs" "$bin/nim-trace" --game "$tmp/log")
row "nim-trace --game (moves judged)" "$game" "$moves" ""
brief=$(median "$runs" "$bin/nim-trace" --game --brief "$tmp/log")
row "nim-trace --game --brief (moves judged)" "$brief" "$moves" ""
trace=$(median 3 "$bin/nim-trace" --seed 1 "$tmp/pos")
row "nim-trace (full program panel)" "$trace" "$n" ""

# Instructions a line and a move, over samples of the same inputs (callgrind is slow).
sample=$((n / 10))
head -n "$sample" "$tmp/big" >"$tmp/sample"
head -n "$sample" "$tmp/log" >"$tmp/logsample"
samplemoves=$(grep -c ' # [AB]: ' "$tmp/logsample")
irow "nim-safe, a line of four heaps below 1000" "$(instructions "$sample" "$bin/nim-safe" "$tmp/sample")" line
irow "nim-trace --game, a move judged" "$(instructions "$samplemoves" "$bin/nim-trace" --game "$tmp/logsample")" move
irow "nim-trace --game --tsv, a move judged" "$(instructions "$samplemoves" "$bin/nim-trace" --game --tsv "$tmp/logsample")" move
# Moore's game: a move's correct moves found by Moore's search, counting, not listing.
yes "7 7 7 7 7 7 7 7" | head -2000 | "$bin/nim-move" -k 3 --play --seed 1 >"$tmp/log3"
moves3=$(grep -c ' # [AB]: ' "$tmp/log3")
irow "nim-trace -k 3 --game, a move judged" "$(instructions "$moves3" "$bin/nim-trace" -k 3 --game "$tmp/log3")" move
