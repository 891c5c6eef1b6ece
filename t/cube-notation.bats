#!/usr/bin/env bats
# The move notation cube-solve reads: what cubers paste from timers and alg
# databases, each form against the same turns written plainly by a model
# of the notation's definitions (t/tool/notation.bash), the states checked by the
# independent cube of t/oracle/cube-check.c.

load tool/helper
load tool/notation

setup() {
	tmp=$BATS_TEST_TMPDIR
}

# bad LINE MESSAGE: LINE alone is refused with that message (its token and reason), status 1.
bad() {
	run bash -c 'printf "%s\n" "$1" | cube-solve 2>&1 >/dev/null' _ "$1"
	[ "$status" -eq 1 ] || { echo "status $status for $1"; return 1; }
	[ "$output" = "cube-solve: line 1: $2" ] || { echo "$1: got: $output"; echo "want: $2"; return 1; }
}

@test "the definitions' examples, read as written by hand (and so written by the model)" {
	printf '%s\n' "[R, U]" "[R: U]" "(R U)2" "(R U)'" "R2' R'2" "Rw r' Uw2" "RUR'U'" \
	    "[[R: U], F]" "(R U)2'" > "$tmp/n"
	expand < "$tmp/n" > "$tmp/got"
	printf '%s\n' "R U R' U'" "R U R'" "R U R U" "U' R'" "R2 R2" "L x L' x' D2 y2" \
	    "R U R' U'" "R U R' F R U' R' F'" "U' R' U' R'" | tee "$tmp/hand" | diff -u - "$tmp/got"
	# and cube-solve reads each as written by hand
	cube-solve < "$tmp/hand" > "$tmp/want"
	run cube-solve "$tmp/n"
	[ "$status" -eq 0 ]
	diff -u "$tmp/want" - <<<"$output"
}

@test "turns run together, with R2' and R'2 as half turns, as the same turns spaced" {
	printf '%s\n' "RUR'U'" "R2'U'2F2" "R'2 U" "RU2R'U'RU'R'" "R U R'U' F2’" "x2yR'z'U" \
	    "R U R' F’2" > "$tmp/n"
	same_as_plain "$tmp/n"
}

@test "groups with repeat counts and inverses, nested" {
	printf '%s\n' "(R U R' U')" "(R U R' U')2" "(R U R' U')6" "(R U)'" "(R U)2'" "(R U)'3" \
	    "((R U)2 F)3" "(R (U F)2)' R2" "( R U )2" "(R U)105" "F (R U R' U')11 F'" > "$tmp/n"
	same_as_plain "$tmp/n"
	# (R U R' U')6 is the identity: the solved cube
	run_in "(R U R' U')6\n" cube-solve
	[ "$status" -eq 0 ]
	[ "$output" = "# 0" ]
}

@test "commutators [A, B] and conjugates [A: B], nested, inverted and repeated" {
	printf '%s\n' "[R, U]" "[R: U]" "[R U R', D]" "[F: [R, U]]" "[[R, U], F]" "[R U: [F, U']]" \
	    "[R,U]" "[R:U]2" "[R, U]'" "[R: U]3'" "[F: (R U R' U')2]" "[[R: U]', (F R)2]2" > "$tmp/n"
	same_as_plain "$tmp/n"
}

@test "wide turns Rw and r: the opposite face turned the same way with the whole cube" {
	printf '%s\n' "r U R' U'" "Rw U Rw'" "Lw2 Uw Dw' Fw Bw2" "l u d' f b2" "r' F r" \
	    "[r: U]" "(Rw U)3" "rUR'U'r'FRF'" > "$tmp/n"
	same_as_plain "$tmp/n"
	# on the pocket cube, which has no middle layer, Rw moves the corners as R does
	run_in "Rw U Rw'\nR U R'\n" cube-solve
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "${lines[1]}" ]
}

@test "// comments, like #, kept on the answer line; and whole-cube rotations" {
	run_in "R U // a trigger\n// a comment line\nx y' z2 R // held otherwise\n" cube-solve
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "U' R' # 2 # a trigger" ]
	[ "${lines[1]}" = "// a comment line" ]
	# the solution holds DBL still: the rotations take nothing to undo
	printf '%s\n' "x y' z2 R" > "$tmp/s"
	printf '%s\n' "${lines[2]}" > "$tmp/o"
	run check verify "$tmp/s" "$tmp/o"
	[ "$output" = "ok 1" ]
}

@test "Kociemba's U1 U2 U3, pauses '.' and comments '/* */' (csTimer's times): the turns written plainly" {
	# by the definitions: a count of quarter turns clockwise (3 is ', a ' after it reverses
	# it), a pause turns nothing, and a comment is no turn; each written plainly by hand
	printf '%s\n' "U1 R2 F3" "R3 U1' F3'" "R U . R' . U'" "R.U..F" "R' /*304*/ F /*376*/ U" \
	    "/*0*/ R /* look */ U2 /**/ F'" "y' /*0*/ R1 /*120*/ U3/*500*/" > "$tmp/n"
	printf '%s\n' "U R2 F'" "R' U' F" "R U R' U'" "R U F" "R' F U" "R U2 F'" "y' R U'" > "$tmp/plain"
	cube-solve < "$tmp/plain" > "$tmp/want"
	[ "$(wc -l < "$tmp/want")" -eq 7 ]
	run cube-solve "$tmp/n"
	[ "$status" -eq 0 ]
	diff -u "$tmp/want" - <<<"$output"
	run check verify "$tmp/plain" "$tmp/want"
	[ "$output" = "ok 7" ]
}

@test "a line of stickers is still a facelet string, though its letters could be turns" {
	cube-scramble -n 30 --seed 4 --state > "$tmp/s"
	grep -qv '[^URFDLB]' "$tmp/s"
	cube-solve < "$tmp/s" > "$tmp/o"
	run check verify "$tmp/s" "$tmp/o"
	[ "$output" = "ok 30" ]
	# twenty letters with no ' or 2 are stickers; fewer are turns
	bad "RUFRUFRUFRUFRUFRUFRUF" "'RUFRUFRUFRUFRUFRUFRUF': not a move, nor a state: 21 stickers, a state has 24"
	run_in "RUFRUF\n" cube-solve
	[ "$status" -eq 0 ]
	[ "$output" = "$(echo "R U F R U F" | cube-solve)" ]
}

@test "brackets that do not match, or hold the wrong marks: the token named, with the reason" {
	bad "(R U R' U'" "'(': no ')' closes it"
	bad "R U R' U')" "')': no '(' opens it"
	bad "[R, U" "'[': no ']' closes it"
	bad "[R, (U]" "'(': no ')' closes it"
	bad "[R, U)" "'[': no ']' closes it"
	bad "R U]" "']': no '[' opens it"
	bad "[R U]" "'[R U]': no ',' or ':' inside: a commutator is [A, B], a conjugate [A: B]"
	bad "[R, U: F]" "':': a second ',' or ':' in one bracket"
	bad "R, U" "',': outside [ ]: a commutator is [A, B], a conjugate [A: B]"
	bad "(R: U)" "':': outside [ ]: a commutator is [A, B], a conjugate [A: B]"
	bad "$(printf '(%.0s' $(seq 101))R$(printf ')%.0s' $(seq 101))" "'(': brackets nested more than 100 deep"
}

@test "bad turns and counts: the token named, with the reason" {
	bad "R U Q" "'Q': not a move"
	bad "RUR'Q" "'Q': not a move"
	bad "R99999999999999999999" "'R99999999999999999999': a count of quarter turns past 1000000000"
	bad "R U1000000001'" "'U1000000001'': a count of quarter turns past 1000000000"
	bad "R'2'" "'R'2'': not a move"
	bad "R@ U" "'@': a time stamp is '@' and the milliseconds"
	bad "R3 U /* a pause" "'/*': a comment that no '*/' closes"
	bad "RU2''" "'U2''': not a move"
	bad "rw" "'w': not a move"
	bad "R U 2" "'2': a count or ' with no turn or bracket before it"
	bad "(R U) 2" "'2': a count or ' with no turn or bracket before it"
	bad "(R U)''" "''': a count or ' with no turn or bracket before it"
	bad "(R U)0" "'0': a repeat count starts at 1"
	bad "R M2 U" "'M2': a slice turn: the pocket cube has no middle layer"
	bad "[E, R]" "'E': a slice turn: the pocket cube has no middle layer"
	bad "RS'" "'S'': a slice turn: the pocket cube has no middle layer"
}

@test "a repeat past a billion turns is refused; up to it, evaluated without writing the turns out" {
	bad "(R U)99999999999999999999" "'99999999999999999999': more than 1000000000 turns in all"
	bad "((R U)100000)5001" "'5001': more than 1000000000 turns in all"
	bad "[(R U)250000000, F]2" "'[(R U)250000000, F]': more than 1000000000 turns in all"
	bad "(R)600000000 (U)600000000" "'(U)600000000': more than 1000000000 turns in all"
	# 10^9 turns: (R U) has order 15 on the pocket cube, and 5 * 10^8 = 15 * 33333333 + 5
	[ "$(echo "(R U)15" | expand | check distance)" = 0 ]
	run_in "(((R U)1000)1000)500\n(R U)5\n" cube-solve
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "${lines[1]}" ]
	# in little memory (AddressSanitizer reserves terabytes)
	if ! grep -q __asan_init "$top/bin/cube-solve"; then
		run bash -c 'ulimit -v 60000; printf "(((R U R'"'"' U'"'"')600)1000)416\n" | cube-solve'
		[ "$status" -eq 0 ]
		[ "$output" = "# 0" ]
	fi
}

@test "bad lines among good ones: each named, the others solved, exit status 1" {
	printf '%s\n' "(R U" "[R: U]" "M" "RUR'U'" > "$tmp/in"
	run bash -c 'cube-solve "$1" 2> "$2"' _ "$tmp/in" "$tmp/err"
	[ "$status" -eq 1 ]
	[ "$(grep -v '^#' <<<"$output")" = "$(printf '%s\n' "R U R'" "R U R' U'" | cube-solve)" ]
	printf '%s\n' "cube-solve: $tmp/in: line 1: '(': no ')' closes it" \
	    "cube-solve: $tmp/in: line 3: 'M': a slice turn: the pocket cube has no middle layer" |
	    diff -u - "$tmp/err"
}

@test "turns written after a repeat count toward the billion too: (R)1000000000 R is refused" {
	bad "(R)1000000000 R" "'R': more than 1000000000 turns in all"
	bad "(R U)500000000 R" "'R': more than 1000000000 turns in all"
	bad "((R)1000000000 R)" "'R': more than 1000000000 turns in all"
	# a billion turns exactly is read: R times 10^9, a multiple of 4, leaves the cube solved
	run_in "R (R)999999999\n" cube-solve
	[ "$status" -eq 0 ]
	[ "$output" = "# 0" ]
}

@test "sticker counts in words: one colour, one sticker" {
	bad "UUUUUUUUUUUUUUUUUUUUUUUU" "'UUUUUUUUUUUUUUUUUUUUUUUU': wrong sticker counts: 1 colour, a cube has 6"
	bad "UUUURRRRFFFFDDDDLBBBBBBB" "'UUUURRRRFFFFDDDDLBBBBBBB': wrong sticker counts: L on 1 sticker, not 4"
	bad "UUUURRRRFFFFDDDDLLLLBBBX" "'UUUURRRRFFFFDDDDLLLLBBBX': wrong sticker counts: 7 colours, a cube has 6"
}

@test "any count of quarter turns: R4 turns nothing, U5 is U, R2' R2, R3 R', R'13 R'" {
	printf '%s\n' "R4 U5" "R2' U3 F6" "R5' U7'" "U1000000000 R" "R0 U" "(R4 U)2 F9'" \
	    "Rw6 x5 U'13" "R'2 U2' R'13" "[R5, U6']" > "$tmp/n"
	same_as_plain "$tmp/n"
	# a line of turns that come to nothing is the solved cube
	run_in "R4 U8 F'12\n" cube-solve
	[ "$status" -eq 0 ]
	[ "$output" = "# 0" ]
}

@test "csTimer's reconstructions, each move and its time @ms, and a solve's number: the turns" {
	printf '%s\n' "F@1080 R2@1297 U'@1500 R@1600" "R@0 U2@15 F'@2000" \
	    "y@0 R1@120 U3@500" "1. R U F" "12) R U" "  3. [R, U]2" "7) (R@1 U'@2)2" > "$tmp/n"
	same_as_plain "$tmp/n"
	# a numbered line of stickers is the same stickers
	run_in "4. UUUURRRRFFFFDDDDLLLLBBBB\n5) RRRRUUUUFFFFLLLLDDDDBBBB\n" cube-solve
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "# 0" ]
	[ "${lines[1]}" = "$(printf 'RRRRUUUUFFFFLLLLDDDDBBBB\n' | cube-solve)" ]
}

@test "--judge reads every line cube-solve reads, either side of ';': the turns counted one by one" {
	printf '%s\n' "[R, U]" "[R: U]2" "(R U R' U')2" "[[R: U]', (F R)2]" "r U R' U'" "Rw U Rw'" \
	    "RUR'U'" "R2'U'2F2" "U1 R2 F3'" "R5 U'7 F2'" "R' F R5 U" "F@1080 R2@1297 U'@1500" \
	    "x2yR'z'U" "1. R U F" "12) [R U: [F, U']]" > "$tmp/n"
	# a solve's number goes before its scramble, not its turns
	sed 's/^[ 0-9]*[.)] //' "$tmp/n" > "$tmp/bare"
	sed 's/.*/(&)'"'"'/' "$tmp/bare" | expand > "$tmp/undo"
	expand < "$tmp/bare" > "$tmp/plain"
	# the notation as the turns: the scramble undone, every turn counted as the model writes them
	paste -d ';' "$tmp/undo" "$tmp/bare" | sed 's/;/ ; /' > "$tmp/solves"
	run cube-solve --judge "$tmp/solves"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	k=0
	while IFS= read -r plain; do
		k=$((k + 1))
		turns=$(tr ' ' '\n' <<<"$plain" | grep -c '^[URFDLB]')
		[[ "${lines[k - 1]}" == *" # $turns turn"*", solved"* ]] || { echo "line $k: $plain: ${lines[k - 1]}"; false; }
	done < "$tmp/plain"
	[ "$k" -eq 15 ]
	# the notation as the scramble: undone by the turns written plainly
	paste -d ';' "$tmp/n" "$tmp/undo" | sed 's/;/ ; /' > "$tmp/solves"
	run cube-solve --judge "$tmp/solves"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[ "$(grep -c ', solved' <<<"$output")" -eq 15 ]
}

@test "--judge: groups and brackets counted out turn by turn, an inverted turn written inverted" {
	run_in "R U F ; [F': U'] R\nR U F ; F' R4 U' R'\n" cube-solve --judge -v
	[ "$status" -eq 0 ]
	# [F': U'] is F' U' F: the third turn is F, and R4 turns nothing, all of it wasted
	printf '%s\n' "#: R U F ; [F': U'] R" "F' # turn 1: 2 htm, 2 qtm, closer" \
	    "U' # turn 2: 1 htm, 1 qtm, closer" "F # turn 3: 2 htm, 2 qtm, further, 2 wasted" \
	    "R # turn 4: 3 htm, 3 qtm, further, 2 wasted" \
	    "R U F ; [F': U'] R # 4 turns, optimal 3, wasted 4, efficiency 0.43, first turn not closer: 3 (F), not solved: 3 to go" \
	    "#: R U F ; F' R4 U' R'" "F' # turn 1: 2 htm, 2 qtm, closer" \
	    "R4 # turn 2: 2 htm, 2 qtm, no closer, 1 wasted" "U' # turn 3: 1 htm, 1 qtm, closer" \
	    "R' # turn 4: 0 htm, 0 qtm, closer" \
	    "R U F ; F' R4 U' R' # 4 turns, optimal 3, wasted 1, efficiency 0.75, first turn not closer: 2 (R4), solved" \
	    "# totals: 2 solves, 1 solved; 8 turns, optimal 6, wasted 5, efficiency 0.55; by turns wasted: 1 x1, 4 x1" |
	    diff -u - <(printf '%s\n' "${lines[@]}")
	# a solve past a million turns counted out is refused, naming the count
	run_in "R U F ; (R U)500001\n" cube-solve --judge
	[ "$status" -eq 1 ]
	[[ "$output" == *"line 1: '500001': more than 1000000 turns one by one, the repeats counted out"* ]]
}
