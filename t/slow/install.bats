#!/usr/bin/env bats
# The Makefile under a BSD make: a whole build, so it takes seconds.

load ../tool/helper

@test "a BSD make builds the same programs from a clean copy of the tree" {
	needs_tool bmake
	copy=$BATS_TEST_TMPDIR/bsd
	mkdir -p "$copy/t"
	cp -r "$top/Makefile" "$top/lib" "$top/cmd" "$copy/"
	cp "$top/t/rules.mk" "$copy/t/"
	find "$copy/lib" -name '*.[oa]' -exec rm {} +
	# not the MAKEFLAGS of a GNU make that runs the suite: bmake reads them otherwise
	# unoptimised and two at once: the test is of the Makefile, not the compiler
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL bmake -j2 -C "$copy" CFLAGS='-std=c11 -O0 -Wall' >/dev/null
	for prog in nim-safe nim-move nim-trace seer-predict seer-duel cube-scramble cube-solve; do
		[ -x "$copy/bin/$prog" ] || { echo "bmake did not build $prog"; false; }
	done
	[ "$(echo 7 1 6 2 | "$copy/bin/nim-move")" = "7 1 4 2 # heap 2: 6 -> 4" ]
	[ "$("$copy/bin/cube-solve" --version)" = "cube-solve (wits) $(sed -n 's/^VERSION = //p' "$top/Makefile")" ]
}
