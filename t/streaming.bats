#!/usr/bin/env bats
# The streaming promise (PRODUCT.md): the answer to every complete line is on its way
# out before any read that may block and before any long computation, in every filter.
# No verdict here depends on the clock: a read waits at most $safety seconds, and
# running into that limit fails the test (it is a safety net, never a verdict).

load tool/helper

safety=20

# program and arguments | a good line | the last line of its answer | the last line of
# its answer when it comes again, after a blank line | a bad token | its message | the
# exit status after it
#
# 7 1 6 2 is unsafe, its nim-sum 7^1^6^2 = 2; from 3 1 (nim-sum 2) the only correct move
# leaves 1 1 (Bouton); a first position with a non-zero nim-sum is a win for A, to move;
# pattern:+ plays + every time, so against ++--++-- it wins the four + and, as the matcher
# of a live player or a record ++--, it wins the first two plays (net 1, 2, 1, 0), and
# again after the blank line, which starts a new session (match 2); R is undone by R' alone.  A record is read through /dev/stdin so that it can be driven.
cases() {
	cat <<'CASES'
nim-safe||7 1 6 2|7 1 6 2 # unsafe 2|7 1 6 2 # unsafe 2|x|nim-safe: line 2: 'x': not a heap size|1
nim-move|--seed 1|3 1|1 1 # heap 0: 3 -> 1|1 1 # heap 0: 3 -> 1|x|nim-move: line 2: 'x': not a heap size|1
nim-trace|--start-heap 1 --brief|3 1|1 1 # heap 0: 3 -> 1; program 1 2 3 2 4 5 6 7 1 7 8|1 1 # heap 0: 3 -> 1; program 1 2 3 2 4 5 6 7 1 7 8|x|nim-trace: line 2: 'x': not a heap size|1
nim-trace|--game|7 1 6 2|7 1 6 2 # A to move; unsafe, so A can win|7 1 6 2 # A to move; unsafe, so A can win|x|nim-trace: line 2: 'x': not a heap size|1
seer-predict|--machine pattern:+|++--++--|++++++++  # pattern:+ won 4 of 8 (0.5000)|++++++++  # pattern:+ won 4 of 8 (0.5000)|x|seer-predict: line 2: 'x': not a play (+ H 1 f L or - T 0 d R)|1
seer-duel|--curve pattern:+ /dev/stdin|++--|1\t4\t0|2\t4\t0|x|seer-duel: /dev/stdin: line 2: 'x': not a play (+ H 1 f L or - T 0 d R)|1
seer-duel|pattern:+ -|++--|++++  # pattern:+ 2, you 2|++++  # pattern:+ 2, you 2|x|seer-duel: stdin: line 2: 'x': not a play (+ H 1 f L or - T 0 d R)|0
cube-solve||R|R' # 1|R' # 1|Q|cube-solve: line 2: 'Q': not a move|1
CASES
}

# each_case FUNCTION: FUNCTION run on every row, with each of the options in $modes.
modes=("" --line-buffered)
each_case() {
	local prog args good answer again bad message code mode
	while IFS='|' read -r prog args good answer again bad message code; do
		answer=$(printf '%b' "$answer")
		again=$(printf '%b' "$again")
		for mode in "${modes[@]}"; do
			"$1" "$prog" "$mode $args" || { echo "failed: $prog $mode $args"; return 1; }
		done
	done < <(cases)
}

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

# finish: the input closed and the rest of the output read; $status is the program's.
finish() {
	exec {to}>&-
	timeout "$safety" cat <&"$from" >/dev/null || { echo "the output did not end"; return 1; }
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
	[ "$status" -eq "$code" ] && [ "$(cat "$BATS_TEST_TMPDIR/stderr")" = "$message" ]
}

@test "every filter: a good line and a bad one in one write: the good line is answered at once" {
	each_case good_and_bad
}

# long TOKEN COUNT: TOKEN written COUNT times, the start of a long line.
long() {
	awk -v t="$1" -v n="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", t }'
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
	run bash -c "$1 $2 <'$BATS_TEST_TMPDIR/in' 2>&1"
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

# Two good lines (a blank line between them keeps a log's games apart), then a line of
# 120 MB in a process allowed 80 MB of address space.  The good lines come in one write
# with the start of the long line, so no read ends with them.
out_of_memory() {
	{ printf '%s\n\n%s\n' "$good" "$good"; long 1 65536; } >"$BATS_TEST_TMPDIR/start"
	run bash -c "ulimit -v 80000 && { cat '$BATS_TEST_TMPDIR/start'; head -c 120000000 /dev/zero | tr '\\0' 1; } | $1 $2"
	[ "$status" -eq 1 ] || { echo "status $status"; return 1; }
	local n=${#lines[@]}
	[ "$n" -ge 3 ] && [ "${lines[$((n - 1))]}" = "$1: out of memory: Cannot allocate memory" ] &&
		printf '%s\n' "${lines[@]}" | grep -qxF -- "$answer" &&
		printf '%s\n' "${lines[@]}" | grep -qxF -- "$again" || { printf '%s\n' "$output" | tail -4; return 1; }
}

@test "every filter: out of memory on a line, the answers to the lines before it are out" {
	grep -q fsanitize "$top/.build-flags" 2>/dev/null &&
		skip "AddressSanitizer reserves more address space than ulimit -v allows"
	modes=("")
	each_case out_of_memory
}
