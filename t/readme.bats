#!/usr/bin/env bats
# The README (and the quick pages of doc/) run as written: every command shown
# after "$ ", from the top of the tree with the README's PATH line. The slow
# ones of doc/performance.md run in t/slow/docs.bats; the recipes of
# doc/scaling.md, shown without "$ ", in t/slow/shards.bats, t/slow/cluster.bats and
# t/slow/slurm.bats.

load tool/helper
load tool/man-run
load tool/doc-run

# The files whose commands run here: the README, and every page of doc/ but
# the slow one.
quick_docs() {
	local f
	echo "$top/README.md"
	for f in "$top"/doc/*.md; do
		[ "$f" = "$top/doc/performance.md" ] || echo "$f"
	done
}

# pathline: the README's line that puts the programs on PATH
pathline() {
	sed -n 's/^    \(export PATH=[^#]*[^ #]\)  *#.*$/\1/p; s/^    \(export PATH=[^#]*\)$/\1/p' "$top/README.md"
}

@test "from the top of a copy of the tree, with only the README's PATH line, every command shown runs as written" {
	local copy=$BATS_TEST_TMPDIR/clone f base n docs setup
	# the README is short, set up in two commands after its one line of prerequisites
	[ "$(wc -l <"$top/README.md")" -le 220 ]
	setup=$(sed -n '/^## Set up/,/^## /p' "$top/README.md")
	[[ $setup == *'`apt-get install build-essential`'*'`dnf install gcc make`'*'`xcode-select'*'--install`'* ]]
	[ "$(grep '^    ' <<<"$setup" | sed 's/  *#.*//')" = "$(printf '    make demo\n    make check')" ]
	grep -q 'make check-all' <<<"$setup"
	# and every page of doc/ it points to is there
	[ "$(grep -c '](doc/[a-z-]*\.md)' "$top/README.md")" -ge 3 ]
	for f in $(grep -o '](doc/[a-z-]*\.md)' "$top/README.md" | sed 's/^](//; s/)$//'); do
		[ -s "$top/$f" ] || { echo "missing: $f"; false; }
	done
	# the tree as a clone has it after make (the sources and tests are not needed)
	mkdir "$copy"
	for f in "$top"/*; do
		case ${f##*/} in
		lib | cmd | t) ;;
		*) cp -R "$f" "$copy/" ;;
		esac
	done
	[ "$(pathline)" = 'export PATH="$PWD/bin:$PATH"' ] || { echo "the PATH line: '$(pathline)'"; false; }
	base=$(without_wits_path)
	cd "$copy"
	mapfile -t docs < <(quick_docs)
	n=$(PATH=$base run_shown "$(pathline)" "${docs[@]}")
	# every command shown was run
	[ "$n" -eq "$(cat "${docs[@]}" | grep -c '^    \$ ')" ]
	[ "$(grep -c '^    \$ ' "$top/README.md")" -gt 20 ]
	# the pictures and the sheets, and the game and the plays kept to look at afterwards
	grep -q '</svg>' class.svg
	grep -q '</html>' sheet.html
	[ "$(grep -c '^# [1-6]\. solution in [0-9]* turns: ' sheet.txt)" -eq 6 ]
	grep -q '^3 4 5 # game 1' game.txt
	[ "$(cat mine.txt)" = "++--++--" ]
}

@test "the README's outputs are what the programs print and the rules say; its page to read first renders" {
	run bash -c "echo 7 1 6 2 | nim-safe; echo 7 1 6 2 | nim-move"
	[ "$status" -eq 0 ]
	# 7 xor 1 xor 6 xor 2 = 2: unsafe; the correct move leaves 7 1 4 2, whose nim-sum is 0
	[ "$output" = "$(printf '7 1 6 2 # unsafe 2\n7 1 4 2 # heap 2: 6 -> 4')" ]
	grep -qx '    7 1 6 2 # unsafe 2' "$top/README.md"
	grep -qx '    7 1 4 2 # heap 2: 6 -> 4' "$top/README.md"
	# Appendix II's 3/5 for the best play against SEER
	grep -qx '    best (matcher) wins 3/5  *0.600000' "$top/README.md"
	# man -l, before installing, as the README says
	grep -q '`man -l man/man1/nim-safe.1`' "$top/README.md"
	needs_tool man
	cd "$top"
	run env MANPAGER=cat MANWIDTH=80 man -l man/man1/nim-safe.1
	[ "$status" -eq 0 ]
	[[ $output == *"nim-safe"*"SYNOPSIS"* ]] || { echo "$output"; false; }
}

@test "every command the README's prose names in code runs as written: none is a usage error or a failure" {
	local span n=0 progs
	progs=$(sed -n '/^PROG = /,/^$/p' "$top/Makefile" | sed '1d; s/[\t \\]//g' | paste -sd '|' -)
	[ -n "$progs" ]
	cd "$BATS_TEST_TMPDIR"
	# the code in each paragraph, which may run over the end of a line
	while IFS= read -r span; do
		# a program's name alone, or a form with a word to fill in (FILE), is no command
		[[ $span == *' '* ]] || continue
		[[ $span =~ \ [A-Z]+(\ |$) ]] && continue
		n=$((n + 1))
		run timeout 60 bash -c "$span" </dev/null
		# 1 where it is given nothing to read (seer-duel - seer: no plays)
		[ "$status" -le 1 ] || { echo "status $status: $span"; echo "$output"; false; }
	done < <(awk 'BEGIN { RS = "" } { gsub(/\n/, " "); print }' "$top/README.md" |
		grep -o '`[^`]*`' | tr -d '`' | grep -E "^($progs)( |\$)")
	# --periodic, --period, -h, --audit, -a, --versus, --play, --game and more
	[ "$n" -ge 8 ]
}
