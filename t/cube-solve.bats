#!/usr/bin/env bats
# cube-solve: optimal solutions, checked by an independent cube (t/oracle/cube-check.c).

load tool/helper
load tool/cube-answers

setup() {
	tmp=$BATS_TEST_TMPDIR
}

# The positions at each distance in the half-turn metric, as published.
published_census() {
	printf '%s\n' "0 1" "1 9" "2 54" "3 321" "4 1847" "5 9992" "6 50136" "7 227536" \
	    "8 870072" "9 1887748" "10 623800" "11 2644"
}

@test "census: the published half-turn figures, 3,674,160 positions, God's number 11" {
	run cube-solve --census
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "# distance positions (half-turn metric, faces RUF)" ]
	published_census > "$tmp/want"
	grep -v '^#' <<<"$output" | diff -u "$tmp/want" -
	[[ "$output" == *"# 3674160 positions, God's number 11"* ]]
	# the independent cube's turns make the same group, as far as its table reaches (6 turns);
	# turns of D, L and B too, the cube held again with DBL in place
	head -7 "$tmp/want" | diff -u - <(check census)
	head -7 "$tmp/want" | diff -u - <(check census --faces DLB)
}

# The positions at each distance in the quarter-turn metric, as published.
published_qtm_census() {
	printf '%s\n' "0 1" "1 6" "2 27" "3 120" "4 534" "5 2256" "6 8969" "7 33058" "8 114149" \
	    "9 360508" "10 930588" "11 1350852" "12 782536" "13 90280" "14 276"
}

@test "census: the quarter-turn metric reaches every position by 14 quarter turns" {
	run cube-solve --census --qtm
	[ "$status" -eq 0 ]
	grep -v '^#' <<<"$output" | diff -u <(published_qtm_census) -
	# and the independent cube's, to the 8 quarter turns of its table
	published_qtm_census | head -9 | diff -u - <(check census --qtm)
	[ "$(grep -v '^#' <<<"$output" | awk '{ n += $2 } END { print n }')" -eq 3674160 ]
	[ "$(grep -v '^#' <<<"$output" | tail -1 | cut -d' ' -f1)" -eq 14 ]
	# a quarter turn changes the corner permutation's parity: the odd distances sum to half
	[ "$(grep -v '^#' <<<"$output" | awk '$1 % 2 { n += $2 } END { print n }')" -eq 1837080 ]
}

@test "census with a face of each axis: the distances of R, U and F, from their table" {
	published_census > "$tmp/want"
	run cube-solve --census --faces UDLRFB
	[ "$status" -eq 0 ]
	grep -v '^#' <<<"$output" | diff -u "$tmp/want" -
	[[ "$output" == *"faces UDLRFB"* ]]
	cube-solve --census --qtm > "$tmp/qtm"
	# in 60 MB, not 88 for the cube held every way (AddressSanitizer reserves terabytes)
	if ! grep -q __asan_init "$top/bin/cube-solve"; then
		run bash -c 'ulimit -v 60000; cube-solve --census --qtm --faces RLUF'
		[ "$status" -eq 0 ]
		diff -u <(sed 's/faces RUF/faces RLUF/' "$tmp/qtm") - <<<"$output"
	fi
}

@test "census with fewer faces: R and U reach 29,160 positions, at the distances the independent cube counts" {
	run cube-solve --census --faces RU
	[ "$status" -eq 0 ]
	[ "$(grep -v '^#' <<<"$output" | awk '{ n += $2 } END { print n }')" -eq 29160 ]
	# every distance as the independent cube counts them, searching the whole group
	grep -v '^#' <<<"$output" | diff -u <(check census --faces RU --depth 63) -
	[[ "$output" == *"# 29160 positions, God's number 14"* ]]
	cube-solve --census --faces RU --qtm | grep -v '^#' | diff -u <(check census --faces RU --qtm --depth 63) -
}

@test "a fixed-seed batch: every solution solves its scramble and none is shorter" {
	cube-scramble -n 300 --seed 7 > "$tmp/s"
	cube-solve < "$tmp/s" > "$tmp/o"
	run check verify "$tmp/s" "$tmp/o"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[ "$output" = "ok 300" ]
}

@test "turns of D, L and B after the table is built: the same cubes the model reads" {
	# the plain reader leaves them to the general one; the independent model checks each
	cube-scramble -n 700 --seed 22 > "$tmp/in"
	cube-scramble -n 200 --seed 23 --moves 9 | tr RUF DLB > "$tmp/dlb"
	cube-scramble -n 100 --seed 24 --moves 9 | tr RF LB > "$tmp/mixed"
	cat "$tmp/dlb" "$tmp/mixed" >> "$tmp/in"
	run cube-solve "$tmp/in"
	[ "$status" -eq 0 ]
	printf '%s\n' "$output" | tail -300 > "$tmp/o"
	cat "$tmp/dlb" "$tmp/mixed" > "$tmp/s"
	run check verify "$tmp/s" "$tmp/o"
	[ "$output" = "ok 300" ] || { echo "$output"; false; }
}

@test "the quarter-turn metric: optimal in quarter turns, half turns counting two" {
	cube-scramble -n 100 --seed 8 > "$tmp/s"
	cube-solve --qtm < "$tmp/s" > "$tmp/o"
	run check verify --qtm "$tmp/s" "$tmp/o"
	[ "$output" = "ok 100" ] || { echo "$output"; false; }
}

@test "facelet strings in, from cube-scramble --state, solved optimally" {
	cube-scramble -n 100 --seed 9 --state > "$tmp/s"
	cube-solve < "$tmp/s" > "$tmp/o"
	run check verify "$tmp/s" "$tmp/o"
	[ "$output" = "ok 100" ] || { echo "$output"; false; }
}

@test "facelet strings in any six symbols and any orientation, as six words of four" {
	# the independent cube writes the states, turned whole by x y' z2 and recoloured
	cube-scramble -n 50 --seed 10 | sed 's/^/x y'"'"' z2 /' | check state |
	    tr URFDLB 'w#g.ob' | tr '#.' 'ry' | sed -E 's/(....)/\1 /g; s/ $//' > "$tmp/s"
	cube-solve < "$tmp/s" > "$tmp/o"
	run check verify "$tmp/s" "$tmp/o"
	[ "$output" = "ok 50" ] || { echo "$output"; false; }
}

@test "every notation: D L B turns, x y z rotations, 2' and the typographic apostrophe" {
	cube-solve < "$top/t/fixtures/cube-turns.txt" > "$tmp/o"
	run check verify "$top/t/fixtures/cube-turns.txt" "$tmp/o"
	[ "$output" = "ok 10" ] || { echo "$output"; false; }
}

@test "a whole-cube turn alone is solved; R U F takes three" {
	run_in "x y z\nR L'\nR U F\n" cube-solve
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf '# 0\n# 0\nF'"'"' U'"'"' R'"'"' # 3')" ]
}

@test "a line of pauses or block comments alone is an empty sequence: the solved cube" {
	# as x3 and R R' are; only blank lines and comments after # or // pass through
	run_in ". . .\n/* a */\nx3\nR R'\n. /* b */ . # c\n# d\n// e\n\n" cube-solve
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf '# 0\n# 0\n# 0\n# 0\n# 0 # c\n# d\n// e\n')" ]
	# labelled under -a as every other cube is
	run_in ". . .\n/* a */\n" cube-solve -a
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf '#: . . .\n# 0\n#: /* a */\n# 0')" ]
	# and a TSV row each, of the solved state
	run_in ". . .\nx3\n" cube-solve --tsv
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'file\tline\tstate\tlength\tmetric\tsolution\tcomment\n-\t1\tUUUURRRRFFFFDDDDLLLLBBBB\t0\thtm\t-\t\n-\t2\tUUUURRRRFFFFDDDDLLLLBBBB\t0\thtm\t-\t')" ]
}

@test "-a: every optimal solution, each once, as many as the independent search counts" {
	for s in "R U R' U'" "R U2 F' R2 U F U2 R'" "F R U' R' U' R U R' F'"; do
		printf '%s\n' "$s" > "$tmp/s"
		cube-solve -a < "$tmp/s" > "$tmp/o"
		[ "$(head -1 "$tmp/o")" = "#: $s" ]
		tail -n +2 "$tmp/o" > "$tmp/sols"
		run check all "$s" "$tmp/sols"
		[ "$status" -eq 0 ] || { echo "$s: $output"; false; }
	done
}

@test "-a in the quarter-turn metric" {
	s="R U2 F' R2 U F"
	printf '%s\n' "$s" | cube-solve -a --qtm > "$tmp/o"
	[ "$(head -1 "$tmp/o")" = "#: $s" ]
	tail -n +2 "$tmp/o" > "$tmp/sols"
	run check all --qtm "$s" "$tmp/sols"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
}

@test "-a on many lines: each group labelled with its line, every solution under it solves it" {
	cube-scramble -n 40 --seed 23 --length 7 > "$tmp/s"
	printf '%s\n' "R U F # id 5" "# a comment" "" "Q9 # id 6" "UUUURRRRFFFFDDDDLLLLBBBB" >> "$tmp/s"
	run bash -c 'cube-solve -a "$1" 2> "$2"' _ "$tmp/s" "$tmp/err"
	[ "$status" -eq 1 ]
	[ "$(cat "$tmp/err")" = "cube-solve: $tmp/s: line 44: 'Q9': not a move" ]
	printf '%s\n' "$output" > "$tmp/o"
	run by_label "$tmp/o"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	printf '%s\n' "$output" > "$tmp/labels"
	# a label for every line but the blank and the comment, in order; the bad one has no solution
	grep -v '^#' "$tmp/s" | grep . | diff -u - <(cut -d'|' -f1 "$tmp/labels")
	[ "$(sed -n 42p "$tmp/labels")" = "Q9 # id 6|0" ]
	[ "$(grep -A1 -xF '#: Q9 # id 6' "$tmp/o" | tail -1)" = "# error: 'Q9': not a move # id 6" ]
	[ "$(grep -c -xF '# a comment' "$tmp/o")" -eq 1 ]
	[ "$(grep -A1 -xF '#: UUUURRRRFFFFDDDDLLLLBBBB' "$tmp/o" | tail -1)" = "# 0" ]
	# each solution optimal for its label's cube, and as many as the independent search counts
	run check verify "$tmp/cubes" "$tmp/sols"
	[ "$output" = "ok $(wc -l < "$tmp/sols")" ] || { echo "$output"; false; }
	[ "$(grep -c '# id 5$' "$tmp/sols")" -eq "$(grep -c '^R U F # id 5$' "$tmp/cubes")" ]
	for n in 1 17 41; do
		line=$(sed -n "${n}p" "$tmp/s")
		awk -v want="$line" '$0 == "#: " want { on = 1; next } /^#: / { on = 0 } on && NF && !/^#/' \
		    "$tmp/o" > "$tmp/group"
		run check all "$line" "$tmp/group"
		[ "$status" -eq 0 ] || { echo "$line: $output"; false; }
		grep -qxF "$line|$(wc -l < "$tmp/group")" "$tmp/labels"
	done
}

@test "-n with --slack: distinct solutions, shortest first, none longer than optimal + slack" {
	s="R U2 F' R2 U F U2"
	printf '%s\n' "$s" | cube-solve -n 12 --slack 2 > "$tmp/all"
	[ "$(head -1 "$tmp/all")" = "#: $s" ]
	tail -n +2 "$tmp/all" > "$tmp/o"
	[ "$(wc -l < "$tmp/o")" -eq 12 ]
	[ "$(sort -u "$tmp/o" | wc -l)" -eq 12 ]
	sed 's/.*# //' "$tmp/o" | sort -n -c
	[ "$(sed 's/.*# //' "$tmp/o" | sort -u | tr '\n' ' ')" = "7 8 9 " ]
	yes "$s" | head -12 > "$tmp/s"
	run check verify --slack 2 "$tmp/s" "$tmp/o"
	[ "$output" = "ok 12" ] || { echo "$output"; false; }
	# with slack 0, -n keeps to the optimal ones: here there are two
	[ "$(printf '%s\n' "$s" | cube-solve -n 12 | grep -vc '^#: ')" -eq 2 ]
}

@test "--faces RU: solutions turning only R and U, optimal among those" {
	printf '%s\n' "R U R' U R U2 R'" "U R2 U' R' U2 R U' R2 U2 R" "R' U' R U' R' U2" > "$tmp/s"
	cube-solve --faces RU < "$tmp/s" > "$tmp/o"
	run check verify --faces RU "$tmp/s" "$tmp/o"
	[ "$output" = "ok 3" ] || { echo "$output"; false; }
}

@test "--faces says when a cube cannot be solved with those faces" {
	run_in "F\nR U\n" cube-solve --faces RU
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf '# no solution turning only RU\nU'"'"' R'"'"' # 2')" ]
}

@test "--moves, the old spelling of --faces, still works and says it is deprecated" {
	run bash -c 'printf "F\nR U\n" | cube-solve --moves RU 2> "$1"' _ "$tmp/err"
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf '# no solution turning only RU\nU'"'"' R'"'"' # 2')" ]
	[ "$(cat "$tmp/err")" = "cube-solve: --moves is deprecated; use --faces" ]
	# a bad set of faces is named by the spelling given
	run cube-solve --moves UU
	expect_error 2 "cube-solve: --moves 'UU': a face named twice"
}

@test "--faces with the faces around DBL: L U and D L B" {
	printf '%s\n' "L U L' U2 L" "L U' L2 U L' U2" > "$tmp/s"
	cube-solve --faces LU < "$tmp/s" > "$tmp/o"
	run check verify --faces LU "$tmp/s" "$tmp/o"
	[ "$output" = "ok 2" ] || { echo "$output"; false; }
	printf '%s\n' "D B' L2 D" "B D L B2" > "$tmp/s"
	cube-solve --faces DLB < "$tmp/s" > "$tmp/o"
	run check verify --faces DLB "$tmp/s" "$tmp/o"
	[ "$output" = "ok 2" ] || { echo "$output"; false; }
}

@test "--faces with both faces of an axis: U and D turn one layer against the other" {
	# U D' is a whole-cube turn: solved; U D is U2 held otherwise
	run_in "U D'\nU D\nR\nD\n" cube-solve --faces UD
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf '# 0\nU2 # 1\n# no solution turning only UD\nU'"'"' # 1')" ]
	run_in "U D\n" cube-solve --faces DU
	[ "$output" = "D2 # 1" ]
	run_in "U D\n" cube-solve --faces UD -a --slack 1
	[ "$output" = "$(printf '#: U D\nU2 # 1\nD2 # 1\nU D # 2\nU'"'"' D'"'"' # 2\nD U # 2\nD'"'"' U'"'"' # 2')" ]
	# a search that never holds the cube again agrees: from the cube, and from solved held every way
	[ "$(printf '%s\n' "U D" D R | check held --faces UD)" = "$(printf '1\n1\nnone')" ]
}

@test "--faces RLU and UDLRFB: each solution solves its cube, turns only those faces, and is optimal" {
	# turns of R L U only, at most 8: within reach of the independent search (5 + 5)
	printf '%s\n' "R L' U R2 L U' R' U2" "L U2 R' L2 U' R U L" "U R L U' L' R2 U2 L" \
	    "R U L U R' U' L' U" "L2 U R' U' L U2 R L'" "U' L R' U2 L' U R U" > "$tmp/s"
	cube-solve --faces RLU < "$tmp/s" > "$tmp/o"
	[ "$(wc -l < "$tmp/o")" -eq 6 ]
	# each solution applied by the independent cube after its scramble solves it: every face one colour
	sed 's/ *#.*//' "$tmp/o" | paste -d ' ' "$tmp/s" - | check state |
	    awk '{ for (i = 1; i <= 24; i++) if (substr($0, i, 1) != substr($0, i - (i - 1) % 4, 1)) { print "not solved: " NR; exit 1 } }'
	# turning only R, L and U
	[ -z "$(sed 's/ *#.*//' "$tmp/o" | tr -d "RLU2' \n")" ] || { echo "a solution turns another face"; cat "$tmp/o"; false; }
	# as short as the search that never holds the cube again finds
	awk -F'# ' '{ print $2 }' "$tmp/o" > "$tmp/got"
	check held --faces RLU < "$tmp/s" > "$tmp/want"
	diff -u "$tmp/want" "$tmp/got"
	# all six faces: as short as with R U F
	cube-scramble -n 20 --seed 12 > "$tmp/s"
	cube-solve --faces UDLRFB < "$tmp/s" | awk -F'# ' '{ print $2 }' > "$tmp/six"
	cube-solve < "$tmp/s" | awk -F'# ' '{ print $2 }' | diff -u - "$tmp/six"
}

@test "bad lines: each named with its reason, the lines around them still solved" {
	run bash -c 'cube-solve < "$1" 2> "$2"' _ "$top/t/fixtures/cube-bad.txt" "$tmp/err"
	[ "$status" -eq 1 ]
	# each bad line answered in its place by its message, as a comment line
	diff -u "$top/t/fixtures/cube-bad.stdout" - <<<"$output"
	diff -u "$top/t/fixtures/cube-bad.stderr" "$tmp/err"
	printf '%s\n' "$output" > "$tmp/o"
	aligned "$top/t/fixtures/cube-bad.txt" "$tmp/o" > /dev/null
}

# A batch as people keep one: cubes with row ids, blank lines, comments, bad lines.
mixed_input() {
	cube-scramble -n 6 --seed 24 | sed '2s/$/ # id 2/; 5s/$/	#id 5  /' > "$tmp/scr"
	{
		echo "# a batch of cubes"
		echo "R U F # id 5"
		echo
		echo "Q9 # id 6"
		echo "UUUURRRRFFFFDDDDLLLLBBBB"
		echo "   # an indented comment"
		echo "hello world"
		cat "$tmp/scr"
		echo "F2 #"
		echo "x y z # whole cube"
	} > "$1"
}

@test "line N answers line N: good, bad, blank, comment and commented lines, lined up by paste" {
	mixed_input "$tmp/in"
	run bash -c 'cube-solve "$1" > "$2" 2> "$3"' _ "$tmp/in" "$tmp/out" "$tmp/err"
	[ "$status" -eq 1 ]
	[ "$(cat "$tmp/err")" = "cube-solve: $tmp/in: line 4: 'Q9': not a move
cube-solve: $tmp/in: line 7: 'hello world': not a move, nor a state: 10 stickers, a state has 24" ]
	run aligned "$tmp/in" "$tmp/out"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	# the bad lines, answered in their places with their comments; the solved ones
	[ "$(sed -n 4p "$tmp/out")" = "# error: 'Q9': not a move # id 6" ]
	[ "$(sed -n 7p "$tmp/out")" = "# error: 'hello world': not a move, nor a state: 10 stickers, a state has 24" ]
	[ "$(sed -n 5p "$tmp/out")" = "# 0" ]
	[ "$(sed -n 15p "$tmp/out")" = "# 0 # whole cube" ]
	# every other answer solves its own line, optimally, and keeps the line's comment once
	paste -d '\n' "$tmp/in" "$tmp/out" | awk 'NR % 2 { input = $0; next }
		input ~ /[RUF]/ && input !~ /Q9|hello|x y z|^#/ { print input > "'"$tmp/cubes"'"; print }' > "$tmp/sols"
	[ "$(wc -l < "$tmp/sols")" -eq 9 ]
	run check verify "$tmp/cubes" "$tmp/sols"
	[ "$output" = "ok 9" ] || { echo "$output"; false; }
	[ "$(sed -n 1p "$tmp/sols")" = "F' U' R' # 3 # id 5" ]
	[ "$(sed -n 4p "$tmp/sols")" = "$(sed -n 2p "$tmp/scr" | sed 's/ # id 2//' | cube-solve) # id 2" ]
	[[ "$(sed -n 7p "$tmp/sols")" == *" # "[0-9]*" # id 5" ]]
	[ "$(grep -c '#.*#.*#' "$tmp/sols")" -eq 0 ]
	[ "$(sed -n 9p "$tmp/sols")" = "F2 # 1" ]
}

@test "no answer depends on where its line stands: the input split in two gives the same output" {
	mixed_input "$tmp/in"
	run bash -c 'cube-solve "$1" > "$2" 2>/dev/null' _ "$tmp/in" "$tmp/whole"
	[ "$status" -eq 1 ]
	head -6 "$tmp/in" > "$tmp/a"
	tail -n +7 "$tmp/in" > "$tmp/b"
	run bash -c 'cube-solve "$1" > "$3" 2>/dev/null; a=$?; cube-solve "$2" >> "$3" 2>/dev/null; echo $a $?' \
	    _ "$tmp/a" "$tmp/b" "$tmp/split"
	[ "$output" = "1 1" ]
	diff -u "$tmp/whole" "$tmp/split"
	[ "$(wc -l < "$tmp/whole")" -eq 15 ]
}

# tsv_of_plain IN PLAIN: the rows --tsv should write for IN, made from the plain answers PLAIN
# (one a line) and the states of the independent cube: file, line, state, length, htm, turns, comment.
tsv_of_plain() {
	paste -d '\n' "$1" "$2" | awk -v file="$1" '
		NR % 2 { input = $0; next }
		input ~ /^[ \t]*(#|$)/ || /^# error: / { next }
		{
			n = NR / 2; answer = $0; comment = ""
			if (split(answer, part, / # /) > 2) { comment = part[3]; sub(/ # [^#]*$/, "", answer) }
			turns = answer; sub(/ *# [0-9]+$/, "", turns); length_ = answer; sub(/.*# /, "", length_)
			print input > "'"$tmp/tsvcubes"'"
			printf "%s\t%d\t%s\t%s\thtm\t%s\t%s\n", file, n, "STATE", length_, turns == "" ? "-" : turns, comment
		}' > "$tmp/tsvrows"
	check state < "$tmp/tsvcubes" > "$tmp/tsvstates"
	paste "$tmp/tsvstates" "$tmp/tsvrows" | awk -F '\t' -v OFS='\t' '{ $4 = $1; $1 = ""; print }' | cut -f 2-
}

@test "--tsv: a header, then a row a solution, with the plain answer's values" {
	mixed_input "$tmp/in"
	grep -v 'x y z' "$tmp/in" > "$tmp/in2"
	run bash -c 'cube-solve "$1" > "$2" 2>/dev/null' _ "$tmp/in2" "$tmp/plain"
	[ "$status" -eq 1 ]
	run bash -c 'cube-solve --tsv "$1" 2> "$2"' _ "$tmp/in2" "$tmp/err"
	[ "$status" -eq 1 ]
	# bad lines still reported, and give no row
	[ "$(wc -l < "$tmp/err")" -eq 2 ]
	[ "${lines[0]}" = "$(printf 'file\tline\tstate\tlength\tmetric\tsolution\tcomment')" ]
	printf '%s\n' "$output" | tsv_strict "$(printf 'file\tline\tstate\tlength\tmetric\tsolution\tcomment')" > "$tmp/rows"
	[ "$(wc -l < "$tmp/rows")" -eq 9 ]
	tsv_of_plain "$tmp/in2" "$tmp/plain" | diff -u - "$tmp/rows"
	grep -qF "$(printf '%s\t2\t' "$tmp/in2")" "$tmp/rows"
	[ "$(cut -f 7 "$tmp/rows" | grep -c .)" -eq 3 ]
	# from the standard input the file is "-"; --qtm counts half turns two
	run bash -c 'printf "R2 U # a\n" | cube-solve --tsv --qtm'
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = "$(printf -- "-\t1\t%s\t3\tqtm\tU' R2\ta" "$(echo R2 U | check state)")" ]
}

@test "--tsv with -a and -n: a row for each solution, the rows of the plain groups" {
	printf '%s\n' "R U R' U'" "# skip" "R U2 F' R2 U F U2 R' # b" > "$tmp/in"
	for mode in -a "-n 3 --slack 1"; do
		cube-solve $mode "$tmp/in" > "$tmp/plain"
		cube-solve $mode --tsv "$tmp/in" |
		    tsv_strict "$(printf 'file\tline\tstate\tlength\tmetric\tsolution\tcomment')" > "$tmp/rows"
		by_label "$tmp/plain" > "$tmp/labels"
		# as many rows for each line as its label has solutions
		cut -f 2 "$tmp/rows" | uniq -c | awk '{ print $1 }' | diff -u <(cut -d'|' -f2 "$tmp/labels") -
		[ "$(cut -f 2 "$tmp/rows" | uniq | tr '\n' ' ')" = "1 3 " ]
		# the same solutions in the same order, lengths and comments
		sed 's/ #.*//' "$tmp/sols" | diff -u - <(cut -f 6 "$tmp/rows")
		awk -F' # ' '{ print $2 "\t" $3 }' "$tmp/sols" | diff -u - <(cut -f 4,7 "$tmp/rows")
		run check verify --slack 1 "$tmp/cubes" "$tmp/sols"
		[ "$output" = "ok $(wc -l < "$tmp/rows")" ] || { echo "$output"; false; }
	done
	# with -n 3 the second line has three
	[ "$(cut -f 2 "$tmp/rows" | grep -c 3)" -eq 3 ]
}

@test "--census --tsv: the published census as a table of distance and positions" {
	run cube-solve --census --tsv
	[ "$status" -eq 0 ]
	printf '%s\n' "$output" | tsv_strict "$(printf 'distance\tpositions')" > "$tmp/rows"
	published_census | tr ' ' '\t' | diff -u - "$tmp/rows"
}

@test "a bad line in a named file names the file" {
	printf 'R\nQ9\n' > "$tmp/in"
	run cube-solve "$tmp/in"
	expect_error 1 "cube-solve: $tmp/in: line 2: 'Q9': not a move"
	[[ "$output" == *"R' # 1"* ]]
}

@test "blank and comment lines pass through, keeping lines aligned" {
	run_in "# scrambles\n\nR # one turn\n  \n" cube-solve
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf '# scrambles\n\nR'"'"' # 1 # one turn\n  ')" ]
}

@test "--net: the cube's picture, as comments, in the letters of the independent cube" {
	run_in "R U F # id 5\n" cube-solve --net
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 8 ]
	# after the line's label, the picture, then the solution
	[ "${lines[0]}" = "#: R U F # id 5" ]
	[ "${lines[7]}" = "F' U' R' # 3 # id 5" ]
	for i in 1 2 3 4 5 6; do [[ "${lines[$i]}" == "# "* ]]; done
	# read the net back into a facelet string: U, then L F R B across, then D
	got=$(printf '%s\n' "${lines[@]:1:6}" | awk '
		{ gsub(/^# +/, ""); gsub(/ /, ""); row[NR] = $0 }
		END {
			U = row[1] row[2]; D = row[5] row[6]
			for (f = 0; f < 4; f++) { s[f] = substr(row[3], 2*f+1, 2) substr(row[4], 2*f+1, 2) }
			print U s[2] s[1] D s[0] s[3]
		}')
	[ "$got" = "$(echo "R U F" | check state)" ]
}

@test "--net --palette patent: the patent's FIG. 1, brown top, silver front, gold left" {
	run_in "UUUURRRRFFFFDDDDLLLLBBBB\n" cube-solve --net --palette patent
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "#: UUUURRRRFFFFDDDDLLLLBBBB" ]
	[ "${lines[1]}" = "#      B B" ]
	[ "${lines[3]}" = "# G G  S S  R R  K K" ]
	[ "${lines[6]}" = "#      O O" ]
	[ "${lines[7]}" = "# 0" ]
}

@test "usage errors exit 2" {
	run cube-solve -a -n 2
	expect_error 2 "-a and -n do not go together"
	run cube-solve --slack 1
	expect_error 2 "--slack needs -a or -n"
	run cube-solve --faces UU
	expect_error 2 "a face named twice"
	run cube-solve --faces RX
	expect_error 2 "not a face"
	run cube-solve --palette mauve
	expect_error 2 "not $(names_or cube-solve --palette)"
	run cube-solve --census somefile
	expect_error 2 "--census reads no input"
	# options that would be silently ignored
	run cube-solve --census -a
	expect_error 2 "-a and --census do not go together"
	run cube-solve --census -n 2 --slack 1
	expect_error 2 "-n and --census do not go together"
	run cube-solve --census --net
	expect_error 2 "--net and --census do not go together"
	run cube-solve --palette patent
	expect_error 2 "--palette needs --net"
	run cube-solve -n 0
	expect_error 2 "-n '0'"
	# --net draws pictures, which have no place in a table
	run cube-solve --net --tsv
	expect_error 2 "cube-solve: --net and --tsv do not go together"
}

@test "--help and --version" {
	run cube-solve --help
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" == "usage: cube-solve [-a | -n count]"* ]]
	help_aligned cube-solve
	run cube-solve --version
	[[ "$output" == "cube-solve (wits) "* ]]
}

@test "the page describes every option, and - as the standard input" {
	command -v mandoc >/dev/null || skip "mandoc is not installed (.ci/run installs it)"
	page_lists_options cube-solve
	mandoc -Tascii "$top/man/man1/cube-solve.1" | sed 's/.\x08//g' | tr -s ' \n' ' ' |
	    grep -qF "(\`-' is the standard input, as is no file at all)"
	# and it is
	run bash -c 'printf "R\n" > "$1/a"; printf "U\n" | cube-solve "$1/a" - "$1/a"' _ "$tmp"
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf "R' # 1\nU' # 1\nR' # 1")" ]
}

@test "write errors are errors; a closed pipe is not" {
	run bash -c 'cube-scramble -n 20 --seed 1 | cube-solve > /dev/full'
	[ "$status" -eq 1 ]
	run bash -c 'cube-scramble -n 5000 --seed 1 | cube-solve | head -1'
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 1 ]
}

@test "stickers that make no corner: the message names a corner whose stickers no cube shows there" {
	# DBL shows D twice (D D L), DFR the opposite colours B and F; once read as U L B at ULB
	run_in "UUUURRRRFFFFDBDDLLLLBBBD\nR\n" cube-solve
	expect_error 1 "cube-solve: line 1: 'UUUURRRRFFFFDBDDLLLLBBBD': no corner has the stickers D D L (at DBL)"
	[[ "$output" == *"# error: 'UUUURRRRFFFFDBDDLLLLBBBD': no corner has the stickers D D L (at DBL)"$'\n'"R' # 1"* ]]
	# two stickers of different colours swapped in each of 300 scrambled cubes
	cube-scramble -n 300 --seed 41 | check state | awk 'BEGIN { srand(41) } {
		do { i = 1 + int(rand() * 24); j = 1 + int(rand() * 24) } while (substr($0, i, 1) == substr($0, j, 1))
		if (i > j) { k = i; i = j; j = k }
		print substr($0, 1, i - 1) substr($0, j, 1) substr($0, i + 1, j - i - 1) substr($0, i, 1) substr($0, j + 1)
	}' > "$tmp/s"
	run bash -c 'cube-solve "$1" 2>&1 >/dev/null' _ "$tmp/s"
	[ "$status" -eq 1 ]
	run check blame <<<"$output"
	[ "$output" = "ok 300" ] || { echo "$output"; false; }
}

# ---- pictures: --svg, and colour at a terminal ----

@test "--svg: a picture of each cube read, in the nets the independent cube finds, the answers unchanged" {
	command -v xmllint >/dev/null || skip "xmllint is not installed (.ci/run installs libxml2-utils)"
	printf '%s\n' "R U F # id 5" "" "# a comment" "Q9 # bad" "UUUURRRRFFFFDDDDLLLLBBBB" \
	    "R U R' U R U2 R'" "F2 U' R F' U' R U2 R F2" > "$tmp/in"
	run bash -c 'cube-solve --svg "$1/p.svg" "$1/in" > "$1/out"' _ "$tmp"
	expect_error 1 "line 4: 'Q9': not a move"
	cube-solve "$tmp/in" 2>/dev/null | diff -u - "$tmp/out"
	xmllint --noout "$tmp/p.svg"
	# bad, blank and comment lines are not drawn
	grep -v '^#\|^$\|Q9' "$tmp/in" > "$tmp/cubes"
	cube-picture nets "$tmp/p.svg" | diff -u <(check state < "$tmp/cubes") -
	cube-picture colours "$tmp/p.svg" | diff -u - <(printf '%s\n' "B blue" "D yellow" "F green" "L orange" "R red" "U white")
	grep -q '>R U F # id 5</text>' "$tmp/p.svg"
	# the patent's colours, as its FIG. 1 names them
	cube-solve --svg "$tmp/p.svg" --palette patent < "$tmp/cubes" > /dev/null
	cube-picture nets "$tmp/p.svg" | diff -u <(check state --palette patent < "$tmp/cubes") -
	cube-picture colours "$tmp/p.svg" | diff -u - <(printf '%s\n' "B brown" "G gold" "K black" "O orange" "R red" "S silver")
}

@test "--svg: what XML cannot hold in a label is escaped or replaced; a long label wraps" {
	command -v xmllint >/dev/null || skip "xmllint is not installed (.ci/run installs libxml2-utils)"
	printf 'R U # <a & "b"> \001\n' > "$tmp/in"
	printf 'R U R U R U R U R U R U R U R U R U R U R U R U R U R U R U R U R U R U # long\n' >> "$tmp/in"
	cube-solve --svg "$tmp/p.svg" "$tmp/in" > /dev/null
	xmllint --noout "$tmp/p.svg"
	grep -q '>R U # &lt;a &amp; &quot;b&quot;&gt; ?</text>' "$tmp/p.svg"
	[ "$(grep -c '>R U R U' "$tmp/p.svg")" -eq 2 ]
	grep -q '># long</text>' "$tmp/p.svg" || grep -q ' # long</text>' "$tmp/p.svg"
}

@test "--svg: never an input, nor the standard output; refused with --census" {
	echo "R U" > "$tmp/in"
	run cube-solve --svg "$tmp/in" "$tmp/in"
	expect_error 2 "the same file as"
	[ "$(cat "$tmp/in")" = "R U" ]
	run bash -c 'cube-solve --svg "$1" < "$1"' _ "$tmp/in"
	expect_error 2 "the same file as the standard input"
	[ "$(cat "$tmp/in")" = "R U" ]
	run cube-solve --census --svg "$tmp/p.svg"
	expect_error 2 "--svg and --census do not go together"
	run cube-solve --palette patent
	expect_error 2 "--palette needs --net or --svg"
}

@test "--color: escapes and no '#' column when asked or at a terminal; none in a pipe, with never, NO_COLOR or TERM=dumb" {
	esc=$(printf '\033')
	run_in "R U\n" cube-solve --net --color=always
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 8 ]
	[ "${lines[0]}" = "#: R U" ]
	[ "${lines[7]}" = "U' R' # 2" ]
	for i in 1 2 3 4 5 6; do [[ "${lines[$i]}" == *"$esc["* && "${lines[$i]}" != "#"* ]]; done
	for how in --color=never --color=auto ""; do
		echo "R U" | NO_COLOR= cube-solve --net $how > "$tmp/out"
		! grep -q "$esc" "$tmp/out" || return 1
		[ "$(grep -c '^# ' "$tmp/out")" -eq 6 ]
	done
	run cube-solve --color=always
	expect_error 2 "--color needs --net"
	run cube-solve --net --color=yes
	expect_error 2 "--color 'yes': not $(names_or cube-solve --color)"
	echo "R U" > "$tmp/in"
	TERM=xterm NO_COLOR= pty -- cube-solve --net "$tmp/in" > "$tmp/out"
	[ "$(grep -c "$esc\[38;5;" "$tmp/out")" -eq 6 ]
	for env in "TERM=xterm NO_COLOR=1" "TERM=dumb" "TERM=xterm"; do
		how=; [ "$env" = TERM=xterm ] && how=--color=never
		env $env pty -- cube-solve --net $how "$tmp/in" > "$tmp/out"
		! grep -q "$esc" "$tmp/out" || return 1
		[ "$(grep -c '^# ' "$tmp/out")" -eq 6 ]
	done
}

@test "--svg: a label's UTF-8 is kept, a byte that is not UTF-8 is U+FFFD, a long word wraps between characters" {
	needs_tool xmllint || return 1
	printf 'R U # café ’\nR U # \377\n' >"$tmp/in"
	printf 'R U # x%s\n' "$(printf 'é%.0s' $(seq 40))" >"$tmp/long"
	cube-solve --svg "$tmp/p.svg" "$tmp/in" >/dev/null
	xmllint --noout "$tmp/p.svg"
	grep -qF '>R U # café ’</text>' "$tmp/p.svg"
	grep -qF "$(printf '>R U # \357\277\275</text>')" "$tmp/p.svg"
	cube-solve --svg "$tmp/p.svg" "$tmp/long" >/dev/null
	xmllint --noout "$tmp/p.svg"
	# three lines, which hold the line as it was read but for the spaces it broke at
	sed -n 's/^<text x="[0-9]*" y="[0-9]*">\(.*\)<\/text>$/\1/p' "$tmp/p.svg" >"$tmp/label"
	[ "$(wc -l <"$tmp/label")" -eq 3 ]
	[ "$(tr -d ' \n' <"$tmp/label")" = "$(tr -d ' \n' <"$tmp/long")" ]
}

# The first face and the first layer (--face, --layer), each answer checked by the
# independent cube (goal_check).

@test "--face: the fewest turns to a face of one colour, on whichever side, as the search finds" {
	goal_check --face U
	goal_check --face white --qtm
	# a colour of the corner held at DBL, which makes its face on its own side
	goal_check --face L
	goal_check --face blue --qtm
}

@test "--face and --layer read facelets and comments as the solver does, and answer bad lines" {
	cube-scramble -n 20 --seed 4 > "$tmp/s"
	cube-scramble -n 20 --seed 4 --state > "$tmp/f"
	cube-solve --layer each < "$tmp/s" | grep -v '^#:' > "$tmp/from-moves"
	cube-solve --layer each < "$tmp/f" | grep -v '^#:' | diff -u "$tmp/from-moves" -
	printf 'R U # id 1\n\n# note\nQ9 # id 2\nF\n' > "$tmp/in"
	run cube-solve --face white "$tmp/in"
	[ "$status" -eq 1 ]
	cube-solve --face white "$tmp/in" 2> "$tmp/err" > "$tmp/out" || true
	printf '%s\n' "U' R' # 2 white # id 1" "" "# note" "# error: 'Q9': not a move # id 2" "F' # 1 white" |
		diff -u - "$tmp/out"
	[ "$(cat "$tmp/err")" = "cube-solve: $tmp/in: line 4: 'Q9': not a move" ]
	# a solved cube, and one that is solved but for the turn of a layer
	run_in "UUUURRRRFFFFDDDDLLLLBBBB\nD\n" cube-solve --layer yellow
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "# 0 yellow" ]
	[ "${lines[1]}" = "# 0 yellow" ]
}

@test "--face --tsv: a row an answer, with the colour and the side its face is made on" {
	cube-scramble -n 30 --seed 6 > "$tmp/s"
	cube-solve --face each --tsv < "$tmp/s" > "$tmp/t"
	[ "$(head -1 "$tmp/t")" = "$(printf 'file\tline\tstate\tcolour\tside\tlength\tmetric\tsolution\tcomment')" ]
	[ "$(wc -l < "$tmp/t")" -eq 181 ]
	cube-solve --face each < "$tmp/s" | grep -v '^#:' | sed 's/ *#.*//' > "$tmp/plain"
	tail -n +2 "$tmp/t" | cut -f 8 | sed 's/^-$//' | diff -u "$tmp/plain" -
	# the state is the cube read; after the solution, the side shows the colour's four stickers
	tail -n +2 "$tmp/t" | awk -F '\t' '{ print $4, $5, $2 }' > "$tmp/cols"
	tail -n +2 "$tmp/t" | cut -f 3 | paste -d' ' - <(awk '{ for (i = 0; i < 6; i++) print }' "$tmp/s" | check state) |
		awk '$1 != $2 { print "state " NR; exit 1 }'
	awk '{ for (i = 0; i < 6; i++) print }' "$tmp/s" | paste -d' ' - "$tmp/plain" | check state > "$tmp/after"
	paste -d' ' "$tmp/cols" "$tmp/after" | awk '
		BEGIN { split("white red green yellow orange blue", n); for (i = 1; i <= 6; i++) letter[n[i]] = substr("URFDLB", i, 1) }
		{ at = index("URFDLB", $2) - 1; want = letter[$1] letter[$1] letter[$1] letter[$1]
		  if (substr($4, 4 * at + 1, 4) != want) { print "row " NR ": " $0; bad = 1 } }
		END { exit bad }'
}

@test "--face and --layer usage errors exit 2" {
	run cube-solve --face purple
	expect_error 2 "cube-solve: --face 'purple': not a colour: U R F D L B, or white red green yellow orange blue"
	run cube-solve --layer ''
	expect_error 2 "--layer '': not a colour"
	run cube-solve --face U --layer U
	expect_error 2 "--face and --layer do not go together"
	run cube-solve --face U --faces RU
	expect_error 2 "--faces and --face do not go together: a first face turns R, U and F"
	run cube-solve --census --layer any
	expect_error 2 "--census needs one colour of --layer"
	run cube-solve --judge --face U
	expect_error 2 "--judge goes with -v, --qtm and --tsv alone"
	run cube-solve --face
	expect_error 2 "cube-solve:"
}
