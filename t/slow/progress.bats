#!/usr/bin/env bats
# The progress line at a terminal where it takes a while: runs of about a second, long
# enough for the line to be redrawn, each redrawing narrower than the terminal
# (t/progress.bats has the rest).

load ../tool/helper

# fits_width COLS CMD: CMD, run by the shell at a terminal of COLS columns whose size only
# the terminal tells (no $COLUMNS), with its stdout on /dev/null, writes only progress
# lines, each redrawn in place (no newline at all) and narrower than the terminal; the
# last shown is left in $last.
fits_width() {
	local cols=$1 tty piece shown=0
	env -u COLUMNS WITS_PROGRESS_DELAY=0 pty -c "$cols" -o "$BATS_TEST_TMPDIR/tty" -- \
		sh -c "$2 >/dev/null" || return 1
	IFS= read -r -d '' tty <"$BATS_TEST_TMPDIR/tty" || :
	[[ $tty != *$'\n'* ]] || { echo "$2: a new line at $cols columns: $(od -c "$BATS_TEST_TMPDIR/tty" | head)"; return 1; }
	tty=${tty//$'\033[K'/}
	IFS=$'\r' read -ra pieces <<<"$tty"
	for piece in "${pieces[@]}"; do
		[ -n "$piece" ] || continue
		((${#piece} < cols)) || { echo "$2: ${#piece} columns at $cols: $piece"; return 1; }
		last=$piece
		shown=$((shown + 1))
	done
	((shown > 0)) || { echo "$2: no progress line"; return 1; }
}

@test "the progress line fits the terminal's width, in fewer words when it is narrow" {
	# long enough (about a second) for a line after the first, a quarter of a second on
	fits_width 64 "cube-scramble -n 1000000 --seed 1"
	[[ $last =~ ^"cube-scramble: "[0-9.]+k?" / 1M scrambles ("[0-9]+"%), "[0-9.]+[kM]?"/s" ]] || { echo "$last"; return 1; }
	fits_width 80 "cube-scramble -n 1000000 --seed 1"
	[[ $last =~ ^"cube-scramble: "[0-9.]+k?" / 1M scrambles ("[0-9]+"%), "[0-9.]+[kM]?" scrambles/s" ]] || { echo "$last"; return 1; }
	fits_width 30 "cube-scramble -n 200000 --seed 1"
	[[ $last =~ ^"cube-scramble: "[0-9]+"%"(", "[0-9]+:[0-9][0-9]" left")?$ ]] || { echo "$last"; return 1; }
	fits_width 64 "seer-duel -n 2000000 --seed 1 seer random"
	[[ $last == "seer-duel: "*" / 2M plays ("*"%), "*"/s"* ]] || { echo "$last"; return 1; }
	awk 'BEGIN { for (i = 0; i < 200000; i++) print "7 1 6 2 # a comment" }' >"$BATS_TEST_TMPDIR/in"
	fits_width 64 "nim-safe '$BATS_TEST_TMPDIR/in'"
	[[ $last == "nim-safe: "*" line"*", "*"B / 4 MB ("*"%), "*"/s"* ]] || { echo "$last"; return 1; }
	fits_width 20 "nim-safe '$BATS_TEST_TMPDIR/in'"
	fits_width 64 "cat '$BATS_TEST_TMPDIR/in' | nim-safe"
}
