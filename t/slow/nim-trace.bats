#!/usr/bin/env bats
# nim-trace's tests that take seconds: a log sharded by GNU parallel, heaps past the
# values -r finds (the search for them gives up after seconds), every trace of the
# other games against nim-move, --versus -r's hints against heap-brute, the levels'
# games against a random player, and --versus -m's hint on every position of up to 3
# heaps of 7 and -r 1..k's on every position of 2 heaps of up to 9 against the game-tree
# search.

load ../tool/helper
load ../tool/nim-logs
load ../tool/traces

# The pipeline of the manual page and the README, through GNU parallel in blocks from 1 KB (about
# 30 shards) to 12 KB, cut only between games, and through split(1).
@test "--game sharded between games gives the single run's output byte for byte, and --totals the single run's totals" {
	needs_tool parallel
	# 120 games, 29 KB: 32 pieces of 1 KB, 8 of 4 KB, 3 of 12 KB
	game_log 120 11 >"$BATS_TEST_TMPDIR/log"
	tmp=$BATS_TEST_TMPDIR
	nim-trace --game "$tmp/log" >"$tmp/single" 2>/dev/null && return 1
	nim-trace --game --tsv "$tmp/log" 2>/dev/null >"$tmp/single.tsv" && return 1
	nim-trace --totals "$tmp/single.tsv" >"$tmp/single.totals"
	nim-trace --totals --tsv "$tmp/single.tsv" >"$tmp/single.totals.tsv"
	[ "$(wc -l <"$tmp/single.totals")" -eq 1 ]
	for block in 1k 4k 12k; do
		run bash -c "parallel --pipe -k --recend '\n\n' --block $block nim-trace --game <'$tmp/log' >'$tmp/sharded' 2>/dev/null"
		[ "$status" -ge 1 ]
		cmp "$tmp/single" "$tmp/sharded"
		run bash -c "parallel --pipe -k --recend '\n\n' --block $block nim-trace --game --tsv <'$tmp/log' 2>/dev/null >'$tmp/sharded.tsv'"
		[ "$status" -ge 1 ]
		# each shard wrote its header and its totals: several, when the blocks are small
		shards=$(grep -c '^file	' "$tmp/sharded.tsv")
		[ "$block" = 12k ] || [ "$shards" -gt 4 ]
		run nim-trace --totals "$tmp/sharded.tsv"
		[ "$status" -eq 0 ]
		[ "$output" = "$(cat "$tmp/single.totals")" ]
		run nim-trace --totals --tsv "$tmp/sharded.tsv"
		[ "$status" -eq 0 ]
		[ "$(printf '%s\n' "${lines[@]}" | cut -f3-)" = "$(cut -f3- "$tmp/single.totals.tsv")" ]
		# and the game rows are the single run's but for the line numbers
		diff <(grep -v '^file' "$tmp/sharded.tsv" | grep -v '	totals	' | cut -f3-) \
			<(grep -v '^file' "$tmp/single.tsv" | grep -v '	totals	' | cut -f3-)
	done
	# split(1), at 3 games (120 lines) a shard, one process each, the totals merged
	(cd "$tmp" && split -l 120 log shard.)
	[ "$(ls "$tmp"/shard.* | wc -l)" -eq 40 ]
	: >"$tmp/split.out"; : >"$tmp/split.tsv"
	for f in "$tmp"/shard.*; do
		nim-trace --game "$f" >>"$tmp/split.out" 2>/dev/null || [ $? -eq 1 ]
		nim-trace --game --tsv "$f" >>"$tmp/split.tsv" 2>/dev/null || [ $? -eq 1 ]
	done
	cmp "$tmp/single" "$tmp/split.out"
	run nim-trace --totals "$tmp/split.tsv"
	[ "$status" -eq 0 ]
	[ "$output" = "$(cat "$tmp/single.totals")" ]
	# the totals of totals: --totals --tsv reads back into --totals
	nim-trace --totals --tsv "$tmp/split.tsv" "$tmp/single.tsv" >"$tmp/both.tsv"
	run nim-trace --totals "$tmp/both.tsv"
	[ "$status" -eq 0 ]
	[[ "$(cat "$tmp/single.totals")" =~ ^#\ ([0-9]+)\ games,\ ([0-9]+)\ moves ]]
	[[ "$output" == "# $((BASH_REMATCH[1] * 2)) games, $((BASH_REMATCH[2] * 2)) moves; "* ]]
}

# Logs of heap games (-r): the machine's own games of Kayles and Grundy's game, and two-line
# games with mistakes and illegal moves, cut by GNU parallel between games.
@test "--game -r sharded between games gives the single run's output byte for byte" {
	needs_tool parallel
	tmp=$BATS_TEST_TMPDIR
	for rules in 0.77 grundy; do
		for seed in $(seq 1 40); do
			echo "$((seed % 13 + 5)) $((seed % 7 + 3)) $((seed % 5 + 9))"
		done | nim-move -r "$rules" -p --seed 1 | grep -v '^#:' >"$tmp/log"
		all_positions 2 9 | awk '$1 > 2 { print; $1 -= 3; print; print "" }' >>"$tmp/log"
		nim-trace -r "$rules" --game "$tmp/log" >"$tmp/single" 2>/dev/null && return 1
		nim-trace -r "$rules" --game --tsv "$tmp/log" >"$tmp/single.tsv" 2>/dev/null && return 1
		grep -q mistake "$tmp/single"
		grep -q illegal "$tmp/single"
		for block in 1k 4k; do
			run bash -c "parallel --pipe -k --recend '\n\n' --block $block nim-trace -r $rules --game <'$tmp/log' >'$tmp/sharded' 2>/dev/null"
			[ "$status" -ge 1 ]
			cmp "$tmp/single" "$tmp/sharded"
			run bash -c "parallel --pipe -k --recend '\n\n' --block $block nim-trace -r $rules --game --tsv <'$tmp/log' 2>/dev/null >'$tmp/sharded.tsv'"
			[ "$status" -ge 1 ]
			run nim-trace --totals "$tmp/sharded.tsv"
			[ "$output" = "$(nim-trace --totals "$tmp/single.tsv")" ]
		done
	done
}

# Larger positions than the quick suite's: more heaps than k, and as many.
@test "--game counts legal and correct moves as a game-tree search does: 4 heaps of up to 7, 6 heaps of up to 3" {
	for game in "" "-m" "-k 2" "-m -k 2" "-k 3" "-m -k 3" "-k 4"; do
		counts_agree 4 7 $game || return 1
	done
	for game in "" "-m" "-k 2" "-k 3" "-m -k 3" "-k 5" "-m -k 6"; do
		counts_agree 6 3 $game || return 1
	done
}

# Positions too large to list every move of: 10 to 16 heaps drawn from four sizes (heaps of one
# size gathered, the search's memo at work), their counts from nim-count's pass over the heaps.
@test "--game counts Moore's game's moves as a pass over the heaps does: 10 to 16 heaps of up to 255" {
	for spec in "2 255" "3 63" "4 31" "6 15"; do
		set -- $spec
		awk -v top="$2" -v seed="$1" 'BEGIN { srand(seed)
			for (p = 0; p < 20; p++) {
				for (j = 0; j < 4; j++) pool[j] = 1 + int(rand() * top)
				n = 10 + int(rand() * 7); s = ""
				for (i = 0; i < n; i++) s = s (i ? " " : "") pool[int(rand() * 4)]
				print s } }' >"$BATS_TEST_TMPDIR/pos"
		nim-count "$1" <"$BATS_TEST_TMPDIR/pos" >"$BATS_TEST_TMPDIR/want"
		awk '{ print; for (i = 1; $i == 0; i++); $i--; print; print "" }' "$BATS_TEST_TMPDIR/pos" |
			nim-trace -k "$1" --game --tsv | awk -F'\t' '$3 == "move" { print $15, $16 }' >"$BATS_TEST_TMPDIR/got"
		[ "$(wc -l <"$BATS_TEST_TMPDIR/got")" -eq 20 ] || return 1
		diff "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got" || return 1
	done
}

@test "--versus -r --from: a heap with no value is refused before the game" {
	run nim-trace --versus -r grundy --from 1048576 3 </dev/null
	expect_error 2 "nim-trace: --from '1048576 3': no value: values are found up to heap "
	[[ "${lines[0]}" == *" in this game (nim-safe -r RULES --values N finds more), and no period proved" ]]
}

@test "--game -r: a heap past the values found, with no period, is a bad line; the rest is judged" {
	# 0.6 has no period proved: a heap of 2,000,000 has no value (past the 2^20 heaps
	# 0 to 1048575 at most),
	# so neither its verdict nor a move's correctness can be said.  Its values
	# take seconds to find: one run, its answers and messages read apart.
	local why dir=$BATS_TEST_TMPDIR
	printf '2000000 1\n1999999 1\n\n7\n3 3\n' >"$dir/in"
	run bash -c 'nim-trace -r 0.6 --game <"$1/in" >"$1/out" 2>"$1/err"' _ "$dir"
	[ "$status" -eq 1 ]
	# the reason names the last heap whose value was found, the same on every line
	why=$(sed -n "1s/^nim-trace: line 1: '2000000': //p" "$dir/err")
	[[ "$why" =~ ^"no value: values are found up to heap "[0-9]+" in this game (nim-safe -r RULES --values N finds more), and no period proved"$ ]]
	[ "$(cat "$dir/err")" = "nim-trace: line 1: '2000000': $why
nim-trace: line 2: '1999999': $why" ]
	[ "$(sed -n 1p "$dir/out")" = "# error: '2000000': $why" ]
	[ "$(sed -n 2p "$dir/out")" = "# error: '1999999': $why" ]
	# the game of 7 that follows is judged: 0.6 takes 1, leaving one heap or two
	[ "$(sed -n 4p "$dir/out")" = "7 # A to move; unsafe, so A can win" ]
	[[ "$(sed -n 5p "$dir/out")" == "3 3 # A: correct: heap 0: 7 -> 3 3; "* ]]
	[ "$(grep -c unsafe "$dir/out")" -eq 1 ]
}

@test "every trace ends in nim-move's move: the reverse game, Nim_2, Nim_3, misere Nim_3" {
	trace_agrees_with_nim_move -m
	trace_agrees_with_nim_move -k 2
	trace_agrees_with_nim_move -k 3
	trace_agrees_with_nim_move -m -k 3
}

@test "--versus -r ?: the hint's value is 0 exactly where heap-brute finds the position safe, and its move leaves a safe one" {
	local rules pos verdict hint after h take
	# (take 1 to k, as 1,2,3, has a hint of its own, tested in t/nim-trace.bats: 1,3,4 stands here)
	for rules in 0.77 1,3,4 0.07 grundy 4.07; do
		for pos in '7' '4' '3 5 7' '2 6 1' '5 5' '9 4 1' '8 3'; do
			verdict=$(echo "$pos" | heap-brute "$rules")
			hint=$(printf '?\nq\n' | nim-trace --versus -r "$rules" --from $pos |
				grep "^# hint: the position's value")
			if [ "$verdict" = safe ]; then
				[[ "$hint" == *"is 0: it is safe"* ]] || { echo "$rules $pos: $hint"; return 1; }
				continue
			fi
			[[ "$hint" == *"it is unsafe, so you can win"* ]] || { echo "$rules $pos: $hint"; return 1; }
			after=$(echo "$hint" | sed -n 's/.* type the heaps as you leave them, \([0-9 ]*\) (.*/\1/p')
			if [ -z "$after" ]; then
				read -r h take <<<"$(echo "$hint" | sed -n 's/.* is to type \([0-9]*\) \([0-9]*\) (.*/\1 \2/p')"
				after=$(echo "$pos" | awk -v h="$h" -v take="$take" '{ $(h + 1) -= take; print }')
			fi
			[ "$(echo "$after" | heap-brute "$rules")" = safe ] || { echo "$rules $pos: $hint"; return 1; }
		done
	done
}

# play_random LEVEL SEED GAMES HEAPS...: a player who takes a random count from a random
# heap plays GAMES games from HEAPS against nim-trace --versus --level LEVEL; prints its wins.
play_random() {
	local level=$1 seed=$2 games=$3 line pos won=0 played=0 i h
	shift 3
	RANDOM=$seed
	coproc GAME { nim-trace --versus --level "$level" --seed "$seed" --from "$@"; }
	while IFS= read -r line <&"${GAME[0]}"; do
		case $line in
		'# you win'*) won=$((won + 1)) ;;
		'# score:'*)
			played=$((played + 1))
			[ "$played" -lt "$games" ] || echo q >&"${GAME[1]}" ;;
		'# your move'*)
			[ "$played" -lt "$games" ] || continue
			read -ra h <<<"$pos"
			i=$((RANDOM % ${#h[@]}))
			while [ "${h[i]}" -eq 0 ]; do i=$(((i + 1) % ${#h[@]})); done
			echo "$i $((RANDOM % h[i] + 1))" >&"${GAME[1]}" ;;
		[0-9]*) pos=${line%% #*} ;;
		esac
	done
	echo "$won"
}

@test "--level: from a losing start the perfect Nimrod never loses to a random player, the easy one sometimes does" {
	[ "$(echo '1 4 5' | nim-brute)" = safe ]
	[ "$(play_random perfect 1 12 1 4 5)" -eq 0 ]
	[ "$(play_random easy 1 12 1 4 5)" -gt 0 ]
}

@test "--versus -m: the hint's move is correct by a game-tree search on every position of up to 3 heaps of 7, and does what its rule says" {
	all_positions 3 7 | awk '{ s = 0; for (i = 1; i <= NF; i++) s += $i } s > 0' >"$BATS_TEST_TMPDIR/pos"
	while read -r p; do
		printf '%s|' "$p"
		printf '?\nq\n' | nim-trace --versus -m --from $p | grep '^# hint' | tr '\n' ' '
		echo
	done <"$BATS_TEST_TMPDIR/pos" >"$BATS_TEST_TMPDIR/hints"
	# each line: the position after the hint's move (or the position, when
	# it has none), then what the rule stated requires of it
	awk -F'|' 'function xor(a, b,   r, v) { for (v = 1; a + b > 0; v *= 2) { r += (a % 2 != b % 2) * v; a = int(a / 2); b = int(b / 2) } return r }
	{
		n = split($1, h, " "); rule = "none"
		if ($2 ~ /odd number of heaps of one/) rule = "ones"
		else if ($2 ~ /write each heap in binary/) rule = "columns"
		moved = match($2, /\(heap [0-9]+: [0-9]+ -> [0-9]+\)/)
		if (moved) { split(substr($2, RSTART + 6, RLENGTH - 7), m, /[: >-]+/); h[m[1] + 1] = m[3] }
		x = 0; big = 0; ones = 0; line = ""
		for (i = 1; i <= n; i++) { x = xor(x, h[i]); big += h[i] > 1; ones += h[i] == 1; line = line (i > 1 ? " " : "") h[i] }
		ok = rule == "ones" ? big == 0 && ones % 2 == 1 : rule == "columns" ? moved ? x == 0 : 1 : 0
		print line; print (moved ? "moved" : "none") " " (ok ? "rule-kept" : "rule-broken " $0) >"/dev/stderr"
	}' "$BATS_TEST_TMPDIR/hints" >"$BATS_TEST_TMPDIR/after" 2>"$BATS_TEST_TMPDIR/checks"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/after")" -eq 581 ]
	! grep rule-broken "$BATS_TEST_TMPDIR/checks"
	# a move must leave a safe position; no move only where the position is safe
	nim-brute -m <"$BATS_TEST_TMPDIR/after" >"$BATS_TEST_TMPDIR/verdicts"
	paste -d' ' "$BATS_TEST_TMPDIR/checks" "$BATS_TEST_TMPDIR/verdicts" |
		awk '$3 != "safe" { print "wrong hint at line " NR ": " $0; bad = 1 } END { exit bad }'
	# the booklet's transition is said where it applies, as from 0 2 1
	grep -q '^0 2 1|.*transition.*(heap 1: 2 -> 0)' "$BATS_TEST_TMPDIR/hints"
}

@test "--versus -r 1..k ?: the hint says leave a multiple of k+1, and its move is correct by a game-tree search" {
	local rules k p
	for rules in 1,2,3 1,2; do
		k=${rules##*,}
		all_positions 2 9 | awk '{ s = 0; for (i = 1; i <= NF; i++) s += $i } s > 0' >"$BATS_TEST_TMPDIR/pos"
		while read -r p; do
			printf '%s|' "$p"
			printf '?\nq\n' | nim-trace --versus -r $rules --from $p | grep '^# hint' | tr '\n' ' '
			echo
		done <"$BATS_TEST_TMPDIR/pos" >"$BATS_TEST_TMPDIR/hints"
		# the rule a class can learn, never the values
		[ -z "$(grep -v "leave a multiple of $((k + 1)) in a heap" "$BATS_TEST_TMPDIR/hints")" ]
		[ -z "$(grep 'value' "$BATS_TEST_TMPDIR/hints")" ]
		# with two heaps holding matches, each counts as its remainder
		grep -q "^7 5|.*heap 0 of 7 counts $((7 % (k + 1))), heap 1 of 5 counts $((5 % (k + 1)))" "$BATS_TEST_TMPDIR/hints"
		# the position after the hint's move (or the position, when it has none) must be safe
		awk -F'|' '{ n = split($1, h, " ")
			if (match($2, /\(heap [0-9]+: [0-9]+ -> [0-9]+\)/)) { split(substr($2, RSTART + 6, RLENGTH - 7), m, /[: >-]+/); h[m[1] + 1] = m[3] }
			else if ($2 !~ /the machine can win/) print "no move, no verdict: " $0 >"/dev/stderr"
			line = ""; for (i = 1; i <= n; i++) line = line (i > 1 ? " " : "") h[i]; print line }' \
			"$BATS_TEST_TMPDIR/hints" >"$BATS_TEST_TMPDIR/after"
		[ "$(wc -l <"$BATS_TEST_TMPDIR/after")" -eq 108 ]
		heap-brute "$rules" <"$BATS_TEST_TMPDIR/after" | paste -d'|' - "$BATS_TEST_TMPDIR/hints" |
			awk -F'|' '$1 != "safe" { print "wrong hint: " $0; bad = 1 } END { exit bad }'
	done
}
