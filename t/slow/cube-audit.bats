#!/usr/bin/env bats
# cube-scramble --audit on files large or many: biased scramblers seen from 40,000 scrambles,
# and honest files passing as often as their p-values promise.  The files are made by awk
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
