#!/usr/bin/env bats
# cube-solve where the checks take seconds: a thousand scrambles read every way the
# notation allows, two thousand solved by the distance table's walk as by the search,
# and --layer and --face any and each checked by the independent cube's own search.

load ../tool/helper
load ../tool/cube-answers

setup() {
	tmp=$BATS_TEST_TMPDIR
}

@test "plain turns read straight into the tables solve as the same cubes written any other way" {
	# Once the table is built, lines of plain R U F turns skip the cube (lib/cube/turns.c);
	# the same scrambles in groups, with a wide turn or with D L B turns go the general way.
	cube-scramble -n 1000 --seed 21 > "$tmp/s"
	head -700 "$tmp/s" > "$tmp/first"
	tail -300 "$tmp/s" > "$tmp/plain"
	# blanks doubled, tabs, a comment after the last turn
	awk '{ gsub(/ /, " \t "); print "  " $0 "  # cube " NR }' "$tmp/plain" > "$tmp/spaced"
	# the whole line a group; R as Rw (the pocket cube has no middle layer)
	awk '{ print "(" $0 ")1" }' "$tmp/plain" > "$tmp/grouped"
	sed 's/R/Rw/g' "$tmp/plain" > "$tmp/wide"
	for metric in "" --qtm; do
		for form in plain spaced grouped wide; do
			cat "$tmp/first" "$tmp/$form" > "$tmp/in"
			run cube-solve $metric "$tmp/in"
			[ "$status" -eq 0 ]
			printf '%s\n' "$output" | tail -300 > "$tmp/$form.out"
		done
		run check verify $metric "$tmp/plain" "$tmp/plain.out"
		[ "$output" = "ok 300" ] || { echo "$output"; false; }
		# the comment kept on its answer line, the solution the same
		awk '{ print $0 " # cube " NR }' "$tmp/plain.out" | diff -u - "$tmp/spaced.out"
		diff -u "$tmp/plain.out" "$tmp/grouped.out"
		diff -u "$tmp/plain.out" "$tmp/wide.out"
	done
	# every optimal solution: the same, plain or grouped; each one optimal, the counts the model's
	for form in plain grouped; do
		cat "$tmp/first" "$tmp/$form" > "$tmp/in"
		cube-solve -a "$tmp/in" | awk '/^#: / { n++ } n > 700' > "$tmp/$form.all"
	done
	[ -s "$tmp/plain.all" ]
	by_label "$tmp/plain.all" > "$tmp/counts"
	sed 's/^#: (\(.*\))1$/#: \1/' "$tmp/grouped.all" | diff -u "$tmp/plain.all" -
	run check verify "$tmp/cubes" "$tmp/sols"
	[ "${output#ok }" -gt 300 ] || { echo "$output"; false; }
}

@test "--layer: the fewest turns to a whole first layer of one colour, as the search finds" {
	goal_check --layer U
	goal_check --layer yellow --qtm
}

@test "--face any and each: the nearest colour (the first among equals), and every colour" {
	goal_check --face any
	goal_check --face any --qtm
	goal_check --face each --qtm
	[ "$(grep -c '^#: ' "$tmp/o")" -eq 200 ]
	# each colour in the order U R F D L B, a line each after the label
	[ "$(awk 'NR % 7 != 1 { print $NF }' "$tmp/o" | head -6 | paste -sd' ' -)" = "white red green yellow orange blue" ]
	# the nearest is the shortest of the six, and the first of them at that length
	cube-solve --face any --qtm < "$tmp/s" | awk '{ print $(NF - 1), $NF }' > "$tmp/any"
	awk '!/^#:/ { n = $(NF - 1); if (k % 6 == 0 || n < best) { best = n; name = $NF }
		if (++k % 6 == 0) print best, name }' "$tmp/o" | diff -u - "$tmp/any"
}

@test "once the distance table pays, its walk writes the solutions the search wrote before it" {
	# a few hundred solves build the table; the last 200 of 2000 are walked, and alone they are searched
	cube-scramble -n 2000 --seed 12 > "$tmp/s"
	tail -200 "$tmp/s" > "$tmp/last"
	for metric in "" --qtm; do
		cube-solve $metric < "$tmp/s" > "$tmp/all"
		tail -200 "$tmp/all" > "$tmp/walked"
		cube-solve $metric < "$tmp/last" > "$tmp/searched"
		run check verify $metric "$tmp/last" "$tmp/walked"
		[ "$output" = "ok 200" ] || { echo "$output"; false; }
		diff -u "$tmp/searched" "$tmp/walked"
	done
}
