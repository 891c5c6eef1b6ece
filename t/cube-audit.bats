#!/usr/bin/env bats
# cube-scramble --audit: files of scrambles judged against the competition's random-state draw.
# The expected figures come from the published census and from t/oracle/cube-stats.c (the
# chi-square's tail by the recurrence from erfc, the Poisson tails summed term by term), never
# from the program.

load tool/helper
load tool/scrambles

setup() {
	tmp=$BATS_TEST_TMPDIR
}

# distances FILE: the count at each distance 0 to 11 of the scrambles in FILE, by the independent cube
distances() {
	check distance < "$1" | awk '{ c[$1]++ } END { for (d = 0; d <= 11; d++) printf "%d%s", c[d], d < 11 ? " " : "\n" }'
}

# tsv_distances: the observed column of an audit's distance rows, on one line
tsv_distances() {
	awk -F'\t' '$1 == "distance" { printf "%s%s", sep, $3; sep = " " } END { print "" }'
}

@test "genuine random-state scrambles pass: 20,000 written fairly, figures as computed independently" {
	# the independent chi-square tail agrees with the textbook table (14.07 at 7 degrees: 0.05)
	run cube-stats table
	[ "$status" -eq 0 ]
	[ "$output" = ok ]
	states 20000 1 | fair 1 > "$tmp/s"
	run cube-scramble --audit --tsv "$tmp/s"
	[ "$status" -eq 0 ]
	printf '%s\n' "$output" > "$tmp/tsv"
	tsv_strict "$(printf 'measure\tcell\tobserved\texpected\tp')" < "$tmp/tsv" > /dev/null
	# each scramble is as long as its state's distance (cube-scramble.bats checks it independently)
	[ "$(tsv_distances < "$tmp/tsv")" = "$(awk '{ c[NF]++ } END { for (d = 0; d <= 11; d++) printf "%d%s", c[d], d < 11 ? " " : "\n" }' "$tmp/s")" ]
	# expected counts from the published census, chi-square, its degrees of freedom and p
	run cube-stats audit < "$tmp/tsv"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	read -r x df p <<<"$output"
	[ "$df" -eq 7 ]
	awk -v p="$p" 'BEGIN { exit !(p > 0.05) }'
	grep -qx "$(printf 'random-state\t-\t1\t-\t-')" "$tmp/tsv"
	grep -qx "$(printf 'near\t4\t0\t0\t1')" "$tmp/tsv"
	grep -qx "$(printf 'scrambles\t-\t20000\t-\t-')" "$tmp/tsv"
	run cube-scramble --audit < "$tmp/s"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "scrambles: 20000; turns: $(awk 'NR == 1 || NF < lo { lo = NF } NF > hi { hi = NF } { t += NF } END { printf "min %d, mean %.2f, max %d", lo, t / NR, hi }' "$tmp/s")" ]
	[ "${lines[4]}" = "chi-square: $(printf '%.2f' "$x") with 7 degrees of freedom, p = $(printf '%.2f' "$p")" ]
	[ "${lines[5]}" = "nearer solved than 4 turns: none" ]
	[ "${lines[${#lines[@]} - 1]}" = "verdict: looks random-state" ]
}

@test "8 random moves: too short, the distances shift near, some states nearer than 4, named by line" {
	cube-scramble -n 5000 --seed 3 --moves 8 > "$tmp/s"
	run cube-scramble --audit --tsv "$tmp/s"
	[ "$status" -eq 1 ]
	printf '%s\n' "$output" > "$tmp/tsv"
	[ "$(tsv_distances < "$tmp/tsv")" = "$(distances "$tmp/s")" ]
	run cube-stats audit < "$tmp/tsv"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	awk -F'\t' '$1 == "chi-square" { exit !($5 < 1e-100) }' "$tmp/tsv"
	check distance < "$tmp/s" | awk '$1 < 4 { print NR }' > "$tmp/near"
	[ "$(wc -l < "$tmp/near")" -ge 4 ]
	grep -qx "$(printf 'near\t4\t%d\t0\t0' "$(wc -l < "$tmp/near")")" "$tmp/tsv"
	grep -qx "$(printf 'turns-mean\t-\t8.000\t-\t-')" "$tmp/tsv"
	run cube-scramble --audit "$tmp/s"
	[ "$status" -eq 1 ]
	[ "${lines[0]}" = "scrambles: 5000; turns: min 8, mean 8.00, max 8" ]
	[ "${lines[5]}" = "nearer solved than 4 turns: $(wc -l < "$tmp/near") (lines $(head -3 "$tmp/near" | paste -sd, - | sed 's/,/, /g'), ...)" ]
	[[ "${lines[${#lines[@]} - 1]}" == "verdict: not random-state: $(wc -l < "$tmp/near") states nearer solved than 4 turns; distances unlike the census (chi-square p < 1e-300); "* ]]
}

@test "repeated states: counted against chance, the first pairs named, however each is written" {
	# facelet strings: one string a state, so awk finds the repeats by the text
	cube-scramble -n 2000 --seed 4 --state > "$tmp/s"
	awk '{ print } NR == FNR && FNR <= 10 { again[FNR] = $0 } END { for (i = 10; i >= 1; i--) print again[i] }' "$tmp/s" > "$tmp/r"
	awk 'seen[$0] { n++; if (n <= 3) pairs = pairs (pairs ? ", " : "") seen[$0] " and " NR; next } { seen[$0] = NR } END { print n; print pairs }' "$tmp/r" > "$tmp/want"
	run cube-scramble --audit "$tmp/r"
	[ "$status" -eq 1 ]
	# 2010 draws repeat 2010 - 3673775 (1 - (1 - 1/3673775)^2010) = 0.55 by chance
	[ "${lines[6]}" = "repeated states: $(sed -n 1p "$tmp/want") (0.55 expected by chance)" ]
	[ "${lines[7]}" = "  first at lines $(sed -n 2p "$tmp/want"), ..." ]
	[[ "${lines[${#lines[@]} - 1]}" == "verdict: not random-state: too many repeated states ($(sed -n 1p "$tmp/want"), 0.55 expected, p = "* ]]
	run cube-scramble --audit --tsv "$tmp/r"
	[ "$status" -eq 1 ]
	want=$(cube-stats repeats "$(sed -n 1p "$tmp/want")" 2010)
	[ "$(awk -F'\t' '$1 == "repeats" { print $4, $5 }' <<<"$output")" = "$want" ]
	# the same cube written as turns and as stickers is one state twice
	printf "R U2 F'\n%s\n" "$(echo "R U2 F'" | check state)" > "$tmp/two"
	run cube-scramble --audit "$tmp/two"
	[ "$status" -eq 1 ]
	[ "${lines[0]}" = "scrambles: 2; turns of the 1 written as turns: min 3, mean 3.00, max 3" ]
	[[ "$output" == *$'repeated states: 1 (0.00 expected by chance)\n  first at lines 1 and 2\n'* ]]
}

@test "states nearer solved than 4 turns: counted, the first three lines named" {
	cube-scramble -n 100 --seed 5 > "$tmp/s"
	awk 'NR == 3 { print "R U F" } NR == 10 { print "R" } NR == 11 { print "U2 F # a comment" } NR == 50 { print "F'"'"'" } { print }' "$tmp/s" > "$tmp/n"
	cube-scramble --audit --tsv "$tmp/n" > "$tmp/tsv" || [ $? -eq 1 ]
	grep -qx "$(printf 'near\t4\t4\t0\t0')" "$tmp/tsv"
	run cube-stats audit < "$tmp/tsv"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	run cube-scramble --audit "$tmp/n"
	[ "$status" -eq 1 ]
	# the table starts at the nearest distance seen
	[[ "${lines[1]}" == "distance  1  2  3  "* ]]
	[ "${lines[5]}" = "nearer solved than 4 turns: 4 (lines 3, 11, 13, ...)" ]
	[ "${lines[${#lines[@]} - 1]}" = "verdict: not random-state: 4 states nearer solved than 4 turns" ]
}

@test "lengths: the fewest, mean and most turns of the lines written one turn a word" {
	{
		cube-scramble -n 30 --seed 6 --moves 25
		cube-scramble -n 30 --seed 6
		echo 'UUUURRRRFFFFDDDDLLLLBBBB'
		echo '[R, U] // stickers and brackets have no length'
		echo "R U R' U' # a comment, not counted"
	} > "$tmp/l"
	want=$(awk '/^[RUF]/ && !/[\[#]/ && NF > 1 { n++; t += NF; if (n == 1 || NF < lo) lo = NF; if (NF > hi) hi = NF }
		/# a comment/ { n++; t += 4; if (4 < lo) lo = 4 }
		END { printf "%d %d %.3f %d", n, lo, t / n, hi }' "$tmp/l")
	run cube-scramble --audit --tsv "$tmp/l"
	[ "$status" -eq 1 ]
	[ "$(awk -F'\t' '$1 ~ /^(written|turns-)/ { printf "%s%s", sep, $3; sep = " " } END { print "" }' <<<"$output")" = "$want" ]
	grep -qx "$(printf 'scrambles\t-\t63\t-\t-')" <<<"$output"
}

@test "bad lines: named on stderr, exit 1, not counted; an unreadable file named, the rest read" {
	printf 'R U\nR U X\n\n# a comment\nF2 Q\nUUUURRRRFFFFDDDDLLLLBBBB\n' > "$tmp/b"
	run cube-scramble --audit "$tmp/b"
	[ "$status" -eq 1 ]
	[[ "$output" == *"cube-scramble: $tmp/b: line 2: 'X': not a move"* ]]
	[[ "$output" == *"cube-scramble: $tmp/b: line 5: 'Q': not a move"* ]]
	[[ "$output" == *"scrambles: 2; turns of the 1 written as turns: min 2, mean 2.00, max 2"* ]]
	run bash -c 'cube-scramble --audit "$1" 2>/dev/null' _ "$tmp/b"
	[ "$status" -eq 1 ]
	[ "${lines[0]}" = "scrambles: 2; turns of the 1 written as turns: min 2, mean 2.00, max 2" ]
	run cube-scramble --audit "$tmp/missing" "$tmp/b"
	[ "$status" -eq 1 ]
	[[ "$output" == *"cube-scramble: $tmp/missing: No such file or directory"* ]]
	[[ "$output" == *"scrambles: 2;"* ]]
}

@test "several files: a line is named by its file; stdin is '-'" {
	printf 'R U F R\nR2 U F2 R\n' > "$tmp/a"
	printf "U F R' U2\nR U F R\n" > "$tmp/b"
	run bash -c 'cat "$1" | cube-scramble --audit - "$2"' _ "$tmp/a" "$tmp/b"
	[ "$status" -eq 1 ]
	[[ "$output" == *$'repeated states: 1 (0.00 expected by chance)\n  first at lines stdin:1 and '"$tmp/b"$':2\n'* ]]
	# one file: its lines by their numbers alone
	cat "$tmp/a" "$tmp/b" > "$tmp/ab"
	run cube-scramble --audit "$tmp/ab"
	[ "$status" -eq 1 ]
	[[ "$output" == *$'\n  first at lines 1 and 4\n'* ]]
}

@test "few scrambles: too few to tell; none: nothing to judge; chi-square pools the sparse distances" {
	run_in "R U F R2\nU F' R U2 F\n" cube-scramble --audit
	[ "$status" -eq 0 ]
	[ "${lines[4]}" = "chi-square: too few scrambles (5 expected at a distance, pooled)" ]
	[ "${lines[${#lines[@]} - 1]}" = "verdict: too few scrambles to tell" ]
	run_in "" cube-scramble --audit
	[ "$status" -eq 0 ]
	[ "$output" = $'scrambles: 0; turns: none, as no line is written as turns\nverdict: no scrambles to judge' ]
	# 300 scrambles: 4, 5, 6 pooled, 10 and 11 pooled: 4 degrees of freedom, as computed independently
	states 300 8 | fair 8 | cube-scramble --audit --tsv > "$tmp/tsv"
	run cube-stats audit < "$tmp/tsv"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[ "$(cut -d' ' -f2 <<<"$output")" -eq 4 ]
}

@test "--audit: usage errors exit 2; the report to a full disk is an error" {
	run cube-scramble --audit -n 5
	expect_error 2 "cube-scramble: --audit reads scrambles and draws none: no -n"
	run cube-scramble --first 1 --audit
	expect_error 2 "cube-scramble: --audit reads scrambles and draws none: no --first"
	# the first option that draws is named once the option table is gone (a fuzzing
	# finding: the name was looked up in the table after it went out of scope)
	run cube-scramble --seed 0 -n 4 --length 12 --audit </dev/null
	expect_error 2 "cube-scramble: --audit reads scrambles and draws none: no -n"
	# a seed changes nothing
	run_in "R U F R2\n" cube-scramble --seed 1 --audit
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "scrambles: 1; turns: min 4, mean 4.00, max 4" ]
	run cube-scramble --audit --state
	expect_error 2 "cube-scramble: --audit reads scrambles and draws none: no --state"
	run cube-scramble "$tmp/x"
	expect_error 2 "reads no input but with --audit"
	run bash -c 'cube-scramble -n 5 --seed 1 | cube-scramble --audit > /dev/full'
	expect_error 1 "cube-scramble: write error: No space left on device"
}

@test "lengths: a rotation of the whole cube (x, y, z) is no turn: x y z R is one turn, x alone none" {
	printf '%s\n' "x y z R" "R U y2 F'" "x" > "$tmp/l"
	run cube-scramble --audit --tsv "$tmp/l"
	[ "$status" -eq 1 ]
	# 1, 3 and 0 turns
	[ "$(awk -F'\t' '$1 ~ /^(written|turns-)/ { printf "%s%s", sep, $3; sep = " " } END { print "" }' <<<"$output")" = "3 0 1.333 3" ]
}

@test "one state nearer solved than 4 turns is one state, not 1 states" {
	# R is 1 turn from solved; the others are the census's own
	{ echo R; cube-scramble -n 30 --seed 8; } > "$tmp/one"
	run cube-scramble --audit "$tmp/one"
	[ "$status" -eq 1 ]
	[[ "${lines[${#lines[@]} - 1]}" == "verdict: not random-state: 1 state nearer solved than 4 turns"* ]]
}

@test "runs of turns that do nothing, by the state they leave: counted, the lines named, exit 1" {
	# (R2 U2)3 does nothing; R L' turns the whole cube; R x' L' is R R' L L' (x' is R' with
	# L); F y F' is F R' turned, no run of R U R' U' R U R' U' (of order 6) nor of U F R
	printf '%s\n' "R2 U2 R2 U2 R2 U2 F" "U F R" "R L' U F" "R x' L' U" "R U R' U' R U R' U'" "F y F' U'" > "$tmp/r"
	run cube-scramble --audit --tsv "$tmp/r"
	[ "$status" -eq 1 ]
	grep -qx "$(printf 'idle-runs\t-\t3\t0\t0')" <<<"$output"
	grep -qx "$(printf 'idle-scrambles\t-\t3\t0\t0')" <<<"$output"
	run cube-scramble --audit "$tmp/r"
	[[ "$output" == *$'\nruns of turns that do nothing: 3 in 3 scrambles (lines 1, 3, 4)\n'* ]]
	[[ "${lines[${#lines[@]} - 1]}" == *"3 scrambles with a run of turns that does nothing"* ]]
	# R2 R2 R2 R2 holds 4 runs that do nothing: R2 R2 three times, and all four
	printf '%s\n' "R2 R2 R2 R2" > "$tmp/r4"
	run cube-scramble --audit --tsv "$tmp/r4"
	grep -qx "$(printf 'idle-runs\t-\t4\t0\t0')" <<<"$output"
}

@test "another scrambler's turns (L, B) and rotations: audited by the state they reach" {
	states 3000 31 | fair 31 > "$tmp/s"
	# the cube turned y2 first and last: L and B do what R and F did, the same states
	awk '{ gsub(/R/, "L"); gsub(/F/, "B"); print "y2 " $0 " y2" }' "$tmp/s" > "$tmp/t"
	grep -q "^y2 .*L.* y2$" "$tmp/t"
	run cube-scramble --audit --tsv "$tmp/s"
	[ "$status" -eq 0 ]
	grep -v turn <<<"$output" > "$tmp/want"
	[ "$(wc -l < "$tmp/want")" -gt 200 ]
	run cube-scramble --audit --tsv "$tmp/t"
	[ "$status" -eq 0 ]
	grep -v turn <<<"$output" | diff -u "$tmp/want" -
	# the first turns: R's counts now L's, U's still U's
	[ "$(awk -F'\t' '$1 == "first-turn" && $2 ~ /^L/ { n += $3 } END { print n }' <<<"$output")" = "$(awk '$1 ~ /^R/ { n++ } END { print n }' "$tmp/s")" ]
}

# idle_rows FILE: the audit's idle-runs and idle-scrambles counts of FILE, on one line
idle_rows() {
	cube-scramble --audit --tsv "$1" | awk -F'\t' '$1 == "idle-runs" { r = $3 } $1 == "idle-scrambles" { s = $3 } END { print r, s }'
}

# windows FILE: every run of 2 or more turns of each line of FILE, a line each
windows() {
	awk '{ for (i = 1; i < NF; i++) for (j = i + 1; j <= NF; j++) { out = $i; for (k = i + 1; k <= j; k++) out = out " " $k; print out } }' "$1"
}

@test "a run does nothing only when the stickers are the same before and after it, the cube held any way" {
	# cubing.js's scramble: R2 U2 L2 maps the cube to a recoloured copy, another cube; no
	# run of it does nothing, by the sticker model (t/oracle) on each of its 55 runs
	printf '%s\n' "U2 F2 L2 F R2 U2 L2 U F2 L2 U'" > "$tmp/js"
	[ "$(idle_rows "$tmp/js")" = "0 0" ]
	windows "$tmp/js" > "$tmp/runs"
	[ "$(wc -l < "$tmp/runs")" -eq 55 ]
	[ "$(cube-check idle < "$tmp/runs" | sort -u)" = 0 ]
	[ "$(idle_rows "$tmp/runs")" = "0 0" ]
	# 20,000 lines of 11 turns of the six faces: the runs the sticker model finds, and no
	# other, in every line; the lines where it finds none, none
	random_turns 20000 11 9 > "$tmp/s"
	cube-check idle < "$tmp/s" > "$tmp/count"
	paste -d '\t' "$tmp/count" "$tmp/s" | awk -F'\t' '$1 == 0 { print $2 }' > "$tmp/none"
	paste -d '\t' "$tmp/count" "$tmp/s" | awk -F'\t' '$1 > 0 { print $2 }' > "$tmp/some"
	[ "$(wc -l < "$tmp/none")" -gt 5000 ]
	[ "$(idle_rows "$tmp/none")" = "0 0" ]
	want=$(awk '$1 > 0 { r += $1; s++ } END { print r, s }' "$tmp/count")
	[ "${want% *}" -gt 10000 ]
	[ "$(idle_rows "$tmp/some")" = "$want" ]
	# every run of 2 to 11 turns of the first 40 lines, each a line of its own
	head -40 "$tmp/s" | windows /dev/stdin > "$tmp/runs"
	[ "$(wc -l < "$tmp/runs")" -eq 2200 ]
	[ "$(idle_rows "$tmp/runs")" = "$(cube-check idle < "$tmp/runs" | awk '$1 > 0 { r += $1; s++ } END { print r + 0, s + 0 }')" ]
}
