# The commands README.md and doc/*.md show, run (loaded by t/readme.bats and
# t/slow/docs.bats). A shown command is an indented line that starts with
# "$ "; the indented lines after it, up to the next command or the end of
# the block, are the output it shows, if any.

# shown FILE...: each command the files show and the output shown for it
# (perhaps none), each followed by a NUL.
shown() {
	awk '
		/^    \$ / { flush(); cmd = substr($0, 7); next }
		/^    / && cmd != "" { out = out substr($0, 5) "\n"; next }
		{ flush() }
		END { flush() }
		function flush() {
			if (cmd != "") printf "%s%c%s%c", cmd, 0, out, 0
			cmd = ""; out = ""
		}' "$@"
}

# typed CMD: what a person types to CMD, scripted: the Nimatron patent's game
# for a game against the machine, a line of plays for the penny game live.
typed() {
	case $1 in
	*--versus*) printf '1 6 3 4\n1 5 0 4\n1 3 0 3\n0 1 0 3\n0 0 0 1\n' ;;
	*' -') printf '++--++--\n' ;;
	*) : ;;
	esac
}

# run_shown SETUP FILE...: run in the current directory, one after another,
# every command the files show, each after the shell line SETUP, with bash's
# pipefail and what a person would type; a command must succeed and print
# the output shown, or, when none is shown, write something to the file it
# sends its output to (or to the standard output). A panel paced by
# --delay is run without waiting. Prints how many commands ran.
run_shown() {
	local setup=$1 list=$BATS_TEST_TMPDIR/shown n=0 cmd want bare out err
	shift
	out=$BATS_TEST_TMPDIR/shown.out
	err=$BATS_TEST_TMPDIR/shown.err
	shown "$@" >"$list"
	while IFS= read -r -d '' cmd && IFS= read -r -d '' want; do
		n=$((n + 1))
		bare=$(sed 's/  *# .*$//' <<<"$cmd")
		typed "$bare" | timeout 120 bash -o pipefail -c "$setup"$'\n'"$(sed 's/--delay [0-9.]*/--delay 0/g' <<<"$cmd")" >"$out" 2>"$err" ||
			{ echo "failed ($?): $cmd" >&2; cat "$err" >&2; return 1; }
		if [ -n "$want" ]; then
			printf '%s' "$want" | diff - "$out" >&2 || { echo "other output than shown for: $cmd" >&2; return 1; }
		elif [[ $bare =~ \>\ *([^ ]+)\ *$ ]]; then
			[ "${BASH_REMATCH[1]}" = /dev/null ] || [ -s "${BASH_REMATCH[1]}" ] ||
				{ echo "wrote nothing to ${BASH_REMATCH[1]}: $cmd" >&2; return 1; }
		else
			[ -s "$out" ] || { echo "no output: $cmd" >&2; return 1; }
		fi
	done <"$list"
	echo "$n"
}
