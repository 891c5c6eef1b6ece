#!/usr/bin/env bats
# nim-move's tests that take seconds: a line of a million heaps, worksheets printed by
# a browser, and -r's refusals, among them a heap past the values it finds.

load ../tool/helper

@test "Nim_k with a million heaps of 1 and k = 600000: heaps 1 to 399999 are emptied, at once" {
	run bash -c "set -o pipefail; awk 'BEGIN { for (i = 0; i < 1000000; i++) printf \"1 \"; print \"\" }' |
		timeout 60 nim-move -k 600000 | tee '$BATS_TEST_TMPDIR/move' |
		awk '{ for (i = 1; i <= 1000000; i++) if (\$i != (i == 1 || i > 400000)) { print \"heap\", i - 1, \$i; exit 1 } }
			END { print NR, \$1000002, \$1000003, \$1000004, \$(NF - 4), \$(NF - 3), \$(NF - 2), \$(NF - 1), \$NF }'"
	[ "$status" -eq 0 ]
	# 1,000,000 = 600,001 + 399,999: the counter starts at heap 1 and opens one heap after another
	[ "$output" = "1 heap 1: 1 heap 399999: 1 -> 0" ]
	[ "$(grep -o -- '->' "$BATS_TEST_TMPDIR/move" | wc -l)" -eq 399999 ]
}

@test "--sheet prints on A4 and on Letter: each page of the sheet on a page of paper, then the key" {
	command -v chromium >/dev/null || skip "no chromium to print the sheet with"
	command -v pdfinfo >/dev/null || skip "no pdfinfo (poppler-utils) to count the pages"
	# two pages of the sheet, eight positions each, and eight rows of the key a page; then
	# on Letter, the shorter, the sheet as the program fills its pages: a page of paper a page
	nim-move --sheet --key --level medium -n 16 --per-page 8 --seed 7 >"$BATS_TEST_TMPDIR/m.html"
	for level in easy hard; do
		nim-move --sheet --level $level -n 30 --seed 7 >"$BATS_TEST_TMPDIR/$level.html"
	done
	for size in A4 letter; do
		for sheet in m $([ "$size" = A4 ] || echo easy hard); do
			sed "s/@page { margin: 12mm; }/@page { size: $size; margin: 12mm; }/" \
			    "$BATS_TEST_TMPDIR/$sheet.html" >"$BATS_TEST_TMPDIR/$size.html"
			timeout 120 chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
			    --print-to-pdf="$BATS_TEST_TMPDIR/$size.pdf" \
			    "file://$BATS_TEST_TMPDIR/$size.html" 2>/dev/null
			pages=$(grep -c '^<section' "$BATS_TEST_TMPDIR/$sheet.html")
			[ "$sheet" != m ] || pages=4
			pdfinfo "$BATS_TEST_TMPDIR/$size.pdf" | grep -q "^Pages: *$pages\$" ||
			    { echo "$size $sheet: not $pages pages"; false; }
		done
	done
}

@test "-r: bad rules and rules that do not go with the options are refused, with the reason" {
	run nim-move -r 0.8
	expect_error 2 "nim-move: -r '0.8': at '8': hexadecimal digits"
	run nim-move -r 1,0
	expect_error 2 "an amount of 0 takes nothing"
	run nim-move -r 0.77 -m
	expect_error 2 "-r plays its heap game in normal play"
	run nim-move -r 0.77 --when-safe=nimatron
	expect_error 2 "the Nimatron and the random move play Nim"
	run_in '99999999999 1\n' nim-move -r 0.6
	expect_error 1 "nim-move: line 1: '99999999999': no value: past the heaps whose values are found"
	[[ "$output" == *"# error: '99999999999': no value"* ]]
}
