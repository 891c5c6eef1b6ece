#!/usr/bin/env bats
# The progress line at a terminal (t/tool/pty.c gives the programs one, stdout and stderr
# both on it): it is cleared before any other output reaches the terminal, so that no
# answer and no message starts on it, and an interrupt leaves the line clean.
# WITS_PROGRESS_DELAY=0 shows the line from the first item on, however fast the
# machine; no verdict depends on the clock.

load tool/helper

setup() {
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
	local prog=${1%% *} d=$BATS_TEST_TMPDIR st=0 tst=0
	sh -c "$1" >"$d/plain" 2>&1 || st=$?
	WITS_PROGRESS_DELAY=0 pty -o "$d/tty" -- sh -c "$1" || tst=$?
	[ "$tst" -eq "$st" ] || { echo "$1: status $tst at a terminal, $st off it"; return 1; }
	# read in pieces that each followed a carriage return, the end marked by a piece of
	# its own: a progress line is a whole piece, a clearing one starts with "\033[K"
	: >"$d/at-terminal"
	{ cat "$d/tty"; printf '\rend of the terminal'; } | prog=$prog plain=$d/at-terminal awk -v RS='\r' '
		function fail(msg) { print msg; bad = 1; exit 1 }
		# Copies the bytes s to the output off the terminal, "\r\n" read as "\n".
		function emit(s) {
			if (s == "")
				return
			if (cr && substr(s, 1, 1) != "\n")
				printf "\r" >plain
			cr = substr(s, length(s)) == "\r"
			if (cr)
				s = substr(s, 1, length(s) - 1)
			gsub(/\r\n/, "\n", s)
			printf "%s", s >plain
		}
		BEGIN { plain = ENVIRON["plain"]; line = "^" ENVIRON["prog"] ": [^\n\033]*\033\\[K" }
		NR == 1 { emit($0); next }
		{
			if (open && $0 !~ line && substr($0, 1, 3) != "\033[K")
				fail("not cleared before " substr($0, 1, 40) ": " open)
			open = ""
		}
		$0 == "end of the terminal" { exit }
		$0 ~ line {
			match($0, line)
			if (RLENGTH != length($0))
				fail("not cleared before " substr($0, RLENGTH + 1, 40) ": " $0)
			open = $0
			shown++
			next
		}
		substr($0, 1, 3) == "\033[K" { emit(substr($0, 4)); next }
		{ emit("\r" $0) }
		END {
			if (bad)
				exit 1
			if (cr)
				printf "\r" >plain
			if (!shown)
				fail("no progress line at the terminal")
		}' || return 1
	cmp "$d/at-terminal" "$d/plain" || {
		echo "at the terminal:"; head -n 10 "$d/at-terminal"
		echo "off it:"; head -n 10 "$d/plain"
		return 1
	}
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
	local sig pid i st tty
	cd "$BATS_TEST_TMPDIR"
	for sig in INT TERM; do
		rm -f fifo pid tty out
		mkfifo fifo
		# a job started with & ignores SIGINT, as a job in the background should; pty sets
		# it back to its default for the program, as for a job in the foreground
		timeout 60 env WITS_PROGRESS_DELAY=0 pty -o tty -- sh -c 'echo $$ >pid; exec nim-safe fifo >out' &
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
		# 128 + the signal's number, as the shell reports a death by a signal
		[ "$st" -eq $((128 + $(kill -l "$sig"))) ]
		[ "$(cat out)" = "7 1 6 2 # unsafe 2" ]
		# the line, then the clear, and nothing after it
		IFS= read -r -d '' tty <tty || :
		[[ $tty == $'\rnim-safe: 1 line'* && $tty == *$'\033[K\r\033[K' ]] ||
			{ echo "SIG$sig: $(od -c tty)"; return 1; }
	done
}

@test "amounts as people read them: 2M plays, k and M for rates, an input in lines and bytes" {
	run env WITS_PROGRESS_DELAY=0 pty -- sh -c "seer-duel -n 2000000 --seed 1 seer random >/dev/null"
	[ "$status" -eq 0 ]
	[[ "$output" =~ $'\r'"seer-duel: "[0-9.]+[kM]?" / 2M plays ("[0-9]+"%), "[0-9.]+[kM]?" plays/s" ]]
	awk 'BEGIN { for (i = 0; i < 2000; i++) print "7 1 6 2" }' >"$BATS_TEST_TMPDIR/in"
	run env WITS_PROGRESS_DELAY=0 pty -- sh -c "nim-safe '$BATS_TEST_TMPDIR/in' >/dev/null"
	[ "$status" -eq 0 ]
	# 2,000 lines of 8 bytes: 16 kB
	[[ "$output" == $'\r'"nim-safe: 1 line, 8 B / 16 kB (0%), "*" lines/s, "*"B/s"* ]]
	run env WITS_PROGRESS_DELAY=0 pty -- sh -c "cat '$BATS_TEST_TMPDIR/in' | nim-safe >/dev/null"
	[ "$status" -eq 0 ]
	[[ "$output" == $'\r'"nim-safe: 1 line, 8 B, "*" lines/s, "*"B/s"$'\033[K\r\033[K' ]]
}

# quiet_off_terminal CMD: CMD writes no progress line when told not to (--no-progress,
# its first option) at a terminal, and none into a pipe.
quiet_off_terminal() {
	local prog=${1%% *} rest=${1#* }
	run env WITS_PROGRESS_DELAY=0 pty -- sh -c "$prog --no-progress $rest >/dev/null"
	[ "$status" -eq 0 ] || { echo "$1 --no-progress: status $status"; return 1; }
	[ -z "$output" ] || { echo "$1 --no-progress at a terminal: $(printf %s "$output" | od -c | head -3)"; return 1; }
	WITS_PROGRESS_DELAY=0 sh -c "$1" 2>&1 >/dev/null | cat >"$BATS_TEST_TMPDIR/piped"
	[ ! -s "$BATS_TEST_TMPDIR/piped" ] || { echo "$1 into a pipe: $(head -c 200 "$BATS_TEST_TMPDIR/piped")"; return 1; }
}

@test "seer-duel --periodic: the classes searched, of how many, on the progress line; none off a terminal" {
	clean_at_terminal "seer-duel --periodic 4"
	run env WITS_PROGRESS_DELAY=0 pty -- sh -c "seer-duel --periodic 4 >/dev/null"
	[ "$status" -eq 0 ]
	# Periods 1 to 4 under rotation and complement: + (as -), +- (as -+), ++- (as +--, and
	# each rotation), then +++- (as +---) and ++--: five classes, the first of them done.
	[[ "$output" == $'\r'"seer-duel: 1 / 5 classes (20%), "*" classes/s"* ]] || { echo "$output" | od -c | head; return 1; }
	quiet_off_terminal "seer-duel --periodic 4"
}

@test "seer-duel --exact --fit: the plays simulated, of a match a machine, on the progress line; none off a terminal" {
	local record=$BATS_TEST_TMPDIR/record
	printf '++-+--+-++-+\n' >"$record"
	clean_at_terminal "seer-duel --exact --fit 2 -n 200000 --seed 1 seer lz '$record'"
	run env WITS_PROGRESS_DELAY=0 pty -- sh -c "seer-duel --exact --fit 2 -n 200000 --seed 1 seer lz '$record' >/dev/null"
	[ "$status" -eq 0 ]
	# two machines, each a match of 200,000 plays against the model
	[[ "$output" == *$'\r'"seer-duel: 0 / 400k plays (0%), "*" plays/s"* ]] || { echo "$output" | od -c | head; return 1; }
	quiet_off_terminal "seer-duel --exact --fit 2 -n 200000 --seed 1 seer lz '$record'"
}
