# Shared by every bats file (load tool/helper): the freshly built programs come first on PATH.
top=$(cd "${BASH_SOURCE[0]%/*}/../.." && pwd)
PATH="$top/bin:$top/t/bin:$PATH"
export PATH

# run_in INPUT CMD...: run CMD with INPUT (printf %b) on stdin.
run_in() {
	local input=$1
	shift
	run "$@" < <(printf '%b' "$input")
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

# check ...: the independent cube model of t/oracle/cube-check.py (stickers and rotations, its own search).
check() {
	/usr/bin/python3 "$top/t/oracle/cube-check.py" "$@"
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
	local page opt opts
	page=$(mandoc -Tascii "$top/man/man1/$1.1" | sed 's/.\x08//g')
	opts=$("$1" -h | awk '/^  +-/ { print ($2 ~ /^--/ ? $2 : $1) }') || { echo "$1 -h failed"; return 1; }
	[[ "$opts" == *--version* ]] || { echo "$1 -h lists no options"; return 1; }
	for opt in $opts; do
		grep -qE -- "^     (-[a-zA-Z], )?$opt( |\$)" <<<"$page" || { echo "$1.1 does not describe $opt"; return 1; }
	done
}

# streamed CMD...: run CMD, reading its output as it comes (only the first $STREAM_HEAD bytes, when
# set, and then closing the pipe, with SIGPIPE ignored so that the write fails instead); prints
# "bytes lines status peak-memory-in-KB", then the first and the last line read.
streamed() {
	python3 -c '
import os, resource, subprocess, sys
head = int(os.environ.get("STREAM_HEAD", "0"))
p = subprocess.Popen(sys.argv[1:], stdout=subprocess.PIPE, restore_signals=head == 0)
size = lines = 0
first = last = b""
while True:
	chunk = p.stdout.read(head - size if head else 1 << 20)
	if not chunk:
		break
	if not first.endswith(b"\n"):
		first += chunk[:chunk.find(b"\n") + 1 or len(chunk)]
	last = (last + chunk)[-(1 << 16):]
	size += len(chunk)
	lines += chunk.count(b"\n")
	if size == head:
		break
p.stdout.close()
status = p.wait()
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(size, lines, status, peak)
print(first.decode().rstrip("\n"))
print(last.decode().rstrip("\n").rpartition("\n")[2])
' "$@"
}

# tsv_strict COLUMNS: standard input is TSV read with python3's csv module
# (dialect excel-tab, strict): its header must be COLUMNS (tab-separated),
# every row as many fields, no field empty but the last (the comment), and
# none holding a tab, newline, quote or control byte. Prints the rows.
tsv_strict() {
	/usr/bin/python3 -c '
import csv, sys
want = sys.argv[1].split("\t")
rows = list(csv.reader(sys.stdin, dialect="excel-tab", strict=True))
if not rows or rows[0] != want:
    sys.exit("header %r, expected %r" % (rows[0] if rows else None, want))
for n, row in enumerate(rows[1:], 2):
    if len(row) != len(want):
        sys.exit("row %d has %d fields, expected %d: %r" % (n, len(row), len(want), row))
    for name, field in zip(want, row):
        if field == "" and name != "comment":
            sys.exit("row %d: %s is empty" % (n, name))
        if any(ord(c) < 32 or c == "\"" for c in field):
            sys.exit("row %d: %s holds %r" % (n, name, field))
    print("\t".join(row))
' "$1"
}

# aligned INPUT OUTPUT: OUTPUT answers INPUT line for line: as many lines,
# a blank line or comment line of the input copied as it was, a commented
# input line's comment at the end of its answer, and every other answer
# either a comment line ("# error: ...") or not a comment. Prints the pairs
# as paste(1) joins them.
aligned() {
	local pairs
	pairs=$(paste -d '|' "$1" "$2") || return 1
	[ "$(wc -l <"$1")" -eq "$(wc -l <"$2")" ] || { echo "$(wc -l <"$1") lines in, $(wc -l <"$2") out"; return 1; }
	printf '%s\n' "$pairs" | awk -F'|' '
		function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }
		{
			in_ = $1; out = substr($0, length($1) + 2)
			if (in_ ~ /^[ \t]*$/ || in_ ~ /^[ \t]*#/) {
				if (out != in_) { print "line " NR ": " in_ " became " out; bad = 1 }
				next
			}
			c = index(in_, "#")
			if (c && index(out, "# " trim(substr(in_, c + 1))) == 0) {
				print "line " NR ": comment of " in_ " lost in " out; bad = 1
			}
		}
		END { exit bad }' || return 1
	printf '%s\n' "$pairs"
}

# needs_tool TOOL: skip the test, naming TOOL, when TOOL is not installed;
# under CI=true, where .ci/run installs every tool, fail instead.  Only GNU
# parallel counts as parallel (moreutils has a program of the same name).
needs_tool() {
	case $1 in
	parallel) parallel --version 2>/dev/null | grep -q '^GNU parallel' && return 0 ;;
	*) command -v "$1" >/dev/null && return 0 ;;
	esac
	if [ "${CI:-}" = true ]; then
		echo "$1 is not installed, and under CI=true this test must run"
		return 1
	fi
	skip "$1 is not installed"
}
