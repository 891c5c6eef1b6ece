#!/usr/bin/env bats
# The Makefile tells the truth: after make, make -q says the build is finished and
# make -n lists nothing to do, while other flags would rebuild everything.  (A
# BSD make's build, and a test file run alone in a fresh copy, in t/slow/install.bats.)

load tool/helper

# dry_run ARG...: the commands make -n ARG... would run in the tree, one a line.
dry_run() {
	make -s -n -C "$top" "$@"
}

@test "after make, make -q says nothing is out of date and make -n lists no command" {
	run make -q -C "$top" all test-tools
	[ "$status" -eq 0 ] || { echo "make -q: status $status, so the tree is not built (make builds it)"; false; }
	run dry_run all test-tools
	[ "$status" -eq 0 ] && [ -z "$output" ] || { echo "make -n would run:"; echo "$output"; false; }
}

@test "other flags (CFLAGS, CC) would rebuild every object, program and tool; a dry run of them records nothing" {
	want=$(cd "$top" && find lib -name '*.c' | sort)
	[ "$(wc -l <<<"$want")" -gt 100 ]
	for flags in "CFLAGS=-std=c11 -O1" CC=c99; do
		run dry_run "$flags" all test-tools
		[ "$status" -eq 0 ] || { echo "$output"; false; }
		[ "$(sed -n 's/.* -c -o \(lib\/[^ ]*\)\.o \1\.c$/\1.c/p' <<<"$output" | sort)" = "$want" ] ||
			{ echo "$flags: not every library object rebuilt:"; echo "$output"; false; }
		[ "$(grep -c -- ' -o bin/' <<<"$output")" -eq 7 ] || { echo "$flags: not every program relinked"; false; }
		[ "$(grep -c -- ' -o t/bin/' <<<"$output")" -eq "$(ls "$top/t/bin" | wc -l)" ] ||
			{ echo "$flags: not every test tool rebuilt"; false; }
	done
	run make -q -C "$top" all test-tools
	[ "$status" -eq 0 ] || { echo "make -n with other flags left the build out of date"; false; }
}
