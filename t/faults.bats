#!/usr/bin/env bats
# Faults every program meets the same way: a full disk, a closed pipe, missing files,
# a half line at the end, seeds across builds, answers driven line by line.

load helper

# program, its arguments, and a line of input it answers (one per row)
cases() {
	cat <<'CASES'
nim-safe||7 1 6 2
nim-move|--seed 1|7 1 6 2
nim-trace|--seed 1|7 1 6 2
cube-solve||R U F
cube-solve|--qtm -n 2|R U2 F2
CASES
	[ -f "$top/t/faults-cases" ] && cat "$top/t/faults-cases"
	return 0
}

each_case() {
	local prog args input
	while IFS='|' read -r prog args input; do
		[ -x "$top/bin/$prog" ] || continue
		"$@" "$prog" "$args" "$input" || { echo "failed: $prog $args"; return 1; }
	done < <(cases)
}

full_disk() {
	run bash -c "printf '%s\n' '$3' | $1 $2 >/dev/full"
	[ "$status" -eq 1 ] && [[ "$output" == *"$1: write error: No space left on device"* ]]
}

@test "every program: output to /dev/full exits 1 with a message" {
	each_case full_disk
}

closed_pipe() {
	run bash -c "yes '$3' | head -200000 | $1 $2 | head -1"
	[ "$status" -eq 0 ] && [ -n "$output" ] && [[ "$output" != *"Broken pipe"* && "$output" != *"$1:"* ]] || return 1
	# with SIGPIPE ignored the write fails instead: still no message
	run bash -c "trap '' PIPE; yes '$3' | head -200000 | $1 $2 | head -1"
	[ -n "$output" ] && [[ "$output" != *"$1:"* ]]
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
	printf '%s\n' "$3" >"$BATS_TEST_TMPDIR/good"
	run bash -c "$1 $2 '$BATS_TEST_TMPDIR/none' '$BATS_TEST_TMPDIR' '$BATS_TEST_TMPDIR/good' 2>&1 >/dev/null"
	[ "$status" -eq 1 ] &&
		[[ "$output" == *"$1: $BATS_TEST_TMPDIR/none: No such file or directory"* ]] &&
		[[ "$output" == *"$1: $BATS_TEST_TMPDIR: Is a directory"* ]] || return 1
	run bash -c "$1 $2 '$BATS_TEST_TMPDIR/none' '$BATS_TEST_TMPDIR/good' 2>/dev/null"
	[ -n "$output" ]
}

@test "every program: missing and unreadable operands are reported, the rest still read" {
	each_case missing_file
}

half_line() {
	run bash -c "printf '%s\n%s' '$3' '$3' | $1 $2 2>&1 | grep -c '^[^#]'"
	[ "$output" -ge 2 ]
}

@test "every program: a half line at the end of the input is answered like a whole one" {
	each_case half_line
}

twice() {
	[ "$(printf '%s\n' "$3" "$3" "$3" | $1 $2)" = "$(printf '%s\n' "$3" "$3" "$3" | $1 $2)" ]
}

@test "every program: --seed runs are byte-identical twice" {
	each_case twice
}

@test "every program: --seed runs are byte-identical across -O0 and -O2 builds" {
	mkdir -p "$BATS_TEST_TMPDIR/o0"
	cp -r "$top/Makefile" "$top/lib" "$top/cmd" "$BATS_TEST_TMPDIR/o0/"
	rm -f "$BATS_TEST_TMPDIR"/o0/lib/*.o "$BATS_TEST_TMPDIR"/o0/lib/*.a
	make -s -C "$BATS_TEST_TMPDIR/o0" CFLAGS='-std=c11 -O0' all >/dev/null 2>&1
	same_build() {
		[ "$(printf '%s\n' "$3" "$3" | "$BATS_TEST_TMPDIR/o0/bin/$1" $2)" = "$(printf '%s\n' "$3" "$3" | $1 $2)" ]
	}
	each_case same_build
	# and the random choices themselves: a game of random moves
	[ "$(echo 9 9 9 9 | "$BATS_TEST_TMPDIR/o0/bin/nim-move" --play --when-safe=random -k 2 --seed 77)" = \
	  "$(echo 9 9 9 9 | nim-move --play --when-safe=random -k 2 --seed 77)" ]
}

coprocess() {
	coproc CO { $1 $2 --line-buffered; }
	local pid=$CO_PID
	printf '%s\n' "$3" >&"${CO[1]}"
	IFS= read -r -t 10 answer <&"${CO[0]}" || { kill "$pid"; return 1; }
	printf '%s\n' "$3" >&"${CO[1]}"
	IFS= read -r -t 10 again <&"${CO[0]}" || { kill "$pid"; return 1; }
	exec {CO[1]}>&-
	wait "$pid" || true
	[ -n "$answer" ] && [ -n "$again" ]
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
	wait "$pid" || true
}

@test "no progress line when stderr is not a terminal" {
	run bash -c "awk 'BEGIN { for (i = 0; i < 3000000; i++) print i % 8, i % 5 }' | nim-safe -c 2>&1 >/dev/null"
	[ -z "$output" ]
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
	# script gives the job a terminal for stderr; stdout still goes to /dev/null
	# a progress line waits a second: each job here runs between one and two
	run script -qec "seer-duel -n 110000000 --seed 1 seer random >/dev/null" /dev/null
	[[ "$output" == *"seer-duel: "*" / 110000000 plays ("*"%), "*"/s, "*" left"* ]]
	run script -qec "seer-duel -n 110000000 --seed 1 --no-progress seer random >/dev/null" /dev/null
	[[ "$output" != *"plays ("* ]]
	run bash -c "awk 'BEGIN { for (i = 0; i < 800000; i++) print i % 8, i % 7, i % 5 }' >'$BATS_TEST_TMPDIR/big'"
	run script -qec "nim-trace --start-heap 0 '$BATS_TEST_TMPDIR/big' >/dev/null" /dev/null
	[[ "$output" == *"nim-trace: "*" bytes ("*"%)"* ]]
}
