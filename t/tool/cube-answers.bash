# cube-solve's answers read back (loaded by t/cube-solve.bats and t/slow/cube-solve.bats):
# the groups of -a by their labels, and --face and --layer checked by the independent cube.

# by_label OUTPUT: output in groups, each after its label "#: input", split in two files side by
# side, $tmp/cubes (the label's input, once for each of its solutions) and $tmp/sols (the
# solutions); prints each label's input and how many solutions follow it.
by_label() {
	awk -v cubes="$tmp/cubes" -v sols="$tmp/sols" '
		/^#: / { if (NR > 1) print input "|" n; input = substr($0, 4); n = 0; next }
		NR == 1 { print "no label first: " $0; exit 1 }
		!NF || /^#/ && !/^# [0-9]+$/ { next }	# but a solved cube'"'"'s "# 0"
		{ print input > cubes; print > sols; n++ }
		END { if (NR) print input "|" n }' "$1"
}

# goal_check OPTIONS...: 200 random-state scrambles answered with OPTIONS (--face or
# --layer), each answer verified by the independent cube, which finds the goal by its
# own breadth-first search over all 18 face turns.
goal_check() {
	cube-scramble -n 200 --seed 24 > "$tmp/s"
	cube-solve "$@" < "$tmp/s" > "$tmp/o"
	[ "$(grep -Ec '^([^#]* )?# [0-9]+ [a-z]+$' "$tmp/o")" -eq "$(grep -vc '^#:' "$tmp/o")" ]
	run check goal-verify "$@" "$tmp/s" "$tmp/o"
	[ "$status" -eq 0 ] && [ "$output" = "ok $(grep -vc '^#:' "$tmp/o")" ] || { echo "$output"; return 1; }
}
