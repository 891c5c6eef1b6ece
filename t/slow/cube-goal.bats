#!/usr/bin/env bats
# cube-solve --face and --layer, the first layer of every colour: each answer checked by the
# independent cube (t/oracle/cube-check.c), whose search over the layers of all six colours
# takes seconds.

load ../tool/helper

setup() {
	tmp=$BATS_TEST_TMPDIR
}

# goal_check OPTIONS...: 300 random-state scrambles answered with OPTIONS, each answer verified.
goal_check() {
	cube-scramble -n 300 --seed 2024 > "$tmp/s"
	cube-solve "$@" < "$tmp/s" > "$tmp/o"
	run check goal-verify "$@" "$tmp/s" "$tmp/o"
	[ "$status" -eq 0 ] && [ "$output" = "ok $(grep -vc '^#:' "$tmp/o")" ] || { echo "$output"; return 1; }
}

@test "--layer any and each, in both metrics, as the independent search finds" {
	goal_check --layer any
	goal_check --layer any --qtm
	goal_check --layer each
	goal_check --layer each --qtm
}

@test "--layer any -a --slack 1: every way, as many as the search counts" {
	for scramble in $(cube-scramble -n 5 --seed 8 | tr ' ' _); do
		scramble=${scramble//_/ }
		echo "$scramble" | cube-solve -a --slack 1 --layer any | tail -n +2 > "$tmp/all"
		run check goal-all --slack 1 --layer any "$scramble" "$tmp/all"
		[ "$status" -eq 0 ] || { echo "$scramble: $output"; return 1; }
	done
}

@test "--census --layer of every colour in both metrics, as the independent cube counts" {
	for c in U R F D L B; do
		for q in "" --qtm; do
			cube-solve --census --layer $c $q | grep -v '^#' | diff -u <(check goal-census --layer $c $q) -
		done
	done
}
