#!/usr/bin/env bats
# The progress line at a terminal (script(1) gives the programs one, stdout and stderr
# both on it): it is cleared before any other output reaches the terminal, so that no
# answer and no message starts on it, and an interrupt leaves the line clean.
# WITS_PROGRESS_DELAY=0 shows the line from the first item on, however fast the
# machine; no verdict depends on the clock.

load tool/helper

setup() {
	command -v script >/dev/null ||
		skip "script(1) of util-linux is not installed: no terminal to show a progress line on"
	# good, bad, blank, comment and commented lines for every filter
	printf '7 1 6 2\nx7\n\n# a comment\n9 7 5 # game 2\n3 1\n' >"$BATS_TEST_TMPDIR/nim"
	printf '++--++--\n+x+\n\n# a comment\n+-+-+- # student 4\n' >"$BATS_TEST_TMPDIR/plays"
	printf "R U F\nR X\n\n# a comment\nR U R' U' # id 5\nF2 U'\n" >"$BATS_TEST_TMPDIR/cubes"
}

# clean_at_terminal CMD: CMD, run by the shell, writes at a terminal (with --line-buffered
# its answers and messages reach it in the order they are made) exactly what it writes
# off one (the terminal's "\r\n" read as "\n"), besides its progress lines, and shows at
# least one; each progress line ("\rPROG: ...\033[K") is followed by another or by the
# clearing "\r\033[K" before any other byte.
clean_at_terminal() {
	local prog=${1%% *} st=0 tst=0
	sh -c "$1" >"$BATS_TEST_TMPDIR/plain" 2>&1 || st=$?
	env WITS_PROGRESS_DELAY=0 script -qfec "$1" /dev/null </dev/null >"$BATS_TEST_TMPDIR/tty" || tst=$?
	[ "$tst" -eq "$st" ] || { echo "$1: status $tst at a terminal, $st off it"; return 1; }
	python3 - "$prog" "$BATS_TEST_TMPDIR/tty" "$BATS_TEST_TMPDIR/plain" <<-'EOF'
		import re, sys
		prog, tty, plain = sys.argv[1].encode(), open(sys.argv[2], "rb").read(), open(sys.argv[3], "rb").read()
		line = re.compile(rb"\r" + re.escape(prog) + rb": [^\r\n\033]*\033\[K")
		clear = b"\r\033[K"
		shown, rest, at = 0, [], 0
		while at < len(tty):
		    m = line.match(tty, at)
		    if m:
		        shown += 1
		        if not (line.match(tty, m.end()) or tty.startswith(clear, m.end())):
		            sys.exit("not cleared before %r: %r" % (tty[m.end():m.end() + 40], m.group()))
		        at = m.end()
		    elif tty.startswith(clear, at):
		        at += len(clear)
		    else:
		        rest.append(tty[at:at + 1])
		        at += 1
		if shown == 0:
		    sys.exit("no progress line in %r" % tty[:200])
		out = b"".join(rest).replace(b"\r\n", b"\n")
		if out != plain:
		    sys.exit("at the terminal:\n%r\noff it:\n%r" % (out[:400], plain[:400]))
	EOF
}

@test "seer-duel: the report, match N: lines and the TSV header never start on the progress line" {
	clean_at_terminal "seer-duel --seed 1 -n 2000000 seer random"
	clean_at_terminal "seer-duel --seed 1 -n 200000 -r 40 --line-buffered seer random"
	clean_at_terminal "seer-duel --seed 1 -n 100000 -r 30 --tsv --line-buffered seer random"
	clean_at_terminal "seer-duel --seed 1 -n 100000 -r 3 -v seer random"
}

@test "every filter: answers and stderr messages at a terminal never start on the progress line" {
	clean_at_terminal "nim-safe --line-buffered $BATS_TEST_TMPDIR/nim"
	clean_at_terminal "nim-move --line-buffered --when-safe=none $BATS_TEST_TMPDIR/nim"
	clean_at_terminal "nim-move --line-buffered -a $BATS_TEST_TMPDIR/nim"
	clean_at_terminal "nim-trace --line-buffered --start-heap 1 $BATS_TEST_TMPDIR/nim"
	clean_at_terminal "seer-predict --line-buffered --machine best $BATS_TEST_TMPDIR/plays"
	clean_at_terminal "cube-solve --line-buffered $BATS_TEST_TMPDIR/cubes"
	clean_at_terminal "cube-solve --line-buffered -a $BATS_TEST_TMPDIR/cubes"
	clean_at_terminal "cube-scramble --seed 1 -n 3000 --line-buffered"
	# gathered answers, written at the end
	clean_at_terminal "nim-safe $BATS_TEST_TMPDIR/nim"
}

# The program waits on a FIFO after its first line, its progress line shown and its
# stdout a file, so nothing else clears the line; the signal is sent once the terminal
# has the line (a condition waited for, not a time; timeout(1) is only a safety net).
@test "SIGINT and SIGTERM at a terminal: the line is cleared, and the program dies of the signal" {
	local sig pid i
	cd "$BATS_TEST_TMPDIR"
	for sig in INT TERM; do
		rm -f fifo pid tty out
		mkfifo fifo
		# a job started with & ignores SIGINT, as a job in the background should: the
		# signal is set back to its default first, as for a job in the foreground
		python3 -c 'import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); os.execvp(sys.argv[1], sys.argv[1:])' \
			timeout 60 env WITS_PROGRESS_DELAY=0 script -qfec 'echo $$ >pid; exec nim-safe fifo >out' /dev/null \
			</dev/null >tty &
		pid=$!
		# opened for reading too, so that the open never waits for a reader
		exec {writer}<>fifo
		printf '7 1 6 2\n' >&"$writer"
		for ((i = 0; i < 200; i++)); do
			grep -q 'nim-safe: 1 line' tty && break
			kill -0 "$pid" 2>/dev/null || break
			sleep 0.1
		done
		kill -"$sig" "$(cat pid)"
		st=0
		wait "$pid" || st=$?
		exec {writer}>&-
		# script -e: 128 + the signal's number, as the shell reports a death by a signal
		[ "$st" -eq $((128 + $(kill -l "$sig"))) ]
		[ "$(cat out)" = "7 1 6 2 # unsafe 2" ]
		# the line, then the clear, and nothing after it
		python3 -c '
import sys
tty = open("tty", "rb").read()
sys.exit(not (tty.startswith(b"\rnim-safe: 1 line") and tty.endswith(b"\033[K\r\033[K")))' ||
			{ echo "SIG$sig: $(od -c tty)"; return 1; }
	done
}

@test "amounts as people read them: 2M plays, k and M for rates, an input in lines and bytes" {
	run env WITS_PROGRESS_DELAY=0 script -qec "seer-duel -n 2000000 --seed 1 seer random >/dev/null" /dev/null
	[ "$status" -eq 0 ]
	[[ "$output" =~ $'\r'"seer-duel: "[0-9.]+[kM]?" / 2M plays ("[0-9]+"%), "[0-9.]+[kM]?" plays/s" ]]
	awk 'BEGIN { for (i = 0; i < 2000; i++) print "7 1 6 2" }' >"$BATS_TEST_TMPDIR/in"
	run env WITS_PROGRESS_DELAY=0 script -qec "nim-safe '$BATS_TEST_TMPDIR/in' >/dev/null" /dev/null
	[ "$status" -eq 0 ]
	# 2,000 lines of 8 bytes: 16 kB
	[[ "$output" == $'\r'"nim-safe: 1 line, 8 B / 16 kB (0%), "*" lines/s, "*"B/s"* ]]
	run env WITS_PROGRESS_DELAY=0 script -qec "cat '$BATS_TEST_TMPDIR/in' | nim-safe >/dev/null" /dev/null
	[ "$status" -eq 0 ]
	[[ "$output" == $'\r'"nim-safe: 1 line, 8 B, "*" lines/s, "*"B/s"$'\033[K\r\033[K' ]]
}
