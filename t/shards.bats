#!/usr/bin/env bats
# Scaling past one process: an input split into 4 shards (split -n l/4), each run by
# its own process at the same time, gives the single run's output once concatenated.

load helper

# sharded CMD...: the output of CMD over the 4 shards of $BATS_TEST_TMPDIR/in, run together.
sharded() {
	local dir=$BATS_TEST_TMPDIR/shards i
	rm -rf "$dir"
	mkdir -p "$dir"
	split -n l/4 "$BATS_TEST_TMPDIR/in" "$dir/part."
	for i in "$dir"/part.*; do
		"$@" "$i" >"$i.out" &
	done
	wait
	cat "$dir"/part.*.out
}

@test "nim-safe: 4 shards give the single run" {
	all_positions 4 7 >"$BATS_TEST_TMPDIR/in"
	diff <(nim-safe "$BATS_TEST_TMPDIR/in") <(sharded nim-safe)
	diff <(nim-safe -m -k 2 "$BATS_TEST_TMPDIR/in") <(sharded nim-safe -m -k 2)
}

@test "nim-move: 4 shards give the single run (no random choice: --when-safe=none)" {
	all_positions 4 7 >"$BATS_TEST_TMPDIR/in"
	diff <(nim-move --when-safe=none -k 2 "$BATS_TEST_TMPDIR/in") <(sharded nim-move --when-safe=none -k 2)
}

@test "nim-trace: 4 shards of unsafe positions give the single run" {
	all_positions 4 7 | nim-safe -u >"$BATS_TEST_TMPDIR/in"
	diff <(nim-trace --start-heap 1 "$BATS_TEST_TMPDIR/in") <(sharded nim-trace --start-heap 1)
}

@test "cube-solve: 4 shards of 20,000 scrambles give the single run" {
	cube-scramble -n 20000 --seed 4 >"$BATS_TEST_TMPDIR/in"
	diff <(cube-solve "$BATS_TEST_TMPDIR/in") <(sharded cube-solve)
}

@test "cube-scramble: 4 processes with --first give the single run" {
	for i in 0 1 2 3; do
		cube-scramble -n 2500 --first $((i * 2500)) --seed 9 >"$BATS_TEST_TMPDIR/s.$i" &
	done
	wait
	diff <(cube-scramble -n 10000 --seed 9) <(cat "$BATS_TEST_TMPDIR"/s.[0-3])
}
