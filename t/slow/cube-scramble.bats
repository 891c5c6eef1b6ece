#!/usr/bin/env bats
# cube-scramble where it takes a while: 100,000 scrambles of every form,
# checked run by run by the independent cube, the spread of their turns and
# of their distances, the cubes that 1 to 5 turns reach, each as often, and
# the answer key's first layers and rests against the independent search.

load ../tool/helper
load ../tool/scramble-form

setup() {
	tmp=$BATS_TEST_TMPDIR
}

# runs_clean ARGS...: 100,000 scrambles of cube-scramble ARGS, no run of
# which does nothing or is shorter by more than its scramble.
runs_clean() {
	cube-scramble -n 100000 --seed 7 "$@" > "$tmp/s"
	[ "$(wc -l < "$tmp/s")" -eq 100000 ]
	run check runs --depth 7 < "$tmp/s"
	[ "$status" -eq 0 ] || { echo "$*: $(echo "$output" | head -3)"; return 1; }
	[ "$output" = "runs 100000" ]
}

@test "100,000 scrambles of the default and of --short: no run does nothing, none shorter by more than its scramble" {
	runs_clean
	awk 'NF != 11 { exit 1 }' "$tmp/s"
	runs_clean --short
}

@test "100,000 scrambles of every --length from 4 to 20: no run does nothing, none shorter by more than its scramble" {
	for n in $(seq 4 20); do
		runs_clean --length "$n" || return 1
		awk -v n="$n" 'NF != n { exit 1 }' "$tmp/s" || { echo "--length $n: not $n turns"; return 1; }
	done
}

# mirror_chi2 COLUMN: the chi-square statistic, and its degrees of freedom,
# of the turns in COLUMN (first or last) against the grip model's symmetry:
# the mirror that exchanges R and U turns R into U', R' into U, R2 into U2,
# F into F' and keeps every cost and every state's chance, so each pair
# comes equally often.  Each pair seen is one degree of freedom.
mirror_chi2() {
	awk -v column="$1" '
		{ t = column == "first" ? $1 : $NF; n[t]++ }
		END {
			split("R U\047 R\047 U R2 U2 F F\047", pair, " ")
			for (i = 1; i <= 8; i += 2) {
				a = n[pair[i]] + 0; b = n[pair[i + 1]] + 0
				if (a + b == 0)
					continue
				x += (a - b) ^ 2 / (a + b)
				k++
			}
			print x, k
		}' "$tmp/s"
}

@test "first and last turns of 100,000 scrambles spread as the grip model predicts" {
	# Fixed seeds: the statistics below exceed their thresholds by chance with
	# probability 0.001 each for a writer that keeps the model's symmetry.
	cube-scramble -n 100000 --seed 2 > "$tmp/s"
	[ "$(wc -l < "$tmp/s")" -eq 100000 ]
	# The first turn: the cheapest turns (quarter turns of R and U) lead on to
	# every state 4 or more from solved, so they are the only first turns.
	[ "$(awk '{ print $1 }' "$tmp/s" | sort -u | tr '\n' ' ')" = "R R' U U' " ]
	# R against U', R' against U: chi-square with 2 degrees of freedom,
	# 13.82 its 0.999 quantile.
	read -r x k <<< "$(mirror_chi2 first)"
	echo "first turns: chi-square $x, $k degrees of freedom"
	[ "$k" -eq 2 ]
	awk -v x="$x" 'BEGIN { exit !(x < 13.82) }'
	# The last turn is forced by the turns before it; all nine come, in
	# mirrored pairs as often: 4 degrees of freedom, 18.47 the 0.999 quantile.
	read -r x k <<< "$(mirror_chi2 last)"
	echo "last turns: chi-square $x, $k degrees of freedom"
	[ "$k" -eq 4 ]
	awk -v x="$x" 'BEGIN { exit !(x < 18.47) }'
}

@test "uniform over all states: chi-square of the distances against the census" {
	# 100,000 states from d >= 4; 8 classes, 7 degrees of freedom;
	# chi-square above 24.32 has probability 0.001 for uniform draws
	cube-scramble -n 100000 --seed 13 | cube-solve | sed 's/.*# //' > "$tmp/d"
	[ "$(wc -l < "$tmp/d")" -eq 100000 ]
	run cube-stats chi2 --min 4 < "$tmp/d"
	[ "$status" -eq 0 ]
	echo "chi-square: $output"
	awk -v x="${output% *}" 'BEGIN { exit !(x < 24.32) }'
	[ "${output#* }" -eq 7 ]
}

@test "no run of turns does nothing, and none is shorter by more than its scramble, as the independent cube finds" {
	# the old writer's 11 turns of seed 7: the independent cube blames the run
	printf '%s\n' "R' U' R' F2 U" "R2 U2 R2 U2 R2 U2 R' U' R' F2 U" > "$tmp/old"
	run check runs < "$tmp/old"
	[ "$status" -eq 1 ]
	[ "${lines[0]}" = "line 2: turns 1 to 6 do nothing: R2 U2 R2 U2 R2 U2 R' U' R' F2 U" ]
	[ "${lines[1]}" = "runs 2" ]
	# the default, --short, and every length from 4 to 20
	{
		cube-scramble -n 1000 --seed 7
		cube-scramble -n 300 --seed 7 --short
		for n in $(seq 4 20); do cube-scramble -n 100 --seed 7 --length "$n"; done
	} > "$tmp/s"
	[ "$(wc -l < "$tmp/s")" -eq 3000 ]
	competition_form "$tmp/s"
	run check runs --depth 7 < "$tmp/s"
	[ "$status" -eq 0 ] || { echo "$output" | head; false; }
	[ "$output" = "runs 3000" ]
}

# below_chi2 "STATISTIC DF": the statistic is below the 0.999 quantile of
# chi-square with DF degrees of freedom (Wilson and Hilferty's cube-root normal approximation).
below_chi2() {
	awk -v x="${1% *}" -v k="${1#* }" 'BEGIN {
		q = k * (1 - 2 / (9 * k) + 3.0902 * sqrt(2 / (9 * k))) ^ 3
		if (x >= q) { print "chi-square " x " with " k " degrees of freedom: not below " q; exit 1 }
	}'
}

@test "--length 1 to 5: uniform over the cubes that so many turns reach, as the independent search finds them" {
	# each cube that sequences of exactly n turns reach (at least --min-moves away) as often as any other;
	# drawn among them, not redrawn from all 3,674,160 (hours at 1 turn: the timeout is a safety net)
	for n in 1 2 3 4; do
		timeout 120 cube-scramble -n 3000 --seed 4$n --length $n --min-moves 0 > "$tmp/s"
		run check uniform --length $n < "$tmp/s"
		[ "$status" -eq 0 ] || { echo "$n: $output"; false; }
		below_chi2 "$output"
	done
	# 5 turns reach 441 of the 1847 cubes 4 away, and all 9992 five away: 1 in 24 at 4
	cube-scramble -n 5000 --seed 45 --length 5 > "$tmp/s"
	run check uniform --length 5 --min 4 --by-distance < "$tmp/s"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[ "${output#* }" -eq 1 ]
	below_chi2 "$output"
	[ "$(check distance < "$tmp/s" | sort -u | tr '\n' ' ')" = "4 5 " ]
}

@test "--key: the first layer, as short as the independent search finds, where its row says; then the rest, optimal from there, solves the cube" {
	need_xmllint
	cube-scramble --key -n 24 --seed 2024 > "$tmp/key.html"
	xmllint --noout "$tmp/key.html"
	key_parts "$tmp/key.html" 24
	# the optimal solution stays beside them
	cube-picture text "$tmp/key.html" scramble | diff -u <(cube-scramble -n 24 --seed 2024) -
	paste -d '#' <(cube-picture text "$tmp/key.html" solution) <(cube-picture text "$tmp/key.html" length) |
	    sed 's/#/ # /' > "$tmp/solutions"
	run check verify "$tmp/scrambles" "$tmp/solutions"
	[ "$output" = "ok 24" ] || { echo "$output"; false; }
	# random moves and a practice subset, from a shard
	cube-scramble --key -n 6 --seed 7 --moves 20 --first 10 > "$tmp/key.html"
	key_parts "$tmp/key.html" 6
	cube-scramble --key -n 6 --seed 7 --subset cll > "$tmp/key.html"
	key_parts "$tmp/key.html" 6
}

@test "--key: of the shortest first layers, the one whose rest is shortest, as the independent search counts them" {
	# seed 5: in both, the first shortest layer in canonical order leaves a longer rest
	cube-scramble --key -n 2 --seed 5 > "$tmp/key.html"
	key_parts "$tmp/key.html" 2
	for i in 1 2; do
		scramble=$(sed -n "${i}p" "$tmp/scrambles")
		# every shortest layer: cube-solve lists them, the independent search checks the list whole
		printf '%s\n' "$scramble" | cube-solve -a --layer white | grep -v '^#:' > "$tmp/all"
		run check goal-all --layer white "$scramble" "$tmp/all"
		[ "$output" = "ok $(wc -l < "$tmp/all")" ] || { echo "$scramble: $output"; false; }
		# the rest after each, by the independent search; the key's is the shortest of them
		sed "s/ *#.*//; s/^/$scramble /" "$tmp/all" | check distance | sort -n | head -1 > "$tmp/least"
		sed -n "${i}s/.* # //p" "$tmp/rests" | diff -u "$tmp/least" -
	done
}
