#!/usr/bin/env bats
# The manual pages: mdoc that lints clean, and EXAMPLES that run as written and print what they show.

load tool/helper
load tool/man-run

@test "every page passes mandoc -Tlint" {
	command -v mandoc >/dev/null || skip "mandoc is not installed (.ci/run installs it)"
	run mandoc -Tlint -W warning "$top"/man/man1/*.1 "$top"/man/man7/wits.7
	[ "$status" -eq 0 ]
	[ -z "$output" ]
}

@test "every program has a page, and its usage line is the page's synopsis" {
	command -v mandoc >/dev/null || skip "mandoc is not installed (.ci/run installs it)"
	for prog in "$top"/bin/*; do
		name=${prog##*/}
		page=$top/man/man1/$name.1
		[ -f "$page" ] || { echo "no page for $name"; return 1; }
		synopsis=$(mandoc -Tascii "$page" | awk '{ gsub(/.\b/, "") }
			/^SYNOPSIS/ { s = 1; next } /^[A-Z]/ { s = 0 } s { t = t " " $0 }
			END { gsub(/[ \t]+/, " ", t); sub(/^ /, "", t); sub(/ $/, "", t); print t }')
		usage=$("$prog" --help | awk 'NR == 1 { u = $0; next }
			/^ +(\[|[a-z]+-[a-z]+ )/ && !d { u = u " " $0; next } { d = 1 }
			END { gsub(/ +/, " ", u); sub(/^usage: /, "", u); print u }')
		[ "$synopsis" = "$usage" ] || { echo "$name: page '$synopsis' vs usage '$usage'"; return 1; }
	done
}

# quoted PAGE FORMATTER...: each 'quoted' span of PAGE as FORMATTER renders it for a terminal,
# one a line, the lines joined and hyphenated words made whole (a no-break space is a space)
quoted() {
	local page=$1
	shift
	"$@" "$page" 2>/dev/null | sed 's/.\x08//g; s/\xc2\xa0/ /g' |
	    awk 'BEGIN { ORS = "" } { sub(/^ +/, ""); if (sub(/\xe2\x80\x90$/, "")) print; else print $0 " " }' |
	    sed 's/\xe2\x80\x98/\x01/g; s/\xe2\x80\x99/\x02/g' | grep -ao $'\x01[^\x02]*\x02'
}

@test "every page quotes the same words under groff (man -l) as under mandoc" {
	needs_tool mandoc
	needs_tool groff
	for page in "$top"/man/man1/*.1 "$top"/man/man7/wits.7; do
		quoted "$page" mandoc -Tutf8 >"$BATS_TEST_TMPDIR/mandoc"
		[ -s "$BATS_TEST_TMPDIR/mandoc" ] || { echo "${page##*/}: nothing quoted"; return 1; }
		quoted "$page" groff -mandoc -Tutf8 >"$BATS_TEST_TMPDIR/groff"
		diff "$BATS_TEST_TMPDIR/mandoc" "$BATS_TEST_TMPDIR/groff" || { echo "${page##*/}"; return 1; }
	done
	# and the span meant, where both once quoted more: --delay's example, 0.5 alone
	for formatter in "mandoc -Tutf8" "groff -mandoc -Tutf8"; do
		quoted "$top/man/man1/nim-trace.1" $formatter | grep -qx $'\x010.5\x02' || { echo "$formatter"; return 1; }
	done
}
