# Pages printed by a real browser: headless Chromium prints a sheet to PDF on a size of
# paper, and poppler's tools read the PDF back (pages, paper, text and where the ink
# falls).  Each run has a profile of its own in the test's tmp and a time limit.

# needs_browser: browser is the Chromium here (Debian's chromium, Fedora's
# chromium-browser), and poppler's pdfinfo, pdftotext and pdftoppm are here; the test
# skips without them, and under CI=true, where t/tool/setup.sh installs them, fails.
needs_browser() {
	local tool
	browser=
	for tool in chromium chromium-browser; do
		command -v "$tool" >/dev/null && { browser=$tool; break; }
	done
	[ -n "$browser" ] || needs_tool chromium || return 1
	for tool in pdfinfo pdftotext pdftoppm; do
		needs_tool "$tool" || return 1
	done
}

# print_pdf HTML PDF SIZE: the sheet HTML printed to PDF on paper of SIZE (A4 or
# letter), its @page given that size, as a printer's dialogue would; the PDF's pages
# are of that size.
print_pdf() {
	local page="$BATS_TEST_TMPDIR/print-$3.html"
	sed "s/@page { margin: 12mm; }/@page { size: $3; margin: 12mm; }/" "$1" >"$page"
	grep -q "@page { size: $3;" "$page" || { echo "$1: no @page rule to size"; return 1; }
	timeout 120 "$browser" --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
	    --user-data-dir="$BATS_TEST_TMPDIR/profile" --print-to-pdf="$2" "file://$page" \
	    >/dev/null 2>&1 || { echo "$browser failed on $1 ($3), status $?"; return 1; }
	pdfinfo "$2" | grep -q "^Page size:.* pts ($3)\$" || { pdfinfo "$2" | grep '^Page size'; return 1; }
}

# pdf_pages PDF: the count of its pages.
pdf_pages() {
	pdfinfo "$1" | sed -n 's/^Pages: *//p'
}

# ink_boxes PDF: each page rendered at 50 dpi in grey, a line for each: the page's
# number, then its ink's bounding box (pixels darker than 192 of 255) in millimetres
# from the top left, "page left top right bottom", and the paper's width and height.
ink_boxes() {
	local prefix="$BATS_TEST_TMPDIR/ink" pgm n
	rm -f "$prefix"-*.pgm
	pdftoppm -r 50 -gray "$1" "$prefix" || return 1
	for pgm in "$prefix"-*.pgm; do
		n=${pgm##*-}
		n=$((10#${n%.pgm}))
		# pdftoppm writes its header as three lines: P5, the width and height, 255
		{
			head -n 3 "$pgm" | sed -n 2p
			tail -c +"$(($(head -n 3 "$pgm" | wc -c) + 1))" "$pgm" | od -An -v -tu1
		} | awk -v page="$n" '
			NR == 1 { w = $1; h = $2; x0 = w; y0 = h; x1 = -1; y1 = -1; next }
			{
				for (f = 1; f <= NF; f++) {
					if ($f < 192) {
						x = i % w; y = int(i / w)
						if (x < x0) x0 = x; if (x > x1) x1 = x
						if (y < y0) y0 = y; if (y > y1) y1 = y
					}
					i++
				}
			}
			END {
				mm = 25.4 / 50
				printf "%d %.1f %.1f %.1f %.1f %.1f %.1f\n", page, x0 * mm, y0 * mm,
				    (x1 + 1) * mm, (y1 + 1) * mm, w * mm, h * mm
			}'
	done
}

# ink_within PDF MARGIN: every page has ink, all of it at least MARGIN mm (less a
# pixel) from each edge of the paper: nothing is cut by the paper's edge or left in the
# printer's margin.  The boxes are on stdout, for a failure's report.
ink_within() {
	ink_boxes "$1" | tee "$BATS_TEST_TMPDIR/boxes" | awk -v m="$2" '
		{ print }
		$4 <= 0 || $2 < m - 0.6 || $3 < m - 0.6 || $4 > $6 - m + 0.6 || $5 > $7 - m + 0.6 {
			print "page " $1 ": ink outside the margins of " m " mm"; bad = 1
		}
		END { exit bad || NR == 0 }'
}
