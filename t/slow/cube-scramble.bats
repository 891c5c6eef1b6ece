#!/usr/bin/env bats
# cube-scramble where it takes a while: 100,000 scrambles of every form,
# checked run by run by the independent cube, and the spread of their turns.

load ../tool/helper

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

@test "--sheet prints on A4 and on Letter: 24 scrambles and their key fill exactly three pages of each" {
	command -v chromium >/dev/null || skip "no chromium to print the sheet with"
	command -v pdfinfo >/dev/null || skip "no pdfinfo (poppler-utils) to count the pages"
	cube-scramble --sheet --key -n 24 --seed 2024 > "$tmp/sheet.html"
	for size in A4 letter; do
		sed "s/@page { margin: 12mm; }/@page { size: $size; margin: 12mm; }/" "$tmp/sheet.html" > "$tmp/$size.html"
		grep -q "size: $size" "$tmp/$size.html"
		chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
		    --print-to-pdf="$tmp/$size.pdf" "file://$tmp/$size.html" 2>/dev/null
		pdfinfo "$tmp/$size.pdf" > "$tmp/info"
		grep -qi "^Page size:.*($size)" "$tmp/info" || { cat "$tmp/info"; false; }
		grep -q '^Pages: *3$' "$tmp/info" || { cat "$tmp/info"; false; }
	done
}
