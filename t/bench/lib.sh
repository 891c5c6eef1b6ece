# Shared by the benchmarks: where the programs are, a scratch folder, timing with
# medians, and the table they print.

bin=$(cd "$(dirname "$0")/../.." && pwd)/bin
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# seconds CMD...: wall-clock seconds of one run of CMD (output discarded).
seconds() {
	local start end
	start=$(date +%s.%N)
	"$@" >/dev/null
	end=$(date +%s.%N)
	awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f\n", b - a }'
}

# median RUNS CMD...: the median of RUNS timings of CMD.
median() {
	local runs=$1 i
	shift
	for i in $(seq "$runs"); do seconds "$@"; done | sort -n | awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }'
}

# row NAME SECONDS ITEMS BASELINE_SECONDS: one line of the table.
row() {
	awk -v name="$1" -v s="$2" -v n="$3" -v base="$4" 'BEGIN {
		rate = s > 0 ? n / s : 0
		printf "%-44s %9.3f s %14.0f /s", name, s, rate
		if (base != "") printf "   %8.2fx", base / s
		printf "\n"
	}'
}

# instructions ITEMS CMD...: the instructions one run of CMD executes (valgrind's
# callgrind), divided by ITEMS: a count that repeats exactly for the same binary and
# input, however busy the machine.  Prints "-" when valgrind is missing.
instructions() {
	local items=$1 total
	shift
	if ! command -v valgrind >/dev/null; then
		echo -
		return
	fi
	valgrind --tool=callgrind --callgrind-out-file="$tmp/callgrind.out" "$@" >/dev/null 2>"$tmp/callgrind.log"
	total=$(sed -n 's/^==[0-9]*== Collected : //p' "$tmp/callgrind.log")
	awk -v t="$total" -v n="$items" 'BEGIN { printf "%.0f\n", t / n }'
}

# irow NAME INSTRUCTIONS_PER_ITEM UNIT: one line of the table of instruction counts.
irow() {
	printf '%-44s %12s instructions a %s\n' "$1" "$2" "$3"
}
