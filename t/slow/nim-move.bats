#!/usr/bin/env bats
# nim-move's tests that take seconds: a line of a million heaps (the worksheets printed
# by a browser are print.bats'), -r's refusals, among them a heap past the values it finds, and the
# game-tree search's moves against --when-safe=random's draws, --key's answers and
# the correct moves of -r's subtraction, Grundy and splitting games, and the
# worksheets of 50 seeds, no position twice on one.

load ../tool/helper
load ../tool/nim-key
load ../tool/heap-search

@test "Nim_k with a million heaps of 1 and k = 600000: heaps 1 to 399999 are emptied, at once" {
	run bash -c "set -o pipefail; awk 'BEGIN { for (i = 0; i < 1000000; i++) printf \"1 \"; print \"\" }' |
		timeout 60 nim-move -k 600000 | tee '$BATS_TEST_TMPDIR/move' |
		awk '{ for (i = 1; i <= 1000000; i++) if (\$i != (i == 1 || i > 400000)) { print \"heap\", i - 1, \$i; exit 1 } }
			END { print NR, \$1000002, \$1000003, \$1000004, \$(NF - 4), \$(NF - 3), \$(NF - 2), \$(NF - 1), \$NF }'"
	[ "$status" -eq 0 ]
	# 1,000,000 = 600,001 + 399,999: the counter starts at heap 1 and opens one heap after another
	[ "$output" = "1 heap 1: 1 heap 399999: 1 -> 0" ]
	[ "$(grep -o -- '->' "$BATS_TEST_TMPDIR/move" | wc -l)" -eq 399999 ]
}

@test "-r: a heap past the values found is a bad line, named on stderr and in the output" {
	run_in '99999999999 1\n' nim-move -r 0.6
	expect_error 1 "nim-move: line 1: '99999999999': no value: values are found up to heap "
	[[ "$output" == *" in this game (nim-safe -r RULES --values N finds more), and no period proved"* ]]
	[[ "$output" == *"# error: '99999999999': no value"* ]]
}

# random_covers_legal POSITION GAME...: 300 draws a legal move, from five seeds, against the
# game-tree search's list of every legal move: each one drawn, nothing else, each 180 to 420
# times (a binomial's 300 +- 7 standard deviations), and every answer marked as drawn at random.
random_covers_legal() {
	local pos=$1 dir=$BATS_TEST_TMPDIR seed n
	shift
	[ "$(printf '%s\n' "$pos" | nim-brute "$@")" = safe ]
	printf '%s\n' "$pos" | nim-brute -l "$@" | sed 1d | sort >"$dir/legal"
	n=$(wc -l <"$dir/legal")
	[ "$n" -gt 0 ]
	: >"$dir/drawn"
	for seed in 1 2 3 4 5; do
		yes "$pos" | head -n $((n * 60)) | nim-move --when-safe=random --seed "$seed" "$@" >>"$dir/drawn"
	done
	[ "$(grep -c '# safe, no correct move; at random: heap ' "$dir/drawn")" -eq $((n * 300)) ]
	sed 's/ #.*//' "$dir/drawn" | sort | uniq -c >"$dir/counts"
	awk '{ $1 = ""; sub(/^ /, ""); print }' "$dir/counts" | diff -u "$dir/legal" -
	awk '$1 < 180 || $1 > 420 { print "drawn " $1 " times: " $0; bad = 1 } END { exit bad }' "$dir/counts"
}

@test "--when-safe=random draws every legal move, and nothing else, as often as any other: normal and reverse" {
	random_covers_legal '1 2 3'
	random_covers_legal '2 5 7'
	random_covers_legal '0 4 4'
	random_covers_legal '1 1 1' -m
	random_covers_legal '2 2' -m
	random_covers_legal '1 2 3' -m
}

@test "--when-safe=random draws every legal move, and nothing else, as often as any other: Nim_2, Nim_3" {
	random_covers_legal '1 1 1' -k 2
	random_covers_legal '0 2 2 2' -k 2
	random_covers_legal '1 1 1 1' -k 3
	random_covers_legal '2 3 3 3 1' -k 3
	random_covers_legal '1 1 1 1' -m -k 2
}

@test "--key: every correct move it gives is one the game-tree search finds, in the simple, reverse and multiple games" {
	needs_tool xmllint
	for game in "" "-m" "-k 2" "-m -k 3"; do
		# shellcheck disable=SC2086
		nim-move --key --deal 6x7 -n 60 --seed 11 $game >"$BATS_TEST_TMPDIR/key.html"
		xmllint --noout "$BATS_TEST_TMPDIR/key.html"
		key_pairs "$BATS_TEST_TMPDIR/key.html" >"$BATS_TEST_TMPDIR/given"
		[ "$(wc -l <"$BATS_TEST_TMPDIR/given")" -eq 60 ]
		# shellcheck disable=SC2086
		cut -d '|' -f 1 "$BATS_TEST_TMPDIR/given" | brute_pairs $game | sort >"$BATS_TEST_TMPDIR/correct"
		sort "$BATS_TEST_TMPDIR/given" | comm -23 - "$BATS_TEST_TMPDIR/correct" >"$BATS_TEST_TMPDIR/wrong"
		[ ! -s "$BATS_TEST_TMPDIR/wrong" ] || { echo "game '$game'"; cat "$BATS_TEST_TMPDIR/wrong"; false; }
	done
	# a safe position read in has no correct move, and the key says so
	printf '1 2 3\n' | nim-move --key >"$BATS_TEST_TMPDIR/key.html"
	[ "$(printf '1 2 3\n' | nim-brute)" = safe ]
	key_pairs "$BATS_TEST_TMPDIR/key.html" | grep -qx '1 2 3|—'
	grep -q '<td class="sum">0, safe</td><td class="move">none: every move leaves an unsafe position' \
	    "$BATS_TEST_TMPDIR/key.html"
}

@test "-r: every correct move of subtraction sets, Grundy's game and other codes, as a search finds" {
	all_positions 3 10 >"$BATS_TEST_TMPDIR/pos"
	for rules in 1,2,3 1,3,4 2,5 grundy 4.07 0.6 0.16 0.354 0.456 4.0; do
		correct_moves "$rules"
	done
}

@test "--sheet: no position twice on a sheet, over seeds 1 to 50; too few to draw from is refused" {
	for seed in $(seq 1 50); do
		nim-move --sheet --level easy -n 12 --seed "$seed" |
		    sed -n 's/.*aria-label="position [0-9]*: \([0-9 ]*\)".*/\1/p' >"$BATS_TEST_TMPDIR/p"
		[ "$(wc -l <"$BATS_TEST_TMPDIR/p")" -eq 12 ] || return 1
		[ -z "$(sort "$BATS_TEST_TMPDIR/p" | uniq -d)" ] || { echo "seed $seed"; return 1; }
	done
	# Two heaps of 1 or 2 have two positions with a correct move: 1 2 and 2 1.
	nim-move --sheet --deal 2x2 -n 2 --seed 1 | grep -c 'aria-label="position' | grep -qx 2
	run nim-move --sheet --deal 2x2 -n 3 --seed 1
	[ "$status" -eq 1 ]
	[ "$output" = "nim-move: --deal 2x2: fewer than 3 different positions with a correct move" ]
}
