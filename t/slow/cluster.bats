#!/usr/bin/env bats
# Past one machine, for real: the recipes of doc/scaling.md across machines (section "Across
# machines"), run as written but for the host list by GNU parallel over ssh on three
# hosts that t/tool/cluster.sh makes on this machine, each a network namespace with its own
# sshd, login directory and a PATH without wits. The programs reach the hosts as they
# would reach machines that lack wits, by --basefile. Every output is the single run's
# byte for byte; a host that dies while its jobs are out is survived with --retries,
# and without it the run fails and says so.

load ../tool/helper

setup_file() {
	cluster=$BATS_FILE_TMPDIR/cluster
	export cluster
	if ! why=$(sh "$top/t/tool/cluster.sh" why); then
		export why
		return 0
	fi
	# down in teardown_file, or once this process has ended, however it ended
	sh "$top/t/tool/cluster.sh" up "$cluster" 3 "$$"
	# parallel's ssh, and its rsync for --basefile, log in through the test hosts' config
	export PARALLEL_SSH=$cluster/ssh PARALLEL_HOME=$cluster/parallel
}

teardown_file() {
	sh "$top/t/tool/cluster.sh" down "$cluster"
}

setup() {
	if [ -n "${why:-}" ]; then
		# CI installs what the hosts need (.ci/run): there they must run
		[ "${CI:-}" != true ] || { echo "CI=true, yet no test hosts: $why"; return 1; }
		skip "no test hosts: $why (t/tool/cluster.sh; .ci/run installs what they need)"
	fi
	cd "$BATS_TEST_TMPDIR"
	mkdir bin
	ln -s "$top/examples" examples
}

# the test hosts in place of doc/scaling.md's: two processes on each of three
hosts=2/host1,2/host2,2/host3

# across RECIPE: RECIPE, a line of doc/scaling.md as written, run with the test hosts in
# place of its host list, no status lost in its pipe
across() {
	grep -qxF "    $1" "$top/doc/scaling.md" || { echo "not in doc/scaling.md: $1"; return 1; }
	[[ $1 == *" -S 8/host1,8/host2 "* ]] || { echo "no host list: $1"; return 1; }
	bash -o pipefail -c "${1/ -S 8\/host1,8\/host2 / -S $hosts }"
}

# ship PROGRAM...: the programs built here, in bin/ for --basefile to send
ship() {
	local p
	for p in "$@"; do
		cp "$top/bin/$p" bin/
	done
}

# on_hosts CMD: CMD on every host, once each, in its login directory
on_hosts() {
	parallel --nonall --tag -S host1,host2,host3 "$1" >on-hosts || return
	LC_ALL=C sort on-hosts
}

@test "a hundred thousand scrambles: cube-scramble sharded by --first and cube-solve in pieces, on hosts without wits" {
	# the hosts have none of the programs, in their homes or on their PATH
	on_hosts 'rm -rf bin'
	run on_hosts 'echo "$PATH" "$(pwd)"; command -v cube-solve cube-scramble || echo none'
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'host%s\t/usr/bin:/bin /root\nhost%s\tnone\n' 1 1 2 2 3 3)" ]
	ship cube-scramble cube-solve
	cube-scramble -n 100000 --seed 7 >single
	[ "$(grep -Ec "^[RUF]['2]?( [RUF]['2]?)*$" single)" -eq 100000 ]
	across "seq 0 25000 75000 | parallel -k -S 8/host1,8/host2 --basefile bin/cube-scramble 'bin/cube-scramble -n 25000 --first {} --seed 7' >scrambles.txt"
	cmp single scrambles.txt
	cube-solve <scrambles.txt >single
	[ "$(grep -Ec " # [0-9]+$" single)" -eq 100000 ]
	# pieces of a megabyte: the 2.3 MB of scrambles go out in three
	across "parallel --pipe -k --block 1M -S 8/host1,8/host2 --basefile bin/cube-solve bin/cube-solve <scrambles.txt >solutions.txt"
	cmp single solutions.txt
	# each host ran its own copy, shipped into its own home
	for h in 1 2 3; do
		cmp bin/cube-scramble "$cluster/home.host$h/bin/cube-scramble"
		cmp bin/cube-solve "$cluster/home.host$h/bin/cube-solve"
	done
	run on_hosts 'bin/cube-solve --version >/dev/null && echo shipped'
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'host%s\tshipped\n' 1 2 3)" ]
}

@test "all positions of four heaps of 15: nim-safe and nim-move --when-safe=none -k 2 across hosts" {
	ship nim-safe nim-move
	bash -c "printf '%s\n' {0..15}' '{0..15}' '{0..15}' '{0..15} >positions.txt"
	grep -qxF "    printf '%s\n' {0..15}' '{0..15}' '{0..15}' '{0..15} >positions.txt" "$top/doc/scaling.md"
	[ "$(sort -u positions.txt | wc -l)" -eq 65536 ]
	nim-safe <positions.txt >single
	# the safe positions: the fourth heap is the other three's nim-sum, 16^3 of them
	[ "$(grep -c ' # safe 0$' single)" -eq 4096 ]
	across "parallel --pipe -k -N 10000 -S 8/host1,8/host2 --basefile bin/nim-safe bin/nim-safe <positions.txt >verdicts.txt"
	cmp single verdicts.txt
	nim-move --when-safe=none -k 2 <positions.txt >single
	# Moore: safe when every binary column's sum is a multiple of K+1 = 3
	safe=$(awk '{ s = 0; for (b = 1; b <= 8; b *= 2) { c = 0; for (i = 1; i <= 4; i++) c += int($i / b) % 2; if (c % 3) s = 1 }
		if (!s && $0 != "0 0 0 0") n++ } END { print n }' positions.txt)
	[ "$(grep -c ' # safe, no correct move$' single)" -eq "$safe" ]
	[ "$(grep -c ' # heap ' single)" -eq "$((65536 - 1 - safe))" ]
	across "parallel --pipe -k -N 10000 -S 8/host1,8/host2 --basefile bin/nim-move 'bin/nim-move --when-safe=none -k 2' <positions.txt >moves.txt"
	cmp single moves.txt
}

@test "a seed per piece across hosts: nim-move's random moves are each piece's run with its own seed" {
	ship nim-move
	printf '%s\n' {0..15}' '{0..15}' '{0..15}' '{0..15} >positions.txt
	split -l 10000 -a 4 positions.txt part.
	i=0
	for part in part.????; do
		nim-move --seed $((++i)) <"$part"
	done >single
	[ "$i" -eq 7 ]
	[ "$(grep -c ' # ' single)" -eq 65536 ]
	across "parallel --pipe -k -N 10000 -S 8/host1,8/host2 --basefile bin/nim-move 'bin/nim-move --seed {#}' <positions.txt >moves.txt"
	cmp single moves.txt
	# the seeds matter: one seed for the whole gives other moves
	nim-move --seed 1 <positions.txt >one-seed
	! cmp -s single one-seed || return 1
}

@test "the person's plays a thousand times over: seer-predict --machine best across hosts" {
	ship seer-predict
	bash -c 'for i in $(seq 1000); do cat examples/seer/human-keypresses.txt; done >plays.txt'
	grep -qxF '    for i in $(seq 1000); do cat examples/seer/human-keypresses.txt; done >plays.txt' "$top/doc/scaling.md"
	[ "$(wc -l <plays.txt)" -eq 4000 ]
	seer-predict --machine best <plays.txt >single
	# every line of plays answered by best's score over its 198 plays, the comments kept
	[ "$(grep -c '^[-+]\{198\} *# best won [0-9]* of 198 ' single)" -eq 1000 ]
	[ "$(grep -c '^# ' single)" -eq 3000 ]
	across "parallel --pipe -k -N 500 -S 8/host1,8/host2 --basefile bin/seer-predict 'bin/seer-predict --machine best' <plays.txt >predictions.txt"
	cmp single predictions.txt
}

@test "a log of 3000 games: nim-trace --game split between games across hosts, the totals merged here" {
	ship nim-trace
	# games of random legal moves (mistakes aplenty) from random positions, some
	# lines with a comment; the model's count of games and moves goes to expected
	awk 'function pick(n) { return int(rand() * n) }
		function show(   i, s) { for (i = 1; i <= n; i++) s = s (i > 1 ? " " : "") h[i]; return s }
		BEGIN {
			srand(16)
			for (g = 0; g < 3000; g++) {
				n = 1 + pick(4)
				for (i = 1; i <= n; i++)
					h[i] = pick(16)
				if (h[1] == 0)
					h[1] = 1
				print show() (g % 7 == 3 ? " # game " g : "")
				for (;;) {
					left = 0
					for (i = 1; i <= n; i++)
						if (h[i])
							nonempty[++left] = i
					if (!left)
						break
					i = nonempty[1 + pick(left)]
					h[i] -= 1 + pick(h[i])
					print show()
					moves++
				}
				print ""
			}
			printf "# 3000 games, %d moves; ", moves >"expected"
		}' >log.txt
	nim-trace --game <log.txt >single
	[ "$(grep -c '^# game [^:]*: [0-9]* moves\?, A first; ' single)" -eq 3000 ]
	across "parallel --pipe -k --recend '\n\n' -N 500 -S 8/host1,8/host2 --basefile bin/nim-trace 'bin/nim-trace --game' <log.txt >judged.txt"
	cmp single judged.txt
	nim-trace --game --tsv <log.txt >tsv
	nim-trace --totals <tsv >single
	[[ $(cat single) == "$(cat expected)mistakes: A "*", B "*"; illegal moves: 0; a random player's mistakes: "* ]]
	across "parallel --pipe -k --recend '\n\n' -N 500 -S 8/host1,8/host2 --basefile bin/nim-trace 'bin/nim-trace --game --tsv' <log.txt | nim-trace --totals" >totals
	cmp single totals
	# and the recipes of doc/scaling.md on this machine alone, in pieces of 30 kB (the log is 140 kB)
	grep -qxF "      parallel --pipe -k --recend '\n\n' --block 10M nim-trace --game < log.txt > judged.txt" "$top/doc/scaling.md"
	grep -qxF "      parallel --pipe -k --recend '\n\n' --block 10M nim-trace --game --tsv < log.txt | nim-trace --totals" "$top/doc/scaling.md"
	parallel --pipe -k --recend '\n\n' --block 30k nim-trace --game <log.txt >judged.txt
	nim-trace --game <log.txt >whole
	cmp whole judged.txt
	bash -o pipefail -c "parallel --pipe -k --recend '\n\n' --block 30k nim-trace --game --tsv <log.txt | nim-trace --totals" >totals
	cmp single totals
}

# A host that dies while one of its jobs is out: the job, shipped with the program,
# tells the test through a FIFO that it has started on host1 and waits there; the test
# then kills every process of host1, its sshd and its sessions.
@test "a host that dies with its job out: --retries runs the piece elsewhere; without it the run fails" {
	local recipe job held st retries
	ship cube-scramble cube-solve
	mkfifo out
	cat >bin/hold <<-EOF
		#!/bin/sh
		# on the host whose home holds 'doomed': the job is out, and waits for the host's end
		[ ! -e doomed ] || { echo out >'$BATS_TEST_TMPDIR/out'; exec sleep 60; }
	EOF
	chmod 755 bin/hold
	# 400,000 scrambles: five pieces of 2 MB for three slots, so that host1 has one
	cube-scramble -n 400000 --seed 7 >scrambles.txt
	cube-solve <scrambles.txt >single
	[ "$(grep -Ec " # [0-9]+$" single)" -eq 400000 ]
	recipe="parallel --pipe -k --block 2M -S 8/host1,8/host2 --retries 3 --basefile bin/cube-solve bin/cube-solve <scrambles.txt >solutions.txt"
	grep -qxF "    $recipe" "$top/doc/scaling.md"
	# the recipe of doc/scaling.md, with the job held on host1 until it dies
	job="--basefile bin/cube-solve --basefile bin/hold 'bin/hold && bin/cube-solve'"
	held=${recipe/--basefile bin\/cube-solve bin\/cube-solve/"$job"}
	[[ $held == *" --retries 3 --basefile bin/cube-solve --basefile bin/hold 'bin/hold && bin/cube-solve' <"* ]]
	for retries in "--retries 3 " ""; do
		touch "$cluster/home.host1/doomed"
		st=0
		bash -c "${held/ -S 8\/host1,8\/host2 / -S 1/host1,1/host2,1/host3 }" 2>err &
		timeout 120 cat out >/dev/null
		sh "$top/t/tool/cluster.sh" kill "$cluster" 1
		wait "$!" || st=$?
		rm "$cluster/home.host1/doomed"
		sh "$top/t/tool/cluster.sh" start "$cluster" 1
		if [ -n "$retries" ]; then
			[ "$st" -eq 0 ] || { echo "status $st with --retries"; cat err; return 1; }
			cmp single solutions.txt
			held=${held/--retries 3 /}
		else
			# the pieces host1 lost are counted in the status, and ssh said why
			[ "$st" -ge 1 ] && [ "$st" -le 5 ] || { echo "status $st without --retries"; return 1; }
			grep -Eq 'closed by remote host|Broken pipe|Connection refused' err || { cat err; return 1; }
			[ "$(wc -l <solutions.txt)" -lt 400000 ]
		fi
	done
}

@test "each host runs an sshd of its own: a private configuration inside its namespace, gone once down" {
	local tag n pid found own
	tag=$(cat "$cluster/tag")
	for n in 1 2 3; do
		# in host N's namespace, an sshd started from the configuration made for it
		found=
		for pid in $(ip netns pids "${tag}h$n"); do
			[ "$(cat "/proc/$pid/comm")" = sshd ] &&
			[[ $(tr '\0' ' ' <"/proc/$pid/cmdline") == *"/usr/sbin/sshd -D -f $cluster/sshd_config.host$n "* ]] &&
				found=$pid
		done
		[ -n "$found" ] || { echo "host$n: no sshd of its own"; return 1; }
		grep -q '^ListenAddress 169\.254\.213\.[0-9]*$' "$cluster/sshd_config.host$n"
	done
	# none listens in this machine's own namespace
	run ss -ltn
	[[ $output != *169.254.213.* ]] || { echo "$output"; false; }
	# a cluster of its own, up and down: no process of it stays
	own=$BATS_TEST_TMPDIR/own
	sh "$top/t/tool/cluster.sh" up "$own" 1
	[ -n "$(grep -l "$own" /proc/[0-9]*/cmdline 2>/dev/null)" ]
	sh "$top/t/tool/cluster.sh" down "$own"
	# -s: a process that ends between the glob and grep is no error
	run grep -ls "$own/sshd_config" /proc/[0-9]*/cmdline
	[ -z "$output" ] || { for f in $output; do tr '\0' ' ' <"$f"; echo; done; false; }
}
