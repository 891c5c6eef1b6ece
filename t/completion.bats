#!/usr/bin/env bats
# Bash completion (completion/wits.bash): driven as bash drives it, through COMP_LINE,
# COMP_POINT, COMP_WORDS and COMP_CWORD, its answers read from COMPREPLY.

load tool/helper
load tool/completion

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# page_options PROG: every option the manual page describes, one a line, sorted
# ("--when-safe=" for an option whose value follows an equals sign)
page_options() {
	mandoc -Tascii "$top/man/man1/$1.1" | awk '
		{ gsub(/.\b/, "") }
		/^OPTIONS/ { s = 1; next }
		/^[A-Z]/ { s = 0 }
		s && /^     -/ {
			sub(/^     /, ""); sub(/  .*/, "")
			n = split($0, alias, ",")
			for (i = 1; i <= n; i++) {
				sub(/^ /, "", alias[i]); sub(/ .*/, "", alias[i]); sub(/=.*/, "=", alias[i])
				print alias[i]
			}
		}' | sort
}

@test "a dash completes to every option the manual page describes, for each program" {
	command -v mandoc >/dev/null || skip "mandoc is not installed (.ci/run installs it)"
	for p in $(programs); do
		want=$(page_options "$p")
		# seer-predict's page keeps -m, the deprecated spelling of --machine, that -h no longer lists
		[ "$p" = seer-predict ] && want=$(grep -vx -- -m <<<"$want")
		[ "$(wc -l <<<"$want")" -ge 6 ] || { echo "$p: no options in its page"; return 1; }
		got=$(completes "$p -" | grep -vx -- -) || { echo "$p: nothing"; return 1; }
		[ "$got" = "$want" ] || { echo "$p:"; diff <(echo "$want") <(echo "$got"); return 1; }
	done
	[ "$(completes 'cube-solve --pa')" = "--palette" ]
	[ "$(completes 'nim-move --when')" = "--when-safe=" ]
	[ "$(completes 'seer-duel --l' | paste -sd' ' -)" = "--league --level --line-buffered" ]
}

@test "every option's names that -h lists complete, and only those, for each program" {
	n=0
	for p in $(programs); do
		for o in $(named_options "$p"); do
			# the names of one word; "oracle:N" offers "oracle:"
			want=$(help_names "$p" "$o" | grep -v ' ' | sed 's/:[A-Z]*$/:/' | sort)
			got=$(completes "$p $o ")
			[ "$got" = "$want" ] || { echo "$p $o:"; diff <(echo "$want") <(echo "$got"); return 1; }
			n=$((n + 1))
		done
	done
	[ "$n" -ge 20 ] || { echo "only $n options list their names"; return 1; }
	# after -r, the game of a name (the rest are codes and amounts)
	[ "$(completes 'nim-safe -r g')" = grundy ]
	[ "$(completes 'nim-move --rules=gr')" = grundy ]
}

@test "the players of seer-duel and seer-predict --machine: those -h lists, each one plays" {
	want=$(help_names seer-duel players: | sed 's/:[A-Z]*$/:/' | sort)
	[ "$(wc -l <<<"$want")" -ge 10 ] || { echo "seer-duel -h lists no players: $want"; return 1; }
	[ "$(help_names seer-predict --machine)" = "$(help_names seer-duel players:)" ]
	players=$(completes 'seer-duel ')
	[ "$(grep -vx -- - <<<"$players")" = "$want" ] || { diff <(echo "$want") <(echo "$players"); return 1; }
	grep -qx -- - <<<"$players"
	[ "$(completes 'seer-predict --machine ')" = "$want" ]
	for p in $want; do
		# a pattern's plays, an oracle's order, a context tree's depth
		case $p in pattern:) p=pattern:++- ;; *:) p=${p}3 ;; esac
		run seer-duel --seed 1 -n 100 seer "$p"
		[ "$status" -eq 0 ] && [[ "${lines[2]}" == "plays 100; "* ]] || { echo "$p: $output"; return 1; }
		run_in '++--++--\n' seer-predict --seed 1 --machine "$p"
		[ "$status" -eq 0 ] && [[ "$output" == *" won "*" of 8 "* ]] || { echo "--machine $p: $output"; return 1; }
	done
	# the players lib/seer/player.h knows, as the message for a name it does not know lists them
	run seer-duel seer not-a-player
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "seer-duel: 'not-a-player': not a player ($(help_names seer-duel players: | paste -sd, - | sed 's/,/, /g')) nor a file" ]
	run seer-predict --machine not-a-player
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "seer-predict: --machine 'not-a-player': not a player ($(help_names seer-duel players: | paste -sd, - | sed 's/,/, /g'))" ]
	# after a colon, bash completes what follows it
	[ "$(completes 'seer-duel best:s' | paste -sd' ' -)" = "seer shannon" ]
	[ "$(completes 'seer-duel seer pat')" = "pattern:" ]
}

@test "files where a program reads them, and none where it takes none" {
	touch fig1.svg foo.txt
	[ "$(completes 'seer-duel --svg f' | paste -sd' ' -)" = "fig1.svg foo.txt" ]
	[ "$(completes 'nim-safe -m f' | paste -sd' ' -)" = "fig1.svg foo.txt" ]
	[ "$(completes 'seer-duel seer fo')" = "foo.txt" ]
	[ "$(completes 'cube-solve fo')" = "foo.txt" ]
	[ -z "$(completes 'cube-scramble f')" ]
	[ "$(completes 'cube-scramble --audit f' | paste -sd' ' -)" = "fig1.svg foo.txt" ]
	# cube-scramble takes a file only with --audit, and its usage says so
	run cube-scramble -h
	[ "$status" -eq 0 ] && [[ "${lines[0]}" == "usage: cube-scramble "* ]]
	[[ "$output" == *"[--audit [file ...]]"* ]] && [ "$(grep -o 'file \.\.\.' <<<"$output" | wc -l)" -eq 1 ]
}

@test "installed under a program's name, the completion registers that program" {
	mkdir completions
	for p in $(programs); do
		cp "$top/completion/wits.bash" "completions/$p"
		run bash -c 'source "$1" && complete -p' _ "completions/$p"
		[ "$status" -eq 0 ] && [ "$output" = "complete -F _wits $p" ] || { echo "$p: $output"; return 1; }
	done
	[ "$(programs | wc -l)" -eq 7 ]
	# sourced from the tree, it leaves registering to its caller
	run bash -c 'source "$1" && complete -p' _ "$top/completion/wits.bash"
	[ "$status" -eq 0 ] && [ -z "$output" ]
	[ "$(completes 'nim-safe --vers')" = "--version" ]
}

@test "the names --diagram and --start-heap take, each one the program accepts" {
	[ "$(completes 'seer-duel --diagram ' | paste -sd' ' -)" = "dot text" ]
	for w in $(completes 'seer-duel --diagram '); do
		run seer-duel --diagram "$w" best seer
		[ "$status" -eq 0 ] && [[ "$output" == *"3/5"* ]] || { echo "--diagram $w: $output"; return 1; }
	done
	[ "$(completes 'nim-trace --start-heap ')" = random ]
	[ "$(completes 'nim-trace --start-heap=r')" = random ]
	run_in '1 2\n' nim-trace --brief --start-heap "$(completes 'nim-trace --start-heap ')" --seed 1
	[ "$status" -eq 0 ] && [[ "$output" == "1 1 # "*"2 -> 1"* ]]
	# nim-move's heap counter starts at a number only
	[ -z "$(completes 'nim-move --start-heap ')" ]
}
