#!/usr/bin/env bats
# The library's pure parts: the generator against an independent reference, numbers, the line reader.

load tool/helper

@test "rng: xoshiro256** seeded by splitmix64 matches a reference written from the papers" {
	want=$(rng-model 8 0 1 18446744073709551615)
	[ "$(printf '%s\n' "$want" | wc -l)" -eq 24 ]
	[ "$(for seed in 0 1 18446744073709551615; do libtest rng "$seed" 8; done)" = "$want" ]
}

@test "rng_below: every value in range, uniform (chi-square over 7 values)" {
	run bash -c "libtest below 5 7 70000 | sort -n | uniq -c"
	[ "${#lines[@]}" -eq 7 ]
	chi=$(printf '%s\n' "${lines[@]}" | awk '$2 < 0 || $2 > 6 { print 999; exit } { d = $1 - 10000; x += d * d / 10000 } END { printf "%d", x }')
	# 6 degrees of freedom: P(X > 22.5) = 0.001
	[ "$chi" -lt 23 ]
}

@test "rng_below: a range just past 2^63 (where modulo bias would show) stays uniform in halves" {
	run bash -c "libtest below 9 9223372036854775809 20000 | awk '\$1 < 4611686018427387904 { lo++ } END { print lo }'"
	# half should fall below n/2; 3.3 standard deviations of 70.7
	[ "$output" -gt 9766 ]
	[ "$output" -lt 10234 ]
}

@test "num: decimal only, range-checked, never wrapped" {
	[ "$(libtest num 0)" = "0" ]
	[ "$(libtest num 007)" = "7" ]
	[ "$(libtest num 18446744073709551615)" = "18446744073709551615" ]
	[ "$(libtest num 18446744073709551616)" = "too large" ]
	[ "$(libtest num 99999999999999999999)" = "too large" ]
	[ "$(libtest num 184467440737095516150)" = "too large" ]
	[ "$(libtest num '')" = "not a number" ]
	[ "$(libtest num -1)" = "not a number" ]
	[ "$(libtest num ' 1')" = "not a number" ]
	[ "$(libtest num 1x)" = "not a number" ]
}

@test "lines: CRLF, a missing final newline, NUL bytes, empty lines" {
	run bash -c "printf 'a\r\n\nb\0c\nlast' | libtest lines"
	[ "${lines[0]}" = "1 1 a" ]
	[ "${lines[1]}" = "2 0 " ]
	[ "${lines[2]}" = "3 3 b\\0c" ]
	[ "${lines[3]}" = "4 4 last" ]
	[ "${#lines[@]}" -eq 4 ]
}

@test "lines: a line far longer than the read buffer, and many lines across buffer edges" {
	run bash -c "{ head -c 300000 /dev/zero | tr '\0' a; echo; seq 100000; } | libtest lines | awk 'NR == 1 { print \$2 } END { print NR, \$3 }'"
	[ "${lines[0]}" = "300000" ]
	[ "${lines[1]}" = "100001 100000" ]
}

@test "lines: numbering restarts in each file" {
	printf 'x\ny\n' >"$BATS_TEST_TMPDIR/a"
	run bash -c "printf 'z\n' | libtest lines '$BATS_TEST_TMPDIR/a' -"
	[ "$output" = "$(printf '1 1 x\n2 1 y\n1 1 z')" ]
}

@test "row: a trailing comment kept, a bad line's comment line, TSV fields made plain" {
	local d=$BATS_TEST_TMPDIR
	printf 'x7 1  #  game 17  \n\n#\n\033y\tz # a\tb\n' >"$d/in"
	run bash -c 'libtest row "$1" 2>"$2"' _ "$d/in" "$d/err"
	[ "$status" -eq 1 ]
	want=$(printf '%s\n' \
	    'answer # game 17' \
	    "# error: 'x': a reason # game 17" \
	    "$d/in	1	x7 1  #  game 17  	game 17" \
	    'answer' \
	    "# error: '': a reason" \
	    "$d/in	2		" \
	    'answer' \
	    "# error: '#': a reason" \
	    "$d/in	3	#	" \
	    'answer # a	b' \
	    "# error: '\\x1b': a reason # a	b" \
	    "$d/in	4	 y z # a b	a b")
	[ "$output" = "$want" ]
	want=$(printf "libtest: $d/in: line %s: a reason\n" "1: 'x'" "2: ''" "3: '#'" "4: '\\x1b'")
	[ "$(cat "$d/err")" = "$want" ]
	run bash -c "printf 'a # b\nR/U // c # d\nx/#y\nR//\n' | libtest row 2>/dev/null"
	[ "$status" -eq 1 ]
	[ "${lines[2]}" = "-	1	a # b	b" ]
	[ "${lines[3]}" = "answer # c # d" ]
	# a slash just before the '#', and a "//" that ends the line
	[ "${lines[6]}" = "answer # y" ]
	[ "${lines[9]}" = "answer" ]
	[ "${lines[11]}" = "-	4	R//	" ]
}

@test "text_printf: onto an empty text, and past the room it has" {
	[ "$(libtest printf 3 abc)" = "abc|abc|abc|" ]
	long=$(printf '%0300d' 7)
	[ "$(libtest printf 2 "$long")" = "$long|$long|" ]
}

@test "the competition's redraw rule: no state nearer solved than the minimum, as the independent search finds" {
	# shortest scrambles: each as long as its state's distance, none below 8
	libtest scramble 12 400 8 0 > "$BATS_TEST_TMPDIR/s"
	[ "$(wc -l < "$BATS_TEST_TMPDIR/s")" -eq 400 ]
	awk '{ print NF }' "$BATS_TEST_TMPDIR/s" > "$BATS_TEST_TMPDIR/want"
	check distance < "$BATS_TEST_TMPDIR/s" > "$BATS_TEST_TMPDIR/d"
	diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/d"
	awk '$1 < 8 { exit 1 }' "$BATS_TEST_TMPDIR/d"
	# 5 turns at least 4 from solved: states 4 and 5 away, both drawn
	libtest scramble 13 500 4 5 > "$BATS_TEST_TMPDIR/s"
	awk 'NF != 5 { exit 1 }' "$BATS_TEST_TMPDIR/s"
	[ "$(check distance < "$BATS_TEST_TMPDIR/s" | sort -u | tr '\n' ' ')" = "4 5 " ]
	# 4 turns reach states 2 and 3 away too: drawn with no minimum, drawn again with 4
	libtest scramble 14 2000 0 4 > "$BATS_TEST_TMPDIR/s"
	[ "$(check distance < "$BATS_TEST_TMPDIR/s" | sort -u | tr '\n' ' ')" = "2 3 4 " ]
	libtest scramble 14 1000 4 4 > "$BATS_TEST_TMPDIR/s"
	[ "$(check distance < "$BATS_TEST_TMPDIR/s" | sort -u)" = "4" ]
}

@test "the redraw rule's condition: a minimum of at most 11, and no longer than the length" {
	while read -r min length want; do
		[ "$(libtest possible "$min" "$length")" = "$want" ] || { echo "$min $length: not $want"; false; }
	done <<'T'
0 0 yes
4 0 yes
11 0 yes
12 0 no
4 3 no
4 4 yes
11 14 yes
0 1 yes
T
	run libtest scramble 1 1 5 4
	expect_error 1 "no scramble of 4 turns is 5 from solved"
}

@test "scrambles: the fast writer gives the plain writer's cubes, turns and draws, for every length and faces" {
	# lengths listed (5, 8) and drawn (9 up), none (0: as short as can be), slack up to 16;
	# the first 1,700 or so of R, U and F searched for, the rest from the distance table
	while read -r seed count min length faces; do
		[ "$(libtest scramble-roads "$seed" "$count" "$min" "$length" "$faces")" = "agree on $count" ] ||
		    { echo "$seed $count $min $length $faces"; false; }
	done <<'T'
1 3000 4 11 RUF
2 2500 4 20 RUF
3 2500 0 0 RUF
4 1000 4 5 RUF
5 1000 4 8 RUF
6 1000 4 13 RUF
7 500 0 1 RUF
8 300 11 14 RUF
9 200 4 11 RU
10 200 0 16 UF
T
}

@test "cube_read_line: the fast road takes plain R U F turns alone, and solves them as cube_parse's cube" {
	printf '%s\n' 'R U F' "R U2 F' # x" "R  U	F2" 'R#c' 'D L B' 'x R U' 'R U // c' \
	    "R'2" 'R X' '' '# c' > "$BATS_TEST_TMPDIR/in"
	run libtest roads "$BATS_TEST_TMPDIR/in"
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf '%s same\n' fast fast fast fast parsed parsed parsed parsed bad none none)" ]
	libtest scramble 15 2000 4 0 > "$BATS_TEST_TMPDIR/s"
	[ "$(libtest roads "$BATS_TEST_TMPDIR/s" | sort | uniq -c | awk '{ print $1, $2, $3 }')" = "2000 fast same" ]
}

@test "nim typed moves: new heaps, 'heap count' or on the Nimatron 'row count', refused with why" {
	[ "$(libtest typed 1 heaps '7 6 3 4' '1 2')" = "7 4 3 4" ]
	[ "$(libtest typed 1 heaps '7 6 3 4' '7 6 3 1')" = "7 6 3 1" ]
	[ "$(libtest typed 1 heaps '7 6 3 4' '9 1')" = "no such heap" ]
	[ "$(libtest typed 1 heaps '7 6 3 4' '1 7')" = "more than it holds: heap 1" ]
	[ "$(libtest typed 1 heaps '7 6 3 4' '1 0')" = "none taken: heap 1" ]
	[ "$(libtest typed 1 heaps '7 6 3 4' '7 6 3 5')" = "illegal: grew at heap 3" ]
	[ "$(libtest typed 1 heaps '7 6 3 4' '6 5 3 4')" = "illegal: too many at heap 1" ]
	[ "$(libtest typed 2 heaps '7 6 3 4' '6 5 3 4')" = "6 5 3 4" ]
	# three changed where Nim_2 changes two: the third, heap 2, is one too many
	[ "$(libtest typed 2 heaps '7 6 3 4' '6 5 2 4')" = "illegal: too many at heap 2" ]
	[ "$(libtest typed 1 heaps '7 6 3 4' '7 6 3 4')" = "none taken: heap 0" ]
	[ "$(libtest typed 1 heaps '3 5' '3')" = "illegal: heap count at heap 0" ]
	# with two heaps, two numbers are the new heaps
	[ "$(libtest typed 1 heaps '3 5' '1 5')" = "1 5" ]
	# the Nimatron's rows by their letters, a to d
	[ "$(libtest typed 1 rows '7 6 3 4' 'b 2')" = "7 4 3 4" ]
	[ "$(libtest typed 1 rows '7 6 3 4' '  D 4 # all of it')" = "7 6 3 0" ]
	[ "$(libtest typed 1 rows '7 6 3 4' 'e 1')" = "no such heap" ]
	[ "$(libtest typed 1 rows '7 6 3 4' 'c 4')" = "more than it holds: heap 2" ]
	[ "$(libtest typed 1 rows '7 6 3 4' 'a x')" = "unread" ]
	[ "$(libtest typed 1 rows '7 6 3 4' 'a 1 2')" = "unread" ]
	[ "$(libtest typed 1 rows '7 6 3 4' '1 2')" = "misnamed" ]
	# the board's letters name heaps too, as a demo's pipe types them
	[ "$(libtest typed 1 heaps '7 6 3 4' 'b 2')" = "7 4 3 4" ]
	# rows past z: aa is the 27th
	[ "$(libtest typed 1 rows "$(printf '1 %.0s' $(seq 27))" 'aa 1' | awk '{ print $27, NF }')" = "0 27" ]
	[ "$(libtest typed 1 rows '7 6 3 4' 'q')" = "quit" ]
	[ "$(libtest typed 1 rows '7 6 3 4' ' quit ')" = "quit" ]
	[ "$(libtest typed 1 rows '7 6 3 4' 'quiet')" = "no such heap" ]
	[ "$(libtest typed 1 rows '7 6 3 4' '  # a comment')" = "nothing" ]
}

@test "nim self-play: A first, the sides alternate, the last mover wins (loses in the reverse game), the limit stops" {
	[ "$(libtest play 1 0 100 '1 1 1' | tr '\n' ' ')" = "A B A A wins " ]
	[ "$(libtest play 1 1 100 '1 1 1' | tr '\n' ' ')" = "A B A B wins " ]
	[ "$(libtest play 1 0 100 '2 2' | tr '\n' ' ')" = "A B A B B wins " ]
	[ "$(libtest play 1 0 2 '2 2' | tr '\n' ' ')" = "A B stopped after 2, A to move " ]
	[ "$(libtest play 1 0 3 '1 1 1' | tr '\n' ' ')" = "A B A A wins " ]
	[ "$(libtest play 1 0 100 '0 0')" = "B wins" ]
	[ "$(libtest play 1 1 100 '0 0')" = "A wins" ]
}

@test "nim lines: the fast reader gives the reference reader's result on random and hostile lines" {
	# nim_parse_line (lib/nim/parseline.c) against nim_parse, a plain reading of the rules:
	# return, heaps, and the bad token and reason, on lines of every kind of piece.
	for seed in 1 2 3; do
		run libtest parse "$seed" 100000
		[ "$status" -eq 0 ]
		[ "$output" = agree ]
	done
}

@test "the module graph is a tree: no module includes a header of one that includes it back" {
	run sh "$top/t/tool/includes.sh"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	# the graph it judged is the real one: commands use the library, games the shared layer
	[[ "$output" == *"cmd/nim-safe lib/nim/rules"* ]]
	[[ "$output" == *"lib/line lib/diag"* ]]
	[[ "$output" != *"lib/diag lib/line"* ]]
}

@test "no call circle between files: no library file calls one that calls it back" {
	run sh "$top/t/tool/calls.sh"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	# the graph it judged is the real one: from the objects, and from a header's inline code
	[[ "$output" == *"lib/cube/search lib/cube/down"* ]]
	[[ "$output" == *"lib/seer/predictors lib/seer/lztree"* ]]
	[[ "$output" == *"lib/seer/lz lib/seer/predictors"* ]]
	[[ "$output" != *"lib/cube/down lib/cube/search"* ]]
}

@test "no library file runs over 550 lines: a longer one holds more than one idea" {
	run sh -c 'cd "$1" && find lib -name "*.[ch]" | sort | xargs wc -l' sh "$top"
	[ "$status" -eq 0 ]
	# the count it judged is the real one: every file, the library's own among them
	[[ "$output" == *" lib/nim/heapgame.c"* ]]
	long=$(printf '%s\n' "$output" | awk '$2 != "total" && $1 > 550')
	[ -z "$long" ] || { echo "over 550 lines: $long"; false; }
}

@test "every exported function is used outside its own file; the rest are static" {
	run sh "$top/t/tool/exports.sh"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	# it read the real library: hundreds of functions, not none
	[[ "$output" =~ ^([0-9]+)\ exported\ functions ]] && [ "${BASH_REMATCH[1]}" -gt 300 ]
}

@test "each folder of lib/ has a map that names every module in it, and no other" {
	for dir in lib lib/nim lib/seer lib/cube; do
		[ -f "$top/$dir/README" ] || { echo "$dir: no map (README)"; false; }
		# a module's line: its name, then its description at column 14
		mapped=$(awk 'substr($0, 1, 13) ~ /^[a-z][a-z0-9]* *$/ && substr($0, 14, 1) ~ /[^ ]/ {
			print $1 }' "$top/$dir/README" | sort)
		there=$(cd "$top/$dir" && ls | sed -n 's/\.[ch]$//p' | sort -u)
		[ -n "$there" ]
		[ "$mapped" = "$there" ] || {
			echo "$dir/README against the modules of $dir:"
			diff <(printf '%s\n' "$mapped") <(printf '%s\n' "$there")
			false
		}
		grep -q '^Where each kind of change goes$' "$top/$dir/README"
	done
}

# columns FILE...: each line's width, a tab reaching the next multiple of 8, then where it is.
columns() {
	awk '{ n = split($0, part, "\t"); w = 0
		for (i = 1; i < n; i++)
			w += length(part[i]) + 8 - (w + length(part[i])) % 8
		print w + length(part[n]), FILENAME ":" FNR }' "$@"
}

@test "the house: no line of lib/ or cmd/ past 100 columns, a tab counted as it shows" {
	# the measure itself: twelve tabs and five letters are 101 columns, a tab after 3 reaches 8
	[ "$(printf '\t\t\t\t\t\t\t\t\t\t\t\tabcde\n' | columns | cut -d' ' -f1)" = 101 ]
	[ "$(printf 'abc\tx\n' | columns | cut -d' ' -f1)" = 9 ]
	columns "$top"/lib/*.[ch] "$top"/lib/*/*.[ch] "$top"/cmd/*.c >"$BATS_TEST_TMPDIR/widths"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/widths")" -gt 10000 ]
	wide=$(awk '$1 > 100' "$BATS_TEST_TMPDIR/widths")
	[ -z "$wide" ] || { echo "$wide"; false; }
}

@test "seer_fraction: exact, reduced, and a result past 64 bits is reported, never wrapped" {
	[ "$(libtest fraction 1/2 + 1/3)" = 5/6 ]
	[ "$(libtest fraction 3/4 - 3/4)" = 0/1 ]
	[ "$(libtest fraction 2/-4 x 6/9)" = -1/3 ]
	[ "$(libtest fraction 3/5 / 9/10)" = 2/3 ]
	# 2^62 + 2^62 = 2^63 does not fit; (2^62 - 1) / 3 + the same reduced still does
	[ "$(libtest fraction 4611686018427387904/1 + 4611686018427387904/1)" = overflow ]
	[ "$(libtest fraction 4611686018427387903/3 + 4611686018427387903/3)" = 3074457345618258602/1 ]
	# a product of 128 bits reduced back into 64 is exact
	[ "$(libtest fraction 9223372036854775807/2 x 2/9223372036854775807)" = 1/1 ]
	[ "$(libtest fraction 1/9223372036854775807 x 1/2)" = overflow ]
	[ "$(libtest fraction 1/2 / 0/1)" = overflow ]
}

@test "heap games: the sparse-space values agree with the plain mex of every option" {
	for rules in 0.6 0.16 0.56 0.127 0.376 0.354 0.456 grundy 4.7 1,3,4 0.1337 0.644 0.14 4.07; do
		run libtest values "$rules" 2500
		[ "$status" -eq 0 ]
		[[ "$output" == "agree on "* ]]
	done
	# far enough (parts past 4096) that the last rare values missing are looked
	# for among the small heaps by value, and found there
	for rules in 0.1337 0.6 grundy; do
		run libtest values "$rules" 12000
		[ "$status" -eq 0 ]
		[ "$output" = "agree on 12000 heaps" ]
	done
	# games whose period is proved early stop there: the values agree up to it
	run libtest values 0.77 2500
	[ "$status" -eq 0 ]
	[[ "${lines[1]}" =~ ^"period "[0-9]+" from heap "[0-9]+", proved at heap "[0-9]+$ ]]
	run libtest values 0.6 2500
	[ "$output" = "agree on 2500 heaps" ]
}

@test "heap games: the period found trying few periods is the one found trying every period" {
	# every count of heaps from 1 to 3000 (to 8000 for 0.644, whose period is
	# proved only past 7000 heaps): Kayles' period 12, Dawson's Kayles' 34 and
	# take 1 to 3's 4 (Winning Ways, ch. 4) among them
	for rules in 0.77 0.07 0.137 1,2,3 4.7 0.6 0.1337 0.14 4.07 0.644; do
		n=3000
		[ "$rules" = 0.644 ] && n=8000
		run libtest periods "$rules" "$n"
		[ "$status" -eq 0 ]
		[ "${lines[${#lines[@]} - 1]}" = "agree on $n heaps" ]
		case $rules in
		0.77) [[ "${lines[0]}" == "first proved by "*": 12" ]] ;;
		0.07) [[ "${lines[0]}" == "first proved by "*": 34" ]] ;;
		1,2,3) [[ "${lines[0]}" == "first proved by "*": 4" ]] ;;
		esac
	done
}

@test "screen_width: COLUMNS from 1 to 10000, else the terminal's size, else 80; never below 20" {
	[ "$(COLUMNS=64 libtest width)" = 64 ]
	[ "$(COLUMNS=10000 libtest width)" = 10000 ]
	[ "$(COLUMNS=5 libtest width)" = 20 ]
	# not a number, or out of range, and no terminal: 80
	[ "$(COLUMNS=10001 libtest width)" = 80 ]
	[ "$(COLUMNS=6x libtest width)" = 80 ]
	[ "$(env -u COLUMNS libtest width)" = 80 ]
	# at a terminal: its width, unless COLUMNS says otherwise
	env -u COLUMNS pty -c 50 -o "$BATS_TEST_TMPDIR/tty" -- libtest width
	[ "$(tr -d '\r' <"$BATS_TEST_TMPDIR/tty")" = 50 ]
	COLUMNS=x pty -c 12 -o "$BATS_TEST_TMPDIR/tty" -- libtest width
	[ "$(tr -d '\r' <"$BATS_TEST_TMPDIR/tty")" = 20 ]
	COLUMNS=70 pty -c 50 -o "$BATS_TEST_TMPDIR/tty" -- libtest width
	[ "$(tr -d '\r' <"$BATS_TEST_TMPDIR/tty")" = 70 ]
}

@test "screen_wrap: between words; a comment stays one; colour and UTF-8 counted as seen" {
	run libtest wrap 10 'one two three four'
	[ "$status" -eq 0 ]
	[ "$output" = $'one two\nthree four|' ]
	# a line exactly as wide as the screen is left alone; the lines given are kept
	[ "$(libtest wrap 7 $'one two\nab')" = $'one two\nab|' ]
	# a word wider than the line is left whole on a line of its own
	[ "$(libtest wrap 5 'a abcdefgh b')" = $'a\nabcdefgh\nb|' ]
	# broken inside its comment, the rest goes on as a comment, 2 columns narrower
	[ "$(libtest wrap 20 'a 5 3 # a comment that is wide enough')" = \
	    $'a 5 3 # a comment\n# that is wide\n# enough|' ]
	# colour sequences take no column; a UTF-8 letter takes one
	[ "$(libtest wrap 7 $'\e[1mone\e[0m two three')" = \
	    $'\e[1mone\e[0m two\nthree|' ]
	[ "$(libtest wrap 7 'été été été')" = $'été été\nété|' ]
}

@test "the chance of a lead, kept play by play, stays with the binomial tail summed afresh" {
	# fair walks, a lead that grows past what a double holds, a matcher far behind
	for walk in "1 100000 500" "2 1000000 500" "3 1000000 510" "4 100000 900" "5 100000 100"; do
		set -- $walk
		run libtest lead $walk
		[ "$status" -eq 0 ] || { echo "$walk: $output"; return 1; }
		awk -v n="$2" -v permille="$3" '{
			if ($1 < n * permille / 1000 - 5 * sqrt(n) || $1 > n * permille / 1000 + 5 * sqrt(n)) exit 1
			if ($2 !~ /^[01]\.[0-9][0-9][0-9][0-9]$/ || $3 + 0 > 1e-6) exit 1
			if (permille >= 900 && $2 != "0.0000" || permille <= 100 && $2 != "1.0000") exit 1
			ok = 1 } END { exit !ok }' <<<"$output" || { echo "$walk: $output"; return 1; }
	done
}

@test "term_wrap: prose wrapped as screen_wrap does, a '#' only a character, lines indented" {
	run libtest prose 10 0 'one two three four'
	[ "$status" -eq 0 ]
	[ "$output" = $'one two\nthree four\n|' ]
	# a '#' begins no comment
	[ "$(libtest prose 12 0 "('#' is not a play)")" = $'(\'#\' is not\na play)\n|' ]
	# each line after a break begins with the indent, of at most half the width
	[ "$(libtest prose 10 2 'one two three four')" = $'one two\n  three\n  four\n|' ]
	[ "$(libtest prose 10 8 'one two three four')" = $'one two\n     three\n     four\n|' ]
}

@test "doc/development.md's fast roads: every file, function and test it names is there" {
	section=$(awk '/^## / { on = /^## Fast roads/; next } on' "$top/doc/development.md" | tr '\n' ' ')
	# a file, or a file and a function or table defined in it: `lib/x.c` `name`
	n=0
	while read -r path name; do
		[ -e "$top/$path" ] || { echo "no file $path"; return 1; }
		[ -z "$name" ] || grep -qE "^($name|[a-z].*[ *]$name)[([]" "$top/$path" ||
			{ echo "$name is not defined in $path"; return 1; }
		n=$((n + 1))
	done < <(grep -oE '`(lib|t)/[^`]+`( `[a-z_0-9]+`)?' <<<"$section" | tr -d '`')
	[ "$n" -ge 40 ] || { echo "only $n files named"; return 1; }
	# a test file, and a test of it: `t/x.bats` "name"
	n=0
	while IFS=$'\t' read -r file name; do
		grep -qF "@test \"$name\" {" "$top/$file" || { echo "no test \"$name\" in $file"; return 1; }
		n=$((n + 1))
	done < <(grep -oE '`t/[^`]+\.bats` "[^"]+"' <<<"$section" | sed 's/^`\([^`]*\)` "\(.*\)"$/\1\t\2/')
	[ "$n" -ge 15 ] || { echo "only $n tests named"; return 1; }
}
