#!/usr/bin/env bats
# Faults every program meets the same way: a full disk, a closed pipe, missing files,
# a half line at the end, a seed run twice, answers driven line by line.

load tool/helper
load tool/faults

full_disk() {
	local st=0
	answer "$@" 1 >/dev/full 2>"$BATS_TEST_TMPDIR/err" || st=$?
	[ "$st" -eq 1 ] || { echo "status $st, expected 1"; return 1; }
	grep -qF "$1: write error: No space left on device" "$BATS_TEST_TMPDIR/err"
}

@test "every program: output to /dev/full exits 1 with a message" {
	each_case full_disk
}

# far more output than a pipe holds, into head -1; then the program's and head's statuses
flood_head() {
	case $3 in
	none) $1 $2 -n 200000 </dev/null | head -1 ;;
	*) yes "$4" | head -200000 | $1 $2 - | head -1 ;;
	esac
	local st=("${PIPESTATUS[@]}")
	echo "status ${st[-2]} ${st[-1]}"
}

flood_head_sigpipe_ignored() {
	trap '' PIPE
	flood_head "$@"
}

closed_pipe() {
	run flood_head "$@"
	# killed by SIGPIPE, without a word
	[ "${lines[-1]}" = "status 141 0" ] || { echo "$output"; return 1; }
	[ "${#lines[@]}" -eq 2 ] && [ -n "${lines[0]}" ] && [[ "$output" != *"Broken pipe"* && "$output" != *"$1:"* ]] || return 1
	# with SIGPIPE ignored the write fails instead: still no message, and status 1
	run flood_head_sigpipe_ignored "$@"
	[ "${lines[-1]}" = "status 1 0" ] || { echo "$output"; return 1; }
	[ -n "${lines[0]}" ] && [[ "${lines[0]}" != "status"* && "$output" != *"$1:"* ]]
}

@test "every program: a closed pipe (| head -1) ends quietly" {
	each_case closed_pipe
}

@test "a closed pipe ends the work: nim-safe stops reading an endless input" {
	run timeout 10 bash -c "yes '7 1 6 2' | nim-safe | head -1"
	[ "$status" -eq 0 ]
	[ "$output" = "7 1 6 2 # unsafe 2" ]
}

missing_file() {
	local tmp=$BATS_TEST_TMPDIR
	printf '%s\n' "$4" >"$tmp/good"
	case $3 in
	lines)
		run bash -c "$1 $2 '$tmp/none' '$tmp' '$tmp/good' 2>'$tmp/err'"
		[ "$status" -eq 1 ] &&
			[[ "$(<"$tmp/err")" == *"$1: $tmp/none: No such file or directory"* ]] &&
			[[ "$(<"$tmp/err")" == *"$1: $tmp: Is a directory"* ]] &&
			[ -n "$output" ] && [ "$output" = "$(answer "$@" 1)" ] ;;
	record)
		# a player that is no file is a usage error; an unreadable record is reported
		run $1 $2 "$tmp/none"
		expect_error 2 "$1: '$tmp/none': not a player" || return 1
		run $1 $2 "$tmp"
		expect_error 1 "$1: $tmp: Is a directory" || return 1
		run $1 $2 "$tmp/good"
		[ "$status" -eq 0 ] && [[ "$output" == *"plays ${#4};"* ]] ;;
	none)
		run $1 $2 "$tmp/good"
		expect_error 2 "$1: '$tmp/good': $1 reads no input" ;;
	esac
}

@test "every program: missing and unreadable operands are reported, the rest still read" {
	each_case missing_file
}

half_line() {
	if [ "$3" = none ]; then
		# it reads no input; its own last line is whole
		answer "$@" 2 >"$BATS_TEST_TMPDIR/out" &&
			[ "$(wc -l <"$BATS_TEST_TMPDIR/out")" -eq 2 ] && [ "$(tail -c 1 "$BATS_TEST_TMPDIR/out")" = "" ] &&
			[ "$(grep -c . "$BATS_TEST_TMPDIR/out")" -eq 2 ]
		return
	fi
	local out
	out=$(set -o pipefail; printf '%s\n%s' "$4" "$4" | $1 $2 -) &&
		[ "$(grep -c '^[^#]' <<<"$out")" -ge 2 ] && [ "$out" = "$(answer "$@" 2)" ]
}

@test "every program: a half line at the end of the input is answered like a whole one" {
	each_case half_line
}

twice() {
	local a b
	a=$(answer "$@" 3) && b=$(answer "$@" 3) && [ -n "$a" ] && [ "$a" = "$b" ]
}

@test "every program: --seed runs are byte-identical twice" {
	each_case twice
}

# the read timeouts are a safety net: reaching one fails
coprocess() {
	local want answer again pid
	want=$(answer "$@" 2) || return 1
	if [ "$3" = none ]; then
		# it reads no input: each of its lines as it is made.  Not a coproc:
		# bash closes a coproc's descriptors once it has ended, which this
		# one may have done before its lines are read.
		rm -f "$BATS_TEST_TMPDIR/lines"
		mkfifo "$BATS_TEST_TMPDIR/lines"
		$1 --line-buffered $2 -n 2 </dev/null >"$BATS_TEST_TMPDIR/lines" &
		pid=$!
		{
			IFS= read -r -t 10 answer && IFS= read -r -t 10 again
		} <"$BATS_TEST_TMPDIR/lines" || { kill "$pid"; return 1; }
		wait "$pid" || { echo "status $?"; return 1; }
	else
		coproc CO { $1 --line-buffered $2 -; }
		pid=$CO_PID
		printf '%s\n' "$4" >&"${CO[1]}"
		IFS= read -r -t 10 answer <&"${CO[0]}" || { kill "$pid"; return 1; }
		printf '%s\n' "$4" >&"${CO[1]}"
		IFS= read -r -t 10 again <&"${CO[0]}" || { kill "$pid"; return 1; }
		exec {CO[1]}>&-
		wait "$pid" || { echo "status $?"; return 1; }
	fi
	[ -n "$answer" ] && [ -n "$again" ] && [ "$answer" = "${want%%$'\n'*}" ]
}

@test "every program: --line-buffered answers each line at once, so it can be driven as a coprocess" {
	each_case coprocess
}

@test "nim-move driven as a coprocess, no option needed: each position answered before the next is read" {
	coproc MOVE { nim-move; }
	pid=$MOVE_PID
	for position in "7 1 6 2" "9 7 5" "6 4 1"; do
		echo "$position" >&"${MOVE[1]}"
		IFS= read -r -t 10 line <&"${MOVE[0]}"
		case $position in
		"7 1 6 2") [ "$line" = "7 1 4 2 # heap 2: 6 -> 4" ] ;;
		"9 7 5") [ "$line" = "2 7 5 # heap 0: 9 -> 2" ] ;;
		"6 4 1") [ "$line" = "5 4 1 # heap 0: 6 -> 5" ] ;;
		esac
	done
	exec {MOVE[1]}>&-
	wait "$pid"
}

@test "no progress line when stderr is not a terminal" {
	# not even with no delay; positions i % 8, i % 5 are safe when equal: 5 in every 40
	run bash -c "set -o pipefail; awk 'BEGIN { for (i = 0; i < 40000; i++) print i % 8, i % 5 }' |
		WITS_PROGRESS_DELAY=0 nim-safe -c 2>&1 >'$BATS_TEST_TMPDIR/count'"
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	[ "$(cat "$BATS_TEST_TMPDIR/count")" = "$(printf 'safe 5000\nunsafe 35000')" ]
}

@test "cube-scramble: /dev/full, a closed pipe, and seeds across runs" {
	run bash -c "cube-scramble -n 5 --seed 1 >/dev/full"
	expect_error 1 "cube-scramble: write error: No space left on device"
	run timeout 20 bash -c "cube-scramble -n 100000000 --seed 1 | head -1"
	[ "$status" -eq 0 ]
	[ -n "$output" ]
	[[ "$output" != *"cube-scramble:"* ]]
	[ "$(cube-scramble -n 20 --seed 5)" = "$(cube-scramble -n 20 --seed 5)" ]
}

@test "a long job on a terminal shows its progress on stderr, and --no-progress silences it" {
	command -v script >/dev/null || skip "script(1) is not installed"
	# script gives the job a terminal for stderr; stdout still goes to /dev/null.
	# WITS_PROGRESS_DELAY=0: the line from the first item on, however fast the machine.
	run env WITS_PROGRESS_DELAY=0 script -qec "seer-duel -n 1000000 --seed 1 seer random >/dev/null" /dev/null
	[ "$status" -eq 0 ]
	[[ "$output" == *"seer-duel: "*" / 1M plays ("*"%), "*" plays/s, "*" left"* ]]
	run env WITS_PROGRESS_DELAY=0 script -qec "seer-duel -n 1000000 --seed 1 --no-progress seer random >/dev/null" /dev/null
	[ "$status" -eq 0 ]
	[[ "$output" != *"plays ("* ]]
	printf '7 1 6 4\n7 6 3 4\n' >"$BATS_TEST_TMPDIR/small"
	run env WITS_PROGRESS_DELAY=0 script -qec "nim-trace --start-heap 0 '$BATS_TEST_TMPDIR/small' >/dev/null" /dev/null
	[ "$status" -eq 0 ]
	[[ "$output" == *"nim-trace: "*" line"*", "*" B / 16 B ("*"%), "*" lines/s, "*"B/s"* ]]
}

@test "WITS_PROGRESS_DELAY: 0.0 shows the line at once, 100000 not at all; a malformed value is ignored without a word" {
	command -v script >/dev/null || skip "script(1) is not installed"
	printf '7 1 6 2\n' >"$BATS_TEST_TMPDIR/in"
	run env WITS_PROGRESS_DELAY=0.000 script -qec "nim-safe '$BATS_TEST_TMPDIR/in' >/dev/null" /dev/null
	[ "$status" -eq 0 ]
	[[ "$output" == *"nim-safe: 1 line, 8 B / 8 B (100%), "* ]]
	run env WITS_PROGRESS_DELAY=100000 script -qec "nim-safe '$BATS_TEST_TMPDIR/in' >/dev/null" /dev/null
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	# the others wait the default second: whether a line shows depends on the machine, a word never
	for delay in 2.5 x -1 .5 1e3 0,5 0.5.0 ''; do
		run env WITS_PROGRESS_DELAY="$delay" script -qec "nim-safe '$BATS_TEST_TMPDIR/in' >'$BATS_TEST_TMPDIR/out'" /dev/null
		[ "$status" -eq 0 ]
		[ "$(cat "$BATS_TEST_TMPDIR/out")" = "7 1 6 2 # unsafe 2" ]
		[[ "$output" != *"WITS_PROGRESS_DELAY"* ]]
	done
}
