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
