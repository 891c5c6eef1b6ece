#!/usr/bin/env bats
# nim-move: the seeds' worked games, every correct move checked against a game-tree search, the machines.

load tool/helper
load tool/nim-key
load tool/heap-search

@test "the booklet's 7 1 6 2: heap 2 is modified, 110 -> 101 -> 100, leaving 7 1 4 2" {
	run_in '7 1 6 2\n' nim-move
	[ "$status" -eq 0 ]
	[ "$output" = "7 1 4 2 # heap 2: 6 -> 4" ]
}

@test "the booklet's reverse game from 7 1 6 4: -a lists 7 1 2 4 among the correct moves" {
	run_in '7 1 6 4\n' nim-move -m -a
	[ "${#lines[@]}" -eq 4 ]
	[ "${lines[0]}" = "#: 7 1 6 4" ]
	[[ "$output" == *"7 1 2 4 # heap 2: 6 -> 2"* ]]
	run_in '7 1 6 4\n' nim-move -m
	[ "$output" = "7 1 2 4 # heap 2: 6 -> 2" ]
}

@test "the booklet's reverse game, move by move: B's 4 0 0 4, then the transition 4 0 0 1 -> 0 0 0 1" {
	run_in '4 0 2 4\n4 0 0 1\n' nim-move -m
	[ "${lines[0]}" = "4 0 0 4 # heap 2: 2 -> 0" ]
	[ "${lines[1]}" = "0 0 0 1 # heap 0: 4 -> 0" ]
	run_in '4 1 2 4\n' nim-move -m -a
	[ "$output" = "$(printf '#: 4 1 2 4\n4 1 1 4 # heap 2: 2 -> 1')" ]
}

@test "in normal play 4 0 0 1 leaves 1 0 0 1 instead" {
	run_in '4 0 0 1\n' nim-move
	[ "$output" = "1 0 0 1 # heap 0: 4 -> 1" ]
}

@test "the Nimatron patent's game from 9 7 5, the first player's every reply" {
	run_in '9 7 5\n2 6 5\n2 5 4\n1 4 4\n0 4 3\n0 3 2\n0 2 1\n' nim-move
	[ "$(printf '%s\n' "${lines[@]}" | sed 's/ #.*//')" = "$(printf '2 7 5\n2 6 4\n1 5 4\n0 4 4\n0 3 3\n0 2 2\n0 1 1')" ]
}

@test "the patent's worked game from combination No. 1, 7 6 3 4, replayed with --when-safe=nimatron, rows named a to d as the patent names them" {
	# The player's moves: 1 6 3 4, 1 5 0 4, the mistake 1 3 0 3, 0 1 0 3, 0 0 0 1.
	run_in '1 6 3 4\n1 5 0 4\n1 3 0 3\n0 1 0 3\n0 0 0 1\n' nim-move --when-safe=nimatron
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "1 5 3 4 # safe, no correct move; the Nimatron's R1 acts: row b: 6 -> 5" ]
	[ "${lines[1]}" = "1 3 0 4 # safe, no correct move; the Nimatron's R2 acts: row b: 5 -> 3" ]
	[ "${lines[2]}" = "0 3 0 3 # row a: 1 -> 0" ]
	[ "${lines[3]}" = "0 1 0 1 # row d: 3 -> 1" ]
	[ "${lines[4]}" = "0 0 0 0 # row d: 1 -> 0" ]
}

@test "the Nimatron's relays: R3 takes 3, then R1 again; never more than the row holds; a blank line starts a new game" {
	run_in '7 7\n5 5\n3 3\n2 2\n\n2 2\n' nim-move --when-safe=nimatron
	[ "${lines[0]}" = "6 7 # safe, no correct move; the Nimatron's R1 acts: row a: 7 -> 6" ]
	[ "${lines[1]}" = "3 5 # safe, no correct move; the Nimatron's R2 acts: row a: 5 -> 3" ]
	[ "${lines[2]}" = "0 3 # safe, no correct move; the Nimatron's R3 acts: row a: 3 -> 0" ]
	[ "${lines[3]}" = "1 2 # safe, no correct move; the Nimatron's R1 acts: row a: 2 -> 1" ]
	[[ "$output" == *$'R1 acts: row a: 2 -> 1\n\n1 2 # safe, no correct move; the Nimatron\'s R1 acts'* ]]
	run_in '1 1\n1 1\n1 1\n' nim-move --when-safe=nimatron
	[ "${lines[2]}" = "0 1 # safe, no correct move; the Nimatron's R3 acts: row a: 1 -> 0" ]
}

# The set of (position, safe position reached) pairs, from nim-move -a, each answer given to
# the input its label names, and from the oracle; the labels are the input lines, in order.
correct_moves_match_brute() {
	local pos=$BATS_TEST_TMPDIR/pos st=0
	all_positions 4 7 >"$pos"
	nim-brute -a "$@" <"$pos" | awk '/^# P /{ orig = substr($0, 5); next } { print orig "|" $0 }' | sort >"$BATS_TEST_TMPDIR/want"
	nim-move -a "$@" "$pos" >"$BATS_TEST_TMPDIR/all" || st=$?
	[ "$st" -eq 0 ]
	sed -n 's/^#: //p' "$BATS_TEST_TMPDIR/all" | diff -u "$pos" -
	awk '/^#: /{ orig = substr($0, 4); next }
		orig == "" { print "an answer before any label: " $0; exit 1 }
		{ split($0, part, " # "); if (part[2] ~ /^(safe, no correct move|game over)/) next; print orig "|" part[1] }' \
		"$BATS_TEST_TMPDIR/all" | sort >"$BATS_TEST_TMPDIR/got"
	[ -s "$BATS_TEST_TMPDIR/want" ]
	diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
}

@test "-a finds exactly the moves to safe positions a game-tree search finds: normal and reverse" {
	correct_moves_match_brute
	correct_moves_match_brute -m
}

@test "-a finds exactly the moves to safe positions a game-tree search finds: Nim_2, Nim_3" {
	correct_moves_match_brute -k 2
	correct_moves_match_brute -k 3
}

@test "-a finds exactly the moves to safe positions a game-tree search finds: misere Nim_2, Nim_3" {
	correct_moves_match_brute -m -k 2
	correct_moves_match_brute -m -k 3
}

# Every move nim-move makes from an unsafe position is one the oracle calls correct.
moves_are_correct() {
	local pos=$BATS_TEST_TMPDIR/pos
	all_positions "$1" "$2" >"$pos"
	shift 2
	nim-brute -a "$@" <"$pos" | awk '/^# P /{ orig = substr($0, 5); next } { print orig "|" $0 }' >"$BATS_TEST_TMPDIR/correct"
	nim-brute "$@" <"$pos" >"$BATS_TEST_TMPDIR/verdict"
	nim-move --seed 1 "$@" "$pos" | sed 's/ #.*//' | paste -d'|' "$pos" "$BATS_TEST_TMPDIR/verdict" - |
		awk -F'|' -v correct="$BATS_TEST_TMPDIR/correct" '
			BEGIN { while ((getline line < correct) > 0) ok[line] = 1 }
			$2 == "unsafe" && $1 !~ /^[0 ]+$/ && !(($1 "|" $3) in ok) { print "not correct: " $0; bad = 1 }
			END { exit bad }'
}

@test "every move from every unsafe position of up to 4 heaps of 7 leaves a safe one, in all games" {
	for game in "" "-m" "-k 2" "-m -k 2" "-k 3" "-m -k 3"; do
		moves_are_correct 4 7 $game
	done
}

@test "six heaps of up to 3: every move leaves a safe position, for k up to 5" {
	for game in "" "-m" "-k 2" "-k 4" "-m -k 5"; do
		moves_are_correct 6 3 $game
	done
}

@test "Nim_k: modified heaps are re-modified before a new heap is opened" {
	# 7 7 7 7 with k = 2: every column sums to 4; column 2 opens heap 1 (111 -> 011),
	# then columns 1 and 0 re-modify it (011 -> 001 -> 000) rather than open another.
	run_in '7 7 7 7\n' nim-move -k 2
	[ "$output" = "7 0 7 7 # heap 1: 7 -> 0" ]
	# 6 4 1: column 2 sums to 2, so two heaps are opened (heap 1, then heap 0: 011 each);
	# column 1 then re-modifies both (001), and column 0 sums to 3.
	run_in '6 4 1\n' nim-move -k 2
	[ "$output" = "1 1 1 # heap 0: 6 -> 1, heap 1: 4 -> 1" ]
}

@test "Nim_k: the move is the one the booklet's procedure, followed literally, makes" {
	# t/oracle/nim-model.c follows the booklet's words: the columns from the left; while a
	# column's sum is no multiple of K+1, modify the first modified heap with a 1 there,
	# else the heap counter's next heap with one
	nim-model draw 5 1500 >"$BATS_TEST_TMPDIR/pos"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/pos")" -eq 1500 ]
	for game in "2 1" "3 1" "5 0" "9 4" "2 7"; do
		set -- $game
		nim-model booklet "$1" "$2" <"$BATS_TEST_TMPDIR/pos" >"$BATS_TEST_TMPDIR/want"
		nim-move --when-safe=none -k "$1" --start-heap "$2" "$BATS_TEST_TMPDIR/pos" >"$BATS_TEST_TMPDIR/got"
		[ "$(wc -l <"$BATS_TEST_TMPDIR/want")" -eq 1500 ]
		diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
	done
}

@test "--start-heap moves the heap counter: 7 1 6 2 from heap 0 changes heap 0, from 3 heap 3" {
	run_in '7 1 6 2\n' nim-move --start-heap 0
	[ "$output" = "5 1 6 2 # heap 0: 7 -> 5" ]
	run_in '7 1 6 2\n' nim-move --start-heap 3
	[ "$output" = "7 1 6 0 # heap 3: 2 -> 0" ]
	run_in '7 1 6 2\n' nim-move --start-heap 6
	[ "$output" = "7 1 4 2 # heap 2: 6 -> 4" ]
}

@test "--when-safe=nimrod takes exactly 1 from a non-empty heap, the heap chosen at random" {
	run bash -c "yes '0 3 0 3 2 2' | head -600 | nim-move --seed 7 | sed 's/.*heap \([0-9]*\): \([0-9]*\) -> \([0-9]*\)/\1 \2 \3/' | sort | uniq -c"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 4 ]
	[[ "$output" == *" 1 3 2"* && "$output" == *" 3 3 2"* && "$output" == *" 4 2 1"* && "$output" == *" 5 2 1"* ]]
}

@test "--when-safe=none leaves a safe position as it is" {
	run_in '7 1 2 4\n' nim-move --when-safe=none
	[ "$output" = "7 1 2 4 # safe, no correct move" ]
}

@test "--when-safe=random is uniform over the legal moves (chi-square, 36 moves of Nim_2 from 3 3 3)" {
	run bash -c "yes '3 3 3' | head -36000 | nim-move -k 2 --when-safe=random --seed 42 | sed 's/ #.*//' | sort | uniq -c"
	[ "$status" -eq 0 ]
	# 3 heaps alone (3 x 3 values) and 3 pairs (3 x 9): 36 moves, 1000 expected each.
	[ "${#lines[@]}" -eq 36 ]
	chi=$(printf '%s\n' "${lines[@]}" | awk '{ d = $1 - 1000; x += d * d / 1000 } END { printf "%d", x }')
	# chi-square with 35 degrees of freedom: P(X > 66.6) = 0.001
	[ "$chi" -lt 67 ]
}

@test "--when-safe=random in the simple game: uniform over the 6 moves from 3 3" {
	run bash -c "yes '3 3' | head -6000 | nim-move --when-safe=random --seed 3 | sed 's/ #.*//' | sort | uniq -c"
	[ "${#lines[@]}" -eq 6 ]
	chi=$(printf '%s\n' "${lines[@]}" | awk '{ d = $1 - 1000; x += d * d / 1000 } END { printf "%d", x }')
	# 5 degrees of freedom: P(X > 20.5) = 0.001
	[ "$chi" -lt 21 ]
}

# nim-model sets HEAPS K reads nim-move's random moves from HEAPS: each set of heaps changed must
# come as often as its share of the legal moves, within 6 standard deviations, and each new size
# below half the old about half the time (t/oracle/nim-model.c).
@test "--when-safe=random with heaps near 2^64: each heap, or pair of heaps, in proportion to its moves" {
	drawn=$BATS_TEST_TMPDIR/drawn
	pos='9223372036854775808 4611686018427387904 13835058055282163712'
	for seed in 1 2 3; do
		yes "$pos" | head -n 2000 | nim-move --when-safe=random --seed "$seed"
	done >"$drawn"
	[ "$(nim-model sets "$pos" 1 <"$drawn")" = 6000 ]
	pos='4611686018427387904 4611686018427387904 4611686018427387904 9223372036854775808 9223372036854775808 9223372036854775808'
	for seed in 1 2 3; do
		yes "$pos" | head -n 1100 | nim-move -k 2 --when-safe=random --seed "$seed"
	done >"$drawn"
	[ "$(nim-model sets "$pos" 2 <"$drawn")" = 3300 ]
}

@test "--when-safe=random from 16 heaps of 2^64-1 moves at once (it once drew and redrew for ever)" {
	drawn=$BATS_TEST_TMPDIR/drawn
	pos=$(printf '18446744073709551615 %.0s' $(seq 16))
	yes "$pos" | head -n 100 | timeout 20 nim-move --when-safe=random --seed 4 >"$drawn"
	[ "$(nim-model sets "$pos" 1 <"$drawn")" = 100 ]
	pos=$(printf '18446744073709551615 %.0s' $(seq 18))
	yes "$pos" | head -n 100 | timeout 20 nim-move -k 5 --when-safe=random --seed 4 >"$drawn"
	[ "$(nim-model sets "$pos" 5 <"$drawn")" = 100 ]
}

@test "a terminal position is reported, not an error" {
	run_in '0 0 0\n0\n' nim-move
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "0 0 0 # game over: whoever took the last match won" ]
	run_in '0 0 0\n' nim-move -m
	[ "$output" = "0 0 0 # game over: whoever took the last match lost" ]
}

@test "--seed makes the random choices repeatable; the seed matters" {
	a=$(yes '5 5 3 3' | head -50 | nim-move --seed 11)
	b=$(yes '5 5 3 3' | head -50 | nim-move --seed 11)
	c=$(yes '5 5 3 3' | head -50 | nim-move --seed 12)
	[ "$a" = "$b" ]
	[ "$a" != "$c" ]
}

@test "nim-move | nim-move continues the game" {
	run bash -c "echo 7 1 6 4 | nim-move | nim-move --seed 2"
	[ "$status" -eq 0 ]
	[[ "$output" =~ ^(6\ 1\ 2\ 4|7\ 0\ 2\ 4|7\ 1\ 1\ 4|7\ 1\ 2\ 3)\ \#\ safe,\ no\ correct\ move ]]
	# each program keeps the line's comment, the move before it, after its own
	run bash -c "set -o pipefail; echo 7 1 6 4 | nim-move | nim-move --seed 2 | nim-move | nim-safe"
	[ "$status" -eq 0 ]
	[[ "$output" =~ ^[0-7\ ]+\ \#\ safe\ 0\ \#\ heap\ [0-3]:\ .*\ \#\ safe,\ no\ correct\ move.*\ \#\ heap\ 2:\ 6\ -\>\ 2$ ]]
}

@test "--play: the split personality plays to the end; every step legal, the right winner" {
	run_in '7 1 6 4\n' nim-move --play --seed 5
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "#: 7 1 6 4" ]
	[ "${lines[1]}" = "7 1 6 4 # A to move" ]
	[ "${lines[2]}" = "7 1 2 4 # A: heap 2: 6 -> 2" ]
	last=${lines[${#lines[@]} - 1]}
	[[ "$last" == "0 0 0 0 # "*"; A wins" ]]
	# movers alternate, and each position is one legal move from the last
	lines=("${lines[@]:1}")
	printf '%s\n' "${lines[@]}" | awk -F' # ' 'NR > 1 { want = (NR % 2 == 0) ? "A:" : "B:"; split($2, w, " "); if (w[1] != want) exit 1 }'
	printf '%s\n' "${lines[@]}" | sed 's/ #.*//' | awk 'NR > 1 { changed = 0; for (i = 1; i <= NF; i++) { if ($i > prev[i]) exit 1; changed += $i != prev[i] } if (changed != 1) exit 1 } { for (i = 1; i <= NF; i++) prev[i] = $i }'
}

@test "--play in the reverse game: whoever takes the last match loses" {
	run_in '2 2\n' nim-move --play -m --seed 1
	last=${lines[${#lines[@]} - 1]}
	# from 2 2 (safe in both games) A cannot win against the machine, and takes the last match
	[[ "$last" == "0 0 # A: "*"; B wins" ]]
	[ "$(printf '%s\n' "${lines[@]}" | grep -c 'A: ')" -eq 2 ]
}

@test "--play writes games separated by a blank line" {
	run bash -c "printf '0 1 1\n2\n' | nim-move --play --when-safe=nimatron"
	want=$'#: 0 1 1\n0 1 1 # A to move\n0 0 1 # A: safe, no correct move; the Nimatron\'s R1 acts: row b: 1 -> 0\n'
	want+=$'0 0 0 # B: row c: 1 -> 0; B wins\n\n#: 2\n2 # A to move\n0 # A: row a: 2 -> 0; A wins'
	[ "$output" = "$want" ]
}

@test "a position of 100,000 heaps gets its correct move" {
	run bash -c "awk 'BEGIN { for (i = 1; i <= 100000; i++) printf \"%d \", i; print \"\" }' | nim-move | sed 's/ #.*//' | nim-safe | awk '{ print \$(NF - 1), \$NF }'"
	[ "$output" = "safe 0" ]
}

@test "heaps of 2^64-1: a correct move and a random one" {
	run_in '18446744073709551615 1\n' nim-move
	[ "$output" = "1 1 # heap 0: 18446744073709551615 -> 1" ]
	run_in '18446744073709551615 18446744073709551615\n' nim-move --when-safe=random --seed 9
	[ "$status" -eq 0 ]
	[[ "$output" == *"at random: heap "[01]": 18446744073709551615 -> "* ]]
}

@test "bad input is reported with its line; the good lines still move" {
	run_in '7 x 2\n7 1 6 2\n18446744073709551616\n' nim-move
	expect_error 1 "nim-move: line 1: 'x': not a heap size"
	[[ "$output" == *"nim-move: line 3: '18446744073709551616': too large"* ]]
	[[ "$output" == *"7 1 4 2 # heap 2: 6 -> 4"* ]]
	run_in '7,,1\n7,1,6,2\n' nim-move
	expect_error 1 "nim-move: line 1: ',,': a comma stands only between two heaps"
	[[ "$output" == *"7 1 4 2 # heap 2: 6 -> 4"* ]]
}

@test "-n caps -a: a Nim_2 position of large heaps has billions of correct moves" {
	big='3333333816333366534 15555516333333267 155555 6 2333333816333366534 15555516333333267 155555 6 23833 3833'
	run_in "$big\n" nim-move -a -n 1000 -k 2
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 1001 ]
	[ "${lines[0]}" = "#: $big" ]
	run_in '7 1 6 4\n7 1 6 4\n' nim-move -a -n 2
	[ "${#lines[@]}" -eq 6 ]
	[ "$(printf '%s\n' "${lines[@]}" | grep -c '^#: 7 1 6 4$')" -eq 2 ]
	run bash -c "printf '%s\n' '$big' | nim-move -a -n 1000 -k 2 | sed 's/ #.*//' | nim-safe -k 2 -u -c"
	[ "$output" = "0" ]
	run nim-move -n 5
	expect_error 2 "-n counts the moves of -a"
}

# all_moves_checked K POSITION: nim-move -a -k K lists exactly the moves of Nim_K that leave
# every binary column sum divisible by K+1 (Moore 1910), as many as t/oracle/nim-model.c
# counts by a dynamic program over the columns that shares nothing with nim-move's search;
# each once, each legal and leaving a position nim-safe calls safe.
all_moves_checked() {
	local k=$1 pos=$2 out=$BATS_TEST_TMPDIR/all
	printf '%s\n' "$pos" | nim-move -a -k "$k" >"$out.labelled"
	[ "$(head -1 "$out.labelled")" = "#: $pos" ]
	sed 1d "$out.labelled" >"$out"
	[ "$(wc -l <"$out")" -eq "$(printf '%s\n' "$pos" | nim-model ways "$k")" ]
	[ "$(sort -u "$out" | wc -l)" -eq "$(wc -l <"$out")" ]
	[ "$(sed 's/ #.*//' "$out" | nim-safe -k "$k" -c)" = "$(printf 'safe %d\nunsafe 0' "$(wc -l <"$out")")" ]
	sed 's/ #.*//' "$out" | awk -v k="$k" -v pos="$pos" '
		BEGIN { n = split(pos, h, " ") }
		{ changed = 0; for (i = 1; i <= n; i++) { if ($i + 0 > h[i] + 0) exit 1; changed += $i != h[i] }
		  if (NF != n || changed < 1 || changed > k) exit 1 }'
}

@test "-a with k = 5, 6, 10: every correct move, once (these positions once read freed memory)" {
	all_moves_checked 6 '1 9 8 290 99 9 99 8 9'
	all_moves_checked 5 '28 10 23 14 9 19 2 3 16'
	all_moves_checked 10 '8 198 290 2 1 9 290 290 9 3 3 116 2'
}

@test "-a costs time in the moves it writes: one move from 60 heaps of 64 bits with -k 1000, or 40 ones with -k 40" {
	# 60 heaps of 64 bits (from 10^19 to 1.8 x 10^19, below 2^64), their lower bits at random
	heaps=$(awk 'BEGIN { srand(1)
		for (i = 0; i < 60; i++) {
			h = "1" int(rand() * 8)
			for (d = 0; d < 18; d++)
				h = h int(rand() * 10)
			printf "%s%s", i ? " " : "", h
		}
		print "" }')
	# with k at least the number of heaps a safe position has every column sum 0: only emptying every heap
	want=$(printf '%s\n' "$heaps" | awk '{ for (i = 1; i <= NF; i++) { z = z (i > 1 ? " " : "") 0; m = m (i > 1 ? ", " : "") "heap " i - 1 ": " $i " -> 0" } print z " # " m }')
	run timeout 20 nim-move -a -k 1000 <<<"$heaps"
	[ "$status" -eq 0 ]
	[ "$output" = "#: $heaps
$want" ]
	run timeout 20 nim-move -a -n 2 -k 1000 <<<"$heaps"
	[ "$status" -eq 0 ]
	[ "$output" = "#: $heaps
$want" ]
	ones=$(printf '1 %.0s' $(seq 40))
	run timeout 20 nim-move -a -k 40 <<<"$ones"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 2 ]
	[ "${lines[0]}" = "#: $ones" ]
	[[ "${lines[1]}" == "0 0 0 "*" # heap 0: 1 -> 0, "*", heap 39: 1 -> 0" ]]
}

@test "-a in the reverse game's transition: 40 ones with -k 40 leave a single one, 40 ways" {
	ones=$(printf '1 %.0s' $(seq 40))
	run timeout 20 nim-move -a -m -k 40 <<<"$ones"
	[ "$status" -eq 0 ]
	want=$(awk 'BEGIN { for (j = 0; j < 40; j++) { s = ""; for (i = 0; i < 40; i++) s = s (i ? " " : "") (i == j); print s } }' | sort)
	[ "${lines[0]}" = "#: $ones" ]
	[ "$(printf '%s\n' "${lines[@]:1}" | sed 's/ #.*//' | sort)" = "$want" ]
}

@test "-a in the reverse game: a heap of 5 beside a million empty heaps goes to 1" {
	run bash -c "set -o pipefail; awk 'BEGIN { printf \"5\"; for (i = 0; i < 1000000; i++) printf \" 0\"; print \"\" }' |
		nim-move -a -m | cut -c 1-8 | sed 's/.* # //'"
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf '#: 5 0 0\n1 0 0 0 ')" ]
	run bash -c "set -o pipefail; awk 'BEGIN { printf \"5\"; for (i = 0; i < 1000000; i++) printf \" 0\"; print \"\" }' |
		nim-move -a -m | sed 1d | sed 's/.* # //'"
	[ "$status" -eq 0 ]
	[ "$output" = "heap 0: 5 -> 1" ]
}

@test "usage errors exit 2" {
	run nim-move --when-safe=bogus
	expect_error 2 "nim-move: --when-safe 'bogus': not $(names_or nim-move --when-safe)"
	run nim-move -a -p
	expect_error 2 "usage: nim-move"
	run nim-move -p --when-safe=none
	expect_error 2 "usage: nim-move"
	run nim-move --seed -1
	expect_error 2 "nim-move: --seed '-1': not a number"
	run nim-move --help
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "usage: nim-move [-amp] [-k K | -r RULES] [-n count] [--when-safe=machine]" ]
	[ "${lines[1]}" = "                [--start-heap N] [--seed N] [--tsv] [file ...]" ]
}

# Two heaps of 2^64-1 are safe: the Nimatron's R1 then R2 take 1 and 2 from the first of the
# fullest rows, and the reply evens the heaps.  Played out, the game would last about 2^65 moves.
@test "-n bounds a game of -p: from two heaps of 2^64-1, three moves and a line that says the game was cut" {
	run_in '18446744073709551615 18446744073709551615\n' timeout 20 nim-move -p -n 3 --when-safe=nimatron
	[ "$status" -eq 0 ]
	[ "$output" = "#: 18446744073709551615 18446744073709551615
18446744073709551615 18446744073709551615 # A to move
18446744073709551614 18446744073709551615 # A: safe, no correct move; the Nimatron's R1 acts: row a: 18446744073709551615 -> 18446744073709551614
18446744073709551614 18446744073709551614 # B: row b: 18446744073709551615 -> 18446744073709551614
18446744073709551612 18446744073709551614 # A: safe, no correct move; the Nimatron's R2 acts: row a: 18446744073709551614 -> 18446744073709551612
# stopped at the limit of 3 moves; B is to move" ]
	run bash -c "set -o pipefail; echo 18446744073709551615 18446744073709551615 | timeout 20 nim-move -p -n 1 --seed 1 | nim-trace --game | grep '^# [sg]'"
	[ "$status" -eq 0 ]
	[ "$output" = "# stopped at the limit of 1 move; B is to move
# game 18446744073709551615 18446744073709551615: 1 move, A first; no mistake; unfinished" ]
}

@test "-n with -p: a game that ends within the limit is played to its end, and -n alone is refused" {
	# 3 1: A takes 2 (leaving 1 1), B must take a 1, A takes the last: three moves
	run_in '3 1\n' nim-move -p -n 3 --seed 1
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 5 ]
	[ "${lines[0]}" = "#: 3 1" ]
	[[ "${lines[4]}" == "0 0 # A: "*"; A wins" ]]
	run nim-move -n 3
	expect_error 2 "nim-move: -n counts the moves of -a or -p"
}

@test "-a writes every correct move and no machine's: --when-safe and --start-heap are refused" {
	for bad in "--when-safe=random|--when-safe" "--when-safe=none|--when-safe" \
	    "--start-heap 0|--start-heap"; do
		# shellcheck disable=SC2086
		run nim-move -a ${bad%%|*} </dev/null
		expect_error 2 "nim-move: -a and ${bad#*|} do not go together" || return 1
		[ "${lines[1]}" = "usage: nim-move [-amp] [-k K | -r RULES] [-n count] [--when-safe=machine]" ]
	done
}

@test "-p copies blank and comment lines, as the other modes do" {
	run_in '# the booklet\n7 1 6 4\n\n# combination No. 1\n7 6 3 4\n' nim-move -p --seed 1
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "# the booklet" ]
	[ "${lines[1]}" = "#: 7 1 6 4" ]
	[ "${lines[2]}" = "7 1 6 4 # A to move" ]
	[ "$(printf '%s\n' "$output" | grep -c '^# combination No. 1$')" -eq 1 ]
	[ "$(printf '%s\n' "$output" | grep -A2 '^# combination No. 1$' | tail -2)" = "#: 7 6 3 4
7 6 3 4 # A to move" ]
	run bash -c "set -o pipefail; printf '# the booklet\n7 1 6 4\n\n# combination No. 1\n7 6 3 4\n' | nim-move -p --seed 1 | nim-trace --game --tsv | nim-trace --totals"
	[ "$status" -eq 0 ]
	[[ "$output" == "# 2 games, "*"; illegal moves: 0; a random player's mistakes: "* ]]
}

# mixed_input: good, bad, blank, comment and commented lines (the bad ones are lines 2, 8 and 13).
mixed_input() {
	printf '%s\n' '7 1 6 2 # game 17' 'x7' '' '# a comment' '   ' '6,1,7   # id 2' '1 2 3 #id 3' '-3 # id 4' \
		'0 0' '1 1 # safe already' '  # indented comment' '4	4 5' '2,,3 # two commas' '5 #'
}

# bad_answers: the comment lines that answer mixed_input's bad lines, in order.
bad_answers() {
	printf '%s\n' "# error: 'x7': not a heap size" "# error: '-3': not a heap size # id 4" \
		"# error: ',,': a comma stands only between two heaps # two commas"
}

# bad_messages FILE: the messages of mixed_input's bad lines, read from FILE.
bad_messages() {
	printf "nim-move: $1: line %s\n" "2: 'x7': not a heap size" "8: '-3': not a heap size" \
		"13: ',,': a comma stands only between two heaps"
}

# move_check MODE INPUT OUTPUT [ROWS [ROWS_NAMED]]: nim-move's OUTPUT for INPUT in the simple
# game, MODE one, all (-a) or play (-p), judged by t/oracle/nim-answers.awk.  Blank and comment
# lines must come back as they are, a bad line (after its label, with -a and -p) as the next of
# bad_answers, and every answer keep its line's comment.  Without ROWS the moves are judged by
# Bouton's rule, which nim-move does not use (the nim-sum s; a correct move takes heap i to
# i ^ s when that is smaller; mode one is --when-safe=none, the heap counter looking from heap
# 1 on); with ROWS, --tsv's rows for INPUT must hold the plain answers' values, a row an
# answer, the plain answers naming the rows a, b, c when ROWS_NAMED is "rows".
move_check() {
	bad_answers >"$BATS_TEST_TMPDIR/bad"
	awk -f "$top/t/oracle/nim-answers.awk" mode="$1" input="$2" output="$3" \
		bad="$BATS_TEST_TMPDIR/bad" ${4:+rows="$4"} ${5:+lettered=1}
}

@test "line N answers line N: a bad line by a comment line, a trailing comment kept, the move Bouton's rule's" {
	local d=$BATS_TEST_TMPDIR st=0
	mixed_input >"$d/in"
	nim-move --when-safe=none "$d/in" >"$d/out" 2>"$d/err" || st=$?
	[ "$st" -eq 1 ]
	aligned "$d/in" "$d/out"
	move_check one "$d/in" "$d/out"
	[ "$(cat "$d/err")" = "$(bad_messages "$d/in")" ]
	grep -qx '7 1 4 2 # heap 2: 6 -> 4 # game 17' "$d/out"
	grep -qx '1 1 # safe, no correct move # safe already' "$d/out"
	# the answers are valid input: no bad line, and every comment line passes through again
	st=0
	nim-move --when-safe=none "$d/out" >"$d/again" || st=$?
	[ "$st" -eq 0 ]
	[ "$(grep -n '^[[:blank:]]*#' "$d/out")" = "$(grep -n '^[[:blank:]]*#' "$d/again")" ]
}

@test "-a: each line's moves after a label, the line as read; a bad line's comment line under its own" {
	local d=$BATS_TEST_TMPDIR st=0
	mixed_input >"$d/in"
	nim-move -a "$d/in" >"$d/out" 2>"$d/err" || st=$?
	[ "$st" -eq 1 ]
	move_check all "$d/in" "$d/out"
	[ "$(cat "$d/err")" = "$(bad_messages "$d/in")" ]
	[ "$(sed -n '/^#: 7 1 6 2 # game 17$/,/^#: x7$/p' "$d/out")" = "#: 7 1 6 2 # game 17
5 1 6 2 # heap 0: 7 -> 5 # game 17
7 1 4 2 # heap 2: 6 -> 4 # game 17
7 1 6 0 # heap 3: 2 -> 0 # game 17
#: x7" ]
	# the README's one-liner gives each answer to its input
	awk '/^#: / { input = substr($0, 4); next } !/^#/ { print input "|" $0 }' "$d/out" >"$d/pairs"
	grep -qx '1 1 # safe already|1 1 # safe, no correct move # safe already' "$d/pairs"
	[ "$(grep -c $'^4\t4 5|' "$d/pairs")" -eq 3 ]
	grep -qx '6,1,7   # id 2|6 1 7 # safe, no correct move # id 2' "$d/pairs"
}

@test "-p: each game after a label, the line as read; every line of it keeps the line's comment" {
	local d=$BATS_TEST_TMPDIR st=0
	mixed_input >"$d/in"
	for machine in nimrod nimatron random; do
		st=0
		nim-move -p --seed 3 --when-safe=$machine "$d/in" >"$d/out" 2>"$d/err" || st=$?
		[ "$st" -eq 1 ]
		move_check play "$d/in" "$d/out"
		[ "$(cat "$d/err")" = "$(bad_messages "$d/in")" ]
	done
}

# tsv_as_plain MODE COLUMNS OPTION...: nim-move --tsv with OPTION... on mixed_input is strict TSV
# with COLUMNS, its file and line where it was read, and its values the plain output's.
tsv_as_plain() {
	local d=$BATS_TEST_TMPDIR mode=$1 columns=$2 st=0
	shift 2
	mixed_input >"$d/in"
	nim-move "$@" "$d/in" >"$d/out" 2>/dev/null || st=$?
	[ "$st" -eq 1 ]
	st=0
	nim-move --tsv "$@" "$d/in" >"$d/tsv" 2>"$d/err" || st=$?
	[ "$st" -eq 1 ]
	[ "$(cat "$d/err")" = "$(bad_messages "$d/in")" ]
	tsv_strict "file	line	$columns	comment" <"$d/tsv" >/dev/null
	[ "$(sed 1d "$d/tsv" | cut -f 1 | sort -u)" = "$d/in" ]
	if [[ " $* " == *" --when-safe=nimatron "* ]]; then
		move_check "$mode" "$d/in" "$d/out" "$d/tsv" rows
	else
		move_check "$mode" "$d/in" "$d/out" "$d/tsv"
	fi
}

@test "--tsv: a header and a row a move, with its file and line; the values are the plain output's" {
	local columns=$'position\tafter\theap\tfrom\tto\thow'
	tsv_as_plain one "$columns" --when-safe=none
	tsv_as_plain one "$columns" --seed 4
	tsv_as_plain one "$columns" --when-safe=nimatron
	tsv_as_plain one "$columns" --when-safe=random --seed 4
	tsv_as_plain all "$columns" -a
	grep -q $'\t1\t7 1 6 2\t5 1 6 2\t0\t7\t5\tcorrect\tgame 17$' "$BATS_TEST_TMPDIR/tsv"
	grep -q $'\t9\t0 0\t0 0\t-\t-\t-\tover\t$' "$BATS_TEST_TMPDIR/tsv"
}

@test "--tsv with -p: a row a move, numbered by ply, with the side that made it" {
	local columns=$'ply\tside\tposition\tafter\theap\tfrom\tto\thow'
	tsv_as_plain play "$columns" -p --seed 5
	tsv_as_plain play "$columns" -p --when-safe=nimatron
	grep -q $'\t10\t1\tA\t1 1\t0 1\t0\t1\t0\tnimatron-R1\tsafe already$' "$BATS_TEST_TMPDIR/tsv"
	# A's correct move from heap 0 (the Nimatron's row a first), then B's relay R1 takes 1 from the
	# first fullest row; each game starts again at R1, and -n 2 stops it after two moves
	run_in '1 1 1\n2 2 2\n' nim-move -p -n 2 --tsv --when-safe=nimatron
	[ "$status" -eq 0 ]
	[ "$output" = "file	line	$columns	comment
-	1	1	A	1 1 1	0 1 1	0	1	0	correct	
-	1	2	B	0 1 1	0 0 1	1	1	0	nimatron-R1	
-	2	1	A	2 2 2	0 2 2	0	2	0	correct	
-	2	2	B	0 2 2	0 1 2	1	2	1	nimatron-R1	" ]
}

@test "--tsv: Nim_k's moves list every heap changed; the header comes even with no input" {
	run_in '6 4 1 # x\n' nim-move -k 2 --tsv
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = "-	1	6 4 1	1 1 1	0 1	6 4	1 1	correct	x" ]
	run nim-move --tsv </dev/null
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'file\tline\tposition\tafter\theap\tfrom\tto\thow\tcomment')" ]
}

@test "--when-safe=nimatron: a new file starts a new game, as a blank line does: R1 again" {
	printf '3 3\n2 2\n' >"$BATS_TEST_TMPDIR/a"
	printf '3 3\n' >"$BATS_TEST_TMPDIR/b"
	run nim-move --when-safe=nimatron "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
	[ "$status" -eq 0 ]
	[ "$output" = "2 3 # safe, no correct move; the Nimatron's R1 acts: row a: 3 -> 2
0 2 # safe, no correct move; the Nimatron's R2 acts: row a: 2 -> 0
2 3 # safe, no correct move; the Nimatron's R1 acts: row a: 3 -> 2" ]
}

# ---- the worksheet: positions drawn as rows of matches, and its answer key ----

# matches FILE: each row of matches the sheet draws, a line a position: the count of
# match sticks (SVG line elements) in each of its rows, then '|'.
matches() {
	awk '/<svg / { if (pos != "") print pos; pos = "" }
		/<g class="row"/ { n = gsub(/<line /, ""); pos = pos (pos == "" ? "" : " ") n }
		END { if (pos != "") print pos }' "$1"
}

@test "--sheet --key: XHTML, the sheet's pages, then the key on a page of its own; each row of matches as the input has it, lettered" {
	needs_tool xmllint
	printf '7 1 6 2\n3 4 5 # game 2\n\n# a comment\n9,0,12\n' >"$BATS_TEST_TMPDIR/in"
	run nim-move --sheet --key "$BATS_TEST_TMPDIR/in"
	[ "$status" -eq 0 ]
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/both.html"
	xmllint --noout "$BATS_TEST_TMPDIR/both.html"
	[ "$(cube-picture count "$BATS_TEST_TMPDIR/both.html" section sheet)" -eq 1 ]
	[ "$(cube-picture count "$BATS_TEST_TMPDIR/both.html" section key)" -eq 1 ]
	[ "$(cube-picture count "$BATS_TEST_TMPDIR/both.html" p number)" -eq 3 ]
	# numbered from 1 on the sheet, and again in the key
	cube-picture text "$BATS_TEST_TMPDIR/both.html" number | diff -u <(seq 1 3; seq 1 3) -
	matches "$BATS_TEST_TMPDIR/both.html" | diff -u <(printf '7 1 6 2\n3 4 5\n9 0 12\n') -
	# each row lettered as nim-trace --versus letters them, its count after it
	grep -o '<text font-weight="bold" x="0" y="[0-9.]*">[a-z]*</text>' \
	    "$BATS_TEST_TMPDIR/both.html" | sed 's/.*">//; s/<.*//' | tr -d '\n' | grep -qx 'abcdabcabc'
	grep -q '">12</text></g>$' "$BATS_TEST_TMPDIR/both.html"
	# a box for each move; the key after the sheet, with the booklet's 7 1 6 2 -> 7 1 4 2
	[ "$(grep -c '<p class="answer">Your move:<span></span></p>' "$BATS_TEST_TMPDIR/both.html")" -eq 3 ]
	# (the move nim-move makes, its heap counter starting at heap 1 as the booklet's does)
	key_pairs "$BATS_TEST_TMPDIR/both.html" | head -1 | grep -qx '7 1 6 2|7 1 4 2'
	grep -q '<td class="move"><b>c 2</b> (row c: 6 -&gt; 4)</td>' "$BATS_TEST_TMPDIR/both.html"
	grep -q 'Answer key: these positions through <code>nim-move --key</code>' "$BATS_TEST_TMPDIR/both.html"
	# --key alone: the key, no sheet
	nim-move --key "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/key.html"
	xmllint --noout "$BATS_TEST_TMPDIR/key.html"
	[ "$(cube-picture count "$BATS_TEST_TMPDIR/key.html" section sheet)" -eq 0 ]
	[ "$(cube-picture count "$BATS_TEST_TMPDIR/key.html" section key)" -eq 1 ]
}

# legal_heap_moves DIGITS UNEQUAL < "position|after" lines: fails on a pair that is no
# legal move of the take-and-break game whose digit i is the i-th of DIGITS (from digit 0):
# one heap h becomes 0 (bit 1), one heap (bit 2) or two (bit 4, of two unequal sizes with
# UNEQUAL), h less what they hold removed.
legal_heap_moves() {
	awk -F '|' -v digits="$1" -v unequal="$2" '
		{ n = split($1, p, " "); m = split($2, q, " ")
		  for (i = 1; i <= n && p[i] == q[i]; i++) ;
		  if (m == n) { a = q[i]; b = 0; rest = i + 1 } else { a = q[i]; b = q[i + 1]; rest = i + 2 }
		  for (j = i + 1; j <= n; j++) if (p[j] != q[rest + j - i - 1]) bad = 1
		  take = p[i] - a - b
		  need = m == n + 1 ? 4 : a == 0 ? 1 : 2
		  d = take + 1 <= length(digits) ? substr(digits, take + 1, 1) + 0 : 0
		  if (m < n || m > n + 1 || take < 0 || int(d / need) % 2 != 1 || (need == 4 && (a < 1 || b < 1)) ||
		      (need == 4 && unequal && a == b)) bad = 1
		  if (bad) { print "illegal: " $0; exit 1 } }'
}

@test "-r: the key's moves in subtraction, take-and-break and Grundy's games are legal and leave a position the game-tree search finds safe" {
	needs_tool xmllint
	for game in "1,2,3 0333 0" "0.77 077 0" "0.137 0137 0" "grundy 4 1" "4.07 407 0"; do
		set -- $game
		nim-move --sheet --key -r "$1" --deal 3x7 -n 30 --seed 5 >"$BATS_TEST_TMPDIR/key.html"
		xmllint --noout "$BATS_TEST_TMPDIR/key.html"
		key_pairs "$BATS_TEST_TMPDIR/key.html" >"$BATS_TEST_TMPDIR/pairs"
		[ "$(wc -l <"$BATS_TEST_TMPDIR/pairs")" -eq 30 ]
		legal_heap_moves "$2" "$3" <"$BATS_TEST_TMPDIR/pairs"
		[ "$(cut -d '|' -f 1 "$BATS_TEST_TMPDIR/pairs" | heap-brute "$1" | sort -u)" = unsafe ]
		[ "$(cut -d '|' -f 2 "$BATS_TEST_TMPDIR/pairs" | heap-brute "$1" | sort -u)" = safe ]
		grep -q "<code>nim-move --key --deal 3x7 -n 30 --seed 5 -r $1</code>" "$BATS_TEST_TMPDIR/key.html"
	done
	# the rules in words, and the heaps' values in the key
	nim-move --sheet -r 1,2,3 --deal 3x7 -n 1 --seed 5 |
	    grep -q 'A move takes 1, 2 or 3 matches from one row (the rules 1,2,3); whoever makes the last move wins'
	nim-move --sheet -r grundy --deal 3x7 -n 1 --seed 5 |
	    grep -q 'A move splits one row into two rows of different sizes (the rules grundy)'
	# the examples are moves the rules allow: Kayles takes 1 or 2, Grundy's game only splits
	nim-move --sheet -r 0.77 --deal 3x7 -n 1 --seed 5 | grep -q 'as in <b>b 1</b> (take 1 from row b)'
	nim-move --sheet -r 0.77 --deal 3x7 -n 1 --seed 5 | grep -q 'as in <b>b 1, leaving 3 and 1</b>'
	nim-move --sheet -r grundy --deal 3x7 -n 1 --seed 5 | grep -q 'as in <b>b split into 4 and 2</b>;'
	! nim-move --sheet -r grundy --deal 3x7 -n 1 --seed 5 | grep -q 'from row b' || return 1
	! nim-move --sheet -r 1,2,3 --deal 3x7 -n 1 --seed 5 | grep -q 'leaving 3 and 1' || return 1
	# a safe position has no correct move; -r goes with neither -m nor -k
	[ "$(printf '1 1\n' | heap-brute 0.77)" = safe ]
	printf '1 1\n' | nim-move --key -r 0.77 | grep -q 'none: every move leaves an unsafe position'
	run nim-move --sheet -m -r 0.77 </dev/null
	expect_error 2 "not with -m or -k"
	run nim-move --sheet -r 0.8 </dev/null
	expect_error 2 "nim-move: -r '0.8'"
}

@test "--deal and --level: every position dealt has a correct move; hard ones exactly one, as the game-tree search counts them" {
	needs_tool xmllint
	nim-move --key --level easy -n 40 --seed 4 >"$BATS_TEST_TMPDIR/easy.html"
	cube-picture text "$BATS_TEST_TMPDIR/easy.html" position >"$BATS_TEST_TMPDIR/pos"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/pos")" -eq 40 ]
	# three heaps of 1 to 7, all unsafe
	awk 'NF != 3 { exit 1 } { for (i = 1; i <= 3; i++) if ($i < 1 || $i > 7) exit 1 }' "$BATS_TEST_TMPDIR/pos"
	[ "$(nim-brute <"$BATS_TEST_TMPDIR/pos" | sort -u)" = unsafe ]
	# --level hard with a smaller --deal, that the search can check: one correct move each
	for game in "" "-m"; do
		# shellcheck disable=SC2086
		nim-move --key --deal 5x7 --level hard -n 30 --seed 8 $game >"$BATS_TEST_TMPDIR/hard.html"
		cube-picture text "$BATS_TEST_TMPDIR/hard.html" position >"$BATS_TEST_TMPDIR/pos"
		# shellcheck disable=SC2086
		brute_pairs $game <"$BATS_TEST_TMPDIR/pos" | cut -d '|' -f 1 | uniq -c |
		    awk '$1 != 1 { bad = 1 } END { exit bad }'
		# shellcheck disable=SC2086
		[ "$(brute_pairs $game <"$BATS_TEST_TMPDIR/pos" | wc -l)" -eq 30 ]
	done
	# medium (the default) deals four heaps of up to 15; hard five of up to 31
	nim-move --key --deal 4x15 --seed 4 | cmp - <(nim-move --key --level medium --seed 4 |
	    sed 's/--level medium/--deal 4x15/')
	nim-move --key --level medium --seed 4 >"$BATS_TEST_TMPDIR/m.html"
	cube-picture text "$BATS_TEST_TMPDIR/m.html" position |
	    awk 'NF != 4 { exit 1 } { for (i = 1; i <= 4; i++) if ($i > 15) exit 1 } END { exit NR != 8 }'
	nim-move --key --level hard -n 20 --seed 4 >"$BATS_TEST_TMPDIR/h.html"
	cube-picture text "$BATS_TEST_TMPDIR/h.html" position |
	    awk 'NF != 5 { exit 1 } { for (i = 1; i <= 5; i++) if ($i > 31) exit 1 } END { exit NR != 20 }'
	# a deal with no correct move to find is refused, not looped over
	run nim-move --sheet -m --deal 3x1
	expect_error 1 "nim-move: --deal 3x1: no position with a correct move in 10000 deals"
	[ "${#lines[@]}" -eq 1 ]
}

@test "--sheet -r: a position with no move is refused; the heading names the game; an empty --title is none" {
	# take 2 or 3: heaps of 1 and 1 hold matches, but no move can be made
	printf '1 1\n2 3\n' | nim-move --sheet --key -r 2,3 >"$BATS_TEST_TMPDIR/s.html" 2>"$BATS_TEST_TMPDIR/err" ||
		[ $? -eq 1 ]
	grep -q "line 1: '1 1': no move can be made here: there is no move to ask for" "$BATS_TEST_TMPDIR/err"
	grep -q '<h1>A heap game</h1>' "$BATS_TEST_TMPDIR/s.html"
	nim-move --sheet -r 0.77 --deal 3x7 -n 2 --seed 1 | grep -q '<h1>Kayles</h1>'
	nim-move --sheet -r grundy --deal 3x7 -n 2 --seed 1 | grep -q "<h1>Grundy's game</h1>"
	nim-move --sheet --title '' --deal 3x7 -n 2 --seed 1 | grep -q '<title>Nim: Positions 1'
	cube-scramble --sheet --title '' -n 2 --seed 1 | grep -q '<h1>Pocket cube scrambles</h1>'
}

@test "--level hard -r: a single correct move in each position dealt, as the game-tree search counts them" {
	needs_tool xmllint
	# a heap of Kayles or Grundy's game may have several correct moves, splits among them
	for rules in 0.77 0.07 0.137 grundy 1,2,3; do
		nim-move --key --deal 4x12 --level hard -n 20 --seed 5 -r "$rules" >"$BATS_TEST_TMPDIR/hard.html"
		cube-picture text "$BATS_TEST_TMPDIR/hard.html" position >"$BATS_TEST_TMPDIR/pos"
		[ "$(wc -l <"$BATS_TEST_TMPDIR/pos")" -eq 20 ]
		heap-brute -a "$rules" <"$BATS_TEST_TMPDIR/pos" >"$BATS_TEST_TMPDIR/moves"
		[ "$(cut -d: -f1 "$BATS_TEST_TMPDIR/moves" | uniq -c | awk '$1 == 1' | wc -l)" -eq 20 ] ||
			{ echo "$rules"; cat "$BATS_TEST_TMPDIR/moves"; return 1; }
		[ "$(wc -l <"$BATS_TEST_TMPDIR/moves")" -eq 20 ]
	done
}

@test "--sheet: the same seed gives the same sheet byte for byte; position N is the same whatever -n; the footers name the options" {
	nim-move --sheet --key --level hard --seed 2024 -n 6 >"$BATS_TEST_TMPDIR/a"
	nim-move --sheet --key --level hard --seed 2024 -n 6 | cmp "$BATS_TEST_TMPDIR/a" -
	! nim-move --sheet --key --level hard --seed 2025 -n 6 | cmp -s "$BATS_TEST_TMPDIR/a" - || return 1
	grep -q 'Answer key: <code>nim-move --key --level hard -n 6 --seed 2024</code>' "$BATS_TEST_TMPDIR/a"
	grep -q 'The positions: <code>nim-move --sheet --level hard -n 6 --seed 2024</code>' "$BATS_TEST_TMPDIR/a"
	grep -q 'Positions 1&#8211;6, seed 2024' "$BATS_TEST_TMPDIR/a"
	nim-move --key --level hard --seed 2024 -n 4 >"$BATS_TEST_TMPDIR/b"
	diff -u <(cube-picture text "$BATS_TEST_TMPDIR/a" position | head -4) \
	    <(cube-picture text "$BATS_TEST_TMPDIR/b" position)
	# the command a footer names writes the key of these very positions
	nim-move --key --deal 4x9 -n 5 --seed 3 -k 2 >"$BATS_TEST_TMPDIR/c"
	grep -q '<code>nim-move --sheet --deal 4x9 -n 5 --seed 3 -k 2</code>' "$BATS_TEST_TMPDIR/c"
	nim-move --sheet --deal 4x9 -n 5 --seed 3 -k 2 >"$BATS_TEST_TMPDIR/d"
	diff -u <(cube-picture text "$BATS_TEST_TMPDIR/c" position) <(matches "$BATS_TEST_TMPDIR/d")
	# without --seed, the sheet names the seed that deals it again
	nim-move --sheet --level easy -n 3 >"$BATS_TEST_TMPDIR/e"
	seed=$(sed -n 's/.*Positions 1&#8211;3, seed \([0-9]*\) .*/\1/p' "$BATS_TEST_TMPDIR/e" | head -1)
	[ -n "$seed" ]
	nim-move --sheet --level easy -n 3 --seed "$seed" | cmp "$BATS_TEST_TMPDIR/e" -
}

@test "--sheet pages: as many as the positions fill, each 180 mm x 250 mm; --per-page and --title" {
	needs_tool xmllint
	nim-move --sheet --key --level easy -n 21 --seed 1 --per-page 5 --title 'Class 3 & "B"' \
	    >"$BATS_TEST_TMPDIR/s.html"
	xmllint --noout "$BATS_TEST_TMPDIR/s.html"
	[ "$(cube-picture count "$BATS_TEST_TMPDIR/s.html" section sheet)" -eq 5 ]
	[ "$(cube-picture count "$BATS_TEST_TMPDIR/s.html" section key)" -eq 1 ]
	grep -q 'page 5 of 5' "$BATS_TEST_TMPDIR/s.html"
	grep -q '<h1>Class 3 &amp; &quot;B&quot;</h1>' "$BATS_TEST_TMPDIR/s.html"
	grep -q '<h1>Class 3 &amp; &quot;B&quot;: answer key</h1>' "$BATS_TEST_TMPDIR/s.html"
	# within A4 (210 x 297) and Letter (216 x 279) less 12 mm margins
	grep -q 'section.sheet { height: 250mm;' "$BATS_TEST_TMPDIR/s.html"
	grep -q 'section { width: 180mm;' "$BATS_TEST_TMPDIR/s.html"
	grep -q '@page { margin: 12mm; }' "$BATS_TEST_TMPDIR/s.html"
	# by default as many as fit on a page: each page but the last as full as the first
	for level in easy medium hard; do
		nim-move --sheet --level $level -n 40 --seed 1 |
		    awk '/<section class="sheet">/ { n[++pages] = 0 } /<p class="number">/ { n[pages]++ }
			END { for (p = 2; p < pages; p++) if (n[p] != n[1]) exit 1
			    exit !(pages >= 2 && n[pages] <= n[1] && n[1] >= 3) }'
	done
}

@test "--sheet: a bad line or one a sheet cannot draw is told by line and token, the rest drawn, status 1" {
	needs_tool xmllint
	run_in '7 1 6 2\nx7\n41 1\n1 2 3 4 5 6 7 8 9\n0 0\n3 4 5\n' nim-move --sheet --key
	[ "$status" -eq 1 ]
	[[ "$output" == *"nim-move: line 2: 'x7': not a heap size"* ]]
	[[ "$output" == *"nim-move: line 3: '41': more matches than a sheet draws in a heap (40)"* ]]
	[[ "$output" == *"nim-move: line 4: '1 2 3 4 5 6 7 8 9': more heaps than a sheet draws (8)"* ]]
	[[ "$output" == *"nim-move: line 5: '0 0': every heap is empty: there is no move to ask for"* ]]
	nim-move --sheet --key <<<$'7 1 6 2\nx7\n3 4 5' >"$BATS_TEST_TMPDIR/s.html" 2>/dev/null || true
	xmllint --noout "$BATS_TEST_TMPDIR/s.html"
	matches "$BATS_TEST_TMPDIR/s.html" | diff -u <(printf '7 1 6 2\n3 4 5\n') -
	run nim-move --sheet </dev/null
	expect_error 1 "nim-move: no position to put on the sheet"
	[ "${#lines[@]}" -eq 1 ]
}

@test "--sheet, --key, --deal, --level: usage errors exit 2" {
	for bad in "--deal 3x3|--deal needs --sheet or --key" \
	    "--level easy|--level needs --sheet or --key" \
	    "--title t|--title needs --sheet or --key" \
	    "--key --per-page 3|--per-page needs --sheet" \
	    "--sheet --per-page 21|--per-page '21': too large" \
	    "--sheet -a|--sheet and -a do not go together" \
	    "--key -p|--key and -p do not go together" \
	    "--sheet --tsv|--sheet and --tsv do not go together" \
	    "--sheet --when-safe=random|--sheet and --when-safe do not go together" \
	    "--key --when-safe=none|--key and --when-safe do not go together" \
	    "--key --start-heap 2|--key and --start-heap do not go together" \
	    "--sheet -n 3|-n counts the positions dealt by --deal or --level" \
	    "--sheet --deal 9x3|--sheet draws up to 8 heaps of up to 40 matches, not 9x3" \
	    "--key --deal 3x41|--key draws up to 8 heaps of up to 40 matches, not 3x41" \
	    "--sheet --deal 3|--deal '3': not heaps x most, such as 4x7" \
	    "--sheet --deal 0x3|--deal '0x3': the heaps: too small (1 to 1000000)" \
	    "--sheet --deal 3x|--deal '3x': the most in a heap: not a number" \
	    "--sheet --level expert|--level 'expert': not $(names_or nim-move --level)" \
	    "--sheet --level easy -n 100001|--sheet holds up to 100000 positions, not -n 100001" \
	    "--sheet --deal 3x3 /dev/null|--deal deals the positions: it reads no file"; do
		# shellcheck disable=SC2086
		run nim-move ${bad%%|*} </dev/null
		expect_error 2 "nim-move: ${bad#*|}"
	done
}

@test "-r: every correct move of Kayles, Dawson's Kayles and chess, to 3 heaps of 10, as a search finds" {
	all_positions 3 10 >"$BATS_TEST_TMPDIR/pos"
	for rules in 0.77 0.07 0.137; do
		correct_moves "$rules"
	done
}

@test "-r: a split heap is written as two heaps in its place, and nim-move | nim-move plays on" {
	run_in '7 # game 1\n' nim-move -r 0.77
	[ "$status" -eq 0 ]
	[ "$output" = "3 3 # heap 0: 7 -> 3 3 # game 1" ]
	run bash -c "printf '7 4\n' | nim-move -r 0.77 | tee '$BATS_TEST_TMPDIR/1' |
		nim-move -r 0.77 --seed 5 | nim-move -r 0.77 | tee '$BATS_TEST_TMPDIR/3' |
		nim-move -r 0.77 --seed 5 | nim-move -r 0.77"
	[ "$status" -eq 0 ]
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/5"
	# each machine's correct move leaves a position a game-tree search finds safe
	run bash -c "cat '$BATS_TEST_TMPDIR/1' '$BATS_TEST_TMPDIR/3' '$BATS_TEST_TMPDIR/5' |
		sed 's/ #.*//' | heap-brute 0.77"
	[ "$output" = "$(printf 'safe\nsafe\nsafe')" ]
	# and every answer kept the comments of the line it answered: five moves
	[ "$(grep -o ' # ' "$BATS_TEST_TMPDIR/5" | wc -l)" -eq 5 ]
}

@test "-r -p: the machine plays both sides until no move is left, and the last mover wins" {
	run_in '5 3\n' nim-move -r 2,3 -p
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "#: 5 3" ]
	[ "${lines[1]}" = "5 3 # A to move" ]
	[ "${lines[2]}" = "5 1 # A: heap 1: 3 -> 1" ]
	[ "${lines[3]}" = "3 1 # B: safe, no correct move; the Nimrod's smallest move: heap 0: 5 -> 3" ]
	[ "${lines[4]}" = "1 1 # A: heap 0: 3 -> 1; A wins" ]
	run_in '1 2\n' nim-move -r grundy
	[ "$output" = "1 2 # game over: no move left, whoever moved last won" ]
}

@test "-r --tsv: a split lists both heaps it leaves under to" {
	run_in '7\n' nim-move -r 0.77 --tsv
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "$(printf 'file\tline\tposition\tafter\theap\tfrom\tto\thow\tcomment')" ]
	[ "${lines[1]}" = "$(printf -- '-\t1\t7\t3 3\t0\t7\t3 3\tcorrect\t')" ]
}

@test "-p -r: a start with matches but no legal move is said to be one, the game over" {
	# take 2 or 3: heaps of 1 cannot be moved from
	run_in '1 1\n' nim-move -r 2,3 -p
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "#: 1 1" ]
	[ "${lines[1]}" = "1 1 # no move can be made" ]
	[ "${#lines[@]}" -eq 2 ]
}

@test "-r: bad rules and rules that do not go with the options are refused, with the reason" {
	run nim-move -r 0.8
	expect_error 2 "nim-move: -r '0.8': at '8': hexadecimal digits"
	run nim-move -r 1,0
	expect_error 2 "an amount of 0 takes nothing"
	run nim-move -r 0.77 -m
	expect_error 2 "-r plays its heap game in normal play"
	run nim-move -r 0.77 --when-safe=nimatron
	expect_error 2 "the Nimatron and the random move play Nim"
}

@test "-r -a: a heap near 2^47 whose splits leave no correct move answers at once, as its small twin does" {
	# 4.07's values repeat every 4 heaps from heap 1: 39 and 111111111111111 are alike
	# (both 3 more than a multiple of 4), and the search proves 39's one correct move
	[ "$(echo '0 39' | heap-brute -a 4.07)" = "1: 0 37" ]
	run nim-move -r 4.07 -a <<<'0 39'
	[ "$status" -eq 0 ]
	[ "$output" = $'#: 0 39\n0 37 # heap 1: 39 -> 37' ]
	# every split of the big heap was once tried in turn: 5.6 * 10^13 of them
	run timeout 120 nim-move -r 4.07 -a <<<'0 111111111111111'
	[ "$status" -eq 0 ]
	[ "$output" = $'#: 0 111111111111111\n0 111111111111109 # heap 1: 111111111111111 -> 111111111111109' ]
	# an even twin has correct splits, one every 2 as the search finds for 38
	[ "$(echo '0 38' | heap-brute -a 4.07 | sed -n 1,3p | tr '\n' ' ')" = "1: 0 1 37 1: 0 3 35 1: 0 5 33 " ]
	run nim-move -r 4.07 -a -n 3 <<<'0 111111111111110'
	[ "$status" -eq 0 ]
	[ "${lines[3]}" = "0 5 111111111111105 # heap 1: 111111111111110 -> 5 111111111111105" ]
}
