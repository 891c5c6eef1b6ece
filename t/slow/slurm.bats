#!/usr/bin/env bats
# A real batch scheduler: the recipes of doc/scaling.md's section "On a Slurm cluster",
# run as written on a one-node Slurm (slurmctld, slurmd and a munged of its own) that
# t/tool/slurm.sh starts in a scratch directory and takes down at the end.  Every
# joined output is the single run's byte for byte, with one task made to fail on its
# first attempt and requeued; a task that fails for its content fails each attempt.
# Every wait on the scheduler is bounded by timeout.

load ../tool/helper
load ../tool/nim-logs

setup_file() {
	slurm=$BATS_FILE_TMPDIR/slurm
	export slurm
	if ! why=$(sh "$top/t/tool/slurm.sh" why); then
		export why
		return 0
	fi
	# down in teardown_file, or once this process has ended, however it ended
	sh "$top/t/tool/slurm.sh" up "$slurm" "$$"
	export SLURM_CONF=$slurm/slurm.conf
}

teardown_file() {
	sh "$top/t/tool/slurm.sh" down "$slurm"
}

setup() {
	if [ -n "${why:-}" ]; then
		# CI installs what the cluster needs (.ci/run): there it must run
		[ "${CI:-}" != true ] || { echo "CI=true, yet no Slurm: $why"; return 1; }
		skip "no Slurm: $why (t/tool/slurm.sh; .ci/run installs what it needs)"
	fi
	cd "$BATS_TEST_TMPDIR"
}

# recipe LINE: LINE, a recipe of doc/scaling.md as written, run with no status lost in
# its pipe; an sbatch that waits for its tasks waits three minutes at most
recipe() {
	grep -qxF "    $1" "$top/doc/scaling.md" || { echo "not in doc/scaling.md: $1"; return 1; }
	case $1 in
	"sbatch --wait "*) timeout 180 bash -o pipefail -c "$1" >sbatch.out ;;
	*) bash -o pipefail -c "$1" ;;
	esac
}

# four shards of 25,000 scrambles, as doc/scaling.md makes them
scrambles() {
	recipe "sbatch --wait --array=0-3 -o 'part.%4a.out' -e 'part.%4a.err' --wrap 'cube-scramble -n 25000 --first \$((SLURM_ARRAY_TASK_ID * 25000)) --seed 7'"
	recipe "cat part.????.out >scrambles.txt"
}

# the requeue recipe of doc/scaling.md, with PROGRAM in place of its cube-solve
requeued='sbatch --wait --array=0-3 -o '"'part.%4a.out'"' -e '"'part.%4a.err'"' --wrap '"'"'tail -n +$((SLURM_ARRAY_TASK_ID * 25000 + 1)) scrambles.txt | head -n 25000 | cube-solve || { st=$?; [ "${SLURM_RESTART_COUNT:-0}" -ge 2 ] || scontrol requeue "${SLURM_ARRAY_JOB_ID}_$SLURM_ARRAY_TASK_ID"; exit "$st"; }'"'"

@test "a hundred thousand scrambles in a job array, each task from its own --first" {
	cube-scramble -n 100000 --seed 7 >single
	[ "$(grep -Ec "^[RUF]['2]?( [RUF]['2]?)*$" single)" -eq 100000 ]
	scrambles
	# one job of four tasks, each with its own output and nothing on its stderr
	[[ $(cat sbatch.out) =~ ^Submitted\ batch\ job\ [0-9]+$ ]]
	[ "$(ls part.????.out | paste -sd ' ' -)" = "part.0000.out part.0001.out part.0002.out part.0003.out" ]
	[ "$(cat part.????.err)" = "" ]
	cmp single scrambles.txt
}

@test "all positions of four heaps of 15, judged by nim-safe in ranges of 10,000 lines" {
	recipe "printf '%s\n' {0..15}' '{0..15}' '{0..15}' '{0..15} >positions.txt"
	[ "$(sort -u positions.txt | wc -l)" -eq 65536 ]
	nim-safe <positions.txt >single
	# the safe positions: the fourth heap is the other three's nim-sum, 16^3 of them
	[ "$(grep -c ' # safe 0$' single)" -eq 4096 ]
	recipe "sbatch --wait --array=0-6 -o 'part.%4a.out' -e 'part.%4a.err' --wrap 'tail -n +\$((SLURM_ARRAY_TASK_ID * 10000 + 1)) positions.txt | head -n 10000 | nim-safe'"
	# the ranges are split's pieces
	split -l 10000 -a 4 -d positions.txt piece.
	for i in 0 1 2 3 4 5 6; do
		nim-safe <"piece.000$i" | cmp - "part.000$i.out"
	done
	recipe "cat part.????.out >verdicts.txt"
	cmp single verdicts.txt
}

@test "a seer-duel league a seed a task, the TSV rows joined under one header" {
	local s
	for s in 1 2 3 4; do
		seer-duel --league -n 1000 -r 5 --seed "$s" --tsv seer shannon lz best >"single.$s"
	done
	awk 'FNR > 1 || NR == 1' single.? >single
	# 12 pairings of 5 matches and a total each, a seed; the seed column names it
	[ "$(wc -l <single)" -eq $((1 + 4 * 12 * 6)) ]
	[ "$(cut -f 12 single | sort | uniq -c | awk '{ print $1 ":" $2 }' | paste -sd ' ' -)" = "72:1 72:2 72:3 72:4 1:seed" ]
	recipe "sbatch --wait --array=1-4 -o 'part.%4a.out' -e 'part.%4a.err' --wrap 'seer-duel --league -n 1000 -r 5 --seed \$SLURM_ARRAY_TASK_ID --tsv seer shannon lz best'"
	recipe "awk 'FNR > 1 || NR == 1' part.????.out >league.tsv"
	cmp single league.tsv
}

@test "a game log cut between games, 500 a task: nim-trace --game joined, and its totals added up" {
	local wrap st
	game_log 3000 11 >log.txt
	# the log holds bad lines, so the single run ends with status 1, and so does each task
	st=0
	nim-trace --game <log.txt >single 2>/dev/null || st=$?
	[ "$st" -eq 1 ]
	[ "$(grep -c '^# game ' single)" -eq 3000 ]
	wrap='awk -v t=$SLURM_ARRAY_TASK_ID -v RS= -v ORS="\n\n" "int((NR - 1) / 500) == t" log.txt | nim-trace --game'
	st=0
	recipe "sbatch --wait --array=0-5 -o 'part.%4a.out' -e 'part.%4a.err' --wrap '$wrap'" || st=$?
	[ "$st" -eq 1 ] || { echo "status $st"; return 1; }
	# each task read its own 500 games, 20,000 lines: its messages name lines of those alone
	[ "$(cat part.????.err | grep -c '^nim-trace: line [0-9]*: ')" -gt 6 ]
	awk '{ split($0, w, "[ :]+"); if (w[3] > 20000) { print; bad = 1 } } END { exit bad }' part.????.err
	recipe "cat part.????.out >judged.txt"
	cmp single judged.txt
	nim-trace --game --tsv <log.txt 2>/dev/null | nim-trace --totals >single || true
	[[ $(cat single) == "# 3000 games, "* ]]
	st=0
	recipe "sbatch --wait --array=0-5 -o 'part.%4a.out' -e 'part.%4a.err' --wrap '$wrap --tsv'" || st=$?
	[ "$st" -eq 1 ] || { echo "status $st"; return 1; }
	recipe "cat part.????.out | nim-trace --totals" >totals
	cmp single totals
}

@test "a task that fails once is requeued, and the joined output is whole" {
	scrambles
	cube-solve <scrambles.txt >single
	[ "$(grep -Ec " # [0-9]+$" single)" -eq 100000 ]
	rm part.????.*
	# task 2 fails on its first attempt after writing half its answers
	cat >flaky <<-'EOF'
		#!/bin/sh
		echo "task $SLURM_ARRAY_TASK_ID, restarts ${SLURM_RESTART_COUNT:-0}" >>attempts
		if [ "$SLURM_ARRAY_TASK_ID" = 2 ] && [ ! -e failed ]; then
			touch failed
			head -n 12500 | cube-solve
			exit 1
		fi
		exec cube-solve
	EOF
	chmod 755 flaky
	sed 's/| cube-solve ||/| .\/flaky ||/' >flaky.recipe <<<"$requeued"
	grep -qF '| ./flaky ||' flaky.recipe
	grep -qxF "    $requeued" "$top/doc/scaling.md"
	timeout 240 bash -c "$(cat flaky.recipe)" >sbatch.out
	# five attempts: task 2's second is its first restart
	[ "$(LC_ALL=C sort attempts | paste -sd ' ' -)" = "task 0, restarts 0 task 1, restarts 0 task 2, restarts 0 task 2, restarts 1 task 3, restarts 0" ]
	recipe "cat part.????.out >solutions.txt"
	cmp single solutions.txt
}

@test "a task that fails for its content fails each attempt, and sbatch with it" {
	local st=0
	cube-scramble -n 100000 --seed 7 >scrambles.txt
	# a bad move in the second range
	sed -i '30000s/$/ X/' scrambles.txt
	timeout 300 bash -c "$requeued" >sbatch.out 2>sbatch.err || st=$?
	[ "$st" -eq 1 ] || { echo "status $st"; cat sbatch.err; return 1; }
	# the task's message, from its last attempt, names the line in its range
	[ "$(cat part.0001.err)" = "cube-solve: line 5000: 'X': not a move" ] || { cat part.0001.err; return 1; }
	[ "$(cat part.0000.err part.0002.err part.0003.err)" = "" ]
}
