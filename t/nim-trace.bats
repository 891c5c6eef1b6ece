#!/usr/bin/env bats
# nim-trace: the booklet's walkthrough, the patent's game, traces agreeing with nim-move, logs judged.

load tool/helper
load tool/nim-logs
load tool/traces

@test "the booklet's walkthrough of 7 1 6 4 from heap counter 1: instructions 1 2 3 2 4 5 6 7 1 7 1 2 4 6 7 8" {
	run_in '7 1 6 4\n' nim-trace --start-heap 1 --brief
	[ "$status" -eq 0 ]
	[ "$output" = "7 1 2 4 # heap 2: 6 -> 2; program 1 2 3 2 4 5 6 7 1 7 1 2 4 6 7 8" ]
}

@test "the walkthrough's panel: heap 2 goes 110 -> 011 -> 010, selected once, re-modified once" {
	run_in '7 1 6 4\n' nim-trace --start-heap 1
	[ "$status" -eq 0 ]
	printf '%s\n' "${lines[@]}" | grep -q '^#   6      2    2 2      111 001 011 100  heap 2: 110 -> 011 -> 7$'
	printf '%s\n' "${lines[@]}" | grep -q '^#   6      0    2 2      111 001 010 100  heap 2: 011 -> 010 -> 7$'
	printf '%s\n' "${lines[@]}" | grep -q '^#   1      2    1 -      111 001 110 100  column sum 3: odd -> 2$'
	printf '%s\n' "${lines[@]}" | grep -q '^#   1      1    2 2      111 001 011 100  column sum 2: even -> 7$'
	printf '%s\n' "${lines[@]}" | grep -q 'heap already selected: re-modify -> 6$'
	[ "$(printf '%s\n' "${lines[@]}" | grep -c 'memory operated')" -eq 1 ]
}

@test "no panel line passes 80 columns for any position of the Nimrod's four heaps of seven" {
	awk 'BEGIN { for (i = 0; i < 4096; i++) print i % 8, int(i / 8) % 8, int(i / 64) % 8, int(i / 512) }' >"$BATS_TEST_TMPDIR/pos"
	for k in 1 3; do
		nim-trace -k $k --seed 1 "$BATS_TEST_TMPDIR/pos" >"$BATS_TEST_TMPDIR/trace"
		# a panel for every position but the empty one, and one answer for each
		[ "$(grep -c '^# ins column heap memory store$' "$BATS_TEST_TMPDIR/trace")" -eq 4095 ]
		[ "$(grep -vc '^#' "$BATS_TEST_TMPDIR/trace")" -eq 4096 ]
		run awk 'length > 80' "$BATS_TEST_TMPDIR/trace"
		[ -z "$output" ]
	done
}

@test "a safe position: the columns are inspected, nothing modified, and the extra instruction takes 1" {
	run_in '7 1 2 4\n' nim-trace --start-heap 0 --seed 4 --brief
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 1 ]
	[[ "${lines[0]}" == *" # safe, no correct move; the Nimrod takes 1: heap "*"; program 1 7 1 7 1 7 8" ]]
	run_in '7 1 2 4\n' nim-trace --start-heap 0 --seed 4
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "#: 7 1 2 4" ]
	[ "${lines[10]}" = "# no heap was modified: the position is safe, and the extra instruction" ]
	[[ "${lines[12]}" == *" # safe, no correct move; the Nimrod takes 1: heap "* ]]
}

@test "--start-heap random: the heap counter starts where the generator says, repeatably with --seed" {
	a=$(yes '7 1 6 2' | head -40 | nim-trace --start-heap random --seed 5 | grep 'heap counter starting' | sort -u | wc -l)
	[ "$a" -eq 4 ]
	[ "$(echo 7 1 6 2 | nim-trace --start-heap random --seed 5)" = "$(echo 7 1 6 2 | nim-trace --start-heap random --seed 5)" ]
	run nim-trace --start-heap x
	expect_error 2 "nim-trace: --start-heap 'x': not $(names_or nim-trace --start-heap)"
}

@test "by default nim-trace and nim-move give the same move: the heap counter starts at heap 1 in both, row a on the Nimatron" {
	all_positions 4 7 >"$BATS_TEST_TMPDIR/pos"
	nim-trace --brief --seed 4 "$BATS_TEST_TMPDIR/pos" | sed 's/; program.*//' >"$BATS_TEST_TMPDIR/trace"
	nim-move --seed 4 "$BATS_TEST_TMPDIR/pos" >"$BATS_TEST_TMPDIR/move"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/move")" -eq 4680 ]
	diff "$BATS_TEST_TMPDIR/trace" "$BATS_TEST_TMPDIR/move"
	nim-trace --brief --machine nimatron "$BATS_TEST_TMPDIR/pos" >"$BATS_TEST_TMPDIR/trace"
	nim-move --when-safe=nimatron "$BATS_TEST_TMPDIR/pos" >"$BATS_TEST_TMPDIR/move"
	diff "$BATS_TEST_TMPDIR/trace" "$BATS_TEST_TMPDIR/move"
	# the booklet's walkthrough starts the heap counter at heap 1
	run_in '7 1 6 4\n' nim-trace
	[ "${lines[1]}" = "# the Nimrod's program on 7 1 6 4, the heap counter starting at heap 1" ]
}

@test "every trace of up to 4 heaps of 7 ends in nim-move's move: the simple game" {
	trace_agrees_with_nim_move
}

@test "the reverse game: the column rule until transition, then the rule of ones" {
	run_in '7 1 6 4\n4 0 0 1\n' nim-trace -m --start-heap 1
	[ "${lines[0]}" = "#: 7 1 6 4" ]
	[ "${lines[1]}" = "# reverse game: more than k heaps hold more than one match: the column rule holds" ]
	[[ "$output" == *"# reverse game, transition: no more than k heaps hold more than one match;"* ]]
	[[ "$output" == *"0 0 0 1 # heap 0: 4 -> 0"* ]]
}

@test "the multiple game: sums tested for divisibility by k+1, the modified heap re-modified first" {
	run_in '6 4 1\n' nim-trace -k 2 --start-heap 1
	[[ "$output" == *"column sum 2: not divisible by 3 -> 2"* ]]
	# heap 1 is opened, then heap 0; column 1 then recalls heap 1 from the memory
	[ "$(printf '%s\n' "${lines[@]}" | grep -c 'memory operated')" -eq 2 ]
	[[ "$output" == *"memory recalls heap 1: digit 1 -> 4"* ]]
	[ "${lines[${#lines[@]} - 1]}" = "1 1 1 # heap 0: 6 -> 1, heap 1: 4 -> 1" ]
}

@test "--machine nimatron: the relays of combination No. 1, and the correct-move path CM" {
	run_in '7 6 3 4\n' nim-trace --machine nimatron
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "#: 7 6 3 4" ]
	# the relays of each row in the patent's order, Z F S, with BN, DN for rows holding an even number
	[ "${lines[3]}" = "#   a     7  1 1 1  AZ AF AS" ]
	[ "${lines[4]}" = "#   b     6  1 1 0  BF BS BN" ]
	[ "${lines[6]}" = "#   d     4  1 0 0  DS DN" ]
	[ "${lines[8]}" = "# E relays, a power in an even number of rows or in none: EZ; released: EF ES" ]
	[ "${lines[9]}" = "# relays energized: AZ, AF, AS, BF, BS, BN, CZ, CF, DS, DN and EZ" ]
	[[ "${lines[10]}" == "# CM:"* ]]
	[ "${lines[11]}" = "1 6 3 4 # row a: 7 -> 1" ]
}

@test "--machine nimatron: the patent's game, RM with R1 then R2, then CM after the player's mistake" {
	run bash -c "printf '1 6 3 4\n1 5 0 4\n1 3 0 3\n' | nim-trace --machine nimatron | grep -v '^#  '"
	[[ "$output" == *"# RM:"*"1 5 3 4 # safe, no correct move; the Nimatron's R1 acts: row b: 6 -> 5"* ]]
	[[ "$output" == *"1 3 0 4 # safe, no correct move; the Nimatron's R2 acts: row b: 5 -> 3"* ]]
	[[ "$output" == *"# CM:"*"0 3 0 3 # row a: 1 -> 0"* ]]
	[[ "$output" == *"# E relays, a power in an even number of rows or in none: EZ EF ES; released: none"* ]]
}

# relay_set LIST: the relays of a list such as the patent's "AZ, BZ, BF, R2, and Y", sorted, one a line.
relay_set() {
	sed 's/^# relays energized: //; s/,* and /, /; s/, /\n/g' <<<"$1" | sort
}

@test "--machine nimatron: the relays the patent lists in its worked game, EZ EF ES energized for absent powers too" {
	# the positions the player leaves in the patent's game from combination No. 1, each one move
	# from the machine's last answer: the row he pressed is locked (BL, DL), R2 and Y stay held
	# after the machine's second random move, BN is energized for the row he emptied
	run_in '1 6 3 4\n1 5 0 4\n1 3 0 3\n0 1 0 3\n0 0 0 1\n' nim-trace --machine nimatron
	[ "$status" -eq 0 ]
	printf '%s\n' "${lines[@]}" | grep '^# relays energized: ' >"$BATS_TEST_TMPDIR/lists"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/lists")" -eq 5 ]
	[ "$(sed -n 3p "$BATS_TEST_TMPDIR/lists")" = "# relays energized: AZ, BZ, BF, DZ, DF, DL, EF, ES, R2 and Y" ]
	[ "$(relay_set "$(sed -n 3p "$BATS_TEST_TMPDIR/lists")")" = "$(relay_set "AZ, BZ, BF, DZ, DF, DL, EF, ES, R2, and Y")" ]
	[ "$(relay_set "$(sed -n 4p "$BATS_TEST_TMPDIR/lists")")" = "$(relay_set "BL, BZ, DZ, DF, EZ and ES")" ]
	[ "$(relay_set "$(sed -n 5p "$BATS_TEST_TMPDIR/lists")")" = "$(relay_set "BL, BN, DZ, EF and ES")" ]
	# R1 and X held after the first random move; the rows show their own relays, an empty one "-"
	[ "$(sed -n 2p "$BATS_TEST_TMPDIR/lists")" = "# relays energized: AZ, BZ, BS, CN, CL, DS, DN, EZ, EF, ES, R1 and X" ]
	[[ "$output" == *$'\n#   c     0  0 0 0  CN CL\n'* ]]
	# the same positions alone: only what the position itself energizes, ES with no row holding 4
	run_in '1 3 0 3\n0 0 0 1\n0 1 0 3\n' nim-trace --machine nimatron
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "${lines[@]}" | grep '^# relays energized: ')" = "# relays energized: AZ, BZ, BF, DZ, DF, EF and ES
# relays energized: DZ, EF and ES
# relays energized: BZ, DZ, DF, EZ and ES" ]
	[[ "$output" == *$'\n#   c     0  0 0 0  -\n'* ]]
	[[ "$output" == *"# E relays, a power in an even number of rows or in none: EF ES; released: EZ"* ]]
	# no list is ever empty
	! printf '%s\n' "${lines[@]}" | grep -E ':;|: *$|:$' || return 1
}

@test "--machine nimatron refuses the games the Nimatron did not play" {
	run nim-trace --machine nimatron -m
	expect_error 2 "the Nimatron played only the simple game"
	run nim-trace --machine eniac
	expect_error 2 "--machine 'eniac': not $(names_or nim-trace --machine)"
}

@test "--game: the booklet's reverse game, A's mistake at move 3 and the correct 4 1 1 4" {
	run_in '7 1 6 4\n7 1 2 4\n4 1 2 4\n4 0 2 4\n4 0 0 4\n4 0 0 1\n0 0 0 1\n0 0 0 0\n' nim-trace -m --game
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "7 1 6 4 # A to move; unsafe, so A can win" ]
	# each move's position by hand: its legal moves are its matches; while a heap holds
	# more than 1, the correct ones are the heaps holding the nim-sum's leading 1 (7 1 6 4:
	# 7, 6 and 4; 4 1 2 4 and 4 0 2 4: 2), none when it is 0; 4 0 0 1 has one, 4 -> 0,
	# leaving a single 1
	[ "${lines[1]}" = "7 1 2 4 # A: correct: heap 2: 6 -> 2; 3 of 18 moves correct" ]
	[ "${lines[2]}" = "4 1 2 4 # B: no winning move: heap 0: 7 -> 4; 0 of 14 moves correct" ]
	[ "${lines[3]}" = "4 0 2 4 # A: mistake: heap 1: 1 -> 0; 1 of 11 moves correct; correct was 4 1 1 4 (heap 2: 2 -> 1)" ]
	[ "${lines[4]}" = "4 0 0 4 # B: correct: heap 2: 2 -> 0; 1 of 10 moves correct" ]
	[ "${lines[5]}" = "4 0 0 1 # A: no winning move: heap 3: 4 -> 1; 0 of 8 moves correct" ]
	[ "${lines[6]}" = "0 0 0 1 # B: correct: heap 0: 4 -> 0; 1 of 5 moves correct" ]
	[ "${lines[7]}" = "0 0 0 0 # A: no winning move: heap 3: 1 -> 0; 0 of 1 move correct; B wins" ]
	[ "${lines[8]}" = "# game 7 1 6 4: 7 moves, A first; first mistake: A at move 3; B won, decided by A's mistake at move 3" ]
	[ "${#lines[@]}" -eq 9 ]
}

@test "--game verdicts agree with a game-tree search on every move of 3 heaps of up to 3, in four games" {
	# every legal (position, next position) pair, as a two-line game
	all_positions 3 3 | awk 'NF == 3' >"$BATS_TEST_TMPDIR/pos"
	for game in "" "-m" "-k 2" "-m -k 2"; do
		k=$(echo "$game" | sed -n 's/.*-k \([0-9]\).*/\1/p'); k=${k:-1}
		awk -v k="$k" '{ for (a = 0; a <= $1; a++) for (b = 0; b <= $2; b++) for (c = 0; c <= $3; c++) {
			n = (a < $1) + (b < $2) + (c < $3); if (n >= 1 && n <= k) print $0 "|" a " " b " " c } }' \
			"$BATS_TEST_TMPDIR/pos" >"$BATS_TEST_TMPDIR/pairs"
		cut -d'|' -f1 "$BATS_TEST_TMPDIR/pairs" | nim-brute $game >"$BATS_TEST_TMPDIR/before"
		cut -d'|' -f2 "$BATS_TEST_TMPDIR/pairs" | nim-brute $game >"$BATS_TEST_TMPDIR/after"
		paste -d' ' "$BATS_TEST_TMPDIR/before" "$BATS_TEST_TMPDIR/after" |
			awk '{ print $2 == "safe" ? "correct:" : ($1 == "safe" ? "no winning move:" : "mistake:") }' >"$BATS_TEST_TMPDIR/want"
		tr '|' '\n' <"$BATS_TEST_TMPDIR/pairs" | awk 'NR % 2 == 0 { print; print "" } NR % 2 == 1' |
			nim-trace $game --game | awk '/^[0-9]/ && / # [AB]: / { print $(index($0, "#") ? 0 : 0) }' |
			sed 's/.* # [AB]: \([a-z ]*:\).*/\1/' >"$BATS_TEST_TMPDIR/got"
		[ "$(wc -l <"$BATS_TEST_TMPDIR/want")" -gt 100 ]
		diff "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got" || return 1
	done
}

@test "--game counts each move's legal and correct moves as a game-tree search does: 3 heaps of up to 7, five games" {
	# 584 positions; Nim_3 with 3 heaps or fewer may change them all
	for game in "" "-m" "-k 2" "-m -k 2" "-k 3"; do
		counts_agree 3 7 $game || return 1
	done
}

@test "--game: counts past 2^64 - 1 are written 2^64+ and not weighed; correct moves past the search's reach, -" {
	# 2^64 - 1 and 1: 2^64 moves, one past what a count holds; the nim-sum's leading 1 is the
	# first heap's alone.  2^64 - 2 and 1: 2^64 - 1 moves, the largest count written.
	run_in '18446744073709551615 1\n18446744073709551614 1\n\n18446744073709551614 1\n18446744073709551613 1\n' nim-trace --game --tsv
	[ "$status" -eq 0 ]
	[ "$(awk -F'\t' '$3 == "move" { print $15, $16, $17 }' <<<"$output" | tr '\n' ' ')" = \
		"2^64+ 1 0.000000 18446744073709551615 1 0.999999 " ]
	run_in '18446744073709551615 1\n18446744073709551614 1\n' nim-trace --game
	[ "$status" -eq 0 ]
	[[ "${lines[1]}" == *"; 1 of 2^64 or more moves correct; correct was 1 1 "* ]]
	# 30 heaps of up to 41 digits, 12 of them changed at once: Moore's search gives up
	awk 'BEGIN { for (i = 1; i <= 30; i++) printf "%s%.0f", (i > 1 ? " " : ""), (i * 2654435761) % 1099511627776 + 1
		print "" }' | awk '{ print; $1 = 0; print }' >"$BATS_TEST_TMPDIR/log"
	run nim-trace -k 12 --game "$BATS_TEST_TMPDIR/log"
	[ "$status" -eq 0 ]
	[[ "${lines[1]}" == *" # A: mistake: heap 0: 2654435762 -> 0; 2^64 or more moves, the correct ones past counting; correct was "* ]]
	run nim-trace -k 12 --game --tsv "$BATS_TEST_TMPDIR/log"
	[ "$(awk -F'\t' '$3 == "move" { print $15, $16, $17 }' <<<"$output")" = "2^64+ - 0.000000" ]
}

@test "--game: positions are written one blank apart, without leading zeros, however they were read" {
	run_in '07,1 6 2\n7 1  4 2 # mine\n' nim-trace --game
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 3 ]
	[ "${lines[0]}" = "7 1 6 2 # A to move; unsafe, so A can win" ]
	# 7 1 6 2 has nim-sum 2: 7, 6 and 2 hold its 1; 16 matches, 16 moves
	[ "${lines[1]}" = "7 1 4 2 # A: correct: heap 2: 6 -> 4; 3 of 16 moves correct # mine" ]
	[ "${lines[2]}" = "# game 7 1 6 2: 1 move, A first; no mistake; unfinished" ]
}

@test "--game: illegal steps and garbage lines are reported with their line numbers" {
	run_in '7 1 6 4\n7 2 6 4\n7 2 6 4\n7 2 6\nx y\n0 0 0 0\n\n5 5\n4 4\n' nim-trace --game
	expect_error 1 "nim-trace: line 2: '7 2 6 4': illegal move: heap 1 grew from 1 to 2"
	[[ "$output" == *"nim-trace: line 3: '7 2 6 4': illegal move: nothing was taken"* ]]
	[[ "$output" == *"nim-trace: line 4: '7 2 6': illegal move: 4 heaps became 3"* ]]
	[[ "$output" == *"nim-trace: line 5: 'x': not a heap size"* ]]
	[[ "$output" == *"nim-trace: line 9: '4 4': illegal move: more than 1 heap changed"* ]]
	[[ "$output" == *"nim-trace: line 6: '0 0 0 0': illegal move: 3 heaps became 4"* ]]
	# the answers apart from the messages, which may come between them
	run bash -c "printf '7 1 6 4\n7 2 6 4\n7 2 6 4\n7 2 6\nx y\n0 0 0 0\n\n5 5\n4 4\n' | nim-trace --game 2>/dev/null"
	[ "$status" -eq 1 ]
	[[ "$output" == *"# error: 'x': not a heap size"$'\n'"0 0 0 0 # "* ]]
	[[ "$output" == *"# game 7 1 6 4: 4 moves, A first; no mistake; no result: move 1 illegal"* ]]
	[[ "$output" == *"# game 5 5: 1 move, A first; no mistake; no result: move 1 illegal"* ]]
}

@test "--game with -k: more than k heaps changed is illegal, k heaps is not" {
	run_in '3 3 3\n2 2 3\n1 1 1\n' nim-trace -k 2 --game
	expect_error 1 "line 3: '1 1 1': illegal move: more than 2 heaps changed"
	[[ "$output" == *"2 2 3 # A: "* ]]
}

@test "--game --brief: one line a game; thousands of games in one pass, their totals a second stage" {
	yes '7 1 6 4' | head -2000 | nim-move --play --seed 1 | sed 's/ #.*//' >"$BATS_TEST_TMPDIR/log"
	run nim-trace --game --brief "$BATS_TEST_TMPDIR/log"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 2000 ]
	[[ "${lines[0]}" == "# game 7 1 6 4: "*"moves, A first; no mistake; A won, as the start promised" ]]
	# the moves: every line of the log but the games' first and the blank ones
	moves=$(awk 'NF && !/^#/ { n++ } END { print n - 2000 }' "$BATS_TEST_TMPDIR/log")
	[ "$(printf '%s\n' "${lines[@]}" | awk '{ s += $7 } END { print s }')" -eq "$moves" ]
	nim-trace --game --brief --tsv "$BATS_TEST_TMPDIR/log" >"$BATS_TEST_TMPDIR/tsv"
	run nim-trace --totals "$BATS_TEST_TMPDIR/tsv"
	[ "$status" -eq 0 ]
	# A starts unsafe and plays perfectly: B moves only from safe positions, with no chance
	# to err
	[[ "$output" == "# 2000 games, $moves moves; mistakes: A 0, B 0; illegal moves: 0; a random player's mistakes: A "[1-9]*", B 0.00; weighted mistake rate: A 0.00, B -" ]]
}

@test "--play: the split personality with the panel's messages, and its log judged clean" {
	run_in '7 1 6 4\n' nim-trace --play --seed 2
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "#: 7 1 6 4" ]
	[ "${lines[1]}" = "7 1 6 4 # start" ]
	[ "${lines[2]}" = "# A's move" ]
	[ "${lines[4]}" = "# A has moved, B will now move" ]
	[ "${lines[5]}" = "# B's move" ]
	[ "${lines[${#lines[@]} - 1]}" = "# A wins" ]
	moves=$(printf '%s\n' "${lines[@]}" | grep -c '^[0-9].* # [AB]: ')
	run bash -c "set -o pipefail; echo 7 1 6 4 | nim-trace --play --seed 2 | nim-trace --game | grep '^# game'"
	[ "$status" -eq 0 ]
	[ "$output" = "# game 7 1 6 4: $moves moves, A first; no mistake; A won, as the start promised" ]
}

@test "--play -v traces every machine move" {
	run_in '3 5\n' nim-trace --play -v --start-heap 0 --seed 1
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "${lines[@]}" | grep -c "the Nimrod's program on")" -eq "$(printf '%s\n' "${lines[@]}" | grep -c '^[0-9].*: ')" ]
	# a whole game: each move takes from one heap, down to none left
	printf '%s\n' "${lines[@]}" | grep '^[0-9]' | awk '
		NR > 1 { d = 0; for (i = 1; i <= NF && $i != "#"; i++) if ($i != p[i]) { d++; if ($i + 0 >= p[i] + 0) bad = 1 } if (d != 1) bad = 1 }
		{ for (i = 1; i <= NF && $i != "#"; i++) p[i] = $i; last = $1 + $2; n = NR }
		END { exit bad || n < 3 || last != 0 }'
}

# The patent's worked game from combination No. 1, as the player typed it on the row buttons:
# a (6 times), c (3 times), d once (the mistake), b twice, b once; the machine wins.
patent_game='a 6\nc 3\nd 1\nb 2\nb 1\n'
# A game from combination No. 2, 3 4 7 5, that the player wins: each move leaves every power of
# two in an even number of rows, and the Nimatron's relays R1, R2, R3, R1, R2 take 1, 2, 3, 1, 2
# lamps from the fullest row (worked out by hand from the patent's rules).
won_game='b 3\na 1\na 2\nc 1\nb 1\nd 2\n'

@test "--versus --machine nimatron: a session, game after game from combinations No. 1 and No. 2, its counters and token" {
	run_in "$patent_game$won_game"'a 6\n' nim-trace --versus --machine nimatron
	[ "$status" -eq 0 ]
	# the rules and how to type a move, in one line each, before anything else
	[ "${lines[0]}" = "# You play the Nimatron: in turn, take one or more lamps from one row; whoever takes the last lamp wins. You move first." ]
	[ "${lines[1]}" = "# Type a row and how many to take from it, as in 'a 3', or all the rows as you leave them; q ends the session." ]
	[ "${lines[2]}" = "7 6 3 4 # game 1: combination No. 1" ]
	# the lamps named, with no colour the screen does not show
	[ "${lines[3]}" = "# your move (lamp P lit, P for player)" ]
	[ "${lines[4]}" = "1 6 3 4 # you: row a: 7 -> 1" ]
	[ "${lines[5]}" = "# the machine's move (lamp M lit, M for machine)" ]
	# the machine's moves of the patent's game: R1 and R2 from the fullest row, then correct moves
	[[ "$output" == *"1 5 3 4 # the machine: row b: 6 -> 5; it had no winning move, so it took 1 lamp from the fullest row (the Nimatron's relay R1)"* ]]
	[[ "$output" == *"1 3 0 4 # the machine: row b: 5 -> 3; it had no winning move, so it took 2 lamps from the fullest row (the Nimatron's relay R2)"* ]]
	[[ "$output" == *"1 3 0 3 # you: row d: 4 -> 3"$'\n'"# the machine's move (lamp M lit, M for machine)"$'\n'"0 3 0 3 # the machine: row a: 1 -> 0"* ]]
	[[ "$output" == *"0 1 0 1 # the machine: row d: 3 -> 1"* ]]
	# why the machine won: it took the last lamp, and the player's d 1, the third move, lost the
	# game (the patent's own account; d 2 would have left 1 3 0 2, every column even)
	[[ "$output" == *$'0 0 0 0 # the machine: row d: 1 -> 0\n# the machine wins: it took the last lamp\n# your 3rd move, row d: 4 -> 3, was the mistake: from there the machine could win. A correct move was row d: 4 -> 2.\n# score: you 0, the machine 1, games played 1 (the Nimatron\'s counters PWC, MWC and TP)\n\n3 4 7 5 # game 2: combination No. 2\n'* ]]
	# game 2: the relays start again at R1; the player wins and a token drops
	[[ "$output" == *"3 1 6 5 # the machine: row c: 7 -> 6; it had no winning move, so it took 1 lamp from the fullest row (the Nimatron's relay R1)"* ]]
	[[ "$output" == *"0 1 4 2 # the machine: row d: 5 -> 2; it had no winning move, so it took 3 lamps from the fullest row (the Nimatron's relay R3)"* ]]
	[[ "$output" == *$'0 0 0 0 # you: row d: 2 -> 0\n# you win: a token drops into the cup\n# score: you 1, the machine 1, games played 2 (the Nimatron\'s counters PWC, MWC and TP)\n\n7 6 3 4 # game 3: combination No. 1\n'* ]]
	# the input ends in game 3: a clean end, the counters as they stand
	[ "${lines[${#lines[@]} - 3]}" = "# game 3 left unfinished" ]
	[ "${lines[${#lines[@]} - 2]}" = "# the session ends" ]
	[ "${lines[${#lines[@]} - 1]}" = "# score: you 1, the machine 1, games played 2 (the Nimatron's counters PWC, MWC and TP)" ]
	[ "$(printf '%s\n' "${lines[@]}" | grep -c '^# your move')" -eq 13 ]
}

@test "--versus: the session is a game log that --game reads back, on stdout and in --save's file; q quits" {
	run bash -c "set -o pipefail; printf '$patent_game$won_game''q\nb 1\n' | nim-trace --versus --machine nimatron --save '$BATS_TEST_TMPDIR/saved' >'$BATS_TEST_TMPDIR/out'"
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	# the file keeps the games' lines, without the lamps and the refusals
	grep -v -e '^# your move' -e "^# the machine's move" -e '^# You play' -e '^# Type' \
		-e '^# your [0-9]* *[a-z]* move, .*was the mistake' "$BATS_TEST_TMPDIR/out" >"$BATS_TEST_TMPDIR/want"
	diff "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/saved"
	for log in out saved; do
		run nim-trace --game --machine nimatron "$BATS_TEST_TMPDIR/$log"
		[ "$status" -eq 0 ]
		# 1 3 0 4 has nim-sum 6 (110): only row d holds its leading 1
		# you move first in every game: you are A, the machine B
		[[ "$output" == *"1 3 0 3 # you: mistake: row d: 4 -> 3; 1 of 8 moves correct; correct was 1 3 0 2 (row d: 4 -> 2)"* ]]
		grep -qxF "# game 7 6 3 4: 10 moves, you first; first mistake: you at move 5; the machine won, decided by your mistake at move 5" <<<"$output"
		grep -qxF "# game 3 4 7 5: 11 moves, you first; no mistake; you won, as the start promised" <<<"$output"
	done
	# only the session's header, on its standard output, says who moves first in a game of no move
	grep -qxF "# game 7 6 3 4: 0 moves, you first; no mistake; unfinished" <<<"$(nim-trace --game --machine nimatron "$BATS_TEST_TMPDIR/out")"
	grep -qxF "# game 7 6 3 4: 0 moves; no mistake; unfinished" <<<"$(nim-trace --game --machine nimatron "$BATS_TEST_TMPDIR/saved")"
}

@test "--versus: a refused move says exactly why, in the machine's names, and shows the position again" {
	run_in 'a 6\n9 9 9 9\na 9\nb 0\ne 2\n0 3\nzz 1\na x\n1 5 0 0\n1 5 3\n\nc 3\n' nim-trace --versus --machine nimatron
	[ "$status" -eq 0 ]
	[[ "$output" == *"# refused '9 9 9 9': you changed four rows, a, b, c and d: a move takes from one row only
# the position is still 1 5 3 4: try again
# refused 'a 9': row a holds only 1
# the position is still 1 5 3 4: try again
# refused 'b 0': you must take at least one
# the position is still 1 5 3 4: try again
# refused 'e 2': there is no row e: the rows are a to d
# the position is still 1 5 3 4: try again
# refused '0 3': name the row by its letter, as in 'a 3'
# the position is still 1 5 3 4: try again
# refused 'zz 1': there is no row zz: the rows are a to d
# the position is still 1 5 3 4: try again
# refused 'a x': type a row and how many to take, as in 'a 3'
# the position is still 1 5 3 4: try again
# refused '1 5 0 0': you changed two rows, c and d: a move takes from one row only
# the position is still 1 5 3 4: try again
# refused '1 5 3': there are 4 rows
# the position is still 1 5 3 4: try again
1 5 0 4 # you: row c: 3 -> 0"* ]]
	[[ "$output" != *"line "* ]]
	# the Nimrod numbers its heaps from 0, as the booklet does
	run_in '0 6\na 4\n5 3\nd 3\n1 4\n' nim-trace --versus --from '3 4 5'
	[ "$status" -eq 0 ]
	[[ "$output" == *"# refused '0 6': heap 0 holds only 3"* ]]
	[[ "$output" == *"# refused 'a 4': heap 0 holds only 3"* ]]
	[[ "$output" == *"# refused '5 3': there is no heap 5: the heaps are 0 to 2"* ]]
	[[ "$output" == *"# refused 'd 3': there is no row d: the rows are a to c"* ]]
	[[ "$output" == *"3 0 5 # you: heap 1: 4 -> 0"* ]]
	run_in '1 0 5\n' nim-trace --versus --from '3 4 5'
	[[ "$output" == *"# refused '1 0 5': you changed two heaps, 0 and 1: a move takes from one heap only"* ]]
	# the issue's case: two rows changed, one of them empty, is told as two rows, not as adding;
	# adding is told where one row alone grew, and with -k 2 a move may change two heaps
	run_in '1 5 3 5\n1 5 3 4\nq\n' nim-trace --versus --machine nimatron --from 0 5 3 4
	[[ "$output" == *$'\n# refused \'1 5 3 5\': you changed two rows, a and d: a move takes from one row only\n'* ]]
	[[ "$output" == *$'\n# refused \'1 5 3 4\': row a holds 0: you can take lamps from it, not add them\n'* ]]
	run_in '1 4 3 5\n0 4 3 5\nq\n' nim-trace --versus -k 2 --from 0 5 3 4
	[[ "$output" == *$'\n# refused \'1 4 3 5\': you changed three heaps, 0, 1 and 3: a move takes from at most 2 heaps\n'* ]]
	[[ "$output" == *$'\n# refused \'0 4 3 5\': heap 3 holds 4: you can take matches from it, not add them\n'* ]]
	run_in '0 0 0 1\nd 1\n' nim-trace --versus --machine nimatron --from 0 0 0 1
	want=$(printf "# refused '0 0 0 1': you must take at least one\n# the position is still 0 0 0 1: try again\n0 0 0 0 # you: row d: 1 -> 0")
	[[ "$output" == *"$want"* ]]
}

@test "--versus from a pipe: the Nimrod takes the board's row letters as well as its heap numbers" {
	# the demonstration of the issue: a 6 from 7 6 3 4 leaves 1 6 3 4, as 0 6 does
	run bash -c "printf 'a 6\nq\n' | nim-trace --versus"
	[ "$status" -eq 0 ]
	[ "${lines[4]}" = "1 6 3 4 # you: heap 0: 7 -> 1" ]
	[[ "$output" != *"refused"* ]]
	run bash -c "printf 'c 3\nq\n' | nim-trace --versus --from 1 2 3"
	[ "$status" -eq 0 ]
	[ "${lines[4]}" = "1 2 0 # you: heap 2: 3 -> 0" ]
	# in a heap game that splits, a row, the count and the two rows left
	run bash -c "printf 'a 1 3 3\nq\n' | nim-trace --versus -r 0.77 --from 7"
	[ "$status" -eq 0 ]
	[ "${lines[4]}" = "3 3 # you: heap 0: 7 -> 3 3" ]
}

@test "--versus -r from a pipe: what the instruction line and the hint say to type is taken" {
	# two heaps: two numbers are the heaps as you leave them, as in Nim; 2,5 takes 2 from 7
	run_in '0 2\n5 1\nq\n' nim-trace --versus -r 2,5 --from '7 1'
	[ "${lines[1]}" = "# Type both heaps as you leave them, as in '5 1'; q ends the session." ]
	[ "${lines[4]}" = "# refused '0 2': you changed two heaps, 0 and 1: a move takes from one heap only" ]
	[ "${lines[6]}" = "5 1 # you: heap 0: 7 -> 5" ]
	# one heap of Kayles, 7: its value is 2 and 3 3 (value 0) is correct; a split typed
	# whole (two numbers, neither 0), or as heap, take and the two heaps left
	run_in '?\n3 3\nq\n' nim-trace --versus -r 0.77 --from 7
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = "# Type a heap (0 to 0) and how many to take from it, as in '0 1'; to split, all the heaps as you leave them, the split heap as two in its place; q ends the session." ]
	[ "${lines[5]}" = "# hint: the position's value, their nim-sum, is 2: it is unsafe, so you can win: a correct move is to type the heaps as you leave them, 3 3 (heap 0: 7 -> 3 3)" ]
	[ "${lines[7]}" = "3 3 # you: heap 0: 7 -> 3 3" ]
	for typed in '0 1 3 3' '0 1' '0 2 1 4'; do
		run_in "$typed\nq\n" nim-trace --versus -r 0.77 --from 7
		[ "$status" -eq 0 ] && [[ "${lines[4]}" == *" # you: heap 0: 7 -> "* ]] || { echo "$typed: ${lines[4]}"; return 1; }
	done
	[ "${lines[4]}" = "1 4 # you: heap 0: 7 -> 1 4" ]
	# three numbers from one heap are neither; the refusal counts one heap as one
	run_in '1 2 3\nq\n' nim-trace --versus -r 0.77 --from 7
	[ "${lines[4]}" = "# refused '1 2 3': there is 1 heap" ]
	# Grundy's game only splits: the instruction line says so once
	run_in '1 6\nq\n' nim-trace --versus -r grundy --from 7
	[ "${lines[1]}" = "# Type all the heaps as you leave them, the split heap as two in its place; q ends the session." ]
	[ "${lines[4]}" = "1 6 # you: heap 0: 7 -> 1 6" ]
}

@test "--versus against the Nimrod: you and the machine, the panel's messages shown as the panel's" {
	run_in '0 6\n' nim-trace --versus --from 7 1 6 4
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "# You play the Nimrod: in turn, take one or more matches from one heap; whoever takes the last match wins. You move first." ]
	[ "${lines[1]}" = "# Type a heap (0 to 3) and how many to take from it, as in '0 3', or all the heaps as you leave them; q ends the session." ]
	[ "${lines[2]}" = "7 1 6 4 # game 1" ]
	# the panel's "Opponent's move" is the person's: not quoted where a class reads it as the machine
	[ "${lines[3]}" = "# your move" ]
	[ "${lines[4]}" = "1 1 6 4 # you: heap 0: 7 -> 1" ]
	[ "${lines[5]}" = "# the machine's move" ]
	[[ "$output" != *"Opponent's move"* && "$output" != *"Opponent has moved"* ]]
	# the heap counter starts at heap 1: 1 1 6 4 has its correct move in heap 2, 6 -> 4
	[ "${lines[6]}" = "1 1 4 4 # the machine: heap 2: 6 -> 4" ]
	run_in '0 2\n0 1\n' nim-trace --versus --from '3 1 1'
	[ "$status" -eq 0 ]
	# 3 1 1 has nim-sum 3: taking all 3 leaves 1 1, and taking 2 was the mistake (worked by hand)
	[[ "$output" == *$'# the machine wins: it took the last match (panel: Computer wins)\n# your 1st move, heap 0: 3 -> 1, was the mistake: from there the machine could win. A correct move was heap 0: 3 -> 0.\n# score: you 0, the machine 1, games played 1\n\n3 1 1 # game 2\n'* ]]
	run_in '0 2\n' nim-trace --versus --from '2'
	[[ "$output" == *$'0 # you: heap 0: 2 -> 0\n# you win (the panel lights Opponent wins: you are its opponent)\n# score: you 1, the machine 0, games played 1\n'* ]]
	# from 1 2 3 (safe) every move loses: the game was lost from the start, and no move is blamed;
	# in the reverse game the machine wins when the person had to take the last match
	run_in '0 1\n1 1\n2 1\n' nim-trace --versus --from 1 2 3
	[[ "$output" == *$'0 0 0 # the machine: heap 1: 1 -> 0\n# the machine wins: it took the last match (panel: Computer wins)\n# no move of yours was a mistake: from the start the machine could win, whatever you took\n'* ]]
	run_in '0 2\n0 0\n' nim-trace --versus -m --from 2 2
	[[ "$output" == *$'0 0 # you: heap 1: 1 -> 0\n# the machine wins: you had to take the last match (panel: Computer wins)\n'* ]]
}

@test "--versus: --from with the heaps unquoted; a --from of empty heaps or no position is refused" {
	run_in 'q\n' nim-trace --versus --from 3 4 5
	[ "$status" -eq 0 ]
	[ "${lines[2]}" = "3 4 5 # game 1" ]
	run nim-trace --versus --from 3 4 x
	expect_error 1 "nim-trace: x: No such file or directory"
	run nim-trace --versus --from 'x'
	expect_error 2 "nim-trace: --from 'x': not a heap size"
	run nim-trace --versus --from 0 0
	expect_error 2 "--from '0 0': every heap is empty: there is no game to play"
	run nim-trace --save x
	expect_error 2 "nim-trace: --save keeps a --versus session"
}

@test "--versus at a terminal: it asks on standard error, and Ctrl-D ends the session on a line of its own" {
	# (--delay 0: the machine moves at once, not after the second a class is given)
	run pty -p 'hint): ' -k 'a 6\n\004' -- nim-trace --versus --machine nimatron --delay 0
	[ "$status" -eq 0 ]
	[[ "$output" == *$'your move (? for a hint): \r\n# game 1 left unfinished\r\n# the session ends\r\n'* ]]
	[[ "$output" == *"1 6 3 4 # you: row a: 7 -> 1"* ]]
}

@test "heaps of 2^64-1 are traced in 64 columns" {
	run_in '18446744073709551615 1\n' nim-trace --start-heap 0 --brief
	[ "$status" -eq 0 ]
	[[ "$output" == "1 1 # heap 0: 18446744073709551615 -> 1; program 1 2 4 5 6 7 "*" 7 8" ]]
	# column 63 down to 1 sum to 1 (odd), column 0 to 2: 64 columns summed
	[ "$(tr ' ' '\n' <<<"${output#*program }" | grep -cx 1)" -eq 64 ]
}

@test "modes that do not go together are usage errors; --start-heap moves the Nimatron's relays too" {
	run nim-trace --game --play
	expect_error 2 "--game, --totals, --play and --versus do not go together"
	run nim-trace --from '3 3'
	expect_error 2 "--from is the start of a --versus game"
}

@test "an option that a mode would ignore is refused, with the reason" {
	for bad in "--color never|--color lights the lamps of --versus" \
	    "--play --color always|--color lights the lamps of --versus" \
	    "--game --start-heap 2|--start-heap starts the heap counter of a machine that moves: not --game's" \
	    "--game --start-heap random|--start-heap starts the heap counter of a machine that moves: not --game's"; do
		# shellcheck disable=SC2086
		run nim-trace ${bad%%|*} </dev/null
		expect_error 2 "nim-trace: ${bad#*|}" || return 1
		[[ "${lines[1]}" == "usage: nim-trace "* ]]
	done
	for opt in -m '-k 2' '--machine nimatron' '--start-heap 1'; do
		# shellcheck disable=SC2086
		run nim-trace --totals $opt </dev/null
		expect_error 2 "nim-trace: --totals adds up the rows of --game --tsv: no -m, -k, --machine or --start-heap" || return 1
	done
	run_in '3 3 3\n' nim-trace --machine nimatron --start-heap 2
	[ "${lines[${#lines[@]} - 1]}" = "3 3 0 # row c: 3 -> 0" ]
	[ "$(echo 3 3 3 | nim-move --when-safe=nimatron --start-heap 2)" = "3 3 0 # row c: 3 -> 0" ]
}

@test "--versus: a full disk is reported as such" {
	run bash -c "echo '7 6 3 0' | nim-trace --versus >/dev/full"
	expect_error 1 "nim-trace: write error: No space left on device"
}

# 1 then n - 1 empty heaps, the heap counter at 1: instructions 2 and 3 step over every empty heap,
# so the panel has 2n + 5 lines, each showing all n heaps.  A trace gathered whole before it is
# written holds all of it in memory; one written as it is made needs a few lines' worth.
one_and_empties() {
	awk -v n="$1" 'BEGIN { printf "1"; for (i = 1; i < n; i++) printf " 0"; print "" }'
}

@test "a panel of 5,000 heaps (100 MB, 10,008 lines) is written as it is made, in a fraction of its size in memory" {
	one_and_empties 5000 >"$BATS_TEST_TMPDIR/line"
	run streamed nim-trace --start-heap 1 "$BATS_TEST_TMPDIR/line"
	[ "$status" -eq 0 ]
	read -r bytes count st peak <<<"${lines[0]}"
	[ "$st" -eq 0 ]
	[ "$count" -eq 10009 ]
	[ "$bytes" -gt 100000000 ]
	[ "$peak" -lt $((bytes / 1024 / 2)) ]
	[ "${lines[1]}" = "#: $(cat "$BATS_TEST_TMPDIR/line")" ]
	[ "${lines[2]}" = "$(sed 's/1/0/' "$BATS_TEST_TMPDIR/line") # heap 0: 1 -> 0" ]
}

@test "a closed pipe ends a long trace at once: the first bytes out, the rest never made" {
	one_and_empties 5000 >"$BATS_TEST_TMPDIR/line"
	STREAM_HEAD=100 run streamed nim-trace --start-heap 1 "$BATS_TEST_TMPDIR/line"
	[ "$status" -eq 0 ]
	read -r bytes count st peak <<<"${lines[0]}"
	[ "$bytes" -eq 100 ]
	[ "$st" -eq 1 ]		# the write failed (SIGPIPE ignored), quietly
	[ "$peak" -lt 50000 ]
	[[ "${lines[1]}" == "#: 1 0 0 0 0 0 "* ]]
	[ "${#lines[@]}" -eq 3 ]	# and not a word on stderr
}

@test "the Nimatron's rows past z are aa, ab ... zz, aaa, each its own relays; sums of 703 rows keep their columns" {
	awk 'BEGIN { for (i = 0; i < 703; i++) printf "%s1", i ? " " : ""; print "" }' >"$BATS_TEST_TMPDIR/line"
	# the names as a spreadsheet names its columns, counted independently
	awk 'BEGIN { a = "abcdefghijklmnopqrstuvwxyz"
		for (i = 0; i < 703; i++) { n = i + 1; s = ""
			while (n > 0) { n--; s = substr(a, n % 26 + 1, 1) s; n = int(n / 26) }
			print s, toupper(s) "Z" } }' >"$BATS_TEST_TMPDIR/want"
	run timeout 20 nim-trace --machine nimatron "$BATS_TEST_TMPDIR/line"
	[ "$status" -eq 0 ]
	printf '%s\n' "${lines[@]}" | awk '/^#   [a-z]+ / { print $2, $7 }' >"$BATS_TEST_TMPDIR/got"
	diff "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
	# the columns 4, 2 and 1 (the Nimatron's three powers), 1 as wide as its sum, 703
	[ "${lines[2]}" = "# row   lamps  4 2   1  relays" ]
	[ "${lines[3]}" = "#   a       1  0 0   1  AZ" ]
	[ "${lines[705]}" = "#   aaa     1  0 0   1  AAAZ" ]
	[ "${lines[706]}" = "# rows         0 0 703" ]
	# F and S are held by no row: their relays are energized all the same
	[ "${lines[707]}" = "# E relays, a power in an even number of rows or in none: EF ES; released: EZ" ]
}

@test "a panel of 100,001 heaps: the heap counter's column widens for heap 100000" {
	awk 'BEGIN { for (i = 0; i < 100000; i++) printf "0 "; print "1" }' >"$BATS_TEST_TMPDIR/line"
	run timeout 20 nim-trace --start-heap 100000 "$BATS_TEST_TMPDIR/line"
	[ "$status" -eq 0 ]
	[ "${lines[2]}" = "# ins column   heap memory store" ]
	[[ "${lines[3]}" == "#   1      0 100000 -      0 0 0 "*" 0 1  column sum 1: odd -> 2" ]]
	[ "${#lines[@]}" -eq 11 ]
	[[ "${lines[10]}" == "0 0 0 "*" 0 0 # heap 100000: 1 -> 0" ]]
}

@test "the Nimatron's relays for 5,000 rows stream too, row by row (a sum wider than its column once hung)" {
	one_and_empties 5000 | sed 's/ 0/ 3/g' >"$BATS_TEST_TMPDIR/line"
	STREAM_HEAD=100 run streamed timeout 20 nim-trace --machine nimatron "$BATS_TEST_TMPDIR/line"
	[ "$status" -eq 0 ]
	read -r bytes count st peak <<<"${lines[0]}"
	[ "$bytes" -eq 100 ]
	[ "$st" -eq 1 ]
	[[ "${lines[1]}" == "#: 1 3 3 3 "* ]]
}

# judge INPUT ARGS...: nim-trace --game ARGS on INPUT; the standard output in $output and
# $lines, the standard error in $BATS_TEST_TMPDIR/err.
judge() {
	local input=$1
	shift
	run bash -c 'printf "%b" "$1" | nim-trace --game "${@:3}" 2>"$2"' _ "$input" "$BATS_TEST_TMPDIR/err" "$@"
}

# By hand, with the game-tree search for the verdicts: 3 3 is safe (B can win); A's every move
# is forced, B's restores the symmetry; B takes the last match at line 7 and wins.  Line 8
# repeats the end: illegal, and after the end, so it changes nothing.
@test "--game: an illegal line after the end leaves the winner as it was" {
	[ "$(printf '3 3\n2 2\n1 1\n0 0\n2 3\n1 2\n0 1\n' | nim-brute | tr '\n' ' ')" = "safe safe safe safe unsafe unsafe unsafe " ]
	judge '3 3\n2 3\n2 2\n1 2\n1 1\n0 1\n0 0\n0 0\n'
	[ "$status" -eq 1 ]
	[ "$(cat "$BATS_TEST_TMPDIR/err")" = "nim-trace: line 8: '0 0': illegal move: nothing was taken" ]
	[ "${lines[0]}" = "3 3 # A to move; safe, so B can win" ]
	[ "${lines[6]}" = "0 0 # B: correct: heap 1: 1 -> 0; 1 of 1 move correct; B wins" ]
	[ "${lines[7]}" = "0 0 # A: illegal move: nothing was taken" ]
	[ "${lines[8]}" = "# game 3 3: 7 moves, A first; no mistake; B won, as the start promised; move 7 illegal, after the end" ]
	[ "${#lines[@]}" -eq 9 ]
}

# 7 1 6 4 has nim-sum 4: A can win, and 7 1 2 4 (nim-sum 0) is correct.  Then B's heap grows,
# and two more lines change the number of heaps: no legal game reached the empty heaps.
@test "--game: heaps emptied only through illegal lines give no winner; every line after the first is a move" {
	judge '7 1 6 4\n7 1 2 4\n7 1 3 4\n7 1 3\n0 0 0 0\n'
	[ "$status" -eq 1 ]
	[ "$(cat "$BATS_TEST_TMPDIR/err")" = "nim-trace: line 3: '7 1 3 4': illegal move: heap 2 grew from 2 to 3
nim-trace: line 4: '7 1 3': illegal move: 4 heaps became 3
nim-trace: line 5: '0 0 0 0': illegal move: 3 heaps became 4" ]
	[ "$output" = "7 1 6 4 # A to move; unsafe, so A can win
7 1 2 4 # A: correct: heap 2: 6 -> 2; 3 of 18 moves correct
7 1 3 4 # B: illegal move: heap 2 grew from 2 to 3
7 1 3 # A: illegal move: 4 heaps became 3
0 0 0 0 # B: illegal move: 3 heaps became 4
# game 7 1 6 4: 4 moves, A first; no mistake; no result: move 2 illegal" ]
}

# 2 2 is safe, so B can win; B's line 3 makes a heap grow.  The legal moves after it are still
# judged (1 1 and 0 0 are safe, 0 1 unsafe), but the last of them wins nothing.
@test "--game: legal moves after an illegal line are judged, and the empty heaps they reach win nothing" {
	[ "$(printf '2 2\n1 1\n0 1\n0 0\n' | nim-brute | tr '\n' ' ')" = "safe safe unsafe safe " ]
	judge '2 2\n1 2\n1 3\n1 1\n0 1\n0 0\n'
	[ "$status" -eq 1 ]
	[ "$(cat "$BATS_TEST_TMPDIR/err")" = "nim-trace: line 3: '1 3': illegal move: heap 1 grew from 2 to 3" ]
	# 1 3 (nim-sum 2, held by the 3), 1 1 (safe), 0 1
	[ "${lines[3]}" = "1 1 # A: correct: heap 1: 3 -> 1; 1 of 4 moves correct" ]
	[ "${lines[4]}" = "0 1 # B: no winning move: heap 0: 1 -> 0; 0 of 2 moves correct" ]
	[ "${lines[5]}" = "0 0 # A: correct: heap 1: 1 -> 0; 1 of 1 move correct" ]
	[ "${lines[6]}" = "# game 2 2: 5 moves, A first; no mistake; no result: move 2 illegal" ]
	judge '2 2\n1 2\n1 3\n1 1\n0 1\n0 0\n' --brief
	[ "$status" -eq 1 ]
	[ "$output" = "# game 2 2: 5 moves, A first; no mistake; no result: move 2 illegal" ]
}

@test "--game: a game of one heap whose count changes says 1 heap, not 1 heaps" {
	judge '5\n4 1\n'
	[ "$status" -eq 1 ]
	[ "$(cat "$BATS_TEST_TMPDIR/err")" = "nim-trace: line 2: '4 1': illegal move: 1 heap became 2" ]
	[ "${lines[1]}" = "4 1 # A: illegal move: 1 heap became 2" ]
}

@test "--game: a line read as a change to the line before is judged as the line read whole, whatever changed" {
	# heaps that lose or gain a digit, nothing taken, a heap grown, a leading zero, a heap
	# more and one less, a tab, a comma, an empty comment, a '#' without a blank, a bad line
	printf '%s\n' '10 9 3 0 # start' '9 9 3 0 # minus one' '9 9 0 0' '9 9 0 0 #  two blanks  ' \
	    '9 19 0 0' '9 019 0 0' '9 19 0 0 1' '9 19 0 0' $'9 9 0 0\t# tab' '8,9 0 0' '8 8 0 0 #' \
	    '8 8 0 0# no blank' '7 8 0 0' '7 7 0 0x' '7 7 0 0' '7 7 0' >"$BATS_TEST_TMPDIR/log"
	run nim-trace --game "$BATS_TEST_TMPDIR/log"
	[ "$status" -eq 1 ]
	[ "${#lines[@]}" -eq 25 ]
	[ "${lines[0]}" = "nim-trace: $BATS_TEST_TMPDIR/log: line 4: '9 9 0 0 #  two blanks  ': illegal move: nothing was taken" ]
	run bash -c 'nim-trace --game "$1" 2>/dev/null' - "$BATS_TEST_TMPDIR/log"
	[ "$status" -eq 1 ]
	[ "$output" = "10 9 3 0 # A to move; safe, so B can win # start
9 9 3 0 # A: no winning move: heap 0: 10 -> 9; 0 of 22 moves correct # minus one
9 9 0 0 # B: correct: heap 2: 3 -> 0; 1 of 21 moves correct
9 9 0 0 # A: illegal move: nothing was taken # two blanks
9 19 0 0 # B: illegal move: heap 1 grew from 9 to 19
9 19 0 0 # A: illegal move: nothing was taken
9 19 0 0 1 # B: illegal move: 4 heaps became 5
9 19 0 0 # A: illegal move: 5 heaps became 4
9 9 0 0 # B: correct: heap 1: 19 -> 9; 1 of 28 moves correct # tab
8 9 0 0 # A: no winning move: heap 0: 9 -> 8; 0 of 18 moves correct
8 8 0 0 # B: correct: heap 1: 9 -> 8; 1 of 17 moves correct
8 8 0 0 # A: illegal move: nothing was taken # no blank
7 8 0 0 # B: no winning move: heap 0: 8 -> 7; 0 of 16 moves correct
# error: '0x': not a heap size
7 7 0 0 # A: correct: heap 1: 8 -> 7; 1 of 15 moves correct
7 7 0 # B: illegal move: 4 heaps became 3
# game 10 9 3 0: 14 moves, A first; no mistake; no result: move 3 illegal" ]
	# and random games, a move a line, heaps losing and gaining digits, some grown, some
	# untouched; those lines, and the same led by a blank so that none is read as a
	# change, give the same answers
	awk 'function pick(n) { return int(rand() * n) }
		function show(   i, s) { for (i = 1; i <= n; i++) s = s (i > 1 ? " " : "") h[i]; return s }
		BEGIN {
			srand(1)
			print ""
			for (g = 0; g < 300; g++) {
				n = 1 + pick(5)
				for (i = 1; i <= n; i++)
					h[i] = pick(1200)
				print show() (g % 3 ? " # game " g : "")
				for (;;) {
					for (i = 1; i <= n && !h[i]; i++)
						;
					if (i > n)
						break
					i = 1 + pick(n)
					r = rand()
					if (r < 0.05)
						h[i] += 1 + pick(19)
					else if (r >= 0.1 && h[i] > 0)
						h[i] = pick(h[i])
					else if (r >= 0.1)
						continue
					print show() (r < 0.5 ? " # move" : "")
				}
				print ""
			}
		}' >>"$BATS_TEST_TMPDIR/log"
	sed 's/^\([0-9]\)/ \1/' "$BATS_TEST_TMPDIR/log" >"$BATS_TEST_TMPDIR/whole"
	for mode in --game "--game --brief" "--game --tsv"; do
		run bash -c 'nim-trace $1 <"$2" 2>/dev/null' - "$mode" "$BATS_TEST_TMPDIR/log"
		[ "$status" -eq 1 ]
		[ "${#lines[@]}" -gt 300 ]	# a line a game at least
		changes=$output
		run bash -c 'nim-trace $1 <"$2" 2>/dev/null' - "$mode" "$BATS_TEST_TMPDIR/whole"
		[ "$status" -eq 1 ]
		[ "$output" = "$changes" ]
	done
}

@test "--play -n: at most n moves a game, the cut said; -n without --play is refused" {
	run_in '18446744073709551615 18446744073709551615\n' timeout 20 nim-trace --play -n 2 --machine nimatron
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "#: 18446744073709551615 18446744073709551615" ]
	[ "${lines[6]}" = "18446744073709551614 18446744073709551614 # B: row b: 18446744073709551615 -> 18446744073709551614" ]
	[ "${lines[7]}" = "# stopped at the limit of 2 moves; A is to move" ]
	[ "${#lines[@]}" -eq 8 ]
	run nim-trace -n 2
	expect_error 2 "nim-trace: -n counts the moves of --play"
}

# Good, bad, blank, comment and commented lines, as a batch user's file has them.
mixed_positions() {
	printf '%s\n' '7 1 6 4 # id 1' 'x7' '' '# a comment' '3 5 6' '  # indented' '7 1 2 4 # safe one' \
		'4 0 0 1 # id 7' '5,x' '0 0' '1 2 3 4 5 6 # id 9' >"$BATS_TEST_TMPDIR/in"
}

@test "--brief: line N answers line N, bad lines as comment lines, comments kept; the moves agree with a game-tree search" {
	mixed_positions
	run bash -c 'nim-trace --brief --start-heap 1 --seed 3 "$1" >"$2"' _ "$BATS_TEST_TMPDIR/in" "$BATS_TEST_TMPDIR/out"
	expect_error 1 "nim-trace: $BATS_TEST_TMPDIR/in: line 2: 'x7': not a heap size"
	[[ "$output" == *"line 9: 'x': not a heap size"* ]]
	aligned "$BATS_TEST_TMPDIR/in" "$BATS_TEST_TMPDIR/out"
	run sed -n '1p;2p;9p' "$BATS_TEST_TMPDIR/out"
	[ "$output" = "7 1 2 4 # heap 2: 6 -> 2; program 1 2 3 2 4 5 6 7 1 7 1 2 4 6 7 8 # id 1
# error: 'x7': not a heap size
# error: 'x': not a heap size" ]
	# every answer is one legal move away, safe exactly when its position was not
	grep -v '^ *#' "$BATS_TEST_TMPDIR/in" | grep . | sed 's/ *#.*//' >"$BATS_TEST_TMPDIR/good"
	sed '2d;9d' "$BATS_TEST_TMPDIR/out" | grep -v '^ *#' | grep . | sed 's/ *#.*//' >"$BATS_TEST_TMPDIR/after"
	grep -v x "$BATS_TEST_TMPDIR/good" >"$BATS_TEST_TMPDIR/before"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/before")" -eq 6 ]
	paste -d'|' "$BATS_TEST_TMPDIR/before" "$BATS_TEST_TMPDIR/after" | awk -F'|' '{
		n = split($1, a, " "); m = split($2, b, " "); d = 0
		for (i = 1; i <= n; i++) if (a[i] != b[i]) { d++; if (b[i] + 0 > a[i] + 0) exit 1 }
		if (n != m || d > 1 || (d == 0 && $1 !~ /^[0 ]*$/)) exit 1 }'
	nim-brute <"$BATS_TEST_TMPDIR/before" >"$BATS_TEST_TMPDIR/v0"
	nim-brute <"$BATS_TEST_TMPDIR/after" >"$BATS_TEST_TMPDIR/v1"
	# a correct move leaves safe what was unsafe; from safe heaps any move leaves them unsafe;
	# empty heaps (0 0) have no move: the answer is the position itself
	paste -d'|' "$BATS_TEST_TMPDIR/before" "$BATS_TEST_TMPDIR/v0" "$BATS_TEST_TMPDIR/v1" | awk -F'|' '
		$1 ~ /^[0 ]*$/ { if ($3 != "safe") exit 1; next }
		($2 == "unsafe") != ($3 == "safe") { exit 1 }'
	# the reverse game's transition has no program; the note says only what ran
	run_in '4 0 0 1 # r\n' nim-trace -m --brief
	[ "$status" -eq 0 ]
	[ "$output" = "0 0 0 1 # heap 0: 4 -> 0 # r" ]
}

@test "--brief with the Nimatron: one line a position, no relays" {
	run_in '7 6 3 4 # No. 1\n\n1 5 3 4\n' nim-trace --machine nimatron --brief
	[ "$status" -eq 0 ]
	[ "$output" = "1 6 3 4 # row a: 7 -> 1 # No. 1

1 5 0 4 # row c: 3 -> 0" ]
}

@test "the full trace: each position's group under its label, the answers attributed without counting" {
	mixed_positions
	run bash -c 'nim-trace --start-heap 1 --seed 3 "$1" >"$2"' _ "$BATS_TEST_TMPDIR/in" "$BATS_TEST_TMPDIR/out"
	expect_error 1 "line 9: 'x': not a heap size"
	# the labels are the good lines as read, in order
	grep '^#: ' "$BATS_TEST_TMPDIR/out" | cut -c4- >"$BATS_TEST_TMPDIR/labels"
	grep -v '^ *#' "$BATS_TEST_TMPDIR/in" | grep . | grep -v x | diff - "$BATS_TEST_TMPDIR/labels"
	# the README's attribution gives each label's answer: the brief answer without its program
	awk '/^#: / { input = substr($0, 4); next } !/^[ \t]*#/ && NF { print input "|" $0 }' "$BATS_TEST_TMPDIR/out" >"$BATS_TEST_TMPDIR/got"
	nim-trace --brief --start-heap 1 --seed 3 "$BATS_TEST_TMPDIR/labels" | sed 's/; program [0-9]*\( [0-9][0-9]*\)*//' |
		paste -d'|' "$BATS_TEST_TMPDIR/labels" - >"$BATS_TEST_TMPDIR/want"
	diff "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
	# the bad lines, the blank line and the comment lines keep their places between the groups
	grep -n '^# error\|^$\|^# a comment\|^  # indented' "$BATS_TEST_TMPDIR/out" | cut -d: -f2- >"$BATS_TEST_TMPDIR/kept"
	printf '%s\n' "# error: 'x7': not a heap size" '' '# a comment' '  # indented' "# error: 'x': not a heap size" |
		diff - "$BATS_TEST_TMPDIR/kept"
}

@test "--play: each game under the label of its line; a bad line is answered in its place" {
	run_in '3 1 # g\nx\n1\n' nim-trace --play --seed 1
	expect_error 1 "line 2: 'x': not a heap size"
	run bash -c "printf '3 1 # g\nx\n1\n' | nim-trace --play --seed 1 2>/dev/null | grep '^#: \|^# error'"
	[ "$output" = "#: 3 1 # g
# error: 'x': not a heap size
#: 1" ]
}

@test "--tsv for positions: a row per position, the values of --brief, strict columns" {
	mixed_positions
	run bash -c 'nim-trace --tsv --start-heap 1 --seed 3 "$1" >"$2"' _ "$BATS_TEST_TMPDIR/in" "$BATS_TEST_TMPDIR/tsv"
	expect_error 1 "line 2: 'x7': not a heap size"
	run tsv_strict "$(printf 'file\tline\tmove\tside\tposition\tafter\thow\tprogram\tcomment')" <"$BATS_TEST_TMPDIR/tsv"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 6 ]
	# line numbers of the good lines, their comments, and the move as --brief writes it
	[ "$(cut -f2 "$BATS_TEST_TMPDIR/tsv" | sed 1d | tr '\n' ' ')" = "1 5 7 8 10 11 " ]
	nim-trace --brief --start-heap 1 --seed 3 "$BATS_TEST_TMPDIR/in" 2>/dev/null | grep -v '^ *#' | grep . >"$BATS_TEST_TMPDIR/brief"
	sed 1d "$BATS_TEST_TMPDIR/tsv" | cut -f6 | diff - <(sed 's/ #.*//' "$BATS_TEST_TMPDIR/brief")
	sed 1d "$BATS_TEST_TMPDIR/tsv" | cut -f8 | diff - <(sed 's/.*; program \([0-9]*\( [0-9][0-9]*\)*\).*/\1/; t; s/.*/-/' "$BATS_TEST_TMPDIR/brief")
	sed 1d "$BATS_TEST_TMPDIR/tsv" | cut -f9 | diff - <(printf '%s\n' 'id 1' '' 'safe one' 'id 7' '' 'id 9')
	sed 1d "$BATS_TEST_TMPDIR/tsv" | cut -f7 | diff - <(printf '%s\n' correct nimrod nimrod correct over correct)
	[ "$(sed -n 2p "$BATS_TEST_TMPDIR/tsv" | cut -f1,3-5)" = "$(printf '%s\t1\tA\t7 1 6 4' "$BATS_TEST_TMPDIR/in")" ]
}

@test "--play --tsv: a row per move, the moves of the words" {
	run_in '7 1 6 4 # g\n' nim-trace --play --seed 2 --tsv
	[ "$status" -eq 0 ]
	tsv_strict "$(printf 'file\tline\tmove\tside\tposition\tafter\thow\tprogram\tcomment')" <<<"$output" >/dev/null
	printf '%s\n' "${lines[@]}" | sed 1d | awk -F'\t' '{ print $6 " # " $4 }' >"$BATS_TEST_TMPDIR/got"
	echo '7 1 6 4 # g' | nim-trace --play --seed 2 | grep '^[0-9].* # [AB]: ' | sed 's/ # \([AB]\): .*/ # \1/' >"$BATS_TEST_TMPDIR/want"
	diff "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
	[ "$(printf '%s\n' "${lines[@]}" | sed 1d | cut -f1,2,3,9 | sort -u | wc -l)" -eq "$(wc -l <"$BATS_TEST_TMPDIR/want")" ]
	[ "$(printf '%s\n' "${lines[@]}" | sed 1d | cut -f2,9 | sort -u)" = "$(printf '1\tg')" ]
}

@test "--tsv refuses what would put words in a table" {
	run nim-trace --tsv --versus
	expect_error 2 "nim-trace: --versus is played in words: judge its log with --game --tsv"
	run nim-trace --tsv --play -v
	expect_error 2 "nim-trace: -v explains in words, not in --tsv rows"
}

GAME_TSV='file	line	kind	game	move	side	position	verdict	winner	games	moves	mistakes_a	mistakes_b	illegal	legal_moves	correct_moves	random_mistakes_a	random_mistakes_b	comment'

@test "--game --tsv: a row a move, a row a game, a totals row; strict columns, the values of the words" {
	game_log 300 7 >"$BATS_TEST_TMPDIR/log"
	nim-trace --game "$BATS_TEST_TMPDIR/log" >"$BATS_TEST_TMPDIR/words" 2>/dev/null && return 1
	run bash -c 'nim-trace --game --tsv "$1" >"$2"' _ "$BATS_TEST_TMPDIR/log" "$BATS_TEST_TMPDIR/tsv"
	expect_error 1 "illegal move: heap 0 grew"
	tsv_strict "$GAME_TSV" <"$BATS_TEST_TMPDIR/tsv" >/dev/null
	# the move rows say what the words say, line for line
	awk -F'\t' '$3 == "move" { print $2, $6, $7, $8, ($9 == "-" ? "" : $9 " wins") }' "$BATS_TEST_TMPDIR/tsv" >"$BATS_TEST_TMPDIR/rows"
	# without the games' summaries, line N of the words answers line N of the log
	grep -v '^# game ' "$BATS_TEST_TMPDIR/words" >"$BATS_TEST_TMPDIR/answers"
	aligned "$BATS_TEST_TMPDIR/log" "$BATS_TEST_TMPDIR/answers" >/dev/null
	grep -n ' # [AB]: ' "$BATS_TEST_TMPDIR/answers" | sed 's/ # game [0-9]*$//; s/ # move [0-9]*$//' | awk '{
		split($0, p, ":"); line = p[1]; sub(/^[0-9]+:/, "")
		c = index($0, " # "); pos = substr($0, 1, c - 1); rest = substr($0, c + 3)
		side = substr(rest, 1, 1); v = substr(rest, 4); sub(/:.*/, "", v); if (v == "illegal move") v = "illegal"; if (v == "no winning move") v = "forced"
		w = rest ~ /; [AB] wins$/ ? substr(rest, length(rest) - 5) : ""
		print line, side, pos, v, w }' >"$BATS_TEST_TMPDIR/said"
	diff "$BATS_TEST_TMPDIR/said" "$BATS_TEST_TMPDIR/rows"
	# the game rows stand on their first lines, under the names the summaries give; a
	# summary counts every move, the legal (moves) and the illegal
	awk -F'\t' '$3 == "game" { print $2 "|" $4 "|" $11 + $14 "|" $13 "|" $12 }' "$BATS_TEST_TMPDIR/tsv" >"$BATS_TEST_TMPDIR/rows"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/rows")" -eq 300 ]
	grep '^# game ' "$BATS_TEST_TMPDIR/words" | awk -v step=40 '{
		name = substr($0, 8); sub(/:.*/, "", name); n = split($0, w, " ")
		moves = substr($0, index($0, ": ") + 2); sub(/ .*/, "", moves)
		print (NR - 1) * step + 1 "|" name "|" moves "|" ($0 ~ /first mistake/ ? "?" : 0) "|" ($0 ~ /first mistake/ ? "?" : 0) }' >"$BATS_TEST_TMPDIR/said"
	paste -d'|' "$BATS_TEST_TMPDIR/said" "$BATS_TEST_TMPDIR/rows" | awk -F'|' '
		$1 != $6 || $2 != $7 || $3 != $8 { exit 1 }
		$4 == 0 && ($9 != 0 || $10 != 0) { exit 1 }
		$4 == "?" && $9 + $10 == 0 { exit 1 }'
	# the totals row adds up the game rows, and the move rows
	[ "$(awk -F'\t' '$3 == "game" { for (i = 10; i <= 14; i++) s[i] += $i }
		END { print s[10], s[11], s[12], s[13], s[14] }' "$BATS_TEST_TMPDIR/tsv")" = \
		"$(awk -F'\t' '$3 == "totals" { print $10, $11, $12, $13, $14 }' "$BATS_TEST_TMPDIR/tsv")" ]
	[ "$(awk -F'\t' '$3 == "move" { s += $11 } $3 == "totals" { t = $11 } END { print (s == t && t > 1100) }' "$BATS_TEST_TMPDIR/tsv")" = 1 ]
	[ "$(tail -1 "$BATS_TEST_TMPDIR/tsv" | cut -f1-3)" = "$(printf '%s\t12000\ttotals' "$BATS_TEST_TMPDIR/log")" ]
	# the mistakes, counted from the words
	a=$(grep -c ' # A: mistake: ' "$BATS_TEST_TMPDIR/words")
	b=$(grep -c ' # B: mistake: ' "$BATS_TEST_TMPDIR/words")
	i=$(grep -c ' # [AB]: illegal move: ' "$BATS_TEST_TMPDIR/words")
	m=$(grep -cE ' # [AB]: (correct|mistake|no winning move): ' "$BATS_TEST_TMPDIR/words")
	# a random player's mistakes, added up in whole millionths from each legal move's counts:
	# a move from a position with correct moves errs in (legal - correct) / legal of them
	r=$(awk -F'\t' '$3 == "move" && $16 != "-" && $16 > 0 {
		s[$6] += int(1000000 * ($15 - $16) / $15) }
		END { printf "%.6f %.6f", s["A"] / 1000000, s["B"] / 1000000 }' "$BATS_TEST_TMPDIR/tsv")
	[ "$(awk -F'\t' '$3 == "totals" { print $17, $18 }' "$BATS_TEST_TMPDIR/tsv")" = "$r" ]
	[ "$(awk -F'\t' '$3 == "game" { a += $17; b += $18 } END { printf "%.6f %.6f", a, b }' "$BATS_TEST_TMPDIR/tsv")" = "$r" ]
	# the counts of the rows are those of the words
	grep -o '; [0-9]* of [0-9]* moves\{0,1\} correct' "$BATS_TEST_TMPDIR/words" | awk '{ print $2, $4 }' >"$BATS_TEST_TMPDIR/said"
	awk -F'\t' '$3 == "move" && $8 != "illegal" { print $16, $15 }' "$BATS_TEST_TMPDIR/tsv" | diff "$BATS_TEST_TMPDIR/said" -
	# the weighted rate: mistakes for each mistake a random player would have made
	rate=$(echo "$a $b $r" | awk '{ printf "A %.2f, B %.2f", $1 / $3, $2 / $4 }')
	ra=$(echo "$r" | awk '{ printf "A %.2f, B %.2f", $1, $2 }')
	run nim-trace --totals "$BATS_TEST_TMPDIR/tsv"
	[ "$status" -eq 0 ]
	[ "$output" = "# 300 games, $m moves; mistakes: A $a, B $b; illegal moves: $i; a random player's mistakes: $ra; weighted mistake rate: $rate" ]
}

@test "--totals: what is not a row of --game --tsv is a bad line; a count past 2^64 - 1 too" {
	printf '%s\n' "$GAME_TSV" >"$BATS_TEST_TMPDIR/t"
	printf -- '-\t9\ttotals\t-\t0\t-\t-\t-\t-\t2\t7\t1\t0\t1\t-\t-\t1.500000\t0.250000\t\n' >>"$BATS_TEST_TMPDIR/t"
	printf -- '-\t9\ttotals\t-\t0\t-\t-\t-\t-\t18446744073709551615\t0\t0\t0\t0\t-\t-\t0.000000\t0.000000\t\n' >>"$BATS_TEST_TMPDIR/t"
	printf -- '-\t9\ttotals\t-\t0\t-\t-\t-\t-\t2x\t0\t0\t0\t0\t-\t-\t0.000000\t0.000000\t\n' >>"$BATS_TEST_TMPDIR/t"
	printf -- 'a\tb\n' >>"$BATS_TEST_TMPDIR/t"
	printf -- '-\t9\tgames\t-\t0\t-\t-\t-\t-\t2\t7\t1\t0\t1\t-\t-\t0.000000\t0.000000\t\n' >>"$BATS_TEST_TMPDIR/t"
	# a random player's mistakes in millionths: six decimals, no more than 2^64 - 1 of them
	printf -- '-\t9\ttotals\t-\t0\t-\t-\t-\t-\t0\t0\t0\t0\t0\t-\t-\t1.5\t0.000000\t\n' >>"$BATS_TEST_TMPDIR/t"
	printf -- '-\t9\ttotals\t-\t0\t-\t-\t-\t-\t0\t0\t0\t0\t0\t-\t-\t0.000000\t18446744073709.551616\t\n' >>"$BATS_TEST_TMPDIR/t"
	run nim-trace --totals "$BATS_TEST_TMPDIR/t"
	expect_error 1 "line 3: '-"
	[[ "$output" == *"line 3: '-"*"': too many to count"* ]]
	[[ "$output" == *"line 4: '2x': not a number"* ]]
	[[ "$output" == *"line 5: 'a"*"b': not a row of nim-trace --game --tsv"* ]]
	[[ "$output" == *"line 6: '-"*"': not a row of nim-trace --game --tsv"* ]]
	[[ "$output" == *"line 7: '1.5': not a count with six decimals"* ]]
	[[ "$output" == *"line 8: '18446744073709.551616': too large"* ]]
	# the rate: 1 mistake where a random player would have made 1.5
	[ "${lines[${#lines[@]} - 1]}" = "# 2 games, 7 moves; mistakes: A 1, B 0; illegal moves: 1; a random player's mistakes: A 1.50, B 0.25; weighted mistake rate: A 0.67, B 0.00" ]
	run_in '' nim-trace --totals --tsv
	[ "$status" -eq 0 ]
	[ "$output" = "$GAME_TSV
-	0	totals	-	0	-	-	-	-	0	0	0	0	0	-	-	0.000000	0.000000	" ]
}

# lit OUTPUT: the instructions a front display lit, in order, one line.
lit() {
	grep -ao '=> [0-9]' <<<"$1" | cut -c4 | tr '\n' ' ' | sed 's/ $//'
}

@test "--push-button at a terminal: the booklet's 7 1 6 4 obeyed an instruction an Enter, the front display redrawn in place" {
	# the position, then one Enter for each of the walkthrough's 16 instructions, then the end
	enters=$(printf '\\n%.0s' $(seq 16))
	run timeout 20 pty -k "7 1 6 4\n$enters\004" -- nim-trace --push-button
	[ "$status" -eq 0 ]
	[[ "$output" == *"# the push-button: Enter obeys the next instruction; Ctrl-D, the rest at once"* ]]
	[[ "$output" == *"# the Nimrod's program on 7 1 6 4, the heap counter starting at heap 1"* ]]
	# the instructions lit one by one are the booklet's: 1 2 3 2 4 5 6 7 1 7 1 2 4 6 7 8
	[ "$(lit "$output")" = "1 2 3 2 4 5 6 7 1 7 1 2 4 6 7 8" ]
	# each drawn over the last: the cursor up over the Enter's line, the display's ten and the store's five
	[ "$(grep -ao $'\e\\[A\e\\[15A' <<<"$output" | wc -l)" -eq 16 ]
	[[ "$output" == *"#   6      2    2 2      111 001 011 100  heap 2: 110 -> 011 -> 7"* ]]
	# the store as the booklet's board, one heap a row, the modified digits in their columns
	[[ "$output" == *$'# store column  2 1 0\r\n\e[2K#       heap 0  1 1 1\r\n\e[2K#       heap 1  0 0 1\r\n\e[2K#       heap 2  0 1 1  <- heap counter\r\n'* ]]
	[[ "$output" == *"7 1 2 4 # heap 2: 6 -> 2"* ]]
}

@test "--push-button: Ctrl-D at the button runs the program to 8 stop and draws its panel; --delay 0 paces it without Enter" {
	# three presses: instructions 1, 2 and 3 lit, then the button's end (the rest obeyed at once,
	# the panel drawn at the stop) and the input's
	run timeout 20 pty -k '7 1 6 4\n\n\n\n\004\004' -- nim-trace --push-button
	[ "$status" -eq 0 ]
	[ "$(lit "$output")" = "1 2 3 8" ]
	[[ "$output" == *"#   8      -    2 2      111 001 010 100  stop"* ]]
	[[ "$output" == *"7 1 2 4 # heap 2: 6 -> 2"* ]]
	# a slow demonstration with no wait at all: every instruction lit, no Enter echoed to go back over
	run timeout 20 pty -k '7 1 6 4\n\004' -- nim-trace --push-button --delay 0
	[ "$status" -eq 0 ]
	[ "$(lit "$output")" = "1 2 3 2 4 5 6 7 1 7 1 2 4 6 7 8" ]
	[ "$(grep -ao $'\e\\[15A' <<<"$output" | wc -l)" -eq 16 ]
	[ "$(grep -ao $'\e\\[A' <<<"$output" | wc -l)" -eq 0 ]
}

@test "--push-button writes no escapes where the output is no terminal: the panel's lines, as without it" {
	run_in '7 1 6 4\n3 3\n' nim-trace --push-button --delay 0.001 --seed 1
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf '7 1 6 4\n3 3\n' | nim-trace --seed 1)" ]
	[[ "$output" != *$'\e'* ]]
}

@test "--push-button: where it does not go, and a --delay that is no number of seconds" {
	run nim-trace --push-button --game --delay 0
	expect_error 2 "nim-trace: --push-button shows the Nimrod's program panel: no --game, --totals, --play, --versus, -b, --tsv or Nimatron"
	run nim-trace --push-button --machine nimatron --delay 0
	expect_error 2 "--push-button shows the Nimrod's program panel"
	run nim-trace --delay 1
	expect_error 2 "nim-trace: --delay paces --push-button"
	run nim-trace --push-button --delay 1s
	expect_error 2 "nim-trace: --delay '1s': not seconds, such as 0.5 (up to 86400)"
	command -v setsid >/dev/null || skip "setsid(1) is not installed"
	run setsid nim-trace --push-button </dev/null
	expect_error 2 "nim-trace: --push-button waits for Enter at a terminal, and there is none: give --delay"
}

# The booklet's game of the reverse game, its first line as nim-move --play writes it with a row id.
@test "--game: a game's summary carries no comment; its first line's answer and TSV row keep it" {
	local log summary
	log='7 1 6 4 # A to move # id 5\n7 1 2 4 # A: heap 2: 6 -> 2\n'
	log+='4 1 2 4\n4 0 2 4\n4 0 0 4\n4 0 0 1\n0 0 0 1\n0 0 0 0\n'
	summary="# game 7 1 6 4: 7 moves, A first; first mistake: A at move 3;"
	summary+=" B won, decided by A's mistake at move 3"
	run_in "$log" nim-trace -m --game
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 9 ]
	[[ "${lines[0]}" == "7 1 6 4 # A to move; "*" # A to move # id 5" ]]
	[[ "${lines[1]}" == "7 1 2 4 # A: correct: "*" # A: heap 2: 6 -> 2" ]]
	[ "${lines[8]}" = "$summary" ]
	run_in "$log" nim-trace -m --game --brief
	[ "$status" -eq 0 ]
	[ "$output" = "$summary" ]
	# the TSV's game row stands on the first line, and its comment column is that line's
	run_in "$log" nim-trace -m --game --tsv
	[ "$status" -eq 0 ]
	[ "$(awk -F '\t' '$3 == "game" { print $2 "|" $NF }' <<<"$output")" = "1|A to move # id 5" ]
}

@test "a file boundary ends a game as a blank line does: --game, and the Nimatron's relays" {
	printf '7 1 6 4\n7 1 2 4\n' >"$BATS_TEST_TMPDIR/a"
	printf '3 4 5\n3 4 1\n' >"$BATS_TEST_TMPDIR/b"
	run nim-trace --game "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
	[ "$status" -eq 0 ]
	# b's first line starts a game of its own: 3 xor 4 xor 5 is 2, so A can win
	[ "${lines[3]}" = "3 4 5 # A to move; unsafe, so A can win" ]
	[ "$(grep -c '^# game ' <<<"$output")" -eq 2 ]
	[ "$output" = "$(printf '7 1 6 4\n7 1 2 4\n\n3 4 5\n3 4 1\n' | nim-trace --game | grep -v '^$')" ]
	run nim-trace --game --tsv "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
	[ "$status" -eq 0 ]
	[ "$(cut -f 1,3,4 <<<"$output" | grep -c -e $'a\tgame\t7 1 6 4' -e $'b\tgame\t3 4 5')" -eq 2 ]
	[[ "$output" == *$'\ttotals\t-\t0\t-\t-\t-\t-\t2\t2\t1\t0\t0\t'* ]]
	# the relays: R1 then R2 in the first file's game, R1 again in the second's
	printf '3 3\n2 2\n' >"$BATS_TEST_TMPDIR/a"
	printf '3 3\n' >"$BATS_TEST_TMPDIR/b"
	run nim-trace -b --machine nimatron "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
	[ "$status" -eq 0 ]
	[[ "${lines[1]}" == "0 2 # safe, no correct move; the Nimatron's R2 acts: row a: 2 -> 0"* ]]
	[[ "${lines[2]}" == "2 3 # safe, no correct move; the Nimatron's R1 acts: row a: 3 -> 2"* ]]
}

@test "-v and -b where they would change nothing are refused, as cube-solve refuses -v without --judge" {
	run nim-trace --game -v </dev/null
	expect_error 2 "nim-trace: -v traces the machine's moves of --play and --versus"
	run nim-trace -v </dev/null
	expect_error 2 "nim-trace: -v traces the machine's moves of --play and --versus"
	run nim-trace --totals -v </dev/null
	expect_error 2 "nim-trace: -v traces the machine's moves of --play and --versus"
	for mode in --play --versus --totals; do
		run nim-trace $mode -b </dev/null
		expect_error 2 "nim-trace: -b shortens the trace of a position and the judgement of --game" || return 1
		[[ "$output" == *"usage: nim-trace "* ]]
	done
	# where they do change something they stay
	run_in '3 5\n' nim-trace --play -v --start-heap 0 --seed 1
	[ "$status" -eq 0 ]
	run_in '7 1 6 4\n7 1 2 4\n' nim-trace --game -b
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 1 ]
}

@test "--versus: a refusal is a whole sentence; a --from that is no position says why, as a bad line does" {
	run_in '3 9\nq\n' nim-trace --versus --from 3 4
	[ "$status" -eq 0 ]
	[[ "$output" == *"# refused '3 9': heap 1 holds 4: you can take matches from it, not add them"$'\n'* ]]
	run nim-trace --versus --from 18446744073709551616 </dev/null
	expect_error 2 "nim-trace: --from '18446744073709551616': too large (a heap holds at most 18446744073709551615)"
	run nim-trace --versus --from 3 18446744073709551616 </dev/null
	expect_error 2 "nim-trace: --from '3 18446744073709551616': '18446744073709551616': too large (a heap holds at most 18446744073709551615)"
	run nim-trace --versus --from '3 x' </dev/null
	expect_error 2 "nim-trace: --from '3 x': 'x': not a heap size"
	run nim-trace --versus --from '# none' </dev/null
	expect_error 2 "nim-trace: --from '# none': not a position: no heaps"
}

# screen FILE: the screen pty recorded in FILE, without its carriage returns and colours.
screen() {
	sed -e 's/\r$//' -e 's/\x1b\[[0-9;]*m//g' "$1"
}

@test "--versus at a terminal: each row of matches drawn with its count and the letter a person types; the first row is a" {
	COLUMNS=64 pty -s -c 64 -p '# your move' -k 'a 1\n1 1\n' -p 'try again' -k '\004' -o "$BATS_TEST_TMPDIR/tty" -2 "$BATS_TEST_TMPDIR/err" -- \
		nim-trace --versus --from 3 5 6 --delay 0 --color never --seed 1
	screen "$BATS_TEST_TMPDIR/tty" >"$BATS_TEST_TMPDIR/screen"
	run cat "$BATS_TEST_TMPDIR/screen"
	[[ "$output" == *$'3 5 6 # game 1\n  a  | | |          3\n  b  | | | | |      5\n  c  | | | | | |    6\n'* ]]
	# "a 1" takes from the first row drawn; a number where the letter belongs acts on no row
	[[ "$output" == *$'2 5 6 # you: row a: 3 -> 2\n  a  | |            2\n'* ]]
	[[ "$output" == *"# refused '1 1': name the row by its letter, as in 'a 3'"* ]]
	[[ "$(cat "$BATS_TEST_TMPDIR/err")" == "your move (? for a hint): "* ]]
}

@test "--versus at a terminal: the Nimatron's lamps are lit in colour, and never with NO_COLOR or --color never" {
	pty -c 64 -p 'hint): ' -k '\004' -o "$BATS_TEST_TMPDIR/tty" -- nim-trace --versus --machine nimatron --color always
	# each lamp a black O on an amber cell, which a white terminal shows as well as a black one
	lamp=$'\e[38;5;16;48;5;214mO\e[0m '
	grep -qF "a"$'\e[0m  '"$lamp$lamp$lamp$lamp$lamp$lamp$lamp   7" "$BATS_TEST_TMPDIR/tty"
	NO_COLOR=1 pty -c 64 -p 'hint): ' -k '\004' -o "$BATS_TEST_TMPDIR/tty" -- nim-trace --versus --machine nimatron
	! grep -q $'\e' "$BATS_TEST_TMPDIR/tty" || return 1
	grep -q '^  a  O O O O O O O  *7' "$BATS_TEST_TMPDIR/tty"
	# piped, the game log is as it was: no rows drawn
	run_in 'q\n' nim-trace --versus --machine nimatron --color always
	[ "$status" -eq 0 ]
	[[ "$output" != *"O O"* && "$output" != *$'\e'* ]]
}

@test "--versus at a terminal: no progress line while the person thinks, however long" {
	# with no delay any job that reads lines shows its progress at once, but not a person's typing
	WITS_PROGRESS_DELAY=0 pty -c 64 -p 'hint): ' -k 'a 1\nq\n' -o "$BATS_TEST_TMPDIR/tty" -- nim-trace --versus --seed 1 --delay 0
	grep -q 'the session ends' "$BATS_TEST_TMPDIR/tty"
	# (the progress line begins with the program's name after a carriage return)
	[ "$(grep -c $'\r''nim-trace: [0-9]' "$BATS_TEST_TMPDIR/tty")" -eq 0 ]
	# a file named at a terminal still shows it
	printf '7 1 6 2\n' >"$BATS_TEST_TMPDIR/p"
	WITS_PROGRESS_DELAY=0 pty -c 64 -o "$BATS_TEST_TMPDIR/tty" -- nim-safe "$BATS_TEST_TMPDIR/p"
	grep -q $'\r''nim-safe: 1 line' "$BATS_TEST_TMPDIR/tty"
}

@test "--versus: every line of a session at a terminal fits in COLUMNS=64, wrapped between words" {
	COLUMNS=64 pty -s -d 150 -c 200 -p '# your move' -k '?\na 9\na 1\n?\n\004' -o "$BATS_TEST_TMPDIR/tty" -2 "$BATS_TEST_TMPDIR/err" -- \
		nim-trace --versus --machine nimatron --from 30 12 7 99 --delay 0 --color always -v
	# (-p: each line of keys waits for the turn's line, as a person waits, for keys typed ahead
	# are thrown away; -d 150: they come as a person types them, so that no echo lands inside a
	# line the game is writing)
	screen "$BATS_TEST_TMPDIR/tty" >"$BATS_TEST_TMPDIR/screen"
	run awk 'length($0) > 64 { print "too wide: " $0; bad = 1 } END { exit bad }' "$BATS_TEST_TMPDIR/screen"
	[ "$status" -eq 0 ]
	grep -q '^# hint: ' "$BATS_TEST_TMPDIR/screen"
	grep -q '^  d  O .*\.\. *99$' "$BATS_TEST_TMPDIR/screen"
	# a line broken inside its comment goes on as a comment: each line is a position, a comment, a
	# row of lamps, or a key the terminal echoed
	run awk '!/^(#|[0-9]|  [a-z]+  )/ && !/^(\?|a 9|a 1)$/' "$BATS_TEST_TMPDIR/screen"
	[ "$status" -eq 0 ]
	[ -z "$output" ] || { echo "lines of no kind: $output"; cat "$BATS_TEST_TMPDIR/screen"; return 1; }
	# the words of a wrapped line are all there, in order
	tr '\n' ' ' <"$BATS_TEST_TMPDIR/screen" | sed 's/ # / /g' | grep -q 'whoever takes the last lamp wins. You move first.'
}

@test "--versus --first machine: the machine moves first, correctly (the oracle agrees), and random lets a coin decide" {
	run_in 'q\n' nim-trace --versus --first machine --from 1 2 4
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "# You play the Nimrod: in turn, take one or more matches from one heap; whoever takes the last match wins. The machine moves first." ]
	[ "${lines[2]}" = "1 2 4 # game 1" ]
	[ "${lines[3]}" = "# the machine's move" ]
	after=${lines[4]%% #*}
	[[ "${lines[4]}" == *"# the machine: heap 2: 4 -> 3" ]]
	[ "$(echo "$after" | nim-brute)" = safe ]
	[ "${lines[5]}" = "# your move" ]
	run bash -c "yes q | head -1 | nim-trace --versus --first random --seed 3 --deal 3x7 | head -1"
	[[ "$output" == *"A coin says who moves first."* ]]
}

@test "--versus --deal: each game dealt at random (seeded) from the heaps and sizes asked" {
	local seed l starts=
	for seed in 1 2 3 4 5 6; do
		l=$(nim-trace --versus --deal 5x3 --seed $seed </dev/null | grep ' # game 1$')
		[[ "$l" =~ ^[1-3]\ [1-3]\ [1-3]\ [1-3]\ [1-3]\ \#\ game\ 1$ ]] || { echo "$l"; return 1; }
		starts="$starts$l;"
	done
	# not the same deal every time, but the same for the same seed
	[ "$(echo "$starts" | tr ';' '\n' | sort -u | wc -l)" -gt 2 ]
	[ "$(nim-trace --versus --deal 5x3 --seed 9 </dev/null)" = "$(nim-trace --versus --deal 5x3 --seed 9 </dev/null)" ]
	run nim-trace --versus --deal 5 </dev/null
	expect_error 2 "nim-trace: --deal '5': not heaps x most, such as 4x7"
	run nim-trace --versus --deal 0x3 </dev/null
	expect_error 2 "nim-trace: --deal '0x3': the heaps: too small (1 to 1000000)"
	run nim-trace --versus --deal 1000001x2 </dev/null
	expect_error 2 "nim-trace: --deal '1000001x2': the heaps: too large (1 to 1000000)"
	# a most of 2^64 - 1 would overflow the deal's 1 + a draw below it
	run nim-trace --versus --deal 1x18446744073709551615 </dev/null
	expect_error 2 "nim-trace: --deal '1x18446744073709551615': the most in a heap: too large (1 to 18446744073709551614)"
	run nim-trace --versus --deal 2x2 --from 3 4 </dev/null
	expect_error 2 "nim-trace: --deal and --from do not go together"
	run nim-trace --deal 2x2 </dev/null
	expect_error 2 "nim-trace: --first, --level and --deal set up --versus"
	run nim-trace --versus --level hard </dev/null
	expect_error 2 "nim-trace: --level 'hard': not $(names_or nim-trace --level)"
	run nim-trace --versus --first me </dev/null
	expect_error 2 "nim-trace: --first 'me': not $(names_or nim-trace --first)"
}

@test "--versus ?: the hint names a correct move, as the oracle finds it, or says there is none" {
	local pos verdict hint move heaps i
	for pos in '7 6 3 4' '1 2 3' '5 5 1' '3 4 5' '7 7 7' '2 6 1' '0 4 4' '6 1 1'; do
		verdict=$(echo "$pos" | nim-brute)
		hint=$(printf '?\nq\n' | nim-trace --versus --from $pos | grep '^# hint: the position')
		if [ "$verdict" = safe ]; then
			[[ "$hint" == *"the position is safe"* ]] || { echo "$pos: $hint"; return 1; }
			continue
		fi
		move=$(echo "$hint" | sed -n 's/.*is to type \([0-9]*\) \([0-9]*\) (.*/\1 \2/p')
		read -ra heaps <<<"$pos"
		i=${move% *}
		heaps[i]=$((heaps[i] - ${move#* }))
		[ "$(echo "${heaps[*]}" | nim-brute)" = safe ] || { echo "$pos: $hint"; return 1; }
	done
}

@test "--versus ? on the Nimatron at 64 columns: the hint adds 4 2 1 in rows a to d, as the Nimatron's trace does" {
	# worked by hand: 7 = 4+2+1, 6 = 4+2, 3 = 2+1, 4 = 4; the columns 4, 2, 1 sum to 3, 3, 2
	COLUMNS=64 pty -s -d 150 -c 64 -p 'hint): ' -k '?\n\004' -o "$BATS_TEST_TMPDIR/tty" -- \
		nim-trace --versus --machine nimatron --from 7 6 3 4 --delay 0 --color never
	screen "$BATS_TEST_TMPDIR/tty" | sed -n 's/^.*# hint: write/# hint: write/; /^# hint: /,/^# your move/p' >"$BATS_TEST_TMPDIR/hint"
	run cat "$BATS_TEST_TMPDIR/hint"
	[ "${lines[0]}" = "# hint: write each row in binary, as a sum of 4s, 2s and 1s, and" ]
	[ "${lines[1]}" = "# add up each column, as the Nimatron's relays do:" ]
	[ "${lines[2]}" = "# column   4 2 1" ]
	[ "${lines[3]}" = "# row a  7 1 1 1" ]
	[ "${lines[4]}" = "# row b  6 1 1 0" ]
	[ "${lines[5]}" = "# row c  3 0 1 1" ]
	[ "${lines[6]}" = "# row d  4 1 0 0" ]
	[ "${lines[7]}" = "# sum      3 3 2" ]
	[ "${lines[8]}" = "# unsafe   ^ ^" ]
	# one vocabulary: rows by their letters, the machine played, no heap numbers
	[ -z "$(grep "heap\|Nimrod" "$BATS_TEST_TMPDIR/hint")" ]
	[[ "$output" == *"is to type a 6 (row a: 7 -> 1)"* ]]
}

@test "--versus ? on the Nimrod: the columns are the values 8 4 2 1, the heaps numbered as typed, the booklet cited" {
	# worked by hand: 9 = 8+1, 5 = 4+1, 12 = 8+4; the columns 8, 4, 2, 1 sum to 2, 2, 0, 2
	run_in '?\nq\n' nim-trace --versus --from 9 5 12
	[ "$status" -eq 0 ]
	[[ "$output" == *$'\n# hint: write each heap in binary, as a sum of 8s, 4s, 2s and 1s, and add up each column, as the Nimrod\'s booklet teaches:\n# column    8 4 2 1\n# heap 0  9 1 0 0 1\n# heap 1  5 0 1 0 1\n# heap 2 12 1 1 0 0\n# sum       2 2 0 2\n# unsafe    none\n'* ]]
	[[ "$output" == *$'\n# hint: the position is safe, so whatever you take'* ]]
}

@test "--push-button at 64 columns: every line fits, the cursor goes up over the lines drawn" {
	# the booklet's 7 1 6 4 with --delay 0, at a terminal 64 columns wide
	COLUMNS=64 run timeout 20 pty -c 64 -d 50 -k '7 1 6 4\n\004' -- nim-trace --push-button --delay 0
	[ "$status" -eq 0 ]
	[ "$(lit "$output")" = "1 2 3 2 4 5 6 7 1 7 1 2 4 6 7 8" ]
	[[ "$output" == *"7 1 2 4 # heap 2: 6 -> 2"* ]]
	# instruction 6 is wider than 64 columns, so it goes on in a comment line
	[[ "$output" == *$'# of it to 1 -> 7\r\n'* ]]
	# every line within 64 columns, the escapes not counted
	[ -z "$(printf '%s\n' "$output" | sed 's/\x1b\[[0-9]*[AKJ]//g; s/\r$//' | awk 'length > 64')" ]
	# each display drawn over the last: the cursor goes up as many lines as the last one took
	ups=$(printf '%s\n' "$output" | sed 's/\x1b\[J//; s/\x1b\[\([0-9]*\)A/\nUP \1\n/g' | awk '
		$1 == "UP" { if (seen && $2 != lines) bad++; seen = 1; lines = 0; ups++; next }
		$0 != "" { lines++ }
		END { print ups + 0, bad + 0 }')
	[ "$ups" = "16 0" ]
}

# judged_moves RULES: a two-line game from every position of up to 3 heaps of 8 whose first heap
# holds a match, taking 1 from it; each move judged as a game-tree search judges the positions.
judged_moves() {
	local tmp=$BATS_TEST_TMPDIR
	all_positions 3 8 | awk '$1 > 0 { print; $1--; print; print "" }' >"$tmp/log"
	awk 'NF' "$tmp/log" | heap-brute "$1" | paste - - >"$tmp/brute"
	nim-trace -r "$1" --game --tsv "$tmp/log" |
		awk -F'\t' '$3 == "move" { print $8 }' >"$tmp/got"
	awk -F'\t' '{ print $2 == "safe" ? "correct" : $1 == "safe" ? "forced" : "mistake" }' \
		"$tmp/brute" >"$tmp/want"
	[ "$(wc -l <"$tmp/got")" -eq 728 ]
	diff -u "$tmp/want" "$tmp/got"
}

@test "--game -r: each move of Kayles, take 1 to 3 and 0.37 judged as a game-tree search judges it" {
	for rules in 0.77 1,2,3 0.37; do
		judged_moves "$rules"
	done
}

# The counts of moves worked by hand: Kayles' heap of 7 has 7 moves (take 1 from an end or
# leave 1+5, 2+4, 3+3; take 2 from an end or leave 1+4, 2+3), of which 3+3 and 1+4 are worth 0.
@test "--game -r: a split is read as two heaps in the heap's place; a game ends when no move is left" {
	run_in '7\n3 3\n3 1\n1 1 1\n0 1 1\n0 0 1\n0 0 0\n' nim-trace -r 0.77 --game
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = "3 3 # A: correct: heap 0: 7 -> 3 3; 2 of 7 moves correct" ]
	[ "${lines[2]}" = "3 1 # B: no winning move: heap 1: 3 -> 1; 0 of 6 moves correct" ]
	[ "${lines[3]}" = "1 1 1 # A: mistake: heap 0: 3 -> 1 1; 1 of 4 moves correct; correct was 1 1 (heap 0: 3 -> 1)" ]
	[ "${lines[6]}" = "0 0 0 # B: correct: heap 2: 1 -> 0; 1 of 1 move correct; B wins" ]
	# in take 2 or 3, a heap of 1 has no move: the game is over with 1 left
	run_in '6\n4\n1\n' nim-trace -r 2,3 --game
	[ "$status" -eq 0 ]
	[ "${lines[2]}" = "1 # B: correct: heap 0: 4 -> 1; 1 of 2 moves correct; B wins" ]
}

@test "--game -r: an illegal move under the rules is named by line and token, and why" {
	run_in '7\n3 3\n3 0\n\n9\n4\n' nim-trace -r 0.77 --game
	expect_error 1 "nim-trace: line 3: '3 0': illegal move: heap 1: 3 -> 0 is no move of the game"
	[[ "$output" == *"nim-trace: line 6: '4': illegal move: heap 0: 9 -> 4 is no move of the game"* ]]
	run_in '7 5\n3 3 4\n' nim-trace -r 0.77 --game
	expect_error 1 "line 2: '3 3 4': illegal move: more than 1 heap changed"
	run_in '7\n2 2\n' nim-trace -r grundy --game
	expect_error 1 "line 2: '2 2': illegal move: heap 0: 7 -> 2 2 is no move of the game"
	run_in '7\n2 2 2\n' nim-trace -r grundy --game
	expect_error 1 "line 2: '2 2 2': illegal move: 1 heap became 3"
}

@test "-r is for --game, --play and --versus, and bad rules are refused with the reason" {
	for mode in '' --totals '--versus --machine nimatron' '--push-button --delay 1' '--play -v' '--versus -v'; do
		run nim-trace -r 0.77 $mode </dev/null
		expect_error 2 "-r plays --game, --play and --versus against the Nimrod: the panel, the relays and -v"
	done
	# the Nimatron makes no move in a safe position of another game: --play would never
	# end, writing the same line for ever (head -5 ends that at once)
	for rules in 1,2,3 0.77 0.07 grundy; do
		run bash -c 'set -o pipefail; echo 5 4 3 | timeout 60 nim-trace --play -r "$1" --machine nimatron 2>&1 | head -5' _ "$rules"
		expect_error 2 "nim-trace: -r plays --game, --play and --versus against the Nimrod: the panel, the relays and -v work Nim's binary columns" || return 1
		[ "${#lines[@]}" -eq 2 ] && [[ "${lines[1]}" == "usage: nim-trace "* ]]
	done
	run nim-trace -r 0.9 --game
	expect_error 2 "nim-trace: -r '0.9': at '9': hexadecimal digits"
	run nim-trace -r 0.77 -k 2 --game
	expect_error 2 "-r plays its heap game in normal play"
}

@test "--play -r: the machine's game is nim-move -p's, its correct moves leave safe positions" {
	for rules in 0.77 grundy 1,3,4; do
		for from in '9 4' '12' '3 5 7'; do
			run bash -c "echo '$from' | nim-trace -r $rules --play --seed 4 --tsv"
			[ "$status" -eq 0 ]
			[ "${#lines[@]}" -gt 2 ]
			[ "$(printf '%s\n' "${lines[@]}" | cut -f6)" = \
				"$(echo "$from" | nim-move -r "$rules" -p --seed 4 --tsv | cut -f6)" ]
			printf '%s\n' "${lines[@]}" | awk -F'\t' '$7 == "correct" { print $6 }' |
				heap-brute "$rules" | { ! grep unsafe; }
		done
	done
	run_in '2 4\n' nim-trace -r grundy --play --seed 1
	[ "$status" -eq 0 ]
	[ "${lines[-2]}" = "2 1 1 2 # B: heap 2: 3 -> 1 2" ]
	[ "${lines[-1]}" = "# B wins" ]
}

@test "--versus -r 1,2,3: take 1 to 3 from 5; the person leaves 4, then takes the last 3 and wins" {
	# 5 is unsafe: taking 1 leaves 4, from which every move (to 3, 2 or 1) lets the person take the rest
	run_in '0 1\n0 3\n' nim-trace --versus -r 1,2,3 --from 5 --first you
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "# You play the Nimrod: in turn, take 1, 2 or 3 matches from one heap, as the rules allow; whoever makes the last move wins. You move first." ]
	[[ "$output" == *$'\n4 # you: heap 0: 5 -> 4\n'* ]]
	# perfect play has no winning move from 4: the smallest legal move, 1
	[[ "$output" == *$'\n3 # the machine: heap 0: 4 -> 3; it had no winning move, so it made the smallest move the rules allow'* ]]
	[[ "$output" == *$'\n0 # you: heap 0: 3 -> 0\n# you win (the panel lights Opponent wins: you are its opponent)\n# score: you 1, the machine 0, games played 1\n'* ]]
}

@test "--versus -r 0.77 at a terminal: Kayles, a split typed by the person, illegal moves refused with the reason" {
	# from 4, taking 2 from the middle leaves 1 1: whichever the machine takes, the person takes the other
	pty -c 80 -p '): ' -k 'a 3\na 1 2 3\na 2 1 1\n0 0\n\004' -o "$BATS_TEST_TMPDIR/tty" -- \
		nim-trace --versus -r 0.77 --from 4 --delay 0 --color never --seed 2
	screen "$BATS_TEST_TMPDIR/tty" >"$BATS_TEST_TMPDIR/screen"
	run cat "$BATS_TEST_TMPDIR/screen"
	[[ "$output" == *"# Type a row and how many to take from it, as in 'a 1'; to split, a row, how"* ]]
	[[ "$output" == *"# refused 'a 3': the rules do not let you take 3: you may take 1 or 2"$'\n# the position is still 4: try again\n'* ]]
	[[ "$output" == *"# refused 'a 1 2 3': row a holds 4: taking 1 leaves 3, to split into two rows of"$'\n# one or more, as in \'a 1 1 2\'\n'* ]]
	# the split heap becomes two rows in its place
	[[ "$output" == *$'1 1 # you: row a: 4 -> 1 1\n  a  |          1\n  b  |          1\n'* ]]
	[[ "$output" == *$'# you: row '[ab]$': 1 -> 0\n'*'# you win (the panel lights Opponent wins:'* ]]
}

@test "--versus -r grundy: the heaps typed whole; a split into equal heaps, or a take, refused with the reason" {
	run_in '3 3 1\n0 1\n2 4 1\nq\n' nim-trace --versus -r grundy --from 6 1
	[ "$status" -eq 0 ]
	[[ "$output" == *"# refused '3 3 1': the two heaps left must be unequal"$'\n# the position is still 6 1: try again\n'* ]]
	[[ "$output" == *"# refused '0 1': in Grundy's game you take nothing: you split a heap into two unequal heaps"* ]]
	# the split's second heap goes last, so that heap 1 keeps its number
	[[ "$output" == *$'\n2 1 4 # you: heap 0: 6 -> 2 4\n'* ]]
}

@test "--versus -r at a terminal: the hint types a split as the board shows it, a row, a count and two rows" {
	# Kayles from 7: taking 1 from the middle leaves 3 3, the mirror's win
	pty -c 120 -p 'hint): ' -k '?\n\004' -o "$BATS_TEST_TMPDIR/tty" -- \
		nim-trace --versus -r 0.77 --from 7 --delay 0 --color never
	run screen "$BATS_TEST_TMPDIR/tty"
	[[ "$output" == *"# hint: each row plays as a heap of Nim of its value: row a of 7: value 2"* ]]
	[[ "$output" == *"a correct move is to type a 1 3 3 (row"* ]]
	[ "$(printf '3 3\n' | heap-brute 0.77)" = safe ]
}

@test "--versus -r --save: the log is judged by --game -r, every move legal; the levels err with legal moves" {
	local seed
	run_in '2 4 1\n0 2 4 1\nq\n' nim-trace --versus -r 0.77 --from 7 1 --save "$BATS_TEST_TMPDIR/log"
	[ "$status" -eq 0 ]
	[[ "$(cat "$BATS_TEST_TMPDIR/log")" == *$'\n2 1 4 # you: heap 0: 7 -> 2 4\n'* ]]
	run nim-trace -r 0.77 --game "$BATS_TEST_TMPDIR/log"
	[ "$status" -eq 0 ]
	[[ "$output" == *$'\n2 1 4 # you: '*'heap 0: 7 -> 2 4'* ]]
	# at --level easy the machine errs half the time: random legal moves, which --game accepts
	for seed in 1 2 3 4 5 6 7 8; do
		nim-trace --versus -r 0.77 --level easy --first machine --seed $seed --from 9 6 3 </dev/null
		echo
	done >"$BATS_TEST_TMPDIR/easy"
	grep -q 'a random move, and a' "$BATS_TEST_TMPDIR/easy"
	nim-trace -r 0.77 --game "$BATS_TEST_TMPDIR/easy" >/dev/null
}

@test "--versus -r at a terminal of 64 columns: a split leaves every other row its letter, the new row last" {
	# Kayles from 5 7 2: a 1 1 3 takes 1 from row a, of 5, leaving rows of 1 and 3;
	# rows b and c keep their letters and the 3 becomes row d
	pty -c 64 -s -p 'hint): ' -k 'a 1 1 3\n\004' -o "$BATS_TEST_TMPDIR/tty" -- \
		nim-trace --versus -r 0.77 --from 5 7 2 --delay 0 --color never --first you
	run screen "$BATS_TEST_TMPDIR/tty"
	[[ "$output" == *$'1 7 2 3 # you: row a: 5 -> 1 3\n  a  |                1\n  b  | | | | | | |    7\n  c  | |              2\n  d  | | |            3\n'* ]]
	# the machine splits row b: it keeps the first part, and the second is row e
	[[ "$output" == *$'1 3 2 3 3 # the machine: row b: 7 -> 3 3\n  a  |                1\n  b  | | |            3\n  c  | |              2\n  d  | | |            3\n  e  | | |            3\n'* ]]
	# the saved log reads back: the judge takes the second heap last as a split
	run bash -c "printf 'a 1 1 3\nq\n' | nim-trace --versus -r 0.77 --from 5 7 2 | nim-trace -r 0.77 --game"
	[ "$status" -eq 0 ]
	[[ "$output" == *$'\n1 7 2 3 # you: mistake: heap 0: 5 -> 1 3; '* ]]
	[[ "$output" == *$'\n1 3 2 3 3 # the machine: correct: heap 1: 7 -> 3 3; '* ]]
}

@test "--versus -r: a start from which no move can be made ends the session at once" {
	run timeout 10 nim-trace --versus -r 0.07 --from 1 1 --first machine </dev/null
	[ "$status" -eq 0 ]
	[[ "$output" == *$'1 1 # game 1\n# no move can be made from here: no game to play\n'* ]]
	[ "${lines[-1]}" = "# score: you 0, the machine 0, games played 0" ]
}

@test "--versus: a game the machine wins before the person moves ends the session, never a loop" {
	# from 5 the machine, moving first, takes all 5; with -k 3 it takes all three heaps at once
	run timeout 10 nim-trace --versus --from 5 --first machine </dev/null
	[ "$status" -eq 0 ]
	[[ "$output" == *$'0 # the machine: heap 0: 5 -> 0\n'*$'# the machine won before you could move: no game for you to play\n# the session ends\n'* ]]
	[ "${lines[-1]}" = "# score: you 0, the machine 1, games played 1" ]
	[[ "$output" != *"left unfinished"* ]]
	run timeout 10 nim-trace --versus -k 3 --deal 3x9 --first machine --seed 1 </dev/null
	[ "$status" -eq 0 ]
	[ "${lines[-1]}" = "# score: you 0, the machine 1, games played 1" ]
	# a game the person moved in goes on to the next as before
	run timeout 10 nim-trace --versus --from 1 2 --first machine <<<'a 1'
	[ "$status" -eq 0 ]
	[[ "$output" == *"# game 2"* ]]
}

@test "--versus --level easy: a random move is called a mistake only when the game-tree search says it is one" {
	for seed in 1 2 3 4 5 6 7 8; do
		printf '1 0 2\nq\n' | nim-trace --versus --level easy --seed $seed --from 2 0 2
	done | grep '# the machine: .*random' >"$BATS_TEST_TMPDIR/random"
	grep -q 'a winning one' "$BATS_TEST_TMPDIR/random"
	grep -q 'a mistake' "$BATS_TEST_TMPDIR/random"
	cut -d'#' -f1 "$BATS_TEST_TMPDIR/random" | nim-brute >"$BATS_TEST_TMPDIR/verdicts"
	# the position left is the child's: safe for the child means the machine's move won
	paste -d'|' "$BATS_TEST_TMPDIR/verdicts" "$BATS_TEST_TMPDIR/random" |
		awk -F'|' '($1 == "safe") != ($2 ~ /a winning one/) || ($1 == "unsafe") != ($2 ~ /a mistake/) { print; bad = 1 } END { exit bad }'
}

@test "--versus at a terminal of 64 columns: keys typed in the machine's pause are thrown away, not taken as the next move" {
	# b 1 is typed once the person's move is on the screen, in the machine's two-second pause;
	# q once it asks again
	pty -c 64 -p 'hint): ' -k 'a 1\n' -p "# the machine's move" -k 'b 1\n' -p 'hint): ' -k 'q\n' \
		-o "$BATS_TEST_TMPDIR/tty" -- nim-trace --versus --from 3 5 6 --delay 2 --color never
	run screen "$BATS_TEST_TMPDIR/tty"
	[[ "$output" == *$'2 5 6 # you: row a: 3 -> 2\n'* ]]
	[[ "$output" != *"# you: row b"* && "$output" != *"refused"* ]]
	[[ "$output" == *$'# the machine\'s move\nb 1\n'* ]]
	[[ "$output" == *$'your move (? for a hint): q\n# game 1 left unfinished\n'* ]]
	# piped, nothing is thrown away: a prepared demonstration plays every line
	run bash -c "printf 'a 1\nb 1\nq\n' | nim-trace --versus --from 3 5 6 --delay 2"
	[ "$status" -eq 0 ]
	[[ "$output" == *$'\n2 5 6 # you: heap 0: 3 -> 2\n'* ]]
	[ "$(grep -c '# you: heap 1: ' <<<"$output")" -eq 1 ]
}

@test "--versus at a terminal of 64 columns: ?, h and help each ask for the hint; h and a count is still row h" {
	pty -c 64 -p 'hint): ' -k 'h\nhelp\n ? \nHelp\nq\n' -o "$BATS_TEST_TMPDIR/tty" -- \
		nim-trace --versus --machine nimatron --from 7 6 3 4 --delay 0 --color never
	run screen "$BATS_TEST_TMPDIR/tty"
	[ "$(grep -c '^# hint: write each row in binary' <<<"$output")" -eq 4 ]
	[[ "$output" != *"refused"* ]]
	run bash -c "printf 'h 1\nq\n' | nim-trace --versus --machine nimatron"
	[[ "$output" == *"# refused 'h 1': there is no row h: the rows are a to d"* ]]
}

@test "--versus at a terminal of 64 columns: Ctrl-C ends the session with the score, then the signal's status" {
	pty -c 64 -p 'hint): ' -k 'a 1\n\003' -o "$BATS_TEST_TMPDIR/tty" -- \
		nim-trace --versus --from 3 5 6 --delay 0 --color never --save "$BATS_TEST_TMPDIR/saved" ||
		status=$?
	# 130: 128 + SIGINT, as a shell reports a program that Ctrl-C ended
	[ "${status:-0}" -eq 130 ]
	run screen "$BATS_TEST_TMPDIR/tty"
	[[ "$output" == *$'your move (? for a hint): ^C\n# game 1 left unfinished\n# the session ends\n# score: you 0, the machine 0, games played 0' ]]
	# the saved log is whole, its score included
	[ "$(tail -1 "$BATS_TEST_TMPDIR/saved")" = "# score: you 0, the machine 0, games played 0" ]
}

@test "--versus at a terminal of 64 columns: the last board and why the machine won stay until another game is asked for" {
	# 3 1 1 has nim-sum 3: taking 2 from row a is the mistake (taking 3 leaves 1 1); then a 1
	# leaves the machine the last match (worked by hand)
	pty -c 64 -p '): ' -k 'a 2\na 1\nx\ny\nq\n' -o "$BATS_TEST_TMPDIR/tty" -- \
		nim-trace --versus --from 3 1 1 --delay 0 --color never
	screen "$BATS_TEST_TMPDIR/tty" >"$BATS_TEST_TMPDIR/screen"
	run cat "$BATS_TEST_TMPDIR/screen"
	# the empty board drawn last, then why, then the question: game 2 only once it is asked for
	[[ "$output" == *$'0 0 0 # the machine: row c: 1 -> 0\n  a '*$'\n  c '*$' 0\n# the machine wins: it took the last match (panel: Computer\n# wins)\n# your 1st move, row a: 3 -> 1, was the mistake: from there the\n# machine could win. A correct move was row a: 3 -> 0.\n# score: you 0, the machine 1, games played 1\n\nanother game? (y/n): x\n# type y for another game, or n to end the session\nanother game? (y/n): y\n3 1 1 # game 2\n'* ]]
	# the turns in plain words: the panel's Opponent is not quoted as if it were the machine
	[[ "$output" == *$'\n# your move\n'* && "$output" != *"Opponent's move"* ]]
	run awk 'length($0) > 64 { print "too wide: " $0; bad = 1 } END { exit bad }' "$BATS_TEST_TMPDIR/screen"
	[ "$status" -eq 0 ]
	# n ends the session: no game is left unfinished
	pty -c 64 -p '): ' -k 'a 2\na 1\nn\n' -o "$BATS_TEST_TMPDIR/tty" -- \
		nim-trace --versus --from 3 1 1 --delay 0 --color never
	run screen "$BATS_TEST_TMPDIR/tty"
	[[ "$output" == *$'another game? (y/n): n\n# the session ends\n# score: you 0, the machine 1, games played 1' ]]
	[[ "$output" != *"unfinished"* && "$output" != *"# game 2"* ]]
}

# Reviewing a --versus session: --game speaks the session's words.

# The Nimatron from 3 4 5, you first: c 1 leaves 3 4 4, a mistake (3 4 5 has nim-sum 2,
# held by row a alone, so 1 4 5 was the one correct move); then each position the machine
# leaves is safe (nim-sum 0) and each it takes from has one row holding the nim-sum's
# leading 1: 0 4 4, 0 3 3 and 0 0 0, the last lamp its own.
versus_review_game='c 1\nb 1\nb 3\nq\n'

@test "--game on a --versus session's log: you and the machine, rows by their letters, who moved first" {
	printf "$versus_review_game" | nim-trace --versus --machine nimatron --from 3 4 5 --first you \
		--delay 0 --save "$BATS_TEST_TMPDIR/saved" >"$BATS_TEST_TMPDIR/out"
	for log in saved out; do
		run nim-trace --game "$BATS_TEST_TMPDIR/$log"
		[ "$status" -eq 0 ]
		# each move's line as the game-tree reading above judges it, the heaps counted
		# from the position before (3 + 4 + 5 = 12 moves from the first), its comment kept
		printf '%s\n' "${lines[@]}" | grep -E '^[0-9 ]+ # (you|the machine): ' | sed 's/ # [ta-z ]*: row [a-z]: [0-9] -> [0-9]$//' >"$BATS_TEST_TMPDIR/got"
		diff - "$BATS_TEST_TMPDIR/got" <<-'END'
		3 4 4 # you: mistake: row c: 5 -> 4; 1 of 12 moves correct; correct was 1 4 5 (row a: 3 -> 1)
		0 4 4 # the machine: correct: row a: 3 -> 0; 1 of 11 moves correct
		0 3 4 # you: no winning move: row b: 4 -> 3; 0 of 8 moves correct
		0 3 3 # the machine: correct: row c: 4 -> 3; 1 of 7 moves correct
		0 0 3 # you: no winning move: row b: 3 -> 0; 0 of 6 moves correct
		0 0 0 # the machine: correct: row c: 3 -> 0; 1 of 3 moves correct; the machine wins
		END
		# every move's line keeps the session's own words for it
		[ "$(printf '%s\n' "${lines[@]}" | grep -c ' # you: row [a-z]: \| # the machine: row [a-z]: ')" -eq 6 ]
		grep -qxF "# game 3 4 5: 6 moves, you first; first mistake: you at move 1; the machine won, decided by your mistake at move 1" <<<"$output"
		run nim-trace -b --game "$BATS_TEST_TMPDIR/$log"
		[ "${lines[0]}" = "# game 3 4 5: 6 moves, you first; first mistake: you at move 1; the machine won, decided by your mistake at move 1" ]
	done
	# the saved file has no header: its first line cannot say who moves first, only that
	# the first to move can win (3 4 5 is unsafe); the session's standard output says it
	[ "$(nim-trace --game "$BATS_TEST_TMPDIR/saved" | head -1)" = "3 4 5 # unsafe, so whoever moves first can win # game 1" ]
	grep -qxF "3 4 5 # you to move; unsafe, so you can win # game 1" <<<"$(nim-trace --game "$BATS_TEST_TMPDIR/out")"
	# the second game, left before a move, says who was first only where the header does
	[ "$(nim-trace --game "$BATS_TEST_TMPDIR/saved" | tail -1)" = "# game 3 4 5: 0 moves; no mistake; unfinished" ]
	[ "$(nim-trace --game "$BATS_TEST_TMPDIR/out" | tail -1)" = "# game 3 4 5: 0 moves, you first; no mistake; unfinished" ]
}

@test "--game on a --versus session's log where the machine moves first: the machine to move, and first" {
	nim-trace --versus --machine nimatron --from 3 4 5 --first machine --delay 0 </dev/null >"$BATS_TEST_TMPDIR/out"
	run nim-trace --game "$BATS_TEST_TMPDIR/out"
	[ "$status" -eq 0 ]
	# 3 4 5 has nim-sum 2, held by row a alone: 3 -> 1
	grep -qxF "3 4 5 # the machine to move; unsafe, so the machine can win # game 1" <<<"$output"
	[[ "$output" == *$'\n1 4 5 # the machine: correct: row a: 3 -> 1; 1 of 12 moves correct # the machine: '* ]]
	[ "${lines[-1]}" = "# game 3 4 5: 1 move, the machine first; no mistake; unfinished" ]
}

@test "--game: a log that names no player keeps A and B and heaps by number, after a session's file too" {
	printf "$versus_review_game" | nim-trace --versus --machine nimatron --from 3 4 5 --first you \
		--delay 0 --save "$BATS_TEST_TMPDIR/saved" >/dev/null
	# a row id such as game 17 is no session's first line
	printf '3 4 5 # game 17\n1 4 5\n' >"$BATS_TEST_TMPDIR/plain"
	run nim-trace --game "$BATS_TEST_TMPDIR/saved" "$BATS_TEST_TMPDIR/plain"
	[ "$status" -eq 0 ]
	[ "${lines[-3]}" = "3 4 5 # A to move; unsafe, so A can win # game 17" ]
	[ "${lines[-2]}" = "1 4 5 # A: correct: heap 0: 3 -> 1; 1 of 12 moves correct" ]
	[ "${lines[-1]}" = "# game 3 4 5: 1 move, A first; no mistake; unfinished" ]
	# the TSV, which scripts read, keeps its sides and its words for a session's log too
	run nim-trace --game --tsv "$BATS_TEST_TMPDIR/saved"
	[ "$(printf '%s\n' "${lines[@]}" | awk -F'\t' '$3 == "move" { print $6, $8 }' | tr '\n' ,)" = \
		"A mistake,B correct,A forced,B correct,A forced,B correct," ]
}
