#!/usr/bin/env bats
# cube-scramble's practice subsets, in numbers: each case comes as often as the
# subset's definition says (its share of the subset's states, which the independent
# model t/oracle/cube-subset.c counts), and --faces RU draws its 29,160 states evenly;
# and a thousand scrambles of them, each state in its subset and case, no run of
# turns doing nothing.
# Fixed seeds: each chi-square test below fails by chance with probability 0.001,
# so the seven together about once in 140 seeds; these seeds pass.

load ../tool/helper
load ../tool/scramble-form

setup() {
	tmp=$BATS_TEST_TMPDIR
}

# chi2 CRITICAL: reads "observed expected-share" lines; fails when the chi-square
# statistic of the observed counts against the shares is CRITICAL or more.
chi2() {
	awk -v critical="$1" '
		{ o[NR] = $1; w[NR] = $2; n += $1; total += $2 }
		END {
			for (i = 1; i <= NR; i++) {
				e = n * w[i] / total
				x += (o[i] - e) ^ 2 / e
			}
			printf "chi-square %.2f with %d degrees of freedom\n", x, NR - 1
			exit x >= critical
		}'
}

@test "each subset's cases come as often as their states are many" {
	# chi-square critical values at p = 0.001: 7 degrees of freedom 24.32,
	# 8 degrees 26.12, 23 degrees 49.73
	for s in cll:24.32 eg-1:24.32 eg-2:24.32 eg:49.73 tcll+:24.32 tcll-:24.32 ls:26.12; do
		cube-scramble -n 40000 --seed 31 --subset "${s%:*}" --tsv > "$tmp/rows"
		[ "$(wc -l < "$tmp/rows")" -eq 40001 ]
		# the case is the last column
		awk -F '\t' 'NR > 1 { print $NF }' "$tmp/rows" | sort | uniq -c |
		    awk '{ n = $1; sub(/^ *[0-9]+ /, ""); print $0 "\t" n }' > "$tmp/observed"
		cube-subset weights "${s%:*}" | sort > "$tmp/weights"
		join -t "$(printf '\t')" "$tmp/observed" "$tmp/weights" | cut -f2,3 > "$tmp/pairs"
		[ "$(wc -l < "$tmp/pairs")" -eq "$(wc -l < "$tmp/weights")" ]
		run chi2 "${s#*:}" < "$tmp/pairs"
		echo "${s%:*}: $output"
		[ "$status" -eq 0 ]
	done
}

@test "--faces RU: the distances of 100,000 states against the subgroup's census" {
	# 11 distances (4 to 14), 10 degrees of freedom: 29.59 at p = 0.001
	cube-scramble -n 100000 --seed 32 --faces RU | awk '{ print NF }' | sort -n | uniq -c |
	    awk '{ print $2, $1 }' > "$tmp/observed"
	check census --faces RU --depth 20 | awk '$1 >= 4' > "$tmp/census"
	join "$tmp/observed" "$tmp/census" | awk '{ print $2, $3 }' > "$tmp/pairs"
	[ "$(wc -l < "$tmp/pairs")" -eq 11 ]
	run chi2 29.59 < "$tmp/pairs"
	echo "$output"
	[ "$status" -eq 0 ]
}

@test "--subset: each state is of its subset and case in the independent model; every case comes" {
	# enough that the rarest case comes (EG-0 O: 20 of EG's 3,888 states)
	for s in cll eg-1 eg-2 eg tcll+ tcll- ls; do
		subset_rows "$s" "$([ "$s" = eg ] && echo 2000 || echo 600)" 21
		# the first layer solved, swapped or twisted as the subset says, in some holding
		cube-subset case "$s" < "$tmp/cases" > "$tmp/verdict"
		[ "$(sort -u "$tmp/verdict")" = ok ] ||
		    { echo "$s: $(grep -m 3 bad "$tmp/verdict")"; return 1; }
		# the cases that came are those the definition lists, every one of them
		diff -u <(cube-subset weights "$s" | cut -f1 | sort) \
		    <(cut -f3 "$tmp/rows" | sort -u) ||
		    { echo "$s: the cases differ"; return 1; }
		# the state column is the cube the turns make
		diff -u <(cut -f1 "$tmp/cases") <(cut -f2 "$tmp/rows") ||
		    { echo "$s: states"; return 1; }
	done
}

@test "--subset and --faces: written as random states are: 11 turns or --short, no run doing nothing, repeatable" {
	{
		cube-scramble -n 200 --seed 28 --subset cll
		cube-scramble -n 200 --seed 28 --subset no-bar
		cube-scramble -n 100 --seed 28 --subset eg --length 14
	} > "$tmp/s"
	competition_form "$tmp/s"
	awk 'NR <= 400 && NF != 11 || NR > 400 && NF != 14 { print "length: " $0; exit 1 }' "$tmp/s"
	# --short, --subset optimal and --faces: as short as the state allows
	{
		cube-scramble -n 200 --seed 28 --subset tcll+ --short
		cube-scramble -n 100 --seed 28 --subset optimal
	} > "$tmp/short"
	awk '{ print NF }' "$tmp/short" | diff -u - <(check distance < "$tmp/short")
	cat "$tmp/short" >> "$tmp/s"
	cube-scramble -n 200 --seed 28 --faces RU >> "$tmp/s"
	[ "$(wc -l < "$tmp/s")" -eq 1000 ]
	run check runs --depth 7 < "$tmp/s"
	[ "$status" -eq 0 ] && [ "$output" = "runs 1000" ] || { echo "$output" | head; false; }
	# the same seed, the same scrambles; another seed, others
	[ "$(cube-scramble -n 50 --seed 28 --subset ls)" = "$(cube-scramble -n 50 --seed 28 --subset ls)" ]
	[ "$(cube-scramble -n 50 --seed 28 --subset ls)" != "$(cube-scramble -n 50 --seed 29 --subset ls)" ]
	[ -n "$(cube-scramble -n 1 --seed 28 --subset ls)" ]
}
