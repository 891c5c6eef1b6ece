#!/usr/bin/env bats
# The sheets and pictures printed by a real browser: headless Chromium prints each
# sheet of cube-scramble and nim-move (with its key, a competition's extras, each
# size of picture, a key of long scrambles) and seer-duel's --svg curves to PDF on A4 and on Letter, and
# poppler's tools read them back: the pages as the program lays them out, all the ink
# inside the 12 mm margins (nothing cut at the paper's edge), every scramble and
# position in the text, and type of the size asked for.  Skips without Chromium
# and poppler, except under CI=true (t/tool/setup.sh installs them there).

load ../tool/helper
load ../tool/browser

setup() {
	needs_browser
	cd "$BATS_TEST_TMPDIR"
}

# words PDF: the PDF's text, its words one space apart on one line, between spaces.
words() {
	printf ' %s ' "$(pdftotext "$1" - | tr -s ' \n\f' '  ')"
}

# printed HTML PAGES [MARGIN]: HTML printed on A4 and on Letter takes PAGES pages of
# each, its ink MARGIN mm (12 unless given) inside every edge; the PDFs are A4.pdf
# and letter.pdf.
printed() {
	local size
	for size in A4 letter; do
		print_pdf "$1" "$size.pdf" "$size"
		[ "$(pdf_pages "$size.pdf")" -eq "$2" ] || { echo "$1 on $size: $(pdf_pages "$size.pdf") pages, not $2"; return 1; }
		ink_within "$size.pdf" "${3:-12}" || { echo "$1 on $size"; return 1; }
	done
}

# all_in PDF FILE: each line of FILE is in the PDF's text, as many times as FILE has it.
all_in() {
	local text line
	text=$(words "$1")
	while IFS= read -r line; do
		[ "$(grep -cxF -- "$line" "$2")" -le "$(grep -oF -- " $line " <<<"$text" | wc -l)" ] ||
			{ echo "$1: '$line' not in the text"; return 1; }
	done <"$2"
}

@test "the cube sheet and its key: 24 scrambles on two pages and the key on two more, twelve a page, on A4 and Letter, each scramble in the text twice" {
	cube-scramble --sheet --key -n 24 --seed 2024 >sheet.html
	printed sheet.html 4
	# the scrambles as the plain scrambler deals them from the seed: on the sheet, then the key
	cube-scramble -n 24 --seed 2024 >s
	[ "$(wc -l <s)" -eq 24 ]
	cat s s >twice
	# the key's first layers and rests, each in the text
	sed -n 's/.*<td class="\(layer\|rest\)">\([^<(]*\)<.*/\2/p' sheet.html >parts
	[ "$(wc -l <parts)" -ge 47 ]
	for size in A4 letter; do
		all_in "$size.pdf" twice
		all_in "$size.pdf" parts
		[[ "$(words "$size.pdf")" == *" page 1 of 2 "*" page 2 of 2 "* ]]
		# the key's pages: scrambles 1 to 12, then 13 to 24, each with its layer and its rest
		for page in 3 4; do
			pdftotext -f $page -l $page "$size.pdf" key
			[ "$(grep -c '^first layer (white, ' key)" -eq 12 ] || { echo "$size page $page"; cat key; false; }
			[ "$(grep -c '^then the rest$' key)" -eq 12 ]
			first=$((page == 3 ? 1 : 13))
			for i in $(seq $first $((first + 11))); do
				grep -qx "$i" key || { echo "$size page $page: no $i"; false; }
			done
		done
	done
}

@test "the cube key of long scrambles: each scramble's rows on one page, nothing cut at the edge" {
	cube-scramble --key -n 12 --seed 2024 --moves 25 >long.html
	for size in A4 letter; do
		print_pdf long.html $size.pdf $size
		ink_within $size.pdf 12
		pages=$(pdf_pages $size.pdf)
		[ "$pages" -ge 1 ] && [ "$pages" -le 2 ]
		for page in $(seq "$pages"); do
			pdftotext -f $page -l $page $size.pdf key
			[ "$(grep -c '^first layer (white, ' key)" -eq "$(grep -c '^then the rest$' key)" ] ||
			    { echo "$size page $page"; cat key; false; }
		done
		[ "$(pdftotext $size.pdf - | grep -c '^first layer (white, ')" -eq 12 ]
		cube-scramble -n 12 --seed 2024 --moves 25 >s
		all_in $size.pdf s
	done
}

@test "a competition's sheet: 5 scrambles and extras E1 and E2 on one page; with the key on a second" {
	cube-scramble --sheet -n 5 --extra 2 --seed 7 >comp.html
	printed comp.html 1
	cube-scramble -n 5 --seed 7 >s
	sed -n 's/.*<p class="turns">\([^<]*\)<.*/\1/p' comp.html | sed 1,5d >extras
	[ "$(wc -l <extras)" -eq 2 ]
	cat s extras >all
	all_in A4.pdf all
	all_in letter.pdf all
	[[ "$(words letter.pdf)" == *" E1 "*" E2 "* ]]
	cube-scramble --sheet --key -n 5 --extra 2 --seed 7 >both.html
	printed both.html 2
	cat all all >twice
	all_in A4.pdf twice
}

@test "the cube sheet's pictures, small, medium and large: the pages the program lays out, every scramble in the text" {
	cube-scramble -n 14 --seed 3 >s
	for size in small medium large; do
		cube-scramble --sheet -n 14 --seed 3 --picture $size >$size.html
		pages=$(grep -c '<section class="sheet">' $size.html)
		[ "$pages" -ge 2 ]
		printed $size.html "$pages"
		all_in A4.pdf s
		all_in letter.pdf s
	done
}

@test "a Nim sheet of 12 positions, easy or medium, is one page of A4 or Letter; hard, two of six" {
	for level in easy medium hard; do
		nim-move --sheet --level $level -n 12 --seed 2024 >$level.html
		pages=1
		[ $level != hard ] || pages=2
		printed $level.html $pages
		# each position numbered, with its box for the move
		for size in A4 letter; do
			text=$(words $size.pdf)
			[ "$(grep -o ' Your move: ' <<<"$text" | wc -l)" -eq 12 ] || { echo "$level $size: $text"; false; }
			for i in $(seq 12); do
				[[ "$text" == *" $i "* ]] || { echo "$level $size: no $i"; false; }
			done
		done
	done
	[ "$(grep -o '<p class="number">' hard.html | wc -l)" -eq 12 ]
	awk '/<section class="sheet">/ { n[++p] = 0 } /<p class="number">/ { n[p]++ }
		END { exit !(p == 2 && n[1] == 6 && n[2] == 6) }' hard.html
}

@test "a Nim key of 12 positions: two pages, after the sheet's one; every position in the text, the columns' type at least 10 pt" {
	nim-move --sheet --key --level medium -n 12 --seed 2024 >both.html
	nim-move --key --level medium -n 12 --seed 2024 >key.html
	# the positions as nim-move deals them: each on the key's row
	sed -n 's/.*<td class="position">\([^<]*\)<.*/\1/p' key.html >positions
	[ "$(wc -l <positions)" -eq 12 ]
	# at 10 pt a row of four heaps' columns is about 45 mm: six rows a page
	printed key.html 2
	printed both.html 3
	for size in A4 letter; do
		all_in $size.pdf positions
		# the columns block's words: their boxes are the type's height, 10 pt or more
		pdftotext -bbox $size.pdf - | awk '
			/<word/ && />column</ {
				match($0, /yMin="[0-9.]*"/); y0 = substr($0, RSTART + 6, RLENGTH - 7)
				match($0, /yMax="[0-9.]*"/); y1 = substr($0, RSTART + 6, RLENGTH - 7)
				n++; if (y1 - y0 < 11.0) { print "a word of " y1 - y0 " pt"; bad = 1 }
			}
			END { exit bad || n < 12 }'
	done
}

@test "--sheet --key, 16 positions 8 a page: two pages, then the key's three; 30 positions on the pages the program fills" {
	nim-move --sheet --key --level medium -n 16 --per-page 8 --seed 7 >m.html
	printed m.html 5
	for level in easy hard; do
		nim-move --sheet --level $level -n 30 --seed 7 >$level.html
		printed $level.html "$(grep -c '<section' $level.html)"
	done
}

@test "seer-duel's --svg curves: printed alone, one page with the title and legend in the text; in a page on A4 and Letter, inside the margins" {
	seer-duel --seed 1 --svg fig.svg seer "$top/examples/seer/phase-shift.txt" >/dev/null
	timeout 120 "$browser" --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
	    --user-data-dir="$BATS_TEST_TMPDIR/profile" --print-to-pdf=fig.pdf "file://$PWD/fig.svg" \
	    >/dev/null 2>&1
	[ "$(pdf_pages fig.pdf)" -eq 1 ]
	# Chromium's own margins are 0.4 inch
	ink_within fig.pdf 10
	text=$(words fig.pdf)
	[[ "$text" == *" SEER against phase-shift "* ]] || { echo "$text"; false; }
	for i in 1 2 3 4 5; do
		[[ "$text" == *" session $i "* ]] || { echo "$text"; false; }
	done
	# as a page of a handout: the picture the page's width
	printf '%s\n' '<!DOCTYPE html><html><head><style>' '@page { margin: 12mm; }' \
	    'img { width: 100%; }' '</style></head><body><img src="fig.svg" alt="curves"/></body></html>' >page.html
	printed page.html 1
}
