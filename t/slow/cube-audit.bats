#!/usr/bin/env bats
# cube-scramble --audit on files large or many: biased scramblers seen from 10,000 to
# 40,000 scrambles, the pieces' cells of 10,000, the 16,500 runs of turns of 300, and
# honest files passing as often as their p-values promise.  The files are made by awk
# over cube-scramble --state and cube-solve -a (t/tool/scrambles.bash), never by the audit.

load ../tool/helper
load ../tool/scrambles

setup() {
	tmp=$BATS_TEST_TMPDIR
}

@test "half the states with U on top at UFR dropped, 40,000 left: not random-state, exit 1, the cells named" {
	states 44200 21 | drop_half U | head -40000 > "$tmp/states"
	[ "$(wc -l < "$tmp/states")" -eq 40000 ]
	fair 21 < "$tmp/states" > "$tmp/s"
	run cube-scramble --audit --tsv "$tmp/s"
	[ "$status" -eq 1 ]
	printf '%s\n' "$output" > "$tmp/tsv"
	# U4 shows U in 4 of 21 random states: about 7619 of 40,000, here awk's count of the states kept
	u4=$(awk 'substr($0, 4, 1) == "U" { n++ } END { print n }' "$tmp/states")
	awk -F'\t' -v u4="$u4" '$1 == "facelet" && $2 == "U4:U" {
		exit !($3 == u4 && $4 > 40000 * 4 / 21 * 0.999 && $4 < 40000 * 4 / 21 * 1.001 && $5 < 1e-100) }' "$tmp/tsv"
	grep -qx "$(printf 'random-state\t-\t0\t-\t-')" "$tmp/tsv"
	# the distances alone see nothing: the bias is in the pieces
	awk -F'\t' '$1 == "chi-square" { exit !($5 > 0.001) }' "$tmp/tsv"
	run cube-scramble --audit "$tmp/s"
	[ "$status" -eq 1 ]
	[[ "$output" == *"facelet U4 showing U ($u4, "* ]]
	[[ "${lines[${#lines[@]} - 1]}" == "verdict: not random-state: too "* ]]
}

@test "a twisted corner: half the states with the UFR corner twisted dropped: not random-state" {
	states 30000 22 | drop_half RFLB | head -26000 | fair 22 > "$tmp/s"
	run cube-scramble --audit "$tmp/s"
	[ "$status" -eq 1 ]
	[[ "$output" == *"too many: facelet U4 showing U ("* ]]
	# the corners' own twists lean too: each stands at UFR a seventh of the time
	cube-scramble --audit --tsv "$tmp/s" > "$tmp/tsv" || [ $? -eq 1 ]
	[ "$(awk -F'\t' '$1 == "twist" && $2 ~ /:0$/ && $3 > $4 && $5 < 0.001' "$tmp/tsv" | wc -l)" -ge 3 ]
}

@test "honest files pass at the rate their p-values promise: 40 files of 5,000, fixed seeds" {
	# Each file meets 4 checks of its states that chance can fail (the distances'
	# chi-square, each distance, the repeats, the pieces' cells), each at 0.001: a file
	# fails with chance 0.004 at most, so 40 files raise 0.16 false alarms on average, and 3
	# or more with chance 0.001.  The chi-squares' p-values (those of the first and the
	# last turns too, which the verdict does not count) are uniform: of the 120, about
	# 12 fall below 0.1 (3.3 either way), and fewer than 4 or more than 22 with chance 0.01.
	for seed in $(seq 101 140); do
		states 5000 "$seed" | fair "$seed" > "$tmp/s"
		status=0
		cube-scramble --audit --tsv "$tmp/s" > "$tmp/tsv" || status=$?
		[ "$status" -le 1 ]
		awk -F'\t' -v status="$status" '
			$1 == "random-state" { if ($3 != !status) exit 1; print "verdict", $3 }
			$1 ~ /^(chi-square|first-turns|last-turns)$/ { print "p", $5 }' "$tmp/tsv"
	done > "$tmp/all"
	[ "$(grep -c '^verdict' "$tmp/all")" -eq 40 ]
	[ "$(grep -c '^verdict 0' "$tmp/all")" -le 2 ]
	[ "$(grep -c '^p' "$tmp/all")" -eq 120 ]
	low=$(awk '$1 == "p" && $2 < 0.1' "$tmp/all" | wc -l)
	echo "p < 0.1: $low of 120"
	[ "$low" -ge 4 ] && [ "$low" -le 22 ]
}

@test "a filter of 5 turns: no state at distance 4 in 20,000, which chi-square alone barely sees" {
	cube-scramble -n 20000 --seed 2 --min-moves 5 --state | fair 2 > "$tmp/s"
	run cube-scramble --audit --tsv "$tmp/s"
	[ "$status" -eq 1 ]
	printf '%s\n' "$output" > "$tmp/tsv"
	run cube-stats audit < "$tmp/tsv"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	# 0 where 20000 * 1847 / 3673775 = 10.055 are expected: 8 distances * 2 * e^-10.055
	awk -F'\t' '$1 == "distance" && $2 == 4 { exit !($3 == 0 && $4 == 10.055 && $5 > 0.00068 && $5 < 0.00070) }' "$tmp/tsv"
	grep -qx "$(printf 'random-state\t-\t0\t-\t-')" "$tmp/tsv"
	run cube-scramble --audit "$tmp/s"
	[ "$status" -eq 1 ]
	[ "${lines[${#lines[@]} - 1]}" = "verdict: not random-state: none at distance 4 (10.1 expected, p = 0.00069)" ]
}

@test "a fixed tie-break: each state's first optimal solution, the first and last turns lean" {
	states 10000 23 > "$tmp/states"
	fixed < "$tmp/states" > "$tmp/s"
	run cube-scramble --audit --tsv "$tmp/s"
	# the states are as drawn: the lean is the writer's, shown but not failed
	[ "$status" -eq 0 ]
	printf '%s\n' "$output" > "$tmp/tsv"
	# the first turns' counts as awk counts them, and the even spread among mirror images
	awk '{ n[$1]++ } END { for (t in n) print "first-turn", t, n[t] }' "$tmp/s" | sort > "$tmp/want"
	awk -F'\t' '$1 == "first-turn" && $3 > 0 { print $1, $2, $3 }' "$tmp/tsv" | sort | diff -u "$tmp/want" -
	awk -F'\t' '$1 == "first-turn" && $2 !~ /2/ && $2 ~ /^[RUF]/ { q += $3; e[$2] = $4 }
		END { for (t in e) if (e[t] != sprintf("%.3f", q / 6)) exit 1 }' "$tmp/tsv"
	awk -F'\t' '$1 == "last-turns" { exit !($4 == 7 && $5 < 1e-10) }' "$tmp/tsv"
	grep -qx "$(printf 'random-state\t-\t1\t-\t-')" "$tmp/tsv"
	run cube-scramble --audit "$tmp/s"
	[ "$status" -eq 0 ]
	[[ "$output" == *$'\n  the last turns are unlike their mirror images: the writer prefers some turns,\n  which leaves the states as drawn\n'* ]]
	[ "${lines[${#lines[@]} - 1]}" = "verdict: looks random-state" ]
	# the same states written fairly pass
	fair 23 < "$tmp/states" > "$tmp/f"
	run cube-scramble --audit "$tmp/f"
	[ "$status" -eq 0 ]
	[ "${lines[${#lines[@]} - 1]}" = "verdict: looks random-state" ]
}

@test "the pieces' cells of 10,000 fair scrambles: counts by awk, p as the independent binomial" {
	states 10000 24 > "$tmp/states"
	fair 24 < "$tmp/states" > "$tmp/s"
	cube-scramble --audit --tsv "$tmp/s" > "$tmp/tsv"
	# each facelet's colours, counted by awk from the states
	awk '{ for (i = 1; i <= 24; i++) n[i, substr($0, i, 1)]++ }
		END { split("URFDLB", f, ""); for (i = 1; i <= 24; i++) if (i != 15 && i != 19 && i != 24) for (c = 1; c <= 6; c++)
			print "facelet", f[int((i - 1) / 4) + 1] ((i - 1) % 4 + 1) ":" f[c], n[i, f[c]] + 0 }' "$tmp/states" | sort > "$tmp/want"
	awk -F'\t' '$1 == "facelet" { print $1, $2, $3 }' "$tmp/tsv" | sort | diff -u "$tmp/want" -
	[ "$(awk -F'\t' '$1 ~ /^(position|twist|facelet)$/' "$tmp/tsv" | wc -l)" -eq 196 ]
	# a corner's place: 1/7 of the states but those nearer solved, p times the 196 cells
	read -r k e p <<<"$(awk -F'\t' '$1 == "position" && $2 == "URF:UFL" { print $3, $4, $5 }' "$tmp/tsv")"
	awk -v e="$e" 'BEGIN { exit !(e > 10000 / 7 * 0.999 && e < 10000 / 7 * 1.001) }'
	want=$(cube-stats binomial "$k" 10000 "$(awk 'BEGIN { printf "%.12f", 1 / 7 }')")
	awk -v p="$p" -v w="$want" 'BEGIN { w = w * 196 > 1 ? 1 : w * 196; exit !(p > w * 0.97 - 1e-9 && p < w * 1.03 + 1e-9) }'
}

@test "slack: the turns beyond each state's distance; no run of a scramble is shortened by more" {
	cube-scramble -n 300 --length 11 --seed 4 > "$tmp/s"
	run cube-scramble --audit --tsv "$tmp/s"
	# the verdict rests on how the scrambler breaks ties (its end turns), not tested here
	[ "$status" -le 1 ]
	# 11 less each state's distance, as the independent cube finds it
	check distance < "$tmp/s" > "$tmp/d"
	[ "$(awk -F'\t' '$1 ~ /^slack/ { printf "%s%s", sep, $3; sep = " " } END { print "" }' <<<"$output")" = \
	    "$(awk '{ s += 11 - $1; if (11 - $1 > m) m = 11 - $1 } END { printf "%.3f %d\n", s / NR, m }' "$tmp/d")" ]
	# every run of two or more turns, its distance by the independent cube: none is shortened
	# by more than its scramble, and none does nothing (the audit's count, 0)
	awk '{ for (i = 1; i <= NF; i++) for (j = i + 1; j <= NF; j++) {
		run = $i; for (k = i + 1; k <= j; k++) run = run " " $k; print NR, j - i + 1, run } }' "$tmp/s" > "$tmp/runs"
	[ "$(wc -l < "$tmp/runs")" -eq 16500 ]
	cut -d' ' -f3- "$tmp/runs" | check distance | paste -d' ' - "$tmp/runs" |
	    awk 'NR == FNR { slack[FNR] = 11 - $1; next } { if ($3 - $1 > slack[$2] || $1 == 0) { print; bad = 1 } } END { exit bad }' "$tmp/d" -
	grep -qx "$(printf 'idle-runs\t-\t0\t0\t1')" <<<"$output"
	run cube-scramble --audit "$tmp/s"
	[[ "$output" == *$'\nslack (turns beyond the distance): mean '*', max '*$'\n'* ]]
}

@test "genuine files in all six faces pass: 10,000 each, written fairly or by cube-scramble, faces swapped by awk" {
	# Each turn written at random as its opposite face's, the cube held anew after it
	# (t/tool/scrambles.bash): the same states, drawn at random, by turns of all six faces;
	# no run of them does nothing by the sticker model, and the audit finds none either.
	# Each file fails the 4 checks of its states with chance 0.004 at most.
	states 10000 41 | fair 41 | opposite 41 > "$tmp/fair"
	cube-scramble -n 10000 --seed 42 | opposite 42 > "$tmp/own"
	for f in fair own; do
		grep -q "[DLB]" "$tmp/$f"
		[ "$(cube-check idle < "$tmp/$f" | sort -u)" = 0 ]
		run cube-scramble --audit --tsv "$tmp/$f"
		[ "$status" -eq 0 ]
		grep -qx "$(printf 'idle-runs\t-\t0\t0\t1')" <<<"$output"
		grep -qx "$(printf 'random-state\t-\t1\t-\t-')" <<<"$output"
	done
	# the states are the ones drawn, however written: their distances alike, line by line
	cube-scramble -n 10000 --seed 42 | cube-check distance > "$tmp/want"
	cube-check distance < "$tmp/own" | cmp - "$tmp/want"
}
