#!/usr/bin/env bats
# The Makefile where it takes seconds: a BSD make's whole build, a test file run
# alone in a fresh copy, and an install under another PREFIX whose pages and scripts
# run from there.

load ../tool/helper
load ../tool/install
load ../tool/man-run

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
	for prog in $(programs); do
		[ -x "$copy/bin/$prog" ] || { echo "bmake did not build $prog"; false; }
	done
	[ "$(echo 7 1 6 2 | "$copy/bin/nim-move")" = "7 1 4 2 # heap 2: 6 -> 4" ]
	[ "$("$copy/bin/cube-solve" --version)" = "cube-solve (wits) $(sed -n 's/^VERSION = //p' "$top/Makefile")" ]
	# and then it has nothing left to do, but another CFLAGS rebuilds every object (bmake -q
	# is no witness: bmake 20200710 exits 1 with every target up to date)
	run env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL bmake -n -C "$copy" CFLAGS='-std=c11 -O0 -Wall'
	[ "$status" -eq 0 ] && [ -z "$output" ] || { echo "bmake -n would run:"; echo "$output"; false; }
	# (a second on: bmake keeps times in whole seconds, and a dry run takes the flags' file
	# as made now, so an object made in this second would not be older than it)
	sleep 1
	run env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL bmake -n -C "$copy" CFLAGS='-std=c11 -O1 -Wall'
	[ "$(grep -c ' -c -o lib/' <<<"$output")" -eq "$(find "$copy/lib" -name '*.c' | wc -l)" ] ||
		{ echo "bmake -n with another CFLAGS:"; echo "$output"; false; }
}

@test "in a fresh copy of the tree, after make alone, a test file runs alone: it makes the test tools first" {
	copy=$BATS_TEST_TMPDIR/tree
	mkdir -p "$copy"
	cp -R "$top/Makefile" "$top/lib" "$top/cmd" "$top/t" "$copy/"
	rm -rf "$copy/t/bin" "$copy/t/fuzz/bin"
	find "$copy/lib" -name '*.[oa]' -exec rm {} +
	rm -f "$copy/.build-flags"
	# unoptimised, the same flags for every make in the copy (by MAKEFLAGS, as a make passes them)
	export MAKEFLAGS=CFLAGS=-O0
	unset MFLAGS MAKELEVEL
	make -s -j2 -C "$copy" >/dev/null
	[ ! -e "$copy/t/bin" ]
	make -q -C "$copy"
	# the issue's case: cube-scramble.bats needs the independent cube of t/bin
	run bats -f 'random-state scrambles: competition form' "$copy/t/cube-scramble.bats"
	[ "$status" -eq 0 ] && [ "${lines[0]}" = 1..1 ] || { echo "$output"; false; }
	[ -x "$copy/t/bin/cube-check" ] && [ -x "$copy/t/bin/libtest" ]
	make -q -C "$copy" all test-tools
	# a tool that fails to build stops the file at once, naming the command
	echo 'int main(void) { return missing; }' >"$copy/t/oracle/cube-check.c"
	run bats "$copy/t/cube-scramble.bats"
	[ "$status" -ne 0 ] && [ "$(grep -c '^ok' <<<"$output")" -eq 0 ] &&
		[[ $output == *"make test-tools failed, so the test tools of t/bin are not made"* ]] ||
		{ echo "$output"; false; }
}

@test "installed under another PREFIX, the pages name the installed files, and their examples run from any directory" {
	installed /opt/wits
	mkdir scratch && cd scratch
	PATH=$stage/opt/wits/bin:$(without_wits_path)
	[ "$(command -v nim-safe)" = "$stage/opt/wits/bin/nim-safe" ]
	# nothing of the default PREFIX is left, not even where wits(7) names PREFIX
	run grep -l /usr/local "$stage"/opt/wits/share/man/man*/*
	[ "$status" -eq 1 ] && [ -z "$output" ]
	grep -qx '\.Pq Pa /opt/wits :' "$stage/opt/wits/share/man/man7/wits.7"
	grep -q '^\.It Pa /opt/wits/share/wits/examples/seer/$' "$stage/opt/wits/share/man/man7/wits.7"
	grep -q '^\.It Pa /opt/wits/share/bash-completion/completions/$' "$stage/opt/wits/share/man/man7/wits.7"
	# the installed classroom script, from here: an optimal solution to each scramble
	sh "$stage/opt/wits/share/wits/examples/cube-classroom.sh" 2 7 >sheet.txt
	sed -n 's/^# scramble [0-9]*: //p' sheet.txt >scrambles
	sed -n 's/^# [0-9]*\. solution in \([0-9]*\) turns: \(.*\)$/\2 # \1/p' sheet.txt >solutions
	run check verify scrambles solutions
	[ "$output" = "ok 2" ] || { echo "$output"; false; }
	# the installed completion, as bash-completion loads it
	run bash -c 'source "$1" && COMP_LINE="nim-safe --vers" && COMP_POINT=${#COMP_LINE} && _wits nim-safe && echo "${COMPREPLY[*]}"' _ \
	    "$stage/opt/wits/share/bash-completion/completions/nim-safe"
	[ "$status" -eq 0 ] && [ "$output" = "--version" ]
	# last, as they may skip for a tool: the pages' examples, and the pages as
	# installed still clean mdoc
	set -- "$stage"/opt/wits/share/man/man1/*.1 "$stage"/opt/wits/share/man/man7/wits.7
	[ $# -eq 8 ]
	# (the examples that take seconds run from the tree in t/slow/man.bats)
	man_examples=quick
	pages_examples /opt/wits/ "$stage/opt/wits/" "$@"
	needs_tool mandoc
	mandoc -Tlint -W warning "$@"
}
