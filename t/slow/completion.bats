#!/usr/bin/env bats
# Bash completion where it takes seconds: every name an option completes to, each
# given to its program, which must accept it.

load ../tool/helper
load ../tool/completion

@test "the names an option takes, each one the program accepts" {
	[ "$(completes 'nim-move --when-safe=' | paste -sd' ' -)" = "nimatron nimrod none random" ]
	[ "$(completes 'nim-move --when-safe=ni' | paste -sd' ' -)" = "nimatron nimrod" ]
	for w in $(completes 'nim-move --when-safe='); do
		# one correct move, whatever the machine does without one (and however it names the heap)
		run_in '1 2\n' nim-move --when-safe="$w" --seed 1
		[ "$status" -eq 0 ] && [[ "$output" == "1 1 # "*"2 -> 1" ]] || { echo "--when-safe=$w: $output"; return 1; }
	done
	[ "$(completes 'nim-trace --machine ' | paste -sd' ' -)" = "nimatron nimrod" ]
	for w in $(completes 'nim-trace --machine n'); do
		run_in '1 2\n' nim-trace --brief --machine "$w"
		[ "$status" -eq 0 ] && [[ "${lines[${#lines[@]} - 1]}" == "1 1 # "*"2 -> 1"* ]] || { echo "--machine $w: $output"; return 1; }
	done
	[ "$(completes 'cube-solve --palette ' | paste -sd' ' -)" = "faces patent western" ]
	[ "$(completes 'cube-scramble --palette p')" = "patent" ]
	[ "$(completes 'cube-solve --layer ' | paste -sd' ' -)" = "B D F L R U any blue each green orange red white yellow" ]
	[ "$(completes 'cube-solve --face=w')" = white ]
	for w in $(completes 'cube-solve --face '); do
		run_in 'R\n' cube-solve --face "$w"
		[ "$status" -eq 0 ] && [[ "$output" == *"# "[01]" "[a-z]* ]] || { echo "--face $w: $output"; return 1; }
	done
	for w in $(completes 'cube-scramble --palette '); do
		run cube-scramble --seed 1 --state --palette "$w"
		[ "$status" -eq 0 ] && [ "${#output}" -eq 24 ] || { echo "--palette $w: $output"; return 1; }
	done
	for w in $(completes 'cube-scramble --subset '); do
		run cube-scramble --seed 1 --state --subset "$w"
		[ "$status" -eq 0 ] && [ "${#output}" -eq 24 ] || { echo "--subset $w: $output"; return 1; }
	done
	# the subsets -h lists, and no other
	[ "$(completes 'cube-scramble --subset ')" = "$(help_names cube-scramble --subset | sort)" ]
	[ "$(completes 'cube-scramble --picture ' | paste -sd' ' -)" = "large medium small" ]
	for w in $(completes 'cube-scramble --picture '); do
		run cube-scramble --seed 1 --sheet --picture "$w"
		[ "$status" -eq 0 ] && [[ "$output" == *"</html>" ]] || { echo "--picture $w: $output"; return 1; }
	done
	# nim-move's worksheet levels, each one it deals
	[ "$(completes 'nim-move --level ' | paste -sd' ' -)" = "easy hard medium" ]
	for w in $(completes 'nim-move --level '); do
		run nim-move --seed 1 --key --level "$w" -n 1
		[ "$status" -eq 0 ] && [[ "$output" == *"</html>" ]] || { echo "--level $w: $output"; return 1; }
	done
	# a number or a position has no names to offer
	[ -z "$(completes 'cube-scramble -n ')" ]
	[ -z "$(completes 'nim-safe -k ')" ]
	[ -z "$(completes 'seer-duel --seed ')" ]
}
