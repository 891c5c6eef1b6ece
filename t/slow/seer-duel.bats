#!/usr/bin/env bats
# seer-duel where it takes seconds: the periodic search written out, and --fit where its
# chains outgrow what is solved exactly.

load ../tool/helper

@test "--periodic: the text lists the classes that beat SEER or cannot be told from even, then counts every verdict" {
	run seer-duel --periodic 8 -n 16384 --seed 1
	[ "$status" -eq 0 ]
	seer-duel --periodic 8 -n 16384 --seed 1 --tsv | awk -F '\t' 'NR > 1 && ($3 == "beats" || $3 == "unclear") { print $2, $3 }' >"$BATS_TEST_TMPDIR/want"
	printf '%s\n' "$output" | awk '!/^#/ { print $1, $2 }' >"$BATS_TEST_TMPDIR/got"
	diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
	n=$(wc -l <"$BATS_TEST_TMPDIR/want")
	[[ "${lines[${#lines[@]} - 1]}" =~ ^\#\ periods\ 1\ to\ 8,\ 38\ classes\ under\ rotation\ and\ complement:\ $n\ beat\ seer ]]
	[[ "$output" =~ 99\.9%\ CI ]]
}

@test "--fit: where best's chain outgrows 64 bits or 256 states, best is simulated as the player who knows the model" {
	# 3000 plays leaning to + on every third: every context of 4 and of 9 plays seen
	awk 'BEGIN { srand(3); for (i = 0; i < 3000; i++) printf "%s", rand() < 0.5 + 0.2 * (i % 3 == 0) ? "+" : "-"; print "" }' \
		>"$BATS_TEST_TMPDIR/lean"
	run seer-chain fit 4 "$BATS_TEST_TMPDIR/lean"
	[ "$status" -eq 3 ]
	for k in 4:overflow 9:class-too-large; do
		row=$(seer-duel --exact --fit "${k%%:*}" --tsv --seed 1 best "$BATS_TEST_TMPDIR/lean" | tail -1)
		[ "$(printf '%s\n' "$row" | cut -f 4,5,9)" = "${k#*:}	-	1000000" ] || { echo "$k: $row"; return 1; }
		set -- $(seer-chain fit-simulate "${k%%:*}" "$BATS_TEST_TMPDIR/lean" 200000 2)
		awk -v x="$1" -v y="$(printf '%s\n' "$row" | cut -f 6)" 'BEGIN { exit !(x - y < 0.005 && y - x < 0.005) }' ||
			{ echo "order ${k%%:*}: $row; the model's $1"; return 1; }
	done
}
