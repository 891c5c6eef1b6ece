#!/usr/bin/env bats
# nim-safe: verdicts from the seeds' worked examples, an independent game-tree search, and hostile input.

load tool/helper
load tool/heap-search

@test "the booklet's 7 1 6 2 is unsafe: column 1 sums to 3, nim-sum 2" {
	run_in '7 1 6 2\n' nim-safe
	[ "$status" -eq 0 ]
	[ "$output" = "7 1 6 2 # unsafe 2" ]
}

@test "the booklet's answer 7 1 4 2 and McCoy's 6 8 14 are safe" {
	run_in '7 1 4 2\n6 8 14\n' nim-safe
	[ "${lines[0]}" = "7 1 4 2 # safe 0" ]
	[ "${lines[1]}" = "6 8 14 # safe 0" ]
}

@test "the Nimatron patent's 9 7 5 is unsafe and 2 7 5 safe" {
	run_in '9 7 5\n2,7,5\n' nim-safe
	[ "${lines[0]}" = "9 7 5 # unsafe 11" ]
	[ "${lines[1]}" = "2 7 5 # safe 0" ]
}

@test "reverse game: 0 0 0 1 is safe, 1 0 0 1 unsafe (the booklet's transition)" {
	run_in '0 0 0 1\n1 0 0 1\n' nim-safe -m
	[ "${lines[0]}" = "0 0 0 1 # safe 1" ]
	[ "${lines[1]}" = "1 0 0 1 # unsafe 0" ]
	run_in '1 0 0 1\n' nim-safe --misere
	[ "$output" = "1 0 0 1 # unsafe 0" ]
}

@test "Nim_k: the column sums mod k+1 are the nim-sum's digits" {
	run_in '1 1 1\n3 1\n7 7 7 7\n' nim-safe -k 2
	[ "${lines[0]}" = "1 1 1 # safe 0" ]
	[ "${lines[1]}" = "3 1 # unsafe 12" ]
	[ "${lines[2]}" = "7 7 7 7 # unsafe 111" ]
	run_in '1 1 1 1 1 1 1 1 1 1 1\n' nim-safe -k 10
	[ "$output" = "1 1 1 1 1 1 1 1 1 1 1 # safe 0" ]
	run_in '3 3 3 3 3 3 3 3 3 3\n' nim-safe -k 10
	[ "$output" = "3 3 3 3 3 3 3 3 3 3 # unsafe 10:10" ]
}

check_against_brute() {
	all_positions 4 7 >"$BATS_TEST_TMPDIR/pos"
	nim-brute "$@" <"$BATS_TEST_TMPDIR/pos" >"$BATS_TEST_TMPDIR/want"
	nim-safe "$@" "$BATS_TEST_TMPDIR/pos" | awk '{ print $(NF - 1) }' >"$BATS_TEST_TMPDIR/got"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/got")" -eq 4680 ]
	diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
}

@test "every position of up to 4 heaps of 7: normal play agrees with a game-tree search" {
	check_against_brute
}

@test "every position of up to 4 heaps of 7: the reverse game agrees with a game-tree search" {
	check_against_brute -m
}

@test "every position of up to 4 heaps of 7: Nim_2 and Nim_3 agree with a game-tree search" {
	check_against_brute -k 2
	check_against_brute -k 3
}

@test "every position of up to 4 heaps of 7: misere Nim_2 and Nim_3 agree with a game-tree search" {
	check_against_brute -m -k 2
	check_against_brute -m -k 3
}

@test "five and six heaps of up to 3, in all games, agree with a game-tree search" {
	all_positions 6 3 | awk 'NF >= 5' >"$BATS_TEST_TMPDIR/pos"
	for game in "" "-m" "-k 2" "-m -k 2" "-k 4" "-m -k 4"; do
		diff -u <(nim-brute $game <"$BATS_TEST_TMPDIR/pos") \
			<(nim-safe $game "$BATS_TEST_TMPDIR/pos" | awk '{ print $(NF - 1) }')
	done
}

@test "the heaps are written one blank apart, without leading zeros, however they were read" {
	run_in '007 1 6 2\n  7\t1,6   2 # x\n0 00 000\n7 1 6 2  \n 7 1 6 2\n10 010\n7 1 6 2#c\n' nim-safe
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 7 ]
	[ "${lines[0]}" = "7 1 6 2 # unsafe 2" ]
	[ "${lines[1]}" = "7 1 6 2 # unsafe 2 # x" ]
	[ "${lines[2]}" = "0 0 0 # safe 0" ]
	[ "${lines[3]}" = "7 1 6 2 # unsafe 2" ]
	[ "${lines[4]}" = "7 1 6 2 # unsafe 2" ]
	[ "${lines[5]}" = "10 10 # safe 0" ]
	[ "${lines[6]}" = "7 1 6 2 # unsafe 2 # c" ]
}

@test "numbers on either side of 10, 100 and 1000, heaps and nim-sums, are written whole" {
	# leading zeros, so that the heaps are written again, not copied
	run_in '09\n010\n099\n0100\n0999\n01000\n01023 0\n0999 01000 0100\n18446744073709551615 01\n' nim-safe
	[ "$status" -eq 0 ]
	[ "$output" = "9 # unsafe 9
10 # unsafe 10
99 # unsafe 99
100 # unsafe 100
999 # unsafe 999
1000 # unsafe 1000
1023 0 # unsafe 1023
999 1000 100 # unsafe $((999 ^ 1000 ^ 100))
18446744073709551615 1 # unsafe 18446744073709551614" ]
}

@test "-s and -u print the selected positions as they were read; -c counts" {
	input='7 1 6 2\n6,8,14   # McCoy\n# comment\n\n1 1\n'
	run_in "$input" nim-safe -s
	[ "$output" = "$(printf '6,8,14   # McCoy\n1 1')" ]
	run_in "$input" nim-safe -u
	[ "$output" = "7 1 6 2" ]
	run_in "$input" nim-safe -c
	[ "$output" = "$(printf 'safe 2\nunsafe 1')" ]
	run_in "$input" nim-safe -c -u
	[ "$output" = "1" ]
}

@test "-s searches seq-generated lists: the safe 3-heap positions with heaps 1..7" {
	run bash -c 's=$(seq 7); for a in $s; do for b in $s; do for c in $s; do echo $a $b $c; done; done; done | nim-safe -s | awk "\$1 < \$2 && \$2 < \$3"'
	[ "$output" = "$(printf '1 2 3\n1 4 5\n1 6 7\n2 4 6\n2 5 7\n3 4 7\n3 5 6')" ]
}

@test "-v draws the booklet's board for 7 1 6 2" {
	run_in '7 1 6 2\n' nim-safe -v
	[ "${lines[0]}" = "7 1 6 2 # unsafe 2" ]
	[ "${lines[1]}" = "# column   2 1 0" ]
	[ "${lines[2]}" = "# heap 0 7 1 1 1" ]
	[ "${lines[4]}" = "# heap 2 6 1 1 0" ]
	[ "${lines[6]}" = "# sum      2 3 2" ]
	[ "${lines[7]}" = "# unsafe     ^" ]
	[ "${lines[8]}" = "# a column is safe when its sum is even" ]
}

@test "-m -v: with every heap 0 or 1 the board counts the ones and agrees with the verdict" {
	run_in '1 1 1\n1 1 0\n' nim-safe -m -v
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "1 1 1 # safe 1" ]
	[ "${lines[5]}" = "# sum      3" ]
	[ "${lines[6]}" = "# reverse game, every heap 0 or 1: the columns give way to the count of ones" ]
	[ "${lines[7]}" = "# ones 3: odd, so safe" ]
	[ "${lines[8]}" = "1 1 0 # unsafe 0" ]
	[ "${lines[15]}" = "# ones 2: even, so unsafe" ]
	[ "${#lines[@]}" -eq 16 ]
	# no column is marked against the verdict
	! printf '%s\n' "${lines[@]}" | grep -q '^# unsafe' || return 1
	run_in '1 1 1 1\n1 1 1\n' nim-safe -m -k 2 -v
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "1 1 1 1 # safe 1" ]
	[ "${lines[8]}" = "# ones 4: 1 more than a multiple of 3, so safe" ]
	[ "${lines[9]}" = "1 1 1 # unsafe 0" ]
	[ "${lines[16]}" = "# ones 3: not 1 more than a multiple of 3, so unsafe" ]
}

@test "-v output is still valid input: only comment lines are added" {
	run bash -c "printf '7 1 6 2\n3 5\n' | nim-safe -v | nim-safe"
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "$output" | grep -vc '^#')" -eq 2 ]
}

@test "blank and comment lines pass through, keeping line alignment" {
	run_in '# a game\n\n7 1 6 2\n   \n' nim-safe
	[ "${#lines[@]}" -eq 3 ]
	[ "${lines[0]}" = "# a game" ]
	[ "${lines[1]}" = "7 1 6 2 # unsafe 2" ]
	run bash -c "printf '# a\n\n1 2\n' | nim-safe | wc -l"
	[ "$output" -eq 3 ]
}

@test "bad heaps: a message with the line and token, exit 1, the other lines still answered" {
	run_in '7 x 2\n1 2 3\n-3\n1e3\n18446744073709551616\n+5\n0x10\n5\n' nim-safe
	expect_error 1 "nim-safe: line 1: 'x': not a heap size"
	[[ "$output" == *"nim-safe: line 3: '-3': not a heap size"* ]]
	[[ "$output" == *"nim-safe: line 4: '1e3': not a heap size"* ]]
	[[ "$output" == *"nim-safe: line 5: '18446744073709551616': too large"* ]]
	[[ "$output" == *"nim-safe: line 6: '+5': not a heap size"* ]]
	[[ "$output" == *"nim-safe: line 7: '0x10': not a heap size"* ]]
	[[ "$output" == *"1 2 3 # safe 0"* ]]
	[[ "$output" == *"5 # unsafe 5"* ]]
}

@test "commas: one between two heaps; two together, one first or last, or commas alone are bad lines" {
	run bash -c "printf '7,,1\n7, 1\n,\n7,\n,7\n7 , , 1\n,,, # c\n6 ,8,\t14\n' | nim-safe 2>'$BATS_TEST_TMPDIR/err'"
	[ "$status" -eq 1 ]
	[ "$(cat "$BATS_TEST_TMPDIR/err")" = "$(printf "nim-safe: line %s: a comma stands only between two heaps\n" \
		"1: ',,'" "3: ','" "4: ','" "5: ','" "6: ', ,'" "7: ',,,'")" ]
	[ "$output" = "# error: ',,': a comma stands only between two heaps
7 1 # unsafe 6
# error: ',': a comma stands only between two heaps
# error: ',': a comma stands only between two heaps
# error: ',': a comma stands only between two heaps
# error: ', ,': a comma stands only between two heaps
# error: ',,,': a comma stands only between two heaps # c
6 8 14 # safe 0" ]
}

# mixed_input: good, bad, blank, comment and commented lines (the bad ones are lines 2, 8, 10 and 13).
mixed_input() {
	printf '%s\n' '7 1 6 2 # game 17' 'x7' '' '# a comment' '   ' '6,8,14   # McCoy' '1 2 3 4 5 #id 9' \
		'-3 # id 10' '0' '18446744073709551616 1' '  # indented comment' '9	7 5' '2,,3 # two commas' '4 4 #'
}

# bad_answers: the comment lines that answer mixed_input's bad lines, in order.
bad_answers() {
	printf '%s\n' "# error: 'x7': not a heap size" "# error: '-3': not a heap size # id 10" \
		"# error: '18446744073709551616': too large (a heap holds at most 18446744073709551615)" \
		"# error: ',,': a comma stands only between two heaps # two commas"
}

# verdicts BAD_ANSWERS: the answer to each line of stdin, by an exclusive or written in awk
# (the simple game); a bad line, a heap not a number or past 2^64-1, takes the next of BAD_ANSWERS.
verdicts() {
	awk -v bad="$1" '
		function xor(a, b,   r, bit) {
			for (bit = 1; a > 0 || b > 0; bit *= 2) {
				if (a % 2 != b % 2)
					r += bit
				a = int(a / 2); b = int(b / 2)
			}
			return r + 0
		}
		{
			heaps = $0; comment = ""
			if ((c = index(heaps, "#")) > 0) {
				comment = substr(heaps, c + 1); heaps = substr(heaps, 1, c - 1)
				gsub(/^[ \t]+|[ \t]+$/, "", comment)
			}
			if (heaps ~ /^[ \t]*$/) { print; next }
			n = split(heaps, h, /[ \t]*,[ \t]*|[ \t]+/)
			ok = heaps ~ /^[ \t]*[0-9]+(([ \t]*,[ \t]*|[ \t]+)[0-9]+)*[ \t]*$/
			for (i = 1; i <= n; i++)
				if (length(h[i]) > 20 || (length(h[i]) == 20 && h[i] > "18446744073709551615"))
					ok = 0
			if (!ok) { getline answer < bad; print answer; next }
			sum = 0; pos = ""
			for (i = 1; i <= n; i++)
				if (h[i] != "") { sum = xor(sum, h[i]); pos = pos (pos == "" ? "" : " ") h[i] + 0 }
			print pos " # " (sum ? "unsafe" : "safe") " " sum (comment == "" ? "" : " # " comment)
		}'
}

@test "line N answers line N: a bad line by a comment line, a trailing comment kept, all checked by an awk exclusive or" {
	local d=$BATS_TEST_TMPDIR st=0
	mixed_input >"$d/in"
	bad_answers >"$d/bad"
	nim-safe "$d/in" >"$d/out" 2>"$d/err" || st=$?
	[ "$st" -eq 1 ]
	aligned "$d/in" "$d/out"
	verdicts "$d/bad" <"$d/in" | diff -u - "$d/out"
	[ "$(cat "$d/err")" = "nim-safe: $d/in: line 2: 'x7': not a heap size
nim-safe: $d/in: line 8: '-3': not a heap size
nim-safe: $d/in: line 10: '18446744073709551616': too large (a heap holds at most 18446744073709551615)
nim-safe: $d/in: line 13: ',,': a comma stands only between two heaps" ]
	# the answers are valid input: no bad line, and every comment line passes through again
	st=0
	nim-safe "$d/out" >"$d/again" || st=$?
	[ "$st" -eq 0 ]
	[ "$(grep -n '^[[:blank:]]*#' "$d/out")" = "$(grep -n '^[[:blank:]]*#' "$d/again")" ]
}

@test "-s and -u still copy the selected lines as they were read, and nothing for a bad line" {
	local d=$BATS_TEST_TMPDIR st=0
	mixed_input >"$d/in"
	bad_answers >"$d/bad"
	verdicts "$d/bad" <"$d/in" | paste -d '|' "$d/in" - >"$d/pairs"
	for sel in -s -u; do
		st=0
		nim-safe $sel "$d/in" >"$d/out" 2>/dev/null || st=$?
		[ "$st" -eq 1 ]
		want=$([ "$sel" = -s ] && echo safe || echo unsafe)
		awk -v want="$want" '{ i = index($0, "|"); split(substr($0, i + 1), a, " # ") }
			a[2] ~ "^" want " " { print substr($0, 1, i - 1) }' "$d/pairs" | diff -u - "$d/out"
	done
	[ "$(wc -l <"$d/out")" -eq 3 ]
}

@test "--tsv: a header and a row a position, with its file and line; the values are the plain output's" {
	local d=$BATS_TEST_TMPDIR st=0
	mixed_input >"$d/in"
	nim-safe "$d/in" >"$d/plain" 2>/dev/null || st=$?
	[ "$st" -eq 1 ]
	st=0
	nim-safe --tsv - "$d/in" <"$d/in" >"$d/tsv" 2>"$d/err" || st=$?
	[ "$st" -eq 1 ]
	[ "$(grep -c "line 13: ',,'" "$d/err")" -eq 2 ]
	tsv_strict $'file\tline\tposition\tverdict\tnimsum\tcomment' <"$d/tsv" >"$d/rows"
	# a row for every line answered by a position, in both files, and for nothing else
	[ "$(cut -f 1,2 "$d/rows")" = "$(for f in - "$d/in"; do
		awk -v f="$f" '!/^[ \t]*(#|$)/ { print f "\t" NR }' "$d/plain"; done)" ]
	awk -F'\t' 'NR == FNR { plain[FNR] = $0; next }
		{ want = $3 " # " $4 " " $5 ($6 == "" ? "" : " # " $6)
		  if (plain[$2] != want) { print "line " $2 ": " want " but " plain[$2]; bad = 1 } }
		END { exit bad }' "$d/plain" "$d/rows"
	grep -q $'^-\t1\t7 1 6 2\tunsafe\t2\tgame 17$' "$d/rows"
	grep -q $'\t14\t4 4\tsafe\t0\t$' "$d/rows"
}

@test "--tsv with -s or -u: the selected positions' rows; with -c, a table of verdict and count" {
	local d=$BATS_TEST_TMPDIR st=0
	mixed_input >"$d/in"
	nim-safe --tsv -s "$d/in" >"$d/tsv" 2>/dev/null || st=$?
	[ "$st" -eq 1 ]
	[ "$(tsv_strict $'file\tline\tposition\tverdict\tnimsum\tcomment' <"$d/tsv" | cut -f 2-)" = \
		"$(printf '%s\t%s\tsafe\t0\t%s\n' 6 '6 8 14' McCoy 9 0 '' 14 '4 4' '')" ]
	st=0
	nim-safe --tsv -c "$d/in" >"$d/tsv" 2>/dev/null || st=$?
	[ "$st" -eq 1 ]
	[ "$(tsv_strict $'verdict\tcount' <"$d/tsv")" = "$(printf 'safe\t3\nunsafe\t3')" ]
	run_in '1 1\n2 1\n0 1\n' nim-safe -c -u --tsv
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'verdict\tcount\nunsafe\t2')" ]
	run nim-safe --tsv </dev/null
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'file\tline\tposition\tverdict\tnimsum\tcomment')" ]
}

@test "--tsv: Nim_k's nim-sum as the plain output writes it, and a control byte in a comment made a space" {
	run_in '3 3 3 3 3 3 3 3 3 3 # a\tb\n7 7 7 7\n' nim-safe --tsv -k 10
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'file\tline\tposition\tverdict\tnimsum\tcomment\n-\t1\t3 3 3 3 3 3 3 3 3 3\tunsafe\t10:10\ta b\n-\t2\t7 7 7 7\tunsafe\t4:4:4\t')" ]
}

@test "a number far past 2^64 is an error, never wrapped" {
	run_in '99999999999999999999999999999 1\n' nim-safe
	expect_error 1 "too large"
	[[ "$output" != *"# safe"* && "$output" != *"# unsafe"* ]]
}

@test "heaps of 2^64-1 work" {
	run_in '18446744073709551615 18446744073709551615\n18446744073709551615 18446744073709551614\n' nim-safe
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "18446744073709551615 18446744073709551615 # safe 0" ]
	[ "${lines[1]}" = "18446744073709551615 18446744073709551614 # unsafe 1" ]
}

@test "empty input gives empty output and success" {
	run nim-safe </dev/null
	[ "$status" -eq 0 ]
	[ -z "$output" ]
}

@test "a NUL byte is reported, the line after it still answered" {
	run bash -c "printf '7 1\0006 2\n3 3\n' | nim-safe"
	expect_error 1 "nim-safe: line 1: '1\\x006': not a heap size"
	[[ "$output" == *"3 3 # safe 0"* ]]
}

@test "CRLF line ends and a missing final newline are read as lines" {
	run bash -c "printf '7 1 6 2\r\n3 3' | nim-safe"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "7 1 6 2 # unsafe 2" ]
	[ "${lines[1]}" = "3 3 # safe 0" ]
}

@test "a 10 MB line of garbage is reported in short, the next line answered" {
	run bash -c "{ head -c 10000000 /dev/zero | tr '\0' 'x'; printf '\n1 1\n'; } | nim-safe"
	expect_error 1 "nim-safe: line 1: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...': not a heap size"
	[ "${#output}" -lt 200 ]
	[[ "$output" == *"1 1 # safe 0"* ]]
}

@test "a position of 100,000 heaps is judged" {
	run bash -c "awk 'BEGIN { for (i = 1; i <= 100000; i++) printf \"%d \", i; print \"\" }' | nim-safe | awk '{ print \$(NF - 1), \$NF }'"
	[ "$status" -eq 0 ]
	# the exclusive or of 1..n is n when n mod 4 == 0
	[ "$output" = "unsafe 100000" ]
}

@test "files as operands, '-' as stdin; a missing file is reported and the rest read" {
	printf '3 3\n' >"$BATS_TEST_TMPDIR/a"
	run bash -c "printf '1 2\n' | nim-safe '$BATS_TEST_TMPDIR/a' '$BATS_TEST_TMPDIR/missing' -"
	expect_error 1 "nim-safe: $BATS_TEST_TMPDIR/missing: No such file or directory"
	[[ "$output" == *"3 3 # safe 0"* ]]
	[[ "$output" == *"1 2 # unsafe 3"* ]]
}

@test "a bad line in a named file is reported with the file's name" {
	printf '1\nx\n' >"$BATS_TEST_TMPDIR/f"
	run nim-safe "$BATS_TEST_TMPDIR/f"
	expect_error 1 "nim-safe: $BATS_TEST_TMPDIR/f: line 2: 'x': not a heap size"
}

@test "usage errors exit 2 with the usage line" {
	run nim-safe -k 0
	expect_error 2 "nim-safe: -k '0': too small"
	[[ "$output" == *"usage: nim-safe [-cmsuv] [-k K | -r RULES] [--tsv] [file ...]"* ]]
	run nim-safe -k 18446744073709551616
	expect_error 2 "too large"
	run nim-safe --bogus
	expect_error 2 "usage: nim-safe"
	run nim-safe -s -u
	expect_error 2 "nim-safe: -s and -u do not go together"
}

@test "--help and --version" {
	run nim-safe --help
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" == "usage: nim-safe [-cmsuv] [-k K | -r RULES] [--tsv] [file ...]" ]]
	run nim-safe --version
	[ "$status" -eq 0 ]
	[[ "$output" =~ ^nim-safe\ \(wits\)\ [0-9] ]]
}

@test "a write error is an error; a closed pipe ends quietly" {
	run bash -c "printf '1 2\n' | nim-safe >/dev/full"
	expect_error 1 "nim-safe: write error"
	run bash -c "yes '1 2 3' | head -100000 | nim-safe | head -1"
	[ "$output" = "1 2 3 # safe 0" ]
}

@test "regression (fuzzing): a blank first line with NUL bytes after it, -m -k 3 -v" {
	printf '\n0 7 1 6 1[ 1 \326 1 1\n\001\0\0\0 1\n\001\n  47' >"$BATS_TEST_TMPDIR/in"
	run bash -c "nim-safe -m -k 3 -v '$BATS_TEST_TMPDIR/in' 2>/dev/null | head -5"
	[ "$output" = "$(printf '%s\n' '' "# error: '1[': not a heap size" "# error: '\\x01\\x00\\x00\\x00': not a heap size" \
		"# error: '\\x01': not a heap size" '47 # unsafe 101111')" ]
	run nim-safe -m -k 3 -v "$BATS_TEST_TMPDIR/in"
	expect_error 1 "line 2: '1[': not a heap size"
	[[ "$output" == *"line 3: '\x01\x00\x00\x00': not a heap size"* ]]
}

@test "-v with -c, -s, -u or --tsv is refused: the board has no place in a count, a selection or a table" {
	for opt in -c -s -u '-s -c' --tsv; do
		run nim-safe -v $opt
		expect_error 2 "nim-safe: -v draws every position's board: not with -c, -s, -u or --tsv"
		[[ "$output" == *"usage: nim-safe [-cmsuv] [-k K | -r RULES] [--tsv] [file ...]"* ]]
	done
}

@test "-r: Kayles, Dawson's Kayles and chess, up to 3 heaps of 12, agree with a game-tree search" {
	check_rules 0.77
	check_rules 0.07
	check_rules 0.137
}

@test "-r 1,2,...,k: every heap's value is its size mod k + 1, to heap 500" {
	for k in 1 2 3 7; do
		rules=$(seq -s, 1 "$k")
		nim-safe -r "$rules" --values 500 | awk -v k="$k" '
			/^#/ { next }
			$2 != $1 % (k + 1) { print "heap " $1 ": " $2; bad = 1 }
			END { exit bad || NR != 502 }'
	done
}

@test "-r --values: the values, and those the period gives, agree with the plain mex" {
	for rules in 0.77 0.07 0.137 1,3,4 4.07; do
		diff -u <(libtest plain "$rules" 1200) \
			<(nim-safe -r "$rules" --values 1199 | grep -v '^#')
	done
}

@test "-r 0.77 --values: the period is proved, and a heap of 10^9 answers at once" {
	run nim-safe -r 0.77 --values 3
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "0 0" ]
	[ "${lines[1]}" = "1 1" ]
	[[ "${lines[4]}" =~ ^"# no period found up to heap 3"$ ]]
	run nim-safe -r 0.77 --period 100000
	[ "$status" -eq 0 ]
	[[ "$output" =~ ^"0.77: period "[0-9]+" from heap "[0-9]+", proved at heap "[0-9]+$ ]]
	run_in '1000000000 1000000000\n1000000000 999999999 1\n' nim-safe -r 0.77
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "1000000000 1000000000 # safe 0" ]
	[[ "${lines[1]}" =~ ^"1000000000 999999999 1 # "(safe|unsafe)" "[0-9]+$ ]]
}

@test "-r --period --tsv is one row; --values --tsv a row a heap" {
	run nim-safe -r 1,2 --period 100 --tsv
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "$(printf 'rules\tperiod\tfrom\tproved_at\theaps\trare_mask\trare\tlast_rare\ttop\ttop_at')" ]
	[[ "${lines[1]}" =~ ^"1,2"$'\t'3$'\t'0$'\t'[0-9]+$'\t'[0-9]+$'\t'.*$'\t'2$'\t'2$ ]]
	run nim-safe -r 1,2 --values 4 --tsv
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'heap\tvalue\n0\t0\n1\t1\n2\t2\n3\t0\n4\t1')" ]
}

@test "-r -v writes each heap's value beside it, and the board of the values" {
	run_in '4 5\n' nim-safe -r 1,2,3 -v
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "4 5 # unsafe 1" ]
	[ "${lines[1]}" = "# heap 0: 4, value 0" ]
	[ "${lines[2]}" = "# heap 1: 5, value 1" ]
	[[ "$output" == *"# sum "*"1"* ]]
}

@test "-r: bad rules are refused with the reason, and do not go with -m or -k" {
	while IFS='|' read -r rules reason; do
		run nim-safe -r "$rules" </dev/null
		expect_error 2 "$reason"
	done <<-'END'
	0.8|at '8': hexadecimal digits (8 and above
	0.7f|at 'f': hexadecimal digits
	0.7x|at 'x': not an octal digit
	1.7|the digit before the point must be 0 or 4
	0.|no digits after the point
	0.000|allows no move
	1,,2|at ',2': an empty amount
	0,1|an amount of 0 takes nothing
	1,99999|takes more than 4096
	1,99999999999999999999999|takes more than 4096
	kayles|not a game
	|not a game
	END
	# a fault at the end of the rules is named as there, not as at ''
	run nim-safe -r 1,2,3, </dev/null
	expect_error 2 "nim-safe: -r '1,2,3,': at the end: an empty amount"
	run nim-safe -r 0. </dev/null
	expect_error 2 "nim-safe: -r '0.': at '.': no digits after the point"
	run nim-safe -r '' </dev/null
	expect_error 2 "nim-safe: -r '': not a game: a code such as 0.77, amounts such as 1,2,3, or grundy"
	run nim-safe -r 0.77 -m </dev/null
	expect_error 2 "not with -m or -k"
	run nim-safe -k 2 -r 0.77 </dev/null
	expect_error 2 "not with -m or -k"
	run nim-safe --values 10 </dev/null
	expect_error 2 "need a heap game"
}

# Long runs of -r --values and --period: the progress line at a terminal, a run stopped
# by a signal, checkpoints and resuming from them.  The reference is one run, start to
# end; its values are held to the plain mex above.

@test "-r --values and --period at a terminal: heaps done of all, the rate and the time left, then cleared" {
	cd "$BATS_TEST_TMPDIR"
	nim-safe -r 0.6 --values 20000 >plain 2>plain-err
	[ ! -s plain-err ]
	run env WITS_PROGRESS_DELAY=0 pty -1 out -- nim-safe -r 0.6 --values 20000
	[ "$status" -eq 0 ]
	[[ "$output" =~ ^$'\r'"nim-safe: "[0-9.]+k?" / 20k heaps ("[0-9]+"%), "[0-9.]+[kM]?" heaps/s, "[0-9]+:[0-9][0-9]" left"$'\033[K' ]]
	[[ "$output" == *$'\033[K\r\033[K' ]]
	cmp out plain
	run env WITS_PROGRESS_DELAY=0 pty -1 out -- nim-safe -r 0.6 --period 20000
	[[ "$output" == $'\r'"nim-safe: "*" / 20k heaps ("*$'\033[K\r\033[K' ]]
	[ "$(cat out)" = "0.6: no period found up to heap 20000" ]
	# --no-progress, and the line off a terminal, stay quiet
	run env WITS_PROGRESS_DELAY=0 pty -1 out -- nim-safe --no-progress -r 0.6 --values 20000
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	cmp out plain
}

@test "-r --values at a terminal: the values, the progress lines taken out, are those written off it" {
	cd "$BATS_TEST_TMPDIR"
	nim-safe -r 0.6 --values 30000 >plain
	WITS_PROGRESS_DELAY=0 pty -o tty -- nim-safe -r 0.6 --values 30000
	# each progress line "\rnim-safe: ...\033[K" is rewritten or cleared ("\r\033[K")
	# before a value is written
	grep -q $'nim-safe: .* heaps/s' tty
	LC_ALL=C awk -v RS='\r' 'NR == 1 { printf "%s", $0; next }
		/^nim-safe: [^\n]*\033\[K$/ { next }
		/^\033\[K/ { printf "%s", substr($0, 4); next }
		/^\n/ { printf "%s", $0; next }
		{ print "uncleared: " substr($0, 1, 40); exit 1 }' tty >at-terminal
	cmp at-terminal plain
}

@test "--resume: a finished run's checkpoint carries it further, as one run goes, its period proved where one run proves it" {
	cd "$BATS_TEST_TMPDIR"
	# (0.77's period is proved at heap 167, 0.176's at 66: after the checkpoint)
	for run in "0.6 3000" "4.007 3000" "0.77 100" "0.176 40"; do
		set -- $run
		rm -f ck
		nim-safe -r "$1" --values "$2" --checkpoint ck >/dev/null
		nim-safe -r "$1" --values 9000 --resume ck | cmp - <(nim-safe -r "$1" --values 9000)
		rm ck
		nim-safe -r "$1" --period "$2" --tsv --checkpoint ck >/dev/null
		nim-safe -r "$1" --period 9000 --tsv --resume ck | cmp - <(nim-safe -r "$1" --period 9000 --tsv)
	done
	nim-safe -r 0.77 --period 9000 --tsv | grep -q $'^0.77\t12\t71\t167\t'
	# a run that proves the period has nothing to resume, and leaves no checkpoint
	rm ck
	nim-safe -r 0.77 --period 9000 --checkpoint ck >/dev/null
	[ ! -e ck ]
}

@test "-j: a thread count from 1 to 256, and only with --values or --period" {
	local bad why
	while IFS=: read -r bad why; do
		run nim-safe -r 0.6 --values 10 -j "$bad"
		[ "$status" -eq 2 ]
		[ "${lines[0]}" = "nim-safe: -j '$bad': $why (1 to 256)" ]
		[[ "${lines[1]}" = "usage: nim-safe "* ]]
	done <<-'EOF'
		0:too small
		257:too large
		99999999999999999999999:too large
		-1:not a number
		x:not a number
		2x:not a number
		:not a number
	EOF
	# the long name is told by the short one, as every number option is
	run nim-safe -r 0.6 --values 10 --threads 0
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "nim-safe: -j '0': too small (1 to 256)" ]
	run_in '1 2\n' nim-safe -r 0.6 -j 2
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "nim-safe: -j goes with --values or --period" ]
	[ "${lines[1]}" = "usage: nim-safe [-cmsuv] [-k K | -r RULES] [--tsv] [file ...]" ]
	# the most threads, far more than processors, each waiting for the others
	nim-safe -r grundy --values 8999 -j 256 | grep -v "^#" | cmp - <(libtest plain grundy 9000)
}

@test "--resume: a checkpoint written by threads serves one thread or many, as one run goes" {
	cd "$BATS_TEST_TMPDIR"
	nim-safe -r 0.6 --values 25000 -j 1 >full
	[ "$(grep -c -v '^#' full)" -eq 25001 ]
	nim-safe -r 0.6 --values 12000 -j 2 --checkpoint ck --every 5000 >/dev/null
	[ "$(sed -n 4p ck)" = "heaps 12001" ]
	nim-safe -r 0.6 --values 25000 -j 2 --resume ck | cmp - full
	nim-safe -r 0.6 --values 25000 -j 1 --resume ck | cmp - full
	nim-safe -r grundy --values 12000 -j 1 --checkpoint ck >/dev/null
	nim-safe -r grundy --values 25000 -j 3 --resume ck | cmp - <(nim-safe -r grundy --values 25000 -j 1)
}

@test "--resume: a checkpoint truncated, damaged, of another version or game, or too long is refused" {
	local head heaps body
	cd "$BATS_TEST_TMPDIR"
	nim-safe -r 0.6 --values 2000 --checkpoint ck >/dev/null
	[ "$(head -n 1 ck)" = "wits heap-game checkpoint 1" ]
	head=$(head -n 6 ck | wc -c)
	heaps=$(sed -n '4s/^heaps //p' ck)
	[ "$heaps" -eq 2001 ]
	body=$((head + 2 * heaps))
	# the last line is cksum(1) of every byte before it
	[ "$(tail -c +$((body + 1)) ck)" = "cksum $(head -c "$body" ck | cksum)" ]
	refused() {
		run nim-safe -r "${3:-0.6}" --values "${4:-2000}" --resume "$1"
		expect_error 1 "nim-safe: $1: $2"
		[ "${#lines[@]}" -eq 1 ]
	}
	head -c 3000 ck >cut
	refused cut "truncated: 3000 bytes, where its header promises 2001 heaps and more"
	head -c 40 ck >cut
	refused cut "truncated: its header stops short"
	head -c $(($(wc -c <ck) - 3)) ck >cut
	refused cut "truncated: its checksum line stops short"
	# a value's high byte, 0 in every value of 0.6 to heap 2000, flipped
	cp ck flip
	printf '\177' | dd of=flip bs=1 seek=$((head + 2 * 1000 + 1)) conv=notrunc 2>/dev/null
	refused flip "damaged: its bytes do not give its checksum (cksum)"
	sed '3s/^game 0.6$/game 0.7/' ck >flip
	cmp -s flip ck && false
	refused flip "damaged: its bytes do not give its checksum (cksum)"
	{ cat ck; echo more; } >long
	refused long "damaged: bytes past its checksum line"
	# another version, its checksum made right by cksum(1)
	{ printf 'wits heap-game checkpoint 1\nversion 0.0.9\n'; head -c "$body" ck | tail -n +3; } >other
	printf 'cksum %s\n' "$(cksum <other)" >>other
	refused other "written by wits 0.0.9, not 0.1.0: another version may find other values"
	refused ck "a checkpoint of the game 0.6, not 0.7" 0.7
	refused ck "a checkpoint of the game 0.6, not grundy" grundy
	refused ck "holds 2001 heaps, more than the 1001 asked for" 0.6 1000
	printf '7 1 6 2\n' >notck
	refused notck "not a checkpoint: its first line is not 'wits heap-game checkpoint 1'"
	refused nosuch "cannot read the checkpoint: No such file or directory"
	# the same game by another name is the same game
	nim-safe -r .6 --values 2000 --resume ck | cmp - <(nim-safe -r 0.6 --values 2000)
	run nim-safe -r 0.6 --checkpoint ck
	expect_error 2 "nim-safe: --checkpoint and --resume go with --values or --period"
	run nim-safe -r 0.6 --values 10 --every 5
	expect_error 2 "nim-safe: --every needs --checkpoint CK"
}

# research: the rare mask and the largest value, found again from the values
# heaps 1 .. n-1 by plain counting: the mask m under which the fewest have a value v
# with an even number of bits in v & m (the first such m; none unless fewer than half)
research() {
	python3 -c '
import sys
v = [int(l.split()[1]) for l in sys.stdin if not l.startswith("#")]
top = max(v)
size = 1
while size <= top:
	size *= 2
best = None
for m in range(1, size):
	even = sum(1 for x in v[1:] if bin(x & m).count("1") % 2 == 0)
	if 2 * even < len(v) - 1 and (best is None or even < best[1]):
		best = (m, even)
m = best[0]
rare = [h for h in range(1, len(v)) if bin(v[h] & m).count("1") % 2 == 0]
print("0x%x\t%d\t%s\t%d\t%d" % (m, len(rare), rare[-1] if rare else "-", top, v.index(top)))'
}

@test "--period --tsv and -v give the rare mask, the rare heaps and the largest value" {
	# Kayles and 4.7 split after taking amounts of both parities: the mask is over
	# the values alone
	for game in 0.77 4.7; do
		run nim-safe -r "$game" --period 3000 --tsv
		[ "$status" -eq 0 ]
		heaps=$(cut -f5 <<<"${lines[1]}")
		[ "$(cut -f6- <<<"${lines[1]}")" = "$(nim-safe -r "$game" --values $((heaps - 1)) | research)" ]
	done
	# Kayles (Guy and Smith 1956): the largest value 8, first at heap 27; the last rare
	# heap 70, the last heap before the period (from heap 71)
	run nim-safe -r 0.77 --period 3000 -v
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = "# rare mask 0xf: 9 rare heaps, the last 70; largest value 8, first at heap 27" ]
	# {1}: 0 1 0 1 ..., the 0s of heaps 2 .. 14 rare under the mask 1
	run nim-safe -r 1 --period 100 --tsv
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = "$(printf '1\t2\t0\t4\t16\t0x1\t7\t14\t1\t1')" ]
	# 0.1 moves only from a heap of 1: every value but one is 0, and even under any
	# mask, so the sparse space is off
	run nim-safe -r 0.1 --period 100 --tsv
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = "$(printf '0.1\t1\t2\t6\t16\t-\t-\t-\t1\t1')" ]
	run nim-safe -r 0.1 --period 100 -v
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = "# no rare mask: no mask leaves most heaps common; largest value 1, first at heap 1" ]
}

@test "--certificate: the periods of Kayles, Dawson's Kayles and chess, 0.127, 4.7 and {1,2,3} pass the checker" {
	cd "$BATS_TEST_TMPDIR"
	# the periods (Guy and Smith 1956; Gangolli and Plambeck 1989 for 0.127), each
	# checked by t/oracle/period-check from the game's code alone
	while read -r game period from code; do
		run nim-safe -r "$game" --period 100000 --certificate cert
		[ "$status" -eq 0 ]
		[[ "$output" == "$game: period $period from heap $from, proved at heap "* ]]
		[ "$(head -1 cert)" = "wits period certificate 1" ]
		run period-check cert
		[ "$status" -eq 0 ]
		[ "$output" = "$code: period $period from heap $from checked, $(sed -n 's/^bound //p' cert) values" ]
	done <<-'GAMES'
	0.77 12 71 0.77
	0.07 34 53 0.07
	0.137 34 52 0.137
	0.127 4 46578 0.127
	4.7 2 1 4.7
	1,2,3 4 0 0.333
	GAMES
	# the bound the theorem asks: 2 (53 + 34) + 2 heaps for 0.07; 0 + 4 + 3 for {1,2,3}
	nim-safe -r 0.07 --period 1000 --certificate cert
	[ "$(sed -n 5p cert)" = "bound 176" ]
	[ "$(wc -l <cert)" -eq $((5 + 176)) ]
	nim-safe -r 1,2,3 --period 1000 --certificate cert
	[ "$(sed -n 5p cert)" = "bound 7" ]
}

@test "--certificate: a value changed, a period or bound claimed wrong, are rejected by the checker" {
	cd "$BATS_TEST_TMPDIR"
	nim-safe -r 0.07 --period 1000 --certificate cert
	period-check cert
	# heap 100's value, 3 in Dawson's Kayles (the period's 100 - 68 = 32nd), made 4
	[ "$(sed -n 's/^100 //p' cert)" = "$(sed -n 's/^66 //p' cert)" ]
	sed 's/^100 .*/100 4/' cert >bad
	run period-check bad
	[ "$status" -eq 1 ]
	[[ "$output" == "period-check: heap 100: value 4, but its options' mex is "* ]]
	sed 's/^period 34$/period 17/' cert >bad
	run period-check bad
	[ "$status" -eq 1 ]
	[[ "$output" == "period-check: heaps "*", not periodic" ]]
	sed 's/^bound 176$/bound 175/' cert | sed '$d' >bad
	run period-check bad
	[ "$status" -eq 1 ]
	[ "$output" = "period-check: bound 175: the theorem needs the values of 176 heaps" ]
	sed '$d' cert >bad
	run period-check bad
	[ "$status" -eq 1 ]
	[ "$output" = "period-check: no line for heap 175" ]
	sed 1d cert >bad
	run period-check bad
	[ "$output" = "period-check: not a certificate: the first line is not 'wits period certificate 1'" ]
}

@test "--certificate: only with --period, an octal code, and a period proved" {
	cd "$BATS_TEST_TMPDIR"
	run nim-safe -r 0.07 --values 10 --certificate cert
	expect_error 2 "nim-safe: --certificate goes with --period"
	run nim-safe -r grundy --period 100 --certificate cert
	expect_error 2 "nim-safe: --certificate: the theorem covers octal codes and subtraction sets, not grundy"
	run nim-safe -r 0.6 --period 100 --certificate cert
	[ "$status" -eq 1 ]
	[ "$output" = "nim-safe: no period proved: no certificate written to cert
0.6: no period found up to heap 100" ]
	[ ! -e cert ]
	run nim-safe -r 0.07 --period 1000 --certificate nosuch/cert
	[ "$status" -eq 1 ]
	[[ "$output" == *"nim-safe: nosuch/cert: cannot write the certificate: No such file or directory"* ]]
}

# first_difference A B N: where the values of the codes A and B first differ to heap
# N, found by the plain mex of every move ("A B agree" when they do not)
first_difference() {
	python3 -c '
import sys
def values(code, n):
	d = [int(code[0])] + [int(c) for c in code.split(".")[1]]
	g = []
	for h in range(n + 1):
		seen = set()
		for i, x in enumerate(d):
			if x & 1 and i == h and i > 0: seen.add(0)
			if x & 2 and 0 < i < h: seen.add(g[h - i])
			if x & 4:
				for a in range(1, (h - i) // 2 + 1): seen.add(g[a] ^ g[h - i - a])
		m = 0
		while m in seen: m += 1
		g.append(m)
	return g
a, b, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
ga, gb = values(a, n), values(b, n)
diff = [h for h in range(n + 1) if ga[h] != gb[h]]
print("%s and %s agree up to heap %d, first differ at heap %d (values %d and %d)" % (a, b, diff[0] - 1, diff[0], ga[diff[0]], gb[diff[0]]) if diff else "%s and %s agree to heap %d" % (a, b, n))' "$@"
}

@test "--compare: where two games' values first differ, as a plain mex finds it" {
	# the issue's pair, 0.161 and 0.36, first differ at heap 519
	for pair in "0.161 0.36 600" "0.07 0.137 100" "0.77 0.771 300" "0.6 0.16 300" "4.7 0.07 50" "0.333 0.3333 300"; do
		set -- $pair
		run nim-safe -r "$1" --compare "$2" --values "$3"
		[ "$status" -eq 0 ]
		[ "$output" = "$(first_difference "$@")" ]
	done
	run nim-safe -r 0.161 --compare 0.36 --values 518
	[ "$output" = "0.161 and 0.36 agree to heap 518" ]
	# {1,2,3} is 0.333 by another name
	run nim-safe -r 1,2,3 --compare 0.333 --values 10000
	[ "$output" = "1,2,3 and 0.333 agree to heap 10000" ]
	run nim-safe -r 0.161 --compare 0.36 --values 600 --tsv
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'rules\trules2\tagree_to\tdiffer_at\tvalue\tvalue2\n0.161\t0.36\t518\t519\t2\t4')" ]
	run nim-safe -r 0.77 --compare .77 --values 100 --tsv
	[ "${lines[1]}" = "$(printf '0.77\t.77\t100\t-\t-\t-')" ]
}

@test "--compare: only with -r and --values alone, and a second game that reads" {
	run nim-safe -r 0.77 --compare 0.7x --values 10
	expect_error 2 "nim-safe: --compare '0.7x': at 'x': not an octal digit"
	run nim-safe -r 0.77 --compare 0.77 --period 10
	expect_error 2 "nim-safe: --compare goes with --values N alone: not with --period, -j, --checkpoint or --resume"
	run nim-safe -r 0.77 --compare 0.77 --values 10 -j 2
	expect_error 2 "nim-safe: --compare goes with --values N alone"
	run nim-safe --compare 0.77 --values 10
	expect_error 2 "nim-safe: --values and --period need a heap game: -r RULES"
	run nim-safe -r 0.77 --compare 0.77
	expect_error 2 "nim-safe: --compare goes with --values N alone"
}
