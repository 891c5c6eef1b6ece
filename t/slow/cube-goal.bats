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
	cube-scramble -n 5 --seed 8 > "$tmp/s"
	mapfile -t scrambles < "$tmp/s"
	[ "${#scrambles[@]}" -eq 5 ]
	for scramble in "${scrambles[@]}"; do
		echo "$scramble" | cube-solve -a --slack 1 --layer any > "$tmp/out"
		tail -n +2 "$tmp/out" > "$tmp/all"
		run check goal-all --slack 1 --layer any "$scramble" "$tmp/all"
		[ "$status" -eq 0 ] || { echo "$scramble: $output"; return 1; }
	done
}

@test "--layer with -a, and with --slack: every way, as many as the search counts" {
	for opts in "--layer F" "--layer D --qtm"; do
		for line in 1 7 50; do
			scramble=$(cube-scramble -n 50 --seed 9 | sed -n "${line}p")
			echo "$scramble" | cube-solve -a $opts | tail -n +2 > "$tmp/all"
			run check goal-all $opts "$scramble" "$tmp/all"
			[ "$status" -eq 0 ] || { echo "$opts, $scramble: $output"; return 1; }
		done
	done
	scramble=$(cube-scramble -n 1 --seed 3)
	echo "$scramble" | cube-solve -a --slack 1 --layer B --qtm | tail -n +2 > "$tmp/all"
	run check goal-all --slack 1 --layer B --qtm "$scramble" "$tmp/all"
	[ "$status" -eq 0 ] || { echo "$output"; return 1; }
}

@test "--census --layer of every colour in both metrics, as the independent cube counts" {
	for c in U R F D L B; do
		for q in "" --qtm; do
			cube-solve --census --layer $c $q | grep -v '^#' | diff -u <(check goal-census --layer $c $q) -
		done
	done
}

@test "--face with -n and --slack: every way up to k longer, shortest first" {
	cube-scramble -n 12 --seed 3 > "$tmp/s"
	while read -r scramble; do
		echo "$scramble" | cube-solve -a --slack 2 --face any | tail -n +2 > "$tmp/all"
		awk '{ print $(NF - 1) }' "$tmp/all" | sort -c -n
		run check goal-all --slack 2 --face any "$scramble" "$tmp/all"
		[ "$status" -eq 0 ] || { echo "$scramble: $output"; return 1; }
		# -n: the first of them
		echo "$scramble" | cube-solve -n 6 --slack 2 --face any | tail -n +2 |
			diff -u <(head -6 "$tmp/all") -
	done < "$tmp/s"
}

@test "--face with -a: every optimal way, as many as the search counts" {
	# the layers' in t/slow/cube-goal.bats
	for opts in "--face U" "--face blue --qtm" "--face any"; do
		for line in 1 7 50; do
			scramble=$(cube-scramble -n 50 --seed 9 | sed -n "${line}p")
			echo "$scramble" | cube-solve -a $opts > "$tmp/all"
			[ "$(head -1 "$tmp/all")" = "#: $scramble" ]
			run check goal-all $opts "$scramble" "$tmp/all"
			[ "$status" -eq 0 ] || { echo "$opts, $scramble: $output"; return 1; }
		done
	done
}

@test "--census --face and --layer: the positions at each distance, as the independent cube counts" {
	for opts in "--face U" "--face D --qtm" "--layer R"; do
		cube-solve --census $opts > "$tmp/census"
		grep -v '^#' "$tmp/census" | diff -u <(check goal-census $opts) -
	done
	run cube-solve --census --layer white
	[ "${lines[0]}" = "# distance positions to a white layer (half-turn metric, faces RUF)" ]
	[ "${lines[${#lines[@]} - 1]}" = "# 3674160 positions, God's number 7" ]
	run cube-solve --census --face orange --qtm --tsv
	[ "${lines[0]}" = "$(printf 'distance\tpositions')" ]
	[ "${lines[${#lines[@]} - 1]}" = "$(printf '7\t3888')" ]
}
