#!/usr/bin/env bats
# cube-scramble: random-state scrambles, fair and short; random-move scrambles.

load tool/helper
load tool/scramble-form

setup() {
	tmp=$BATS_TEST_TMPDIR
}

@test "random-state scrambles: competition form, 11 turns, as TNoodle writes them" {
	cube-scramble -n 200 --seed 11 > "$tmp/s"
	[ "$(wc -l < "$tmp/s")" -eq 200 ]
	competition_form "$tmp/s"
	awk 'NF != 11 { exit 1 }' "$tmp/s"
	# the key is not the scramble read backwards: most states are nearer than 11
	[ "$(check distance < "$tmp/s" | awk '$1 < 11' | wc -l)" -ge 190 ]
}

@test "--short: competition form, as short as the state allows" {
	cube-scramble -n 200 --seed 11 --short > "$tmp/s"
	[ "$(wc -l < "$tmp/s")" -eq 200 ]
	competition_form "$tmp/s"
	# each scramble's length is its state's distance in the independent search
	awk '{ print NF }' "$tmp/s" > "$tmp/len"
	check distance < "$tmp/s" | diff -u "$tmp/len" -
	# the same seed draws the same states as the default's 11 turns
	cube-scramble -n 200 --seed 11 | check state > "$tmp/a"
	check state < "$tmp/s" | diff -u "$tmp/a" -
}

@test "no state nearer solved than 4 turns, or than --min-moves" {
	cube-scramble -n 2000 --seed 12 --short | awk 'NF < 4 { exit 1 }'
	cube-scramble -n 2000 --seed 12 --short --min-moves 8 | awk 'NF < 8 { exit 1 }'
	cube-scramble -n 500 --seed 12 --min-moves 8 | check distance | awk '$1 < 8 { exit 1 }'
	# with no bound, a solved state can come: 0 of 2000 near solved is likely, 3 turns is not rare
	[ "$(cube-scramble -n 3000 --seed 12 --short --min-moves 0 | awk 'NF < 4' | wc -l)" -ge 1 ]
}

@test "the distances of the scrambles are the distances cube-solve finds" {
	cube-scramble -n 500 --seed 14 --short > "$tmp/s"
	cube-solve < "$tmp/s" | sed 's/.*# //' > "$tmp/d"
	awk '{ print NF }' "$tmp/s" | diff -u - "$tmp/d"
}

@test "--length 11: the competition's form, exactly 11 turns, same states as the shortest" {
	cube-scramble -n 100 --seed 15 --length 11 > "$tmp/s"
	competition_form "$tmp/s"
	awk 'NF != 11 { exit 1 }' "$tmp/s"
	# the same seed draws the same states: the independent cube agrees
	check state < "$tmp/s" > "$tmp/a"
	cube-scramble -n 100 --seed 15 --short | check state | diff -u "$tmp/a" -
	cube-scramble -n 100 --seed 15 --length 11 --state | diff -u "$tmp/a" -
}

@test "the grip model: scrambles begin with a quarter turn of R or U, each of the four drawn; F turns rarer" {
	cube-scramble -n 2000 --seed 8 > "$tmp/s"
	# the first turn: the four cheapest turns lead on to every state, each drawn about 500 times
	awk '{ print $1 }' "$tmp/s" | sort | uniq -c | awk '{ print $2 }' | tr '\n' ' ' > "$tmp/first"
	[ "$(cat "$tmp/first")" = "R R' U U' " ]
	awk '{ print $1 }' "$tmp/s" | sort | uniq -c | awk '$1 < 400 || $1 > 600 { exit 1 }'
	# F turns cost 3 to R's and U's 1: fewer than a third of the turns (uniform: a third)
	[ "$(tr ' ' '\n' < "$tmp/s" | grep -c '^F')" -lt "$((2000 * 11 / 3))" ]
	# the last turn is any of the nine
	[ "$(awk '{ print $NF }' "$tmp/s" | sort -u | wc -l)" -eq 9 ]
}

@test "--length below the distance draws again: a scramble of 5 turns reaches a state 5 away" {
	cube-scramble -n 50 --seed 16 --length 5 > "$tmp/s"
	awk 'NF != 5 { exit 1 }' "$tmp/s"
	check distance < "$tmp/s" | awk '$1 < 4 || $1 > 5 { exit 1 }'
}

@test "--min-moves 0: the solved cube is written as its facelets, and cube-solve answers it" {
	# the issue's draw: scramble 1798624 of seed 1 is the solved cube (no
	# sequence of 11 turns that never comes back to a cube it left makes it)
	run cube-scramble --seed 1 --short --min-moves 0 --first 1798623 -n 3
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 3 ]
	[ "${lines[1]}" = "UUUURRRRFFFFDDDDLLLLBBBB" ]
	printf '%s\n' "${lines[@]}" > "$tmp/s"
	[ "$(check distance < "$tmp/s" | sed -n 2p)" -eq 0 ]
	cube-solve < "$tmp/s" > "$tmp/o"
	[ "$(sed -n 2p "$tmp/o")" = "# 0" ]
	run check verify "$tmp/s" "$tmp/o"
	[ "$output" = "ok 3" ] || { echo "$output"; false; }
	# in the palette of --net, and followed by its picture
	run cube-scramble --seed 1 --short --min-moves 0 --first 1798624 -n 1 --net --palette patent
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "BBBBRRRRSSSSOOOOGGGGKKKK" ]
	[ "${lines[1]}" = "#      B B" ]
	run bash -c 'cube-scramble --seed 1 --short --min-moves 0 --first 1798624 -n 1 --net | cube-solve'
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 7 ]
	[ "${lines[0]}" = "# 0" ]
}

@test "--moves 25: random-move scrambles of 25 turns, no face twice running" {
	cube-scramble -n 200 --seed 17 --moves 25 > "$tmp/s"
	competition_form "$tmp/s"
	awk 'NF != 25 { exit 1 }' "$tmp/s"
	# all nine turns appear
	[ "$(tr ' ' '\n' < "$tmp/s" | sort -u | wc -l)" -eq 9 ]
}

@test "--state: facelet strings that the independent cube agrees with, and cube-solve reads" {
	cube-scramble -n 50 --seed 18 > "$tmp/m"
	cube-scramble -n 50 --seed 18 --state > "$tmp/s"
	check state < "$tmp/m" | diff -u - "$tmp/s"
	cube-solve < "$tmp/s" > "$tmp/o"
	run check verify "$tmp/s" "$tmp/o"
	[ "$output" = "ok 50" ] || { echo "$output"; false; }
	cube-scramble -n 20 --seed 18 --moves 30 > "$tmp/m"
	cube-scramble -n 20 --seed 18 --moves 30 --state | diff -u <(check state < "$tmp/m") -
}

@test "--palette patent: Nichols' colours in the facelet strings, still solvable" {
	cube-scramble -n 20 --seed 19 > "$tmp/m"
	cube-scramble -n 20 --seed 19 --state --palette patent > "$tmp/s"
	check state --palette patent < "$tmp/m" | diff -u - "$tmp/s"
	cube-solve < "$tmp/s" > "$tmp/o"
	run check verify "$tmp/s" "$tmp/o"
	[ "$output" = "ok 20" ] || { echo "$output"; false; }
}

@test "cube-scramble | cube-solve, and the solution undoes the scramble" {
	cube-scramble -n 1000 --seed 20 > "$tmp/s"
	cube-solve < "$tmp/s" > "$tmp/o"
	[ "$(wc -l < "$tmp/o")" -eq 1000 ]
	head -100 "$tmp/s" > "$tmp/s100"
	head -100 "$tmp/o" > "$tmp/o100"
	run check verify "$tmp/s100" "$tmp/o100"
	[ "$output" = "ok 100" ] || { echo "$output"; false; }
}

@test "--net: each scramble followed by its picture, as comments cube-solve passes" {
	run cube-scramble -n 2 --seed 21 --net
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 14 ]
	[[ "${lines[1]}" == "# "* && "${lines[6]}" == "# "* ]]
	run bash -c 'cube-scramble -n 2 --seed 21 --net | cube-solve | grep -vc "^#"'
	[ "$output" -eq 2 ]
}

@test "--net --color always: every sticker its letter on a cell that is neither a white nor a black terminal's background" {
	local palette letters cell
	for palette in faces western patent; do
		run cube-scramble -n 20 --seed 21 --net --palette "$palette" --color always
		[ "$status" -eq 0 ]
		# each sticker is "ESC[38;5;FG;48;5;BGm" its letter, a space, "ESC[0m"; 24 a net
		cell=$(printf '%s\n' "$output" | grep -o $'\e\\[38;5;[0-9]*;48;5;[0-9]*m[A-Z] \e\\[0m' | wc -l)
		[ "$cell" -eq 480 ] || { echo "$palette: $cell stickers"; return 1; }
		# xterm's whites (7, 15, 231, 255) and blacks (0, 8, 16, 232) are the terminals' own
		! printf '%s\n' "$output" | grep -E $'48;5;(0|7|8|15|16|231|232|255)m' || { echo "$palette"; return 1; }
		letters=$(printf '%s\n' "$output" | grep -o 'm[A-Z] ' | sort -u | wc -l)
		[ "$letters" -eq 6 ] || { echo "$palette: $letters letters"; return 1; }
	done
}

@test "--seed: the same scrambles every time; another seed, others; none given, fresh" {
	[ "$(cube-scramble -n 5 --seed 22)" = "$(cube-scramble -n 5 --seed 22)" ]
	[ "$(cube-scramble -n 5 --seed 22)" != "$(cube-scramble -n 5 --seed 23)" ]
	[ "$(cube-scramble -n 5)" != "$(cube-scramble -n 5)" ]
}

@test "usage errors exit 2" {
	run cube-scramble --moves 10 --length 11
	expect_error 2 "--moves makes random-move scrambles"
	run cube-scramble --length 3
	expect_error 2 "--length 3 is shorter than --min-moves 4"
	run cube-scramble --length 21
	expect_error 2 "--length '21': too large"
	run cube-scramble --length 11 --short
	expect_error 2 "--short and --length do not go together"
	run cube-scramble --moves 10 --short
	expect_error 2 "--moves makes random-move scrambles: no --length, --short or --min-moves"
	run cube-scramble -n x
	expect_error 2 "-n 'x': not a number"
	run cube-scramble somefile
	expect_error 2 "reads no input"
	run cube-scramble --palette plaid
	expect_error 2 "not $(names_or cube-scramble --palette)"
	run cube-scramble --palette patent
	expect_error 2 "--palette needs --state, --net, --tsv, --sheet or --svg"
	run cube-scramble --net --tsv
	expect_error 2 "cube-scramble: --net and --tsv do not go together"
	run cube-scramble --help
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" == "usage: cube-scramble [-n count]"* ]]
	help_aligned cube-scramble
}

@test "the page describes every option" {
	command -v mandoc >/dev/null || skip "mandoc is not installed (.ci/run installs it)"
	# page_lists_options finds nothing to check in a help that says nothing
	run cube-scramble -h
	[ "$status" -eq 0 ]
	[[ "$output" == *"--min-moves n"* ]]
	page_lists_options cube-scramble
}

@test "write errors are errors; a closed pipe is not" {
	run bash -c 'cube-scramble -n 10 > /dev/full'
	[ "$status" -eq 1 ]
	run bash -c 'cube-scramble -n 100000 --seed 1 | head -1'
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 1 ]
}

@test "--first: each scramble has its own stream, so shards of a run are the run" {
	run bash -c "diff <(cube-scramble -n 12 --seed 31) <(cube-scramble -n 5 --seed 31; cube-scramble -n 7 --first 5 --seed 31)"
	[ "$status" -eq 0 ]
	[ "$(cube-scramble -n 1 --first 11 --seed 31)" = "$(cube-scramble -n 12 --seed 31 | tail -1)" ]
	[ "$(cube-scramble -n 1 --first 11 --seed 31)" != "$(cube-scramble -n 1 --first 10 --seed 31)" ]
}

@test "--first never runs past the last scramble number" {
	run cube-scramble --seed 1 -n 2 --first 18446744073709551615
	expect_error 2 "--first 18446744073709551615: scrambles past number 18446744073709551615"
	run cube-scramble --seed 1 -n 1 --first 18446744073709551615
	[ "$status" -eq 0 ]
}

scramble_columns=$'seed\tnumber\tscramble\tlength\tslack\tstate'

@test "--tsv: a row a scramble, its seed, number, turns, length, slack and state, as the plain output has them" {
	run cube-scramble -n 30 --seed 25 --first 7 --tsv
	[ "$status" -eq 0 ]
	printf '%s\n' "$output" | tsv_strict "$scramble_columns" > "$tmp/rows"
	cube-scramble -n 30 --seed 25 --first 7 > "$tmp/plain"
	cut -f 3 "$tmp/rows" | diff -u "$tmp/plain" -
	[ "$(cut -f 1 "$tmp/rows" | sort -u)" = 25 ]
	cut -f 2 "$tmp/rows" | diff -u <(seq 7 36) -
	awk '{ print NF }' "$tmp/plain" | diff -u - <(cut -f 4 "$tmp/rows")
	# the slack: the length less the distance the independent search finds
	paste <(awk '{ print NF }' "$tmp/plain") <(check distance < "$tmp/plain") |
	    awk '{ print $1 - $2 }' | diff -u - <(cut -f 5 "$tmp/rows")
	check state < "$tmp/plain" | diff -u - <(cut -f 6 "$tmp/rows")
	[ "$(cube-scramble -n 30 --seed 25 --short --tsv | tail -n +2 | cut -f 5 | sort -u)" = 0 ]
	# random-move scrambles, and the state in the patent's colours
	cube-scramble -n 10 --seed 26 --moves 12 > "$tmp/plain"
	cube-scramble -n 10 --seed 26 --moves 12 --tsv --palette patent | tsv_strict "$scramble_columns" > "$tmp/rows"
	cut -f 3 "$tmp/rows" | diff -u "$tmp/plain" -
	[ "$(cut -f 4 "$tmp/rows" | sort -u)" = 12 ]
	paste <(awk '{ print NF }' "$tmp/plain") <(check distance < "$tmp/plain") |
	    awk '{ print $1 - $2 }' | diff -u - <(cut -f 5 "$tmp/rows")
	check state --palette patent < "$tmp/plain" | diff -u - <(cut -f 6 "$tmp/rows")
}

@test "--tsv: the solved cube has no turns: '-', length 0" {
	run cube-scramble --seed 1 --short --min-moves 0 --first 1798624 -n 1 --tsv
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = "$(printf '1\t1798624\t-\t0\t0\tUUUURRRRFFFFDDDDLLLLBBBB')" ]
}

@test "--tsv without --seed: the seed drawn is in every row, and draws any row again" {
	run cube-scramble -n 5 --tsv
	[ "$status" -eq 0 ]
	printf '%s\n' "$output" | tsv_strict "$scramble_columns" > "$tmp/rows"
	[ "$(cut -f 1 "$tmp/rows" | sort -u | wc -l)" -eq 1 ]
	seed=$(head -1 "$tmp/rows" | cut -f 1)
	[[ "$seed" =~ ^[0-9]+$ ]]
	[ "$(sed -n 4p "$tmp/rows" | cut -f 3)" = "$(cube-scramble --seed "$seed" --first 3)" ]
	cube-scramble -n 5 --seed "$seed" --tsv | tail -n +2 | diff -u "$tmp/rows" -
}

# ---- pictures: the scramble sheet, its answer key, --svg; colour at a terminal ----

@test "--sheet: XHTML, twelve scrambles a page, numbered, the run's scrambles, each with the net the independent cube finds" {
	need_xmllint
	cube-scramble -n 13 --seed 2024 > "$tmp/plain"
	cube-scramble --sheet -n 13 --seed 2024 > "$tmp/sheet.html"
	xmllint --noout "$tmp/sheet.html"
	xmllint --html --noout "$tmp/sheet.html"
	[ "$(cube-picture count "$tmp/sheet.html" section sheet)" -eq 2 ]
	[ "$(cube-picture count "$tmp/sheet.html" section key)" -eq 0 ]
	cube-picture text "$tmp/sheet.html" number | diff -u <(seq 1 13) -
	cube-picture text "$tmp/sheet.html" turns | diff -u "$tmp/plain" -
	cube-picture nets "$tmp/sheet.html" | diff -u <(check state < "$tmp/plain") -
	grep -q 'Scrambles 1&#8211;13 &#183; page 1 of 2' "$tmp/sheet.html"
	# a competitor's pages name no seed, given or not, nor a command that draws them again
	! grep -qw -e 2024 -e seed -e cube-scramble "$tmp/sheet.html" || return 1
	# the key of these very scrambles
	cube-scramble --key -n 13 --seed 2024 > "$tmp/key.html"
	cube-picture text "$tmp/key.html" scramble | diff -u "$tmp/plain" -
}

@test "--key: every solution solves its scramble and is optimal, as the independent cube's search finds" {
	need_xmllint
	cube-scramble --key -n 24 --seed 2024 --length 11 > "$tmp/key.html"
	xmllint --noout "$tmp/key.html"
	[ "$(cube-picture count "$tmp/key.html" section key)" -eq 1 ]
	[ "$(cube-picture count "$tmp/key.html" section sheet)" -eq 0 ]
	cube-picture text "$tmp/key.html" scramble > "$tmp/scrambles"
	cube-scramble -n 24 --seed 2024 --length 11 | diff -u - "$tmp/scrambles"
	paste -d '#' <(cube-picture text "$tmp/key.html" solution) <(cube-picture text "$tmp/key.html" length) |
	    sed 's/#/ # /' > "$tmp/solutions"
	[ "$(wc -l < "$tmp/solutions")" -eq 24 ]
	run check verify "$tmp/scrambles" "$tmp/solutions"
	[ "$output" = "ok 24" ] || { echo "$output"; false; }
	grep -q 'The scrambles: <code>cube-scramble --sheet -n 24 --seed 2024 --length 11</code>' "$tmp/key.html"
	# random-move scrambles have keys too, from a shard of a larger run
	cube-scramble --key -n 5 --seed 7 --moves 20 --first 10 > "$tmp/key.html"
	cube-picture text "$tmp/key.html" number | diff -u <(seq 11 15) -
	cube-picture text "$tmp/key.html" scramble > "$tmp/scrambles"
	cube-scramble -n 5 --seed 7 --moves 20 --first 10 | diff -u - "$tmp/scrambles"
	paste -d '#' <(cube-picture text "$tmp/key.html" solution) <(cube-picture text "$tmp/key.html" length) |
	    sed 's/#/ # /' > "$tmp/solutions"
	run check verify "$tmp/scrambles" "$tmp/solutions"
	[ "$output" = "ok 5" ] || { echo "$output"; false; }
}

@test "--sheet --key: one document, the sheet's pages, then the key on a page of its own" {
	need_xmllint
	cube-scramble --sheet --key -n 12 --seed 9 > "$tmp/both.html"
	xmllint --noout "$tmp/both.html"
	[ "$(cube-picture count "$tmp/both.html" section sheet)" -eq 1 ]
	[ "$(cube-picture count "$tmp/both.html" section key)" -eq 1 ]
	# the key comes last, and holds what --key alone writes
	[ "$(grep -n '<section' "$tmp/both.html" | tail -1 | grep -c 'class="key"')" -eq 1 ]
	cube-scramble --key -n 12 --seed 9 > "$tmp/key.html"
	sed -n '/<section class="key">/,/<\/section>/p' "$tmp/key.html" > "$tmp/a"
	sed -n '/<section class="key">/,/<\/section>/p' "$tmp/both.html" | diff -u "$tmp/a" -
	[ -s "$tmp/a" ]
}

@test "--sheet: the same seed gives the same sheet byte for byte; without one, only the key names the seed drawn" {
	cube-scramble --sheet --key -n 20 --seed 2024 > "$tmp/a"
	cube-scramble --sheet --key -n 20 --seed 2024 > "$tmp/b"
	cmp "$tmp/a" "$tmp/b"
	cube-scramble --sheet --key -n 20 --seed 2025 > "$tmp/b"
	! cmp -s "$tmp/a" "$tmp/b" || return 1
	cube-scramble --sheet --key -n 3 > "$tmp/a"
	sed -n '/<section class="key">/,/<\/section>/p' "$tmp/a" > "$tmp/key"
	seed=$(sed -n 's/.*Scrambles 1&#8211;3, seed \([0-9]*\)<.*/\1/p' "$tmp/key")
	[[ "$seed" =~ ^[0-9]+$ ]]
	grep -q "<code>cube-scramble --sheet -n 3 --seed $seed</code>" "$tmp/key"
	# the key's seed and command write the document again, byte for byte
	cube-scramble --sheet --key -n 3 --seed "$seed" | cmp "$tmp/a" -
	# all before the key (the head, whose title a browser prints, and the competitors'
	# pages) names neither the seed nor a command; nor does a sheet alone
	sed '/<section class="key">/,$d' "$tmp/a" > "$tmp/pages"
	grep -q '<section class="sheet">' "$tmp/pages"
	! grep -qw -e "$seed" -e seed -e cube-scramble "$tmp/pages" || return 1
	cube-scramble --sheet -n 3 > "$tmp/alone"
	! grep -qw -e seed -e cube-scramble "$tmp/alone" || return 1
	# the seed a --tsv run prints is on no page of its sheet
	cube-scramble -n 3 --seed 5400414947995072201 --tsv | awk -F'\t' 'NR == 2 { print $1 }' > "$tmp/tsvseed"
	[ "$(cat "$tmp/tsvseed")" = 5400414947995072201 ]
	cube-scramble --sheet -n 3 --seed 5400414947995072201 > "$tmp/alone"
	! grep -qwf "$tmp/tsvseed" "$tmp/alone" || return 1
}

@test "--sheet --palette patent: the patent's colours, brown top, silver front, each letter always one colour" {
	need_xmllint
	cube-scramble --sheet -n 12 --seed 3 --palette patent > "$tmp/sheet.html"
	xmllint --noout "$tmp/sheet.html"
	cube-picture nets "$tmp/sheet.html" | diff -u <(cube-scramble -n 12 --seed 3 | check state --palette patent) -
	cube-picture colours "$tmp/sheet.html" | diff -u - <(printf '%s\n' "B brown" "G gold" "K black" "O orange" "R red" "S silver")
	grep -q 'brown (B) on top and silver (S) in front' "$tmp/sheet.html"
	cube-scramble --sheet -n 12 --seed 3 > "$tmp/sheet.html"
	cube-picture colours "$tmp/sheet.html" | diff -u - <(printf '%s\n' "B blue" "D yellow" "F green" "L orange" "R red" "U white")
	grep -q 'white (U) on top and green (F) in front' "$tmp/sheet.html"
}

@test "--title, --extra, --per-page, --picture: a competition's round, its extra scrambles named E1 and E2" {
	need_xmllint
	cube-scramble -n 7 --seed 2024 > "$tmp/plain"
	cube-scramble --sheet --key -n 5 --extra 2 --per-page 5 --picture large --seed 2024 \
	    --title 'Round 1 <2x2x2> & "fun"' > "$tmp/round.html"
	xmllint --noout "$tmp/round.html"
	# five a page: the numbered scrambles, then the extra ones on a page of their own
	[ "$(cube-picture count "$tmp/round.html" section sheet)" -eq 2 ]
	cube-picture text "$tmp/round.html" number > "$tmp/numbers"
	[ "$(paste -sd' ' "$tmp/numbers")" = "1 2 3 4 5 E1 E2 1 2 3 4 5 E1 E2" ]
	# the extra scrambles are those that would follow the numbered ones
	cube-picture text "$tmp/round.html" turns | diff -u "$tmp/plain" -
	cube-picture nets "$tmp/round.html" | diff -u <(check state < "$tmp/plain") -
	cube-picture text "$tmp/round.html" scramble | diff -u "$tmp/plain" -
	paste -d '#' <(cube-picture text "$tmp/round.html" solution) <(cube-picture text "$tmp/round.html" length) |
	    sed 's/#/ # /' > "$tmp/solutions"
	run check verify "$tmp/plain" "$tmp/solutions"
	[ "$output" = "ok 7" ] || { echo "$output"; false; }
	# the title heads both pages and the key, escaped
	[ "$(grep -c '<h1>Round 1 &lt;2x2x2&gt; &amp; &quot;fun&quot;</h1>' "$tmp/round.html")" -eq 2 ]
	grep -q '<h1>Round 1 &lt;2x2x2&gt; &amp; &quot;fun&quot;: answer key</h1>' "$tmp/round.html"
	grep -q 'Scrambles 1&#8211;5 and 2 extra, seed 2024' "$tmp/round.html"
	grep -q 'cube-scramble --sheet -n 5 --seed 2024 --extra 2<' "$tmp/round.html"
	[ "$(grep -c '2024' "$tmp/round.html")" -eq 2 ]
	# large nets, one column; 11 turns fit on one line there, and not beside a net in two
	grep -q 'svg.net { width: 56mm; height: 42.0mm; }' "$tmp/round.html"
	grep -q 'grid-template-columns: repeat(1, 1fr); grid-template-rows: repeat(5, 1fr)' "$tmp/round.html"
	[ "$(grep -c 'class="turns line"' "$tmp/round.html")" -eq 7 ]
	cube-scramble --sheet -n 7 --seed 2024 > "$tmp/sheet.html"
	! grep -q 'class="turns line"' "$tmp/sheet.html" || return 1
	[ "$(grep -c 'class="turns line"' <(cube-scramble --sheet -n 12 --seed 2024 --length 4))" -eq 12 ]
	# refused where there is no sheet or key to hold them, or out of range
	run cube-scramble --title x
	expect_error 2 "cube-scramble: --title needs --sheet or --key"
	run cube-scramble --extra 2 --tsv
	expect_error 2 "cube-scramble: --extra needs --sheet or --key"
	run cube-scramble --key --per-page 6
	expect_error 2 "cube-scramble: --per-page needs --sheet"
	run cube-scramble --sheet --per-page 13
	expect_error 2 "--per-page '13': too large"
	run cube-scramble --sheet --picture huge
	expect_error 2 "--picture 'huge': not $(names_or cube-scramble --picture)"
	run cube-scramble --sheet --extra 10
	expect_error 2 "--extra '10': too large"
}

@test "--svg: a picture of each scramble, numbered, in the nets the independent cube finds" {
	need_xmllint
	cube-scramble -n 5 --seed 40 --svg "$tmp/p.svg" > "$tmp/plain"
	cube-scramble -n 5 --seed 40 | diff -u - "$tmp/plain"
	xmllint --noout "$tmp/p.svg"
	cube-picture nets "$tmp/p.svg" | diff -u <(check state < "$tmp/plain") -
	grep -c '<text x="[0-9]*" y="[0-9]*">[1-5]\. [RUF]' "$tmp/p.svg" | grep -qx 5
	cube-scramble -n 5 --seed 40 --svg "$tmp/p.svg" --palette patent --moves 9 > "$tmp/plain"
	cube-picture nets "$tmp/p.svg" | diff -u <(check state --palette patent < "$tmp/plain") -
	cube-picture colours "$tmp/p.svg" | diff -u - <(printf '%s\n' "B brown" "G gold" "K black" "O orange" "R red" "S silver")
}

@test "--color: escapes and no '#' column when asked or at a terminal; none in a pipe, with never, NO_COLOR or TERM=dumb" {
	esc=$(printf '\033')
	run cube-scramble --net -n 1 --seed 1 --color=always
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 7 ]
	[[ "${lines[1]}" == "     $esc["* ]]
	[[ "${lines[3]}" == "$esc["* ]]
	for i in 1 2 3 4 5 6; do [[ "${lines[$i]}" != "#"* ]]; done
	# NO_COLOR gives way to --color=always, as no-color.org asks
	NO_COLOR=1 cube-scramble --net -n 1 --seed 1 --color always | cmp - <(printf '%s\n' "${lines[@]}")
	for how in --color=never --color=auto ""; do
		cube-scramble --net -n 1 --seed 1 $how > "$tmp/out"
		! grep -q "$esc" "$tmp/out" || return 1
		[ "$(grep -c '^# ' "$tmp/out")" -eq 6 ]
	done
	# at a terminal: colour by default, none when NO_COLOR is set and not empty, or TERM is dumb
	TERM=xterm NO_COLOR= pty -- cube-scramble --net -n 1 --seed 1 > "$tmp/out"
	[ "$(grep -c "$esc\[48;5;\|$esc\[38;5;" "$tmp/out")" -eq 6 ]
	! grep -q '^#' "$tmp/out" || return 1
	TERM=xterm NO_COLOR=1 pty -- cube-scramble --net -n 1 --seed 1 > "$tmp/out"
	! grep -q "$esc" "$tmp/out" || return 1
	[ "$(grep -c '^# ' "$tmp/out")" -eq 6 ]
	TERM=dumb pty -- cube-scramble --net -n 1 --seed 1 > "$tmp/out"
	! grep -q "$esc" "$tmp/out" || return 1
	TERM=xterm pty -- cube-scramble --net -n 1 --seed 1 --color=never > "$tmp/out"
	! grep -q "$esc" "$tmp/out" || return 1
	[ "$(grep -c '^# ' "$tmp/out")" -eq 6 ]
}

@test "pictures: usage errors exit 2" {
	run cube-scramble --sheet --net
	expect_error 2 "cube-scramble: --sheet and --net do not go together"
	run cube-scramble --key --tsv
	expect_error 2 "cube-scramble: --key and --tsv do not go together"
	run cube-scramble --sheet --state
	expect_error 2 "cube-scramble: --sheet and --state do not go together"
	run cube-scramble --key --palette patent
	expect_error 2 "--palette needs --state, --net, --tsv, --sheet or --svg"
	run cube-scramble --sheet --moves 26
	expect_error 2 "--sheet holds scrambles of up to 25 turns, not --moves 26"
	run cube-scramble --color=always
	expect_error 2 "--color needs --net"
	run cube-scramble --net --color=sometimes
	expect_error 2 "--color 'sometimes': not $(names_or cube-scramble --color)"
	run cube-scramble --svg "$tmp/no/such/dir/p.svg"
	expect_error 1 "p.svg: No such file or directory"
	[ ! -e "$tmp/no" ]
	cube-scramble > "$tmp/out"
	run bash -c 'cube-scramble --svg "$1" > "$1"' _ "$tmp/out"
	expect_error 2 "the same file as the standard output"
}

@test "--sheet, --key and --svg number from 1: a --first that would wrap is refused; -n 0 has no page" {
	for page in --sheet --key "--svg $tmp/p.svg"; do
		run cube-scramble --seed 1 --first 18446744073709551614 -n 2 $page
		expect_error 2 "cube-scramble: --first 18446744073709551614: ${page%% *} numbers the scrambles from 1, and the last would be past 18446744073709551615" || return 1
		# the last number that fits: 18446744073709551615
		run cube-scramble --seed 1 --first 18446744073709551614 -n 1 $page
		[ "$status" -eq 0 ] || return 1
	done
	[ "$(grep -c '>18446744073709551615\. ' "$tmp/p.svg")" -eq 1 ]
	run cube-scramble --seed 1 --first 18446744073709551614 -n 1 --sheet
	[[ "$output" == *"Scramble 18446744073709551615 &#183; page 1 of 1<"* ]]
	for page in --sheet --key; do
		run cube-scramble -n 0 $page
		expect_error 2 "cube-scramble: $page needs at least one scramble, not -n 0" || return 1
	done
	# the plain lines and the table of no scrambles stay: nothing, and the header alone
	run cube-scramble -n 0
	[ "$status" -eq 0 ] && [ -z "$output" ]
	run cube-scramble -n 0 --tsv
	[ "$status" -eq 0 ] && [ "${#lines[@]}" -eq 1 ]
}

@test "--case: only the case asked for, by name or number, named as the community's algorithms solve it" {
	subset_rows cll 300 22 --case Sune
	[ "$(cut -f3 "$tmp/rows" | sort -u)" = Sune ]
	[ "$(cube-subset case cll < "$tmp/cases" | sort -u)" = ok ]
	# Sune is CLL's first case; names are read in any case of letters
	[ "$(cube-scramble -n 20 --seed 22 --subset cll --case 1)" = \
	    "$(cube-scramble -n 20 --seed 22 --subset cll --case sune)" ]
	subset_rows eg 200 23 --case 'EG-2 O'
	[ "$(cut -f3 "$tmp/rows" | sort -u)" = "EG-2 O" ]
	[ "$(cube-subset case eg < "$tmp/cases" | sort -u)" = ok ]
	subset_rows ls 100 24 --case 9
	[ "$(cut -f3 "$tmp/rows" | sort -u)" = LS9 ]
	[ "$(cube-subset case ls < "$tmp/cases" | sort -u)" = ok ]
	# each line undoes an algorithm from the CLL and TCLL sheets, so the algorithm
	# solves the cube it makes: R U R' U R U2 R' is the Sune, and so on
	printf '%s\n' "R U2 R' U' R U' R'" "R U R' U R U2 R'" "F U R U' R' U R U' R' F'" \
	    "R2 U2 R' U2 R2" "F U R U' R' F'" "F R' F' R U R U' R'" "F R U' R' U R U R' F'" |
	    check state | cube-subset classify cll > "$tmp/cll"
	[ "$(paste -sd' ' "$tmp/cll")" = "Sune Antisune Pi H U T L" ]
	# TCLL-: Spaceship R U R' U' R U R', Hammer y L F' L' F L F' L' F
	printf '%s\n' "R U' R' U R U' R'" "F' L F L' F' L F L' y'" | check state |
	    cube-subset classify tcll- > "$tmp/tcll"
	[ "$(paste -sd' ' "$tmp/tcll")" = "Spaceship Hammer" ]
}

@test "--subset no-bar: no face shows two stickers of a colour side by side; 3-gen and optimal: any state" {
	cube-scramble -n 200 --seed 25 --subset no-bar > "$tmp/s"
	competition_form "$tmp/s"
	check state < "$tmp/s" | awk '{
		for (f = 0; f < 24; f += 4) {
			a = substr($0, f + 1, 1); b = substr($0, f + 2, 1)
			c = substr($0, f + 3, 1); d = substr($0, f + 4, 1)
			if (a == b || c == d || a == c || b == d) { print "bar: " $0; exit 1 }
		}
	}'
	# 4 turns from solved or more in the independent search, as random states are
	check distance < "$tmp/s" | paste - <(awk '{ print NF }' "$tmp/s") > "$tmp/len"
	[ "$(wc -l < "$tmp/len")" -eq 200 ]
	awk '$1 < 4 || $2 < $1 { print "too near, or shorter than its state: " $0; exit 1 }' \
	    "$tmp/len"
	# 3-gen is every state R, U and F reach, which is every state: the random-state scrambles
	cube-scramble -n 20 --seed 26 --subset 3-gen > "$tmp/s"
	[ "$(wc -l < "$tmp/s")" -eq 20 ]
	[ "$(check distance < "$tmp/s" | awk '$1 < 4' | wc -l)" -eq 0 ]
	# optimal names no cases: its table has no case column
	run cube-scramble -n 20 --seed 26 --subset optimal --tsv
	[ "$status" -eq 0 ] && [[ "${lines[0]}" == "seed	number	scramble	"* ]] &&
	    [[ "${lines[0]}" != *case ]]
	printf '%s\n' "$output" | sed 1d | cut -f3 > "$tmp/s"
	awk '{ print NF }' "$tmp/s" > "$tmp/len"
	check distance < "$tmp/s" | diff -u "$tmp/len" -
}

@test "--faces RU: random states of R and U turns, written in them, as short as can be" {
	cube-scramble -n 300 --seed 27 --faces RU > "$tmp/s"
	[ "$(wc -l < "$tmp/s")" -eq 300 ]
	awk '/F/ { exit 1 }' "$tmp/s"
	competition_form "$tmp/s"
	awk '{ print NF }' "$tmp/s" > "$tmp/len"
	check distance --faces RU < "$tmp/s" | diff -u "$tmp/len" -
	awk 'NF < 4 { exit 1 }' "$tmp/s"
	# --min-moves holds in the subgroup's own turns; one face reaches three states
	cube-scramble -n 100 --seed 27 --faces UR --min-moves 12 | awk 'NF < 12 { exit 1 }'
	run cube-scramble -n 40 --seed 27 --faces U --min-moves 1
	[ "$(printf '%s\n' "$output" | sort -u | paste -sd' ' -)" = "U U' U2" ]
}

@test "--subset, --case and --faces: usage errors exit 2 and say why" {
	run cube-scramble --subset pll
	expect_error 2 "cube-scramble: --subset 'pll': not $(names_or cube-scramble --subset)"
	[[ $output == *"not cll, eg-1, "*" or "* ]]
	while IFS='|' read -r args message; do
		run cube-scramble $args
		[ "$status" -eq 2 ] && [ "${lines[0]}" = "cube-scramble: $message" ] ||
		    { echo "$args: $status $output"; return 1; }
	done <<'EOF2'
--case Sune|--case needs --subset
--subset cll --case Gun|--case 'Gun': not a case of --subset cll
--subset cll --case 9|--case '9': not a case of --subset cll
--subset no-bar --case 1|--subset no-bar has no cases for --case
--subset cll --faces RU|--subset and --faces do not go together
--subset cll --moves 9|--moves makes random-move scrambles: no --subset
--faces RU --moves 9|--moves makes random-move scrambles: no --faces
--subset eg --min-moves 5|--min-moves draws random states again: no --subset eg
--subset cll --length 9|--subset cll needs --length 11 or more, not 9
--subset optimal --length 12|--subset optimal writes scrambles as short as can be: no --length
--faces RU --length 12|--faces writes scrambles as short as can be: no --length
--faces RU --short|--faces writes scrambles as short as can be: no --short
--subset optimal --short|--subset optimal writes scrambles as short as can be: no --short
--state --short|--state writes each cube, not its scramble: no --short
--faces RD|--faces 'RD': the faces are among R, U and F
--faces RX|--faces 'RX': not a face of U D L R F B
--faces R --min-moves 3|--faces R: no state is 3 turns from solved
EOF2
}

# ---- the key's first layer and the rest (issue 35, item 16) ----

@test "--key: a layer the scramble leaves made is no turns; the layer's colour is the palette's top; twelve scrambles a page" {
	need_xmllint
	cube-scramble --key -n 3 --faces U --min-moves 1 --seed 1 > "$tmp/key.html"
	key_parts "$tmp/key.html" 3
	[ "$(cube-picture text "$tmp/key.html" layer | sort -u)" = "(none: made already)" ]
	cube-picture text "$tmp/key.html" rest | diff -u <(cube-picture text "$tmp/key.html" solution) -
	# in the patent's colours the top is brown, the front silver
	cube-scramble --sheet --key -n 2 --seed 3 --palette patent > "$tmp/key.html"
	cube-picture text "$tmp/key.html" step | sed -n 'p;n' | awk '!/^first layer \(brown, (on top|on the right|in front)\)$/ { exit 1 }'
	grep -q 'first the brown layer (the brown face,' "$tmp/key.html"
	grep -q 'brown on top and silver in front' "$tmp/key.html"
	# the key's scrambles in tables of twelve, each after the first on a page of its own
	cube-scramble --key -n 25 --seed 4 > "$tmp/key.html"
	xmllint --noout "$tmp/key.html"
	[ "$(cube-picture count "$tmp/key.html" tbody answer)" -eq 25 ]
	[ "$(cube-picture count "$tmp/key.html" table page)" -eq 2 ]
	awk '/<table/ { t++ } /<tbody class="answer">/ { n[t]++ } END { exit !(t == 3 && n[1] == 12 && n[2] == 12 && n[3] == 1) }' "$tmp/key.html"
	grep -q 'table.page { break-before: page;' "$tmp/key.html"
	cube-scramble --key -n 12 --seed 4 > "$tmp/key.html"
	[ "$(cube-picture count "$tmp/key.html" table page)" -eq 0 ]
}
