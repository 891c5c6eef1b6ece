#!/usr/bin/env bats
# Scaling past one process: the recipes of doc/scaling.md
# cut an input into pieces, run a process on each at the same time and join their
# outputs in order. Every line-oriented program then writes the single run's output
# byte for byte, whatever the size of the pieces, bad, blank and comment lines included.
# The recipes across machines run on real hosts in t/slow/cluster.bats.

load ../tool/helper

setup() {
	parallel --version 2>/dev/null | grep -q '^GNU parallel' ||
		skip "GNU parallel is not installed (.ci/run installs it)"
	cd "$BATS_TEST_TMPDIR"
}

# lines KIND COUNT: COUNT input lines of KIND (nim, unsafe, plays, cubes), drawn from a
# fixed seed, with a bad line, a blank line, a comment line and a commented line among them.
lines() {
	awk -v kind="$1" -v count="$2" '
		function pick(n) { return int(rand() * n) }
		# the nim-sum of two heaps of at most 63, bit by bit
		function xor(a, b,   bit, r) {
			for (bit = 1; bit <= 32; bit *= 2)
				if (int(a / bit) % 2 != int(b / bit) % 2)
					r += bit
			return r
		}
		function good(   line, i, n, h, sum) {
			if (kind == "plays") {
				for (n = 1 + pick(30); n > 0; n--)
					line = line substr("+-", 1 + pick(2), 1)
				return line
			}
			if (kind == "cubes") {
				for (n = 1 + pick(7); n > 0; n--)
					line = line (line == "" ? "" : " ") substr("RUFLDB", 1 + pick(6), 1) \
					    turn[pick(3)]
				return line
			}
			do {
				line = ""; sum = 0
				for (n = 1 + pick(4); n > 0; n--) {
					h = pick(41)
					line = line (line == "" ? "" : " ") h
					sum = xor(sum, h)
				}
			} while (kind == "unsafe" && sum == 0)
			return line
		}
		BEGIN {
			srand(12)
			turn[0] = ""; turn[1] = "'\''"; turn[2] = "2"
			bad = kind == "plays" ? "+x+|++-?" : kind == "cubes" ? "R X|R U (|Q" : \
			    "x7|7 -1|3 99999999999999999999999"
			nbad = split(bad, badline, "|")
			for (i = 0; i < count; i++) {
				line = i % 37 == 5 ? badline[1 + pick(nbad)] : good()
				if (i % 41 == 3)
					line = ""
				else if (i % 43 == 7)
					line = "# a comment line"
				else if (i % 5 == 2)
					line = line " # row " i
				print line
			}
		}'
}

# as_single INPUT CMD: CMD over INPUT in one run, then through the recipes of doc/scaling.md with
# pieces of every size: parallel --pipe -k with blocks of 1 kB and 10 kB and with -N 50
# and -N 400 lines, and split into files of 300 lines run by xargs -P. Each output is the
# single run's byte for byte; each recipe fails exactly when the single run does.
as_single() {
	local in=$1 cmd=$2 st=0 rst opts
	sh -c "$cmd" <"$in" >single 2>/dev/null || st=$?
	[ -s single ] || { echo "$cmd: no output"; return 1; }
	for opts in "--block 1k" "--block 10k" "-N 50" "-N 400"; do
		rst=0
		parallel --pipe -k $opts "$cmd" <"$in" >sharded 2>/dev/null || rst=$?
		[ "$((rst != 0))" -eq "$((st != 0))" ] || { echo "$cmd, $opts: status $rst, single $st"; return 1; }
		cmp single sharded || { echo "$cmd, $opts"; diff single sharded | head; return 1; }
	done
	rm -rf pieces
	mkdir pieces
	(
		cd pieces
		split -l 300 -a 4 "../$in" part.
		rst=0
		ls part.???? | xargs -P 4 -n 1 sh -c "$cmd <\"\$0\" >\"\$0.out\"" 2>/dev/null || rst=$?
		[ "$((rst != 0))" -eq "$((st != 0))" ] || { echo "$cmd, xargs: status $rst, single $st"; exit 1; }
		[ "$(ls part.???? | wc -l)" -gt 3 ]
		cat part.????.out
	) >sharded
	cmp single sharded || { echo "$cmd, xargs -P"; diff single sharded | head; return 1; }
}

@test "nim-safe, nim-safe -m -k 2: every recipe gives the single run" {
	lines nim 1500 >positions.txt
	as_single positions.txt "nim-safe"
	# an answer for every position: a verdict, or an error's comment line, in its place
	[ "$(grep -c ' # \(safe\|unsafe\) ' single)" -gt 1000 ]
	as_single positions.txt "nim-safe -m -k 2"
}

@test "nim-move --when-safe=none and nim-move -a: every recipe gives the single run" {
	lines nim 1500 >positions.txt
	as_single positions.txt "nim-move --when-safe=none"
	[ "$(grep -c ' # heap [0-9]*: ' single)" -gt 1000 ]
	as_single positions.txt "nim-move -a"
}

@test "nim-trace --brief --start-heap 1 on unsafe positions: every recipe gives the single run" {
	lines unsafe 1200 >positions.txt
	as_single positions.txt "nim-trace --brief --start-heap 1"
	[ "$(grep -c ' # heap [0-9]*: [0-9]* -> [0-9]*; program 1 ' single)" -gt 1000 ]
}

@test "seer-predict --machine best: every recipe gives the single run" {
	lines plays 1500 >plays.txt
	as_single plays.txt "seer-predict --machine best"
	[ "$(grep -c '^[-+]* *# best won [0-9]* of [0-9]* ' single)" -gt 1000 ]
}

@test "cube-solve and cube-solve -a: every recipe gives the single run" {
	lines cubes 1500 >scrambles.txt
	as_single scrambles.txt "cube-solve"
	[ "$(grep -c "^[RUFLDB]['2]\?\( [RUFLDB]['2]\?\)* *# [0-9]*" single)" -gt 1000 ]
	as_single scrambles.txt "cube-solve -a"
}

@test "cube-scramble: processes given their own --first give the single run" {
	cube-scramble -n 2000 --seed 7 >single
	# a scramble a line, each of R, U and F turns
	[ "$(grep -Ec "^[RUF]['2]?( [RUF]['2]?)*$" single)" -eq 2000 ]
	seq 0 500 1500 | parallel -k 'cube-scramble -n 500 --first {} --seed 7' >sharded
	cmp single sharded
	seq 0 3 | xargs -P 4 -I{} sh -c 'cube-scramble -n 500 --first $(({} * 500)) --seed 7 >scrambles.{}'
	cat scrambles.0 scrambles.1 scrambles.2 scrambles.3 >sharded
	cmp single sharded
}

@test "seeds per piece from {#}: nim-move's random moves are the runs of each piece with its own seed" {
	lines nim 1500 >positions.txt
	parallel --pipe -k -N 400 'nim-move --seed {#}' <positions.txt >sharded || [ "$?" -le 4 ]
	split -l 400 -a 4 positions.txt part.
	i=0
	for part in part.????; do
		nim-move --seed $((++i)) <"$part" 2>/dev/null || [ "$?" -eq 1 ]
	done >single
	[ "$i" -eq 4 ]
	[ "$(grep -c ' # heap [0-9]*: ' single)" -gt 1000 ]
	cmp single sharded
}

@test "doc/scaling.md shows the recipes tested here, and those for one machine run as written" {
	local recipe
	lines nim 300 >positions.txt
	nim-safe <positions.txt >single.safe 2>/dev/null || [ "$?" -eq 1 ]
	nim-move --when-safe=none <positions.txt >single.move 2>/dev/null || [ "$?" -eq 1 ]
	[ -s single.safe ] && [ -s single.move ]
	while IFS= read -r recipe; do
		grep -qxF "    $recipe" "$top/doc/scaling.md" || { echo "not in doc/scaling.md: $recipe"; return 1; }
		# cube-scramble's millions are run above with smaller numbers
		case $recipe in *cube-scramble*) continue ;; esac
		rm -f verdicts.txt moves.txt
		# the positions hold bad lines: a run of the program fails, and says so
		case $recipe in
		split* | cat*) bash -c "$recipe" ;;
		*) ! bash -c "$recipe" 2>/dev/null || { echo "no failure: $recipe"; return 1; } ;;
		esac
		[ ! -e verdicts.txt ] || cmp single.safe verdicts.txt
		[ ! -e moves.txt ] || cmp single.move moves.txt
	done <<-'EOF'
		parallel --pipe -k --block 10M nim-safe <positions.txt >verdicts.txt
		parallel --pipe -k -N 100000 'nim-move --when-safe=none' <positions.txt >moves.txt
		split -l 1000000 -a 4 positions.txt part.
		ls part.???? | xargs -P 4 -n 1 sh -c 'nim-safe <"$0" >"$0.out"'
		cat part.????.out >verdicts.txt
		seq 0 1000000 3000000 | parallel -k 'cube-scramble -n 1000000 --first {} --seed 7' >scrambles.txt
	EOF
	cmp single.safe verdicts.txt
}
