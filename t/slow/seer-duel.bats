#!/usr/bin/env bats
# seer-duel where it takes seconds: the periodic search written out and checked by an
# independent simulation, --fit where its chains outgrow what is solved exactly, a
# picture rendered by a real browser, the fast run against the play-by-play run for 36
# pairs of players, and each session of Fig. 1's record against the session alone.

load ../tool/helper
load ../tool/browser
load ../tool/seer-duel

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

@test "--svg in a real browser: rendered headless, the curves' inks and the title's type on the screen" {
	cd "$BATS_TEST_TMPDIR"
	needs_browser
	run seer-duel --seed 1 --svg fig1.svg seer "$top/examples/seer/phase-shift.txt"
	[ "$status" -eq 0 ]
	run timeout 120 "$browser" --headless --no-sandbox --disable-gpu --user-data-dir="$BATS_TEST_TMPDIR/profile" \
	    --screenshot="$BATS_TEST_TMPDIR/fig1.png" --window-size=800,520 "file://$BATS_TEST_TMPDIR/fig1.svg"
	[ "$status" -eq 0 ]
	[ -s fig1.png ]
	# the screenshot, decoded: each session's ink on the screen, and dark type
	seer-png fig1.png >colours
	inks=$(echo 'print list(rows, nrows)' | svg_check fig1.svg)
	[ -n "$inks" ]
	awk -v inks="$inks" '
		# byte(HH): the number of two hex digits
		function byte(h,   d) {
			d = "0123456789abcdef"
			return (index(d, substr(h, 1, 1)) - 1) * 16 + index(d, substr(h, 2, 1)) - 1
		}
		# near(RGB, D): the pixels within D of the colour RGB (rrggbb) in each channel
		function near(rgb, d,   i, j, n, within) {
			for (i = 1; i <= colours; i++) {
				within = 1
				for (j = 1; j <= 5; j += 2)
					if ((byte(substr(colour[i], j, 2)) - byte(substr(rgb, j, 2))) ^ 2 > d * d)
						within = 0
				n += within * count[i]
			}
			return n + 0
		}
		{ colour[++colours] = $1; count[colours] = $2 }
		END {
			n = split(tolower(inks), ink, "|")
			for (i = 1; i <= n; i++)
				if (near(substr(ink[i], 2), 12) < 150) {
					print ink[i] ": " near(substr(ink[i], 2), 12) " pixels"
					bad = 1
				}
			if (near("000000", 60) < 1000) {
				print "dark type: " near("000000", 60) " pixels"
				bad = 1
			}
			exit bad
		}' colours
}

@test "--periodic: every class under rotation and complement once; those that beat SEER confirmed by an independent simulation" {
	seer-duel --periodic 8 -n 16384 --seed 1 --tsv >"$BATS_TEST_TMPDIR/classes"
	cols=$'period\tsequence\tverdict\trate\tci_low\tci_high\texact\tstates\tmatches\tplays'
	tsv_strict "$cols" <"$BATS_TEST_TMPDIR/classes" >"$BATS_TEST_TMPDIR/rows"
	cut -f 2 "$BATS_TEST_TMPDIR/rows" | sort >"$BATS_TEST_TMPDIR/got"
	seer-chain classes 8 | sort >"$BATS_TEST_TMPDIR/want"
	diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
	# + and +- SEER learns: exact, every play lost
	awk -F '\t' '$2 == "+" || $2 == "+-" { print $3, $7 }' "$BATS_TEST_TMPDIR/rows" >"$BATS_TEST_TMPDIR/exact"
	[ "$(cat "$BATS_TEST_TMPDIR/exact")" = $'loses 0\nloses 0' ]
	# each class that beats it, and two that lose, played again by the independent model
	beats=$(awk -F '\t' '$3 == "beats" { print $2 }' "$BATS_TEST_TMPDIR/rows")
	[ -n "$beats" ]
	for s in $beats ++- +++--; do
		rate=$(awk -F '\t' -v s="$s" '$2 == s { print $4 }' "$BATS_TEST_TMPDIR/rows")
		model=$(seer-chain simulate "$s" 200000 7)
		echo "$s: $rate, model $model"
		within "$model" "$(awk -v r="$rate" 'BEGIN { print r - 0.006 }')" "$(awk -v r="$rate" 'BEGIN { print r + 0.006 }')"
	done
	for s in $beats; do
		model=$(seer-chain simulate "$s" 200000 8)
		within "$model" 0.5025 1
	done
}

@test "the fast run and the play-by-play run (--curve) score the same matches, for the oracles and lz against every kind the fast run takes" {
	for a in oracle oracle:3 lz; do
		for b in seer shannon random oracle oracle:3 lz; do
			for pair in "$a $b" "$b $a"; do
				# shellcheck disable=SC2086
				same_scores $pair || return 1
			done
		done
	done
}

# sessions FILE DIR: each paragraph of FILE (a session, between blank lines) alone in DIR/1, DIR/2, ...
sessions() {
	awk -v dir="$2" 'BEGIN { RS = "" } { n++; print > (dir "/" n) }' "$1"
}

@test "a blank line in a record starts a session: each a match from cleared players, as if played alone" {
	cd "$BATS_TEST_TMPDIR"
	fig1=$top/examples/seer/phase-shift.txt
	sessions "$fig1" .
	[ -f 5 ] && [ ! -f 6 ]
	# players whose play owes nothing to chance: the record's session k is the match k of
	# the whole record, play by play, whichever side the record takes
	for args in "opposite $fig1" "best:seer $fig1" "pattern:++- $fig1" "$fig1 pattern:+--" "$fig1 opposite"; do
		seer-duel --tsv $args >whole
		tsv_strict "$header" <whole >/dev/null
		[ "$(columns kind <whole | tr '\n' ' ')" = "match match match match match total " ]
		seer-duel --curve $args >curve
		for k in 1 2 3 4 5; do
			alone=${args//$fig1/$k}
			[ "$(columns plays matcher_wins <whole | sed -n "${k}p")" = "$(seer-duel --tsv $alone | columns plays matcher_wins)" ] ||
				{ echo "$args: session $k"; return 1; }
			[ "$(awk -F '\t' -v k="$k" '$1 == k { print 1 "\t" $2 "\t" $3 "\t" $4 }' curve)" = "$(seer-duel --curve $alone | tail -n +2)" ] ||
				{ echo "$args: curve $k"; return 1; }
		done
	done
	# SEER: five curves, each of a session's 101 plays from play 1, as in Fig. 1
	seer-duel --curve --seed 1 seer "$fig1" >curve
	[ "$(awk -F '\t' 'NR > 1 { n[$1]++; if ($2 == 1 && $3 * $3 != 1) bad = 1 } END { if (bad) print "bad"; for (k in n) print k, n[k] }' curve | sort | tr '\n' ' ')" = \
	  "1 101 2 101 3 101 4 101 5 101 " ]
}
