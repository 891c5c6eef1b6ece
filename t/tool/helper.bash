# Shared by every bats file (load tool/helper): the freshly built programs come first on PATH.
top=$(cd "${BASH_SOURCE[0]%/*}/../.." && pwd)

# tree_path: PATH with the tree's bin/ and t/bin/ first, and no wits program but
# the tree's anywhere: each directory that holds one (wits installed, another build)
# gives way to a directory of links to everything else in it, made once a run.  So a
# test that hides a program from a script (t/examples.bats) finds no other copy,
# and the tools beside that copy (bats itself, in /usr/local/bin) stay in reach.
tree_path() {
	local dir prog path='' links name
	local -a dirs progs=("$top"/bin/*)
	progs=("${progs[@]##*/}")
	IFS=: read -ra dirs <<<"$PATH"
	for dir in "${dirs[@]}"; do
		[ "$dir" != "$top/bin" ] && [ "$dir" != "$top/t/bin" ] || continue
		for prog in "${progs[@]}"; do
			[ -n "$dir" ] && [ -e "$dir/$prog" ] || continue
			# the directory's path, made one name: % written %%, / written %_
			name=${dir//%/%%}
			links=$BATS_RUN_TMPDIR/path/${name//\//%_}
			if [ ! -d "$links" ]; then
				mkdir -p "$links.$$"
				ln -s "$dir"/* "$links.$$"/ 2>/dev/null
				(cd "$links.$$" && rm -f "${progs[@]}")
				# made whole, then put in place at once; another test may have been first
				ln -s "$links.$$" "$links" 2>/dev/null || rm -rf "$links.$$"
			fi
			dir=$links
			break
		done
		path=$path:$dir
	done
	echo "$top/bin:$top/t/bin$path"
}
PATH=$(tree_path)
export PATH

# test_tools: make the test tools of t/bin (make test-tools), quietly and once a run,
# so that any one test file runs alone after make; after make check it is make saying
# they are made.  The first test of the run makes them, the others wait for it.  Not
# in the stubs' copy of the tree (t/tool/stubcheck.sh), whose tools come built and
# whose sources are gone.
test_tools() {
	local dir=${BATS_RUN_TMPDIR:-}/test-tools
	[ -n "${BATS_RUN_TMPDIR:-}" ] && [ -d "$top/cmd" ] || return 0
	if mkdir "$dir" 2>/dev/null; then
		if make -s -C "$top" test-tools >"$dir/log" 2>&1; then
			touch "$dir/made"
		else
			mv "$dir/log" "$dir/failed"
		fi
	fi
	until [ -e "$dir/made" ] || [ -e "$dir/failed" ]; do sleep 0.1; done
	[ -e "$dir/made" ] && return 0
	cat "$dir/failed" >&2
	echo "make test-tools failed, so the test tools of t/bin are not made" >&2
	return 1
}
test_tools || return 1

# programs: the seven programs, one a line, as the Makefile's PROG lists them.
programs() {
	make -s -C "$top" programs
}

# help_names PROG OPTION: the names PROG -h lists for OPTION's argument (the line
# "ARG: a, b, c" that ends the option's help, and the lines it goes on to), or
# for a note ("players:"), one a line, as written: "oracle:N", "a code such as
# 0.77".  Nothing when PROG -h lists none.
help_names() {
	"$1" -h | awk -v o="$2" '
		function out(s,   n, i, w, t) {
			t = s
			sub(/,$/, "", t)
			n = split(t, w, ", ")
			for (i = 1; i <= n; i++)
				if (w[i] != "")
					print w[i]
			if (s !~ /,$/)
				exit
		}
		listing { sub(/^ +/, ""); out($0); next }
		o ~ /:$/ && index($0, "  " o " ") == 1 { listing = 1; out(substr($0, length(o) + 4)); next }
		/^ +-/ {
			mine = 0
			spec = $0
			sub(/^ +/, "", spec)
			sub(/  .*/, "", spec)
			n = split(spec, alias, ", ")
			label = alias[n]
			if (!sub(/^[^ =]+[ =]/, "", label))
				label = ""
			for (i = 1; i <= n; i++) {
				sub(/[ =].*/, "", alias[i])
				if (alias[i] == o)
					mine = label != ""
			}
			next
		}
		mine && match($0, /^ +/) && index(substr($0, RLENGTH + 1), label ": ") == 1 {
			listing = 1
			out(substr($0, RLENGTH + length(label) + 3))
		}'
}

# names_or PROG OPTION [LAST]: the names PROG -h lists for OPTION as a message
# lists them, "a, b or c" (LAST instead of " or ").
names_or() {
	help_names "$1" "$2" | awk -v last="${3:- or }" '
		{ name[NR] = $0 }
		END { for (i = 1; i <= NR; i++) printf "%s%s", i == 1 ? "" : i == NR ? last : ", ", name[i]; print "" }'
}

# named_options PROG: the options (by their long names, else their letters)
# whose names PROG -h lists, one a line.
named_options() {
	"$1" -h | awk '
		/^ +-/ {
			spec = $0
			sub(/^ +/, "", spec)
			sub(/  .*/, "", spec)
			n = split(spec, alias, ", ")
			label = alias[n]
			opt = alias[n]
			sub(/[ =].*/, "", opt)
			if (!sub(/^[^ =]+[ =]/, "", label))
				label = ""
			next
		}
		label != "" && match($0, /^ +/) && index(substr($0, RLENGTH + 1), label ": ") == 1 {
			print opt
			label = ""
		}'
}

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

# check ...: the independent cube model of t/oracle/cube-check.c (stickers turned in
# space, its own search), built as t/bin/cube-check.
check() {
	"$top/t/bin/cube-check" "$@"
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
				# the line of an option, not a usage line continued
				if ($0 ~ /^  -/ || $0 ~ /^      --/) {
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

# tsv_strict COLUMNS: standard input is strict TSV: its header is COLUMNS
# (tab-separated), every row has as many fields, no field is empty but the
# last (the comment), and none holds a quote or a control byte (so no field
# can hide a tab or a newline in quotes). Prints the rows; on the first fault,
# says where on stderr and fails.
tsv_strict() {
	columns=$1 awk -F'\t' '
		function fail(msg) { print "tsv_strict: " msg > "/dev/stderr"; bad = 1; exit 1 }
		BEGIN { columns = ENVIRON["columns"]; n = split(columns, name, "\t") }
		NR == 1 {
			if ($0 != columns)
				fail("header \"" $0 "\", expected \"" columns "\"")
			next
		}
		{
			if (NF != n)
				fail("row " NR " has " NF " fields, expected " n ": " $0)
			for (i = 1; i <= n; i++) {
				if ($i == "" && name[i] != "comment")
					fail("row " NR ": " name[i] " is empty")
				if ($i ~ /["\001-\037]/)
					fail("row " NR ": " name[i] " holds a quote or a control byte: " $i)
			}
			print
		}
		END { if (!bad && NR == 0) fail("no header, expected \"" columns "\"") }'
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

# has_tool TOOL: TOOL is installed.  Only GNU parallel counts as parallel
# (moreutils has a program of the same name).
has_tool() {
	case $1 in
	parallel) parallel --version 2>/dev/null | grep -q '^GNU parallel' ;;
	*) command -v "$1" >/dev/null ;;
	esac
}

# needs_tool TOOL: skip the test, naming TOOL, when TOOL is not installed;
# under CI=true, where .ci/run installs every tool, fail instead.
needs_tool() {
	has_tool "$1" && return 0
	if [ "${CI:-}" = true ]; then
		echo "$1 is not installed, and under CI=true this test must run"
		return 1
	fi
	skip "$1 is not installed"
}
