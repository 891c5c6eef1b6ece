#!/usr/bin/env bats
# seer-duel --exact --fit where it takes seconds: the recorded person's fitted model
# played a million times by the independent simulation of t/oracle/seer-chain.c.

load ../tool/helper
load ../tool/seer-fit

@test "--fit: the exact rates lie within an independent long simulation of the fitted person" {
	for k in 1 2 4; do
		exact=$(seer-duel --exact --fit "$k" --tsv best "$person" | awk -F '\t' 'NR == 2 { print $6 }')
		set -- $(seer-chain fit-simulate "$k" "$person" 1000000 "$k")
		# 5 standard errors of a rate near 0.8 in 10^6 plays: 0.002
		awk -v x="$1" -v e="$exact" 'BEGIN { exit !(x > e - 0.002 && x < e + 0.002) }' ||
			{ echo "order $k: exact $exact, simulated $1"; return 1; }
	done
	# random's 1/2 is exact against anyone
	run seer-duel --exact --fit 3 random "$person"
	[ "$status" -eq 0 ]
	[[ "${lines[1]}" == "random wins 1/2 "*" 0.500000  exact: a chain of 1 state" ]]
}

@test "--fit: SEER against the recorded person is simulated, marked so, and agrees with an independent model of SEER" {
	run seer-duel --exact --fit 2 --tsv --seed 5 seer shannon oracle lz ctw switch "$person"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 7 ]
	printf '%s\n' "${lines[@]:1}" | cut -f1,4,5,9 >"$BATS_TEST_TMPDIR/got"
	printf '%s\t%s\t-\t1000000\n' seer too-many-states shannon too-many-states \
		oracle unbounded lz unbounded ctw unbounded switch unbounded >"$BATS_TEST_TMPDIR/want"
	diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
	# each rate inside its own interval
	printf '%s\n' "${lines[@]:1}" | awk -F '\t' '!($7 < $6 && $6 < $8) { bad = 1; print } END { exit bad }'
	set -- $(seer-chain fit-simulate 2 "$person" 1000000 9)
	seer=$(printf '%s\n' "${lines[1]}" | cut -f6)
	awk -v x="$2" -v y="$seer" 'BEGIN { exit !(x - y < 0.003 && y - x < 0.003) }' ||
		{ echo "SEER: $seer here, $2 in the independent model"; return 1; }
	run seer-duel --exact --fit 2 seer "$person"
	[ "$status" -eq 0 ]
	[[ "${lines[1]}" == "seer wins about "*"simulated: 1000000 plays, 95% interval "*" (its chain has more than 65536 states)" ]]
}
