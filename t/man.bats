#!/usr/bin/env bats
# The manual pages: mdoc that lints clean, and a page for every program whose synopsis is
# its usage line.  Their EXAMPLES, and the words they quote under groff, are checked in
# t/slow/man.bats.

load tool/helper

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
			/^       / && !d { u = u " " $0; next } { d = 1 }
			END { gsub(/ +/, " ", u); sub(/^usage: /, "", u); print u }')
		[ "$synopsis" = "$usage" ] || { echo "$name: page '$synopsis' vs usage '$usage'"; return 1; }
	done
}
