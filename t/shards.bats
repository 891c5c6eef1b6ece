#!/usr/bin/env bats
# Scaling past one process: an input split into 4 shards (split -n l/4), each run by
# its own process at the same time, gives the single run's output once concatenated.

load helper

# sharded CMD...: the output of CMD over the 4 shards of $BATS_TEST_TMPDIR/in, run
# together; fails if any of them does.
sharded() {
	local dir=$BATS_TEST_TMPDIR/shards i pid pids=() failed=0
	rm -rf "$dir"
	mkdir -p "$dir"
	split -n l/4 "$BATS_TEST_TMPDIR/in" "$dir/part."
	for i in "$dir"/part.*; do
		"$@" "$i" >"$i.out" &
		pids+=("$!")
	done
	for pid in "${pids[@]}"; do
		wait "$pid" || failed=1
	done
	[ "$failed" -eq 0 ] && cat "$dir"/part.*.out
}

# single_and_sharded CMD...: CMD over $BATS_TEST_TMPDIR/in into single, over its shards
# into sharded, each status checked.
single_and_sharded() {
	"$@" "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/single" &&
		sharded "$@" >"$BATS_TEST_TMPDIR/sharded"
}

@test "nim-safe: 4 shards give the single run" {
	all_positions 4 7 >"$BATS_TEST_TMPDIR/in"
	for opts in "" "-m -k 2"; do
		single_and_sharded nim-safe $opts
		# an answer for each of the 8 + 64 + 512 + 4096 positions
		[ "$(grep -c ' # \(safe\|unsafe\)' "$BATS_TEST_TMPDIR/single")" -eq 4680 ]
		diff "$BATS_TEST_TMPDIR/single" "$BATS_TEST_TMPDIR/sharded"
	done
}

@test "nim-move: 4 shards give the single run (no random choice: --when-safe=none)" {
	all_positions 4 7 >"$BATS_TEST_TMPDIR/in"
	single_and_sharded nim-move --when-safe=none -k 2
	[ "$(grep -c ' # ' "$BATS_TEST_TMPDIR/single")" -eq 4680 ]
	diff "$BATS_TEST_TMPDIR/single" "$BATS_TEST_TMPDIR/sharded"
}

@test "nim-trace: 4 shards of unsafe positions give the single run" {
	all_positions 4 7 | nim-safe -u >"$BATS_TEST_TMPDIR/in"
	single_and_sharded nim-trace --start-heap 1
	diff "$BATS_TEST_TMPDIR/single" "$BATS_TEST_TMPDIR/sharded"
}

@test "cube-solve: 4 shards of 20,000 scrambles give the single run" {
	cube-scramble -n 20000 --seed 4 >"$BATS_TEST_TMPDIR/in"
	single_and_sharded cube-solve
	diff "$BATS_TEST_TMPDIR/single" "$BATS_TEST_TMPDIR/sharded"
}

@test "cube-scramble: 4 processes with --first give the single run" {
	pids=()
	for i in 0 1 2 3; do
		cube-scramble -n 2500 --first $((i * 2500)) --seed 9 >"$BATS_TEST_TMPDIR/s.$i" &
		pids+=("$!")
	done
	for pid in "${pids[@]}"; do
		wait "$pid"
	done
	cube-scramble -n 10000 --seed 9 >"$BATS_TEST_TMPDIR/single"
	# a scramble a line, each of R, U and F turns
	[ "$(grep -Ec "^[RUF]['2]?( [RUF]['2]?)*$" "$BATS_TEST_TMPDIR/single")" -eq 10000 ]
	cat "$BATS_TEST_TMPDIR"/s.[0-3] >"$BATS_TEST_TMPDIR/sharded"
	diff "$BATS_TEST_TMPDIR/single" "$BATS_TEST_TMPDIR/sharded"
}
