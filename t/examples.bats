#!/usr/bin/env bats
# The scripts of examples/: they run from any directory with the programs on PATH, and
# fail loudly, naming the program, when one is missing.

load tool/helper
load tool/man-run
bats_require_minimum_version 1.5.0

setup() {
	cd "$BATS_TEST_TMPDIR"
	# the system's tools, and no wits program
	base=$(without_wits_path)
}

# only_path PROG...: a directory holding only the named programs of bin/
only_path() {
	local dir=$BATS_TEST_TMPDIR/only-$*
	dir=${dir// /-}
	mkdir -p "$dir"
	for p in "$@"; do
		ln -sf "$top/bin/$p" "$dir/$p"
	done
	echo "$dir"
}

@test "cube-classroom.sh: no cube-solve, a message naming it and status 127; with it, a sheet of optimal solutions" {
	dir=$(only_path cube-scramble)
	PATH=$dir:$base run -127 sh "$top/examples/cube-classroom.sh" 3 2024
	[ "$output" = "cube-classroom.sh: cube-solve: not found; put the wits programs on PATH (make install, or README, Set up)" ]

	PATH=$top/bin:$base sh "$top/examples/cube-classroom.sh" 3 2024 >sheet.txt 2>err
	[ ! -s err ]
	# two pages: the scrambles with their pictures, then after a form feed the key
	[ "$(tr -cd '\f' <sheet.txt | wc -c)" -eq 1 ]
	awk '/\f/ { exit } { print }' sheet.txt >page1
	awk 'p { print } /\f/ { p = 1; sub(/.*\f/, ""); print }' sheet.txt >key
	sed -n 's/^# scramble [0-9]*: //p' page1 >scrambles
	sed -n 's/^# [0-9]*\. solution in \([0-9]*\) turns: \(.*\)$/\2 # \1/p' key >solutions
	[ "$(wc -l <scrambles)" -eq 3 ] && [ "$(wc -l <solutions)" -eq 3 ] || { cat sheet.txt; false; }
	! grep -q solution page1 || return 1
	! grep -q '^# scramble [0-9]' key || return 1
	run check verify scrambles solutions
	[ "$output" = "ok 3" ] || { echo "$output"; false; }
	# numbered in order on both pages
	[ "$(grep -c '^# scramble [123]: ' page1)" -eq 3 ]
	[ "$(sed -n 's/^# scramble \([0-9]*\):.*/\1/p' page1 | paste -sd' ' -)" = "1 2 3" ]
	[ "$(sed -n 's/^# \([0-9]*\)\. solution.*/\1/p' key | paste -sd' ' -)" = "1 2 3" ]
	# the colours a class holds: white on top, green in front; each picture is the
	# independent cube's, its faces U R F D L B in white, red, green, yellow, orange, blue
	grep -q 'white side up, green side towards you' page1
	check state <scrambles | tr URFDLB WRGYOB >want
	# read each net back into a facelet string: U, then L F R B across, then D
	awk '/^# scramble/ { r = 0; next } /^#     |^# [A-Z] / && r < 6 {
		gsub(/^# +/, ""); gsub(/ /, ""); row[++r] = $0
		if (r == 6) {
			for (f = 0; f < 4; f++) s[f] = substr(row[3], 2*f+1, 2) substr(row[4], 2*f+1, 2)
			print row[1] row[2] s[2] s[1] row[5] row[6] s[0] s[3]
		}
	}' page1 | diff -u want -
	# the patent's palette only when asked
	! grep -q 'brown' page1 || return 1
	PATH=$top/bin:$base sh "$top/examples/cube-classroom.sh" 3 2024 patent >patent.txt
	grep -q 'brown side up, silver side towards you' patent.txt
	[ "$(sed -n 's/^# scramble [0-9]*: //p' patent.txt)" = "$(cat scrambles)" ]
	PATH=$top/bin:$base run sh "$top/examples/cube-classroom.sh" 3 2024 plaid
	[ "$status" -eq 2 ]
	[ "$output" = "cube-classroom.sh: 'plaid': not western or patent" ]
	# the same seed, the same sheet, from any directory
	cd /
	PATH=$top/bin:$base sh "$top/examples/cube-classroom.sh" 3 2024 >"$BATS_TEST_TMPDIR/again.txt"
	cmp "$BATS_TEST_TMPDIR/sheet.txt" "$BATS_TEST_TMPDIR/again.txt"
}

@test "cube-classroom.sh: a bad count is cube-scramble's usage error, and the script fails with it" {
	PATH=$top/bin:$base run sh "$top/examples/cube-classroom.sh" x
	[ "$status" -eq 2 ]
	[[ "${lines[0]}" == "cube-scramble: -n 'x': not a number"* ]] || { echo "$output"; false; }
	[[ "$output" != *"# Pocket cube"* ]]
}

@test "the demo scripts: each names the program it lacks, and runs from any directory" {
	for want in "demo.sh nim-trace nim-safe nim-move" "seer-demo.sh seer-duel seer-predict" "cube-demo.sh cube-solve cube-scramble"; do
		set -- $want
		script=$1 missing=$2
		shift 2
		PATH=$(only_path "$@"):$base run -127 sh "$top/examples/$script"
		[ "$output" = "$script: $missing: not found; put the wits programs on PATH (make install, or README, Set up)" ]
	done
	PATH=$top/bin:$base run sh "$top/examples/seer-demo.sh"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	# Appendix II's 23/40 and the best play's 3/5
	[[ "$output" == *"opposite (evader)   wins 57"* ]] || { echo "$output"; false; }
	[[ "$output" == *"best (matcher)"*"rate 0.59"* ]] || { echo "$output"; false; }
}

@test "make demo: every part runs, from the tree's own bin/" {
	run env PATH="$base" make -s -C "$top" demo
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[[ "$output" == *"7 1 6 2 # unsafe 2 # the Nimrod booklet's first example"* ]] || { echo "$output"; false; }
	[[ "$output" == *"== A league of machines"* ]]
	[[ "$output" == *"# 3674160 positions, God's number 11"* ]] || { echo "$output"; false; }
	# it ends with the README's PATH line and the live games the README leads with
	[ "${lines[-3]}" = 'Now play the machines yourself: export PATH="$PWD/bin:$PATH", then' ]
	for game in "${lines[@]: -2}"; do
		[[ $game == '    '[a-z]*' # '* ]] || { echo "$output"; false; }
		game=$(sed 's/^ *//; s/  *#.*//' <<<"$game")
		grep -qF -- "    \$ $game  " "$top/README.md" || { echo "not in the README: $game"; false; }
	done
}

@test "a wits installed elsewhere on PATH stays out of the tests: a hidden program is not found" {
	# an installed cube-solve that works, ahead of everything, beside a tool of another
	installed=$BATS_TEST_TMPDIR/installed
	mkdir "$installed"
	printf '#!/bin/sh\necho "installed $0"\n' >"$installed/cube-solve"
	printf '#!/bin/sh\necho neighbour\n' >"$installed/neighbour"
	chmod 755 "$installed/cube-solve" "$installed/neighbour"
	# (the @ of its test apart, so that bats does not take it for one of this file)
	at=@
	cat >view.bats <<-EOF
		load "$top/t/tool/helper"
		load "$top/t/tool/man-run"
		${at}test view {
			[ "\$(command -v cube-solve)" = "$top/bin/cube-solve" ]
			[ "\$(neighbour)" = neighbour ]
			PATH=\$(without_wits_path)
			[ -z "\$(command -v cube-solve)" ]
			[ "\$(neighbour)" = neighbour ]
			run sh "$top/examples/cube-classroom.sh" 3 2024
			[ "\$status" -eq 127 ]
		}
	EOF
	PATH=$installed:$PATH run bats view.bats
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[ "$(cube-solve --version)" = "cube-solve (wits) $(sed -n 's/^VERSION = //p' "$top/Makefile")" ]
}
