#!/usr/bin/env bats
# The streaming promise (PRODUCT.md): the answer to every complete line is on its way
# out before any read that may block and before any long computation, in every filter.
# No verdict here depends on the clock: a read waits at most $safety seconds, and
# running into that limit fails the test (it is a safety net, never a verdict).

load tool/helper
load tool/streaming

safety=20

# start PROGRAM ARGS: the program as a coprocess; $to is its input, $from its output,
# and its stderr goes to a file.
start() {
	coproc CO { exec $1 $2 2>"$BATS_TEST_TMPDIR/stderr" 3>&-; }
	pid=$CO_PID
	exec {to}>&"${CO[1]}" {from}<&"${CO[0]}"
	exec {CO[1]}>&- {CO[0]}<&-
}

# send TEXT: TEXT (printf %b) in a single write(2), as a program upstream might send it.
send() {
	printf '%b' "$1" >"$BATS_TEST_TMPDIR/send"
	cat "$BATS_TEST_TMPDIR/send" >&"$to"
}

# expect_line LINE: the program's output read up to LINE.
expect_line() {
	local line seen=
	while IFS= read -r -t "$safety" line <&"$from"; do
		[ "$line" = "$1" ] && return 0
		seen+="$line"$'\n'
	done
	printf 'expected: %s\nread before it:\n%s(the input ended, or nothing came for %s s)\n' \
	    "$1" "$seen" "$safety"
	return 1
}

# finish: the input closed and the rest of the output read (a read that waits
# $safety seconds fails); $status is the program's.
finish() {
	local line st=0
	exec {to}>&-
	while IFS= read -r -t "$safety" line <&"$from" || { st=$?; false; }; do :; done
	[ "$st" -le 128 ] || { echo "the output did not end"; return 1; }
	exec {from}<&-
	status=0
	wait "$pid" || status=$?
}

whole_and_part() {
	start "$1" "$2"
	send "$good\n# half a li"
	expect_line "$answer" || return 1
	send "ne\n"
	finish || return 1
	[ "$status" -eq 0 ] && [ ! -s "$BATS_TEST_TMPDIR/stderr" ]
}

@test "every filter: a whole line and part of the next in one write: the whole line is answered at once" {
	each_case whole_and_part
}

good_and_bad() {
	start "$1" "$2"
	send "$good\n$bad\n"
	expect_line "$answer" || return 1
	finish || return 1
	[ "$status" -eq "$code" ] && [ "$(<"$BATS_TEST_TMPDIR/stderr")" = "$message" ]
}

@test "every filter: a good line and a bad one in one write: the good line is answered at once" {
	each_case good_and_bad
}

# The long line ends in a bad token: the message about it is written once the work on
# the whole line is done, so on one stream the order of the answer and the message
# shows whether the answer went out before that work began.  The input is a regular
# file, read whole at once: no wait for input flushes the answer in between.
long_after_short() {
	local piece
	case $1 in
	nim-*) piece="1 " ;;
	seer-*) piece="+-" ;;
	cube-*) piece="R U " ;;
	esac
	{ printf '%s\n' "$good"; long "$piece" 5000; printf '%s\n' "$bad"; } >"$BATS_TEST_TMPDIR/in"
	run $1 $2 <"$BATS_TEST_TMPDIR/in"
	[ "$status" -eq "$code" ] || { echo "status $status"; return 1; }
	local i answered=-1 told=-1
	for i in "${!lines[@]}"; do
		[ "${lines[$i]}" = "$answer" ] && [ "$answered" -lt 0 ] && answered=$i
		[ "${lines[$i]}" = "$message" ] && told=$i
	done
	[ "$answered" -ge 0 ] && [ "$told" -gt "$answered" ] || { printf '%s\n' "$output" | head -5; return 1; }
}

@test "every filter: the answers so far are out before the work on a long line begins" {
	each_case long_after_short
}

@test "nim-move --line-buffered -k 100000: 7 1 6 2 is answered before a line of 100,000 heaps is worked on" {
	{ echo 7 1 6 2; long "1 " 100000; echo x; } >"$BATS_TEST_TMPDIR/in"
	run bash -c "nim-move --line-buffered -k 100000 '$BATS_TEST_TMPDIR/in' 2>'$BATS_TEST_TMPDIR/err'"
	[ "$status" -eq 1 ]
	[ "${#lines[@]}" -eq 2 ]
	# Moore: with k at least the number of heaps, only the empty position is safe
	[ "${lines[0]}" = "0 0 0 0 # heap 0: 7 -> 0, heap 1: 1 -> 0, heap 2: 6 -> 0, heap 3: 2 -> 0" ]
	[ "${lines[1]}" = "# error: 'x': not a heap size" ]
	[ "$(cat "$BATS_TEST_TMPDIR/err")" = "nim-move: $BATS_TEST_TMPDIR/in: line 2: 'x': not a heap size" ]
}
