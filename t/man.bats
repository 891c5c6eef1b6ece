#!/usr/bin/env bats
# The manual pages: mdoc that lints clean, and EXAMPLES that run as written and print what they show.

load helper

@test "every page passes mandoc -Tlint" {
	command -v mandoc >/dev/null || skip "mandoc is not installed (.ci/run installs it)"
	run mandoc -Tlint -W warning "$top"/man/man1/*.1
	[ "$status" -eq 0 ]
	[ -z "$output" ]
}

@test "every program has a page, and its usage line is the page's synopsis" {
	command -v mandoc >/dev/null || skip "mandoc is not installed (.ci/run installs it)"
	for prog in "$top"/bin/*; do
		name=${prog##*/}
		page=$top/man/man1/$name.1
		[ -f "$page" ] || { echo "no page for $name"; return 1; }
		synopsis=$(mandoc -Tascii "$page" | sed 's/.\x08//g' | awk '/^SYNOPSIS/ { s = 1; next } /^[A-Z]/ { s = 0 } s' | tr -s ' \t\n' ' ' | sed 's/^ //; s/ $//')
		usage=$("$prog" --help | awk 'NR == 1 { u = $0; next } /^ +(\[|[a-z]+-[a-z]+ )/ && !d { u = u " " $0; next } { d = 1 } END { print u }' | tr -s ' ' | sed 's/^usage: //')
		[ "$synopsis" = "$usage" ] || { echo "$name: page '$synopsis' vs usage '$usage'"; return 1; }
	done
}

@test "every example in every page runs as written and prints what the page shows" {
	cd "$top/examples"
	for page in "$top"/man/man1/*.1; do
		awk -f "$top/t/man-examples.awk" "$page" >"$BATS_TEST_TMPDIR/examples"
		[ -s "$BATS_TEST_TMPDIR/examples" ] || { echo "no examples in $page"; return 1; }
		while IFS= read -r -d '' cmd && IFS= read -r -d '' want; do
			got=$(bash -o pipefail -c "$cmd" 2>&1) || { echo "${page##*/}: failed: $cmd"; echo "$got"; return 1; }
			if [ -n "$want" ] && [ "$got" != "${want%$'\n'}" ]; then
				echo "${page##*/}: $cmd"; diff <(echo "${want%$'\n'}") <(echo "$got"); return 1
			fi
		done <"$BATS_TEST_TMPDIR/examples"
	done
}
