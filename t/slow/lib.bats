#!/usr/bin/env bats
# The library's pure functions where they take a while, through t/bin/libtest.

load ../tool/helper

@test "heap games: the sparse-space values agree with the plain mex of every option to 30000 heaps" {
	# far enough that the rare values missing are looked for among the small heaps by value
	for rules in 0.376 0.354 0.6 grundy 0.1337; do
		run libtest values "$rules" 30000
		[ "$status" -eq 0 ]
		[ "$output" = "agree on 30000 heaps" ]
	done
}
