#!/bin/sh
# The periods of octal games proved from scratch by nim-safe --period: Kayles,
# Dawson's Kayles, then the games Gangolli and Plambeck (1989) and Flammenkamp
# solved; each with its time, the most memory held and heaps a second: about a
# minute in all.  With OCTAL_BENCH_LONG=N, then a long run of a game with no period
# known, 0.6, to N heaps (10^8 takes some twenty minutes).  OCTAL_BENCH_GAMES
# chooses the games.
# WITS_ANALYZE (or OCTAL_REFERENCE) may name a build of the program to beat,
# tczajka/octal-games' analyze (its older C++ one: the same method, no Debian
# package): each game is then proved by it too, in the same run; without it that
# column is skipped, and said so.
# Last, the threads: 0.6 and Grundy's game to OCTAL_BENCH_THREADS heaps (10^7, a few
# minutes; 0 for none) by nim-safe --values with one thread and with the default (a
# thread for each processor), each with its heaps a second, the most memory held and
# that a heap, the speedup, and the load average before, as the machine may be
# shared; and analyze on 0.6 to the last power of 2 below as many heaps (it plays
# octal codes only, and runs on until it finds a period: it is stopped there).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
games=${OCTAL_BENCH_GAMES:-0.77 0.07 0.16 0.56 0.127 0.354 0.376}
long=${OCTAL_BENCH_LONG:-0}
heaps=${OCTAL_BENCH_THREADS:-10000000}
reference=${WITS_ANALYZE:-${OCTAL_REFERENCE:-}}

# cost CMD...: CMD's output, then its cost from /usr/bin/time where there is one
cost() {
	if [ -x /usr/bin/time ]; then
		/usr/bin/time -f '# %U s user, %e s in all, at most %M kB held' "$@" 2>&1
	else
		"$@"
	fi
}

# prove RULES MAX: the period line, and the cost (from /usr/bin/time where there is one)
prove() {
	cost "$bin/nim-safe" -r "$1" --period "$2" -v
}

echo "octal games: periods proved from scratch (nim-safe --period, the sparse-space method)"
for g in $games; do
	prove "$g" 4000000000
	if [ -n "$reference" ] && [ -x "$reference" ]; then
		echo "# the same by $reference (it looks for the period at powers of 2):"
		cost "$reference" "$g" | grep -v '^n=' | sed 's/^/#   /'
	fi
done
if [ "$long" -gt 0 ]; then
	echo "a long run: 0.6 to $long heaps"
	prove 0.6 "$long"
fi

# load: the load average of the last minute
load() {
	cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?'
}

# values RULES THREADS: one line: the run's seconds, heaps a second, memory held and
# that a heap, from /usr/bin/time (THREADS "" for the default)
values() {
	local j=${2:+-j $2}
	/usr/bin/time -f '%e %M' -o "$tmp/time" "$bin/nim-safe" -r "$1" --values "$heaps" $j >/dev/null
	awk -v n="$heaps" '{ printf "%.2f s, %.0f heaps a second, %d kB held, %.1f bytes a heap\n",
	    $1, ($1 > 0 ? (n + 1) / $1 : 0), $2, $2 * 1024 / (n + 1) }' "$tmp/time"
}

# analyze_to RULES: analyze's seconds to the power of 2 at or below $heaps, and the
# most memory it held then (from /proc), after which it is stopped
analyze_to() {
	local k=1 pow=0 start end pid hwm
	while [ $((k * 2)) -le "$heaps" ]; do k=$((k * 2)); pow=$((pow + 1)); done
	start=$(date +%s.%N)
	"$reference" "$1" >"$tmp/analyze" 2>&1 &
	pid=$!
	until grep -q "^n=2^$pow " "$tmp/analyze" || ! kill -0 "$pid" 2>/dev/null; do sleep 0.02; done
	end=$(date +%s.%N)
	hwm=$(awk '/^VmHWM/ { print $2 }' "/proc/$pid/status" 2>/dev/null || echo 0)
	kill "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	awk -v a="$start" -v b="$end" -v n="$k" -v m="${hwm:-0}" 'BEGIN { s = b - a
	    printf "%.2f s to %d heaps, %.0f heaps a second, %d kB held, %.1f bytes a heap\n",
	    s, n, (s > 0 ? n / s : 0), m, m * 1024 / n }'
}

if [ "$heaps" -gt 0 ]; then
	if ! [ -x /usr/bin/time ]; then
		echo "values with threads: skipped, as /usr/bin/time (GNU time) is not installed"
		exit 0
	fi
	echo "values with threads: 0.6 and Grundy's game to heap $heaps, 1 thread and $(nproc 2>/dev/null || echo '?') (the default)"
	for g in 0.6 grundy; do
		echo "# load average $(load)"
		one=$(values "$g" 1)
		echo "nim-safe -r $g -j 1:       $one"
		all=$(values "$g" "")
		echo "nim-safe -r $g (default): $all"
		echo "$one $all" | awk -v g="$g" '{ printf "%s: the default %.2fx one thread\n", g, $1 / $14 }'
	done
	if [ -z "$reference" ] || ! [ -x "$reference" ]; then
		echo "analyze: skipped: set WITS_ANALYZE to its path (tczajka/octal-games, built by hand)"
	else
		echo "# load average $(load)"
		echo "analyze 0.6: $(analyze_to 0.6)"
		echo "analyze grundy: skipped: it plays octal codes only"
	fi
fi
