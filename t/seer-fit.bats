#!/usr/bin/env bats
# seer-duel --exact --fit: the machines against a person fitted as a Markov model of
# their own plays; exact rates checked against an independent chain and simulation
# (t/oracle/seer-chain.c), the rest simulated and marked so.

load tool/helper

person=$top/examples/seer/human-keypresses.txt
header=$'matcher\torder\tperson_plays\tmethod\tfraction\trate\tlow\thigh\tplays\tstates'

# sessions: three sessions in the letters people write, with a comment and a blank
# line between them
sessions() {
	printf 'HTTHTHHTTTHTHH # one\n\nTTHHTTHTHHHTTH\nHHTH\n\n# two\nHTHTTTHHTHHT\n' \
		>"$BATS_TEST_TMPDIR/sessions"
}

@test "--fit: best's exact rate is the independent chain's at orders 0 to 8, for a record and for sessions" {
	sessions
	for file in "$person" "$BATS_TEST_TMPDIR/sessions"; do
		for k in 0 1 2 3 4 5 6 7 8; do
			want=$(seer-chain fit "$k" "$file")
			run seer-duel --exact --fit "$k" --tsv best "$file"
			[ "$status" -eq 0 ] && [ "${lines[0]}" = "$header" ] &&
				[ "$(printf '%s\n' "${lines[1]}" | cut -f1,2,4,5)" = "best	$k	exact	$want" ] ||
				{ echo "$file order $k: want $want: $output"; return 1; }
		done
	done
	# the record's 198 plays, the sessions' 44 in 3 sessions
	run seer-duel --exact --fit 2 best "$BATS_TEST_TMPDIR/sessions"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "the person fitted: order 2, from 44 plays in 3 sessions" ]
	[ "$(seer-duel --exact --fit 2 --tsv best "$person" | cut -f3 | tail -1)" = 198 ]
}

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
	# one play simulated is one play, in the singular
	run seer-duel --exact --fit 2 -n 1 --seed 5 seer "$person"
	[ "$status" -eq 0 ]
	[[ "${lines[1]}" == "seer wins about "*"simulated: 1 play, 95% interval "* ]]
}

@test "--fit: a person who alternates is learned exactly by SEER, Shannon's machine and best" {
	printf '+-+-+-+-+-+-\n' >"$BATS_TEST_TMPDIR/alt"
	run seer-duel --exact --fit 1 --tsv seer shannon best "$BATS_TEST_TMPDIR/alt"
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "${lines[@]:1}" | cut -f1,4,5)" = $'seer\texact\t1\nshannon\texact\t1\nbest\texact\t1' ]
}

@test "--fit: what it refuses, with the message and the status; a bad line is named and the rest fitted" {
	run seer-duel --exact --fit 2 seer
	expect_error 2 "seer-duel: --exact --fit: name the machines, then the record of the person"
	run seer-duel --exact --fit 2 seer best
	expect_error 2 "seer-duel: --exact --fit: name the machines, then the record of the person"
	run seer-duel --exact --fit 2 "$person" "$person"
	expect_error 2 "seer-duel: --exact --fit: name the machines, then the record of the person"
	for other in "" "--periodic 3" "--diagram text"; do
		run seer-duel $other --fit 2 seer "$person"
		expect_error 2 "seer-duel: --fit goes with --exact"
	done
	run seer-duel --exact --fit 17 seer "$person"
	expect_error 2 "seer-duel: --fit '17': too large (0 to 16)"
	run seer-duel --exact --fit 2 -r 2 seer "$person"
	expect_error 2 "seer-duel: --exact --fit plays no matches: no -r"
	run seer-duel --exact --fit 2 seer "$BATS_TEST_TMPDIR/none"
	expect_error 2 "not a player"
	printf '+-+-\n+x-\n-+-+\n' >"$BATS_TEST_TMPDIR/bad"
	run seer-duel --exact --fit 0 best "$BATS_TEST_TMPDIR/bad"
	expect_error 1 "seer-duel: $BATS_TEST_TMPDIR/bad: line 2: 'x': not a play"
	[[ "$output" == *"the person fitted: order 0, from 8 plays in 1 session"* ]]
	: >"$BATS_TEST_TMPDIR/empty"
	run seer-duel --exact --fit 0 best "$BATS_TEST_TMPDIR/empty"
	expect_error 1 "seer-duel: $BATS_TEST_TMPDIR/empty: no plays: the person is fitted as a fair coin"
	[[ "$output" == *"best wins 1/2 "* ]]
}

@test "--fit: -n sets the simulated plays, --seed repeats them" {
	a=$(seer-duel --exact --fit 1 --tsv -n 5000 --seed 7 lz "$person")
	b=$(seer-duel --exact --fit 1 --tsv -n 5000 --seed 7 lz "$person")
	[ -n "$a" ] && [ "$a" = "$b" ]
	[ "$(printf '%s\n' "$a" | tail -1 | cut -f9)" = 5000 ]
}

