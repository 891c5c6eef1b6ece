#!/usr/bin/env bats
# What a message shows of what it was given (an option's value, an operand, a file name,
# a data token): the bytes a terminal would act on escaped, a long value cut short.

load tool/helper

# program | an option that takes a number
numeric_options() {
	cat <<'OPTIONS'
nim-safe|-k
nim-move|-k
nim-trace|-k
seer-predict|--seed
seer-duel|-n
cube-scramble|-n
cube-solve|-n
OPTIONS
}

@test "every program: an option's number is shown escaped, and cut after 40 bytes" {
	local prog option nines
	nines=$(printf '9%.0s' $(seq 40))
	# seer seer: the two players seer-duel needs, files to the others, never read
	while IFS='|' read -r prog option; do
		run "$prog" "$option" $'\e[2J1' seer seer
		expect_error 2 "$prog: $option '\\x1b[2J1': not a number (" || return 1
		[[ $output != *$'\e'* ]] || return 1
		run "$prog" "$option" "${nines}999999" seer seer
		expect_error 2 "$prog: $option '$nines...': too large (" || return 1
	done < <(numeric_options)
}

@test "the values the programs check themselves, and operands, are shown escaped" {
	run nim-move --when-safe=$'\e]0;x\a'
	expect_error 2 "nim-move: --when-safe '\\x1b]0;x\\x07': not $(names_or nim-move --when-safe)"
	run nim-trace --machine $'\e'
	expect_error 2 "nim-trace: --machine '\\x1b': not $(names_or nim-trace --machine)"
	run seer-predict --machine $'\r'
	expect_error 2 "seer-predict: --machine '\\x0d': not a player"
	run seer-duel seer $'no\001such'
	expect_error 2 "seer-duel: 'no\\x01such': not a player"
	run cube-solve --palette $'\e'
	expect_error 2 "cube-solve: --palette '\\x1b': not $(names_or cube-solve --palette)"
	run cube-scramble --palette $'\e'
	expect_error 2 "cube-scramble: --palette '\\x1b': not $(names_or cube-scramble --palette)"
	[[ $output != *$'\e'* ]]
}

@test "every filter: a file name is shown escaped when it cannot be read, and before a bad line" {
	local prog dir=$BATS_TEST_TMPDIR
	printf 'Q\n' >"$dir/"$'a\tb\\c'
	for prog in nim-safe nim-move nim-trace seer-predict cube-solve; do
		run "$prog" "$dir/"$'\e[2Jnone'
		expect_error 1 "$prog: $dir/\\x1b[2Jnone: No such file or directory" || return 1
		[[ $output != *$'\e'* ]] || return 1
	done
	run nim-safe "$dir/"$'a\tb\\c'
	expect_error 1 "nim-safe: $dir/a\\x09b\\\\c: line 1: 'Q': not a heap size"
	run seer-predict "$dir/"$'a\tb\\c'
	expect_error 1 "seer-predict: $dir/a\\x09b\\\\c: line 1: 'Q': not a play"
	run cube-solve "$dir/"$'a\tb\\c'
	expect_error 1 "cube-solve: $dir/a\\x09b\\\\c: line 1: 'Q': not a move"
}

@test "a named value the program checks itself is cut after 40 bytes, like a number" {
	local long
	long=$(printf 'x%.0s' $(seq 100))
	run nim-move --when-safe="$long"
	expect_error 2 "nim-move: --when-safe '$(printf 'x%.0s' $(seq 40))...': not $(names_or nim-move --when-safe)"
	run cube-solve --net --palette "$long"
	expect_error 2 "cube-solve: --palette '$(printf 'x%.0s' $(seq 40))...': not "
	run seer-predict --machine "pattern:$long"
	expect_error 2 "seer-predict: --machine 'pattern:$(printf 'x%.0s' $(seq 32))...': "
}

@test "an old spelling still works, says it is deprecated, and keeps the status" {
	run bash -c "echo R U | cube-solve --moves RU 2>&1"
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'cube-solve: --moves is deprecated; use --faces\nU'"'"' R'"'"' # 2')" ]
}

@test "a token with a quote is shown as it was typed, on stderr and stdout alike" {
	run_in "F''\n" cube-solve
	[ "$status" -eq 1 ]
	[ "$output" = "cube-solve: line 1: 'F''': not a move
# error: 'F''': not a move" ]
	run cube-solve --faces "F'"
	expect_error 2 "cube-solve: --faces 'F'': not a face of U D L R F B"
	run_in "7'\n" nim-safe
	expect_error 1 "nim-safe: line 1: '7'': not a heap size"
}

@test "UTF-8 is shown as it is; control characters and what is not UTF-8 are escaped" {
	local dir=$BATS_TEST_TMPDIR
	run nim-safe "$dir/café.txt"
	expect_error 1 "nim-safe: $dir/café.txt: No such file or directory"
	run_in '’ 7\n' nim-safe
	expect_error 1 "nim-safe: line 1: '’': not a heap size"
	# and the comment line that answers the bad line on stdout
	run bash -c "printf '’ 7\\n' | nim-safe 2>/dev/null"
	[ "$status" -eq 1 ]
	[ "$output" = "# error: '’': not a heap size" ]
	# a stray byte, a cut sequence, an overlong '/', a surrogate, the C1 control CSI,
	# a code point past U+10FFFF; then a character of four bytes
	run nim-move --when-safe="$(printf '\xff\xc3x\xc0\xaf\xed\xa0\x80\xc2\x9b\xf4\x90\x80\x80\xf0\x9f\x98\x80')"
	expect_error 2 "nim-move: --when-safe '\\xff\\xc3x\\xc0\\xaf\\xed\\xa0\\x80\\xc2\\x9b\\xf4\\x90\\x80\\x80😀': not "
	# cut after 40 bytes, never inside a character
	run nim-move --when-safe="$(printf 'x%.0s' $(seq 39))é"
	expect_error 2 "nim-move: --when-safe '$(printf 'x%.0s' $(seq 39))...': not "
	run nim-move --when-safe="$(printf 'x%.0s' $(seq 38))é"
	expect_error 2 "nim-move: --when-safe '$(printf 'x%.0s' $(seq 38))é': not "
}

@test "every program's -h: each option and each continuation line of its help in one column, the shared options last" {
	local prog
	for prog in $(programs); do
		help_aligned "$prog" || { echo "$prog"; return 1; }
		run "$prog" -h
		[ "$status" -eq 0 ]
		[[ "${lines[0]}" == "usage: $prog "* ]]
		[ "${lines[${#lines[@]} - 4]}" = "      --line-buffered   write each answer as soon as it is made, for coprocesses" ]
		[ "${lines[${#lines[@]} - 1]}" = "      --version         the version" ]
	done
}

@test "every program's -h: no line over 80 columns, the usage wrapped under its first operand" {
	local prog
	for prog in nim-safe nim-move nim-trace seer-predict seer-duel cube-scramble cube-solve; do
		run "$prog" -h
		[ "$status" -eq 0 ] && [ "${#lines[@]}" -gt 5 ] || { echo "$prog -h"; return 1; }
		awk -v p="$prog" '
			function fail(why) { print p ": line " NR ": " why ": " $0; bad = 1 }
			length($0) > 80 { fail(length($0) " columns") }
			# the usage: its forms, each continued in the column after "usage: PROG "
			NR == 1 && index($0, "usage: " p " ") != 1 { fail("not the usage") }
			NR > 1 && !/^       / { done = 1 }
			NR > 1 && !done && index($0, "       " p " ") != 1 &&
			    (substr($0, 1, length(p) + 8) !~ /^ *$/ || substr($0, length(p) + 9, 1) == " ") {
				fail("not under the first operand")
			}
			END { exit bad }' <<<"$output" || return 1
	done
}
