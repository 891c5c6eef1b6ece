#!/usr/bin/env bats
# The predictors after SEER against a fair coin: a million plays each, on either side,
# read at one half within the 95% interval.  Slow by nature: statistics need plays.

load ../tool/helper

@test "a fair coin is read at 1/2 within the interval by each predictor, on either side" {
	for m in oracle:1 oracle:5 oracle:16 lz ctw ctw:2 ctw:16 switch; do
		for sides in "$m random" "random $m"; do
			run seer-duel -v --no-progress --seed 1 -n 1000000 $sides
			[ "$status" -eq 0 ] || { echo "$sides: $output"; return 1; }
			# -v's matcher's line: NAME (matcher) wins W rate R 95% CI LO to HI
			awk '$2 == "(matcher)" {
				if ($3 != "wins" || $4 < 490000 || $4 > 510000) exit 1
				if (!($9 <= 0.5 && 0.5 <= $11) || $11 - $9 > 0.003) exit 1
				ok = 1 }
			END { exit !ok }' <<<"$output" || { echo "$sides: $output"; return 1; }
		done
	done
}
