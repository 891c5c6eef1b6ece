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
	# pty gives the job a terminal for stderr; stdout still goes to /dev/null.
	# WITS_PROGRESS_DELAY=0: the line from the first item on, however fast the machine.
	run env WITS_PROGRESS_DELAY=0 pty -- sh -c "seer-duel -n 1000000 --seed 1 seer random >/dev/null"
	[ "$status" -eq 0 ]
	[[ "$output" == *"seer-duel: "*" / 1M plays ("*"%), "*" plays/s, "*" left"* ]]
	run env WITS_PROGRESS_DELAY=0 pty -- sh -c "seer-duel -n 1000000 --seed 1 --no-progress seer random >/dev/null"
	[ "$status" -eq 0 ]
	[[ "$output" != *"plays ("* ]]
	printf '7 1 6 4\n7 6 3 4\n' >"$BATS_TEST_TMPDIR/small"
	run env WITS_PROGRESS_DELAY=0 pty -- sh -c "nim-trace --start-heap 0 '$BATS_TEST_TMPDIR/small' >/dev/null"
	[ "$status" -eq 0 ]
	[[ "$output" == *"nim-trace: "*" line"*", "*" B / 16 B ("*"%), "*" lines/s, "*"B/s"* ]]
}

@test "WITS_PROGRESS_DELAY: 0.0 shows the line at once, 100000 not at all; a malformed value is ignored without a word" {
	printf '7 1 6 2\n' >"$BATS_TEST_TMPDIR/in"
	run env WITS_PROGRESS_DELAY=0.000 pty -- sh -c "nim-safe '$BATS_TEST_TMPDIR/in' >/dev/null"
	[ "$status" -eq 0 ]
	[[ "$output" == *"nim-safe: 1 line, 8 B / 8 B (100%), "* ]]
	run env WITS_PROGRESS_DELAY=100000 pty -- sh -c "nim-safe '$BATS_TEST_TMPDIR/in' >/dev/null"
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	# the others wait the default second: whether a line shows depends on the machine, a word never
	for delay in 2.5 x -1 .5 1e3 0,5 0.5.0 ''; do
		run env WITS_PROGRESS_DELAY="$delay" pty -- sh -c "nim-safe '$BATS_TEST_TMPDIR/in' >'$BATS_TEST_TMPDIR/out'"
		[ "$status" -eq 0 ]
		[ "$(cat "$BATS_TEST_TMPDIR/out")" = "7 1 6 2 # unsafe 2" ]
		[[ "$output" != *"WITS_PROGRESS_DELAY"* ]]
	done
}

# every_row_names FILE: each row of the TSV on stdin, after its header, names FILE.
every_row_names() {
	awk -F'\t' -v file="$1" 'NR > 1 && $1 != file { print "row " NR ": " $0; bad = 1 }
		END { exit bad || NR < 2 }'
}

@test "with stdin closed, a TSV row names its file by the operand, not by the descriptor" {
	local tmp=$BATS_TEST_TMPDIR
	printf '7 1 6 2\n' >"$tmp/heaps"
	printf "R U F ; F'U'R'\n" >"$tmp/solves"
	printf '7 1 6 2\n7 1 4 2\n' >"$tmp/log"
	run bash -c "nim-safe --tsv '$tmp/heaps' <&-"
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = "$(printf '%s\t1\t7 1 6 2\tunsafe\t2\t' "$tmp/heaps")" ]
	run bash -c "cube-solve --judge --tsv '$tmp/solves' <&-"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 7 ]
	every_row_names "$tmp/solves" <<<"$output"
	run bash -c "nim-trace --game --tsv '$tmp/log' <&-"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 4 ]
	every_row_names "$tmp/log" <<<"$output"
}

# closed_at_start PROGRAM ARGS READS INPUT: a standard descriptor closed at start: a
# closed stdout is a write error, as in coreutils; with stderr closed the same answers;
# a closed stdin is an empty input.
closed_at_start() {
	local tmp=$BATS_TEST_TMPDIR want st=0
	want=$(answer "$@" 1) && [ -n "$want" ] || return 1
	answer "$@" 1 >&- 2>"$tmp/err" || st=$?
	[ "$st" -eq 1 ] && [ "$(cat "$tmp/err")" = "$1: write error: Bad file descriptor" ] ||
		{ echo "stdout closed: status $st"; cat "$tmp/err"; return 1; }
	[ "$(answer "$@" 1 2>&-)" = "$want" ] || { echo "stderr closed"; return 1; }
	case $3 in
	none) [ "$($1 $2 -n 1 <&-)" = "$want" ] || { echo "stdin closed"; return 1; } ;;
	*)
		st=0
		$1 $2 - </dev/null >"$tmp/empty" 2>&1 || st=$?
		echo "status $st" >>"$tmp/empty"
		st=0
		$1 $2 - <&- >"$tmp/closed" 2>&1 || st=$?
		echo "status $st" >>"$tmp/closed"
		diff "$tmp/empty" "$tmp/closed" || { echo "stdin closed"; return 1; } ;;
	esac
}

@test "every program: a closed stdout is a write error, a closed stdin an empty input" {
	each_case closed_at_start
}

@test "with stdout closed, no mode succeeds silently: write error: Bad file descriptor, status 1" {
	while IFS='|' read -r prog cmd; do
		run bash -c "$cmd >&-"
		[ "$status" -eq 1 ] && [ "$output" = "$prog: write error: Bad file descriptor" ] ||
			{ echo "$cmd: status $status: $output"; return 1; }
	done <<CASES
nim-safe|echo '7 3' | nim-safe
nim-safe|nim-safe -r 0.77 --values 100000
nim-move|echo '7 3' | nim-move
nim-move|echo '7 3' | nim-move --sheet
nim-trace|echo '7 3' | nim-trace
nim-trace|printf '7 1 6 2\n7 1 4 2\n' | nim-trace --game
nim-trace|printf 'a 6\n' | nim-trace --versus
seer-predict|echo '++--++' | seer-predict
seer-duel|seer-duel --seed 1 -n 100 seer random
cube-scramble|cube-scramble --sheet -n 30
cube-solve|echo 'R U' | cube-solve -a
CASES
}

@test "with stdout or stderr closed, a side file never takes its place" {
	cd "$BATS_TEST_TMPDIR"
	run bash -c "printf 'R U\n' | cube-solve --svg o.svg >&-"
	[ "$status" -eq 1 ] && [ "$output" = "cube-solve: write error: Bad file descriptor" ]
	[ "$(head -c 5 o.svg)" = "<?xml" ]
	[ "$(tail -1 o.svg)" = "</svg>" ]
	# a bad line's message goes nowhere, not into the picture
	run bash -c "printf 'R U\nQ\n' | cube-solve --svg o.svg 2>&-"
	[ "$status" -eq 1 ]
	[ "${lines[0]}" = "U' R' # 2" ]
	[ "$(head -c 5 o.svg)" = "<?xml" ]
	! grep -q 'cube-solve' o.svg || return 1
	run bash -c "printf '+-+\n' | seer-duel --seed 1 --save saved seer - >&-"
	[ "$status" -eq 1 ] && [ "$output" = "seer-duel: write error: Bad file descriptor" ]
	[ "$(cat saved)" = "+-+" ]
	# the Nimatron's combination No. 1, 7 6 3 4; the game stops at its first lost line
	run bash -c "printf 'a 6\n' | nim-trace --versus --machine nimatron --save log >&-"
	[ "$status" -eq 1 ] && [ "$output" = "nim-trace: write error: Bad file descriptor" ]
	[ "$(sed -n 1p log)" = "7 6 3 4 # game 1: combination No. 1" ]
	[ "$(sed -n 2p log)" = "# game 1 left unfinished" ]
	! grep -q '^# You play' log || return 1
}

@test "a side file is never stdout or stdin, whatever they are; /dev/null may be named twice" {
	cd "$BATS_TEST_TMPDIR"
	# stdout a pipe, a file: the same refusal
	for to in '| cat' '>out'; do
		run bash -c "set -o pipefail; echo 'R U' | cube-solve --svg /dev/stdout $to"
		expect_error 2 "cube-solve: --svg '/dev/stdout': the same file as the standard output" || return 1
		run bash -c "set -o pipefail; cube-scramble --seed 1 --svg /dev/stdout $to"
		expect_error 2 "cube-scramble: --svg '/dev/stdout': the same file as the standard output" || return 1
		run bash -c "set -o pipefail; printf '+-+\n' | seer-duel --seed 1 --save /dev/stdout seer - $to"
		expect_error 2 "seer-duel: --save '/dev/stdout': the same file as the standard output" || return 1
		run bash -c "set -o pipefail; printf 'a 6\n' | nim-trace --versus --save /dev/stdout $to"
		expect_error 2 "nim-trace: --save '/dev/stdout': the same file as the standard output" || return 1
	done
	# stdin a pipe
	run bash -c "echo 'R U' | cube-solve --svg /dev/stdin"
	expect_error 2 "cube-solve: --svg '/dev/stdin': the same file as the standard input"
	run bash -c "printf '+-+\n' | seer-duel --seed 1 --save /dev/stdin seer -"
	expect_error 2 "seer-duel: --save '/dev/stdin': the same file as the standard input"
	# /dev/null loses nothing, whatever else is it
	run bash -c "echo 'R U' | cube-solve --svg /dev/stdout >/dev/null"
	[ "$status" -eq 0 ] && [ -z "$output" ]
	run bash -c "cube-solve --svg /dev/null </dev/null >/dev/null"
	[ "$status" -eq 0 ] && [ -z "$output" ]
	run bash -c "seer-duel --seed 1 --save /dev/null --svg /dev/null seer - </dev/null >/dev/null"
	[ "$status" -eq 1 ] && [ "$output" = "seer-duel: stdin: no plays" ]
}

@test "a side file that cannot be written says why, and a live session whose record is lost stops" {
	local full="write error: No space left on device"
	run bash -c "echo 'R U' | cube-solve --svg /dev/full >/dev/null"
	expect_error 1 "cube-solve: /dev/full: $full"
	run bash -c "cube-scramble --seed 1 --svg /dev/full >/dev/null"
	expect_error 1 "cube-scramble: /dev/full: $full"
	run bash -c "seer-duel --seed 1 --svg /dev/full seer random >/dev/null"
	expect_error 1 "seer-duel: /dev/full: $full"
	# the first line's plays cannot be kept: the second line is not played
	run bash -c "printf '+-+\n++\n' | seer-duel --seed 1 --save /dev/full seer - 2>&1 >'$BATS_TEST_TMPDIR/out'"
	[ "$status" -eq 1 ] && [ "$output" = "seer-duel: /dev/full: $full" ]
	grep -q '^# plays 3;' "$BATS_TEST_TMPDIR/out"
	# the game's first line cannot be kept: no move is played
	run bash -c "printf 'a 6\nc 3\n' | nim-trace --versus --machine nimatron --save /dev/full 2>&1 >'$BATS_TEST_TMPDIR/out'"
	[ "$status" -eq 1 ] && [ "$output" = "nim-trace: /dev/full: $full" ]
	grep -qx '7 6 3 4 # game 1: combination No. 1' "$BATS_TEST_TMPDIR/out"
	! grep -q '# you: ' "$BATS_TEST_TMPDIR/out" || return 1
}

# with_mark PROGRAM ARGS READS INPUT: a byte-order mark before the input changes nothing,
# from stdin or from each file; one inside the input is part of its line, and shown escaped.
with_mark() {
	local tmp=$BATS_TEST_TMPDIR want
	[ "$3" != none ] || return 0
	want=$(answer "$@" 2) && [ -n "$want" ] || return 1
	[ "$(printf '\357\273\277%s\n%s\n' "$4" "$4" | $1 $2 -)" = "$want" ] || { echo "stdin"; return 1; }
	if [ "$3" = lines ]; then
		printf '\357\273\277%s\n' "$4" >"$tmp/marked"
		[ "$($1 $2 "$tmp/marked" "$tmp/marked")" = "$want" ] || { echo "files"; return 1; }
	fi
	run bash -c "printf '%s\n\357\273\277%s\n' '$4' '$4' | $1 $2 - 2>&1 >/dev/null"
	# refused in a line typed live, which keeps the status; an error elsewhere
	{ [ "$status" -eq 1 ] || [ "$3" = record ]; } &&
		[[ "$output" == *"$1: stdin: line 2: '\\xef\\xbb\\xbf"* ]] || { echo "$output"; return 1; }
}

@test "every program: a byte-order mark at the start of a file is skipped, elsewhere it is an error" {
	each_case with_mark
	# the log reader, and a mark that comes a byte at a time
	run bash -c "printf '\357\273\2777 1 6 2\n7 1 4 2\n' | nim-trace --game --tsv"
	[ "$status" -eq 0 ]
	# 7 1 6 2: 16 moves, 3 of them correct (the heaps holding the nim-sum's 1): 13/16 wrong
	[ "${lines[1]}" = "$(printf -- '-\t2\tmove\t7 1 6 2\t1\tA\t7 1 4 2\tcorrect\t-\t0\t1\t0\t0\t0\t16\t3\t0.812500\t0.000000\t')" ]
	run bash -c "{ printf '\357'; sleep 0.1; printf '\273'; sleep 0.1; printf '\2777 1 6 2\n'; } | nim-safe"
	[ "$status" -eq 0 ] && [ "$output" = "7 1 6 2 # unsafe 2" ]
}
