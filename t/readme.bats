#!/usr/bin/env bats
# The README's tour runs as written, from the top of the tree with Set up's PATH line.

load tool/helper
load tool/man-run

# tour: the README's tour, each command and the output it shows (perhaps none), each followed by a NUL
tour() {
	awk '
		/^## A tour/ { s = 1; next }
		/^## / { s = 0 }
		!s { next }
		/^    \$ / { flush(); cmd = substr($0, 7); next }
		/^    / && cmd != "" { out = out substr($0, 5) "\n"; next }
		{ flush() }
		END { flush() }
		function flush() {
			if (cmd != "") printf "%s%c%s%c", cmd, 0, out, 0
			cmd = ""; out = ""
		}' "$top/README.md"
}

@test "from the top of a copy of the tree, with only Set up's PATH line, every command of the tour runs as written" {
	# the tree as a clone has it after make (the sources and tests are not needed)
	copy=$BATS_TEST_TMPDIR/clone
	mkdir "$copy"
	for f in "$top"/*; do
		case ${f##*/} in
		lib | cmd | t) ;;
		*) cp -R "$f" "$copy/" ;;
		esac
	done
	pathline=$(sed -n '/^## Set up/,/^## /{ /^    export PATH=/p; }' "$top/README.md" | sed 's/^    //; s/  *#.*//')
	[ "$pathline" = 'export PATH="$PWD/bin:$PATH"' ] || { echo "Set up's PATH line: '$pathline'"; false; }
	base=$(without_wits_path)
	cd "$copy"
	tour >"$BATS_TEST_TMPDIR/tour"
	n=0
	while IFS= read -r -d '' cmd && IFS= read -r -d '' want; do
		n=$((n + 1))
		# a person at the keyboard, scripted: the Nimatron patent's game, and a line of plays
		bare=$(sed "s/  *#[^'\"]*\$//" <<<"$cmd")
		case $bare in
		*--versus*) printf '1 6 3 4\n1 5 0 4\n1 3 0 3\n0 1 0 3\n0 0 0 1\n' ;;
		*' -') printf '++--++--\n' ;;
		*) : ;;
		esac >"$BATS_TEST_TMPDIR/in"
		PATH=$base timeout 60 bash -o pipefail -c "$pathline"$'\n'"$cmd" <"$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/out" 2>"$BATS_TEST_TMPDIR/err" ||
		    { echo "failed ($?): $cmd"; cat "$BATS_TEST_TMPDIR/err"; return 1; }
		if [ -n "$want" ]; then
			printf '%s' "$want" | diff - "$BATS_TEST_TMPDIR/out" || { echo "the README shows other output for: $cmd"; return 1; }
		elif [[ $bare =~ \>\ *([^ ]+)\ *$ ]]; then
			[ -s "${BASH_REMATCH[1]}" ] || { echo "wrote nothing to ${BASH_REMATCH[1]}: $cmd"; return 1; }
		else
			[ -s "$BATS_TEST_TMPDIR/out" ] || { echo "no output: $cmd"; return 1; }
		fi
	done <"$BATS_TEST_TMPDIR/tour"
	# every command of the tour was run
	[ "$n" -eq "$(sed -n '/^## A tour/,/^## [^A]/p' "$top/README.md" | grep -c '^    \$ ')" ]
	[ "$n" -gt 25 ]
	# the pictures, and the classroom sheet's three scrambles, each with its solution
	grep -q '</svg>' fig1.svg && grep -q '</svg>' fig2.svg
	[ "$(grep -c '^# solution in [0-9]* turns: ' sheet.txt)" -eq 3 ]
}

@test "the README's outputs are what the programs print" {
	run bash -c "echo 7 1 6 2 | nim-safe; echo 7 1 6 2 | nim-move; echo 4 0 0 1 | nim-move -m; echo 7 1 6 4 | nim-trace --start-heap 1 --brief"
	[ "$output" = "$(printf '7 1 6 2 # unsafe 2\n7 1 4 2 # heap 2: 6 -> 4\n0 0 0 1 # heap 0: 4 -> 0\n7 1 2 4 # heap 2: 6 -> 2; program 1 2 3 2 4 5 6 7 1 7 1 2 4 6 7 8')" ]
	grep -q '^    7 1 6 2 # unsafe 2$' "$top/README.md"
	grep -q '^    7 1 2 4 # heap 2: 6 -> 2; program 1 2 3 2 4 5 6 7 1 7 1 2 4 6 7 8$' "$top/README.md"
}
