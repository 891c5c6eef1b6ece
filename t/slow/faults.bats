#!/usr/bin/env bats
# The faults of t/faults.bats that take a while: seeds across two builds of the tree.

load ../tool/helper
load ../tool/faults

@test "every program: --seed runs are byte-identical across -O0 and -O2 builds" {
	mkdir -p "$BATS_TEST_TMPDIR/o0/t"
	cp -r "$top/Makefile" "$top/lib" "$top/cmd" "$BATS_TEST_TMPDIR/o0/"
	cp "$top/t/rules.mk" "$BATS_TEST_TMPDIR/o0/t/"
	find "$BATS_TEST_TMPDIR/o0/lib" -name '*.[oa]' -exec rm {} +
	make -s -j2 -C "$BATS_TEST_TMPDIR/o0" CFLAGS='-std=c11 -O0' all >/dev/null 2>&1
	same_build() {
		local a b
		a=$(answer "$BATS_TEST_TMPDIR/o0/bin/$1" "$2" "$3" "$4" 2) && b=$(answer "$@" 2) &&
			[ -n "$a" ] && [ "$a" = "$b" ]
	}
	each_case same_build
	# and the random choices themselves: a game of random moves
	a=$(echo 9 9 9 9 | "$BATS_TEST_TMPDIR/o0/bin/nim-move" --play --when-safe=random -k 2 --seed 77)
	b=$(echo 9 9 9 9 | nim-move --play --when-safe=random -k 2 --seed 77)
	[[ "$a" == "#: 9 9 9 9"$'\n'"9 9 9 9 # A to move"$'\n'* ]]
	[ "$a" = "$b" ]
}
