# Shared by every bats file: the freshly built programs come first on PATH.
top=$(cd "$BATS_TEST_DIRNAME/.." && pwd)
PATH="$top/bin:$top/t/bin:$PATH"
export PATH

# run_in INPUT CMD...: run CMD with INPUT (printf %b) on stdin.
run_in() {
	local input=$1
	shift
	run bash -c 'printf "%b" "$1" | "${@:2}"' _ "$input" "$@"
}

# expect_error STATUS MESSAGE: the last run failed with that status and wrote that message.
expect_error() {
	[ "$status" -eq "$1" ] || { echo "status $status, expected $1"; echo "$output"; return 1; }
	[[ "$output" == *"$2"* ]] || { echo "no '$2' in: $output"; return 1; }
}

# all_positions MAXHEAPS MAXHEAP: every position of 1..MAXHEAPS heaps of 0..MAXHEAP, one per line.
all_positions() {
	awk -v heaps="$1" -v top="$2" 'BEGIN {
		base = top + 1
		for (n = 1; n <= heaps; n++) {
			total = base ^ n
			for (code = 0; code < total; code++) {
				line = ""; c = code
				for (i = 0; i < n; i++) { line = (c % base) (i ? " " : "") line; c = int(c / base) }
				print line
			}
		}
	}'
}

# check ...: the independent cube model of t/cube-check.py (stickers and rotations, its own search).
check() {
	/usr/bin/python3 "$top/t/cube-check.py" "$@"
}
