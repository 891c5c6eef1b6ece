#!/usr/bin/env bats
# cube-solve --judge: solve logs judged turn by turn, against the independent cube of
# t/oracle/cube-check.c (its stickers turned in space, its distances by breadth-first search).

load tool/helper
load tool/judge-logs

setup() {
	tmp=$BATS_TEST_TMPDIR
}

# judged [--qtm] FILE: cube-solve --judge --tsv's turn and solve rows, in the fields the
# independent cube writes (check judge).
judged() {
	cube-solve --judge --tsv "$@" | awk -F '\t' '
		$3 == "turn" { print "turn", $5, $6, $7, $8, $9, $12, $15 }
		$3 == "solve" { print "solve", $7, $8, $11, $12, $13, $14, $15, $17 }'
}

@test "each turn's distances, closer, cost and waste, and each solve's, as the independent cube finds them" {
	solves 40 11 >"$tmp/log"
	[ "$(wc -l <"$tmp/log")" -eq 40 ]
	set -o pipefail
	for metric in "" --qtm; do
		judged $metric "$tmp/log" >"$tmp/got"
		check judge $metric <"$tmp/log" >"$tmp/want"
		[ "$(grep -c '^solve' "$tmp/want")" -eq 40 ]
		diff -u "$tmp/want" "$tmp/got"
	done
}

@test "a scramble then its own optimal solution: nothing wasted, efficiency 1, solved" {
	run_in "R U F ; F' U' R'\nR U R' U R U2 R' ; R U2 R' U' R U' R'\n" cube-solve --judge
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "R U F ; F' U' R' # 3 turns, optimal 3, wasted 0, efficiency 1.00, solved" ]
	[ "${lines[1]}" = "R U R' U R U2 R' ; R U2 R' U' R U' R' # 7 turns, optimal 7, wasted 0, efficiency 1.00, solved" ]
	[ "${lines[2]}" = "# totals: 2 solves, 2 solved; 10 turns, optimal 10, wasted 0, efficiency 1.00; by turns wasted: 0 x2" ]
	[ "${#lines[@]}" -eq 3 ]
}

@test "a wasted R R': 2 turns wasted, the first turn not closer named" {
	# after F' the cube is R U, 2 from solved; R takes it to 3, R' back to 2
	run_in "R U F ; F' R R' U' R' # id 7\n" cube-solve --judge
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "R U F ; F' R R' U' R' # 5 turns, optimal 3, wasted 2, efficiency 0.60, first turn not closer: 2 (R), solved # id 7" ]
	run_in "R U F ; F' R R' U' R'\n" cube-solve --judge -v
	[ "$status" -eq 0 ]
	[ "$output" = "#: R U F ; F' R R' U' R'
F' # turn 1: 2 htm, 2 qtm, closer
R # turn 2: 3 htm, 3 qtm, further, 2 wasted
R' # turn 3: 2 htm, 2 qtm, closer
U' # turn 4: 1 htm, 1 qtm, closer
R' # turn 5: 0 htm, 0 qtm, closer
R U F ; F' R R' U' R' # 5 turns, optimal 3, wasted 2, efficiency 0.60, first turn not closer: 2 (R), solved
# totals: 1 solve, 1 solved; 5 turns, optimal 3, wasted 2, efficiency 0.60; by turns wasted: 2 x1" ]
}

@test "a solve that does not end solved: the distance to go, and its waste counted" {
	run_in "R U F ; F' U'\nR U F ; F' U' R\nR U F ;\n" cube-solve --judge
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "R U F ; F' U' # 2 turns, optimal 3, wasted 0, efficiency 1.00, not solved: 1 to go" ]
	# R' would solve it; R leaves R2, one turn from solved: 1 wasted
	[ "${lines[1]}" = "R U F ; F' U' R # 3 turns, optimal 3, wasted 1, efficiency 0.75, first turn not closer: 3 (R), not solved: 1 to go" ]
	[ "${lines[2]}" = "R U F ; # 0 turns, optimal 3, wasted 0, efficiency 1.00, not solved: 3 to go" ]
	[ "${lines[3]}" = "# totals: 3 solves, 0 solved; 5 turns, optimal 9, wasted 1, efficiency 0.90; by turns wasted: 0 x2, 1 x1" ]
}

@test "--qtm: half turns cost two; R' R' for R2 wastes nothing, R2 for R' wastes one" {
	run_in "R2 ; R' R'\nR ; R2 R\n" cube-solve --judge --qtm
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "R2 ; R' R' # 2 quarter turns, optimal 2, wasted 0, efficiency 1.00, solved" ]
	[ "${lines[1]}" = "R ; R2 R # 3 quarter turns, optimal 1, wasted 2, efficiency 0.33, first turn not closer: 1 (R2), solved" ]
	# and in half turns R' R' wastes one: the first leaves R, as far from solved as R2
	run_in "R2 ; R' R'\n" cube-solve --judge
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "R2 ; R' R' # 2 turns, optimal 1, wasted 1, efficiency 0.50, first turn not closer: 1 (R'), solved" ]
}

@test "turns run together, wide turns, a facelet scramble and // comments read as the turns they are" {
	run_in "R U F ; F'U'R'\nR U F ; Fw' Uw' Rw'\nR U F ; x y' F' U' R'\nUUUURRRRFFFFDDDDLLLLBBBB ; R R' // a test\n" cube-solve --judge
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "R U F ; F'U'R' # 3 turns, optimal 3, wasted 0, efficiency 1.00, solved" ]
	[ "${lines[1]}" = "R U F ; Fw' Uw' Rw' # 3 turns, optimal 3, wasted 0, efficiency 1.00, solved" ]
	[ "${lines[3]}" = "UUUURRRRFFFFDDDDLLLLBBBB ; R R' # 2 turns, optimal 0, wasted 2, efficiency 0.00, first turn not closer: 1 (R), solved # a test" ]
	# whole-cube turns are no turns: after x y' the faces named F U R are others
	printf "%s\n" "R U F ; x y' F' U' R'" | check judge >"$tmp/want"
	[ "$(head -1 "$tmp/want")" = "turn 1 F' 4 4 0 1 2" ]
	printf "%s\n" "R U F ; x y' F' U' R'" >"$tmp/in"
	judged "$tmp/in" | diff -u "$tmp/want" -
}

@test "bad lines: each named with its reason, answered in place, the solves around them judged" {
	printf '%s\n' "R U F ; F' U' R'" "R U F # id 2" "; R" "Q9 ; R" "R U F ; F' M" "R U F ; (F' U' R'" \
	    "R U F ; F' U' X" "R U F ; R99999999999999999999" "R ; R'" >"$tmp/in"
	run cube-solve --judge "$tmp/in"
	[ "$status" -eq 1 ]
	[[ "$output" == *"cube-solve: $tmp/in: line 2: 'R U F': no ';' between the scramble and the turns"* ]]
	[[ "$output" == *"line 3: ';': no scramble before it"* ]]
	[[ "$output" == *"line 4: 'Q9': not a move"* ]]
	[[ "$output" == *"line 5: 'M': a slice turn: the pocket cube has no middle layer"* ]]
	[[ "$output" == *"line 6: '(': no ')' closes it"* ]]
	[[ "$output" == *"line 7: 'X': not a move"* ]]
	[[ "$output" == *"line 8: 'R99999999999999999999': a count of quarter turns past 1000000000"* ]]
	cube-solve --judge "$tmp/in" >"$tmp/out" 2>/dev/null || [ $? -eq 1 ]
	[ "$(sed -n 2p "$tmp/out")" = "# error: 'R U F': no ';' between the scramble and the turns # id 2" ]
	[ "$(sed -n 9p "$tmp/out")" = "R ; R' # 1 turn, optimal 1, wasted 0, efficiency 1.00, solved" ]
	[ "$(sed -n 10p "$tmp/out")" = "# totals: 2 solves, 2 solved; 4 turns, optimal 4, wasted 0, efficiency 1.00; by turns wasted: 0 x2" ]
}

@test "csTimer's timed turns: time, turns per second, longest pause; rotations counted in ETM" {
	# times in ms since the start, after each move: 0.40 s to F', 0.60 s more to U' (the
	# longest pause), 0.50 s to R'; 3 turns in 1.50 s are 2.00 a second
	printf '%s\n' "R U F ; F' /*400*/ U' /*1000*/ R' /*1500*/ # id 1" \
	    "R U F ; y /*0*/ y' /*0*/ F' /*250*/ . U' /*250*/ R' /*1250*/" \
	    "R U F ; F' . U1' R3" "R U F ; /* a note */ F' U' R'" >"$tmp/in"
	run cube-solve --judge "$tmp/in"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "R U F ; F' /*400*/ U' /*1000*/ R' /*1500*/ # 3 turns, optimal 3, wasted 0, efficiency 1.00, solved; 1.50 s, 2.00 turns/s, longest pause 0.60 s before U' # id 1" ]
	[ "${lines[1]}" = "R U F ; y /*0*/ y' /*0*/ F' /*250*/ . U' /*250*/ R' /*1250*/ # 3 turns, optimal 3, wasted 0, efficiency 1.00, solved; 5 etm; 1.25 s, 2.40 turns/s, longest pause 1.00 s before R'" ]
	[ "${lines[2]}" = "R U F ; F' . U1' R3 # 3 turns, optimal 3, wasted 0, efficiency 1.00, solved" ]
	[ "${lines[3]}" = "R U F ; /* a note */ F' U' R' # 3 turns, optimal 3, wasted 0, efficiency 1.00, solved" ]
	# csTimer's own form, each move and its time @ms: the same verdict
	run_in "R U F ; F'@400 U'@1000 R'@1500\nR U F ; y@0 y'@0 F'@250 U'@250 R'@1250\n" cube-solve --judge
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "R U F ; F'@400 U'@1000 R'@1500 # 3 turns, optimal 3, wasted 0, efficiency 1.00, solved; 1.50 s, 2.00 turns/s, longest pause 0.60 s before U'" ]
	[ "${lines[1]}" = "R U F ; y@0 y'@0 F'@250 U'@250 R'@1250 # 3 turns, optimal 3, wasted 0, efficiency 1.00, solved; 5 etm; 1.25 s, 2.40 turns/s, longest pause 1.00 s before R'" ]
	run_in "R U F ; F'@400 U'@300 R'@500\nR U F ; F'@99999999999999999999\nR U F ; F'@400 U' R'@900\n" cube-solve --judge
	[ "$status" -eq 1 ]
	[[ "$output" == *"line 1: '@300': a time stamp earlier than the move's before it"* ]]
	[[ "$output" == *"line 2: '@99999999999999999999': a time stamp past any solve's milliseconds"* ]]
	[[ "$output" == *"line 3: 'U'': no time stamp after it, where other moves have one"* ]]
	# TSV: etm, time, turns per second and pause; the turns judged as the same turns untimed
	cube-solve --judge --tsv "$tmp/in" >"$tmp/tsv"
	[ "$(awk -F '\t' '$3 == "solve" { print $18, $19, $20, $21 }' "$tmp/tsv")" = "$(printf '%s\n' "3 1.500 2.000 0.600" "5 1.250 2.400 1.000" "3 - - -" "3 - - -")" ]
	[ "$(awk -F '\t' '$3 == "totals" { print $18 }' "$tmp/tsv")" = 14 ]
	printf '%s\n' "R U F ; F' U' R'" "R U F ; y y' F' U' R'" "R U F ; F' U' R'" "R U F ; F' U' R'" >"$tmp/plain"
	judged "$tmp/plain" >"$tmp/want"
	check judge <"$tmp/plain" | diff -u "$tmp/want" -
	# the same but for the turns as written (U1', R3)
	judged "$tmp/in" | awk '$1 == "turn" { $3 = "" } 1' >"$tmp/got"
	awk '$1 == "turn" { $3 = "" } 1' "$tmp/want" | diff -u - "$tmp/got"
}

@test "bad time stamps: out of order, missing where others have one, past any solve; an open comment" {
	printf '%s\n' "R U F ; F' /*400*/ U' /*300*/ R'" "R U F ; F' /*400*/ U' R' /*900*/" \
	    "R U F ; F' /*99999999999999999999*/" "R U F ; F' U' /* R'" "R U F ; F' U' R' /*9*/" >"$tmp/in"
	run cube-solve --judge "$tmp/in"
	[ "$status" -eq 1 ]
	[[ "$output" == *"line 1: '/*300*/': a time stamp earlier than the move's before it"* ]]
	[[ "$output" == *"line 2: 'U'': no time stamp after it, where other moves have one"* ]]
	[[ "$output" == *"line 3: '/*99999999999999999999*/': a time stamp past any solve's milliseconds"* ]]
	[[ "$output" == *"line 4: '/*': a comment that no '*/' closes"* ]]
	[[ "$output" == *"line 5: 'F'': no time stamp after it, where other moves have one"* ]]
	[[ "$output" == *"# totals: 0 solves"* ]]
}

@test "line N answers line N: solves, bad, blank, comment and commented lines, the totals after" {
	solves 12 5 >"$tmp/in"
	printf '%s\n' "" "# a comment" "R U F ; F' U' R' # id 3" "R U ; x Q" "  " >>"$tmp/in"
	cube-solve --judge "$tmp/in" >"$tmp/out" 2>/dev/null || [ $? -eq 1 ]
	[ "$(wc -l <"$tmp/out")" -eq 18 ]
	[[ "$(tail -1 "$tmp/out")" == "# totals: 13 solves, "* ]]
	head -n 17 "$tmp/out" >"$tmp/answers"
	aligned "$tmp/in" "$tmp/answers"
	# each solve's answer is its line written back, then its verdict
	paste -d '\t' "$tmp/in" "$tmp/answers" | head -12 | awk -F '\t' 'index($2, $1 " # ") != 1 { print; bad = 1 } END { exit bad }'
}

@test "--tsv: strict columns; a solve's turn rows add up to its row, the solve rows to the totals" {
	solves 30 3 >"$tmp/in"
	cube-solve --judge --tsv "$tmp/in" >"$tmp/out"
	tsv_strict "file	line	kind	metric	turn	move	htm	qtm	closer	solves	solved	turns	optimal	left	wasted	efficiency	first	etm	time	tps	pause	comment" \
	    <"$tmp/out" >/dev/null
	awk -F '\t' '
		$3 == "turn" { used[$2] += $12; waste[$2] += $15; n[$2]++ }
		$3 == "solve" {
			if ($12 != used[$2] + 0 || $15 != waste[$2] + 0) { print "line " $2 ": turns do not add up"; bad = 1 }
			if ($15 != $12 + $14 - $13) { print "line " $2 ": wasted is not used + left - optimal"; bad = 1 }
			if ($16 != sprintf("%.4f", $13 + $15 ? $13 / ($13 + $15) : 1)) { print "line " $2 ": efficiency"; bad = 1 }
			s++; ok += $11; u += $12; o += $13; l += $14; w += $15; by[$15]++
		}
		$3 == "wasted" { if (by[$15] != $10) { print "wasted " $15 ": " $10 " solves, counted " by[$15]; bad = 1 }; nb += $10 }
		$3 == "totals" {
			totals++
			if ($2 != 30 || $10 != s || $11 != ok || $12 != u || $13 != o || $14 != l || $15 != w || nb != s) {
				print "totals: " $0; bad = 1
			}
		}
		END { if (s != 30 || totals != 1) { print s " solves, " totals " totals rows"; bad = 1 }; exit bad }' "$tmp/out"
}

@test "usage: --judge with -v, --qtm and --tsv alone; -v needs it and no --tsv" {
	run cube-solve --judge -a
	expect_error 2 "cube-solve: --judge goes with -v, --qtm and --tsv alone"
	run cube-solve --judge --faces RU
	expect_error 2 "--judge goes with -v, --qtm and --tsv alone"
	run cube-solve --judge --census
	expect_error 2 "--judge goes with -v, --qtm and --tsv alone"
	run cube-solve -v
	expect_error 2 "cube-solve: -v needs --judge"
	run cube-solve --judge -v --tsv
	expect_error 2 "cube-solve: -v explains in words, not in --tsv rows"
	run cube-solve --help
	[[ "$output" == *"[--census | --judge [-v]]"* ]]
}

@test "--judge answers each line before reading the next, and a closed pipe ends it quietly" {
	# FIFOs, not a coprocess: bash may close a finished coprocess's output before it is read
	run bash -c 'cd "$1" && mkfifo in out || exit 8
		cube-solve --judge <in >out &
		pid=$!
		exec 3>in 4<out
		printf "%s\n" "R U F ; F'"'"' U'"'"' R'"'"'" >&3
		IFS= read -r -t 10 answer <&4 || exit 9
		printf "%s\n" "$answer"
		exec 3>&-
		IFS= read -r -t 10 totals <&4
		printf "%s\n" "$totals"
		wait "$pid"' _ "$BATS_TEST_TMPDIR"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "R U F ; F' U' R' # 3 turns, optimal 3, wasted 0, efficiency 1.00, solved" ]
	[ "${lines[1]}" = "# totals: 1 solve, 1 solved; 3 turns, optimal 3, wasted 0, efficiency 1.00; by turns wasted: 0 x1" ]
	run bash -c 'yes "R U F ; F'"'"' U'"'"' R'"'"'" | head -100000 | cube-solve --judge | head -1'
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 1 ]
}
