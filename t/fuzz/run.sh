#!/bin/sh
# t/fuzz/run.sh SECONDS TARGET...: each libFuzzer target for SECONDS from its seed corpus
# (t/fuzz/corpus/NAME), after replaying what it once found (t/fuzz/regress/NAME-*); findings
# go to t/fuzz/findings/.  Prints executions per target.
#
# A program target's finding as a shell line for bin/ (and a bats test):
#	t/fuzz/bin/NAME --show t/fuzz/findings/NAME-crash-...
# Once fixed, it joins regress/ in the canonical bytes, which keep their meaning when the
# option table grows (see program.c):
#	t/fuzz/bin/NAME --encode ARG... <stdin >t/fuzz/regress/NAME-HASH
set -u
seconds=$1
shift
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$here/findings"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The target a past finding is for: the program that starts its name (cube-solve-...), else
# the parser (cube-...).
owner() {
	for h in "$here"/args/*.h; do
		case $1 in "$(basename "$h" .h)"-*) basename "$h" .h; return ;; esac
	done
	echo "${1%%-*}"
}
status=0
for target in "$@"; do
	name=${target##*/}
	# what fuzzing found once stays fixed
	for input in "$here"/regress/"$name"-*; do
		[ -f "$input" ] && [ "$(owner "${input##*/}")" = "$name" ] || continue
		if ! "$target" "$input" >"$work/replay.log" 2>&1; then
			echo "fuzz: $name: ${input##*/} fails again"; tail -5 "$work/replay.log"; status=1
		fi
	done
	mkdir -p "$work/$name"
	"$target" -max_total_time="$seconds" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 -close_fd_mask=2 \
	    -max_len=4096 -artifact_prefix="$here/findings/$name-" \
	    "$work/$name" "$here/corpus/$name" >"$work/$name.log" 2>&1
	rc=$?
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/$name.log")
	if [ "$rc" -ne 0 ]; then
		echo "fuzz: $name: FINDING after ${runs:-?} runs (exit $rc)"
		grep -E 'ERROR|runtime error|SUMMARY|Test unit written' "$work/$name.log" | head -5
		status=1
	else
		echo "fuzz: $name: ${runs:-?} runs in ${seconds} s, nothing found"
	fi
done
exit $status
