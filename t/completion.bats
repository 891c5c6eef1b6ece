#!/usr/bin/env bats
# Bash completion (completion/wits.bash): driven as bash drives it, through COMP_LINE,
# COMP_POINT, COMP_WORDS and COMP_CWORD, its answers read from COMPREPLY.

load tool/helper
load tool/completion

progs='nim-safe nim-move nim-trace seer-predict seer-duel cube-scramble cube-solve'

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
	for p in $progs; do
		want=$(page_options "$p")
		# seer-predict's page keeps -m, the deprecated spelling of --machine, that -h no longer lists
		[ "$p" = seer-predict ] && want=$(grep -vx -- -m <<<"$want")
		[ "$(wc -l <<<"$want")" -ge 6 ] || { echo "$p: no options in its page"; return 1; }
		got=$(completes "$p -" | grep -vx -- -) || { echo "$p: nothing"; return 1; }
		[ "$got" = "$want" ] || { echo "$p:"; diff <(echo "$want") <(echo "$got"); return 1; }
	done
	[ "$(completes 'cube-solve --pa')" = "--palette" ]
	[ "$(completes 'nim-move --when')" = "--when-safe=" ]
	[ "$(completes 'seer-duel --l' | paste -sd' ' -)" = "--league --line-buffered" ]
}

@test "the players of seer-duel and seer-predict --machine: each one plays, and -h names no other" {
	players=$(completes 'seer-duel ')
	[ "$(completes 'seer-predict --machine ')" = "$(grep -vx -- - <<<"$players")" ]
	[ "$(paste -sd' ' - <<<"$players")" = "- best best:seer best:shannon ctw ctw: lz opposite oracle oracle: pattern: random seer shannon switch" ]
	for p in $(grep -vx -- - <<<"$players"); do
		case $p in pattern:) p=pattern:++- ;; oracle:) p=oracle:3 ;; ctw:) p=ctw:4 ;; esac
		run seer-duel --seed 1 -n 100 seer "$p"
		[ "$status" -eq 0 ] && [[ "${lines[2]}" == "plays 100; "* ]] || { echo "$p: $output"; return 1; }
		run_in '++--++--\n' seer-predict --seed 1 --machine "$p"
		[ "$status" -eq 0 ] && [[ "$output" == *" won "*" of 8 "* ]] || { echo "--machine $p: $output"; return 1; }
	done
	# the players seer-duel -h lists, a file and - aside
	listed=$(seer-duel -h | awk '/^  players:/ { p = 1; sub(/^  players:/, "") } p && /^  +-/ { exit } p' |
	    tr ',' '\n' | sed 's/^ *//; s/ *$//; s/:[A-Z]*$/:/' | grep -E '^[a-z]+(:[a-z]*)?$' | sort)
	[ "$listed" = "$(grep -vx -- - <<<"$players")" ] || { diff <(echo "$listed") <(echo "$players"); return 1; }
	# the players seer-predict -h lists for --machine
	listed=$(seer-predict -h | awk '/^ +--machine/ { p = 1; sub(/.*predicts:/, "") } p && /^ +-[^-]*-?[a-z]/ && !/--machine/ { exit } p' |
	    sed 's/(the default)//' | tr ',' '\n' | sed 's/^ *//; s/ *$//; s/:[A-Z]*$/:/' | grep -E '^[a-z]+(:[a-z]*)?$' | sort)
	[ "$listed" = "$(grep -vx -- - <<<"$players")" ] || { diff <(echo "$listed") <(echo "$players"); return 1; }
	# the players lib/seer/player.h knows, as the message for a name it does not know lists them
	run seer-duel seer not-a-player
	[ "$status" -eq 2 ]
	known=$(sed -n 's/.*not a player (\(.*\)) nor a file$/\1/p' <<<"${lines[0]}" | tr ',' '\n' |
	    sed 's/^ *//; s/:[A-Z]*$/:/' | sort)
	[ "$known" = "$(grep -vx -- - <<<"$players")" ] || { diff <(echo "$known") <(echo "$players"); return 1; }
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

@test "the completion is registered for the seven programs" {
	run bash -c 'source "$1" && complete -p' _ "$top/completion/wits.bash"
	[ "$status" -eq 0 ]
	for p in $progs; do
		grep -qx "complete -F _wits $p" <<<"$output" || { echo "$p not registered: $output"; return 1; }
	done
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
