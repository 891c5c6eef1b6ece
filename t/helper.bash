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

# help_aligned PROG: in PROG -h every option's description, and each line
# continuing one, starts in the column of the options every program shares.
help_aligned() {
	"$1" -h | awk '
		/^      --line-buffered / { s = substr($0, 22); match(s, /^ +/); col = 21 + RLENGTH + 1 }
		{ line[NR] = $0 }
		END {
			if (!col) { print "no --line-buffered line"; exit 1 }
			for (n = 2; n <= NR; n++) {
				$0 = line[n]
				if ($0 ~ /^  +-/) {
					opts = 1
					i = index(substr($0, 7), "  ")
					s = i ? 6 + i : length($0) + 1
					while (substr($0, s, 1) == " ")
						s++
				} else if (opts) {
					match($0, /^ */)
					s = RLENGTH + 1
				} else {
					continue
				}
				if (s != col) { print "not in column " col ": " $0; bad = 1 }
			}
			exit bad
		}'
}

# page_lists_options PROG: the manual page describes every option PROG -h lists.
page_lists_options() {
	local page opt
	page=$(mandoc -Tascii "$top/man/man1/$1.1" | sed 's/.\x08//g')
	for opt in $("$1" -h | awk '/^  +-/ { print ($2 ~ /^--/ ? $2 : $1) }'); do
		grep -qE -- "^     (-[a-zA-Z], )?$opt( |\$)" <<<"$page" || { echo "$1.1 does not describe $opt"; return 1; }
	done
}
