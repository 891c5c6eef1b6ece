#!/usr/bin/env bats
# seer-duel --exact --fit: the machines against a person fitted as a Markov model of
# their own plays; exact rates checked against an independent chain (t/oracle/seer-chain.c),
# the rest simulated and marked so.  The independent simulations, a million plays each,
# are in t/slow/seer-fit.bats.

load tool/helper
load tool/seer-fit

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

@test "--fit -n 1: one play simulated is one play, in the singular" {
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

