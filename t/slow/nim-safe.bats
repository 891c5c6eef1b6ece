#!/usr/bin/env bats
# nim-safe where it takes a while: a million positions, a board of 100 MB, a heap
# past the values -r finds (its search gives up after seconds), -r's subtraction,
# Grundy and splitting games against the game-tree search, --values cut short by a
# closed pipe or a signal, and threads against one thread.

load ../tool/helper
load ../tool/heap-search

@test "a million positions stream through" {
	run bash -c "awk 'BEGIN { for (i = 0; i < 1000000; i++) print i % 8, int(i / 8) % 8, int(i / 64) % 8 }' | nim-safe -c"
	[ "$status" -eq 0 ]
	# The 512 positions a b c < 8 repeat 1953 times with 64 safe among them (c = a ^ b),
	# then i = 0..63 (c = 0) adds the 8 with a == b: 1953 * 64 + 8.
	[ "${lines[0]}" = "safe 125000" ]
	[ "${lines[1]}" = "unsafe 875000" ]
}


@test "-v on 200,000 heaps of 2^64-1: a 100 MB board written as it is made, in a fraction of its size in memory" {
	awk 'BEGIN { for (i = 0; i < 200000; i++) printf "%s18446744073709551615", i ? " " : ""; print "" }' \
		>"$BATS_TEST_TMPDIR/line"
	run streamed nim-safe -v "$BATS_TEST_TMPDIR/line"
	[ "$status" -eq 0 ]
	read -r bytes count st peak <<<"${lines[0]}"
	[ "$st" -eq 0 ]
	# the verdict, the column numbers, a row for each heap, the sums, the unsafe columns, the rule
	[ "$count" -eq 200005 ]
	[ "$bytes" -gt 100000000 ]
	# a board gathered whole would need all of it (the peak is the program's own, in kB)
	[ "$peak" -lt $((bytes / 1024 / 2)) ]
	[ "${lines[1]}" = "$(cat "$BATS_TEST_TMPDIR/line") # safe 0" ]
	[ "${lines[2]}" = "# a column is safe when its sum is even" ]
}

@test "-r: a heap whose value costs too much is a bad line, answered within seconds, not minutes" {
	# 0.1337 splits after taking 1, 3 or 7 and has no period proved: its values to heap
	# 2^20 - 1 would take some ten minutes; the lookup gives up after a bounded work
	run_in '5 1\n1048575\n3 3\n' nim-safe -r 0.1337
	expect_error 1 "nim-safe: line 2: '1048575': no value: values are found up to heap "
	[[ "$output" == *"# error: '1048575': no value: values are found up to heap "*" in this game (nim-safe -r RULES --values N finds more), and no period proved"* ]]
	[[ "$output" == *"3 3 # safe 0"* ]]
}

@test "-r: subtraction sets, Grundy's game and splitting codes agree with a game-tree search" {
	for rules in 1,2,3 1,3,4 2,5 grundy 4.07 0.6 0.16 0.354 0.456; do
		check_rules "$rules"
	done
}

# stop_at SIG HEAPS CMD...: starts CMD in the background, its stdout in out and stderr
# in err, waits until its checkpoint ck holds HEAPS heaps or more (a condition, not a
# time; timeout(1) is a safety net), sends SIG, and leaves the status in $st.
stop_at() {
	local sig=$1 heaps=$2 pid i
	shift 2
	rm -f ck out err
	timeout 120 "$@" >out 2>err &
	pid=$!
	for ((i = 0; i < 1200; i++)); do
		[ -f ck ] && [ "$(sed -n '4s/^heaps //p' ck)" -ge "$heaps" ] && break
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.05
	done
	kill -"$sig" "$pid"
	st=0
	wait "$pid" || st=$?
}

@test "--resume: stopped at several points, and twice in a row, the run writes what one run writes, byte for byte" {
	local at
	cd "$BATS_TEST_TMPDIR"
	nim-safe -r 0.6 --values 200000 >full
	nim-safe -r 0.6 --values 200000 --tsv >full.tsv
	# the runs stopped ask for far more heaps than the run they resume, so that none
	# ends before its signal; a checkpoint serves a run that asks for fewer
	for at in 10000 40000 70000; do
		stop_at TERM "$at" nim-safe -r 0.6 --values 10000000 --checkpoint ck --every 5000
		[ "$st" -eq 143 ]
		[[ "$(cat err)" =~ ^"nim-safe: stopped at heap "([0-9]+)" of 10000000"$ ]]
		# the checkpoint holds every heap found, the values written too
		[ "$(sed -n 4p ck)" = "heaps ${BASH_REMATCH[1]}" ]
		[ "$(wc -l <out)" -eq "${BASH_REMATCH[1]}" ]
		cp ck ck.kept
		nim-safe -r 0.6 --values 200000 --resume ck --checkpoint ck >again
		cmp again full
		nim-safe -r 0.6 --values 200000 --tsv --resume ck.kept >again
		cmp again full.tsv
	done
	# stopped twice, resumed twice
	stop_at TERM 15000 nim-safe -r 0.6 --period 10000000 -v --checkpoint ck --every 4000
	[ "$st" -eq 143 ]
	timeout 120 nim-safe -r 0.6 --period 10000000 -v --resume ck --checkpoint ck --every 4000 >out 2>err &
	for ((i = 0; i < 1200; i++)); do
		[ "$(sed -n '4s/^heaps //p' ck)" -ge 35000 ] && break
		sleep 0.05
	done
	kill -TERM $!
	st=0
	wait $! || st=$?
	[ "$st" -eq 143 ]
	run nim-safe -r 0.6 --period 200000 -v --resume ck
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "0.6: no period found up to heap 200000" ]
	# the research line of the run resumed twice is the one run's
	[ "${lines[1]}" = "$(nim-safe -r 0.6 --period 200000 -v | sed -n 2p)" ]
	[[ "${lines[1]}" == "# rare mask 0x"* ]]
	[[ "${lines[2]}" =~ ^"# 200001 heaps in "[0-9.]+" s, at most "[0-9]+" kB held, "[0-9]+" heaps a second"$ ]]
}


@test "-j: 0.6, 0.16 and Grundy's game to 10^6 heaps, and 0.354 interrupted and resumed, with 2 and 5 threads as with one" {
	local rules
	cd "$BATS_TEST_TMPDIR"
	for rules in 0.6 0.16 grundy; do
		nim-safe -r "$rules" --values 1000000 -j 1 >one
		[ "$(grep -c -v '^#' one)" -eq 1000001 ]
		nim-safe -r "$rules" --values 1000000 -j 2 | cmp - one
		nim-safe -r "$rules" --values 1000000 -j 5 | cmp - one
	done
	# 0.16's period, 149459 (Gangolli and Plambeck 1989)
	nim-safe -r 0.16 --period 1000000 -j 2 >two
	grep -q '^0.16: period 149459 from heap ' two
	nim-safe -r 0.16 --period 1000000 -j 1 | cmp - two
	stop_at TERM 100000 nim-safe -r 0.354 --values 10000000 -j 2 --checkpoint ck --every 50000
	[ "$st" -eq 143 ]
	nim-safe -r 0.354 --values 300000 -j 2 --resume ck | cmp - <(nim-safe -r 0.354 --values 300000 -j 1)
}

@test "-r: a heap past the values found names the last heap valued, and --values reaches it" {
	# 4.004 splits a heap in two, without taking, or takes 2 leaving two heaps: costly
	# values, no period proved; the work runs out before heap 50000
	run_in '50000\n' nim-safe -r 4.004
	expect_error 1 "nim-safe: line 1: '50000': no value: values are found up to heap "
	local last=${output#*up to heap }
	last=${last%% *}
	[ "$last" -lt 50000 ] && [ "$last" -gt 1000 ]
	local why="no value: values are found up to heap $last in this game (nim-safe -r RULES --values N finds more), and no period proved"
	[ "$output" = "nim-safe: line 1: '50000': $why
# error: '50000': $why" ]
	# that heap has its value, the next has none, and --values finds 50000's
	[[ "$(nim-safe -r 4.004 <<<"$last" 2>&1)" == "$last # "*safe* ]]
	[ "$(nim-safe -r 4.004 <<<"$((last + 1))" 2>/dev/null)" = "# error: '$((last + 1))': $why" ]
	nim-safe -r 4.004 --values 50000 | grep -q '^50000 [0-9][0-9]*$'
}

@test "-r --values: the values are written as they are found, and a closed pipe ends the work" {
	# 0.1337's values cost more and more; the first come out long before the last are found
	# (SIGPIPE ends it: 141; timeout's 124 would mean it ran on)
	run bash -c "set -o pipefail; timeout 60 nim-safe -r 0.1337 --values 4294967293 | head -3"
	[ "$status" -eq 141 ]
	[ "$output" = "$(libtest plain 0.1337 3)" ]
}

@test "-r --values stopped by SIGTERM or SIGINT: whole lines written, where it stopped said, death by the signal" {
	local sig h
	cd "$BATS_TEST_TMPDIR"
	for sig in TERM INT; do
		rm -f out err pid
		# at a terminal of its own (pty), the job in the background keeps SIGINT
		timeout 120 pty -1 out -2 err -- sh -c 'echo $$ >pid; exec nim-safe -r 0.6 --values 10000000' &
		for ((i = 0; i < 1200; i++)); do
			[ -s out ] && break
			sleep 0.05
		done
		kill -"$sig" "$(cat pid)"
		st=0
		wait $! || st=$?
		[ "$st" -eq $((128 + $(kill -l "$sig"))) ]
		[[ "$(cat err)" =~ ^"nim-safe: stopped at heap "([0-9]+)" of 10000000"$ ]]
		h=${BASH_REMATCH[1]}
		# heaps 0 .. h-1, each line whole, the values of one run to h-1
		[ "$(wc -l <out)" -eq "$h" ]
		[ "$(tail -c 1 out | od -An -c | tr -d ' ')" = '\n' ]
		nim-safe -r 0.6 --values $((h - 1)) | grep -v '^#' | cmp - out
	done
}

@test "-j: with 2 and 7 threads, --values and --period write what one thread writes, and the values are the plain mex's" {
	local rules
	cd "$BATS_TEST_TMPDIR"
	# the threads start at heap 4096: 0.6, 0.354, 4.04 and Grundy's game have no period
	# by heap 20000; 1,2000,4001 proves its at heap 8002; 0.77 and 2,5,6 before the
	# threads start
	for rules in 0.6 0.354 4.04 grundy 1,2000,4001 0.77 2,5,6; do
		nim-safe -r "$rules" --values 20000 -j 1 >one
		[ "$(grep -c -v '^#' one)" -eq 20001 ]
		nim-safe -r "$rules" --values 20000 -j 2 | cmp - one
		nim-safe -r "$rules" --values 20000 -j 7 | cmp - one
		nim-safe -r "$rules" --values 20000 --tsv --threads 2 |
			cmp - <(nim-safe -r "$rules" --values 20000 --tsv -j 1)
		nim-safe -r "$rules" --period 20000 -j 2 |
			cmp - <(nim-safe -r "$rules" --period 20000 -j 1)
	done
	for rules in 0.6 grundy 1,2000,4001; do
		diff -u <(libtest plain "$rules" 20000) \
			<(nim-safe -r "$rules" --values 19999 -j 2 | grep -v '^#')
	done
	nim-safe -r 1,2000,4001 --period 20000 -j 2 |
		grep -qx '1,2000,4001: period 2001 from heap 0, proved at heap 8002'
}

@test "--certificate: 0.16's and 0.56's periods pass the checker (Gangolli and Plambeck 1989)" {
	cd "$BATS_TEST_TMPDIR"
	nim-safe -r 0.16 --period 1000000 --certificate cert
	[ "$(sed -n 2,5p cert)" = "game 0.16
preperiod 105351
period 149459
bound 509622" ]
	[ "$(period-check cert)" = "0.16: period 149459 from heap 105351 checked, 509622 values" ]
	nim-safe -r 0.56 --period 1000000 --certificate cert
	[ "$(period-check cert)" = "0.56: period 144 from heap 326640 checked, 653570 values" ]
}
